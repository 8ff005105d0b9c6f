// Rewards: the points ledger and its sums agree after every change; referral points stay pending through the
// 15-day cooling-off and a cancellation inside it reverses them; campaign caps and dates hold; the sign-up voucher
// is issued once (RM20 to the first 600) under concurrent sign-ups; concurrent redemptions never overspend; the
// credit comes off the next debit once; the lucky draw recomputed from the public record names the same winner.
import crypto from 'node:crypto';
import { todayIso } from '@teduh/shared/domain';
import { eq } from 'drizzle-orm';
import {
  certificates,
  referrals,
  rewardAccounts,
  rewardLedgerEntries,
  rewardSignups,
  users,
} from '../src/db/schema';
import { addDays } from '../src/modules/certificates/status';
import { seedRewardCampaigns } from '../src/modules/rewards/campaigns-seed';
import { issueSignupVoucher, ledgerTotals } from '../src/modules/rewards/rewards-service';
import {
  auth,
  clonePendingCertificate,
  createCertificatesApp,
  nricForAge,
  paid,
  pendingCertificate,
  verifiedMember,
  type VerifiedMember,
} from './certificates-fixtures';
import { registerMember, type TestContext } from './helpers/test-app';

jest.setTimeout(120_000);

const SUMMARY = '/rewards/api/v1/summary/';
const REDEEM = '/rewards/api/v1/redemptions/';

let t: TestContext;
/** A pending certificate whose rows are copied for cheap referred members. */
let template: { certificate: string };

beforeAll(async () => {
  t = await createCertificatesApp();
  await seedRewardCampaigns(t.app.db);
  const holder = await verifiedMember(t);
  template = await pendingCertificate(t, holder);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

async function codeOf(userId: string): Promise<string> {
  const [row] = await t.app.db.select({ code: users.referralCode }).from(users).where(eq(users.id, userId));
  return row!.code;
}

interface Summary {
  balance: {
    pending_points: number;
    available_points: number;
    available_value: string;
    redeemed_points: number;
    reversed_points: number;
  };
  can_redeem: boolean;
  ledger: { kind: string; pending_points: number; available_points: number; campaign: string | null }[];
  challenges: {
    id: string;
    referrals: { month: number; year: number };
    released: number;
    points: number;
    tiers: { referrals: number; reached: boolean }[];
  }[];
  credits: { amount: string; remaining: string }[];
  draws: {
    month: string;
    entry_id: string;
    commit_record: string;
    result_record: string | null;
    won: boolean | null;
  }[];
}

async function summary(member: { access: string }): Promise<Summary> {
  const response = await t.app.inject({ method: 'GET', url: SUMMARY, headers: auth(member.access) });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: Summary }>().data;
}

/** The account's sums equal the ledger's, for every member. */
async function expectLedgerAndAccountsAgree(): Promise<void> {
  const accounts = await t.app.db.select().from(rewardAccounts);
  for (const account of accounts) {
    const entries = await t.app.db
      .select()
      .from(rewardLedgerEntries)
      .where(eq(rewardLedgerEntries.userId, account.userId));
    const totals = ledgerTotals(entries);
    expect({
      pending: account.pendingPoints,
      available: account.availablePoints,
      redeemed: account.redeemedPoints,
      reversed: account.reversedPoints,
    }).toEqual(totals);
    expect(account.availablePoints).toBeGreaterThanOrEqual(0);
    expect(account.pendingPoints).toBeGreaterThanOrEqual(0);
  }
}

/** A member signed up with the referrer's code whose first contribution was paid on `paidOn` (issued). */
async function paidReferral(
  code: string,
  paidOn: string,
  frequency: 'month' | 'year' = 'month',
): Promise<{ userId: string; certificate: string }> {
  const member = await registerMember(t.app, { referralCode: code });
  const certificate = await clonePendingCertificate(t, template.certificate, member.uuid);
  // One certificate per person: the copy gets a person of its own.
  await t.app.db
    .update(certificates)
    .set({ frequency, idRef: nricForAge(30).idRef })
    .where(eq(certificates.id, certificate));
  await t.app.certificatePayments.contributionPaid(
    paid(certificate, { paidAt: new Date(`${paidOn}T04:00:00Z`) }),
  );
  return { userId: member.uuid, certificate };
}

/** A member holding an issued certificate (paid through the payment contract). */
async function holder(
  options: { referralCode?: string } = {},
): Promise<VerifiedMember & { certificate: string }> {
  const member = await verifiedMember(t);
  if (options.referralCode) {
    const [referrer] = await t.app.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.referralCode, options.referralCode));
    await t.app.db.insert(referrals).values({
      referrerUserId: referrer!.id,
      referredUserId: member.uuid,
      code: options.referralCode,
    });
  }
  const certificate = await clonePendingCertificate(t, template.certificate, member.uuid);
  await t.app.db.update(certificates).set({ idRef: member.idRef }).where(eq(certificates.id, certificate));
  await t.app.certificatePayments.contributionPaid(paid(certificate));
  return { ...member, certificate };
}

