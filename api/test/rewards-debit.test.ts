// A redeemed reward credit as the automatic debit sees it: the next debit shown to the member and the amount
// charged at the card provider are the contribution less the credit, and the credit is used once.
import { and, eq } from 'drizzle-orm';
import { cardPaymentMethods, paymentSchedules, rewardCredits } from '../src/db/schema';
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

jest.setTimeout(60_000);

let test: PaymentsTest;
let alice: TestMember;

beforeAll(async () => {
  test = await startPaymentsTest({ webhooks: false });
  alice = await member(test.app);
});
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
  const next = await test.app.inject({
    method: 'GET',
    url: `${FPX}/auto-billing/?certificate=${certificate}`,
    headers: auth(alice),
  });
  expect(next.json().data).toMatchObject({ amount: '41.30', reward_credit: '0.00' });
});
