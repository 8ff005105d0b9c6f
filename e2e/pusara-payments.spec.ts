// The flagship plan's other ways through payment and underwriting, on the production build with the real API
// and the providers' sandboxes: FPX direct debit, the whole journey in Malay, a declined card, 3-D Secure,
// and answers that wait for staff review. The card journey in English is pusara.spec.ts.
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { copy, exactly, type Locale } from './support/copy';
import {
  apiUrl,
  dataOf,
  expectNoSeriousViolations,
  fromWeb,
  newVerifiedMember,
  ok,
  signInStaff,
} from './support/member';
import {
  certificatesOf,
  expectIssuedCertificate,
  inLocale,
  openIssuedCertificate,
  pageUrl,
  payOnCardCheckout,
  pusaraCopy,
  submitApplication,
  walkToPayment,
  walkToUnderwriting,
} from './support/pusara-journey';
import { ports, urlOf } from './support/servers';

const testCards = {
  declined: '4000000000000002',
  threeDSecure: '4000000000001091',
};

/** A picture of the page in the test's report (how it looks to a person, e.g. the providers' pages). */
async function keepScreenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

/**
 * FPX direct debit from the payment-method page: the bank chosen, the sandbox bank's page approves the RM1.00
 * e-mandate, and the member comes back to our page in their language while the first contribution is collected.
 */
async function payByFpx(page: Page, locale: Locale, testInfo: TestInfo): Promise<void> {
  const t = pusaraCopy(locale);
  await page.getByRole('radio', { name: new RegExp(t('payment.fpx')) }).check();
  await page
    .getByRole('combobox', { name: new RegExp(`^${t('payment.bank')}`) })
    .selectOption({ label: 'Maybank2U' });
  await page.getByRole('button', { name: t('payment.continueToBank') }).click();

  await expect(page).toHaveURL(new RegExp(`^${urlOf(ports.fpxSandbox)}/bank/`));
  await expect(page.getByRole('heading', { level: 1, name: /Maybank2U/ })).toBeVisible();
  await expect(page.getByText('RM1.00 is taken now to confirm your account.')).toBeVisible();
  await keepScreenshot(page, testInfo, `fpx-bank-${locale}`);
  await page.getByRole('button', { name: 'Approve' }).click();

  // Back from the bank on our page, in the member's language; the collection then runs to its outcome.
  await expect(page).toHaveURL(
    pageUrl(locale, '/pusara-pro/payment-', '(method/success\\?uuid=|response/(pending|success)\\?uuid=)'),
    { timeout: 15_000 },
  );
  await expect(page).toHaveURL(pageUrl(locale, '/pusara-pro/payment-response/success', '\\?uuid='), {
    timeout: 30_000,
  });
}

/** Answers all No were accepted at once: the status page says so, and nothing about a review or a Yes. */
async function expectAcceptedWithoutReview(page: Page, locale: Locale): Promise<void> {
  const t = pusaraCopy(locale);
  await page.goto(inLocale(locale, '/pusara-pro/underwriting-status'));
  await expect(page.getByRole('heading', { level: 1, name: t('underwritingStatus.title') })).toBeVisible();
  await expect(page.getByText(t('underwritingStatus.accepted.title'))).toBeVisible();
  await expect(page.getByText(t('underwritingStatus.intro'))).toHaveCount(0);
  await expect(page.getByText(t('underwritingStatus.pending.title'))).toHaveCount(0);
}

