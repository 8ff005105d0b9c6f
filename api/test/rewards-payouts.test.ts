// Reward points paid to the member's bank account, end to end against the card sandbox's Payouts API: the points
// leave the balance when the payout is requested and the ledger says so; the payout is paid once even when the
// provider's answer is lost and the call is made again; a payout the bank fails returns the points once (however
// often the failure is heard) and tells the member; concurrent redemptions, by bank and as credit, never spend
// more than the balance; the ledger and the balance agree after each.
import crypto from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { jobs, rewardAccounts, rewardLedgerEntries, rewardPayouts, users } from '../src/db/schema';
import { PAYOUT_RETRY_MINUTES } from '../src/modules/payouts/payouts';
import { REWARD_PAYOUT_JOB } from '../src/modules/rewards/reward-payouts';
import { seedCatalogue } from '../src/modules/products/catalogue-seed';
import { RewardsRepository } from '../src/modules/rewards/rewards-repository';
import { ledgerTotals } from '../src/modules/rewards/rewards-service';
import { tombstoneEmail } from '../src/modules/auth/account-deletion';
import { seedCertificatesReference } from '../src/modules/underwriting/reference-seed';
import {
  buildCardSandbox,
  TEST_PAYOUT_ACCOUNTS,
  type CardSandbox,
  type CardSandboxOptions,
} from '../src/sandboxes/card-provider/server';
import { auth, mails, paid, pendingCertificate, verifiedMember } from './certificates-fixtures';
import { testConfig } from './helpers/test-app';
import { settlePayouts } from './payments-fixtures';
import { openTestDatabase, type TestDatabase } from './helpers/test-database';

jest.setTimeout(120_000);

const SUMMARY = '/rewards/api/v1/summary/';
const PAYOUTS = '/rewards/api/v1/payouts/';
const REDEEM = '/rewards/api/v1/redemptions/';
const SECRET = 'xnd_development_rewards_payouts_01';
const CALLBACK = 'rewards-payouts-callback-token-01';
/** The test members' name (registerMember's default). */
const NAME = 'Nurul Hidayah';

let app: FastifyInstance;
let database: TestDatabase;
let card: CardSandbox;
const cardOptions: CardSandboxOptions = {
  secretKey: SECRET,
  callbackToken: CALLBACK,
  webhook: { retryBaseMs: 20, maxAttempts: 3 },
  payouts: { settleAfterMs: 20, slowAnswerMs: 1200 },
};

beforeAll(async () => {
  card = await buildCardSandbox(cardOptions);
  const cardUrl = await card.app.listen({ port: 0, host: '127.0.0.1' });
  database = await openTestDatabase();
  const dir = path.join(
    os.tmpdir(),
    `teduh-reward-payouts-${process.pid}-${crypto.randomBytes(4).toString('hex')}`,
  );
  app = await buildApp(
    testConfig({
      certificates: { storageDir: path.join(dir, 'certificates') },
      payments: { card: { url: cardUrl, secretKey: SECRET, callbackToken: CALLBACK, timeoutMs: 400 } },
    }),
    { database, logger: false },
  );
  const apiUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  cardOptions.webhookUrl = `${apiUrl}/payments/providers/xendit/webhooks/`;
  await seedCatalogue(app.db);
  await seedCertificatesReference(app.db);
});

afterAll(async () => {
  await card.idle();
  await card.app.close();
  await app.close();
  await database.dispose();
});

const t = () => ({ app, database, close: async () => {} });

const settle = () => settlePayouts(app, card);

interface Holder {
  uuid: string;
  access: string;
  email: string;
}

/** A member holding an issued certificate, with `available` points to spend (the sign-up voucher replaced). */
async function holder(available: number): Promise<Holder> {
  const member = await verifiedMember(t());
  const journey = await pendingCertificate(t(), member);
  await app.certificatePayments.contributionPaid(paid(journey.certificate));
  const repository = new RewardsRepository(app.db);
  await app.db.transaction(async (tx) => {
    const account = await repository.lockAccount(tx, member.uuid);
    await repository.append(tx, {
      userId: member.uuid,
      kind: 'tier_bonus',
      availableDelta: available - account.availablePoints,
      sourceKey: `test:${crypto.randomUUID()}`,
    });
  });
  return member;
}

