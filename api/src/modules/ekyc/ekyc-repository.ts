// eKYC's tables (submissions, their audit trail, declarations, the image access log) and what eKYC keeps on
// the member's row (the mirrored status, the identity a verified NRIC fills in). Every writer locks the
// member's row before any submission row (lockMember, lockSubmission), so two writers never wait on each other
// in opposite orders. The rules (the transition table, the outcome) are the service's (ekyc-service.ts).
import { and, asc, desc, eq, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import {
  ekycDeclarations,
  ekycImageAccessLog,
  ekycSubmissions,
  ekycTransitions,
  users,
  type EkycImageKind,
  type EkycStatus,
} from '../../db/schema';
import { announceProfileChange } from '../auth/profile-cache';

export type SubmissionRow = typeof ekycSubmissions.$inferSelect;
export type NewSubmission = typeof ekycSubmissions.$inferInsert;
export type DeclarationRow = typeof ekycDeclarations.$inferSelect;
export type NewDeclarationRow = typeof ekycDeclarations.$inferInsert;
export type TransitionRow = typeof ekycTransitions.$inferSelect;
export type NewTransition = typeof ekycTransitions.$inferInsert;
export type MemberRow = typeof users.$inferSelect;

export class EkycRepository {
  constructor(private readonly db: Database) {}

  // ---- Submissions --------------------------------------------------------------------------------------------

  /** The member's newest submission; `current`: only one the member did not reset. */
  async newestSubmission(
    userId: string,
    options: { current: boolean; db?: Database },
  ): Promise<SubmissionRow | undefined> {
    const [row] = await (options.db ?? this.db)
      .select()
      .from(ekycSubmissions)
      .where(
        and(
          eq(ekycSubmissions.userId, userId),
          options.current ? isNull(ekycSubmissions.resetAt) : undefined,
        ),
      )
      .orderBy(desc(ekycSubmissions.createdAt), desc(ekycSubmissions.id))
      .limit(1);
    return row;
  }

  async submission(id: string): Promise<SubmissionRow | undefined> {
    const [row] = await this.db.select().from(ekycSubmissions).where(eq(ekycSubmissions.id, id)).limit(1);
    return row;
  }

  async insertSubmission(values: NewSubmission, db: Database = this.db): Promise<SubmissionRow> {
    const [row] = await db.insert(ekycSubmissions).values(values).returning();
    return row!;
  }

  /** Moves a submission that is still in `from`; answers the updated row, or undefined (a concurrent change). */
  async moveStatus(
    tx: Database,
    id: string,
    from: EkycStatus,
    changes: Partial<NewSubmission> & { status: EkycStatus },
  ): Promise<SubmissionRow | undefined> {
    const [row] = await tx
      .update(ekycSubmissions)
      .set(changes)
      .where(and(eq(ekycSubmissions.id, id), eq(ekycSubmissions.status, from)))
      .returning();
    return row;
  }

  /** Marks a submission reset by the member, unless it already is; answers whether it was. */
  async markReset(tx: Database, id: string, at: Date): Promise<boolean> {
    const [row] = await tx
      .update(ekycSubmissions)
      .set({ resetAt: at, updatedAt: at })
      .where(and(eq(ekycSubmissions.id, id), isNull(ekycSubmissions.resetAt)))
      .returning({ id: ekycSubmissions.id });
    return row !== undefined;
  }

  async updateSubmission(id: string, changes: Partial<NewSubmission>, db: Database = this.db): Promise<void> {
    await db.update(ekycSubmissions).set(changes).where(eq(ekycSubmissions.id, id));
  }

  /** Whether another member has an accepted submission for this NRIC. */
  async acceptedElsewhere(tx: Database, idRef: string, userId: string): Promise<boolean> {
    const [row] = await tx
      .select({ id: ekycSubmissions.id })
      .from(ekycSubmissions)
      .where(
        and(
          eq(ekycSubmissions.idRef, idRef),
          eq(ekycSubmissions.status, 'accepted'),
          ne(ekycSubmissions.userId, userId),
        ),
      )
      .limit(1);
    return row !== undefined;
  }

  /**
   * Submissions not reset that are undetermined or suspicious, or pending or processing since before
   * `staleBefore`, with their members; least recently changed first.
   */
  async reviewQueue(
    staleBefore: Date,
  ): Promise<(SubmissionRow & { email: string; firstName: string; lastName: string })[]> {
    const rows = await this.db
      .select({
        submission: ekycSubmissions,
        email: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
      })
      .from(ekycSubmissions)
      .innerJoin(users, eq(users.id, ekycSubmissions.userId))
      .where(
        and(
          isNull(ekycSubmissions.resetAt),
          or(
            inArray(ekycSubmissions.status, ['undetermined', 'suspicious']),
            and(
              inArray(ekycSubmissions.status, ['pending', 'processing']),
              lt(ekycSubmissions.updatedAt, staleBefore),
            ),
          ),
        ),
      )
      .orderBy(asc(ekycSubmissions.updatedAt));
    return rows.map((row) => ({
      ...row.submission,
      email: row.email,
      firstName: row.firstName,
      lastName: row.lastName,
    }));
  }

  /** Submissions whose images are kept past `now`, their retention date (500 at a time). */
  async pastRetention(now: Date): Promise<SubmissionRow[]> {
    return this.db
      .select()
      .from(ekycSubmissions)
      .where(and(isNull(ekycSubmissions.imagesDeletedAt), lt(ekycSubmissions.retentionUntil, now)))
      .limit(500);
  }

  // ---- Audit trail, declarations, image views -----------------------------------------------------------------

  async insertTransition(values: NewTransition, db: Database = this.db): Promise<void> {
    await db.insert(ekycTransitions).values(values);
  }

  async transitionsOf(submissionId: string): Promise<TransitionRow[]> {
    return this.db
      .select()
      .from(ekycTransitions)
      .where(eq(ekycTransitions.submissionId, submissionId))
      .orderBy(asc(ekycTransitions.id));
  }

  async latestDeclaration(userId: string, db: Database = this.db): Promise<DeclarationRow | undefined> {
    const [row] = await db
      .select()
      .from(ekycDeclarations)
      .where(eq(ekycDeclarations.userId, userId))
      .orderBy(desc(ekycDeclarations.createdAt), desc(ekycDeclarations.id))
      .limit(1);
    return row;
  }

  async insertDeclaration(values: NewDeclarationRow, db: Database = this.db): Promise<DeclarationRow> {
    const [row] = await db.insert(ekycDeclarations).values(values).returning();
    return row!;
  }

  async logImageView(entry: {
    submissionId: string;
    kind: EkycImageKind;
    viewerId: string;
    ip: string | null;
  }): Promise<void> {
    await this.db.insert(ekycImageAccessLog).values(entry);
  }

  // ---- The member's row ---------------------------------------------------------------------------------------

  /** The member's NRIC, date of birth and gender as the profile has them. */
  async memberIdentity(userId: string): Promise<Pick<MemberRow, 'idRef' | 'dob' | 'gender'> | undefined> {
    const [row] = await this.db
      .select({ idRef: users.idRef, dob: users.dob, gender: users.gender })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1);
    return row;
  }

  /** The member's e-mail address and name, for staff. */
  async memberContact(
    userId: string,
  ): Promise<Pick<MemberRow, 'email' | 'firstName' | 'lastName'> | undefined> {
    const [row] = await this.db
      .select({ email: users.email, firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1);
    return row;
  }

  /** Locks the member's row until the transaction `tx` ends. */
  async lockMember(tx: Database, userId: string): Promise<MemberRow | undefined> {
    const [row] = await tx.select().from(users).where(eq(users.id, userId)).for('update').limit(1);
    return row;
  }

  /** Locks a submission, its member first; both null when there is no such submission. */
  async lockSubmission(
    tx: Database,
    submissionId: string,
  ): Promise<{ user: MemberRow | null; row: SubmissionRow | null }> {
    const [owner] = await tx
      .select({ userId: ekycSubmissions.userId })
      .from(ekycSubmissions)
      .where(eq(ekycSubmissions.id, submissionId))
      .limit(1);
    if (!owner) return { user: null, row: null };
    const user = await this.lockMember(tx, owner.userId);
    const [row] = await tx
      .select()
      .from(ekycSubmissions)
      .where(eq(ekycSubmissions.id, submissionId))
      .for('update')
      .limit(1);
    return { user: user ?? null, row: row ?? null };
  }

  /** Mirrors the verification status on the member. */
  async setMemberStatus(tx: Database, userId: string, status: EkycStatus, at: Date): Promise<void> {
    await tx.update(users).set({ ekycStatus: status, updatedAt: at }).where(eq(users.id, userId));
    announceProfileChange(userId);
  }

  /** Sets the verified NRIC, and the date of birth and gender where the profile has none. */
  async completeMemberIdentity(
    tx: Database,
    userId: string,
    nric: { dashed: string; dob: string; gender: string },
  ): Promise<void> {
    await tx
      .update(users)
      .set({
        idRef: nric.dashed,
        dob: sql`coalesce(${users.dob}, ${nric.dob}::date)`,
        gender: sql`coalesce(${users.gender}, ${nric.gender})`,
      })
      .where(eq(users.id, userId));
    announceProfileChange(userId);
  }
}
