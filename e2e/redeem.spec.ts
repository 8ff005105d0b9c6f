// Reward points paid to the member's bank account, end to end against the suite's API and the card sandbox's
// Payouts API, in English and in Malay: a new member (their sign-up voucher gives them points) holds a paid
// certificate, asks on the rewards page for 1,000 points (RM10) to be paid to their own bank account, sees the
// payout pending and the points gone from the balance, then sees it paid once the bank confirms (the sandbox's
// payout webhook). Axe checks the page; screenshots on desktop and phone.
import { expect, test } from '@playwright/test';
import { copy, exactly, type Locale } from './support/copy';
import { apiUrl, dataOf, expectNoSeriousViolations, newVerifiedMember } from './support/member';
import { reloadUntilShown } from './support/pages';
import {
  expectIssuedCertificate,
  inLocale,
  payOnCardCheckout,
  walkToPayment,
} from './support/pusara-journey';

const successCard = '4242424242424242';

for (const locale of ['en', 'ms'] as const satisfies readonly Locale[]) {
  const d = (key: string, values?: Record<string, string>) => copy('dashboard', locale, key, values);

  test(`reward points are paid to the member's bank account and shown paid, in ${
    locale === 'en' ? 'English' : 'Malay'
  }`, async ({ page, browser }) => {
    test.setTimeout(300_000);
    const main = page.getByRole('main');

    await test.step('the member holds a paid certificate', async () => {
      await newVerifiedMember(page, browser, 'redeem');
      await walkToPayment(page, locale);
      await payOnCardCheckout(page, locale, successCard);
      await expectIssuedCertificate(page, locale);
    });

    const before = await dataOf<{ balance: { available_points: number } }>(
      page.request.get(`${apiUrl}rewards/api/v1/summary/`),
    );
    expect(before.balance.available_points).toBeGreaterThanOrEqual(1000);
    const card = main.getByRole('region', { name: exactly(d('redeem.title')) });

    await test.step('they ask for 1,000 points to be paid to their bank account', async () => {
      await page.goto(inLocale(locale, '/dashboard/rewards'));
      await expect(main.getByRole('heading', { level: 1, name: exactly(d('rewards.title')) })).toBeVisible();
      await card.getByLabel(new RegExp(`^\\s*${d('redeem.points')}`)).fill('1000');
      await card.getByLabel(new RegExp(`^\\s*${d('redeem.bank')}`)).selectOption({ label: 'Maybank' });
      await card.getByLabel(new RegExp(`^\\s*${d('redeem.accountNumber')}`)).fill('1140 2233 4455');
      await card.getByLabel(new RegExp(`^\\s*${d('redeem.holderName')}`)).fill('Nur Ujian');
      await card.getByRole('button', { name: exactly(d('redeem.submit')) }).click();
      const payouts = card.getByRole('list', { name: exactly(d('redeem.list.title')) });
      await expect(payouts.getByRole('listitem').first()).toContainText(
        d('redeem.list.item', { amount: 'RM10.00', bank: 'Maybank', last4: '4455' }),
      );
      await expect(main.getByTestId('available-points')).toContainText(
        (before.balance.available_points - 1000).toLocaleString('en-MY'),
      );
      const history = main.getByRole('list', { name: exactly(d('rewards.ledger.title')) });
      await expect(history.getByRole('listitem').first()).toContainText(d('redeem.ledger.redeemed'));
    });

    await test.step('once the bank confirms, the payout shows paid', async () => {
      const payouts = card.getByRole('list', { name: exactly(d('redeem.list.title')) });
      await reloadUntilShown(page, payouts.getByRole('listitem').first(), d('redeem.status.paid'));
      await expectNoSeriousViolations(page);
      await page.screenshot({ path: `/tmp/redeem-page-${locale}-desktop.png`, fullPage: true });
      await page.setViewportSize({ width: 390, height: 844 });
      await page.screenshot({ path: `/tmp/redeem-page-${locale}-phone.png`, fullPage: true });
      const after = await dataOf<{ payouts: { status: string; amount: string }[] }>(
        page.request.get(`${apiUrl}rewards/api/v1/summary/`),
      );
      expect(after.payouts[0]).toMatchObject({ status: 'paid', amount: '10.00' });
    });
  });
}
