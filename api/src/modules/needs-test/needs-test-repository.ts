// The saved needs-test results of members.
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { needsTestResults } from '../../db/schema';

export type NeedsTestRow = typeof needsTestResults.$inferSelect;
export type NewNeedsTestRow = typeof needsTestResults.$inferInsert;

export class NeedsTestRepository {
  constructor(private readonly db: Database) {}

  async insert(row: NewNeedsTestRow): Promise<NeedsTestRow> {
    const [saved] = await this.db.insert(needsTestResults).values(row).returning();
    if (!saved) throw new Error('The needs-test result was not saved');
    return saved;
  }

  async latest(userId: string): Promise<NeedsTestRow | undefined> {
    const [row] = await this.db
      .select()
      .from(needsTestResults)
      .where(eq(needsTestResults.userId, userId))
      .orderBy(desc(needsTestResults.createdAt))
      .limit(1);
    return row;
  }
}
