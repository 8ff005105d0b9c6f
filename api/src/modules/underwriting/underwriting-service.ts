// Underwriting: a product's question sets, members' answers, and the rule engine that decides them.
//
// Rules (written down here and in api/README.md):
// - Every question of the set is answered exactly once, Yes or No; a Yes needs a note (what, when, treatment).
// - All No -> accepted at once. Any Yes -> pending, for staff review (POST staff/api/v1/underwriting/<uuid>/decision/).
// - A member who had answers rejected for the product goes to review again, whatever the new answers say, so
//   changing one's answers after a rejection does not buy cover unseen.
// - A new submission makes the member's earlier pending or accepted, unused ones for the product obsolete.
//   Rejected ones stay rejected (the record of the decision).
// - Accepted answers not used by an application within 30 days (from acceptance) become expired.
// - Answers used by an application (usedAt) never change status again.
import type { Database } from '../../db/database';
import type { UnderwritingStatus } from '../../db/schema';
import { AppError, invalid, type FieldErrors } from '../../lib/errors';
import type { Locale } from '../../lib/i18n';
import type { EmailService } from '../mail/email-service';
import { UsersRepository } from '../auth/users-repository';
import {
  UnderwritingRepository,
  type AnswerRow,
  type QuestionRow,
  type QuestionSetRow,
  type RelationshipRow,
  type SubmissionRow,
} from './underwriting-repository';

export const UNDERWRITING_VALID_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

export type { AnswerRow, QuestionRow, QuestionSetRow, SubmissionRow } from './underwriting-repository';

export interface QuestionSetWithQuestions extends QuestionSetRow {
  questions: QuestionRow[];
}

export interface SubmissionWithAnswers extends SubmissionRow {
  answers: AnswerRow[];
}

export interface SubmissionMember {
  email: string;
  firstName: string;
  lastName: string;
}

export interface AnswerInput {
  question: string;
  answer: 'yes' | 'no';
  user_note?: string | null;
}

export interface SubmissionInput {
  product: number;
  question_set: string;
  answers: AnswerInput[];
  submit: boolean;
}

export class UnderwritingService {
  constructor(
    /** Transactions only; the queries are the repositories'. */
    private readonly db: Database,
    private readonly emails: EmailService,
    private readonly rows: UnderwritingRepository = new UnderwritingRepository(db),
    private readonly users: UsersRepository = new UsersRepository(db),
  ) {}

  async questionSets(filter: { productId?: number; id?: string }): Promise<QuestionSetWithQuestions[]> {
    const sets = await this.rows.activeQuestionSets(filter);
    if (sets.length === 0) return [];
    const questions = await this.rows.questionsOf(sets.map((set) => set.id));
    return sets.map((set) => ({ ...set, questions: questions.filter((q) => q.questionSetId === set.id) }));
  }

  /** Marks accepted answers that were not used in time as expired (also run as housekeeping). */
  async expireDue(userId?: string, db: Database = this.db): Promise<void> {
    await this.rows.expireDue(userId, db);
  }

  async submit(userId: string, input: SubmissionInput): Promise<SubmissionWithAnswers> {
    if (!input.submit) throw invalid({ submit: [{ key: 'underwriting.submitRequired' }] });
    const [set] = await this.questionSets({ id: input.question_set });
    if (!set) throw invalid({ question_set: [{ key: 'underwriting.questionSetNotFound' }] });
    if (set.productId !== input.product) {
      throw invalid({ question_set: [{ key: 'underwriting.questionSetMismatch' }] });
    }

    const fields: FieldErrors = {};
    const known = new Map(set.questions.map((question) => [question.id, question]));
    const seen = new Set<string>();
    input.answers.forEach((answer, index) => {
      if (!known.has(answer.question)) {
        fields[`answers.${index}.question`] = [{ key: 'underwriting.unknownQuestion' }];
      } else if (seen.has(answer.question)) {
        fields[`answers.${index}.question`] = [{ key: 'underwriting.answerTwice' }];
      }
      seen.add(answer.question);
      if (answer.answer === 'yes' && !answer.user_note?.trim()) {
        fields[`answers.${index}.user_note`] = [{ key: 'underwriting.noteRequired' }];
      }
    });
    if (set.questions.some((question) => !seen.has(question.id))) {
      fields.answers = [{ key: 'underwriting.answerMissing' }];
    }
    if (Object.keys(fields).length > 0) throw invalid(fields);

    const anyYes = input.answers.some((answer) => answer.answer === 'yes');
    return this.db.transaction(async (tx) => {
      // One submission at a time per member and product, so "the older one becomes obsolete" holds.
      await this.rows.lockMemberProduct(tx, userId, input.product);
      const rejectedBefore = await this.rows.hasRejected(userId, input.product, tx);
      const now = new Date();
      await this.rows.makeObsolete(userId, input.product, now, tx);
      const status: UnderwritingStatus = anyYes || rejectedBefore ? 'pending' : 'accepted';
      const row = await this.rows.insertSubmission(
        {
          userId,
          productId: input.product,
          questionSetId: set.id,
          status,
          reason: status === 'accepted' ? null : anyYes ? 'any_yes' : 'previously_rejected',
          expiresAt: new Date(now.getTime() + UNDERWRITING_VALID_DAYS * DAY_MS),
          createdAt: now,
          updatedAt: now,
        },
        tx,
      );
      const answers = await this.rows.insertAnswers(
        input.answers.map((answer) => ({
          submissionId: row.id,
          questionId: answer.question,
          answer: answer.answer,
          userNote: answer.user_note?.trim() || null,
        })),
        tx,
      );
      return { ...row, answers };
    });
  }

