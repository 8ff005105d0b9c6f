// Death claims: who may file (anyone who shows the deceased's NRIC, the certificate number, their own NRIC and a
// code sent to them by e-mail or by SMS to a Malaysian mobile), the documents each claim needs, staff decisions with their audit trail, the two
// benefit clocks, and payouts to the beneficiary named on the certificate (hibah or wasi), never anyone else.
//
//   CB1 compassionate benefit: 10% of the sum covered, an advance on the death benefit; its clock (24 hours)
//       starts when staff verify the death certificate, and staff may approve it from then on.
//   DB1 death benefit: the rest of the sum covered (100% in all); its clock (7 days) starts when every
//       required document is verified. Its approval ends the certificate (canceled, end reason death_claim)
//       and stops auto-billing.
//
// A demo claim is on a funeral-cover demo certificate (kubur-pro-demo) instead: only its member files it, it
// takes the same documents and staff review, and its approval never starts a payout (docs/adr/0015-demo-claims.md).
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import {
  users,
  type BenefitCode,
  type ClaimDocumentKind,
  type ClaimPayee,
  type ClaimStatus,
  type ClaimantRole,
} from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { Locale } from '../../lib/i18n';
import type { ObjectStorage } from '../../lib/storage';
import type { JobQueue } from '../jobs/job-queue';
import { CertificatesRepository } from '../certificates/certificates-repository';
import type { EmailService } from '../mail/email-service';
import { brand } from '../../brand';
import { translate } from '../../lib/i18n';
import type { SmsClient } from '../sms/sms-client';
import { requiredDocuments, type CauseOfDeath } from './choices';
import type { ClaimUpdateEmailParams } from './emails';
import {
  failureOf,
  payoutFailureKind,
  payoutOutcome,
  type BankPayouts,
  type ProviderPayout,
} from '../payouts/payouts';
import {
  ClaimsRepository,
  type ClaimBenefitRow,
  type ClaimDocumentRow,
  type ClaimPayoutRow,
  type ClaimRow,
} from './claims-repository';

export const CLAIM_PAYOUT_JOB = 'claims.payout';
export const CODE_TTL_MINUTES = 15;
export const CODE_MAX_ATTEMPTS = 5;
export const CODE_COOLDOWN_SECONDS = 60;
export const CLOCK_HOURS: Record<BenefitCode, number> = { CB1: 24, DB1: 7 * 24 };
export const COMPASSIONATE_PERCENT = 10;
export const MAX_PAYOUT_ATTEMPTS = 3;

export interface CodeRequest {
  deceasedIdRef: string;
  certificateNumber: string;
  claimantIdRef: string;
  email: string;
  language: Locale;
  /** Where the code goes: the e-mail address, or by SMS to `phone` (E.164, a Malaysian mobile). */
  channel: 'email' | 'sms';
  phone: string | null;
}

export interface Submission extends CodeRequest {
  code: string;
  claimantName: string;
  claimantPhone: string;
  relationship: string;
  dateOfDeath: string;
  causeOfDeath: CauseOfDeath;
  maritalStatus: string;
  bankCode: string;
  accountNumber: string;
}

/** A member's claim on their own funeral-cover demo certificate: no code, the claimant is the member. */
export interface DemoSubmission {
  coverId: string;
  userId: string;
  language: Locale;
  claimantName: string;
  claimantIdRef: string;
  claimantPhone: string;
  relationship: string;
  dateOfDeath: string;
  causeOfDeath: CauseOfDeath;
  maritalStatus: string;
}

/** Who is looking at a claim: its member, or a guest with the tracker token. */
export interface ClaimAccess {
  userId?: string | null;
  token?: string | null;
}

export interface ClaimDetail {
  claim: ClaimRow;
  documents: ClaimDocumentRow[];
  benefits: ClaimBenefitRow[];
  missing: ClaimDocumentKind[];
  certificateNumber: string;
  /** A claim on a demo certificate: reviewed like any other, never paid. */
  demo: boolean;
}

export const isDemoClaim = (claim: ClaimRow): boolean => claim.demoCoverId !== null;