function requestPayout(member: Holder, overrides: Record<string, unknown> = {}) {
  return app.inject({
    method: 'POST',
    url: PAYOUTS,
    headers: auth(member.access),
    payload: {
      points: 1000,
      bank_code: 'MY_MAYBANK',
      account_number: '1140 2233 4455',
      account_holder_name: NAME,
      ...overrides,
    },
  });
}

interface Summary {
  balance: { available_points: number; redeemed_points: number };
  ledger: { kind: string; available_points: number; payout: string | null }[];
  payouts: {
    id: string;
    status: string;
    amount: string;
    bank_name: string;
    account_last4: string;
    failure: string | null;
    next_attempt_at: string | null;
  }[];
  payout_banks: { code: string; name: string }[];
}

async function summary(member: Holder): Promise<Summary> {
  const response = await app.inject({ method: 'GET', url: SUMMARY, headers: auth(member.access) });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: Summary }>().data;
}

async function expectLedgerAndAccountAgree(userId: string): Promise<void> {
  const [account] = await app.db.select().from(rewardAccounts).where(eq(rewardAccounts.userId, userId));
  const entries = await app.db
    .select()
    .from(rewardLedgerEntries)
    .where(eq(rewardLedgerEntries.userId, userId));
  expect({
    pending: account!.pendingPoints,
    available: account!.availablePoints,
    redeemed: account!.redeemedPoints,
    reversed: account!.reversedPoints,
  }).toEqual(ledgerTotals(entries));
  expect(account!.availablePoints).toBeGreaterThanOrEqual(0);
}

const providerPayoutsFor = (payoutId: string) => card.payouts().filter((p) => p.reference_id === payoutId);
/** Every attempt's payout at the provider (references "<id>", then "<id>:<attempt>"), oldest first. */
const attemptsFor = (payoutId: string) =>
  card.payouts().filter((p) => p.reference_id === payoutId || p.reference_id.startsWith(`${payoutId}:`));

/** The payout's planned retry, as if its time had come: its job and its row made due now. */
async function retryComesDue(payoutId: string): Promise<void> {
  const [row] = await app.db.select().from(rewardPayouts).where(eq(rewardPayouts.id, payoutId));
  expect(row!.nextAttemptAt).not.toBeNull();
  await app.db
    .update(rewardPayouts)
    .set({ nextAttemptAt: new Date(Date.now() - 1000) })
    .where(eq(rewardPayouts.id, payoutId));
  await app.db
    .update(jobs)
    .set({ runAt: new Date(Date.now() - 1000) })
    .where(
      and(
        eq(jobs.kind, REWARD_PAYOUT_JOB),
        eq(jobs.status, 'pending'),
        sql`${jobs.payload}->>'payoutId' = ${payoutId}`,
      ),
    );
}

async function payoutRow(id: string) {
  const [row] = await app.db.select().from(rewardPayouts).where(eq(rewardPayouts.id, id));
  return row!;
}

it('pays redeemed points into the member’s own bank account, and shows it paid', async () => {
  const member = await holder(2500);
  const response = await requestPayout(member);
  expect(response.statusCode).toBe(201);
  const payout = response.json<{ data: { id: string; status: string; amount: string } }>().data;
  expect(payout).toMatchObject({ status: 'pending', amount: '10.00' });

  // The points left the balance with the request, and the ledger says so.
  let rewards = await summary(member);
  expect(rewards.balance).toMatchObject({ available_points: 1500, redeemed_points: 1000 });
  expect(rewards.ledger[0]).toMatchObject({ kind: 'redeemed', available_points: -1000, payout: payout.id });
  expect(rewards.payouts[0]).toMatchObject({ id: payout.id, status: 'pending', bank_name: 'Maybank' });
  expect(rewards.payout_banks.map((bank) => bank.code)).toContain('MY_MAYBANK');

  await settle();
  rewards = await summary(member);
  expect(rewards.payouts[0]).toMatchObject({ id: payout.id, status: 'paid', account_last4: '4455' });
  expect(rewards.balance).toMatchObject({ available_points: 1500, redeemed_points: 1000 });
  const atProvider = providerPayoutsFor(payout.id);
  expect(atProvider).toHaveLength(1);
  expect(atProvider[0]).toMatchObject({
    amount: 10,
    channel_code: 'MY_MAYBANK',
    status: 'SUCCEEDED',
    channel_properties: { account_number: '114022334455', account_holder_name: NAME },
  });
  const inbox = await mails(t(), member.email);
  expect(inbox.filter((mail) => mail.template === 'reward_payout').map((mail) => mail.subject)).toEqual([
    'Your RM10.00 from reward points is paid',
  ]);
  await expectLedgerAndAccountAgree(member.uuid);
});

