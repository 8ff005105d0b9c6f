// The payments table: our record of every card payment and FPX collection. The rules of how a status moves
// are the ledger's (ledger.ts); this file only reads and writes rows.
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { payments, type PaymentStatus } from '../../db/schema';

export type PaymentRow = typeof payments.$inferSelect;
export type NewPayment = typeof payments.$inferInsert;

export class PaymentsRepository {
  constructor(private readonly db: Database) {}

  async byId(id: string): Promise<PaymentRow | undefined> {
    const [row] = await this.db.select().from(payments).where(eq(payments.id, id));
    return row;
  }

  async byProviderId(providerId: string): Promise<PaymentRow | undefined> {
    const [row] = await this.db.select().from(payments).where(eq(payments.providerId, providerId));
    return row;
  }

  async ofMember(userId: string, id: string): Promise<PaymentRow | undefined> {
    const [row] = await this.db
      .select()
      .from(payments)
      .where(and(eq(payments.id, id), eq(payments.userId, userId)));
    return row;
  }

  /** The member's payments for a certificate (of one channel, if given), newest first. */
  async forCertificate(
    userId: string,
    certificateUuid: string,
    channel?: PaymentRow['channel'],
  ): Promise<PaymentRow[]> {
    return this.db
      .select()
      .from(payments)
      .where(
        and(
          eq(payments.userId, userId),
          eq(payments.certificateUuid, certificateUuid),
          channel ? eq(payments.channel, channel) : undefined,
        ),
      )
      .orderBy(desc(payments.createdAt));
  }

  /** A payment of the certificate in one of `statuses`; `fromApiOnly`: not one made in a hosted checkout. */
  async firstInStatus(
    certificateUuid: string,
    statuses: PaymentStatus[],
    options: { fromApiOnly?: boolean; db?: Database } = {},
  ): Promise<PaymentRow | undefined> {
    const [row] = await (options.db ?? this.db)
      .select()
      .from(payments)
      .where(
        and(
          eq(payments.certificateUuid, certificateUuid),
          options.fromApiOnly ? sql`${payments.sessionId} is null` : undefined,
          inArray(payments.status, statuses),
        ),
      )
      .limit(1);
    return row;
  }

  /** The certificate's newest success, if it was paid within the last `withinMinutes` (any time when null). */
  async lastSuccess(certificateUuid: string, withinMinutes: number | null): Promise<PaymentRow | undefined> {
    const [row] = await this.db
      .select()
      .from(payments)
      .where(
        and(
          eq(payments.certificateUuid, certificateUuid),
          eq(payments.status, 'succeeded'),
          withinMinutes === null
            ? undefined
            : sql`${payments.paidAt} > now() - ${withinMinutes} * interval '1 minute'`,
        ),
      )
      .orderBy(desc(payments.paidAt))
      .limit(1);
    return row;
  }

  /** Inserts a payment unless a unique index already holds one like it; answers the new row or null. */
  async insertUnlessExists(values: NewPayment): Promise<PaymentRow | null> {
    const [row] = await this.db.insert(payments).values(values).onConflictDoNothing().returning();
    return row ?? null;
  }

  /** Applies `changes` if the payment is still in one of `from`; answers the updated row, or null. */
  async updateIfIn(
    id: string,
    from: PaymentStatus[],
    changes: Partial<NewPayment>,
  ): Promise<PaymentRow | null> {
    const [row] = await this.db
      .update(payments)
      .set(changes)
      .where(and(eq(payments.id, id), inArray(payments.status, from)))
      .returning();
    return row ?? null;
  }

  /** Keeps the provider's id of a payment that has none yet. */
  async setProviderIdIfUnknown(id: string, providerId: string): Promise<void> {
    await this.db
      .update(payments)
      .set({ providerId, lastCheckedAt: new Date() })
      .where(and(eq(payments.id, id), sql`${payments.providerId} is null`));
  }

  async touchChecked(id: string): Promise<void> {
    await this.db.update(payments).set({ lastCheckedAt: new Date() }).where(eq(payments.id, id));
  }

  async markContributionApplied(id: string): Promise<void> {
    await this.db.update(payments).set({ contributionAppliedAt: new Date() }).where(eq(payments.id, id));
  }
}