export interface ClaimsServiceDeps {
  db: Database;
  repository: ClaimsRepository;
  storage: ObjectStorage;
  emails: EmailService;
  sms: SmsClient;
  jobs: JobQueue;
  payouts: BankPayouts;
  secret: string;
  log: FastifyBaseLogger;
  /** Stops the certificate's auto-billing once the death benefit is approved. */
  stopAutoBilling: (userId: string, certificateId: string) => Promise<void>;
}

const normalise = (value: string) => value.trim().toLowerCase().replace(/\s+/g, ' ');

/** The kinds still missing: required, and with no upload that is not rejected. */
export function missingDocuments(
  required: ClaimDocumentKind[],
  documents: ClaimDocumentRow[],
): ClaimDocumentKind[] {
  return required.filter((kind) => !documents.some((doc) => doc.kind === kind && doc.status !== 'rejected'));
}

function allVerified(required: ClaimDocumentKind[], documents: ClaimDocumentRow[]): boolean {
  return required.every((kind) => documents.some((doc) => doc.kind === kind && doc.status === 'verified'));
}

/** The claim's status as its benefits and documents have it (declined stays declined). */
export function deriveStatus(
  claim: ClaimRow,
  documents: ClaimDocumentRow[],
  benefits: ClaimBenefitRow[],
): ClaimStatus {
  if (claim.status === 'declined') return 'declined';
  const live = benefits.filter((benefit) => benefit.status !== 'declined');
  if (live.length > 0 && live.every((benefit) => benefit.status === 'paid')) return 'paid';
  if (live.some((benefit) => benefit.status === 'approved' || benefit.status === 'paid')) return 'approved';
  if (documents.length === 0) return 'submitted';
  if (missingDocuments(claim.requiredDocuments, documents).length > 0) return 'documents_needed';
  return 'under_review';
}

/** A benefit's clock as the tracker and staff see it. */
export function clockOf(benefit: ClaimBenefitRow, now = new Date()) {
  if (!benefit.dueAt || !benefit.clockStartedAt) {
    return { started_at: null, due_at: null, seconds_left: null, met: null };
  }
  const end = benefit.paidAt ?? now;
  return {
    started_at: benefit.clockStartedAt.toISOString(),
    due_at: benefit.dueAt.toISOString(),
    seconds_left: benefit.paidAt
      ? 0
      : Math.max(0, Math.floor((benefit.dueAt.getTime() - now.getTime()) / 1000)),
    met: benefit.paidAt ? end.getTime() <= benefit.dueAt.getTime() : now <= benefit.dueAt ? null : false,
  };
}

export class ClaimsService {
  private readonly key: Buffer;
  private readonly certificates: CertificatesRepository;

  constructor(private readonly deps: ClaimsServiceDeps) {
    this.key = crypto.createHmac('sha256', deps.secret).update('claims').digest();
    this.certificates = new CertificatesRepository(deps.db);
  }

  private hmac(text: string): string {
    return crypto.createHmac('sha256', this.key).update(text).digest('base64url');
  }

  private subjectHash(request: CodeRequest): string {
    return this.hmac(
      [
        'subject',
        request.deceasedIdRef,
        request.certificateNumber.trim().toUpperCase(),
        request.claimantIdRef,
        normalise(request.email),
        // A code sent by SMS works only with the number it went to.
        ...(request.channel === 'sms' ? [`sms:${request.phone ?? ''}`] : []),
      ].join('\n'),
    );
  }

  /** The secret of a claim's tracker link: derived, so every e-mail can carry it and nothing stores it. */
  trackerToken(claimId: string): string {
    return this.hmac(`tracker\n${claimId}`);
  }

  private tokenMatches(claimId: string, token: string): boolean {
    const expected = Buffer.from(this.trackerToken(claimId));
    const given = Buffer.from(token);
    return expected.length === given.length && crypto.timingSafeEqual(expected, given);
  }

  // ---- Filing --------------------------------------------------------------------------------------------