it('pays a payout requested before the account was deleted, and e-mails nobody about it', async () => {
  const member = await holder(1000);
  const response = await requestPayout(member);
  expect(response.statusCode).toBe(201);
  const id = response.json<{ data: { id: string } }>().data.id;
  // The tombstone deletion leaves: the address replaced by a placeholder, the names erased.
  const placeholder = tombstoneEmail(member.uuid);
  await app.db
    .update(users)
    .set({ email: placeholder, firstName: '', lastName: '', isActive: false, deletedAt: new Date() })
    .where(eq(users.id, member.uuid));
  await settle();
  expect((await payoutRow(id)).status).toBe('paid');
  for (const address of [placeholder, member.email]) {
    expect((await mails(t(), address)).filter((mail) => mail.template === 'reward_payout')).toEqual([]);
  }
});

it('refuses a bank not on the list, a bad account number, an account in another name, too few points', async () => {
  const member = await holder(1500);
  const cases: [Record<string, unknown>, number, string][] = [
    [{ bank_code: 'MY_NOT_A_BANK' }, 400, 'bank_code'],
    [{ account_number: '12-34' }, 400, 'account_number'],
    [{ account_number: '12345abc789' }, 400, 'account_number'],
    [{ account_holder_name: 'Ahmad bin Ali' }, 400, 'account_holder_name'],
    [{ account_holder_name: '   ' }, 400, 'account_holder_name'],
    [{ points: 900 }, 400, 'points'],
    [{ points: 1050 }, 400, 'points'],
    [{ points: 2000 }, 409, 'points'],
  ];
  for (const [overrides, status, field] of cases) {
    const response = await requestPayout(member, overrides);
    expect([overrides, response.statusCode]).toEqual([overrides, status]);
    expect(Object.keys(response.json().errors.fields ?? {})).toEqual([field]);
  }
  // The name compares as people write it.
  expect((await requestPayout(member, { account_holder_name: '  nurul   HIDAYAH ' })).statusCode).toBe(201);

  const noCertificate = await verifiedMember(t());
  const refused = await requestPayout(noCertificate);
  expect(refused.statusCode).toBe(409);
  expect(refused.json().errors.code).toBe('active_certificate_required');
  await expectLedgerAndAccountAgree(member.uuid);
});

it('never spends more than the balance under concurrent redemptions, by bank and as credit', async () => {
  const member = await holder(3500);
  const responses = await Promise.all(
    Array.from({ length: 8 }, (_, i) =>
      i % 2 === 0
        ? requestPayout(member)
        : app.inject({
            method: 'POST',
            url: REDEEM,
            headers: auth(member.access),
            payload: { points: 1000 },
          }),
    ),
  );
  const statuses = responses.map((response) => response.statusCode);
  expect(statuses.filter((status) => status === 201)).toHaveLength(3);
  expect(statuses.filter((status) => status === 409)).toHaveLength(5);
  const rewards = await summary(member);
  expect(rewards.balance).toMatchObject({ available_points: 500, redeemed_points: 3000 });
  await settle();
  const payouts = await app.db.select().from(rewardPayouts).where(eq(rewardPayouts.userId, member.uuid));
  for (const payout of payouts) expect(providerPayoutsFor(payout.id)).toHaveLength(1);
  await expectLedgerAndAccountAgree(member.uuid);
});

