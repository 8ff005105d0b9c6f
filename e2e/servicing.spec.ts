// Certificate servicing against the real API: a member buys Pusara Pro by card (no beneficiary), opens the
// certificate, goes to "Change beneficiary or contact details", names a beneficiary (wasi), confirms it with the
// code e-mailed to them (read from the developer mailbox) and sees it on the certificate and in its History. In
// English and in Malay; axe on the change page; screenshots on a desktop and a phone.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { copy, exactly, type Locale } from './support/copy';
import { apiUrl, newVerifiedMember } from './support/member';
import {
  answerAllNo,
  expectIssuedCertificate,
  expectNoSeriousViolations,
  inLocale,
  pageUrl,
  payOnCardCheckout,
  submitApplication,
  walkToUnderwriting,
} from './support/pusara-journey';

/** The newest change code e-mailed to the address (on a line of its own: the certificate number has digits too). */
async function changeCode(request: APIRequestContext, email: string, after: number): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(`${apiUrl}dev/mailbox?to=${encodeURIComponent(email)}`, {
          headers: { Accept: 'application/json' },
        });
        const mails = ((await response.json()) as { data?: { id: number; template: string; text: string }[] })
          .data;
        code = (mails ?? [])
          .filter((mail) => mail.template === 'certificate_change_code' && mail.id > after)
          .map((mail) => /^\s*(\d{6})\s*$/m.exec(mail.text)?.[1])
          .find(Boolean);
        return code;
      },
      { message: `a change code e-mailed to ${email}`, timeout: 15_000 },
    )
    .toBeTruthy();
  return code!;
}

async function lastMailId(request: APIRequestContext, email: string): Promise<number> {
  const response = await request.get(`${apiUrl}dev/mailbox?to=${encodeURIComponent(email)}`, {
    headers: { Accept: 'application/json' },
  });
  const mails = ((await response.json()) as { data?: { id: number }[] }).data ?? [];
  return Math.max(0, ...mails.map((mail) => mail.id));
}

for (const locale of ['en', 'ms'] as const satisfies readonly Locale[]) {
  test(`a holder changes the beneficiary with an e-mailed code and sees it in the history, in ${locale === 'en' ? 'English' : 'Malay'}`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(300_000);
    const d = (key: string, values?: Record<string, string>) => copy('dashboard', locale, key, values);
    const email = await newVerifiedMember(page, browser, `servicing-${locale}`);
    let certificate = '';

    await test.step('buys Pusara Pro by card without a beneficiary', async () => {
      await walkToUnderwriting(page, locale);
      await answerAllNo(page, locale);
      certificate = await submitApplication(page, locale);
      await payOnCardCheckout(page, locale, '4242424242424242');
      await expectIssuedCertificate(page, locale);
    });

    await test.step('opens the change page from the certificate', async () => {
      await page.goto(inLocale(locale, `/dashboard/policy-detail/${certificate}`));
      const people = page.getByRole('region', { name: d('policies.detail.people.title') });
      await expect(people).toContainText(d('policies.detail.people.noBeneficiary'));
      await people.getByRole('link', { name: exactly(d('servicing.people.edit')) }).click();
      await expect(page).toHaveURL(pageUrl(locale, `/dashboard/policy-detail/edit/${certificate}`, '$'));
      await expect(
        page.getByRole('heading', { level: 1, name: exactly(d('servicing.title')) }),
      ).toBeVisible();
      await expectNoSeriousViolations(page);
      await page.screenshot({ path: `/tmp/servicing-edit-${locale}-desktop.png`, fullPage: true });
      await page.setViewportSize({ width: 390, height: 844 });
      await page.screenshot({ path: `/tmp/servicing-edit-${locale}-phone.png`, fullPage: true });
      await page.setViewportSize({ width: 1280, height: 800 });
    });

    await test.step('names a wasi beneficiary and confirms with the e-mailed code', async () => {
      const before = await lastMailId(page.request, email);
      const form = page.getByRole('region', { name: d('servicing.nominee.title') });
      await form.getByLabel(d('servicing.nominee.name')).fill('Aminah binti Yusof');
      await form.getByLabel(d('servicing.nominee.contactNumber')).fill('012-345 6780');
      await form.getByLabel(d('servicing.nominee.relationship')).selectOption('spouse');
      await form.getByRole('radio', { name: exactly(d('servicing.nominee.wasi')) }).check();
      await form.getByRole('radio', { name: exactly(d('servicing.nominee.female')) }).check();
      await form.getByRole('checkbox', { name: d('servicing.nominee.agree') }).check();
      await form.getByRole('button', { name: exactly(d('servicing.sendCode')) }).click();

      const pin = form.getByLabel(copy('shared', locale, 'journey.pin.pin'));
      await expect(pin).toBeVisible();
      await expect(form).toContainText(email);
      await expectNoSeriousViolations(page);
      await page.screenshot({ path: `/tmp/servicing-code-${locale}-desktop.png`, fullPage: true });
      // A wrong code is refused on its field.
      const code = await changeCode(page.request, email, before);
      await pin.fill(String((Number(code) + 1) % 1_000_000).padStart(6, '0'));
      await form.getByRole('button', { name: exactly(copy('shared', locale, 'journey.pin.submit')) }).click();
      await expect(pin).toHaveAttribute('aria-invalid', 'true');
      await pin.fill(code);
      await form.getByRole('button', { name: exactly(copy('shared', locale, 'journey.pin.submit')) }).click();
    });

    await test.step('the certificate names the beneficiary and its History shows the change', async () => {
      await expect(page).toHaveURL(pageUrl(locale, `/dashboard/policy-detail/${certificate}`, '$'));
      await expect(page.getByText(d('servicing.done.nominee'))).toBeVisible();
      await expect(page.getByTestId('beneficiary')).toContainText('Aminah binti Yusof');
      const history = page.getByRole('region', { name: exactly(d('servicing.history.title')) });
      const entry = history.getByTestId('history-nominee');
      await expect(entry).toContainText(d('servicing.history.kind.nominee'));
      await expect(entry).toContainText('Aminah binti Yusof');
      await expectNoSeriousViolations(page);
      await history.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `/tmp/servicing-history-${locale}-desktop.png` });
      await page.setViewportSize({ width: 390, height: 844 });
      await history.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `/tmp/servicing-history-${locale}-phone.png` });
    });

    await test.step('the holder is e-mailed the change in their language', async () => {
      await expect
        .poll(async () => {
          const response = await page.request.get(`${apiUrl}dev/mailbox?to=${encodeURIComponent(email)}`, {
            headers: { Accept: 'application/json' },
          });
          const mails =
            ((await response.json()) as { data?: { template: string; text: string }[] }).data ?? [];
          return mails.find((mail) => mail.template === 'certificate_changed')?.text ?? '';
        })
        .toContain('Aminah binti Yusof');
    });
  });
}
