// Identity verification (eKYC): submissions, the vendor checks run by a job, the declaration, the member's
// reset, staff decisions, image access and retention. Every status change goes through `transition`, which
// enforces the table in ./status and writes the audit row in the same transaction.
import crypto from 'node:crypto';
import { parseNric } from '@teduh/shared/domain';
import { and, asc, desc, eq, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { EkycConfig } from '../../config';
import type { Database } from '../../db/database';
import type { RolesRepository } from '../auth/roles-repository';
import {
  ekycDeclarations,
  ekycImageAccessLog,
  ekycSubmissions,
  ekycTransitions,
  users,
  type EkycImageKind,
  type EkycStatus,
} from '../../db/schema';
import { AppError, invalid } from '../../lib/errors';
import type { Locale, MessageKey } from '../../lib/i18n';
import type { EmailService } from '../../plugins/app/mail';
import type { JobQueue } from '../jobs/job-queue';
import type { PreparedImage } from './images';
import { evaluateVendorResult, type EkycReasonCode } from './outcome';
import { reasonText } from './reasons';
import { IllegalTransitionError, assertTransition } from './status';
import type { ImageStorage } from './storage';
import type { VendorClient } from './vendor-client';

export const EKYC_VERIFY_JOB = 'ekyc.verify';
/** The "one more step: your declaration" e-mail, sent later and only if the declaration is still missing. */
export const EKYC_DECLARATION_REMINDER_JOB = 'ekyc.declaration-reminder';
/**
 * How long after the checks pass the reminder waits. The member is usually filling in the declaration at
 * that moment (the checks take seconds), so an immediate e-mail would be stale by the time it is read.
 */
export const DECLARATION_REMINDER_DELAY_MS = 30 * 60_000;

export type SubmissionRow = typeof ekycSubmissions.$inferSelect;
export type DeclarationRow = typeof ekycDeclarations.$inferSelect;
export type TransitionRow = typeof ekycTransitions.$inferSelect;

export const imageKinds: readonly EkycImageKind[] = ['front_ic', 'back_ic', 'selfie'];

/** The actor of a change: a user (member or staff) by id, or the system, the vendor, the staff CLI. */
export type EkycActor =
  | { kind: 'member' | 'staff'; userId: string }
  | { kind: 'system' | 'vendor' }
  | { kind: 'cli'; label?: string };

function actorLabel(actor: EkycActor): string {
  if (actor.kind === 'member' || actor.kind === 'staff') return actor.userId;
  if (actor.kind === 'cli') return actor.label ? `cli:${actor.label}` : 'cli';
  return actor.kind;
}

export interface Submission {
  uuid: string;
  status: EkycStatus;
  id_ref: string;
  created_at: string;
  updated_at: string;
  reason: string | null;
  can_retry: boolean;
  images: Record<EkycImageKind, string>;
  retention_until: string;
}

export interface Declaration {
  uuid: string;
  nationality: 'malaysian' | 'foreigner';
  country_of_origin: string;
  postcode: string;
  address_1: string;
  address_2: string | null;
  city: string;
  state: string;
  phone: string;
  height_cm: number;
  weight_kg: number;
  smoker: boolean;
  accuracy_acknowledged: true;
  created_at: string;
}

export interface EkycOverview {
  status: EkycStatus;
  user: { id_ref: string | null };
  submission: Submission | null;
  declaration: Declaration | null;
  retention_days: number;
}

export interface NewDeclaration {
  nationality: 'malaysian' | 'foreigner';
  countryOfOrigin: string;
  postcode: string;
  address1: string;
  address2: string | null;
  city: string;
  state: string;
  phone: string;
  heightCm: number;
  weightKg: number;
  smoker: boolean;
}

export type StaffDecision = 'accept' | 'reject' | 'reject-can-retry';

export type CheckKind = 'id' | 'face' | 'doc';

export const imagePath = (uuid: string, kind: EkycImageKind) => `/ekyc/api/v1/${uuid}/images/${kind}/`;

/** The member-facing reason of a rejected or rejected-can-retry submission, in the member's language. */
export function memberReason(row: SubmissionRow, locale: Locale): string | null {
  if (row.status !== 'rejected' && row.status !== 'rejected-can-retry') return null;
  return reasonText(row.status, row.reasonCode, row.reasonNote, locale);
}

export function toSubmission(row: SubmissionRow, locale: Locale): Submission {
  return {
    uuid: row.id,
    status: row.status,
    id_ref: row.idRef,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    reason: memberReason(row, locale),
    can_retry: row.status === 'rejected-can-retry',
    images: {
      front_ic: imagePath(row.id, 'front_ic'),
      back_ic: imagePath(row.id, 'back_ic'),
      selfie: imagePath(row.id, 'selfie'),
    },
    retention_until: row.retentionUntil.toISOString(),
  };
}

export function toDeclaration(row: DeclarationRow): Declaration {
  return {
    uuid: row.id,
    nationality: row.nationality,
    country_of_origin: row.countryOfOrigin,
    postcode: row.postcode,
    address_1: row.address1,
    address_2: row.address2,
    city: row.city,
    state: row.state,
    phone: row.phone,
    height_cm: row.heightCm,
    weight_kg: row.weightKg,
    smoker: row.smoker,
    accuracy_acknowledged: true,
    created_at: row.createdAt.toISOString(),
  };
}

const DAY_MS = 24 * 60 * 60 * 1000;

export class EkycService {
  constructor(
    private readonly db: Database,
    private readonly roles: RolesRepository,
    private readonly storage: ImageStorage,
    private readonly vendor: VendorClient,
    private readonly emails: EmailService,
    private readonly jobs: JobQueue,
    private readonly config: EkycConfig,
    private readonly log: FastifyBaseLogger,
  ) {}

  // Reading.

  /** The member's current submission: the newest one not reset by the member. */
  async current(userId: string, db: Database = this.db): Promise<SubmissionRow | null> {
    const [row] = await db
      .select()
      .from(ekycSubmissions)
      .where(and(eq(ekycSubmissions.userId, userId), isNull(ekycSubmissions.resetAt)))
      .orderBy(desc(ekycSubmissions.createdAt), desc(ekycSubmissions.id))
      .limit(1);
    return row ?? null;
  }

  /** The newest submission, reset or not (the checks of the last attempt). */
  async latest(userId: string): Promise<SubmissionRow | null> {
    const [row] = await this.db
      .select()
      .from(ekycSubmissions)
      .where(eq(ekycSubmissions.userId, userId))
      .orderBy(desc(ekycSubmissions.createdAt), desc(ekycSubmissions.id))
      .limit(1);
    return row ?? null;
  }

  async latestDeclaration(userId: string, db: Database = this.db): Promise<DeclarationRow | null> {
    const [row] = await db
      .select()
      .from(ekycDeclarations)
      .where(eq(ekycDeclarations.userId, userId))
      .orderBy(desc(ekycDeclarations.createdAt), desc(ekycDeclarations.id))
      .limit(1);
    return row ?? null;
  }

  async overview(userId: string, locale: Locale): Promise<EkycOverview> {
    const [submission, declaration, [user]] = await Promise.all([
      this.current(userId),
      this.latestDeclaration(userId),
      this.db.select({ idRef: users.idRef }).from(users).where(eq(users.id, userId)).limit(1),
    ]);
    return {
      status: submission?.status ?? 'unverified',
      user: { id_ref: submission?.idRef ?? user?.idRef ?? null },
      submission: submission ? toSubmission(submission, locale) : null,
      declaration: declaration ? toDeclaration(declaration) : null,
      retention_days: this.config.retentionDays,
    };
  }

  async byId(uuid: string): Promise<SubmissionRow | null> {
    const [row] = await this.db.select().from(ekycSubmissions).where(eq(ekycSubmissions.id, uuid)).limit(1);
    return row ?? null;
  }

  /** One submission for its owner or for staff; anybody else learns nothing (404). */
  async forViewer(uuid: string, viewerId: string): Promise<SubmissionRow> {
    const row = await this.byId(uuid);
    if (!row) throw new AppError(404, 'not_found', 'ekyc.notFound');
    if (row.userId !== viewerId && !(await this.roles.isStaff(viewerId))) {
      throw new AppError(404, 'not_found', 'ekyc.notFound');
    }
    return row;
  }

  async image(
    uuid: string,
    kind: EkycImageKind,
    viewer: { userId: string; ip: string | null },
  ): Promise<{ data: Buffer; type: string }> {
    const row = await this.byId(uuid);
    if (!row) throw new AppError(404, 'not_found', 'ekyc.notFound');
    const owner = row.userId === viewer.userId;
    if (!owner && !(await this.roles.isStaff(viewer.userId)))
      throw new AppError(404, 'not_found', 'ekyc.notFound');
    if (row.imagesDeletedAt) throw new AppError(404, 'not_found', 'ekyc.imageNotFound');
    const { key, type } = imageRef(row, kind);
    const data = await this.storage.get(key);
    if (!data) throw new AppError(404, 'not_found', 'ekyc.imageNotFound');
    if (!owner) {
      await this.db
        .insert(ekycImageAccessLog)
        .values({ submissionId: row.id, kind, viewerId: viewer.userId, ip: viewer.ip });
    }
    return { data, type };
  }

  async transitionsOf(submissionId: string): Promise<TransitionRow[]> {
    return this.db
      .select()
      .from(ekycTransitions)
      .where(eq(ekycTransitions.submissionId, submissionId))
      .orderBy(asc(ekycTransitions.id));
  }

  /** The vendor's checks of the member's latest submission, by kind; null before the checks ran. */
  async checks(userId: string, kind: CheckKind): Promise<Record<string, unknown> | null> {
    const row = await this.latest(userId);
    const result = row?.vendorResult;
    if (!row || !result || !row.vendorCheckedAt) return null;
    const base = { submission: row.id, checked_at: row.vendorCheckedAt.toISOString() };
    switch (kind) {
      case 'id':
        return {
          ...base,
          id_ref: row.idRef,
          extracted_id_number: result.document.extracted_id_number,
          matches: result.document.extracted_id_number === row.idRef,
        };
      case 'face':
        return {
          ...base,
          face_match: { score: result.face_match.score, threshold: this.config.thresholds.faceMatch },
          liveness: { ...result.liveness, threshold: this.config.thresholds.liveness },
        };
      case 'doc':
        return {
          ...base,
          document: {
            authentic: result.document.authentic,
            score: result.document.score,
            tampered: result.document.tampered,
            threshold: this.config.thresholds.document,
          },
        };
    }
  }

  // Changing.

  /**
   * The one way a status changes: checks the transition table, moves the row only if it is still in `from`
   * (a concurrent change loses), writes the audit row, mirrors the status on the member, and on acceptance
   * completes the profile from the NRIC. Run inside the caller's transaction.
   */
  async transition(
    tx: Database,
    row: SubmissionRow,
    to: EkycStatus,
    actor: EkycActor,
    details: { reason?: string | null; reasonCode?: EkycReasonCode | null; reasonNote?: string | null } = {},
  ): Promise<SubmissionRow> {
    const from = row.status;
    assertTransition(from, to, actor.kind);
    const now = new Date();
    const [updated] = await tx
      .update(ekycSubmissions)
      .set({
        status: to,
        updatedAt: now,
        ...(details.reasonCode !== undefined ? { reasonCode: details.reasonCode } : {}),
        ...(details.reasonNote !== undefined ? { reasonNote: details.reasonNote } : {}),
      })
      .where(and(eq(ekycSubmissions.id, row.id), eq(ekycSubmissions.status, from)))
      .returning();
    if (!updated) throw new IllegalTransitionError(from, to, actor.kind);
    await tx.insert(ekycTransitions).values({
      submissionId: row.id,
      fromStatus: from,
      toStatus: to,
      actor: actorLabel(actor),
      reason: details.reason ?? details.reasonNote ?? details.reasonCode ?? null,
      at: now,
    });
    await tx.update(users).set({ ekycStatus: to, updatedAt: now }).where(eq(users.id, row.userId));
    if (to === 'accepted') await this.completeProfile(tx, row);
    return updated;
  }

  /** Fills the profile's NRIC, date of birth and gender from the verified NRIC where they are empty. */
  private async completeProfile(tx: Database, row: SubmissionRow): Promise<void> {
    const nric = parseNric(row.idRef);
    if (!nric) return;
    await tx
      .update(users)
      .set({
        idRef: nric.dashed,
        dob: sql`coalesce(${users.dob}, ${nric.dob}::date)`,
        gender: sql`coalesce(${users.gender}, ${nric.gender})`,
      })
      .where(eq(users.id, row.userId));
  }

  /** Locks the member's row so two uploads (or an upload and a reset) cannot interleave. */
  private async lockMember(tx: Database, userId: string) {
    const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update').limit(1);
    if (!user) throw new AppError(403, 'token_not_valid', 'auth.tokenNotValid');
    return user;
  }

  /**
   * Locks a submission for a change, its member first: every writer locks the member's row before any
   * submission row, so two writers never wait on each other in opposite orders.
   */
  private async lockSubmission(tx: Database, submissionId: string) {
    const [owner] = await tx
      .select({ userId: ekycSubmissions.userId })
      .from(ekycSubmissions)
      .where(eq(ekycSubmissions.id, submissionId))
      .limit(1);
    if (!owner) return { user: null, row: null };
    const [user] = await tx.select().from(users).where(eq(users.id, owner.userId)).for('update').limit(1);
    const [row] = await tx
      .select()
      .from(ekycSubmissions)
      .where(eq(ekycSubmissions.id, submissionId))
      .for('update')
      .limit(1);
    return { user: user ?? null, row: row ?? null };
  }

  /** Checks the claimed NRIC against the profile's date of birth and gender, when the profile has them. */
  async checkClaimAgainstProfile(userId: string, idRef: string): Promise<void> {
    const [user] = await this.db
      .select({ dob: users.dob, gender: users.gender })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1);
    const nric = parseNric(idRef);
    if (!user || !nric) return;
    const problems: MessageKey[] = [];
    if (user.dob && user.dob.slice(2) !== nric.dob.slice(2)) problems.push('validation.nricDobMismatch');
    if (user.gender && user.gender !== nric.gender) problems.push('validation.nricGenderMismatch');
    if (problems.length > 0) throw invalid({ id_ref: problems.map((key) => ({ key })) });
  }

  async assertCanSubmit(userId: string, db: Database = this.db): Promise<void> {
    const current = await this.current(userId, db);
    if (current) throw new AppError(409, 'ekyc_submission_exists', 'ekyc.submissionExists');
  }

  /** A new submission: images stored, row and audit written, the vendor check queued. */
  async submit(
    userId: string,
    idRef: string,
    images: Record<EkycImageKind, PreparedImage>,
  ): Promise<SubmissionRow> {
    await this.assertCanSubmit(userId);
    await this.checkClaimAgainstProfile(userId, idRef);
    const id = crypto.randomUUID();
    const keys = Object.fromEntries(
      imageKinds.map((kind) => [kind, `${id}/${kind}.${images[kind].ext}`]),
    ) as Record<EkycImageKind, string>;
    for (const kind of imageKinds) await this.storage.put(keys[kind], images[kind].data);
    try {
      return await this.db.transaction(async (tx) => {
        await this.lockMember(tx, userId);
        await this.assertCanSubmit(userId, tx);
        const now = new Date();
        const [row] = await tx
          .insert(ekycSubmissions)
          .values({
            id,
            userId,
            status: 'pending',
            idRef,
            frontKey: keys.front_ic,
            frontType: images.front_ic.type,
            backKey: keys.back_ic,
            backType: images.back_ic.type,
            selfieKey: keys.selfie,
            selfieType: images.selfie.type,
            // AMLA: identification records are kept six years (EKYC_RETENTION_DAYS) from the submission.
            retentionUntil: new Date(now.getTime() + this.config.retentionDays * DAY_MS),
            createdAt: now,
            updatedAt: now,
          })
          .returning();
        assertTransition('unverified', 'pending', 'member');
        await tx.insert(ekycTransitions).values({
          submissionId: id,
          fromStatus: 'unverified',
          toStatus: 'pending',
          actor: userId,
          reason: 'images uploaded',
          at: now,
        });
        await tx.update(users).set({ ekycStatus: 'pending', updatedAt: now }).where(eq(users.id, userId));
        await this.jobs.enqueue(EKYC_VERIFY_JOB, { submissionId: id }, { db: tx, maxAttempts: 6 });
        return row!;
      });
    } catch (error) {
      for (const kind of imageKinds) await this.storage.delete(keys[kind]).catch(() => undefined);
      throw error;
    }
  }

  /** The member starts again after a rejected-can-retry outcome; without a submission it changes nothing. */
  async reset(userId: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      await this.lockMember(tx, userId);
      const current = await this.current(userId, tx);
      if (!current) return;
      if (current.status !== 'rejected-can-retry') {
        throw new AppError(409, 'ekyc_reset_not_allowed', 'ekyc.resetNotAllowed');
      }
      assertTransition(current.status, 'unverified', 'member');
      const now = new Date();
      const [updated] = await tx
        .update(ekycSubmissions)
        .set({ resetAt: now, updatedAt: now })
        .where(and(eq(ekycSubmissions.id, current.id), isNull(ekycSubmissions.resetAt)))
        .returning({ id: ekycSubmissions.id });
      if (!updated) throw new AppError(409, 'ekyc_reset_not_allowed', 'ekyc.resetNotAllowed');
      await tx.insert(ekycTransitions).values({
        submissionId: current.id,
        fromStatus: current.status,
        toStatus: 'unverified',
        actor: userId,
        reason: 'reset by the member',
        at: now,
      });
      await tx.update(users).set({ ekycStatus: 'unverified', updatedAt: now }).where(eq(users.id, userId));
    });
  }

  /** Stores the declaration; a submission waiting only for it (submitted) becomes accepted. */
  async declare(userId: string, declaration: NewDeclaration): Promise<DeclarationRow> {
    return this.db.transaction(async (tx) => {
      const user = await this.lockMember(tx, userId);
      const [row] = await tx
        .insert(ekycDeclarations)
        .values({ userId, ...declaration, accuracyAcknowledgedAt: new Date() })
        .returning();
      const current = await this.current(userId, tx);
      if (current?.status === 'submitted') {
        await this.transition(
          tx,
          current,
          'accepted',
          { kind: 'member', userId },
          { reason: 'declaration made' },
        );
        await this.notify(tx, user, 'accepted', null);
      }
      return row!;
    });
  }

  /** The job: pending -> processing, the vendor call, then the outcome. Throws to be retried. */
  async runVerification(submissionId: string): Promise<void> {
    const row = await this.db.transaction(async (tx) => {
      const { row: current } = await this.lockSubmission(tx, submissionId);
      if (current?.status !== 'pending') return current;
      return this.transition(
        tx,
        current,
        'processing',
        { kind: 'system' },
        { reason: 'vendor checks started' },
      );
    });
    if (row?.status !== 'processing') return;

    const images = await Promise.all(
      imageKinds.map(async (kind) => {
        const { key, type } = imageRef(row, kind);
        const data = await this.storage.get(key);
        if (!data) throw new Error(`eKYC image ${key} is missing from storage`);
        return { data, type, filename: key.split('/').pop() ?? kind };
      }),
    );
    const result = await this.vendor.verify({
      idNumber: row.idRef,
      frontIc: images[0]!,
      backIc: images[1]!,
      selfie: images[2]!,
    });

    await this.db.transaction(async (tx) => {
      const { user, row: locked } = await this.lockSubmission(tx, submissionId);
      // Staff may have decided while the vendor was working: their decision stands.
      if (!user || !locked || locked.status !== 'processing') return;
      const declaration = await this.latestDeclaration(locked.userId, tx);
      const [elsewhere] = await tx
        .select({ id: ekycSubmissions.id })
        .from(ekycSubmissions)
        .where(
          and(
            eq(ekycSubmissions.idRef, locked.idRef),
            eq(ekycSubmissions.status, 'accepted'),
            ne(ekycSubmissions.userId, locked.userId),
          ),
        )
        .limit(1);
      const now = new Date();
      await tx
        .update(ekycSubmissions)
        .set({ vendorResult: result, vendorCheckedAt: now })
        .where(eq(ekycSubmissions.id, submissionId));
      const outcome = evaluateVendorResult(result, {
        claimedIdRef: locked.idRef,
        profile: { dob: user.dob, gender: user.gender },
        hasDeclaration: Boolean(declaration),
        nricVerifiedElsewhere: Boolean(elsewhere),
        thresholds: this.config.thresholds,
      });
      await this.transition(
        tx,
        locked,
        outcome.status,
        { kind: 'vendor' },
        {
          reasonCode: outcome.reasonCode,
          reason: `vendor ${result.reference ?? ''}: ${outcome.reasonCode ?? 'all checks passed'}`.trim(),
        },
      );
      await this.notify(tx, user, outcome.status, {
        ...locked,
        status: outcome.status,
        reasonCode: outcome.reasonCode,
      });
    });
  }

  /** A staff decision (API or CLI). */
  async decide(
    submissionId: string,
    decision: StaffDecision,
    reason: string | null,
    actor: EkycActor,
  ): Promise<SubmissionRow> {
    const note = reason?.trim() || null;
    if (decision !== 'accept' && !note) {
      throw invalid({ reason: [{ key: 'ekyc.reasonRequired' }] });
    }
    return this.db.transaction(async (tx) => {
      const { user, row } = await this.lockSubmission(tx, submissionId);
      if (!user || !row || row.resetAt) throw new AppError(404, 'not_found', 'ekyc.notFound');
      let to: EkycStatus;
      let reasonCode: EkycReasonCode | null = null;
      if (decision === 'accept') {
        to = (await this.latestDeclaration(row.userId, tx)) ? 'accepted' : 'submitted';
      } else if (decision === 'reject') {
        to = 'rejected';
        reasonCode = 'staff_rejected';
      } else {
        to = 'rejected-can-retry';
        reasonCode = 'staff_rejected_can_retry';
      }
      const updated = await this.transition(tx, row, to, actor, {
        reasonCode,
        reasonNote: decision === 'accept' ? null : note,
        reason: `staff ${decision}${note ? `: ${note}` : ''}`,
      });
      await this.notify(tx, user, to, updated);
      return updated;
    });
  }

  /** Submissions staff should look at: undetermined, suspicious, and pending or processing for too long. */
  async reviewQueue(): Promise<(SubmissionRow & { email: string; firstName: string; lastName: string })[]> {
    const stale = new Date(Date.now() - this.config.reviewAfterMinutes * 60_000);
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
              lt(ekycSubmissions.updatedAt, stale),
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

  /**
   * Deletes the images of submissions past their retention date; the rows and the audit trail stay.
   * Returns how many submissions lost their images.
   */
  async purgeExpiredImages(now: Date = new Date()): Promise<number> {
    const expired = await this.db
      .select()
      .from(ekycSubmissions)
      .where(and(isNull(ekycSubmissions.imagesDeletedAt), lt(ekycSubmissions.retentionUntil, now)))
      .limit(500);
    for (const row of expired) {
      for (const kind of imageKinds) await this.storage.delete(imageRef(row, kind).key);
      await this.db
        .update(ekycSubmissions)
        .set({ imagesDeletedAt: now })
        .where(eq(ekycSubmissions.id, row.id));
    }
    if (expired.length > 0) this.log.info({ count: expired.length }, 'eKYC images past retention deleted');
    return expired.length;
  }

  /**
   * The reminder job: the submission is still the member's current one, still waits for the declaration,
   * and no declaration exists. Anything else (declared, accepted, reset, rejected) means nothing to send.
   */
  async sendDeclarationReminder(submissionId: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      const { user, row } = await this.lockSubmission(tx, submissionId);
      if (!user || !row || row.resetAt || row.status !== 'submitted') return;
      if (await this.latestDeclaration(row.userId, tx)) return;
      await this.sendStatusEmail(tx, user, 'submitted', row);
    });
  }

  /**
   * The member hears of every outcome: accepted, under review, rejected at once; "awaiting declaration" as a
   * delayed reminder that checks it is still true when it runs (see sendDeclarationReminder).
   */
  private async notify(
    tx: Database,
    user: typeof users.$inferSelect,
    status: EkycStatus,
    row: SubmissionRow | null,
  ): Promise<void> {
    if (status === 'submitted' && row) {
      await this.jobs.enqueue(
        EKYC_DECLARATION_REMINDER_JOB,
        { submissionId: row.id },
        { db: tx, runAt: new Date(Date.now() + DECLARATION_REMINDER_DELAY_MS) },
      );
      return;
    }
    await this.sendStatusEmail(tx, user, status, row);
  }

  private async sendStatusEmail(
    tx: Database,
    user: typeof users.$inferSelect,
    status: EkycStatus,
    row: SubmissionRow | null,
  ): Promise<void> {
    const outcome =
      status === 'accepted'
        ? 'accepted'
        : status === 'submitted'
          ? 'submitted'
          : status === 'undetermined' || status === 'suspicious'
            ? 'review'
            : status === 'rejected-can-retry'
              ? 'retry'
              : status === 'rejected'
                ? 'rejected'
                : null;
    if (!outcome) return;
    await this.emails.send(
      user.email,
      user.language,
      {
        template: 'ekyc_status',
        params: {
          firstName: user.firstName,
          outcome,
          reasonCode: row?.reasonCode ?? null,
          reasonNote: row?.reasonNote ?? null,
        },
      },
      { db: tx },
    );
  }
}

export function imageRef(row: SubmissionRow, kind: EkycImageKind): { key: string; type: string } {
  switch (kind) {
    case 'front_ic':
      return { key: row.frontKey, type: row.frontType };
    case 'back_ic':
      return { key: row.backKey, type: row.backType };
    case 'selfie':
      return { key: row.selfieKey, type: row.selfieType };
  }
}
