// The Drizzle queries of claims: claims with their documents, benefits, payouts and audit trail, and the
// one-time codes of claimants. The service keeps the rules.
import { and, asc, desc, eq, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import {
  certificates,
  claimBenefits,
  claimCodes,
  claimDocuments,
  claimEvents,
  claimPayouts,
  claims,
  kuburProDemoCovers,
  type ClaimStatus,
} from '../../db/schema';

export type ClaimRow = typeof claims.$inferSelect;
export type ClaimDocumentRow = typeof claimDocuments.$inferSelect;
export type ClaimBenefitRow = typeof claimBenefits.$inferSelect;
export type ClaimPayoutRow = typeof claimPayouts.$inferSelect;
export type ClaimEventRow = typeof claimEvents.$inferSelect;
export type ClaimCodeRow = typeof claimCodes.$inferSelect;

type Tx = Database;

export class ClaimsRepository {
  constructor(private readonly db: Database) {}

  async certificateByNumber(number: string, idRef: string) {
    const [row] = await this.db
      .select()
      .from(certificates)
      .where(and(eq(certificates.number, number), eq(certificates.idRef, idRef)));
    return row ?? null;
  }

  async latestCode(subjectHash: string): Promise<ClaimCodeRow | null> {
    const [row] = await this.db
      .select()
      .from(claimCodes)
      .where(and(eq(claimCodes.subjectHash, subjectHash), isNull(claimCodes.consumedAt)))
      .orderBy(desc(claimCodes.createdAt))
      .limit(1);
    return row ?? null;
  }

  async insertCode(values: typeof claimCodes.$inferInsert): Promise<void> {
    await this.db
      .update(claimCodes)
      .set({ consumedAt: new Date() })
      .where(and(eq(claimCodes.subjectHash, values.subjectHash), isNull(claimCodes.consumedAt)));
    await this.db.insert(claimCodes).values(values);
  }

  async countCodeAttempt(id: string): Promise<void> {
    await this.db
      .update(claimCodes)
      .set({ attempts: sql`${claimCodes.attempts} + 1` })
      .where(eq(claimCodes.id, id));
  }

  async consumeCode(tx: Tx, id: string): Promise<boolean> {
    const done = await tx
      .update(claimCodes)
      .set({ consumedAt: new Date() })
      .where(and(eq(claimCodes.id, id), isNull(claimCodes.consumedAt)))
      .returning({ id: claimCodes.id });
    return done.length > 0;
  }

  async openClaimOf(tx: Tx, certificateId: string): Promise<ClaimRow | null> {
    const [row] = await tx
      .select()
      .from(claims)
      .where(and(eq(claims.certificateId, certificateId), ne(claims.status, 'declined')))
      .limit(1);
    return row ?? null;
  }

  async openClaimOfDemoCover(tx: Tx, coverId: string): Promise<ClaimRow | null> {
    const [row] = await tx
      .select()
      .from(claims)
      .where(and(eq(claims.demoCoverId, coverId), ne(claims.status, 'declined')))
      .limit(1);
    return row ?? null;
  }

  /** The member's own issued demo certificate, locked; null for anyone else's, a quotation or an unknown id. */
  async lockOwnedDemoCover(tx: Tx, coverId: string, userId: string) {
    const [row] = await tx
      .select()
      .from(kuburProDemoCovers)
      .where(
        and(
          eq(kuburProDemoCovers.id, coverId),
          eq(kuburProDemoCovers.userId, userId),
          eq(kuburProDemoCovers.status, 'issued'),
        ),
      )
      .for('update');
    return row ?? null;
  }

  async demoCertificateNumber(coverId: string, db: Tx = this.db): Promise<string | null> {
    const [row] = await db
      .select({ number: kuburProDemoCovers.certificateNumber })
      .from(kuburProDemoCovers)
      .where(eq(kuburProDemoCovers.id, coverId));
    return row?.number ?? null;
  }

  async insertClaim(tx: Tx, values: typeof claims.$inferInsert): Promise<ClaimRow> {
    const [row] = await tx.insert(claims).values(values).returning();
    return row!;
  }

  async insertBenefits(tx: Tx, values: (typeof claimBenefits.$inferInsert)[]): Promise<void> {
    await tx.insert(claimBenefits).values(values);
  }

  async byId(id: string, db: Tx = this.db): Promise<ClaimRow | null> {
    const [row] = await db.select().from(claims).where(eq(claims.id, id));
    return row ?? null;
  }

  async lock(tx: Tx, id: string): Promise<ClaimRow | null> {
    const [row] = await tx.select().from(claims).where(eq(claims.id, id)).for('update');
    return row ?? null;
  }

  ofMember(userId: string): Promise<ClaimRow[]> {
    return this.db
      .select()
      .from(claims)
      .where(eq(claims.claimantUserId, userId))
      .orderBy(desc(claims.createdAt));
  }

  /**
   * Claims staff act on, oldest first: every one not paid or declined, but an approved demo claim, which is
   * finished (it is never paid, ADR 0015).
   */
  queue(): Promise<ClaimRow[]> {
    return this.db
      .select()
      .from(claims)
      .where(
        or(
          inArray(claims.status, ['submitted', 'documents_needed', 'under_review']),
          and(eq(claims.status, 'approved'), isNull(claims.demoCoverId)),
        ),
      )
      .orderBy(asc(claims.createdAt));
  }

  async setStatus(
    tx: Tx,
    id: string,
    status: ClaimStatus,
    extra: { declineReason?: string } = {},
  ): Promise<void> {
    await tx
      .update(claims)
      .set({ status, ...extra, updatedAt: new Date() })
      .where(eq(claims.id, id));
  }

  documentsOf(claimId: string, db: Tx = this.db): Promise<ClaimDocumentRow[]> {
    return db
      .select()
      .from(claimDocuments)
      .where(eq(claimDocuments.claimId, claimId))
      .orderBy(asc(claimDocuments.createdAt));
  }

  async insertDocument(tx: Tx, values: typeof claimDocuments.$inferInsert): Promise<ClaimDocumentRow> {
    const [row] = await tx.insert(claimDocuments).values(values).returning();
    return row!;
  }

  async document(claimId: string, id: string, db: Tx = this.db): Promise<ClaimDocumentRow | null> {
    const [row] = await db
      .select()
      .from(claimDocuments)
      .where(and(eq(claimDocuments.claimId, claimId), eq(claimDocuments.id, id)));
    return row ?? null;
  }

  async reviewDocument(
    tx: Tx,
    id: string,
    status: 'verified' | 'rejected',
    note: string | null,
  ): Promise<void> {
    await tx
      .update(claimDocuments)
      .set({ status, reviewNote: note, reviewedAt: new Date() })
      .where(eq(claimDocuments.id, id));
  }

  benefitsOf(claimId: string, db: Tx = this.db): Promise<ClaimBenefitRow[]> {
    return db
      .select()
      .from(claimBenefits)
      .where(eq(claimBenefits.claimId, claimId))
      .orderBy(asc(claimBenefits.code));
  }

  async updateBenefit(tx: Tx, id: string, values: Partial<typeof claimBenefits.$inferInsert>): Promise<void> {
    await tx
      .update(claimBenefits)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(claimBenefits.id, id));
  }

  async benefit(id: string, db: Tx = this.db): Promise<ClaimBenefitRow | null> {
    const [row] = await db.select().from(claimBenefits).where(eq(claimBenefits.id, id));
    return row ?? null;
  }

  payoutsOf(claimId: string, db: Tx = this.db): Promise<ClaimPayoutRow[]> {
    return db
      .select()
      .from(claimPayouts)
      .where(eq(claimPayouts.claimId, claimId))
      .orderBy(asc(claimPayouts.requestedAt), asc(claimPayouts.attempt));
  }

  async attemptsOf(tx: Tx, benefitId: string): Promise<number> {
    const [row] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(claimPayouts)
      .where(eq(claimPayouts.benefitId, benefitId));
    return row?.count ?? 0;
  }

  async insertPayout(tx: Tx, values: typeof claimPayouts.$inferInsert): Promise<ClaimPayoutRow> {
    const [row] = await tx.insert(claimPayouts).values(values).returning();
    return row!;
  }

  async payout(id: string, db: Tx = this.db): Promise<ClaimPayoutRow | null> {
    const [row] = await db.select().from(claimPayouts).where(eq(claimPayouts.id, id));
    return row ?? null;
  }

  async lockPayout(tx: Tx, id: string): Promise<ClaimPayoutRow | null> {
    const [row] = await tx.select().from(claimPayouts).where(eq(claimPayouts.id, id)).for('update');
    return row ?? null;
  }

  async payoutByProviderId(providerId: string): Promise<ClaimPayoutRow | null> {
    const [row] = await this.db
      .select()
      .from(claimPayouts)
      .where(eq(claimPayouts.providerPayoutId, providerId));
    return row ?? null;
  }

  async updatePayout(tx: Tx, id: string, values: Partial<typeof claimPayouts.$inferInsert>): Promise<void> {
    await tx
      .update(claimPayouts)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(claimPayouts.id, id));
  }

  /** Payouts whose outcome we have not heard for a while: asked again at the provider. */
  openPayoutsBefore(before: Date): Promise<ClaimPayoutRow[]> {
    return this.db
      .select()
      .from(claimPayouts)
      .where(
        and(
          or(eq(claimPayouts.status, 'requested'), eq(claimPayouts.status, 'accepted')),
          lt(claimPayouts.updatedAt, before),
        ),
      );
  }

  async addEvent(
    tx: Tx,
    claimId: string,
    actor: string,
    action: string,
    detail: Record<string, unknown> | null = null,
  ): Promise<void> {
    await tx.insert(claimEvents).values({ claimId, actor, action, detail });
  }

  eventsOf(claimId: string): Promise<ClaimEventRow[]> {
    return this.db
      .select()
      .from(claimEvents)
      .where(eq(claimEvents.claimId, claimId))
      .orderBy(asc(claimEvents.id));
  }
}
