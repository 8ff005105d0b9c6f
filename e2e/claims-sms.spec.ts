// A next of kin without an account asks for the claim code by SMS (the SMS provider sandbox, Twilio's
// Messaging API), reads it from the text the sandbox accepted, in their language, and files the death claim
// with it. A landline is refused on the number itself. In English and in Malay; axe checks the step with the
// number, and the page is looked at on a phone.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { certificateWithBeneficiary } from './support/claims';
import { copy, exactly, type Locale } from './support/copy';
import { expectNoSeriousViolations, inLocale } from './support/pusara-journey';
import { uniqueEmail } from './support/member';
import { ports, urlOf } from './support/servers';

/** A Malaysian mobile number (012-xxx xxxx) no other test uses, never one of the sandbox's 99xx numbers. */
function uniqueMobile(): { national: string; e164: string } {
  const digits = String(Date.now() % 10_000_000)
    .padStart(7, '0')
    .replace(/99(0\d)$/, '88$1');
  return { national: `012-${digits.slice(0, 3)} ${digits.slice(3)}`, e164: `+6012${digits}` };
}

/** The code in the text the SMS sandbox accepted for this number. */
async function textedCode(request: APIRequestContext, to: string): Promise<{ code: string; body: string }> {
  let found: { code: string; body: string } | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(
          `${urlOf(ports.smsSandbox)}/sandbox/messages?to=${encodeURIComponent(to)}`,
        );
        const { messages } = (await response.json()) as { messages: { body: string }[] };
        const body = messages[0]?.body;
        const code = body ? /\b(\d{6})\b/.exec(body)?.[1] : undefined;
        found = body && code ? { code, body } : undefined;
        return found;
      },
      { message: `a claim code texted to ${to}`, timeout: 15_000 },
    )
    .toBeTruthy();
  return found!;
}

for (const locale of ['en', 'ms'] as const satisfies readonly Locale[]) {
  test(`a next of kin files a death claim with a code sent by SMS, in ${locale === 'en' ? 'English' : 'Malay'}`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(300_000);
    const d = (key: string, values?: Record<string, string>) => copy('dashboard', locale, key, values);
    const { idRef, number } = await certificateWithBeneficiary(browser);
    const mobile = uniqueMobile();

    await test.step('chooses SMS, and a landline is refused on the number', async () => {
      await page.goto(inLocale(locale, '/dashboard/claims/new'));
      await page.getByLabel(d('claims.fields.deceasedNric')).fill(idRef.replace(/-/g, ''));
      await page.getByLabel(d('claims.fields.certificateNumber')).fill(number);
      await page.getByLabel(d('claims.fields.claimantNric')).fill('850505105512');
      await page.getByLabel(d('claims.fields.email')).fill(uniqueEmail('claims-sms'));
      await expect(page.getByLabel(d('phoneCode.phone'))).toHaveCount(0);
      await page.getByRole('radio', { name: d('phoneCode.bySms') }).check();
      await page.getByLabel(d('phoneCode.phone')).fill('03-2345 6789');
      await page.getByRole('button', { name: exactly(d('phoneCode.sendSms')) }).click();
      const refusal = page
        .getByRole('alert')
        .filter({ hasText: locale === 'en' ? /Malaysian mobile/ : /telefon bimbit Malaysia/ });
      await expect(refusal).toBeVisible();
      await expect(page.getByLabel(d('phoneCode.phone'))).toHaveAttribute('aria-invalid', 'true');
      await expectNoSeriousViolations(page);
    });

    await test.step("texts the code to a mobile number, in the claimant's language", async () => {
      await page.getByLabel(d('phoneCode.phone')).fill(mobile.national);
      await page.screenshot({ path: `/tmp/claims-sms-${locale}-desktop.png`, fullPage: true });
      await page.getByRole('button', { name: exactly(d('phoneCode.sendSms')) }).click();
      await expect(
        page.getByRole('heading', { level: 2, name: new RegExp(d('claims.new.claim')) }),
      ).toBeVisible();
      await expect(page.getByText(locale === 'en' ? /by SMS to 012-/ : /melalui SMS ke 012-/)).toBeVisible();
    });

    await test.step('files the claim with the texted code', async () => {
      const { code, body } = await textedCode(page.request, mobile.e164);
      expect(body).toMatch(
        locale === 'en' ? /^Teduh: your claim code is \d{6}\./ : /^Teduh: kod tuntutan anda ialah \d{6}\./,
      );
      expect(body).not.toContain(number);
      await page.getByLabel(d('phoneCode.code')).fill(code);
      await expect(page.getByLabel(d('claims.fields.phone'))).toHaveValue(mobile.national);
      await page.getByLabel(d('claims.fields.name')).fill('Hafiz bin Ahmad');
      await page.getByLabel(d('claims.fields.relationship')).fill(locale === 'en' ? 'son' : 'anak');
      await page
        .getByLabel(d('claims.fields.dateOfDeath'))
        .fill(new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Kuala_Lumpur' }));
      await page.getByLabel(d('claims.fields.cause')).selectOption('illness');
      await page.getByLabel(d('claims.fields.marital')).selectOption('married');
      await page.getByLabel(d('claims.fields.bank')).selectOption('MY_MAYBANK');
      await page.getByLabel(d('claims.fields.accountNumber')).fill('114412345678');
      await page.getByRole('button', { name: exactly(d('claims.new.submit')) }).click();
      await expect(page).toHaveURL(/\/dashboard\/claims\/[0-9a-f-]{36}\?token=/);
      await expect(page.getByRole('heading', { level: 1, name: d('claims.tracker.title') })).toBeVisible();
    });

    await test.step('the SMS choice works on a phone', async () => {
      await page.setViewportSize({ width: 375, height: 740 });
      await page.goto(inLocale(locale, '/dashboard/claims/new'));
      await page.getByRole('radio', { name: d('phoneCode.bySms') }).check();
      await expect(page.getByLabel(d('phoneCode.phone'))).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
      expect(overflow).toBe(false);
      await page.screenshot({ path: `/tmp/claims-sms-${locale}-mobile.png`, fullPage: true });
    });
  });
}