  private async withAnswers(rows: SubmissionRow[]): Promise<SubmissionWithAnswers[]> {
    if (rows.length === 0) return [];
    const answers = await this.rows.answersOf(rows.map((row) => row.id));
    return rows.map((row) => ({
      ...row,
      answers: answers.filter((answer) => answer.submissionId === row.id),
    }));
  }

  async list(userId: string, productId?: number): Promise<SubmissionWithAnswers[]> {
    await this.expireDue(userId);
    return this.withAnswers(await this.rows.submissionsOf(userId, productId));
  }

  /** One submission; null unless it is the member's (or any member's when userId is null: staff). */
  async byId(id: string, userId: string | null): Promise<SubmissionWithAnswers | null> {
    await this.expireDue(userId ?? undefined);
    const row = await this.rows.submission(id, userId);
    if (!row) return null;
    const [withAnswers] = await this.withAnswers([row]);
    return withAnswers ?? null;
  }

  /** Answers awaiting review, oldest first, with the member who sent them (null once the member is gone). */
  async reviewQueue(): Promise<(SubmissionWithAnswers & { member: SubmissionMember | null })[]> {
    const rows = await this.withAnswers(await this.rows.pending());
    const members = await this.users.findManyById([...new Set(rows.map((row) => row.userId))]);
    return rows.map((row) => {
      const member = members.find((candidate) => candidate.id === row.userId);
      return {
        ...row,
        member: member
          ? { email: member.email, firstName: member.firstName, lastName: member.lastName }
          : null,
      };
    });
  }

  /** Staff accept or reject answers awaiting review; the member is e-mailed in their language. */
  async decide(
    id: string,
    decision: 'accept' | 'reject',
    reason: string | null,
    staffId: string,
  ): Promise<SubmissionWithAnswers> {
    const trimmed = reason?.trim() || null;
    if (decision === 'reject' && !trimmed)
      throw invalid({ reason: [{ key: 'underwriting.reasonRequired' }] });
    const row = await this.db.transaction(async (tx) => {
      const current = await this.rows.lockSubmission(tx, id);
      if (!current) throw new AppError(404, 'not_found', 'underwriting.notFound');
      if (current.status !== 'pending') throw new AppError(409, 'not_pending', 'underwriting.notPending');
      const now = new Date();
      const updated = await this.rows.updateSubmission(
        id,
        {
          status: decision === 'accept' ? 'accepted' : 'rejected',
          reason: trimmed,
          decidedBy: staffId,
          decidedAt: now,
          // Accepted answers are valid for 30 days from the decision, not from when they were sent.
          expiresAt:
            decision === 'accept'
              ? new Date(now.getTime() + UNDERWRITING_VALID_DAYS * DAY_MS)
              : current.expiresAt,
          updatedAt: now,
        },
        tx,
      );
      const member = await this.users.findById(current.userId, tx);
      if (member && !member.deletedAt) {
        await this.emails.send(
          member.email,
          member.language as Locale,
          {
            template: 'underwriting_decision',
            params: {
              firstName: member.firstName,
              decision: decision === 'accept' ? 'accepted' : 'rejected',
              reason: trimmed,
            },
          },
          { db: tx },
        );
      }
      return updated!;
    });
    const [withAnswers] = await this.withAnswers([row]);
    return withAnswers!;
  }

  /**
   * The accepted, unused answers of the member for the product, for an application; the error tells the member
   * what to do otherwise. Locks the row when given a transaction.
   */
  async requireUsable(
    userId: string,
    submissionId: string | null,
    productId: number,
    db: Database = this.db,
  ): Promise<SubmissionRow> {
    if (!submissionId) throw new AppError(409, 'underwriting_required', 'certificates.underwritingRequired');
    await this.expireDue(userId, db);
    const row = await this.rows.lockSubmission(db, submissionId, userId);
    if (!row) throw new AppError(409, 'underwriting_required', 'certificates.underwritingRequired');
    if (row.productId !== productId) {
      throw new AppError(409, 'underwriting_other_product', 'certificates.underwritingOtherProduct');
    }
    switch (row.status) {
      case 'accepted':
        // Answers serve one application; another one needs new answers.
        if (row.usedAt) throw new AppError(409, 'underwriting_stale', 'certificates.underwritingStale');
        return row;
      case 'pending':
        throw new AppError(409, 'underwriting_pending', 'certificates.underwritingPending');
      case 'rejected':
        throw new AppError(409, 'underwriting_rejected', 'certificates.underwritingRejected');
      default:
        throw new AppError(409, 'underwriting_stale', 'certificates.underwritingStale');
    }
  }

  async markUsed(submissionId: string, db: Database): Promise<void> {
    await this.rows.updateSubmission(submissionId, { usedAt: new Date(), updatedAt: new Date() }, db);
  }

  /** The beneficiary relationship choices, in their display order. */
  async relationships(): Promise<RelationshipRow[]> {
    return this.rows.relationships();
  }
}
