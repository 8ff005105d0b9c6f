// The card provider's side of our records: each member's customer at the provider, hosted checkouts (card
// sessions) and saved cards (payment tokens).
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { cardCustomers, cardPaymentMethods, cardSessions } from '../../db/schema';

export type CardCustomerRow = typeof cardCustomers.$inferSelect;
export type SessionRow = typeof cardSessions.$inferSelect;
export type NewSession = typeof cardSessions.$inferInsert;
export type CardMethodRow = typeof cardPaymentMethods.$inferSelect;
export type NewCardMethod = typeof cardPaymentMethods.$inferInsert;

export class CardRepository {
  constructor(private readonly db: Database) {}

  // ---- Customers ----------------------------------------------------------------------------------------------

  async customerOf(userId: string): Promise<CardCustomerRow | undefined> {
    const [row] = await this.db.select().from(cardCustomers).where(eq(cardCustomers.userId, userId));
    return row;
  }

  async customerByProviderId(providerCustomerId: string): Promise<CardCustomerRow | undefined> {
    const [row] = await this.db
      .select()
      .from(cardCustomers)
      .where(eq(cardCustomers.providerCustomerId, providerCustomerId));
    return row;
  }

  /** Keeps the member's customer id; one kept meanwhile (a concurrent first use) stays. */
  async insertCustomer(userId: string, providerCustomerId: string): Promise<void> {
    await this.db.insert(cardCustomers).values({ userId, providerCustomerId }).onConflictDoNothing();
  }

  // ---- Hosted checkouts ---------------------------------------------------------------------------------------

  /** The certificate's active checkout of this kind (at most one, by a unique index). */
  async activeSession(certificateUuid: string, kind: SessionRow['kind']): Promise<SessionRow | undefined> {
    const [row] = await this.db
      .select()
      .from(cardSessions)
      .where(
        and(
          eq(cardSessions.certificateUuid, certificateUuid),
          eq(cardSessions.kind, kind),
          eq(cardSessions.status, 'active'),
        ),
      );
    return row;
  }

  /** Active checkouts of a member, of a certificate, or both. */
  async activeSessions(filter: { userId?: string; certificateUuid?: string }): Promise<SessionRow[]> {
    return this.db
      .select()
      .from(cardSessions)
      .where(
        and(
          filter.certificateUuid ? eq(cardSessions.certificateUuid, filter.certificateUuid) : undefined,
          filter.userId ? eq(cardSessions.userId, filter.userId) : undefined,
          eq(cardSessions.status, 'active'),
        ),
      );
  }

  /** Active checkouts not looked at for `olderThanSeconds`, started within two days (100 at a time). */
  async staleSessions(olderThanSeconds: number): Promise<SessionRow[]> {
    return this.db
      .select()
      .from(cardSessions)
      .where(
        and(
          eq(cardSessions.status, 'active'),
          sql`${cardSessions.updatedAt} < now() - ${olderThanSeconds} * interval '1 second'`,
          sql`${cardSessions.createdAt} > now() - interval '2 days'`,
        ),
      )
      .limit(100);
  }

  async sessionByProviderId(providerSessionId: string): Promise<SessionRow | undefined> {
    const [row] = await this.db
      .select()
      .from(cardSessions)
      .where(eq(cardSessions.providerSessionId, providerSessionId));
    return row;
  }

  /** Inserts a checkout unless the certificate already has an active one of its kind; answers it or null. */
  async insertSession(values: NewSession): Promise<SessionRow | null> {
    const [row] = await this.db.insert(cardSessions).values(values).onConflictDoNothing().returning();
    return row ?? null;
  }

  async setProviderSession(
    id: string,
    providerSessionId: string,
    paymentLinkUrl: string,
  ): Promise<SessionRow | undefined> {
    const [row] = await this.db
      .update(cardSessions)
      .set({ providerSessionId, paymentLinkUrl, updatedAt: new Date() })
      .where(eq(cardSessions.id, id))
      .returning();
    return row;
  }

  async setSessionStatus(id: string, status: SessionRow['status']): Promise<SessionRow | undefined> {
    const [row] = await this.db
      .update(cardSessions)
      .set({ status, updatedAt: new Date() })
      .where(eq(cardSessions.id, id))
      .returning();
    return row;
  }

  /** Ends a checkout that is still active (one already ended keeps its status). */
  async endActiveSession(id: string, status: 'completed' | 'cancelled'): Promise<void> {
    await this.db
      .update(cardSessions)
      .set({ status, updatedAt: new Date() })
      .where(and(eq(cardSessions.id, id), eq(cardSessions.status, 'active')));
  }

  /** Marks a checkout as looked at now (housekeeping reads each stale one once a round). */
  async touchSession(id: string): Promise<void> {
    await this.db.update(cardSessions).set({ updatedAt: new Date() }).where(eq(cardSessions.id, id));
  }

  // ---- Saved cards --------------------------------------------------------------------------------------------

  async methodById(id: string): Promise<CardMethodRow | undefined> {
    const [row] = await this.db.select().from(cardPaymentMethods).where(eq(cardPaymentMethods.id, id));
    return row;
  }

  async methodOf(userId: string, id: string): Promise<CardMethodRow | undefined> {
    const [row] = await this.db
      .select()
      .from(cardPaymentMethods)
      .where(and(eq(cardPaymentMethods.id, id), eq(cardPaymentMethods.userId, userId)));
    return row;
  }

  async methodByToken(providerTokenId: string): Promise<CardMethodRow | undefined> {
    const [row] = await this.db
      .select()
      .from(cardPaymentMethods)
      .where(eq(cardPaymentMethods.providerTokenId, providerTokenId));
    return row;
  }

  /** The member's saved cards, of some certificates (all when empty) and a status, newest first. */
  async methods(
    userId: string,
    certificateUuids: string[],
    status?: CardMethodRow['status'],
  ): Promise<CardMethodRow[]> {
    return this.db
      .select()
      .from(cardPaymentMethods)
      .where(
        and(
          eq(cardPaymentMethods.userId, userId),
          certificateUuids.length > 0
            ? inArray(cardPaymentMethods.certificateUuid, certificateUuids)
            : undefined,
          status ? eq(cardPaymentMethods.status, status) : undefined,
        ),
      )
      .orderBy(desc(cardPaymentMethods.createdAt));
  }

  /** Keeps a saved card unless its token is kept already; answers the new row or null. */
  async insertMethod(values: NewCardMethod): Promise<CardMethodRow | null> {
    const [row] = await this.db.insert(cardPaymentMethods).values(values).onConflictDoNothing().returning();
    return row ?? null;
  }

  async cancelMethod(id: string): Promise<CardMethodRow | undefined> {
    const [row] = await this.db
      .update(cardPaymentMethods)
      .set({ status: 'cancelled', updatedAt: new Date() })
      .where(eq(cardPaymentMethods.id, id))
      .returning();
    return row;
  }

  /** Cancels the saved cards of a payment token; answers their ids. */
  async cancelMethodsOfToken(providerTokenId: string): Promise<string[]> {
    const rows = await this.db
      .update(cardPaymentMethods)
      .set({ status: 'cancelled', updatedAt: new Date() })
      .where(eq(cardPaymentMethods.providerTokenId, providerTokenId))
      .returning({ id: cardPaymentMethods.id });
    return rows.map((row) => row.id);
  }
}
