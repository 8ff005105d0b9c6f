// The rewards service's queries: the points ledger and its account sums, campaigns, the referral facts that
// decide points, sign-up vouchers, credits against contributions, and the lucky draws with their public records.
// Methods that run inside a transaction take it as `tx`.
import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import {
  certificates,
  contentRecords,
  luckyDrawEntries,
  luckyDraws,
  referrals,
  rewardAccounts,
  rewardCampaigns,
  rewardCreditApplications,
  rewardCreditSettlements,
  rewardCredits,
  rewardLedgerEntries,
  rewardSignups,
  users,
  type ContentBlock,
  type RewardEntryKind,
} from '../../db/schema';
import type { Campaign } from './rules';

export type Tx = Database;
export type AccountRow = typeof rewardAccounts.$inferSelect;
export type EntryRow = typeof rewardLedgerEntries.$inferSelect;
export type DrawRow = typeof luckyDraws.$inferSelect;
export type CreditRow = typeof rewardCredits.$inferSelect;

export interface NewEntry {
  userId: string;
  kind: RewardEntryKind;
  pendingDelta?: number;
  availableDelta?: number;
  sourceKey: string;
  referralId?: string | null;
  campaignId?: string | null;
  frequency?: 'month' | 'year' | null;
  creditId?: string | null;
}

export interface ReferralFacts {
  referralId: string;
  referredUserId: string;
  /** The referred member's first paid certificate, if any. */
  certificate: {
    status: (typeof certificates.$inferSelect)['status'];
    startDate: string;
    endReason: string | null;
    ageNextBirthday: number;
    frequency: 'month' | 'year';
  } | null;
}

export class RewardsRepository {
  constructor(readonly db: Database) {}

  transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  // Ledger ----------------------------------------------------------------------------------------------------

  /** The member's account row, created when missing, locked for the rest of `tx`. */
  async lockAccount(tx: Tx, userId: string): Promise<AccountRow> {
    await tx.insert(rewardAccounts).values({ userId }).onConflictDoNothing();
    const [row] = await tx
      .select()
      .from(rewardAccounts)
      .where(eq(rewardAccounts.userId, userId))
      .for('update');
    return row!;
  }

  /** Whom an e-mail about the account goes to: none once the account is deleted. */
  async memberToTell(tx: Tx, userId: string) {
    const [row] = await tx
      .select({ email: users.email, language: users.language, firstName: users.firstName })
      .from(users)
      .where(and(eq(users.id, userId), isNull(users.deletedAt)));
    return row;
  }

  async account(userId: string): Promise<AccountRow | undefined> {
    const [row] = await this.db.select().from(rewardAccounts).where(eq(rewardAccounts.userId, userId));
    return row;
  }

  async entriesOf(userId: string, db: Tx = this.db): Promise<EntryRow[]> {
    return db
      .select()
      .from(rewardLedgerEntries)
      .where(eq(rewardLedgerEntries.userId, userId))
      .orderBy(asc(rewardLedgerEntries.id));
  }

  /**
   * Appends an entry and moves the account's sums with it, unless an entry of that source is there already
   * (each happens once). The caller holds the account lock. Answers whether it was appended.
   */
  async append(tx: Tx, entry: NewEntry): Promise<boolean> {
    const pending = entry.pendingDelta ?? 0;
    const available = entry.availableDelta ?? 0;
    const inserted = await tx
      .insert(rewardLedgerEntries)
      .values({ ...entry, pendingDelta: pending, availableDelta: available })
      .onConflictDoNothing({ target: [rewardLedgerEntries.userId, rewardLedgerEntries.sourceKey] })
      .returning({ id: rewardLedgerEntries.id });
    if (inserted.length === 0) return false;
    await tx
      .update(rewardAccounts)
      .set({
        pendingPoints: sql`${rewardAccounts.pendingPoints} + ${pending}`,
        availablePoints: sql`${rewardAccounts.availablePoints} + ${available}`,
        redeemedPoints: sql`${rewardAccounts.redeemedPoints} + ${redeemedChange(entry.kind, available)}`,
        reversedPoints: sql`${rewardAccounts.reversedPoints} + ${entry.kind === 'referral_reversed' ? -pending : 0}`,
        updatedAt: new Date(),
      })
      .where(eq(rewardAccounts.userId, entry.userId));
    return true;
  }

  // Campaigns and referrals ---------------------------------------------------------------------------------------

  async campaigns(): Promise<Campaign[]> {
    return this.db.select().from(rewardCampaigns).orderBy(asc(rewardCampaigns.startsOn));
  }

