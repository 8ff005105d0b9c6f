// A demo claim on a funeral-cover demo certificate, against the real API, in English and Malay: a member takes
// the demo from its form to the dashboard, files a demo claim from the certificate's make-a-claim page, uploads a
// document on the tracker (a disguised file is refused by its content), staff verify it and approve the
// compassionate benefit, and the tracker shows it approved with no payment made (no payout exists). Another
// member's make-a-claim address is the 404 page. Axe checks the claim page and the tracker; screenshots of
// both on desktop and phone go to /tmp.
import { expect, test } from '@playwright/test';
import { copy, exactly, startingWith, type Locale } from './support/copy';
import {
  apiUrl,
  dataOf,
  expectNoSeriousViolations,
  fromWeb,
  ok,
  registerMember,
  signInStaff,
  uniqueEmail,
} from './support/member';

const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const zip = Buffer.from([
  0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
]);
const uuidInPath = '([0-9a-f-]{36})';

for (const locale of ['en', 'ms'] as const satisfies readonly Locale[]) {
  const prefix = locale === 'en' ? '' : '/ms';
  const language = locale === 'en' ? 'English' : 'Malay';
  const d = (key: string, values?: Record<string, string>) => copy('dashboard', locale, key, values);
  const demo = (key: string, values?: Record<string, string>) => copy('demos', locale, key, values);

  test(`a funeral-cover demo from the form to the dashboard, then a demo claim with an upload, in ${language}`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(240_000);
    const main = page.getByRole('main');
    await registerMember(page.request, uniqueEmail('kubur-claim'));
    let cover = '';
    let claimId = '';

    await test.step('the demo form, the quotation, the demo certificate, the dashboard', async () => {
      await page.goto(`${prefix}/demo-teduh-kubur-pro/form`);
      await main
        .getByLabel(demo('kuburPro.plan.option', { benefit: 'RM10,000', monthly: 'RM10.00' }))
        .check();
      await main.getByLabel(startingWith(demo('kuburPro.form.beneficiaryName'))).fill('Siti Aminah');
      await main.getByLabel(startingWith(demo('kuburPro.form.relationship'))).selectOption('child');
      await main.getByLabel(startingWith(demo('kuburPro.form.phone'))).fill('012-345 6789');
      await main.getByRole('button', { name: exactly(demo('kuburPro.form.submit')) }).click();
      await expect(page).toHaveURL(
        new RegExp(`/demo-teduh-kubur-pro/generated-quotation\\?uuid=${uuidInPath}$`),
      );
      cover = new RegExp(uuidInPath).exec(page.url())![1]!;
      await main.getByRole('button', { name: exactly(demo('kuburPro.quotation.issue')) }).click();
      await expect(main.getByText(/^DEMO-KP-[A-Z2-9]{8}$/)).toBeVisible();
      await main.getByRole('link', { name: exactly(demo('kuburPro.success.dashboard')) }).click();
      await expect(page).toHaveURL(`${prefix}/dashboard/teduh-policies/kubur-pro/${cover}`);
    });

    await test.step('the demo certificate leads to its make-a-claim page, marked demo', async () => {
      await main.getByRole('link', { name: exactly(d('kuburClaim.makeClaim')) }).click();
      await expect(page).toHaveURL(`${prefix}/dashboard/teduh-policies/kubur-pro/${cover}/make-a-claim`);
      await expect(page.getByRole('heading', { level: 1, name: d('kuburClaim.title') })).toBeVisible();
      await expect(page.getByText(d('kuburClaim.notice.title'))).toBeVisible();
      await expectNoSeriousViolations(page);
      await page.screenshot({ path: `/tmp/kubur-claim-new-${locale}-desktop.png`, fullPage: true });
      await page.setViewportSize({ width: 390, height: 844 });
      await page.screenshot({ path: `/tmp/kubur-claim-new-${locale}-phone.png`, fullPage: true });
      await page.setViewportSize({ width: 1280, height: 800 });
    });

    await test.step('files the demo claim', async () => {
      await page.getByLabel(d('claims.fields.claimantNric')).fill('900101145567');
      await page.getByLabel(d('claims.fields.name')).fill('Siti Aminah');
      await page.getByLabel(d('claims.fields.phone')).fill('0123456789');
      await page.getByLabel(d('claims.fields.relationship')).fill(locale === 'en' ? 'daughter' : 'anak');
      await page
        .getByLabel(d('claims.fields.dateOfDeath'))
        .fill(new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Kuala_Lumpur' }));
      await page.getByLabel(d('claims.fields.cause')).selectOption('illness');
      await page.getByLabel(d('claims.fields.marital')).selectOption('married');
      await page.getByRole('button', { name: exactly(d('kuburClaim.submit')) }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/dashboard/claims/${uuidInPath}$`));
      claimId = new RegExp(uuidInPath).exec(page.url())![1]!;
      await expect(
        page.getByRole('heading', { level: 1, name: d('kuburClaim.tracker.title') }),
      ).toBeVisible();
      await expect(page.getByText(d('kuburClaim.tracker.notice.title'))).toBeVisible();
      await expect(page.getByText(new RegExp('DEMO-CLM-\\d{4}-[0-9A-F]{8}'))).toBeVisible();
    });

    await test.step('uploads the death certificate on the tracker; a disguised file is refused', async () => {
      await expect(page.locator('input[type="file"]')).toHaveCount(5);
      const upload = main.getByRole('button', { name: exactly(d('claims.tracker.upload')) }).first();
      await page
        .locator('input[type="file"]')
        .first()
        .setInputFiles({ name: 'death-certificate.pdf', mimeType: 'application/pdf', buffer: zip });
      await upload.click();
      await expect(page.getByRole('alert').filter({ hasText: 'ZIP' })).toBeVisible();
      await page
        .locator('input[type="file"]')
        .first()
        .setInputFiles({ name: 'death-certificate.pdf', mimeType: 'application/pdf', buffer: pdf });
      await upload.click();
      await expect(page.locator('input[type="file"]')).toHaveCount(4);
      await expect(page.getByText(d('claims.documentStatus.uploaded'))).toBeVisible();
      await expectNoSeriousViolations(page);
    });

    await test.step('staff verify it and approve the compassionate benefit: no payout is made', async () => {
      const staff = await browser.newContext();
      try {
        await signInStaff(staff.request);
        const detail = await dataOf<{
          claim: { demo: boolean; documents: { uuid: string; kind: string }[] };
        }>(staff.request.get(`${apiUrl}staff/api/v1/claims/${claimId}/`));
        expect(detail.claim.demo).toBe(true);
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
        const after = await dataOf<{ payouts: unknown[]; events: { action: string }[] }>(
          staff.request.get(`${apiUrl}staff/api/v1/claims/${claimId}/`),
        );
        expect(after.payouts).toEqual([]);
        expect(after.events.map((event) => event.action)).toContain('payout_not_made');
      } finally {
        await staff.close();
      }
    });

    await test.step('the tracker shows it approved, with no payment made', async () => {
      await page.reload();
      const cb1 = page.getByTestId('benefit-CB1');
      await expect(cb1).toContainText(d('kuburClaim.tracker.approved'));
      await expect(cb1).toContainText('RM1,000.00');
      await expect(
        page.getByRole('list', { name: d('claims.tracker.progress') }).getByRole('listitem'),
      ).toHaveText([
        d('claims.progress.submitted'),
        d('claims.progress.documents_needed'),
        d('claims.progress.under_review'),
        d('claims.progress.approved'),
      ]);
      await expectNoSeriousViolations(page);
      await page.screenshot({ path: `/tmp/kubur-claim-tracker-${locale}-desktop.png`, fullPage: true });
      await page.setViewportSize({ width: 390, height: 844 });
      await page.screenshot({ path: `/tmp/kubur-claim-tracker-${locale}-phone.png`, fullPage: true });
    });

    await test.step("another member's make-a-claim address is the 404 page", async () => {
      const other = await browser.newContext();
      try {
        const otherPage = await other.newPage();
        await registerMember(otherPage.request, uniqueEmail('kubur-claim-other'));
        await otherPage.goto(`${prefix}/dashboard/teduh-policies/kubur-pro/${cover}/make-a-claim`);
        await expect(
          otherPage.getByRole('heading', {
            level: 1,
            name: exactly(copy('shared-ui', locale, 'ui.notFound.title')),
          }),
        ).toBeVisible();
      } finally {
        await other.close();
      }
    });
  });
}
