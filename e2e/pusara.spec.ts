// The flagship plan bought end to end, on the production build, the real API and the card sandbox: a new
// member is verified through eKYC (staff review), creates a quotation, walks the sales journey, pays the
// first contribution with the test card 4242 4242 4242 4242 and sees the issued certificate number. Then
// they switch the certificate to automatic billing and see the next debit; with the clock moved past it
// (the dev-only housekeeping run), the debit records the second contribution and the member is e-mailed.
// Other payment outcomes, FPX, Malay and underwriting review: pusara-payments.spec.ts.
import { expect, test } from '@playwright/test';
import { copy, exactly } from './support/copy';
import { ports, urlOf } from './support/servers';
import { apiUrl, dataOf, expectNoSeriousViolations, newVerifiedMember } from './support/member';
import {
  expectIssuedCertificate,
  openIssuedCertificate,
  payOnCardCheckout,
  pusaraCopy,
  submitApplication,
  walkToUnderwriting,
} from './support/pusara-journey';

const t = pusaraCopy('en');

test('a verified member buys Pusara Pro by card and sees the issued certificate', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await newVerifiedMember(page, browser);

  await walkToUnderwriting(page, 'en', { checkAccessibility: true });
  const noes = page.getByRole('radio', { name: exactly(t('common.no')) });
  await expect(noes).toHaveCount(4);
  await expectNoSeriousViolations(page);
  for (const radio of await noes.all()) await radio.check();
  await page.getByRole('button', { name: t('underwriting.submit') }).click();

  await submitApplication(page, 'en');
  await expectNoSeriousViolations(page);
  await payOnCardCheckout(page, 'en', '4242424242424242');
  const number = await expectIssuedCertificate(page, 'en');
  await openIssuedCertificate(page, 'en', number);

  const d = (key: string, values?: Record<string, string>) => copy('dashboard', 'en', key, values);
  const billing = page.getByRole('region', { name: exactly(d('policies.detail.autoBilling.title')) });
  const history = page.getByRole('region', { name: exactly(d('policies.detail.history.title')) });
  await test.step('switch the certificate to automatic billing and see the next debit', async () => {
    await expect(
      billing.getByText(d('policies.detail.autoBilling.card.name', { brand: 'Visa', last4: '4242' })),
    ).toBeVisible();
    await billing
      .getByRole('button', { name: exactly(d('policies.detail.autoBilling.card.turnOn')) })
      .click();
    await expect(billing.getByText(exactly(d('policies.detail.autoBilling.on')))).toBeVisible();
    await expect(billing.getByText(d('policies.detail.autoBilling.nextDebit'))).toBeVisible();
    await expect(
      billing.getByRole('button', { name: exactly(d('policies.detail.autoBilling.card.turnOff')) }),
    ).toBeVisible();
    await expectNoSeriousViolations(page);
    await billing.screenshot({ path: test.info().outputPath('auto-billing-on.png') });
  });

  await test.step('replace the card on the provider’s page: the new one takes over automatic billing', async () => {
    await billing
      .getByRole('button', { name: exactly(d('policies.detail.autoBilling.card.replace')) })
      .click();
    await expect(page).toHaveURL(new RegExp(`^${urlOf(ports.cardSandbox)}/checkout/`));
    await expect(page.getByRole('heading', { level: 1, name: 'Save a card' })).toBeVisible();
    await page.getByLabel('Name on card').fill('Nur Ujian');
    await page.getByLabel('Card number').fill('5555555555554444');
    await page.getByLabel('Expiry (MM/YY)').fill('12/30');
    await page.getByLabel('CVC').fill('123');
    await page.getByRole('button', { name: 'Save card' }).click();
    await expect(page).toHaveURL(new RegExp('/dashboard/policy-detail/[0-9a-f-]+$'));
    await expect(page.getByText(d('policies.detail.autoBilling.done.cardSaved'))).toBeVisible();
    const newCard = d('policies.detail.autoBilling.card.name', { brand: 'Mastercard', last4: '4444' });
    await expect(billing.getByText(newCard).first()).toBeVisible();
    await expect(billing.getByText(exactly(d('policies.detail.autoBilling.on')))).toBeVisible();
  });

  await test.step('the debit runs when it is due: a second contribution, and an e-mail before it', async () => {
    await expect(history.getByRole('row')).toHaveCount(2);
    const certificate = page.url().split('/').pop()!;
    const state = await dataOf<{ next_debit_on: string }>(
      page.request.get(`${apiUrl}payment/api/v1/auto-billing/?certificate=${certificate}`),
    );
    const dueAt = new Date(`${state.next_debit_on}T12:00:00Z`).toISOString();
    const run = await page.request.post(`${apiUrl}dev/auto-billing/run`, {
      data: { at: dueAt, certificate },
    });
    expect(run.ok()).toBe(true);
    await page.reload();
    // The header row and two contributions.
    await expect(history.getByRole('row')).toHaveCount(3);
    const mails = await dataOf<{ template: string; subject: string; text: string }[]>(
      page.request.get(`${apiUrl}dev/mailbox?limit=200`, { headers: { Accept: 'application/json' } }),
    );
    expect(
      mails.some(
        (mail) =>
          mail.template === 'payment_notice' &&
          mail.subject.startsWith('Your contribution will be debited on') &&
          mail.text.includes('Mastercard card ending 4444') &&
          mail.text.includes(`/dashboard/policy-detail/${certificate}`),
      ),
    ).toBe(true);
  });
});
