// A redeemed reward credit against the real certificates service: what the credit gives up always equals what
// the contributions actually paid were lowered by. Each payment attempt claims the credit by the period due when
// it starts; the contribution recorded for a period is the one that keeps it, whichever attempt that was:
// - a period paid in full (by a payment started before the credit) gives back what an attempt claimed for it;
// - a checkout opened before an automatic debit and paid after it (so it pays the following period) takes its
//   credit for the period it pays;
// - attempts racing each other never spend more than the credit, and a period's credit is kept once;
// - a certificate that ends gives back, as points, the credit its contributions did not use (all of it when its
//   contributions are refunded in full).
import crypto from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  cardPaymentMethods,
  certificateContributions,
  certificates,
  paymentSchedules,
  payments,
  rewardAccounts,
  rewardCreditApplications,
  rewardCredits,
  rewardLedgerEntries,
  users,
} from '../src/db/schema';
import { addDays } from '../src/modules/certificates/status';
import { seedCatalogue } from '../src/modules/products/catalogue-seed';
import { seedCertificatesReference } from '../src/modules/underwriting/reference-seed';
import { TEST_CARDS } from '../src/sandboxes/card-provider/server';
import { mails, pendingCertificate, verifiedMember, type VerifiedMember } from './certificates-fixtures';
import {
  auth,
  CARD,
  checkoutLink,
  FPX,
  payOnCheckout,
  settle,
  startPaymentsTest,
  type PaymentsTest,
} from './payments-fixtures';

jest.setTimeout(120_000);

let test: PaymentsTest;

beforeAll(async () => {
  const storageDir = path.join(
    os.tmpdir(),
    `teduh-credit-once-${process.pid}-${crypto.randomBytes(4).toString('hex')}`,
  );
  test = await startPaymentsTest({ realCertificates: true, config: { certificates: { storageDir } } });
  await seedCatalogue(test.app.db);
  await seedCertificatesReference(test.app.db);
}, 180_000);

afterAll(async () => {
  await test?.close();
});

/** Jobs and webhooks until quiet: payments settle and their contributions are recorded. */
async function quiet(): Promise<void> {
  for (let round = 0; round < 3; round += 1) {
    await settle(test);
    await test.app.jobs.runDue();
  }
}

interface Holder {
  member: VerifiedMember;
  certificate: string;
  contributionSen: number;
}

/**
 * A member whose certificate is issued (first contribution paid by card a month ago), with automatic billing on
 * that card and a credit of `creditSen` redeemed against it (at least 1,000, in steps of 100).
 */
async function holderWithCredit(creditSen: number): Promise<Holder> {
  const member = await verifiedMember(test);
  const { certificate } = await pendingCertificate(test, member);
  const link = await checkoutLink(test.app, member, certificate);
  expect((await payOnCheckout(link, { number: TEST_CARDS.succeeds })).status).toBe(303);
  await quiet();
  // A month on: the first contribution's success no longer blocks paying the next one.
  await test.app.db
    .update(payments)
    .set({ paidAt: new Date(Date.now() - 30 * 24 * 3600_000) })
    .where(eq(payments.certificateUuid, certificate));
  const [card] = await test.app.db
    .select()
    .from(cardPaymentMethods)
    .where(eq(cardPaymentMethods.certificateUuid, certificate));
  const on = await test.app.inject({
    method: 'POST',
    url: `${CARD}/subscription/`,
    headers: auth(member),
    payload: { certificate, payment_method: card!.id },
  });
  expect(on.statusCode).toBe(201);
  // The debit falls on the day the paid period ends (the backdated payment above moved it earlier).
  await test.app.db
    .update(paymentSchedules)
    .set({ nextChargeAt: new Date(`${await paidUntil(certificate)}T00:00:00+08:00`) })
    .where(eq(paymentSchedules.certificateUuid, certificate));
  // Points of a voucher, redeemed as a credit (1 point = 1 sen).
  await test.app.db
    .insert(rewardAccounts)
    .values({ userId: member.uuid, availablePoints: creditSen })
    .onConflictDoUpdate({
      target: rewardAccounts.userId,
      set: { availablePoints: sql`${rewardAccounts.availablePoints} + ${creditSen}` },
    });
  await test.app.db.insert(rewardLedgerEntries).values({
    userId: member.uuid,
    kind: 'signup_voucher',
    availableDelta: creditSen,
    sourceKey: `voucher:${crypto.randomUUID()}`,
  });
  const redeemed = await test.app.inject({
    method: 'POST',
    url: '/rewards/api/v1/redemptions/',
    headers: auth(member),
    payload: { points: creditSen },
  });
  expect(redeemed.statusCode).toBe(201);
  const [row] = await test.app.db.select().from(certificates).where(eq(certificates.id, certificate));
  return { member, certificate, contributionSen: row!.contributionSen };
}

