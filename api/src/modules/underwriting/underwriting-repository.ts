// Underwriting's tables: question sets and their questions, members' submissions and answers, and the
// beneficiary relationship choices. The rules that decide answers are the service's (underwriting-service.ts).
import { and, asc, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import {
  beneficiaryRelationships,
  underwritingAnswers,
  underwritingQuestionSets,
  underwritingQuestions,
  underwritingSubmissions,
} from '../../db/schema';

export type SubmissionRow = typeof underwritingSubmissions.$inferSelect;
export type NewSubmission = typeof underwritingSubmissions.$inferInsert;
export type QuestionSetRow = typeof underwritingQuestionSets.$inferSelect;
export type QuestionRow = typeof underwritingQuestions.$inferSelect;
export type AnswerRow = typeof underwritingAnswers.$inferSelect;
export type NewAnswer = typeof underwritingAnswers.$inferInsert;
export type RelationshipRow = typeof beneficiaryRelationships.$inferSelect;

export class UnderwritingRepository {
  constructor(private readonly db: Database) {}

  /** Active question sets (of a product, or one by id), in product and creation order. */
  async activeQuestionSets(filter: { productId?: number; id?: string }): Promise<QuestionSetRow[]> {
    return this.db
      .select()
      .from(underwritingQuestionSets)
      .where(
        and(
          eq(underwritingQuestionSets.isActive, true),
          filter.productId !== undefined
            ? eq(underwritingQuestionSets.productId, filter.productId)
            : undefined,
          filter.id !== undefined ? eq(underwritingQuestionSets.id, filter.id) : undefined,
        ),
      )
      .orderBy(underwritingQuestionSets.productId, underwritingQuestionSets.createdAt);
  }

  /** The questions of these sets, in position order. */
  async questionsOf(questionSetIds: string[]): Promise<QuestionRow[]> {
    return this.db
      .select()
      .from(underwritingQuestions)
      .where(inArray(underwritingQuestions.questionSetId, questionSetIds))
      .orderBy(underwritingQuestions.position);
  }

  /** Accepted, unused answers past their expiry (of one member, if given) become expired. */
  async expireDue(userId?: string, db: Database = this.db): Promise<void> {
    await db
      .update(underwritingSubmissions)
      .set({ status: 'expired', updatedAt: new Date() })
      .where(
        and(
          eq(underwritingSubmissions.status, 'accepted'),
          isNull(underwritingSubmissions.usedAt),
          lt(underwritingSubmissions.expiresAt, new Date()),
          userId ? eq(underwritingSubmissions.userId, userId) : undefined,
        ),
      );
  }

  /** Holds the member's lock on the product's submissions until the transaction `tx` ends. */
  async lockMemberProduct(tx: Database, userId: string, productId: number): Promise<void> {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`underwriting:${userId}:${productId}`}))`);
  }

  async hasRejected(userId: string, productId: number, db: Database = this.db): Promise<boolean> {
    const [row] = await db
      .select({ id: underwritingSubmissions.id })
      .from(underwritingSubmissions)
      .where(
        and(
          eq(underwritingSubmissions.userId, userId),
          eq(underwritingSubmissions.productId, productId),
          eq(underwritingSubmissions.status, 'rejected'),
        ),
      )
      .limit(1);
    return row !== undefined;
  }

  /** The member's pending and accepted, unused submissions for the product become obsolete. */
  async makeObsolete(userId: string, productId: number, now: Date, db: Database = this.db): Promise<void> {
    await db
      .update(underwritingSubmissions)
      .set({ status: 'obsolete', updatedAt: now })
      .where(
        and(
          eq(underwritingSubmissions.userId, userId),
          eq(underwritingSubmissions.productId, productId),
          inArray(underwritingSubmissions.status, ['pending', 'accepted']),
          isNull(underwritingSubmissions.usedAt),
        ),
      );
  }

  async insertSubmission(values: NewSubmission, db: Database = this.db): Promise<SubmissionRow> {
    const [row] = await db.insert(underwritingSubmissions).values(values).returning();
    return row!;
  }

  async insertAnswers(values: NewAnswer[], db: Database = this.db): Promise<AnswerRow[]> {
    return db.insert(underwritingAnswers).values(values).returning();
  }

  async answersOf(submissionIds: string[]): Promise<AnswerRow[]> {
    return this.db
      .select()
      .from(underwritingAnswers)
      .where(inArray(underwritingAnswers.submissionId, submissionIds));
  }

  /** The member's submissions (for a product, if given), newest first. */
  async submissionsOf(userId: string, productId?: number): Promise<SubmissionRow[]> {
    return this.db
      .select()
      .from(underwritingSubmissions)
      .where(
        and(
          eq(underwritingSubmissions.userId, userId),
          productId !== undefined ? eq(underwritingSubmissions.productId, productId) : undefined,
        ),
      )
      .orderBy(desc(underwritingSubmissions.createdAt));
  }

  /** One submission (only if it is the member's, when `userId` is given). */
  async submission(id: string, userId: string | null): Promise<SubmissionRow | undefined> {
    const [row] = await this.db
      .select()
      .from(underwritingSubmissions)
      .where(
        and(
          eq(underwritingSubmissions.id, id),
          userId ? eq(underwritingSubmissions.userId, userId) : undefined,
        ),
      );
    return row;
  }

  /** The member's submission, locked for update in the transaction `tx`. */
  async lockSubmission(tx: Database, id: string, userId?: string): Promise<SubmissionRow | undefined> {
    const [row] = await tx
      .select()
      .from(underwritingSubmissions)
      .where(
        and(
          eq(underwritingSubmissions.id, id),
          userId ? eq(underwritingSubmissions.userId, userId) : undefined,
        ),
      )
      .for('update');
    return row;
  }

  /** Submissions awaiting review, oldest first. */
  async pending(): Promise<SubmissionRow[]> {
    return this.db
      .select()
      .from(underwritingSubmissions)
      .where(eq(underwritingSubmissions.status, 'pending'))
      .orderBy(underwritingSubmissions.createdAt);
  }

  async updateSubmission(
    id: string,
    changes: Partial<NewSubmission>,
    db: Database = this.db,
  ): Promise<SubmissionRow | undefined> {
    const [row] = await db
      .update(underwritingSubmissions)
      .set(changes)
      .where(eq(underwritingSubmissions.id, id))
      .returning();
    return row;
  }

  /** The beneficiary relationship choices, in their display order. */
  async relationships(): Promise<RelationshipRow[]> {
    return this.db
      .select()
      .from(beneficiaryRelationships)
      .orderBy(asc(beneficiaryRelationships.sortOrder), asc(beneficiaryRelationships.code));
  }
}
