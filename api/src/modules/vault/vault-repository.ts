// The vault's queries. Every read and write of a member's policy or document names the member: another
// member's row is simply not found.
import { and, asc, count, desc, eq, gte, inArray, isNotNull, lte, ne, or, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { insurers, users, vaultAttachments, vaultPolicies } from '../../db/schema';

export type VaultPolicyRow = typeof vaultPolicies.$inferSelect;
export type NewVaultPolicy = typeof vaultPolicies.$inferInsert;
export type VaultAttachmentRow = typeof vaultAttachments.$inferSelect;

export interface VaultPolicyWithInsurer extends VaultPolicyRow {
  insurerName: string | null;
  attachmentCount: number;
}

const attachmentCount = sql<number>`(select count(*)::int from ${vaultAttachments} where ${vaultAttachments.policyId} = ${vaultPolicies.id})`;

export class VaultRepository {
  constructor(private readonly db: Database) {}

  private selectPolicies() {
    return this.db
      .select({ policy: vaultPolicies, insurerName: insurers.name, attachmentCount })
      .from(vaultPolicies)
      .leftJoin(insurers, eq(insurers.id, vaultPolicies.insurerId));
  }

  async page(
    userId: string,
    page: { limit: number; offset: number },
  ): Promise<{ total: number; rows: VaultPolicyWithInsurer[] }> {
    const [rows, [total]] = await Promise.all([
      this.selectPolicies()
        .where(eq(vaultPolicies.userId, userId))
        .orderBy(desc(vaultPolicies.createdAt), desc(vaultPolicies.id))
        .limit(page.limit)
        .offset(page.offset),
      this.db.select({ value: count() }).from(vaultPolicies).where(eq(vaultPolicies.userId, userId)),
    ]);
    return {
      total: total?.value ?? 0,
      rows: rows.map((row) => ({
        ...row.policy,
        insurerName: row.insurerName,
        attachmentCount: row.attachmentCount,
      })),
    };
  }

  async all(userId: string): Promise<VaultPolicyWithInsurer[]> {
    const rows = await this.selectPolicies()
      .where(eq(vaultPolicies.userId, userId))
      .orderBy(asc(vaultPolicies.expiryDate), asc(vaultPolicies.createdAt));
    return rows.map((row) => ({
      ...row.policy,
      insurerName: row.insurerName,
      attachmentCount: row.attachmentCount,
    }));
  }

  async ofMember(id: string, userId: string): Promise<VaultPolicyWithInsurer | null> {
    const [row] = await this.selectPolicies().where(
      and(eq(vaultPolicies.id, id), eq(vaultPolicies.userId, userId)),
    );
    return row ? { ...row.policy, insurerName: row.insurerName, attachmentCount: row.attachmentCount } : null;
  }

  async countOf(userId: string): Promise<number> {
    const [row] = await this.db
      .select({ value: count() })
      .from(vaultPolicies)
      .where(eq(vaultPolicies.userId, userId));
    return row?.value ?? 0;
  }

  async insert(row: NewVaultPolicy): Promise<VaultPolicyRow> {
    const [saved] = await this.db.insert(vaultPolicies).values(row).returning();
    if (!saved) throw new Error('The vault policy was not saved');
    return saved;
  }

  async update(id: string, userId: string, changes: Partial<NewVaultPolicy>): Promise<boolean> {
    const updated = await this.db
      .update(vaultPolicies)
      .set({ ...changes, updatedAt: new Date() })
      .where(and(eq(vaultPolicies.id, id), eq(vaultPolicies.userId, userId)))
      .returning({ id: vaultPolicies.id });
    return updated.length > 0;
  }

  async delete(id: string, userId: string): Promise<boolean> {
    const deleted = await this.db
      .delete(vaultPolicies)
      .where(and(eq(vaultPolicies.id, id), eq(vaultPolicies.userId, userId)))
      .returning({ id: vaultPolicies.id });
    return deleted.length > 0;
  }

  async insurerExists(id: number): Promise<boolean> {
    const [row] = await this.db.select({ id: insurers.id }).from(insurers).where(eq(insurers.id, id));
    return Boolean(row);
  }

  async insurerNames(): Promise<{ id: number; name: string }[]> {
    return this.db.select({ id: insurers.id, name: insurers.name }).from(insurers);
  }

  // Attachments ------------------------------------------------------------------------------------------------

  async attachmentsOf(policyId: string, userId: string): Promise<VaultAttachmentRow[]> {
    return this.db
      .select()
      .from(vaultAttachments)
      .where(and(eq(vaultAttachments.policyId, policyId), eq(vaultAttachments.userId, userId)))
      .orderBy(asc(vaultAttachments.createdAt), asc(vaultAttachments.id));
  }

  async attachment(policyId: string, id: string, userId: string): Promise<VaultAttachmentRow | null> {
    const [row] = await this.db
      .select()
      .from(vaultAttachments)
      .where(
        and(
          eq(vaultAttachments.id, id),
          eq(vaultAttachments.policyId, policyId),
          eq(vaultAttachments.userId, userId),
        ),
      );
    return row ?? null;
  }

  async insertAttachment(row: typeof vaultAttachments.$inferInsert): Promise<VaultAttachmentRow> {
    const [saved] = await this.db.insert(vaultAttachments).values(row).returning();
    if (!saved) throw new Error('The vault attachment was not saved');
    return saved;
  }

  async deleteAttachment(id: string, userId: string): Promise<void> {
    await this.db
      .delete(vaultAttachments)
      .where(and(eq(vaultAttachments.id, id), eq(vaultAttachments.userId, userId)));
  }

  // Reminders --------------------------------------------------------------------------------------------------

  /** Policies of active members ending from `from` to `to` whose reminder for that expiry date is not sent. */
  async dueForReminder(from: string, to: string) {
    return this.db
      .select({
        policy: vaultPolicies,
        insurerName: insurers.name,
        email: users.email,
        firstName: users.firstName,
        language: users.language,
      })
      .from(vaultPolicies)
      .innerJoin(users, eq(users.id, vaultPolicies.userId))
      .leftJoin(insurers, eq(insurers.id, vaultPolicies.insurerId))
      .where(
        and(
          isNotNull(vaultPolicies.expiryDate),
          gte(vaultPolicies.expiryDate, from),
          lte(vaultPolicies.expiryDate, to),
          or(
            isNull(vaultPolicies.reminderSentFor),
            ne(vaultPolicies.reminderSentFor, vaultPolicies.expiryDate),
          ),
          eq(users.isActive, true),
          isNull(users.deletedAt),
        ),
      );
  }

  /** Marks the reminder sent, unless the expiry date changed meanwhile; true when this call marked it. */
  async markReminded(id: string, expiryDate: string, db: Database = this.db): Promise<boolean> {
    const updated = await db
      .update(vaultPolicies)
      .set({ reminderSentFor: expiryDate })
      .where(
        and(
          eq(vaultPolicies.id, id),
          eq(vaultPolicies.expiryDate, expiryDate),
          or(isNull(vaultPolicies.reminderSentFor), ne(vaultPolicies.reminderSentFor, expiryDate)),
        ),
      )
      .returning({ id: vaultPolicies.id });
    return updated.length > 0;
  }

  async storageKeysOf(policyIds: string[], db: Database = this.db): Promise<string[]> {
    if (policyIds.length === 0) return [];
    const rows = await db
      .select({ key: vaultAttachments.storageKey })
      .from(vaultAttachments)
      .where(inArray(vaultAttachments.policyId, policyIds));
    return rows.map((row) => row.key);
  }
}