async function paidUntil(certificate: string): Promise<string> {
  const [row] = await test.app.db.select().from(certificates).where(eq(certificates.id, certificate));
  return row!.paidUntil!;
}

/** What the credit gave up, and what the contributions after the first were lowered by. */
async function creditBooks(holder: Holder) {
  const credits = await test.app.db
    .select()
    .from(rewardCredits)
    .where(eq(rewardCredits.certificateUuid, holder.certificate));
  const given = credits.reduce((sum, credit) => sum + credit.amountSen - credit.remainingSen, 0);
  const contributions = await test.app.db
    .select({ amountSen: certificateContributions.amountSen })
    .from(certificateContributions)
    .where(eq(certificateContributions.certificateId, holder.certificate))
    .orderBy(asc(certificateContributions.createdAt));
  const lowered = contributions
    .slice(1)
    .reduce((sum, contribution) => sum + holder.contributionSen - contribution.amountSen, 0);
  return { given, lowered, contributions: contributions.map((row) => row.amountSen), credits };
}

async function runNextDebit(certificate: string): Promise<void> {
  const [schedule] = await test.app.db
    .select()
    .from(paymentSchedules)
    .where(and(eq(paymentSchedules.certificateUuid, certificate), eq(paymentSchedules.status, 'active')));
  await test.app.payments.schedules.runDue(new Date(schedule!.nextChargeAt.getTime() + 60_000));
  await quiet();
}

it('a period paid in full gives back the credit an automatic debit claimed for it, so it is not taken twice', async () => {
  const holder = await holderWithCredit(1000);
  const C = holder.contributionSen;
  const credit = Math.min(1000, C - 100);
  const firstPeriod = await paidUntil(holder.certificate);

  // A payment of the full contribution, started before the credit was redeemed, is still open at the bank.
  const [open] = await test.app.db
    .insert(payments)
    .values({
      userId: holder.member.uuid,
      certificateUuid: holder.certificate,
      channel: 'card',
      status: 'pending',
      amountSen: C,
    })
    .returning();
  // The debit falls due meanwhile: it claims the credit for the period, but cannot charge beside the open payment.
  await runNextDebit(holder.certificate);
  // The open payment succeeds: the period is paid in full, without the credit.
  await test.app.payments.ledger.transition(open!.id, { status: 'succeeded' });
  await quiet();
  expect(await paidUntil(holder.certificate)).not.toBe(firstPeriod);

  // The next contribution takes the credit off, once.
  await runNextDebit(holder.certificate);
  const books = await creditBooks(holder);
  expect(books.contributions).toEqual([C, C, C - credit]);
  expect(books.given).toBe(books.lowered);
  expect(books.credits[0]!.remainingSen).toBe(1000 - credit);
});

it('a checkout opened before an automatic debit and paid after it takes its credit for the period it pays', async () => {
  const holder = await holderWithCredit(3000);
  const C = holder.contributionSen;
  const credit = Math.min(3000, C - 100);

  // The member opens the pay page's checkout for the next contribution (it shows the credit) and leaves it.
  const link = await checkoutLink(test.app, holder.member, holder.certificate);
  // The automatic debit collects that contribution, lowered by the same credit.
  await runNextDebit(holder.certificate);
  // The member comes back and pays the checkout: it pays the period after, lowered as it showed.
  expect((await payOnCheckout(link, { number: TEST_CARDS.succeeds })).status).toBe(303);
  await quiet();

  const books = await creditBooks(holder);
  expect(books.contributions).toEqual([C, C - credit, C - credit]);
  expect(books.given).toBe(books.lowered);
});