  /**
   * Sends a code when the details match an issued certificate; does nothing otherwise. Either way the caller
   * answers the same, so nobody learns whether a certificate exists without its number. A text the provider
   * refuses (SmsError) is thrown only after a match, so it too is news only to someone who knows the number;
   * its code is not kept, so asking again is not held back by the cooldown.
   */
  async requestCode(request: CodeRequest): Promise<void> {
    const certificate = await this.deps.repository.certificateByNumber(
      request.certificateNumber.trim().toUpperCase(),
      request.deceasedIdRef,
    );
    if (!certificate || certificate.status !== 'issued') return;
    const subjectHash = this.subjectHash(request);
    const latest = await this.deps.repository.latestCode(subjectHash);
    if (latest && Date.now() - latest.createdAt.getTime() < CODE_COOLDOWN_SECONDS * 1000) return;
    const code = String(crypto.randomInt(0, 1_000_000)).padStart(6, '0');
    if (request.channel === 'sms' && request.phone) {
      await this.deps.sms.send(
        request.phone,
        translate(request.language, 'sms.claimCode', { brand: brand.name, code, minutes: CODE_TTL_MINUTES }),
      );
    }
    await this.deps.repository.insertCode({
      subjectHash,
      certificateId: certificate.id,
      codeHash: this.hmac(`code\n${subjectHash}\n${code}`),
      expiresAt: new Date(Date.now() + CODE_TTL_MINUTES * 60_000),
    });
    if (request.channel === 'sms') return;
    await this.deps.emails.send(normalise(request.email), request.language, {
      template: 'claim_code',
      params: { code, minutes: CODE_TTL_MINUTES, certificate: certificate.number ?? '' },
    });
  }

  /** Files the claim; 400 claim_code_invalid for a wrong code or details that match nothing (one answer). */
  async submit(submission: Submission, userId: string | null): Promise<{ claim: ClaimRow; token: string }> {
    const invalidCode = () => new AppError(400, 'claim_code_invalid', 'claims.codeInvalid');
    const subjectHash = this.subjectHash(submission);
    const code = await this.deps.repository.latestCode(subjectHash);
    if (!code || code.expiresAt < new Date() || code.attempts >= CODE_MAX_ATTEMPTS) throw invalidCode();
    const given = Buffer.from(this.hmac(`code\n${subjectHash}\n${submission.code}`));
    if (!crypto.timingSafeEqual(given, Buffer.from(code.codeHash))) {
      await this.deps.repository.countCodeAttempt(code.id);
      throw invalidCode();
    }

    const claim = await this.deps.db.transaction(async (tx) => {
      const certificate = await this.certificates.lock(tx, code.certificateId);
      if (!certificate || certificate.status !== 'issued') throw invalidCode();
      if (await this.deps.repository.openClaimOf(tx, certificate.id)) {
        throw new AppError(409, 'claim_exists', 'claims.alreadyOpen');
      }
      const beneficiary = certificate.beneficiary;
      if (!beneficiary) throw new AppError(409, 'no_beneficiary', 'claims.noBeneficiary');
      if (!(await this.deps.repository.consumeCode(tx, code.id))) throw invalidCode();

      const role: ClaimantRole =
        (beneficiary.email && normalise(beneficiary.email) === normalise(submission.email)) ||
        normalise(beneficiary.name) === normalise(submission.claimantName)
          ? 'beneficiary'
          : 'next_of_kin';
      const payee: ClaimPayee = {
        name: beneficiary.name,
        type: beneficiary.type,
        bankCode: submission.bankCode,
        accountNumber: submission.accountNumber,
      };
      const row = await this.deps.repository.insertClaim(tx, {
        reference: `CLM-${new Date().getUTCFullYear()}-${crypto.randomBytes(4).toString('hex').toUpperCase()}`,
        certificateId: certificate.id,
        claimantRole: role,
        claimantUserId: userId,
        claimantName: submission.claimantName,
        claimantIdRef: submission.claimantIdRef,
        claimantEmail: normalise(submission.email),
        claimantPhone: submission.claimantPhone,
        relationship: submission.relationship,
        language: submission.language,
        dateOfDeath: submission.dateOfDeath,
        causeOfDeath: submission.causeOfDeath,
        maritalStatus: submission.maritalStatus,
        payee,
        requiredDocuments: requiredDocuments(submission.causeOfDeath),
      });
      const compassionate = Math.floor((certificate.sumCoveredSen * COMPASSIONATE_PERCENT) / 100);
      await this.deps.repository.insertBenefits(tx, [
        { claimId: row.id, code: 'CB1', amountSen: compassionate },
        { claimId: row.id, code: 'DB1', amountSen: certificate.sumCoveredSen - compassionate },
      ]);
      await this.deps.repository.addEvent(tx, row.id, this.claimantActor(row), 'submitted', { role });
      await this.notify(tx, row, 'submitted', { certificate: certificate.number ?? '' });
      return row;
    });
    return { claim, token: this.trackerToken(claim.id) };
  }

