// Our record of partner applications and the partner's callbacks received.
import { and, desc, eq, isNull, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { partnerApplications, partnerInsurerEvents, users } from '../../db/schema';

export type PartnerApplicationRow = typeof partnerApplications.$inferSelect;
export type PartnerApplicationChange = Partial<Omit<PartnerApplicationRow, 'id' | 'createdAt'>>;

export class PartnerApplicationsRepository {
  constructor(private readonly db: Database) {}

  async insert(values: typeof partnerApplications.$inferInsert): Promise<PartnerApplicationRow> {
    const [row] = await this.db.insert(partnerApplications).values(values).returning();
    return row!;
  }

  async byId(id: string): Promise<PartnerApplicationRow | undefined> {
    const [row] = await this.db.select().from(partnerApplications).where(eq(partnerApplications.id, id));
    return row;
  }

  async byPartnerId(partnerId: string): Promise<PartnerApplicationRow | undefined> {
    const [row] = await this.db
      .select()
      .from(partnerApplications)
      .where(eq(partnerApplications.partnerApplicationId, partnerId));
    return row;
  }

  async update(id: string, change: PartnerApplicationChange): Promise<PartnerApplicationRow> {
    const [row] = await this.db
      .update(partnerApplications)
      .set({ ...change, updatedAt: new Date() })
      .where(eq(partnerApplications.id, id))
      .returning();
    return row!;
  }

  /**
   * Applies the partner's version `version` of an application only if it is newer than the one applied: a late
   * callback or answer never takes the status back. Answers the row after, and whether it changed.
   */
  async applyPartnerVersion(
    id: string,
    version: number,
    change: PartnerApplicationChange,
  ): Promise<{ row: PartnerApplicationRow; applied: boolean }> {
    const [row] = await this.db
      .update(partnerApplications)
      .set({ ...change, partnerVersion: version, updatedAt: new Date() })
      .where(and(eq(partnerApplications.id, id), sql`${partnerApplications.partnerVersion} < ${version}`))
      .returning();
    if (row) return { row, applied: true };
    return { row: (await this.byId(id))!, applied: false };
  }

  /** Records a callback; false when it was recorded before (a repeat). */
  async recordEvent(eventId: string, partnerApplicationId: string, version: number): Promise<boolean> {
    const rows = await this.db
      .insert(partnerInsurerEvents)
      .values({ eventId, partnerApplicationId, version })
      .onConflictDoNothing()
      .returning({ eventId: partnerInsurerEvents.eventId });
    return rows.length > 0;
  }

  /** The member's e-mail (lower case), or null for an unknown or deleted account. */
  async memberEmail(userId: string): Promise<string | null> {
    const [member] = await this.db
      .select({ email: users.email })
      .from(users)
      .where(and(eq(users.id, userId), isNull(users.deletedAt)));
    return member ? member.email.toLowerCase() : null;
  }

  /**
   * The member's applications past saving: those made signed in, and those made before registering with the
   * address the member has since verified (the post-purchase registration).
   */
  async ofMember(userId: string): Promise<PartnerApplicationRow[]> {
    const [member] = await this.db
      .select({ email: users.email })
      .from(users)
      .where(and(eq(users.id, userId), isNull(users.deletedAt)));
    if (!member) return [];
    return this.db
      .select()
      .from(partnerApplications)
      .where(
        and(
          ne(partnerApplications.status, 'saved'),
          or(
            eq(partnerApplications.userId, userId),
            and(
              isNull(partnerApplications.userId),
              eq(partnerApplications.email, member.email.toLowerCase()),
            ),
          ),
        ),
      )
      .orderBy(desc(partnerApplications.createdAt));
  }
}