describe('referral points through the cooling-off', () => {
  it('are pending while the referred member is in the cooling-off, available after, with the ledger behind them', async () => {
    const referrer = await verifiedMember(t);
    const today = todayIso();
    await paidReferral(await codeOf(referrer.uuid), today);
    // The certificate change queued the referrer's settlement.
    await t.app.jobs.runDue();
    let entries = await t.app.db
      .select()
      .from(rewardLedgerEntries)
      .where(eq(rewardLedgerEntries.userId, referrer.uuid));
    expect(entries.map((entry) => [entry.kind, entry.pendingDelta])).toContainEqual([
      'referral_earned',
      1000,
    ]);

    const before = await summary(referrer);
    expect(before.balance.pending_points).toBe(1000);

    // Day 15 is still inside the cooling-off; day 16 is past it.
    await t.app.rewards.settleAll(addDays(today, 15));
    expect((await summary(referrer)).balance.pending_points).toBe(1000);
    await t.app.rewards.settleAll(addDays(today, 16));
    entries = await t.app.db
      .select()
      .from(rewardLedgerEntries)
      .where(eq(rewardLedgerEntries.userId, referrer.uuid));
    expect(entries.map((entry) => entry.kind)).toEqual([
      'signup_voucher',
      'referral_earned',
      'referral_released',
    ]);
    const after = await summary(referrer);
    expect(after.balance.pending_points).toBe(0);
    expect(after.balance.available_points).toBe(before.balance.available_points + 1000);
    await expectLedgerAndAccountsAgree();
  });

  it("move on for one member only when the developer run names them (tests side by side keep each other's)", async () => {
    const named = await verifiedMember(t);
    const other = await verifiedMember(t);
    const today = todayIso();
    await paidReferral(await codeOf(named.uuid), today);
    await paidReferral(await codeOf(other.uuid), today);
    await t.app.jobs.runDue();
    const run = await t.app.inject({
      method: 'POST',
      url: '/dev/rewards/run',
      payload: { at: `${addDays(today, 16)}T04:00:00.000Z`, member: named.uuid },
    });
    expect(run.statusCode).toBe(200);
    expect((await summary(named)).balance.pending_points).toBe(0);
    expect((await summary(other)).balance.pending_points).toBe(1000);
    await expectLedgerAndAccountsAgree();
  });

  it('are reversed when the referred member cancels inside the cooling-off', async () => {
    const referrer = await verifiedMember(t);
    const referred = await holder({ referralCode: await codeOf(referrer.uuid) });
    await t.app.jobs.runDue();
    expect((await summary(referrer)).balance.pending_points).toBe(1000);

    const cancel = await t.app.inject({
      method: 'POST',
      url: '/policy/api/v1/policies/cancel/',
      headers: auth(referred.access),
      payload: { certificate: referred.certificate, reason: 'no_longer_needed' },
    });
    expect(cancel.statusCode).toBe(200);
    await t.app.jobs.runDue();

    const after = await summary(referrer);
    expect(after.balance.pending_points).toBe(0);
    expect(after.balance.reversed_points).toBe(1000);
    expect(after.ledger.map((entry) => [entry.kind, entry.pending_points])).toEqual(
      expect.arrayContaining([
        ['referral_reversed', -1000],
        ['referral_earned', 1000],
      ]),
    );
    // Long after, nothing is released.
    await t.app.rewards.settleAll(addDays(todayIso(), 30));
    expect((await summary(referrer)).balance.pending_points).toBe(0);
    await expectLedgerAndAccountsAgree();
  });

  it('are never earned for a referred member outside the entry ages', async () => {
    const referrer = await verifiedMember(t);
    const { certificate } = await paidReferral(await codeOf(referrer.uuid), todayIso());
    await t.app.db.update(certificates).set({ ageNextBirthday: 51 }).where(eq(certificates.id, certificate));
    await t.app.rewards.settleAll(addDays(todayIso(), 20));
    const entries = await t.app.db
      .select()
      .from(rewardLedgerEntries)
      .where(eq(rewardLedgerEntries.userId, referrer.uuid));
    expect(entries.map((entry) => entry.kind)).toEqual(['signup_voucher']);
  });
});

