// A redeemed reward credit as the payments see it: the next debit shown to the member and the amount charged at
// the card provider are the contribution less the credit, and the credit is used once, whichever way the member
// pays the contribution (automatic debit, or by hand with a saved card): each contribution takes it once.
import { and, eq } from 'drizzle-orm';
import {
  cardPaymentMethods,
  paymentSchedules,
  payments,
  rewardCreditApplications,
  rewardCredits,
} from '../src/db/schema';
import { TEST_CARDS } from '../src/sandboxes/card-provider/server';
import type { TestMember } from './helpers/test-app';
import {
  auth,
  CARD,
  checkoutLink,
  FPX,
  member,
  payOnCheckout,
  startPaymentsTest,
  type PaymentsTest,
} from './payments-fixtures';

jest.setTimeout(120_000);

let test: PaymentsTest;
let alice: TestMember;
let bob: TestMember;

beforeAll(async () => {
  test = await startPaymentsTest({ webhooks: false });
  alice = await member(test.app);
  bob = await member(test.app);
}, 180_000);
afterAll(async () => {
  await test?.close();
});

it('takes the credit off the next debit, once', async () => {
  const certificate = test.certificates.add(alice.uuid, { contributionSen: 4130 });
  const link = await checkoutLink(test.app, alice, certificate);
  expect((await payOnCheckout(link, { number: TEST_CARDS.succeeds })).status).toBe(303);
  await test.app.inject({
    method: 'GET',
    url: `${CARD}/payment-requests/certificates/${certificate}/`,
    headers: auth(alice),
  });
  const stored = test.certificates.certificates.get(certificate)!;
  test.certificates.certificates.set(certificate, { ...stored, status: 'issued', paidUntil: '2026-12-26' });
  const [card] = await test.app.db
    .select()
    .from(cardPaymentMethods)
    .where(eq(cardPaymentMethods.certificateUuid, certificate));
  const on = await test.app.inject({
    method: 'POST',
    url: `${CARD}/subscription/`,
    headers: auth(alice),
    payload: { certificate, payment_method: card!.id },
  });
  expect(on.statusCode).toBe(201);
  // The credit as a redemption leaves it (redemption itself is tested in rewards.test.ts).
  await test.app.db
    .insert(rewardCredits)
    .values({ userId: alice.uuid, certificateUuid: certificate, amountSen: 1000, remainingSen: 1000 });

  const billing = await test.app.inject({
    method: 'GET',
    url: `${FPX}/auto-billing/?certificate=${certificate}`,
    headers: auth(alice),
  });
  expect(billing.json().data).toMatchObject({ status: 'active', amount: '31.30', reward_credit: '10.00' });

  const [schedule] = await test.app.db
    .select()
    .from(paymentSchedules)
    .where(and(eq(paymentSchedules.certificateUuid, certificate), eq(paymentSchedules.status, 'active')));
  const after = new Date(schedule!.nextChargeAt.getTime() + 60_000);
  expect(await test.app.payments.schedules.runDue(after)).toBe(1);
  await test.app.jobs.runDue();
  const charges = test.certificates.calls.filter((call) => call.certificateUuid === certificate);
  expect(charges.map((call) => call.amountSen)).toEqual([4130, 3130]);

  const [credit] = await test.app.db
    .select()
    .from(rewardCredits)
    .where(eq(rewardCredits.certificateUuid, certificate));
  expect(credit!.remainingSen).toBe(0);
  // The contribution moved the paid period on (as the certificates service does; this fake does not).
  test.certificates.certificates.set(certificate, { ...stored, status: 'issued', paidUntil: '2027-01-26' });
  const next = await test.app.inject({
    method: 'GET',
    url: `${FPX}/auto-billing/?certificate=${certificate}`,
    headers: auth(alice),
  });
  expect(next.json().data).toMatchObject({ amount: '41.30', reward_credit: '0.00' });
});

