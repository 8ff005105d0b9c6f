// Rewards end to end against the suite's API, in English and in Malay: a member holding a certificate (paid by
// card, automatic billing on) refers a friend, who signs up with the code and buys the plan; the points wait
// through the friend's 15-day cooling-off (moved on with the developer route /dev/rewards/run, as
// /dev/auto-billing/run moves debits), then become available; the member redeems them on the rewards page, and
// paying the next contribution by hand, the pay card shows the contribution, the credit and the amount before the
// card is charged that amount; the next automatic debit takes off what is left. Axe checks the rewards page and the
// pay card; screenshots on desktop and phone.
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { copy, exactly, type Locale } from './support/copy';
import {
  apiUrl,
  dataOf,
  expectNoSeriousViolations,
  fromWeb,
  memberPassword,
  newVerifiedMember,
  ok,
  readPin,
  reviewNric,
  uniqueEmail,
  verifyIdentity,
} from './support/member';
import {
  expectIssuedCertificate,
  inLocale,
  payOnCardCheckout,
  walkToPayment,
} from './support/pusara-journey';

const successCard = '4242424242424242';
const DAY_MS = 24 * 3600 * 1000;

/** Registers through the API with a referral code (the browser context shares the session it sets). */
async function registerWithCode(request: APIRequestContext, email: string, code: string): Promise<void> {
  await ok(request.post(`${apiUrl}auth/api/v1/register/`, { data: { email }, headers: fromWeb }));
  const pin = await readPin(request, email);
  const { token } = await dataOf<{ token: string }>(
    request.post(`${apiUrl}auth/api/v1/register/verify/`, { data: { email, pin }, headers: fromWeb }),
  );
  await ok(
    request.post(`${apiUrl}auth/api/v1/register/confirm/`, {
      data: {
        token,
        password: memberPassword,
        first_name: 'Hafiz',
        last_name: 'Rakan',
        agree_terms: true,
        agree_privacy: true,
        referral_code: code,
      },
      headers: fromWeb,
    }),
  );
}

/** A friend in a browser of their own: signs up with the code, is verified and buys the plan by card. */
async function friendBuysWithCode(browser: Browser, locale: Locale, code: string): Promise<void> {
  const context = await browser.newContext();
  try {
    const friend = await context.newPage();
    await registerWithCode(friend.request, uniqueEmail('rewards-friend'), code);
    const reviewer = await browser.newContext();
    try {
      await verifyIdentity(friend.request, reviewer.request, reviewNric());
    } finally {
      await reviewer.close();
    }
    await walkToPayment(friend, locale);
    await payOnCardCheckout(friend, locale, successCard);
    await expectIssuedCertificate(friend, locale);
  } finally {
    await context.close();
  }
}

interface AutoBilling {
  status: string;
  amount: string | null;
  reward_credit: string | null;
  next_debit_on: string | null;
}

async function autoBilling(page: Page, certificate: string): Promise<AutoBilling> {
  return dataOf<AutoBilling>(
    page.request.get(`${apiUrl}payment/api/v1/auto-billing/?certificate=${certificate}`),
  );
}

const sen = (ringgit: string) => Math.round(Number(ringgit) * 100);