  /**
   * Files a demo claim on the member's own issued funeral-cover demo certificate. Anyone else's cover, a
   * quotation and an unknown id answer the same 404 as the demo's own pages.
   */
  async submitDemo(submission: DemoSubmission): Promise<{ claim: ClaimRow; token: string }> {
    const claim = await this.deps.db.transaction(async (tx) => {
      const cover = await this.deps.repository.lockOwnedDemoCover(tx, submission.coverId, submission.userId);
      if (!cover) throw new AppError(404, 'not_found', 'kuburProDemo.notFound');
      if (await this.deps.repository.openClaimOfDemoCover(tx, cover.id)) {
        throw new AppError(409, 'claim_exists', 'kuburClaim.alreadyOpen');
      }
      const [member] = await tx
        .select({ email: users.email })
        .from(users)
        .where(eq(users.id, submission.userId));
      if (!member) throw new AppError(404, 'not_found', 'kuburProDemo.notFound');
      const role: ClaimantRole =
        normalise(cover.beneficiaryName) === normalise(submission.claimantName)
          ? 'beneficiary'
          : 'next_of_kin';
      // The payee is the named beneficiary as on a real claim; no bank account is asked, since nothing is paid.
      const payee: ClaimPayee = {
        name: cover.beneficiaryName,
        type: 'hibah',
        bankCode: '',
        accountNumber: '',
      };
      const row = await this.deps.repository.insertClaim(tx, {
        reference: `DEMO-CLM-${new Date().getUTCFullYear()}-${crypto.randomBytes(4).toString('hex').toUpperCase()}`,
        demoCoverId: cover.id,
        claimantRole: role,
        claimantUserId: submission.userId,
        claimantName: submission.claimantName,
        claimantIdRef: submission.claimantIdRef,
        claimantEmail: normalise(member.email),
        claimantPhone: submission.claimantPhone,
        relationship: submission.relationship,
        language: submission.language,
        dateOfDeath: submission.dateOfDeath,
        causeOfDeath: submission.causeOfDeath,
        maritalStatus: submission.maritalStatus,
        payee,
        requiredDocuments: requiredDocuments(submission.causeOfDeath),
      });
      const compassionate = Math.floor((cover.benefitSen * COMPASSIONATE_PERCENT) / 100);
      await this.deps.repository.insertBenefits(tx, [
        { claimId: row.id, code: 'CB1', amountSen: compassionate },
        { claimId: row.id, code: 'DB1', amountSen: cover.benefitSen - compassionate },
      ]);
      await this.deps.repository.addEvent(tx, row.id, this.claimantActor(row), 'submitted', {
        role,
        demo: true,
      });
      await this.notify(tx, row, 'submitted', { certificate: cover.certificateNumber ?? '' });
      return row;
    });
    return { claim, token: this.trackerToken(claim.id) };
  }

  private async certificateNumberOf(claim: ClaimRow, db: Database = this.deps.db): Promise<string> {
    if (claim.demoCoverId)
      return (await this.deps.repository.demoCertificateNumber(claim.demoCoverId, db)) ?? '';
    if (!claim.certificateId) return '';
    return (await this.certificates.byId(claim.certificateId, db))?.number ?? '';
  }

  private claimantActor(claim: ClaimRow): string {
    return claim.claimantUserId ? `member:${claim.claimantUserId}` : `claimant:${claim.claimantEmail}`;
  }

  /** The claim as its claimant may see it; 404 for anyone else (and for a claim that does not exist). */
  async forClaimant(claimId: string, access: ClaimAccess): Promise<ClaimDetail> {
    const claim = await this.deps.repository.byId(claimId);
    const allowed =
      claim &&
      ((access.userId && claim.claimantUserId === access.userId) ||
        (access.token && this.tokenMatches(claim.id, access.token)));
    if (!claim || !allowed) throw new AppError(404, 'not_found', 'claims.notFound');
    return this.detail(claim);
  }

