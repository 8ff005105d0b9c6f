// FPX e-mandates: the member's authorisation at their bank for our collections.
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { fpxMandates } from '../../db/schema';

export type MandateRow = typeof fpxMandates.$inferSelect;
export type NewMandate = typeof fpxMandates.$inferInsert;

export class MandatesRepository {
  constructor(private readonly db: Database) {}

  async byId(id: string): Promise<MandateRow | undefined> {
    const [row] = await this.db.select().from(fpxMandates).where(eq(fpxMandates.id, id));
    return row;
  }

  async byProviderId(providerMandateId: string): Promise<MandateRow | undefined> {
    const [row] = await this.db
      .select()
      .from(fpxMandates)
      .where(eq(fpxMandates.providerMandateId, providerMandateId));
    return row;
  }

  async ofMember(userId: string, id: string): Promise<MandateRow | undefined> {
    const [row] = await this.db
      .select()
      .from(fpxMandates)
      .where(and(eq(fpxMandates.id, id), eq(fpxMandates.userId, userId)));
    return row;
  }

  /** The member's mandates (of one status, if given), newest first. */
  async list(userId: string, status?: MandateRow['status']): Promise<MandateRow[]> {
    return this.db
      .select()
      .from(fpxMandates)
      .where(and(eq(fpxMandates.userId, userId), status ? eq(fpxMandates.status, status) : undefined))
      .orderBy(desc(fpxMandates.createdAt));
  }

  /** The certificate's newest mandate, of any status. */
  async newestOf(userId: string, certificateUuid: string): Promise<MandateRow | undefined> {
    const [row] = await this.db
      .select()
      .from(fpxMandates)
      .where(and(eq(fpxMandates.userId, userId), eq(fpxMandates.certificateUuid, certificateUuid)))
      .orderBy(desc(fpxMandates.createdAt))
      .limit(1);
    return row;
  }

  /** The certificate's most recently approved active mandate. */
  async newestActiveOf(userId: string, certificateUuid: string): Promise<MandateRow | undefined> {
    const [row] = await this.db
      .select()
      .from(fpxMandates)
      .where(
        and(
          eq(fpxMandates.userId, userId),
          eq(fpxMandates.certificateUuid, certificateUuid),
          eq(fpxMandates.status, 'active'),
        ),
      )
      .orderBy(desc(fpxMandates.approvedAt))
      .limit(1);
    return row;
  }

  async insert(values: NewMandate): Promise<MandateRow> {
    const [row] = await this.db.insert(fpxMandates).values(values).returning();
    return row!;
  }

  async update(id: string, changes: Partial<NewMandate>): Promise<MandateRow | undefined> {
    const [row] = await this.db
      .update(fpxMandates)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(fpxMandates.id, id))
      .returning();
    return row;
  }

  /** Applies `changes` if the mandate is still `from`; answers the updated row, or undefined. */
  async updateIfStatus(
    id: string,
    from: MandateRow['status'],
    changes: Partial<NewMandate>,
  ): Promise<MandateRow | undefined> {
    const [row] = await this.db
      .update(fpxMandates)
      .set({ ...changes, updatedAt: new Date() })
      .where(and(eq(fpxMandates.id, id), eq(fpxMandates.status, from)))
      .returning();
    return row;
  }
}
