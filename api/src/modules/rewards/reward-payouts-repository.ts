// The queries of redemptions paid to a bank account (reward_payouts). Methods that run inside a transaction take
// it as `tx`; the ledger entries that go with them are the rewards repository's.
import { and, desc, eq, inArray, isNull, lt, lte, or } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { rewardPayouts, users } from '../../db/schema';

export type RewardPayoutRow = typeof rewardPayouts.$inferSelect;

export class RewardPayoutsRepository {
  constructor(private readonly db: Database) {}

  async insert(tx: Database, values: typeof rewardPayouts.$inferInsert): Promise<RewardPayoutRow> {
    const [row] = await tx.insert(rewardPayouts).values(values).returning();
    return row!;
  }

  async byId(id: string, db: Database = this.db): Promise<RewardPayoutRow | undefined> {
    const [row] = await db.select().from(rewardPayouts).where(eq(rewardPayouts.id, id));
    return row;
  }

  async lock(tx: Database, id: string): Promise<RewardPayoutRow | undefined> {
    const [row] = await tx.select().from(rewardPayouts).where(eq(rewardPayouts.id, id)).for('update');
    return row;
  }

  async byProviderId(providerPayoutId: string): Promise<RewardPayoutRow | undefined> {
    const [row] = await this.db
      .select()
      .from(rewardPayouts)
      .where(eq(rewardPayouts.providerPayoutId, providerPayoutId));
    return row;
  }

  async update(tx: Database, id: string, values: Partial<typeof rewardPayouts.$inferInsert>): Promise<void> {
    await tx
      .update(rewardPayouts)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(rewardPayouts.id, id));
  }

  /**
   * Who is paid: read in the caller's transaction (PGlite has one session, so never beside it). A deleted account
   * is nobody: its names are erased and its address is a placeholder, so it is neither matched nor e-mailed.
   */
  async member(userId: string, db: Database = this.db) {
    const [row] = await db
      .select({
        email: users.email,
        language: users.language,
        firstName: users.firstName,
        lastName: users.lastName,
      })
      .from(users)
      .where(and(eq(users.id, userId), isNull(users.deletedAt)));
    return row;
  }

  /** The member's payouts, newest first. */
  async of(userId: string): Promise<RewardPayoutRow[]> {
    return this.db
      .select()
      .from(rewardPayouts)
      .where(eq(rewardPayouts.userId, userId))
      .orderBy(desc(rewardPayouts.requestedAt));
  }

  /**
   * Payouts not settled whose outcome we have not heard for a while (`before`): asked again at the provider;
   * not one whose planned retry is still to come at `now`.
   */
  async openBefore(before: Date, now: Date): Promise<RewardPayoutRow[]> {
    return this.db
      .select()
      .from(rewardPayouts)
      .where(
        and(
          inArray(rewardPayouts.status, ['requested', 'accepted']),
          lt(rewardPayouts.updatedAt, before),
          or(isNull(rewardPayouts.nextAttemptAt), lte(rewardPayouts.nextAttemptAt, now)),
        ),
      );
  }
}