for (const locale of ['en', 'ms'] as const satisfies readonly Locale[]) {
  const d = (key: string, values?: Record<string, string>) => copy('dashboard', locale, key, values);

  test(`a referral's points pass the cooling-off and pay part of the next contribution, in ${
    locale === 'en' ? 'English' : 'Malay'
  }`, async ({ page, browser }) => {
    test.setTimeout(360_000);
    const main = page.getByRole('main');
    let certificate = '';

    await test.step('the member holds a certificate, paid by card, with automatic billing on', async () => {
      await newVerifiedMember(page, browser, 'rewards-referrer');
      certificate = await walkToPayment(page, locale);
      await payOnCardCheckout(page, locale, successCard);
      await expectIssuedCertificate(page, locale);
      await page.goto(inLocale(locale, `/dashboard/policy-detail/${certificate}`));
      const billing = page.getByRole('region', { name: exactly(d('policies.detail.autoBilling.title')) });
      await billing
        .getByRole('button', { name: exactly(d('policies.detail.autoBilling.card.turnOn')) })
        .click();
      await expect(billing.getByText(exactly(d('policies.detail.autoBilling.on')))).toBeVisible();
    });

    await test.step('a friend signs up with the member’s code and buys the plan', async () => {
      const me = await dataOf<{ referral_code: string }>(page.request.get(`${apiUrl}auth/api/v1/me/`));
      await friendBuysWithCode(browser, locale, me.referral_code);
    });

    const balance = main.getByRole('region', { name: exactly(d('rewards.balance.title')) });
    const history = main.getByRole('list', { name: exactly(d('rewards.ledger.title')) });

    await test.step('the points wait through the friend’s cooling-off period', async () => {
      await page.goto(inLocale(locale, '/dashboard/profile'));
      await main.getByRole('link', { name: exactly(d('rewards.profileCard.action')) }).click();
      await expect(page).toHaveURL(new RegExp(`${inLocale(locale, '/dashboard/rewards')}$`));
      await expect(main.getByRole('heading', { level: 1, name: exactly(d('rewards.title')) })).toBeVisible();
      await expect(
        balance.getByText(exactly(d('rewards.balance.pending'))).locator('xpath=following-sibling::*[1]'),
      ).toHaveText('1,000');
      await expect(history.getByRole('listitem').first()).toContainText(
        d('rewards.ledger.kind.referral_earned'),
      );
      await expectNoSeriousViolations(page);
    });

    await test.step('past the cooling-off, the points are available', async () => {
      const at = new Date(Date.now() + 16 * DAY_MS).toISOString();
      // Only this member's points: the other language's run must not move them on before it looks.
      const me = await dataOf<{ uuid: string }>(page.request.get(`${apiUrl}auth/api/v1/me/`));
      await ok(page.request.post(`${apiUrl}dev/rewards/run`, { data: { at, member: me.uuid } }));
      await page.reload();
      await expect(history.getByRole('listitem').first()).toContainText(
        d('rewards.ledger.kind.referral_released'),
      );
      await expect(history.getByRole('listitem').first()).toContainText(
        d('rewards.ledger.change.available', { points: '+1,000' }),
      );
      await expect(
        balance.getByText(exactly(d('rewards.balance.pending'))).locator('xpath=following-sibling::*[1]'),
      ).toHaveText('0');
      await page.screenshot({ path: `/tmp/rewards-page-${locale}-desktop.png`, fullPage: true });
    });

    await test.step('the member redeems 1,000 points against the next contribution', async () => {
      const before = await autoBilling(page, certificate);
      const redeem = main.getByRole('region', { name: exactly(d('rewards.redeem.title')) });
      await redeem.getByLabel(new RegExp(`^\\s*${d('rewards.redeem.label')}`)).fill('1000');
      await redeem.getByRole('button', { name: exactly(d('rewards.redeem.submit')) }).click();
      await expect(
        redeem.getByText(exactly(d('rewards.redeem.credit', { amount: 'RM10.00' }))),
      ).toBeVisible();
      await expect(history.getByRole('listitem').first()).toContainText(d('rewards.ledger.kind.redeemed'));
      await expectNoSeriousViolations(page);
      await page.setViewportSize({ width: 390, height: 844 });
      await page.screenshot({ path: `/tmp/rewards-page-${locale}-phone.png`, fullPage: true });

      // The next debit takes the credit off (each keeps at least RM1 to charge), and says so on the certificate.
      const after = await autoBilling(page, certificate);
      const credit = Math.min(1000, sen(before.amount!) - 100);
      expect(sen(after.reward_credit!)).toBe(credit);
      expect(sen(after.amount!)).toBe(sen(before.amount!) - credit);
      await page.goto(inLocale(locale, `/dashboard/policy-detail/${certificate}`));
      await expect(page.getByText(exactly(d('rewards.autoBilling.credit')))).toBeVisible();
    });

    await test.step('paying the next contribution by hand shows the credit before paying, and charges that', async () => {
      // A month on (the certificate's dates moved back one period): the next contribution is due today.
      await ok(page.request.post(`${apiUrl}dev/certificates/backdate`, { data: { certificate } }));
      const before = await autoBilling(page, certificate);
      const credit = Math.min(1000, sen(before.amount!) + sen(before.reward_credit!) - 100);
      const contribution = sen(before.amount!) + sen(before.reward_credit!);
      const rm = (amountSen: number) => `RM${(amountSen / 100).toFixed(2)}`;
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(inLocale(locale, `/dashboard/policy-detail/${certificate}`));
      const payNow = main.getByRole('region', { name: exactly(d('policies.payNow.title')) });
      const lines = payNow.getByLabel(exactly(d('rewards.creditBreakdown')));
      const line = (term: string) =>
        lines.getByText(exactly(d(term))).locator('xpath=following-sibling::*[1]');
      await expect(line('rewards.creditContribution')).toHaveText(rm(contribution));
      await expect(line('rewards.creditLine')).toHaveText(
        d('rewards.creditLineValue', { amount: rm(credit) }),
      );
      await expect(line('rewards.creditAmountToPay')).toHaveText(rm(contribution - credit));
      await expectNoSeriousViolations(page);
      await payNow.screenshot({ path: `/tmp/rewards-pay-now-${locale}-desktop.png` });
      await page.setViewportSize({ width: 375, height: 812 });
      await payNow.scrollIntoViewIfNeeded();
      await payNow.screenshot({ path: `/tmp/rewards-pay-now-${locale}-375.png` });
      await page.setViewportSize({ width: 1280, height: 900 });

      // The saved card is charged exactly the amount shown.
      await payNow
        .getByRole('button', {
          name: exactly(d('policies.payNow.button', { amount: rm(contribution - credit) })),
        })
        .click();
      await expect
        .poll(async () =>
          (
            await dataOf<{ amount: string; status: string }[]>(
              page.request.get(
                `${apiUrl}payments/providers/xendit/api/v1/payment-requests/certificates/${certificate}/`,
              ),
            )
          ).map((row) => [sen(row.amount), row.status]),
        )
        .toContainEqual([contribution - credit, 'succeeded']);
      await expect(payNow).toBeHidden();
      const rewards = await dataOf<{ credits: { remaining: string }[] }>(
        page.request.get(`${apiUrl}rewards/api/v1/summary/`),
      );
      expect(sen(rewards.credits[0]!.remaining)).toBe(1000 - credit);
    });

    await test.step('the next automatic debit takes off what is left of the credit', async () => {
      const after = await autoBilling(page, certificate);
      const contribution = sen(after.amount!) + sen(after.reward_credit!);
      const firstCredit = Math.min(1000, contribution - 100);
      const credit = Math.min(1000 - firstCredit, contribution - 100);
      expect(sen(after.reward_credit!)).toBe(credit);

      // The debit runs when due, for the lowered amount; the credit is used up by it as far as it goes.
      // next_debit_on is the UTC day of the debit's moment: its last minute is past it. Only this member's
      // debits run: the other language's test, running beside this one, collects its own (a run of everyone's
      // at this test's later moment would collect that member's following contribution too, and take the rest
      // of their credit with it).
      const dueAt = new Date(`${after.next_debit_on!}T23:59:00Z`).toISOString();
      await ok(page.request.post(`${apiUrl}dev/auto-billing/run`, { data: { at: dueAt, certificate } }));
      const payments = await dataOf<{ amount: string; status: string }[]>(
        page.request.get(
          `${apiUrl}payments/providers/xendit/api/v1/payment-requests/certificates/${certificate}/`,
        ),
      );
      expect(payments.map((row) => [sen(row.amount), row.status])).toContainEqual([
        sen(after.amount!),
        'succeeded',
      ]);
      const rewards = await dataOf<{ credits: { amount: string; remaining: string }[] }>(
        page.request.get(`${apiUrl}rewards/api/v1/summary/`),
      );
      expect(sen(rewards.credits[0]!.remaining)).toBe(1000 - firstCredit - credit);
    });
  });
}
