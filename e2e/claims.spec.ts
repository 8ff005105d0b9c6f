// Death claims against the real API and the card sandbox's Payouts API: a member buys Pusara Pro with a named
// hibah beneficiary; a next of kin without an account files the death claim from the dashboard's claim page
// with a code e-mailed to them and uploads the documents on the tracker; staff verify the death certificate
// and approve the compassionate benefit (CB1) through the staff API; the sandbox pays it and the tracker shows
// it paid with the 24-hour clock met; the death benefit (DB1) follows once every document is verified. In
// English and in Malay; axe checks the claim page and the tracker.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { certificateWithBeneficiary } from './support/claims';
import { copy, exactly, type Locale } from './support/copy';
import { apiUrl, dataOf, fromWeb, ok, signInStaff, uniqueEmail } from './support/member';
import { reloadUntilShown } from './support/pages';
import { expectNoSeriousViolations, inLocale } from './support/pusara-journey';

const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

async function claimCode(request: APIRequestContext, email: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(`${apiUrl}dev/mailbox?to=${encodeURIComponent(email)}`, {
          headers: { Accept: 'application/json' },
        });
        const mails = ((await response.json()) as { data?: { template: string; text: string }[] }).data ?? [];
        code = mails
          .filter((mail) => mail.template === 'claim_code')
          .map((mail) => /^(\d{6})$/m.exec(mail.text)?.[1])
          .find(Boolean);
        return code;
      },
      { message: `a claim code e-mailed to ${email}`, timeout: 15_000 },
    )
    .toBeTruthy();
  return code!;
}

for (const locale of ['en', 'ms'] as const satisfies readonly Locale[]) {
  test(`a next of kin files a death claim and the compassionate benefit is paid, in ${locale === 'en' ? 'English' : 'Malay'}`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(300_000);
    const d = (key: string, values?: Record<string, string>) => copy('dashboard', locale, key, values);
    const { idRef, number } = await certificateWithBeneficiary(browser);
    const email = uniqueEmail('claims-kin');

    await test.step('the next of kin asks for a code with the certificate details', async () => {
      await page.goto(inLocale(locale, '/dashboard/claims/new'));
      await expect(page.getByRole('heading', { level: 1, name: d('claims.new.title') })).toBeVisible();
      await page.getByLabel(d('claims.fields.deceasedNric')).fill(idRef.replace(/-/g, ''));
      await page.getByLabel(d('claims.fields.certificateNumber')).fill(number);
      await page.getByLabel(d('claims.fields.claimantNric')).fill('850505105511');
      await page.getByLabel(d('claims.fields.email')).fill(email);
      await expectNoSeriousViolations(page);
      await page.screenshot({ path: `/tmp/claims-new-${locale}-desktop.png`, fullPage: true });
      await page.getByRole('button', { name: exactly(d('claims.new.sendCode')) }).click();
      await expect(
        page.getByRole('heading', { level: 2, name: new RegExp(d('claims.new.claim')) }),
      ).toBeVisible();
    });

    await test.step('files the claim with the code, the cause of death and the payee bank', async () => {
      await page.getByLabel(d('claims.fields.code')).fill(await claimCode(page.request, email));
      await page.getByLabel(d('claims.fields.name')).fill('Hafiz bin Ahmad');
      await page.getByLabel(d('claims.fields.phone')).fill('0123456789');
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

    await test.step('uploads every document on the tracker', async () => {
      const documents = page.locator('input[type="file"]');
      await expect(documents).toHaveCount(5);
      for (let index = 0; index < 5; index += 1) {
        const input = page.locator('input[type="file"]').first();
        await input.setInputFiles({ name: 'document.pdf', mimeType: 'application/pdf', buffer: pdf });
        await page
          .getByRole('button', { name: exactly(d('claims.tracker.upload')) })
          .first()
          .click();
        await expect(page.locator('input[type="file"]')).toHaveCount(4 - index);
      }
      await expect(page.getByText(d('claims.documentStatus.uploaded')).first()).toBeVisible();
      await expectNoSeriousViolations(page);
    });

    const claimId = /claims\/([0-9a-f-]{36})/.exec(page.url())![1]!;
    await test.step('staff verify the death certificate and approve the compassionate benefit', async () => {
      const staff = await browser.newContext();
      try {
        await signInStaff(staff.request);
        const detail = await dataOf<{ claim: { documents: { uuid: string; kind: string }[] } }>(
          staff.request.get(`${apiUrl}staff/api/v1/claims/${claimId}/`),
        );
        const death = detail.claim.documents.find((doc) => doc.kind === 'death_certificate')!;
        await ok(
          staff.request.post(`${apiUrl}staff/api/v1/claims/${claimId}/documents/${death.uuid}/review/`, {
            headers: fromWeb,
            data: { verdict: 'verified' },
          }),
        );
        await ok(
          staff.request.post(`${apiUrl}staff/api/v1/claims/${claimId}/decision/`, {
            headers: fromWeb,
            data: { benefit: 'CB1', decision: 'approve' },
          }),
        );
      } finally {
        await staff.close();
      }
    });

    await test.step('the sandbox pays it and the tracker shows it paid, within the 24-hour clock', async () => {
      const cb1 = page.getByTestId('benefit-CB1');
      await reloadUntilShown(page, cb1, d('claims.benefitStatus.paid'));
      await expect(cb1).toContainText('RM5,000.00');
      await page.screenshot({ path: `/tmp/claims-tracker-${locale}-desktop.png`, fullPage: true });
      await page.setViewportSize({ width: 390, height: 844 });
      await page.screenshot({ path: `/tmp/claims-tracker-${locale}-phone.png`, fullPage: true });
      await expectNoSeriousViolations(page);
      await expect(cb1).toContainText(new RegExp(d('claims.clock.met', { day: '.+' })));
    });

    await test.step('staff verify every document and approve the death benefit; the claim is paid', async () => {
      const staff = await browser.newContext();
      try {
        await signInStaff(staff.request);
        const detail = await dataOf<{ claim: { documents: { uuid: string; status: string }[] } }>(
          staff.request.get(`${apiUrl}staff/api/v1/claims/${claimId}/`),
        );
        for (const doc of detail.claim.documents.filter((entry) => entry.status !== 'verified')) {
          await ok(
            staff.request.post(`${apiUrl}staff/api/v1/claims/${claimId}/documents/${doc.uuid}/review/`, {
              headers: fromWeb,
              data: { verdict: 'verified' },
            }),
          );
        }
        await ok(
          staff.request.post(`${apiUrl}staff/api/v1/claims/${claimId}/decision/`, {
            headers: fromWeb,
            data: { benefit: 'DB1', decision: 'approve' },
          }),
        );
      } finally {
        await staff.close();
      }
      await reloadUntilShown(page, page.getByTestId('benefit-DB1'), d('claims.benefitStatus.paid'));
      await expect(page.getByTestId('benefit-DB1')).toContainText('RM45,000.00');
      await expect(
        page
          .getByRole('list', { name: d('claims.tracker.progress') })
          .getByText(exactly(d('claims.progress.paid'))),
      ).toHaveAttribute('aria-current', 'step');
    });
  });
}