  async detail(claim: ClaimRow): Promise<ClaimDetail> {
    const [documents, benefits, certificateNumber] = await Promise.all([
      this.deps.repository.documentsOf(claim.id),
      this.deps.repository.benefitsOf(claim.id),
      this.certificateNumberOf(claim),
    ]);
    return {
      claim,
      documents,
      benefits,
      missing: missingDocuments(claim.requiredDocuments, documents),
      certificateNumber,
      demo: isDemoClaim(claim),
    };
  }

  async byIdForStaff(claimId: string): Promise<ClaimDetail> {
    const claim = await this.deps.repository.byId(claimId);
    if (!claim) throw new AppError(404, 'not_found', 'claims.notFound');
    return this.detail(claim);
  }

  ofMember(userId: string): Promise<ClaimRow[]> {
    return this.deps.repository.ofMember(userId);
  }

  queue(): Promise<ClaimRow[]> {
    return this.deps.repository.queue();
  }

  events(claimId: string) {
    return this.deps.repository.eventsOf(claimId);
  }

  payouts(claimId: string) {
    return this.deps.repository.payoutsOf(claimId);
  }

  /** Stores a checked document under the claim and moves the claim on. */
  async addDocument(
    claimId: string,
    access: ClaimAccess,
    kind: ClaimDocumentKind,
    file: { data: Buffer; type: string; ext: string },
  ): Promise<ClaimDetail> {
    const { claim } = await this.forClaimant(claimId, access);
    if (claim.status === 'declined' || claim.status === 'paid') {
      throw new AppError(409, 'claim_closed', 'claims.closed');
    }
    if (!claim.requiredDocuments.includes(kind)) {
      throw new AppError(400, 'invalid', 'claims.kindNotNeeded', {
        fields: { kind: [{ key: 'claims.kindNotNeeded' }] },
      });
    }
    const id = crypto.randomUUID();
    const storageKey = `${claim.id}/${id}.${file.ext}`;
    await this.deps.storage.put(storageKey, file.data);
    await this.deps.db.transaction(async (tx) => {
      const locked = await this.deps.repository.lock(tx, claim.id);
      if (!locked) throw new AppError(404, 'not_found', 'claims.notFound');
      await this.deps.repository.insertDocument(tx, {
        id,
        claimId: claim.id,
        kind,
        storageKey,
        contentType: file.type,
        sizeBytes: file.data.length,
      });
      await this.deps.repository.addEvent(tx, claim.id, this.claimantActor(locked), 'document_uploaded', {
        kind,
        document: id,
      });
      await this.refreshStatus(tx, locked);
    });
    return this.byIdForStaff(claim.id);
  }

  async documentFile(claimId: string, documentId: string): Promise<{ data: Buffer; type: string }> {
    const doc = await this.deps.repository.document(claimId, documentId);
    const data = doc ? await this.deps.storage.get(doc.storageKey) : null;
    if (!doc || !data) throw new AppError(404, 'not_found', 'claims.documentNotFound');
    return { data, type: doc.contentType };
  }

  /** Recomputes the claim's status; an e-mail goes out when it changes to one the claimant must hear of. */
  private async refreshStatus(tx: Database, claim: ClaimRow): Promise<ClaimStatus> {
    const [documents, benefits] = await Promise.all([
      this.deps.repository.documentsOf(claim.id, tx),
      this.deps.repository.benefitsOf(claim.id, tx),
    ]);
    const status = deriveStatus(claim, documents, benefits);
    if (status !== claim.status) {
      await this.deps.repository.setStatus(tx, claim.id, status);
      if (status === 'under_review' || status === 'documents_needed') {
        await this.notify(tx, claim, status, {
          missing: missingDocuments(claim.requiredDocuments, documents),
        });
      }
    }
    return status;
  }

  private async notify(
    tx: Database,
    claim: ClaimRow,
    event: ClaimStatus,
    extra: Partial<ClaimUpdateEmailParams> = {},
  ): Promise<void> {
    const certificate = extra.certificate ?? (await this.certificateNumberOf(claim, tx));
    await this.deps.emails.send(
      claim.claimantEmail,
      claim.language,
      {
        template: 'claim_update',
        params: {
          name: claim.claimantName,
          reference: claim.reference,
          claimId: claim.id,
          token: this.trackerToken(claim.id),
          event,
          ...extra,
          certificate,
          demo: isDemoClaim(claim),
        },
      },
      { db: tx },
    );
  }