describe('campaigns, enforced from their data and dates', () => {
  it('the current challenge counts at most 10 referrals per plan category between 12 Feb and 11 May 2025', async () => {
    const referrer = await verifiedMember(t);
    const code = await codeOf(referrer.uuid);
    for (let i = 0; i < 11; i += 1) await paidReferral(code, '2025-03-01', 'month');
    await paidReferral(code, '2025-05-11', 'year');
    // A day after the challenge: the standing RM10, outside any campaign.
    await paidReferral(code, '2025-05-12', 'month');
    await t.app.rewards.settleAll('2025-06-30');

    const { challenges, balance } = await summary(referrer);
    const current = challenges.find((challenge) => challenge.id === 'kita-cover-challenge-2')!;
    expect(current.referrals).toEqual({ month: 10, year: 1 });
    expect(current.points).toBe(11_000);
    const entries = await t.app.db
      .select()
      .from(rewardLedgerEntries)
      .where(eq(rewardLedgerEntries.userId, referrer.uuid));
    const earned = entries.filter((entry) => entry.kind === 'referral_earned');
    expect(earned).toHaveLength(12);
    expect(earned.filter((entry) => entry.campaignId === null)).toHaveLength(1);
    // All twelve counted referrals passed the cooling-off by 30 June 2025 (their certificates are active).
    expect(balance.pending_points).toBe(0);
    await expectLedgerAndAccountsAgree();
  });

  it('the earlier challenge adds its 25,000-point tier at the fifth released referral, once', async () => {
    const referrer = await verifiedMember(t);
    const code = await codeOf(referrer.uuid);
    for (let i = 0; i < 4; i += 1) await paidReferral(code, '2024-12-01');
    await t.app.rewards.settleAll('2025-01-31');
    let tiers = (await summary(referrer)).challenges.find((c) => c.id === 'kita-cover-challenge-1')!.tiers;
    expect(tiers.map((tier) => tier.reached)).toEqual([false, false, false]);

    await paidReferral(code, '2025-01-20');
    await t.app.rewards.settleAll('2025-02-01');
    await t.app.rewards.settleAll('2025-02-02');
    const result = await summary(referrer);
    tiers = result.challenges.find((c) => c.id === 'kita-cover-challenge-1')!.tiers;
    expect(tiers.map((tier) => tier.reached)).toEqual([true, false, false]);
    expect(result.ledger.filter((entry) => entry.kind === 'tier_bonus')).toEqual([
      expect.objectContaining({ available_points: 25_000, campaign: 'kita-cover-challenge-1' }),
    ]);
    await expectLedgerAndAccountsAgree();
  });
});