  async referrerOf(referredUserId: string, db: Tx = this.db): Promise<string | undefined> {
    const [row] = await db
      .select({ referrer: referrals.referrerUserId })
      .from(referrals)
      .where(eq(referrals.referredUserId, referredUserId));
    return row?.referrer;
  }

  async referrersWithReferrals(): Promise<string[]> {
    const rows = await this.db.selectDistinct({ id: referrals.referrerUserId }).from(referrals);
    return rows.map((row) => row.id);
  }

  /** The referrer's referrals, each with the referred member's first paid certificate, oldest payment first. */
  async referralFacts(tx: Tx, referrerUserId: string): Promise<ReferralFacts[]> {
    const rows = await tx
      .select({ referralId: referrals.id, referredUserId: referrals.referredUserId })
      .from(referrals)
      .where(eq(referrals.referrerUserId, referrerUserId))
      .orderBy(asc(referrals.createdAt), asc(referrals.id));
    if (rows.length === 0) return [];
    const paid = await tx
      .select({
        userId: certificates.userId,
        status: certificates.status,
        startDate: certificates.startDate,
        endReason: certificates.endReason,
        ageNextBirthday: certificates.ageNextBirthday,
        frequency: certificates.frequency,
      })
      .from(certificates)
      .where(
        and(
          inArray(
            certificates.userId,
            rows.map((row) => row.referredUserId),
          ),
          isNotNull(certificates.startDate),
        ),
      )
      .orderBy(asc(certificates.startDate), asc(certificates.createdAt));
    const firstPaid = new Map<string, ReferralFacts['certificate']>();
    for (const row of paid) {
      if (!firstPaid.has(row.userId) && row.startDate)
        firstPaid.set(row.userId, { ...row, startDate: row.startDate });
    }
    return rows
      .map((row) => ({ ...row, certificate: firstPaid.get(row.referredUserId) ?? null }))
      .sort((a, b) => (a.certificate?.startDate ?? '9999').localeCompare(b.certificate?.startDate ?? '9999'));
  }

  /**
   * The member's issued (active) certificate, the oldest, which redemption and the lucky draw need. `lock`: held
   * (shared) to the end of `tx`, so it cannot end meanwhile; one ending meanwhile is waited for, then not answered.
   */
  async activeCertificateOf(
    userId: string,
    db: Tx = this.db,
    { lock = false } = {},
  ): Promise<{ id: string } | undefined> {
    const query = db
      .select({ id: certificates.id })
      .from(certificates)
      .where(and(eq(certificates.userId, userId), eq(certificates.status, 'issued')))
      .orderBy(asc(certificates.issuedAt))
      .limit(1);
    const [row] = lock ? await query.for('share') : await query;
    return row;
  }

  /** The name of the certificate's holder, as on the certificate. */
  async certificateHolderName(certificateUuid: string, db: Tx = this.db): Promise<string | undefined> {
    const [row] = await db
      .select({ holder: certificates.holder })
      .from(certificates)
      .where(eq(certificates.id, certificateUuid));
    return row ? `${row.holder.first_name} ${row.holder.last_name}`.trim() : undefined;
  }

  // Sign-up vouchers ------------------------------------------------------------------------------------------