  // ---- Staff ---------------------------------------------------------------------------------------------

  /** Verifies or rejects one document; verified documents start the clocks. */
  async reviewDocument(
    claimId: string,
    documentId: string,
    verdict: 'verified' | 'rejected',
    note: string | null,
    actor: string,
  ): Promise<ClaimDetail> {
    await this.deps.db.transaction(async (tx) => {
      const claim = await this.deps.repository.lock(tx, claimId);
      if (!claim) throw new AppError(404, 'not_found', 'claims.notFound');
      const doc = await this.deps.repository.document(claimId, documentId, tx);
      if (!doc) throw new AppError(404, 'not_found', 'claims.documentNotFound');
      await this.deps.repository.reviewDocument(tx, doc.id, verdict, note);
      await this.deps.repository.addEvent(tx, claimId, actor, `document_${verdict}`, {
        kind: doc.kind,
        document: doc.id,
        note,
      });
      const documents = await this.deps.repository.documentsOf(claimId, tx);
      const benefits = await this.deps.repository.benefitsOf(claimId, tx);
      const now = new Date();
      for (const benefit of benefits) {
        if (benefit.clockStartedAt || benefit.status !== 'pending') continue;
        const ready =
          benefit.code === 'CB1'
            ? documents.some((d) => d.kind === 'death_certificate' && d.status === 'verified')
            : allVerified(claim.requiredDocuments, documents);
        if (!ready) continue;
        await this.deps.repository.updateBenefit(tx, benefit.id, {
          clockStartedAt: now,
          dueAt: new Date(now.getTime() + CLOCK_HOURS[benefit.code] * 3_600_000),
        });
        await this.deps.repository.addEvent(tx, claimId, 'system', 'clock_started', {
          benefit: benefit.code,
        });
      }
      await this.refreshStatus(tx, claim);
    });
    return this.byIdForStaff(claimId);
  }

  /** Approves one benefit (then pays it) or declines the whole claim with a reason the claimant reads. */
  async decide(
    claimId: string,
    benefitCode: BenefitCode,
    decision: 'approve' | 'decline',
    reason: string | null,
    actor: string,
  ): Promise<ClaimDetail> {
    let endCertificate: { userId: string; certificateId: string } | null = null;
    await this.deps.db.transaction(async (tx) => {
      const claim = await this.deps.repository.lock(tx, claimId);
      if (!claim) throw new AppError(404, 'not_found', 'claims.notFound');
      const benefits = await this.deps.repository.benefitsOf(claimId, tx);
      const benefit = benefits.find((b) => b.code === benefitCode)!;
      const refuse = (why: 'deathCertificate' | 'documents' | 'state') =>
        new AppError(409, 'claim_decision_not_allowed', `claims.why.${why}`);

      if (decision === 'decline') {
        if (!reason?.trim())
          throw new AppError(400, 'invalid', 'claims.reasonRequired', {
            fields: { reason: [{ key: 'claims.reasonRequired' }] },
          });
        if (claim.status === 'declined' || benefits.every((b) => b.status !== 'pending'))
          throw refuse('state');
        for (const pending of benefits.filter((b) => b.status === 'pending')) {
          await this.deps.repository.updateBenefit(tx, pending.id, { status: 'declined' });
        }
        if (benefits.every((b) => b.status === 'pending')) {
          await this.deps.repository.setStatus(tx, claimId, 'declined', { declineReason: reason.trim() });
        }
        await this.deps.repository.addEvent(tx, claimId, actor, 'declined', { reason: reason.trim() });
        await this.notify(tx, claim, 'declined', { reason: reason.trim() });
        return;
      }

      if (benefit.status !== 'pending' || claim.status === 'declined') throw refuse('state');
      if (!benefit.clockStartedAt) throw refuse(benefitCode === 'CB1' ? 'deathCertificate' : 'documents');
      await this.deps.repository.updateBenefit(tx, benefit.id, {
        status: 'approved',
        approvedAt: new Date(),
      });
      await this.deps.repository.addEvent(tx, claimId, actor, 'approved', {
        benefit: benefitCode,
        amount_sen: benefit.amountSen,
      });
      if (isDemoClaim(claim)) {
        await this.deps.repository.addEvent(tx, claimId, 'system', 'payout_not_made', {
          benefit: benefitCode,
          reason: 'demo',
        });
      } else {
        await this.startPayout(tx, claim, benefit);
      }
      await this.notify(tx, claim, 'approved', {
        benefit: benefitCode,
        amountSen: benefit.amountSen,
        payee: claim.payee.name,
      });
      if (benefitCode === 'DB1' && claim.certificateId) {
        const certificate = await this.certificates.lock(tx, claim.certificateId);
        if (certificate && certificate.status === 'issued') {
          await this.certificates.transition(tx, certificate, 'canceled', {
            actor,
            reason: `Death claim ${claim.reference} approved`,
            endReason: 'death_claim',
          });
          await this.deps.repository.addEvent(tx, claimId, actor, 'certificate_ended', {
            status: 'canceled',
          });
          endCertificate = { userId: certificate.userId, certificateId: certificate.id };
        }
      }
      await this.refreshStatus(tx, claim);
    });
    if (endCertificate) {
      const { userId, certificateId } = endCertificate;
      await this.deps.stopAutoBilling(userId, certificateId);
    }
    return this.byIdForStaff(claimId);
  }