describe('the sign-up voucher', () => {
  it('is issued once per member, also when asked for concurrently', async () => {
    const member = await registerMember(t.app);
    await Promise.all(
      Array.from({ length: 6 }, () => t.app.db.transaction((tx) => issueSignupVoucher(tx, member.uuid))),
    );
    const entries = await t.app.db
      .select()
      .from(rewardLedgerEntries)
      .where(eq(rewardLedgerEntries.userId, member.uuid));
    expect(entries.map((entry) => entry.kind)).toEqual(['signup_voucher']);
  });

  it('is RM20 for the first 600 participants and RM10 after, numbered without gaps under concurrent sign-ups', async () => {
    // Earlier participants up to number 598 (members made directly: the numbering is what is tested).
    const counted = await t.app.db.select({ ordinal: rewardSignups.ordinal }).from(rewardSignups);
    const start = Math.max(0, ...counted.map((row) => row.ordinal));
    const now = new Date();
    const earlier = await t.app.db
      .insert(users)
      .values(
        Array.from({ length: 598 - start }, () => ({
          email: `earlier-${crypto.randomUUID()}@example.my`,
          passwordHash: 'not-a-password',
          firstName: 'Awal',
          lastName: 'Peserta',
          referralCode: crypto.randomBytes(6).toString('hex').toUpperCase(),
          termsAcceptedAt: now,
          privacyAcceptedAt: now,
        })),
      )
      .returning({ id: users.id });
    await t.app.db
      .insert(rewardSignups)
      .values(earlier.map((row, i) => ({ userId: row.id, ordinal: start + i + 1, points: 2000 })));

    const newcomers = await Promise.all(Array.from({ length: 4 }, () => registerMember(t.app)));
    const rows = await t.app.db.select().from(rewardSignups);
    const ofNewcomers = rows
      .filter((row) => newcomers.some((member) => member.uuid === row.userId))
      .sort((a, b) => a.ordinal - b.ordinal);
    expect(ofNewcomers.map((row) => [row.ordinal, row.points])).toEqual([
      [599, 2000],
      [600, 2000],
      [601, 1000],
      [602, 1000],
    ]);
    for (const member of newcomers) {
      const { balance } = await summary(member);
      const row = ofNewcomers.find((signup) => signup.userId === member.uuid)!;
      expect(balance.available_points).toBe(row.points);
    }
  });
});