it('returns the points of a payout the bank fails, once, and tells the member', async () => {
  const member = await holder(1000);
  const response = await requestPayout(member, { account_number: TEST_PAYOUT_ACCOUNTS.invalidDestination });
  expect(response.statusCode).toBe(201);
  const id = response.json<{ data: { id: string } }>().data.id;
  expect((await summary(member)).balance.available_points).toBe(0);
  await settle();

  // The failure heard again (a replayed event, the reconcile round, the job run again) changes nothing more.
  const [provider] = providerPayoutsFor(id);
  expect(provider).toMatchObject({ status: 'FAILED', failure_code: 'INVALID_DESTINATION' });
  await app.payouts.applyProviderEvent(provider!.id);
  await app.rewardPayouts.send(id);
  const [row] = await app.db.select().from(rewardPayouts).where(eq(rewardPayouts.id, id));
  expect(row).toMatchObject({ status: 'failed', failureCode: 'INVALID_DESTINATION' });
  await app.db.update(rewardPayouts).set({ status: 'accepted' }).where(eq(rewardPayouts.id, id));
  await app.rewardPayouts.reconcile(0);
  await settle();

  const rewards = await summary(member);
  // Not tried again (the account is wrong, not the bank down): the member is asked to correct the details.
  expect(rewards.payouts[0]).toMatchObject({
    id,
    status: 'failed',
    failure: 'bank_details',
    next_attempt_at: null,
  });
  expect(attemptsFor(id)).toHaveLength(1);
  expect(rewards.balance).toMatchObject({ available_points: 1000, redeemed_points: 0 });
  expect(rewards.ledger.filter((entry) => entry.payout === id).map((entry) => entry.kind)).toEqual([
    'redemption_returned',
    'redeemed',
  ]);
  expect(providerPayoutsFor(id)).toHaveLength(1);
  const inbox = await mails(t(), member.email);
  expect(inbox.filter((mail) => mail.template === 'reward_payout').map((mail) => mail.subject)).toEqual([
    'Your reward points payout could not be made',
  ]);
  await expectLedgerAndAccountAgree(member.uuid);
});

it('pays once when the answer to the payout call times out and the call is made again', async () => {
  const member = await holder(2000);
  const response = await requestPayout(member, { account_number: TEST_PAYOUT_ACCOUNTS.slowAnswer });
  expect(response.statusCode).toBe(201);
  const id = response.json<{ data: { id: string } }>().data.id;
  // The job's call times out (the client waits 400 ms, the answer comes after 1.2 s): the payout the provider
  // made is found by its reference instead of being asked for again.
  await app.rewardPayouts.send(id);
  // As after a crash before that was recorded: the job and the reconcile round run again; the same idempotency
  // key is refused by the provider and the payout is found again, not made twice.
  await app.db
    .update(rewardPayouts)
    .set({ status: 'requested', providerPayoutId: null })
    .where(eq(rewardPayouts.id, id));
  await app.rewardPayouts.send(id);
  await app.db
    .update(rewardPayouts)
    .set({ status: 'requested', providerPayoutId: null })
    .where(eq(rewardPayouts.id, id));
  await app.rewardPayouts.reconcile(0);
  await new Promise((resolve) => setTimeout(resolve, 1300));
  await settle();
  await app.rewardPayouts.reconcile(0);
  await settle();

  expect(providerPayoutsFor(id)).toHaveLength(1);
  const rewards = await summary(member);
  expect(rewards.payouts.find((payout) => payout.id === id)).toMatchObject({ status: 'paid' });
  expect(rewards.balance).toMatchObject({ available_points: 1000, redeemed_points: 1000 });
  await expectLedgerAndAccountAgree(member.uuid);
});

