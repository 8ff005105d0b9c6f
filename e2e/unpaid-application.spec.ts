// Issue 22 item 3: a declined card leaves an unpaid application, which must not lock the member out. The
// member sees it (dashboard and quotation page) and either starts again (the new application replaces it) or
// resumes paying it; either way a certificate is issued. Production build, real API, the card sandbox.
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { copy, exactly } from './support/copy';
import { expectNoSeriousViolations, newVerifiedMember } from './support/member';
import {
  answerAllNo,
  certificatesOf,
  expectIssuedCertificate,
  pageUrl,
  payOnCardCheckout,
  pusaraCopy,
  submitApplication,
  walkToPayment,
  walkToUnderwriting,
} from './support/pusara-journey';

const declinedCard = '4000000000000002';
const goodCard = '4242424242424242';
const dashboardCopy = (key: string) => copy('dashboard', 'en', key);

async function keepScreenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

/** A new member's application, its card declined at the provider's checkout, and back on our error page. */
async function declinedApplication(page: Page): Promise<string> {
  const certificate = await walkToPayment(page, 'en');
  await payOnCardCheckout(page, 'en', declinedCard);
  await expect(page.getByText('Your card was declined. Try another card.')).toBeVisible();
  await page.getByRole('button', { name: 'Cancel and go back' }).click();
  await expect(page).toHaveURL(pageUrl('en', '/pusara-pro/payment-response/error'));
  return certificate;
}

/** The dashboard's certificates page shows the unpaid application, with Pay now. */
async function expectUnpaidOnDashboard(page: Page, certificate: string, testInfo: TestInfo) {
  await page.goto('/dashboard/policies');
  // The unpaid applications are asked for once the certificates are listed (slow on a busy machine).
  await expect(
    page.getByRole('heading', { level: 1, name: dashboardCopy('policies.list.title') }),
  ).toBeVisible({ timeout: 30_000 });
  const unpaid = page.getByRole('region', { name: dashboardCopy('policies.unpaid.title') });
  await expect(unpaid).toBeVisible({ timeout: 20_000 });
  await expect(unpaid.getByRole('link', { name: dashboardCopy('policies.unpaid.payNow') })).toHaveAttribute(
    'href',
    `/pusara-pro/payment-summary/${certificate}`,
  );
  await keepScreenshot(page, testInfo, 'dashboard-unpaid');
  await expectNoSeriousViolations(page);
  return unpaid;
}

test.describe('after a declined card', () => {
  test.setTimeout(300_000);

  test('the member starts a new quotation: no false "active certificate", the unpaid one is replaced, the new one paid', async ({
    page,
    browser,
  }, testInfo) => {
    const t = pusaraCopy('en');
    await newVerifiedMember(page, browser, 'unpaid-restart');
    const declined = await declinedApplication(page);
    await expectUnpaidOnDashboard(page, declined, testInfo);

    // The quotation page offers both true choices; creating a new quotation is not refused.
    await page.goto('/pusara-pro/create-quotation');
    await expect(page.getByText(t('createQuotation.unpaid.title'))).toBeVisible();
    await expect(
      page.getByRole('link', { name: exactly(t('createQuotation.unpaid.payNow')) }),
    ).toHaveAttribute('href', `/pusara-pro/payment-summary/${declined}`);
    await keepScreenshot(page, testInfo, 'create-quotation-unpaid');
    await walkToUnderwriting(page, 'en');
    await expect(page.getByText(/already have an active certificate/)).toHaveCount(0);
    await answerAllNo(page, 'en');
    const replacement = await submitApplication(page, 'en');
    expect(replacement).not.toBe(declined);

    // Only the new application is left to pay; paying it issues the certificate.
    expect(await certificatesOf(page, 'pending')).toEqual([
      expect.objectContaining({ uuid: replacement, status: 'pending' }),
    ]);
    await payOnCardCheckout(page, 'en', goodCard);
    await expectIssuedCertificate(page, 'en');
    expect(await certificatesOf(page, 'issued')).toEqual([
      expect.objectContaining({ uuid: replacement, status: 'issued' }),
    ]);
  });

  test('the member resumes from the dashboard with "Pay now" and the same application is issued', async ({
    page,
    browser,
  }, testInfo) => {
    const t = pusaraCopy('en');
    await newVerifiedMember(page, browser, 'unpaid-resume');
    const declined = await declinedApplication(page);
    const unpaid = await expectUnpaidOnDashboard(page, declined, testInfo);

    await unpaid.getByRole('link', { name: dashboardCopy('policies.unpaid.payNow') }).click();
    await expect(page).toHaveURL(pageUrl('en', `/pusara-pro/payment-summary/${declined}`, '$'));
    await page.getByRole('link', { name: t('payment.chooseHowToPay') }).click();
    await expect(page).toHaveURL(pageUrl('en', `/pusara-pro/payment-method/${declined}`, '$'));
    await payOnCardCheckout(page, 'en', goodCard);
    await expectIssuedCertificate(page, 'en');
    expect(await certificatesOf(page, 'issued')).toEqual([
      expect.objectContaining({ uuid: declined, status: 'issued' }),
    ]);
    expect(await certificatesOf(page, 'pending')).toEqual([]);
  });
});