  /**
   * Numbers the member's sign-up among all (a transaction-scoped advisory lock serialises the numbering; the
   * unique ordinal refuses a duplicate even without it). Undefined when the member has a voucher already.
   */
  async claimSignup(tx: Tx, userId: string, pointsOf: (ordinal: number) => number) {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('rewards:signup-ordinal'))`);
    const [seen] = await tx.select().from(rewardSignups).where(eq(rewardSignups.userId, userId));
    if (seen) return undefined;
    const [last] = await tx
      .select({ ordinal: rewardSignups.ordinal })
      .from(rewardSignups)
      .orderBy(desc(rewardSignups.ordinal))
      .limit(1);
    const ordinal = (last?.ordinal ?? 0) + 1;
    const [row] = await tx
      .insert(rewardSignups)
      .values({ userId, ordinal, points: pointsOf(ordinal) })
      .returning();
    return row!;
  }

  // Credits against contributions --------------------------------------------------------------------------------

  async insertCredit(tx: Tx, values: { userId: string; certificateUuid: string; amountSen: number }) {
    const [row] = await tx
      .insert(rewardCredits)
      .values({ ...values, remainingSen: values.amountSen })
      .returning();
    return row!;
  }

  async creditsOf(userId: string): Promise<CreditRow[]> {
    return this.db
      .select()
      .from(rewardCredits)
      .where(eq(rewardCredits.userId, userId))
      .orderBy(desc(rewardCredits.createdAt));
  }

  /** Open credits of the certificate, oldest first. */
  async openCredits(certificateUuid: string, db: Tx = this.db): Promise<CreditRow[]> {
    return db
      .select()
      .from(rewardCredits)
      .where(and(eq(rewardCredits.certificateUuid, certificateUuid), gt(rewardCredits.remainingSen, 0)))
      .orderBy(asc(rewardCredits.createdAt), asc(rewardCredits.id));
  }

  /** Adds `amountSen` of the credit to the charge's claim (one row per credit and charge). */
  async applyCredit(tx: Tx, creditId: string, chargeKey: string, amountSen: number): Promise<void> {
    await tx
      .insert(rewardCreditApplications)
      .values({ creditId, chargeKey, amountSen })
      .onConflictDoUpdate({
        target: [rewardCreditApplications.creditId, rewardCreditApplications.chargeKey],
        set: { amountSen: sql`${rewardCreditApplications.amountSen} + ${amountSen}` },
      });
    await tx
      .update(rewardCredits)
      .set({ remainingSen: sql`${rewardCredits.remainingSen} - ${amountSen}` })
      .where(eq(rewardCredits.id, creditId));
  }

  /**
   * Every credit of the certificate, oldest first, locked for the rest of `tx`: claims and settlements of one
   * certificate's credits happen one at a time, so the credit given and the claims always agree.
   */
  async lockCredits(tx: Tx, certificateUuid: string): Promise<CreditRow[]> {
    return tx
      .select()
      .from(rewardCredits)
      .where(eq(rewardCredits.certificateUuid, certificateUuid))
      .orderBy(asc(rewardCredits.createdAt), asc(rewardCredits.id))
      .for('update');
  }

  /** The claims on the charge, newest credit first. */
  async applicationsTo(tx: Tx, chargeKey: string, certificateUuid: string) {
    return tx
      .select({
        id: rewardCreditApplications.id,
        creditId: rewardCreditApplications.creditId,
        amountSen: rewardCreditApplications.amountSen,
      })
      .from(rewardCreditApplications)
      .innerJoin(rewardCredits, eq(rewardCredits.id, rewardCreditApplications.creditId))
      .where(
        and(
          eq(rewardCreditApplications.chargeKey, chargeKey),
          eq(rewardCredits.certificateUuid, certificateUuid),
        ),
      )
      .orderBy(desc(rewardCredits.createdAt), desc(rewardCredits.id));
  }

  /** Gives `amountSen` of a claim back to its credit; a claim given back whole is removed. */
  async releaseApplication(
    tx: Tx,
    application: { id: string; creditId: string; amountSen: number },
    amountSen: number,
  ): Promise<void> {
    if (amountSen >= application.amountSen) {
      await tx.delete(rewardCreditApplications).where(eq(rewardCreditApplications.id, application.id));
    } else {
      await tx
        .update(rewardCreditApplications)
        .set({ amountSen: application.amountSen - amountSen })
        .where(eq(rewardCreditApplications.id, application.id));
    }
    await tx
      .update(rewardCredits)
      .set({
        remainingSen: sql`${rewardCredits.remainingSen} + ${Math.min(amountSen, application.amountSen)}`,
      })
      .where(eq(rewardCredits.id, application.creditId));
  }

  /** The credit's claims on periods no contribution has paid (no settlement of their charge). */
  async unsettledApplicationsOf(tx: Tx, creditId: string) {
    return tx
      .select({ id: rewardCreditApplications.id, amountSen: rewardCreditApplications.amountSen })
      .from(rewardCreditApplications)
      .leftJoin(
        rewardCreditSettlements,
        eq(rewardCreditSettlements.chargeKey, rewardCreditApplications.chargeKey),
      )
      .where(and(eq(rewardCreditApplications.creditId, creditId), isNull(rewardCreditSettlements.chargeKey)));
  }

  /** Closes a credit of an ended certificate: nothing left, and its claims on unpaid periods withdrawn. */
  async closeCredit(tx: Tx, creditId: string, unsettledApplicationIds: string[]): Promise<void> {
    if (unsettledApplicationIds.length > 0) {
      await tx
        .delete(rewardCreditApplications)
        .where(inArray(rewardCreditApplications.id, unsettledApplicationIds));
    }
    await tx.update(rewardCredits).set({ remainingSen: 0 }).where(eq(rewardCredits.id, creditId));
  }

  async isSettled(tx: Tx, chargeKey: string): Promise<boolean> {
    const [row] = await tx
      .select({ key: rewardCreditSettlements.chargeKey })
      .from(rewardCreditSettlements)
      .where(eq(rewardCreditSettlements.chargeKey, chargeKey));
    return row !== undefined;
  }

  /**
   * Records that `paymentUuid` settled the period `chargeKey`; false when the payment or the period was settled
   * already (unique keys: a period's credit is kept by one contribution, once).
   */
  async insertSettlement(
    tx: Tx,
    values: { paymentUuid: string; certificateUuid: string; chargeKey: string; carriedSen: number },
  ): Promise<boolean> {
    const inserted = await tx
      .insert(rewardCreditSettlements)
      .values(values)
      .onConflictDoNothing()
      .returning({ paymentUuid: rewardCreditSettlements.paymentUuid });
    return inserted.length > 0;
  }

  async setSettlementShort(tx: Tx, paymentUuid: string, shortSen: number): Promise<void> {
    await tx
      .update(rewardCreditSettlements)
      .set({ shortSen })
      .where(eq(rewardCreditSettlements.paymentUuid, paymentUuid));
  }

  // Lucky draws -----------------------------------------------------------------------------------------------

  async drawOf(month: string): Promise<DrawRow | undefined> {
    const [row] = await this.db.select().from(luckyDraws).where(eq(luckyDraws.month, month));
    return row;
  }

  async unrevealedBefore(month: string): Promise<DrawRow[]> {
    return this.db
      .select()
      .from(luckyDraws)
      .where(and(isNull(luckyDraws.revealedAt), lt(luckyDraws.month, month)))
      .orderBy(asc(luckyDraws.month));
  }

  /** Members holding an issued certificate. */
  async activeHolders(): Promise<string[]> {
    const rows = await this.db
      .selectDistinct({ userId: certificates.userId })
      .from(certificates)
      .where(eq(certificates.status, 'issued'));
    return rows.map((row) => row.userId);
  }

  /** Records the draw, its entries and its commit record together; false when the month's draw exists. */
  async insertDraw(
    draw: { month: string; seedHex: string; seedSha256: string; commitRecordId: string },
    entries: { id: string; userId: string }[],
    record: PublicRecord,
  ): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const inserted = await tx
        .insert(luckyDraws)
        .values({ ...draw, entryIds: entries.map((entry) => entry.id).sort() })
        .onConflictDoNothing({ target: luckyDraws.month })
        .returning({ id: luckyDraws.id });
      const drawId = inserted[0]?.id;
      if (!drawId) return false;
      await tx.insert(luckyDrawEntries).values(entries.map((entry) => ({ ...entry, drawId })));
      await tx.insert(contentRecords).values({ id: draw.commitRecordId, ...record });
      return true;
    });
  }

  /** Records the result and its record, once. */
  async revealDraw(drawId: string, winnerEntryId: string, resultRecordId: string, record: PublicRecord) {
    return this.db.transaction(async (tx) => {
      const updated = await tx
        .update(luckyDraws)
        .set({ winnerEntryId, resultRecordId, revealedAt: new Date() })
        .where(and(eq(luckyDraws.id, drawId), isNull(luckyDraws.revealedAt)))
        .returning({ id: luckyDraws.id });
      if (updated.length === 0) return false;
      await tx.insert(contentRecords).values({ id: resultRecordId, ...record });
      return true;
    });
  }

  /** The member's entries, newest draw first. */
  async entriesOfMember(userId: string) {
    return this.db
      .select({
        entryId: luckyDrawEntries.id,
        month: luckyDraws.month,
        commitRecordId: luckyDraws.commitRecordId,
        resultRecordId: luckyDraws.resultRecordId,
        winnerEntryId: luckyDraws.winnerEntryId,
      })
      .from(luckyDrawEntries)
      .innerJoin(luckyDraws, eq(luckyDraws.id, luckyDrawEntries.drawId))
      .where(eq(luckyDrawEntries.userId, userId))
      .orderBy(desc(luckyDraws.month));
  }
}

/** How an entry moves the redeemed sum: a redemption adds its points, a returned one takes them back. */
export function redeemedChange(kind: RewardEntryKind, availableDelta: number): number {
  return kind === 'redeemed' || kind === 'redemption_returned' ? -availableDelta : 0;
}

export interface PublicRecord {
  kind: 'announcement';
  titleEn: string;
  titleMs: string;
  summaryEn: string;
  summaryMs: string;
  bodyEn: ContentBlock[];
  bodyMs: ContentBlock[];
  publishedOn: string;
}
