// Identity verification (eKYC): submissions, the vendor checks run by a job, the declaration, the member's
// reset, staff decisions, image access and retention. Every status change goes through `transition`, which
// enforces the table in ./status and writes the audit row in the same transaction.
import crypto from 'node:crypto';
import { parseNric } from '@teduh/shared/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { EkycConfig } from '../../config';
import type { Database } from '../../db/database';
import type { RolesRepository } from '../auth/roles-repository';
import type { EkycImageKind, EkycStatus } from '../../db/schema';
import { AppError, invalid } from '../../lib/errors';
import type { Locale, MessageKey } from '../../lib/i18n';
import type { EmailService } from '../mail/email-service';
import type { JobQueue } from '../jobs/job-queue';
import type { PreparedImage } from './images';
import type {
  DeclarationRow,
  EkycRepository,
  MemberRow,
  SubmissionRow,
  TransitionRow,
} from './ekyc-repository';
import { evaluateVendorResult, type EkycReasonCode } from './outcome';
import { reasonText } from './reasons';
import { IllegalTransitionError, assertTransition } from './status';
import type { ObjectStorage } from '../../lib/storage';
import type { VendorClient } from './vendor-client';

export const EKYC_VERIFY_JOB = 'ekyc.verify';
/** The "one more step: your declaration" e-mail, sent later and only if the declaration is still missing. */
export const EKYC_DECLARATION_REMINDER_JOB = 'ekyc.declaration-reminder';
/**
 * How long after the checks pass the reminder waits. The member is usually filling in the declaration at
 * that moment (the checks take seconds), so an immediate e-mail would be stale by the time it is read.
 */
export const DECLARATION_REMINDER_DELAY_MS = 30 * 60_000;