it('concurrent attempts at different periods never spend more than the credit, and each period keeps it once', async () => {
  const holder = await holderWithCredit(1000);
  const C = holder.contributionSen;
  const first = `${holder.certificate}:due:${await paidUntil(holder.certificate)}`;
  const later = `${holder.certificate}:due:2099-01-01`;
  const rewards = test.app.paymentContract.credits()!;
  const taken = await Promise.all([
    rewards.apply(holder.certificate, first, C),
    rewards.apply(holder.certificate, later, C),
    rewards.apply(holder.certificate, first, C),
    rewards.apply(holder.certificate, later, C),
  ]);
  expect(taken[0]).toBe(taken[2]);
  expect(taken[1]).toBe(taken[3]);
  expect(taken[0]! + taken[1]!).toBeLessThanOrEqual(1000);
  const applications = await test.app.db
    .select()
    .from(rewardCreditApplications)
    .where(inArray(rewardCreditApplications.chargeKey, [first, later]));
  expect(applications.reduce((sum, row) => sum + row.amountSen, 0)).toBe(taken[0]! + taken[1]!);
  const [credit] = await test.app.db
    .select()
    .from(rewardCredits)
    .where(eq(rewardCredits.certificateUuid, holder.certificate));
  expect(credit!.remainingSen).toBe(1000 - taken[0]! - taken[1]!);
});

it('the pay page is quoted the contribution, the credit and the amount, and paying charges exactly that', async () => {
  const holder = await holderWithCredit(1000);
  const C = holder.contributionSen;
  const credit = Math.min(1000, C - 100);
  const amount = (sen: number) => (sen / 100).toFixed(2);
  // A month on: the next contribution is due, to be paid by hand.
  const backdated = await test.app.inject({
    method: 'POST',
    url: '/dev/certificates/backdate',
    payload: { certificate: holder.certificate },
  });
  expect(backdated.statusCode).toBe(200);

  const quote = await test.app.inject({
    method: 'GET',
    url: `${FPX}/instant-pay/?certificate=${holder.certificate}`,
    headers: auth(holder.member),
  });
  expect(quote.statusCode).toBe(200);
  expect(quote.json().data).toEqual({
    certificate: holder.certificate,
    due: true,
    contribution: amount(C),
    reward_credit: amount(credit),
    amount: amount(C - credit),
    currency: 'MYR',
  });

  const pay = (expected: string, key: string) =>
    test.app.inject({
      method: 'POST',
      url: `${FPX}/instant-pay/`,
      headers: { ...auth(holder.member), 'idempotency-key': key },
      payload: { certificate: holder.certificate, expected_amount: expected },
    });
  // An amount the member was not shown is refused before anything is charged.
  const stale = await pay(amount(C), crypto.randomUUID());
  expect(stale.statusCode).toBe(409);
  expect(stale.json().errors.code).toBe('amount_changed');
  const before = await test.app.db
    .select()
    .from(payments)
    .where(eq(payments.certificateUuid, holder.certificate));
  expect(before).toHaveLength(1);

  const paid = await pay(amount(C - credit), crypto.randomUUID());
  expect(paid.statusCode).toBe(201);
  expect(paid.json().data).toMatchObject({ outcome: 'payment', amount: amount(C - credit) });
  await quiet();
  const books = await creditBooks(holder);
  expect(books.contributions).toEqual([C, C - credit]);
  expect(books.given).toBe(credit);
  expect(books.given).toBe(books.lowered);
});

