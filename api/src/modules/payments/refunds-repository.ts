// Refunds of card payments that the certificates service asked for, keyed by its idempotency key.
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { paymentRefunds } from '../../db/schema';

export type RefundRow = typeof paymentRefunds.$inferSelect;
export type NewRefund = typeof paymentRefunds.$inferInsert;

export class RefundsRepository {
  constructor(private readonly db: Database) {}

  async byIdempotencyKey(idempotencyKey: string): Promise<RefundRow | undefined> {
    const [row] = await this.db
      .select()
      .from(paymentRefunds)
      .where(eq(paymentRefunds.idempotencyKey, idempotencyKey));
    return row;
  }

  /** Sen of the payment refunded or being refunded (every refund not failed). */
  async refundedSen(paymentId: string): Promise<number> {
    const [{ refunded }] = (await this.db
      .select({ refunded: sql<string>`coalesce(sum(${paymentRefunds.amountSen}), 0)` })
      .from(paymentRefunds)
      .where(and(eq(paymentRefunds.paymentId, paymentId), ne(paymentRefunds.status, 'failed')))) as [
      { refunded: string },
    ];
    return Number(refunded);
  }

  /** Inserts a refund unless one of its idempotency key exists. */
  async insertUnlessExists(values: NewRefund): Promise<void> {
    await this.db.insert(paymentRefunds).values(values).onConflictDoNothing();
  }

  async update(id: string, changes: Partial<NewRefund>): Promise<void> {
    await this.db
      .update(paymentRefunds)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(paymentRefunds.id, id));
  }

  /** Keeps the provider's id of a refund that has none yet. */
  async setProviderIdIfUnknown(id: string, providerRefundId: string): Promise<void> {
    await this.db
      .update(paymentRefunds)
      .set({ providerRefundId, updatedAt: new Date() })
      .where(and(eq(paymentRefunds.id, id), sql`${paymentRefunds.providerRefundId} is null`));
  }

  /** Ends the pending refunds the provider knows by this id; answers the ids of those ended now. */
  async settlePending(providerRefundId: string, status: 'succeeded' | 'failed'): Promise<string[]> {
    const rows = await this.db
      .update(paymentRefunds)
      .set({ status, updatedAt: new Date() })
      .where(and(eq(paymentRefunds.providerRefundId, providerRefundId), eq(paymentRefunds.status, 'pending')))
      .returning({ id: paymentRefunds.id });
    return rows.map((row) => row.id);
  }
}