describe('redemption against the next contribution', () => {
  it('needs an active certificate, at least 1,000 points, in steps of 100', async () => {
    const member = await registerMember(t.app);
    const none = await t.app.inject({
      method: 'POST',
      url: REDEEM,
      headers: { ...auth(member.access), 'accept-language': 'ms' },
      payload: { points: 1000 },
    });
    expect(none.statusCode).toBe(409);
    expect(none.json().errors.detail).toBe('Ganjaran hanya boleh ditebus dengan sijil yang aktif.');

    const owner = await holder();
    for (const [points, message] of [
      [999, 'Redeem at least 1,000 points (RM10).'],
      [1050, 'Redeem points in steps of 100 (RM1).'],
      ['many', 'Redeem at least 1,000 points (RM10).'],
    ] as const) {
      const response = await t.app.inject({
        method: 'POST',
        url: REDEEM,
        headers: auth(owner.access),
        payload: { points },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors.fields.points).toEqual([message]);
    }
  });

  it('never overspends under concurrent redemptions, and the ledger agrees with the balance', async () => {
    const owner = await holder();
    const start = (await summary(owner)).balance.available_points;
    expect(start).toBeGreaterThanOrEqual(1000);
    const tries = Math.floor(start / 1000) + 4;
    const answers = await Promise.all(
      Array.from({ length: tries }, () =>
        t.app.inject({
          method: 'POST',
          url: REDEEM,
          headers: auth(owner.access),
          payload: { points: 1000 },
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(Math.floor(start / 1000));
    expect(statuses.filter((status) => status === 409)).toHaveLength(4);
    const after = await summary(owner);
    expect(after.balance.available_points).toBe(start % 1000);
    expect(after.balance.redeemed_points).toBe(Math.floor(start / 1000) * 1000);
    expect(after.credits).toHaveLength(Math.floor(start / 1000));
    await expectLedgerAndAccountsAgree();
  });

  it('the database refuses a negative balance even if a check were skipped', async () => {
    const owner = await holder();
    await expect(
      t.app.db
        .update(rewardAccounts)
        .set({ availablePoints: -1 })
        .where(eq(rewardAccounts.userId, owner.uuid)),
    ).rejects.toThrow();
  });

  it('is taken off the next debit once (its retries share it), keeping at least RM1 to charge', async () => {
    const owner = await holder();
    const redeemed = await t.app.inject({
      method: 'POST',
      url: REDEEM,
      headers: auth(owner.access),
      payload: { points: 1000 },
    });
    expect(redeemed.statusCode).toBe(201);
    expect(await t.app.rewards.preview(owner.certificate, 413)).toBe(313);
    const first = await t.app.rewards.apply(owner.certificate, 'schedule:1', 413);
    expect(first).toBe(313);
    // A retry of the same cycle: the same credit, nothing more taken.
    expect(await t.app.rewards.apply(owner.certificate, 'schedule:1', 413)).toBe(313);
    // Concurrent charges of the next cycle take what is left once.
    const next = await Promise.all([
      t.app.rewards.apply(owner.certificate, 'schedule:2', 413),
      t.app.rewards.apply(owner.certificate, 'schedule:2', 413),
    ]);
    expect(next).toEqual([313, 313]);
    expect(await t.app.rewards.apply(owner.certificate, 'schedule:3', 413)).toBe(313);
    expect(await t.app.rewards.apply(owner.certificate, 'schedule:4', 413)).toBe(61);
    expect(await t.app.rewards.apply(owner.certificate, 'schedule:5', 413)).toBe(0);
    const { credits } = await summary(owner);
    expect(credits[0]).toMatchObject({ amount: '10.00', remaining: '0.00' });
  });
});

describe('the monthly lucky draw', () => {
  it('publishes entries and the seed hash first, the seed and winner after; the winner is recomputable', async () => {
    const entrant = await holder();
    const month = '2031-01';
    expect(await t.app.luckyDraws.open(month, new Date('2031-01-01T01:00:00Z'))).toBe(true);
    expect(await t.app.luckyDraws.open(month, new Date('2031-01-02T01:00:00Z'))).toBe(false);

    const before = await summary(entrant);
    const entry = before.draws.find((draw) => draw.month === month)!;
    expect(entry.result_record).toBeNull();
    expect(entry.won).toBeNull();

    type Block = { type: string; text?: string; items?: string[] };
    const record = async (id: string) => {
      const response = await t.app.inject({ method: 'GET', url: `/cms/api/v1/records/${id}/` });
      expect(response.statusCode).toBe(200);
      return response.json<{ data: { body: Block[] } }>().data.body;
    };
    const after = (blocks: Block[], heading: string) =>
      blocks[blocks.findIndex((block) => block.type === 'heading' && block.text === heading) + 1]!;

    const commitment = await record(entry.commit_record);
    const entryIds = after(commitment, 'Entries').items!;
    const seedHash = after(commitment, 'Seed SHA-256').text!;
    expect(entryIds).toContain(entry.entry_id);
    expect(JSON.stringify(commitment)).not.toMatch(/Winning entry/);

    await t.app.luckyDraws.run(new Date('2031-02-01T01:00:00Z'));
    const revealed = (await summary(entrant)).draws.find((draw) => draw.month === month)!;
    expect(revealed.result_record).not.toBeNull();
    const result = await record(revealed.result_record!);
    const seed = after(result, 'Seed').text!;
    const winner = after(result, 'Winning entry').text!;

    // Recomputed from the public record only, by the published rule.
    expect(crypto.createHash('sha256').update(Buffer.from(seed, 'hex')).digest('hex')).toBe(seedHash);
    const sorted = [...entryIds].map((id) => id.toLowerCase()).sort();
    const digest = crypto
      .createHmac('sha256', Buffer.from(seed, 'hex'))
      .update(sorted.join('\n'))
      .digest('hex');
    expect(sorted[Number(BigInt(`0x${digest}`) % BigInt(sorted.length))]).toBe(winner);
    expect(revealed.won).toBe(winner === entry.entry_id);
  });
});