export type { DeclarationRow, SubmissionRow, TransitionRow } from './ekyc-repository';

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
    /** Transactions only; the queries are the repositories'. */
    private readonly db: Database,
    private readonly rows: EkycRepository,
    private readonly roles: RolesRepository,
    private readonly storage: ObjectStorage,
    private readonly vendor: VendorClient,
    private readonly emails: EmailService,
    private readonly jobs: JobQueue,
    private readonly config: EkycConfig,
    private readonly log: FastifyBaseLogger,
  ) {}

  // Reading.

  /** The member's current submission: the newest one not reset by the member. */
  async current(userId: string, db: Database = this.db): Promise<SubmissionRow | null> {
    return (await this.rows.newestSubmission(userId, { current: true, db })) ?? null;
  }

  /** The newest submission, reset or not (the checks of the last attempt). */
  async latest(userId: string): Promise<SubmissionRow | null> {
    return (await this.rows.newestSubmission(userId, { current: false })) ?? null;
  }

  async latestDeclaration(userId: string, db: Database = this.db): Promise<DeclarationRow | null> {
    return (await this.rows.latestDeclaration(userId, db)) ?? null;
  }

  async overview(userId: string, locale: Locale): Promise<EkycOverview> {
    const [submission, declaration, user] = await Promise.all([
      this.current(userId),
      this.latestDeclaration(userId),
      this.rows.memberIdentity(userId),
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
    return (await this.rows.submission(uuid)) ?? null;
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
      await this.rows.logImageView({ submissionId: row.id, kind, viewerId: viewer.userId, ip: viewer.ip });
    }
    return { data, type };
  }

  /** The e-mail address and name of a submission's member, for staff; undefined once the member is gone. */
  async memberContact(
    userId: string,
  ): Promise<Pick<MemberRow, 'email' | 'firstName' | 'lastName'> | undefined> {
    return this.rows.memberContact(userId);
  }

  async transitionsOf(submissionId: string): Promise<TransitionRow[]> {
    return this.rows.transitionsOf(submissionId);
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
    const updated = await this.rows.moveStatus(tx, row.id, from, {
      status: to,
      updatedAt: now,
      ...(details.reasonCode !== undefined ? { reasonCode: details.reasonCode } : {}),
      ...(details.reasonNote !== undefined ? { reasonNote: details.reasonNote } : {}),
    });
    if (!updated) throw new IllegalTransitionError(from, to, actor.kind);
    await this.rows.insertTransition(
      {
        submissionId: row.id,
        fromStatus: from,
        toStatus: to,
        actor: actorLabel(actor),
        reason: details.reason ?? details.reasonNote ?? details.reasonCode ?? null,
        at: now,
      },
      tx,
    );
    await this.rows.setMemberStatus(tx, row.userId, to, now);
    if (to === 'accepted') await this.completeProfile(tx, row);
    return updated;
  }

  /** Fills the profile's NRIC, date of birth and gender from the verified NRIC where they are empty. */
  private async completeProfile(tx: Database, row: SubmissionRow): Promise<void> {
    const nric = parseNric(row.idRef);
    if (!nric) return;
    await this.rows.completeMemberIdentity(tx, row.userId, nric);
  }

  /** Locks the member's row so two uploads (or an upload and a reset) cannot interleave. */
  private async lockMember(tx: Database, userId: string) {
    const user = await this.rows.lockMember(tx, userId);
    if (!user) throw new AppError(403, 'token_not_valid', 'auth.tokenNotValid');
    return user;
  }

  /**
   * Locks a submission for a change, its member first: every writer locks the member's row before any
   * submission row, so two writers never wait on each other in opposite orders.
   */
  private async lockSubmission(tx: Database, submissionId: string) {
    return this.rows.lockSubmission(tx, submissionId);
  }

  /** Checks the claimed NRIC against the profile's date of birth and gender, when the profile has them. */
  async checkClaimAgainstProfile(userId: string, idRef: string): Promise<void> {
    const user = await this.rows.memberIdentity(userId);
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
        const row = await this.rows.insertSubmission(
          {
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
          },
          tx,
        );
        assertTransition('unverified', 'pending', 'member');
        await this.rows.insertTransition(
          {
            submissionId: id,
            fromStatus: 'unverified',
            toStatus: 'pending',
            actor: userId,
            reason: 'images uploaded',
            at: now,
          },
          tx,
        );
        await this.rows.setMemberStatus(tx, userId, 'pending', now);
        await this.jobs.enqueue(EKYC_VERIFY_JOB, { submissionId: id }, { db: tx, maxAttempts: 6 });
        return row;
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
      if (!(await this.rows.markReset(tx, current.id, now))) {
        throw new AppError(409, 'ekyc_reset_not_allowed', 'ekyc.resetNotAllowed');
      }
      await this.rows.insertTransition(
        {
          submissionId: current.id,
          fromStatus: current.status,
          toStatus: 'unverified',
          actor: userId,
          reason: 'reset by the member',
          at: now,
        },
        tx,
      );
      await this.rows.setMemberStatus(tx, userId, 'unverified', now);
    });
  }

  /** Stores the declaration; a submission waiting only for it (submitted) becomes accepted. */
  async declare(userId: string, declaration: NewDeclaration): Promise<DeclarationRow> {
    return this.db.transaction(async (tx) => {
      const user = await this.lockMember(tx, userId);
      const row = await this.rows.insertDeclaration(
        { userId, ...declaration, accuracyAcknowledgedAt: new Date() },
        tx,
      );
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
      return row;
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
      const elsewhere = await this.rows.acceptedElsewhere(tx, locked.idRef, locked.userId);
      const now = new Date();
      await this.rows.updateSubmission(submissionId, { vendorResult: result, vendorCheckedAt: now }, tx);
      const outcome = evaluateVendorResult(result, {
        claimedIdRef: locked.idRef,
        profile: { dob: user.dob, gender: user.gender },
        hasDeclaration: Boolean(declaration),
        nricVerifiedElsewhere: elsewhere,
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
    return this.rows.reviewQueue(new Date(Date.now() - this.config.reviewAfterMinutes * 60_000));
  }

  /**
   * Deletes the images of submissions past their retention date; the rows and the audit trail stay.
   * Returns how many submissions lost their images.
   */
  async purgeExpiredImages(now: Date = new Date()): Promise<number> {
    const expired = await this.rows.pastRetention(now);
    for (const row of expired) {
      for (const kind of imageKinds) await this.storage.delete(imageRef(row, kind).key);
      await this.rows.updateSubmission(row.id, { imagesDeletedAt: now });
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
    user: MemberRow,
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
    user: MemberRow,
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
