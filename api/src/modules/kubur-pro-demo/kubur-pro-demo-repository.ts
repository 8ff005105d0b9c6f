// The members' funeral-cover demos; every read is by owner, so another member's uuid is not found.
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { kuburProDemoCovers, users } from '../../db/schema';

export type KuburProDemoRow = typeof kuburProDemoCovers.$inferSelect;
export type NewKuburProDemoRow = typeof kuburProDemoCovers.$inferInsert;
export type KuburProDemoWithHolder = KuburProDemoRow & { holderName: string };

export class KuburProDemoRepository {
  constructor(private readonly db: Database) {}

  async insert(row: NewKuburProDemoRow): Promise<KuburProDemoRow> {
    const [saved] = await this.db.insert(kuburProDemoCovers).values(row).returning();
    if (!saved) throw new Error('The funeral-cover demo was not saved');
    return saved;
  }

  async findOwned(id: string, userId: string): Promise<KuburProDemoWithHolder | undefined> {
    const [row] = await this.db
      .select({ cover: kuburProDemoCovers, firstName: users.firstName, lastName: users.lastName })
      .from(kuburProDemoCovers)
      .innerJoin(users, eq(users.id, kuburProDemoCovers.userId))
      .where(and(eq(kuburProDemoCovers.id, id), eq(kuburProDemoCovers.userId, userId)));
    return row ? { ...row.cover, holderName: `${row.firstName} ${row.lastName}`.trim() } : undefined;
  }

  /** Issues the demo certificate of a quoted cover; undefined when it was not (already) quoted. */
  async issue(
    id: string,
    userId: string,
    certificate: { certificateNumber: string; coverStartsOn: string; coverEndsOn: string },
  ): Promise<KuburProDemoRow | undefined> {
    const [row] = await this.db
      .update(kuburProDemoCovers)
      .set({ ...certificate, status: 'issued', issuedAt: new Date() })
      .where(
        and(
          eq(kuburProDemoCovers.id, id),
          eq(kuburProDemoCovers.userId, userId),
          eq(kuburProDemoCovers.status, 'quoted'),
        ),
      )
      .returning();
    return row;
  }
}