test.describe('Pusara Pro payments', () => {
  test.setTimeout(180_000);

  test('a new member pays by FPX direct debit and gets the certificate', async ({
    page,
    browser,
  }, testInfo) => {
    await newVerifiedMember(page, browser, 'pusara-fpx');
    const certificate = await walkToPayment(page, 'en');
    await expectAcceptedWithoutReview(page, 'en');
    await page.goto(`/pusara-pro/payment-method/${certificate}`);
    await payByFpx(page, 'en', testInfo);
    const number = await expectIssuedCertificate(page, 'en');
    await expectNoSeriousViolations(page);

    const issued = await certificatesOf(page, 'issued');
    expect(issued).toEqual([expect.objectContaining({ uuid: certificate, number, status: 'issued' })]);
    const collections = await dataOf<{ status: string; channel: string }[]>(
      page.request.get(`${apiUrl}payment/api/v1/collections/?application_id=${certificate}`),
    );
    expect(collections).toEqual([expect.objectContaining({ status: 'succeeded', channel: 'fpx' })]);
  });

  test('the whole journey in Malay, paid by FPX, stays in Malay through the bank and back', async ({
    page,
    browser,
  }, testInfo) => {
    await newVerifiedMember(page, browser, 'pusara-ms');
    // Every step is found by its Malay copy (walkToPayment reads the ms locale files).
    const certificate = await walkToPayment(page, 'ms');
    await expect(page.locator('html')).toHaveAttribute('lang', /^ms/);
    await expect(
      page.getByRole('heading', { level: 1, name: copy('pusara', 'ms', 'payment.title') }),
    ).toBeVisible();
    await expectAcceptedWithoutReview(page, 'ms');
    await page.goto(inLocale('ms', `/pusara-pro/payment-method/${certificate}`));
    await payByFpx(page, 'ms', testInfo);
    const number = await expectIssuedCertificate(page, 'ms');
    await expect(page.getByText(copy('pusara', 'ms', 'result.success.email'))).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', /^ms/);
    await keepScreenshot(page, testInfo, 'success-ms');
    await expectNoSeriousViolations(page);
    await openIssuedCertificate(page, 'ms', number);
    await keepScreenshot(page, testInfo, 'certificate-ms-phone');
  });

  test('a declined card ends on the error page with a retry, and no certificate is issued', async ({
    page,
    browser,
  }) => {
    const t = pusaraCopy('en');
    await newVerifiedMember(page, browser, 'pusara-declined');
    const certificate = await walkToPayment(page, 'en');
    await payOnCardCheckout(page, 'en', testCards.declined);

    // The provider's checkout says so and keeps the member there; going back lands on our error page.
    await expect(page.getByText('Your card was declined. Try another card.')).toBeVisible();
    await page.getByRole('button', { name: 'Cancel and go back' }).click();
    await expect(page).toHaveURL(
      pageUrl('en', '/pusara-pro/payment-response/error', `\\?certificate=${certificate}$`),
    );
    await expect(
      page.getByRole('heading', { level: 1, name: t('result.error.payment.title') }),
    ).toBeVisible();
    await expect(page.getByText(t('result.error.payment.text'))).toBeVisible();
    await expectNoSeriousViolations(page);

    expect(await certificatesOf(page, 'issued')).toEqual([]);
    expect(await certificatesOf(page, 'pending')).toEqual([
      expect.objectContaining({ uuid: certificate, status: 'pending', number: null }),
    ]);
    const payments = await dataOf<{ status: string; failure_code: string | null }[]>(
      page.request.get(
        `${apiUrl}payments/providers/xendit/api/v1/payment-requests/certificates/${certificate}/`,
      ),
    );
    expect(payments).toEqual([expect.objectContaining({ status: 'failed', failure_code: 'card_declined' })]);

    // The retry goes back to the payment-method page of the same certificate, which can still be paid.
    await page.getByRole('link', { name: exactly(t('result.error.retry')) }).click();
    await expect(page).toHaveURL(pageUrl('en', `/pusara-pro/payment-method/${certificate}`, '$'));
    await expect(page.getByLabel(t('payment.summaryLabel'))).toBeVisible();
  });

  test('a 3-D Secure card: the bank page approves and the member reaches success (in Malay)', async ({
    page,
    browser,
  }, testInfo) => {
    await newVerifiedMember(page, browser, 'pusara-3ds');
    await walkToPayment(page, 'ms');
    await payOnCardCheckout(page, 'ms', testCards.threeDSecure);

    await expect(page).toHaveURL(new RegExp(`^${urlOf(ports.cardSandbox)}/3ds/`));
    await expect(page.getByRole('heading', { level: 1, name: 'Verify this payment' })).toBeVisible();
    await keepScreenshot(page, testInfo, '3ds-ms');
    await page.getByRole('button', { name: 'Approve' }).click();

    await expectIssuedCertificate(page, 'ms');
    expect(await certificatesOf(page, 'issued')).toHaveLength(1);
  });
});

test('a Yes to a health question waits for staff review; once staff accept, the member carries on', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const t = pusaraCopy('en');
  const email = await newVerifiedMember(page, browser, 'pusara-review');
  const quotation = await walkToUnderwriting(page, 'en');

  await page
    .getByRole('radio', { name: exactly(t('common.yes')) })
    .first()
    .check();
  await page.getByLabel(t('underwriting.note')).fill('Asthma since childhood, controlled with an inhaler.');
  const noes = page.getByRole('radio', { name: exactly(t('common.no')) });
  for (const index of [1, 2, 3]) await noes.nth(index).check();
  await page.getByRole('button', { name: t('underwriting.submit') }).click();

  await expect(page).toHaveURL(
    pageUrl('en', '/pusara-pro/underwriting-status', `\\?quotation=${quotation}$`),
  );
  await expect(page.getByRole('heading', { level: 1, name: t('underwritingStatus.title') })).toBeVisible();
  await expect(page.getByText(t('underwritingStatus.pending.title'))).toBeVisible();
  await expect(page.getByRole('link', { name: t('underwritingStatus.continue') })).toHaveCount(0);
  await expectNoSeriousViolations(page);

  // Staff find the answers in their review queue and accept them.
  const reviewer = await browser.newContext();
  try {
    await signInStaff(reviewer.request);
    const queue = await dataOf<{ uuid: string; status: string; member: { email: string } }[]>(
      reviewer.request.get(`${apiUrl}staff/api/v1/underwriting/`),
    );
    const waiting = queue.find((submission) => submission.member.email === email);
    expect(waiting, `${email}'s answers in the staff review queue`).toMatchObject({ status: 'pending' });
    await ok(
      reviewer.request.post(`${apiUrl}staff/api/v1/underwriting/${waiting!.uuid}/decision/`, {
        data: { decision: 'accept', reason: 'Controlled asthma: standard terms (e2e).' },
        headers: fromWeb,
      }),
    );
  } finally {
    await reviewer.close();
  }

  await page.reload();
  await expect(page.getByText(t('underwritingStatus.accepted.title'))).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.getByRole('link', { name: t('underwritingStatus.continue') }).click();
  await expect(page).toHaveURL(pageUrl('en', `/pusara-pro/sales-journey/${quotation}`, '\\?step=applicant$'));
  // The application goes through to payment with the reviewed answers.
  await submitApplication(page, 'en');
});