  /** Sends again the payouts that came back to staff (after the bank details were checked). */
  async retryPayout(claimId: string, actor: string): Promise<ClaimDetail> {
    await this.deps.db.transaction(async (tx) => {
      const claim = await this.deps.repository.lock(tx, claimId);
      if (!claim) throw new AppError(404, 'not_found', 'claims.notFound');
      const payouts = await this.deps.repository.payoutsOf(claimId, tx);
      const returned = payouts.filter((payout) => payout.status === 'returned_to_staff');
      const benefits = await this.deps.repository.benefitsOf(claimId, tx);
      const waiting = benefits.filter(
        (benefit) =>
          benefit.status === 'approved' &&
          returned.some((payout) => payout.benefitId === benefit.id) &&
          !payouts.some(
            (p) => p.benefitId === benefit.id && ['requested', 'accepted', 'succeeded'].includes(p.status),
          ),
      );
      if (waiting.length === 0) throw new AppError(409, 'nothing_to_retry', 'claims.nothingToRetry');
      for (const benefit of waiting) {
        await this.deps.repository.addEvent(tx, claimId, actor, 'payout_retried', { benefit: benefit.code });
        await this.startPayout(tx, claim, benefit);
      }
    });
    return this.byIdForStaff(claimId);
  }

  // ---- Payouts -------------------------------------------------------------------------------------------

  private async startPayout(tx: Database, claim: ClaimRow, benefit: ClaimBenefitRow): Promise<void> {
    if (isDemoClaim(claim)) throw new AppError(409, 'demo_claim', 'kuburClaim.neverPaid');
    const attempt = (await this.deps.repository.attemptsOf(tx, benefit.id)) + 1;
    const row = await this.deps.repository.insertPayout(tx, {
      benefitId: benefit.id,
      claimId: claim.id,
      attempt,
      amountSen: benefit.amountSen,
    });
    await this.deps.repository.addEvent(tx, claim.id, 'system', 'payout_requested', {
      benefit: benefit.code,
      payout: row.id,
      attempt,
    });
    await this.deps.jobs.enqueue(CLAIM_PAYOUT_JOB, { payoutId: row.id }, { db: tx });
  }

  /**
   * Asks the provider to pay (job). The idempotency key and reference are the row's id, so a call whose answer
   * was lost is found again by its reference rather than sent twice. A refusal goes back to staff; any other
   * failure is retried by the job queue.
   */
  async sendPayout(payoutId: string): Promise<void> {
    const row = await this.deps.repository.payout(payoutId);
    if (!row || row.status !== 'requested') return;
    const claim = (await this.deps.repository.byId(row.claimId))!;
    const benefit = (await this.deps.repository.benefit(row.benefitId))!;
    const result = await this.deps.payouts.send({
      referenceId: row.id,
      idempotencyKey: `claim-payout-${row.id}`,
      channelCode: claim.payee.bankCode,
      accountNumber: claim.payee.accountNumber,
      accountHolderName: claim.payee.name,
      amountSen: row.amountSen,
      description: `${claim.reference} ${benefit.code}`,
    });
    if ('refused' in result) await this.returnToStaff(row, result.refused);
    else await this.applyPayout(row, result.payout);
  }