it('takes the credit off a contribution paid by hand, once, and the automatic debit of it takes no more', async () => {
  const certificate = test.certificates.add(bob.uuid, { contributionSen: 4130 });
  const link = await checkoutLink(test.app, bob, certificate);
  expect((await payOnCheckout(link, { number: TEST_CARDS.succeeds })).status).toBe(303);
  const listPayments = () =>
    test.app.inject({
      method: 'GET',
      url: `${CARD}/payment-requests/certificates/${certificate}/`,
      headers: auth(bob),
    });
  await listPayments();
  const stored = test.certificates.certificates.get(certificate)!;
  test.certificates.certificates.set(certificate, { ...stored, status: 'issued', paidUntil: '2026-12-26' });
  const [card] = await test.app.db
    .select()
    .from(cardPaymentMethods)
    .where(eq(cardPaymentMethods.certificateUuid, certificate));
  // RM50 of credit against a RM41.30 contribution: this one is paid down to RM1, the rest waits for the next.
  await test.app.db
    .insert(rewardCredits)
    .values({ userId: bob.uuid, certificateUuid: certificate, amountSen: 5000, remainingSen: 5000 });
  const remaining = async () => {
    const [credit] = await test.app.db
      .select()
      .from(rewardCredits)
      .where(eq(rewardCredits.certificateUuid, certificate));
    return credit!.remainingSen;
  };

  // A month on, the member pays the next contribution by hand with the saved card.
  await test.app.db
    .update(payments)
    .set({ paidAt: new Date(Date.now() - 30 * 24 * 3600_000) })
    .where(eq(payments.certificateUuid, certificate));
  const byHand = await test.app.inject({
    method: 'POST',
    url: `${CARD}/payment-requests/certificates/${certificate}/`,
    headers: auth(bob),
    payload: { payment_method: card!.id, submit: true },
  });
  expect(byHand.statusCode).toBe(201);
  expect(byHand.json().data).toMatchObject({ amount: '1.00', status: 'succeeded' });
  expect(await remaining()).toBe(970);

  // Automatic billing then collects the same contribution (the period is still unpaid here): the credit that
  // contribution took is the same one, not taken a second time.
  const on = await test.app.inject({
    method: 'POST',
    url: `${CARD}/subscription/`,
    headers: auth(bob),
    payload: { certificate, payment_method: card!.id },
  });
  expect(on.statusCode).toBe(201);
  const schedule = async () => {
    const [row] = await test.app.db
      .select()
      .from(paymentSchedules)
      .where(and(eq(paymentSchedules.certificateUuid, certificate), eq(paymentSchedules.status, 'active')));
    return row!;
  };
  const first = await schedule();
  // (Other members' debits due by then run too; this member's charges are read below.)
  await test.app.payments.schedules.runDue(new Date(first.nextChargeAt.getTime() + 60_000));
  await test.app.jobs.runDue();
  expect(await remaining()).toBe(970);

  // The next contribution (the period moved on) takes what is left of the credit.
  test.certificates.certificates.set(certificate, {
    ...test.certificates.certificates.get(certificate)!,
    paidUntil: '2027-01-26',
  });
  const second = await schedule();
  await test.app.payments.schedules.runDue(new Date(second.nextChargeAt.getTime() + 60_000));
  await test.app.jobs.runDue();
  const charges = test.certificates.calls.filter((call) => call.certificateUuid === certificate);
  expect(charges.map((call) => call.amountSen)).toEqual([4130, 100, 100, 3160]);
  expect(await remaining()).toBe(0);
  const applications = await test.app.db
    .select({ key: rewardCreditApplications.chargeKey, amount: rewardCreditApplications.amountSen })
    .from(rewardCreditApplications)
    .innerJoin(rewardCredits, eq(rewardCredits.id, rewardCreditApplications.creditId))
    .where(eq(rewardCredits.certificateUuid, certificate));
  expect(applications.sort((a, b) => a.key.localeCompare(b.key))).toEqual([
    { key: `${certificate}:due:2026-12-26`, amount: 4030 },
    { key: `${certificate}:due:2027-01-26`, amount: 970 },
  ]);
});
