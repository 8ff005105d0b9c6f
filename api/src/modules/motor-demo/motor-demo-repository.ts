// The saved motor demo quotations.
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { motorDemoQuotations } from '../../db/schema';

export type MotorQuotationRow = typeof motorDemoQuotations.$inferSelect;
export type NewMotorQuotationRow = typeof motorDemoQuotations.$inferInsert;

export class MotorDemoRepository {
  constructor(private readonly db: Database) {}

  async insert(row: NewMotorQuotationRow): Promise<MotorQuotationRow> {
    const [saved] = await this.db.insert(motorDemoQuotations).values(row).returning();
    if (!saved) throw new Error('The motor quotation was not saved');
    return saved;
  }

  async find(id: string): Promise<MotorQuotationRow | undefined> {
    const [row] = await this.db.select().from(motorDemoQuotations).where(eq(motorDemoQuotations.id, id));
    return row;
  }

  async replace(id: string, row: Omit<NewMotorQuotationRow, 'id'>): Promise<MotorQuotationRow | undefined> {
    const [saved] = await this.db
      .update(motorDemoQuotations)
      .set({ ...row, updatedAt: new Date() })
      .where(eq(motorDemoQuotations.id, id))
      .returning();
    return saved;
  }

  /** Counts one more e-mail unless `max` were sent; the count after, or null when the cap was reached. */
  async countEmail(id: string, max: number): Promise<number | null> {
    const [row] = await this.db
      .update(motorDemoQuotations)
      .set({ emailsSent: sql`${motorDemoQuotations.emailsSent} + 1` })
      .where(sql`${motorDemoQuotations.id} = ${id} and ${motorDemoQuotations.emailsSent} < ${max}`)
      .returning({ emailsSent: motorDemoQuotations.emailsSent });
    return row ? row.emailsSent : null;
  }
}