it('tries a payout the bank fails for now again later, with backoff, and pays it once it goes through', async () => {
  const member = await holder(1000);
  const response = await requestPayout(member, { account_number: TEST_PAYOUT_ACCOUNTS.temporaryErrorTwice });
  expect(response.statusCode).toBe(201);
  const id = response.json<{ data: { id: string } }>().data.id;
  await settle();

  // The first attempt failed for now: a second is planned after the first backoff, the points stay redeemed.
  let row = await payoutRow(id);
  expect(row).toMatchObject({ status: 'requested', attempt: 1, failureCode: 'TEMPORARY_TRANSFER_ERROR' });
  const waited = row.nextAttemptAt!.getTime() - row.updatedAt.getTime();
  expect(Math.abs(waited - PAYOUT_RETRY_MINUTES[0]! * 60_000)).toBeLessThan(5_000);
  let rewards = await summary(member);
  expect(rewards.payouts[0]).toMatchObject({ id, status: 'pending', failure: null });
  expect(rewards.payouts[0]!.next_attempt_at).toBe(row.nextAttemptAt!.toISOString());
  expect(rewards.balance).toMatchObject({ available_points: 0, redeemed_points: 1000 });
  // Not before its time: neither the jobs nor the reconcile round make it early.
  await app.rewardPayouts.reconcile(0);
  await settle();
  expect(attemptsFor(id)).toHaveLength(1);

  await retryComesDue(id);
  await settle();
  row = await payoutRow(id);
  expect(row).toMatchObject({ status: 'requested', attempt: 2 });
  const second = row.nextAttemptAt!.getTime() - row.updatedAt.getTime();
  expect(Math.abs(second - PAYOUT_RETRY_MINUTES[1]! * 60_000)).toBeLessThan(5_000);

  await retryComesDue(id);
  await settle();
  rewards = await summary(member);
  expect(rewards.payouts[0]).toMatchObject({ id, status: 'paid', failure: null, next_attempt_at: null });
  expect(attemptsFor(id).map((payout) => [payout.reference_id, payout.status])).toEqual([
    [id, 'FAILED'],
    [`${id}:1`, 'FAILED'],
    [`${id}:2`, 'SUCCEEDED'],
  ]);
  // An old attempt's failure heard again changes nothing.
  await app.payouts.applyProviderEvent(attemptsFor(id)[0]!.id);
  expect((await payoutRow(id)).status).toBe('paid');
  expect(rewards.balance).toMatchObject({ available_points: 0, redeemed_points: 1000 });
  const inbox = await mails(t(), member.email);
  expect(inbox.filter((mail) => mail.template === 'reward_payout').map((mail) => mail.subject)).toEqual([
    'Your RM10.00 from reward points is paid',
  ]);
  await expectLedgerAndAccountAgree(member.uuid);
});

it('gives a payout up after its last attempt fails: the points come back once and the member is told', async () => {
  const member = await holder(1000);
  const response = await requestPayout(member, { account_number: TEST_PAYOUT_ACCOUNTS.temporaryError });
  const id = response.json<{ data: { id: string } }>().data.id;
  await settle();
  for (let retry = 1; retry <= PAYOUT_RETRY_MINUTES.length; retry += 1) {
    expect(await payoutRow(id)).toMatchObject({ status: 'requested', attempt: retry });
    await retryComesDue(id);
    await settle();
  }

  const row = await payoutRow(id);
  expect(row).toMatchObject({
    status: 'failed',
    failureCode: 'TEMPORARY_TRANSFER_ERROR',
    nextAttemptAt: null,
  });
  expect(attemptsFor(id)).toHaveLength(PAYOUT_RETRY_MINUTES.length + 1);
  // Nothing more is tried: no job, and the reconcile round leaves it.
  await app.rewardPayouts.reconcile(0);
  await settle();
  expect(attemptsFor(id)).toHaveLength(PAYOUT_RETRY_MINUTES.length + 1);

  const rewards = await summary(member);
  expect(rewards.payouts[0]).toMatchObject({ id, status: 'failed', failure: 'gave_up' });
  expect(rewards.balance).toMatchObject({ available_points: 1000, redeemed_points: 0 });
  expect(rewards.ledger.filter((entry) => entry.payout === id).map((entry) => entry.kind)).toEqual([
    'redemption_returned',
    'redeemed',
  ]);
  const failed = (await mails(t(), member.email)).filter((mail) => mail.template === 'reward_payout');
  expect(failed.map((mail) => mail.subject)).toEqual(['Your reward points payout could not be made']);
  expect(failed[0]!.text).toContain('We tried several times');
  await expectLedgerAndAccountAgree(member.uuid);
});

it('tells a Malay-speaking member in Malay that a payout was given up', async () => {
  const member = await holder(1000);
  // Their language as their sign-up would have recorded it.
  await app.db.update(users).set({ language: 'ms' }).where(eq(users.id, member.uuid));
  const response = await requestPayout(member, { account_number: TEST_PAYOUT_ACCOUNTS.temporaryError });
  const id = response.json<{ data: { id: string } }>().data.id;
  await settle();
  for (let retry = 1; retry <= PAYOUT_RETRY_MINUTES.length; retry += 1) {
    await retryComesDue(id);
    await settle();
  }
  const failed = (await mails(t(), member.email)).filter((mail) => mail.template === 'reward_payout');
  expect(failed.map((mail) => mail.subject)).toEqual(['Pembayaran mata ganjaran anda tidak berjaya']);
  expect(failed[0]!.text).toContain('Kami telah beberapa kali cuba');
});