  /** A payout event from the provider, read there already: applied when it is one of the claims' payouts. */
  async applyProviderEvent(payout: ProviderPayout): Promise<boolean> {
    const row =
      (await this.deps.repository.payoutByProviderId(payout.id)) ??
      (await this.deps.repository.payout(payout.reference_id).catch(() => null));
    if (!row) return false;
    await this.applyPayout(row, payout);
    return true;
  }

  /** Asks the provider about payouts we have not heard of for a while (housekeeping). */
  async reconcile(olderThanMs = 5 * 60_000): Promise<void> {
    for (const row of await this.deps.repository.openPayoutsBefore(new Date(Date.now() - olderThanMs))) {
      const payout = await this.deps.payouts.current({
        providerPayoutId: row.providerPayoutId,
        referenceId: row.id,
      });
      if (payout) await this.applyPayout(row, payout);
      else if (row.status === 'requested') {
        await this.deps.jobs.enqueue(CLAIM_PAYOUT_JOB, { payoutId: row.id });
      }
    }
  }

  private async applyPayout(row: ClaimPayoutRow, payout: ProviderPayout): Promise<void> {
    let retry: { claim: ClaimRow; benefit: ClaimBenefitRow } | null = null;
    await this.deps.db.transaction(async (tx) => {
      const current = await this.deps.repository.lockPayout(tx, row.id);
      if (!current || ['succeeded', 'failed', 'returned_to_staff'].includes(current.status)) return;
      const claim = (await this.deps.repository.lock(tx, current.claimId))!;
      const benefit = (await this.deps.repository.benefit(current.benefitId, tx))!;
      const outcome = payoutOutcome(payout);
      if (outcome === 'succeeded') {
        const now = new Date();
        await this.deps.repository.updatePayout(tx, current.id, {
          status: 'succeeded',
          providerPayoutId: payout.id,
          settledAt: now,
        });
        await this.deps.repository.updateBenefit(tx, benefit.id, { status: 'paid', paidAt: now });
        await this.deps.repository.addEvent(tx, claim.id, 'provider', 'paid', {
          benefit: benefit.code,
          payout: payout.id,
          amount_sen: current.amountSen,
        });
        await this.notify(tx, claim, 'paid', {
          benefit: benefit.code,
          amountSen: current.amountSen,
          payee: claim.payee.name,
        });
        await this.refreshStatus(tx, claim);
      } else if (outcome === 'failed') {
        const failure = failureOf(payout);
        const canRetry = payoutFailureKind(failure) === 'temporary' && current.attempt < MAX_PAYOUT_ATTEMPTS;
        await this.deps.repository.updatePayout(tx, current.id, {
          status: canRetry ? 'failed' : 'returned_to_staff',
          providerPayoutId: payout.id,
          failureCode: failure,
          settledAt: new Date(),
        });
        await this.deps.repository.addEvent(
          tx,
          claim.id,
          'provider',
          canRetry ? 'payout_failed' : 'payout_returned_to_staff',
          {
            benefit: benefit.code,
            payout: payout.id,
            failure_code: failure,
          },
        );
        if (canRetry) retry = { claim, benefit };
      } else if (current.status === 'requested') {
        await this.deps.repository.updatePayout(tx, current.id, {
          status: 'accepted',
          providerPayoutId: payout.id,
        });
      }
    });
    const again = retry as { claim: ClaimRow; benefit: ClaimBenefitRow } | null;
    if (again) {
      await this.deps.db.transaction(async (tx) => this.startPayout(tx, again.claim, again.benefit));
    }
  }

  private async returnToStaff(row: ClaimPayoutRow, failure: string): Promise<void> {
    await this.deps.db.transaction(async (tx) => {
      await this.deps.repository.updatePayout(tx, row.id, {
        status: 'returned_to_staff',
        failureCode: failure,
      });
      await this.deps.repository.addEvent(tx, row.claimId, 'provider', 'payout_returned_to_staff', {
        payout: row.id,
        failure_code: failure,
      });
    });
  }
}