describe('a certificate that ends', () => {
  /** The points given back for the holder's credits, and the credits as they are left. */
  async function returned(holder: Holder) {
    const entries = await test.app.db
      .select()
      .from(rewardLedgerEntries)
      .where(
        and(
          eq(rewardLedgerEntries.userId, holder.member.uuid),
          eq(rewardLedgerEntries.kind, 'redemption_returned'),
        ),
      );
    const credits = await test.app.db
      .select()
      .from(rewardCredits)
      .where(eq(rewardCredits.certificateUuid, holder.certificate));
    const claims = await test.app.db
      .select()
      .from(rewardCreditApplications)
      .where(
        inArray(
          rewardCreditApplications.creditId,
          credits.map((credit) => credit.id),
        ),
      );
    return { entries, credits, claims };
  }

  /** The e-mails telling the holder their credit came back. */
  async function creditReturnedMails(holder: Holder) {
    return (await mails(test, holder.member.email)).filter(
      (mail) => mail.template === 'reward_credit_returned',
    );
  }

  async function certificateNumber(holder: Holder): Promise<string> {
    const [row] = await test.app.db
      .select()
      .from(certificates)
      .where(eq(certificates.id, holder.certificate));
    return row!.number!;
  }

  it('lapsing gives back what is left and what an unpaid period claimed, once', async () => {
    const holder = await holderWithCredit(1000);
    const C = holder.contributionSen;
    const until = await paidUntil(holder.certificate);
    // A debit attempt claimed part of the credit for the next period, which is never paid.
    const claimed = await test.app.paymentContract
      .credits()!
      .apply(holder.certificate, `${holder.certificate}:due:${until}`, C);
    expect(claimed).toBeGreaterThan(0);

    await test.app.certificates.sweep(addDays(until, 30));
    const [row] = await test.app.db
      .select()
      .from(certificates)
      .where(eq(certificates.id, holder.certificate));
    expect(row!.status).toBe('lapsed');
    const after = await returned(holder);
    expect(after.entries.map((entry) => entry.availableDelta)).toEqual([1000]);
    expect(after.entries[0]!.sourceKey).toBe(`redeem:${after.credits[0]!.id}:returned`);
    expect(after.credits[0]!.remainingSen).toBe(0);
    expect(after.claims).toEqual([]);
    const [told] = await creditReturnedMails(holder);
    expect(told!.subject).toBe('Your reward credit is back as 1,000 points');
    expect(told!.text).toContain(
      `Your certificate ${await certificateNumber(holder)} has ended. The reward credit you redeemed against it and it had not used is back in your rewards balance as 1,000 points.`,
    );
    expect(told!.text).toContain('/dashboard/rewards');

    // Housekeeping again changes nothing, and tells nothing again.
    await test.app.certificates.sweep(addDays(until, 31));
    expect((await returned(holder)).entries).toHaveLength(1);
    expect(await creditReturnedMails(holder)).toHaveLength(1);
  });

  it('keeps what paid contributions used, when they are not refunded', async () => {
    const holder = await holderWithCredit(5000);
    const used = Math.min(5000, holder.contributionSen - 100);
    await runNextDebit(holder.certificate);
    expect((await creditBooks(holder)).given).toBe(used);

    await test.app.certificates.sweep(addDays(await paidUntil(holder.certificate), 30));
    const after = await returned(holder);
    expect(after.entries.map((entry) => entry.availableDelta)).toEqual(used < 5000 ? [5000 - used] : []);
    // The paid period keeps its claim: it is what its contribution was lowered by.
    expect(after.claims.map((claim) => claim.amountSen)).toEqual([used]);
    expect(after.credits[0]!.remainingSen).toBe(0);
    // An e-mail only when points came back.
    expect(await creditReturnedMails(holder)).toHaveLength(used < 5000 ? 1 : 0);
  });

  it('gives back all of the credit when the cooling-off cancellation refunds every contribution', async () => {
    const holder = await holderWithCredit(5000);
    await runNextDebit(holder.certificate);
    expect((await creditBooks(holder)).given).toBeGreaterThan(0);
    await test.app.db.update(users).set({ language: 'ms' }).where(eq(users.id, holder.member.uuid));

    const cancel = await test.app.inject({
      method: 'POST',
      url: '/policy/api/v1/policies/cancel/',
      headers: auth(holder.member),
      payload: { certificate: holder.certificate, reason: 'no_longer_needed' },
    });
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json().data.status).toBe('canceled');
    const after = await returned(holder);
    expect(after.entries.map((entry) => entry.availableDelta)).toEqual([5000]);
    expect(after.credits[0]!.remainingSen).toBe(0);
    // In the member's language, saying all of it came back.
    const [told] = await creditReturnedMails(holder);
    expect(told!.subject).toBe('Kredit ganjaran anda telah dikembalikan sebagai 5,000 mata');
    expect(told!.text).toContain(
      `Sijil anda ${await certificateNumber(holder)} telah tamat dan caruman-carumannya sedang dibayar balik, jadi semua kredit ganjaran`,
    );
    expect(told!.text).toContain('/ms/dashboard/rewards');
  });

  it('the points given back cannot be redeemed against the ended certificate', async () => {
    const holder = await holderWithCredit(1000);
    await test.app.certificates.sweep(addDays(await paidUntil(holder.certificate), 30));
    // The credit came back as points; redeeming them again needs an issued certificate.
    const redeem = await test.app.inject({
      method: 'POST',
      url: '/rewards/api/v1/redemptions/',
      headers: auth(holder.member),
      payload: { points: 1000 },
    });
    expect(redeem.statusCode).toBe(409);
    expect(redeem.json().errors.code).toBe('active_certificate_required');
  });
});
