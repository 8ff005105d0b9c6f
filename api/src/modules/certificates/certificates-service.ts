// Certificates: what payments may charge (CertificatePayments), issuing on the first contribution, duplicates,
// cancellation (cooling-off or at the end of the paid period), lapse, the certificate PDF, and refund requests.
// Refunds are asked of the payments service (app.contributionRefunds) by a job; every request is kept in
// certificate_refund_requests first, so none is lost while payments is absent or failing.
import path from 'node:path';
import { ageNextBirthday, lastDayOfGrace, todayIso } from '@teduh/shared/domain';
import type { FastifyBaseLogger } from 'fastify';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/database';
import {
  beneficiaryRelationships,
  certificateApplications,
  certificateContributions,
  certificateNumberSeq,
  certificateRefundRequests,
  certificateTransitions,
  certificates,
  ekycDeclarations,
  users,
  type CertificateAddress,
  type CertificateStatus,
  type RefundReason,
} from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { Locale } from '../../lib/i18n';
import type { JobQueue } from '../jobs/job-queue';
import type { MailAttachment } from '../mail/mailer';
import type { ObjectStorage } from '../../lib/storage';
import type { EmailService } from '../mail/email-service';
import { FLAGSHIP_PRODUCT_ID } from '../products/catalogue';
import { quote } from '../products/pricing';
import { ProductsRepository } from '../products/products-repository';
import { renderCertificatePdf } from './certificate-pdf';
import { paymentScheduleDue } from './payment-schedule-due';
import {
  activeCertificateOf,
  CertificatesRepository,
  dueCancellations,
  dueLapses,
  dueOverdueNotices,
  lockNric,
  unpaidCertificatesOf,
  type CertificateRow,
  type ContributionRow,
  type RefundRow,
} from './certificates-repository';
import type {
  CertificateEnded,
  CertificatePayments,
  ContributionPaid,
  ContributionRecorded,
  ContributionRefunds,
  PayableCertificate,
} from './payment-contract';
import {
  COOLING_OFF_DAYS,
  GRACE_DAYS,
  TERM_MONTHS,
  addDays,
  addMonths,
  assertTransition,
  certificateNumber,
  periodMonths,
} from './status';

export const CERTIFICATE_REFUND_JOB = 'certificates.refund';
export const CERTIFICATE_PDF_JOB = 'certificates.pdf';
/** The mail attachment source of certificate PDFs (registered by the certificates plugin). */
export const CERTIFICATE_PDF_ATTACHMENT = 'certificate_pdf';

export type { CertificateRow, ContributionRow, RefundRow };

/** The partner who pays a sponsored certificate, as its PDF and e-mail name it. */
export interface Sponsor {
  name: string;
  funeralBenefitSen: number;
}
export type SponsorLookup = (certificateId: string) => Promise<Sponsor | null>;

type Tx = Database;

/** Told of a certificate's status change, inside its transaction. */
export type StatusListener = (tx: Database, userId: string) => Promise<void>;
/** Told of an issued certificate that ended, inside its transaction. */
export type EndListener = (tx: Database, ended: CertificateEnded) => Promise<void>;

/** Told of each later contribution recorded, inside its transaction. */
export type ContributionListener = (tx: Database, contribution: ContributionRecorded) => Promise<void>;

/** Days into the grace period when a member whose contribution is still unpaid is reminded. */
export const OVERDUE_NOTICE_DAYS = 7;

/** Told of a cancellation the member asked for, inside its transaction. */
export type CancellationListener = (
  tx: Database,
  cancellation: { certificateId: string; userId: string; reason: string; effectiveDate: string },
) => Promise<void>;

/** The day in Malaysia of a moment. */
const malaysianDay = (at: Date) => todayIso(at);

export class CertificatesService implements CertificatePayments {
  constructor(
    private readonly db: Database,
    private readonly jobs: JobQueue,
    private readonly emails: EmailService,
    private readonly storage: ObjectStorage,
    /** The payments service's refunds, when it is there (it is built separately). */
    private readonly refunds: () => ContributionRefunds | null,
    private readonly log: FastifyBaseLogger,
  ) {
    this.products = new ProductsRepository(db);
    this.repository = new CertificatesRepository(db);
  }

  private readonly products: ProductsRepository;
  private readonly repository: CertificatesRepository;
  /** Who sponsors a certificate (partners module); null: no certificate is sponsored. */
  private sponsors: SponsorLookup | null = null;

  /** The partners module names the sponsor of its certificates (their PDF shows it). */
  provideSponsors(lookup: SponsorLookup): void {
    this.sponsors = lookup;
  }

  async byId(id: string, userId: string): Promise<CertificateRow | null> {
    return this.repository.ofMember(id, userId);
  }

  async list(userId: string, status?: CertificateStatus): Promise<CertificateRow[]> {
    return this.repository.listOfMember(userId, status);
  }

  /**
   * Moves an issued certificate's dates back one contribution period, as if bought a period earlier: its next
   * contribution falls due today. For the development tools only (POST /dev/certificates/backdate); answers the
   * new paid-until day, or null when the certificate is not issued.
   */
  async moveBackOnePeriod(certificateId: string): Promise<string | null> {
    const [row] = await this.db
      .select()
      .from(certificates)
      .where(and(eq(certificates.id, certificateId), eq(certificates.status, 'issued')));
    if (!row?.paidUntil || !row.startDate) return null;
    const back = (iso: string) => addMonths(iso, -periodMonths(row.frequency));
    const paidUntil = back(row.paidUntil);
    await this.db
      .update(certificates)
      .set({
        startDate: back(row.startDate),
        paidUntil,
        nextRenewalDate: row.nextRenewalDate ? back(row.nextRenewalDate) : null,
        updatedAt: new Date(),
      })
      .where(eq(certificates.id, row.id));
    return paidUntil;
  }

  async contributionsOf(certificateId: string): Promise<ContributionRow[]> {
    return this.repository.contributionsOf(certificateId);
  }

  /** What is due on the member's certificate of a quotation (or the certificate by its uuid); 404 otherwise. */
  async paymentScheduleDue(userId: string, quotationOrCertificate: string, today = todayIso()) {
    const row = await this.repository.ofQuotationOrId(quotationOrCertificate, userId);
    if (!row) throw new AppError(404, 'not_found', 'certificates.notFound');
    return paymentScheduleDue(row, today);
  }

  /** The address given with the certificate's application (the person covered's), when complete. */
  async applicationAddressOf(row: CertificateRow): Promise<CertificateAddress | null> {
    const quotation = await this.repository.quotationOfMember(row.quotationId, row.userId);
    const person = quotation?.mainInsured;
    if (!person?.address_1 || !person.postcode) return null;
    return {
      address_1: person.address_1,
      address_2: person.address_2 ?? null,
      postcode: person.postcode,
      city: person.city ?? person.area ?? '',
      state: person.state ?? '',
    };
  }

  async refundsOf(certificateId: string): Promise<RefundRow[]> {
    return this.repository.refundsOf(certificateId);
  }

  async productOf(productId: number): Promise<{ name: string; slug: string; operatorName: string }> {
    const row = await this.repository.productOf(productId);
    if (!row) throw new Error(`Product ${productId} is missing`);
    return row;
  }

  // CertificatePayments ----------------------------------------------------------------------------------------

  async payable(userId: string, certificateUuid: string): Promise<PayableCertificate> {
    // Read before the transaction: PGlite has one connection, which the transaction holds.
    const pricing = await this.products.pricing(FLAGSHIP_PRODUCT_ID);
    const payable = await this.db.transaction(async (tx) => {
      const found = await this.repository.ofMember(certificateUuid, userId, tx);
      if (!found) throw new AppError(404, 'not_found', 'certificates.notFound');
      await lockNric(tx, found.idRef);
      const row = await this.repository.lock(tx, found.id);
      if (!row || (row.status !== 'pending' && row.status !== 'issued')) {
        throw new AppError(409, 'not_payable', 'certificates.notPayable');
      }
      if (row.status === 'issued' && row.cancelEffectiveDate) {
        throw new AppError(409, 'not_payable', 'certificates.notPayable');
      }
      let contributionSen = row.contributionSen;
      if (
        row.status === 'issued' &&
        row.paidUntil &&
        row.nextRenewalDate &&
        row.paidUntil >= row.nextRenewalDate
      ) {
        // The next contribution starts a new 12-month term: priced at the age next birthday on the renewal day,
        // renewable up to 70.
        const age = ageNextBirthday(row.holder.dob, row.nextRenewalDate);
        const renewal =
          pricing && row.productId === FLAGSHIP_PRODUCT_ID && age <= pricing.constants.calculatorAgeMax
            ? quote(pricing.constants, pricing.bands, {
                gender: row.holder.gender,
                ageNextBirthday: age,
                sumCoveredSen: row.sumCoveredSen,
              })
            : undefined;
        if (!renewal) throw new AppError(409, 'renewal_age', 'certificates.renewalAge');
        const monthly = row.frequency === 'month';
        contributionSen = monthly ? renewal.monthlySen : renewal.yearlySen;
        const wakalahSen = monthly ? renewal.wakalahMonthlySen : renewal.wakalahYearlySen;
        await tx
          .update(certificates)
          .set({
            contributionSen,
            wakalahSen,
            tabarruSen: contributionSen - wakalahSen,
            monthlySen: renewal.monthlySen,
            yearlySen: renewal.yearlySen,
            ageNextBirthday: age,
            updatedAt: new Date(),
          })
          .where(eq(certificates.id, row.id));
      }
      if (row.status === 'pending') {
        const other = await activeCertificateOf(tx, row.idRef, row.id);
        if (other?.status === 'issued') {
          throw new AppError(409, 'certificate_exists', 'certificates.certificateExists');
        }
        await tx
          .update(certificates)
          .set({ paymentStartedAt: new Date(), updatedAt: new Date() })
          .where(eq(certificates.id, row.id));
      }
      const [declaration] = await tx
        .select({ phone: ekycDeclarations.phone })
        .from(ekycDeclarations)
        .where(eq(ekycDeclarations.userId, userId))
        .orderBy(desc(ekycDeclarations.createdAt))
        .limit(1);
      return {
        uuid: row.id,
        userId: row.userId,
        status: row.status,
        contributionSen,
        paidUntil: row.status === 'issued' ? row.paidUntil : null,
        frequency: row.frequency,
        productId: row.productId,
        holder: {
          name: `${row.holder.first_name} ${row.holder.last_name}`.trim(),
          email: row.holder.email,
          phone: row.holder.contact_number ?? declaration?.phone ?? null,
        },
      };
    });
    // Outside the transaction: PGlite has one connection, which the transaction holds.
    const { productId, ...rest } = payable;
    return { ...rest, productName: (await this.productOf(productId)).name };
  }

  async contributionPaid(event: ContributionPaid): Promise<void> {
    const afterCommit: (() => Promise<void>)[] = [];
    await this.db.transaction(async (tx) => {
      const [found] = await tx
        .select({ idRef: certificates.idRef })
        .from(certificates)
        .where(eq(certificates.id, event.certificateUuid));
      if (!found) throw new Error(`contributionPaid: no certificate ${event.certificateUuid}`);
      await lockNric(tx, found.idRef);

      const [seen] = await tx
        .select({ id: certificateContributions.id })
        .from(certificateContributions)
        .where(eq(certificateContributions.paymentUuid, event.paymentUuid));
      if (seen) return;

      const row = await this.repository.lock(tx, event.certificateUuid);
      if (!row) throw new Error(`contributionPaid: no certificate ${event.certificateUuid}`);

      if (row.status === 'pending') {
        const other = await activeCertificateOf(tx, row.idRef, row.id);
        if (other?.status === 'issued') {
          // Two certificates for one person: the earliest stays, this one is canceled and refunded in full.
          await this.recordContribution(tx, row.id, event, null, null);
          await this.transition(tx, row, 'canceled', 'system', 'duplicate_certificate', {
            endReason: 'duplicate',
          });
          await this.requestRefund(tx, row.id, event.paymentUuid, event.amountSen, 'duplicate_certificate');
          await this.notify(tx, row.userId, {
            kind: 'duplicate',
            keptNumber: other.number ?? '',
            refundSen: event.amountSen,
          });
          return;
        }
        await this.issue(tx, row, event);
        afterCommit.push(() =>
          this.jobs.enqueue(CERTIFICATE_PDF_JOB, { certificateId: row.id }).then(() => undefined),
        );
        return;
      }

      if (row.status === 'issued' && !row.cancelEffectiveDate && row.paidUntil) {
        const periodStart = row.paidUntil;
        const periodEnd = addMonths(periodStart, periodMonths(row.frequency));
        await this.recordContribution(tx, row.id, event, periodStart, periodEnd);
        for (const listener of this.contributionListeners) {
          await listener(tx, {
            certificateUuid: row.id,
            paymentUuid: event.paymentUuid,
            periodStart,
            contributionSen: row.contributionSen,
            amountSen: event.amountSen,
          });
        }
        let nextRenewalDate = row.nextRenewalDate;
        while (nextRenewalDate && periodEnd > nextRenewalDate)
          nextRenewalDate = addMonths(nextRenewalDate, TERM_MONTHS);
        await tx
          .update(certificates)
          .set({ paidUntil: periodEnd, nextRenewalDate, updatedAt: new Date() })
          .where(eq(certificates.id, row.id));
        return;
      }

      // Canceled, lapsed, rescinded, or cancellation scheduled: the money is kept on record and given back.
      await this.recordContribution(tx, row.id, event, null, null);
      await this.requestRefund(tx, row.id, event.paymentUuid, event.amountSen, 'cancellation');
    });
    for (const task of afterCommit) await task();
  }

  // Issuing ------------------------------------------------------------------------------------------------------

  /**
   * Issues a pending certificate whose contributions a partner pays (sponsored cover): no payment from the
   * member, the term paid up front by the partner's statement. The member is e-mailed with the PDF.
   */
  async issueSponsored(tx: Tx, certificateId: string, sponsor: Sponsor): Promise<CertificateRow> {
    const row = await this.repository.lock(tx, certificateId);
    if (!row) throw new Error(`issueSponsored: no certificate ${certificateId}`);
    const now = new Date();
    const startDate = malaysianDay(now);
    const paidUntil = addMonths(startDate, row.termMonths);
    const [sequence] = await queryRows<{ value: string }>(
      tx,
      sql`select nextval(${certificateNumberSeq.seqName ?? 'certificate_number_seq'}) as value`,
    );
    const number = certificateNumber(Number(startDate.slice(0, 4)), Number(sequence!.value));
    assertTransition(row.status, 'issued');
    await tx
      .update(certificates)
      .set({
        status: 'issued',
        number,
        issuedAt: now,
        startDate,
        paidUntil,
        nextRenewalDate: paidUntil,
        updatedAt: now,
      })
      .where(eq(certificates.id, row.id));
    await tx.insert(certificateTransitions).values({
      certificateId: row.id,
      fromStatus: row.status,
      toStatus: 'issued',
      actor: 'partners',
      reason: 'sponsored',
    });
    await tx
      .update(certificateApplications)
      .set({ stage: 'published', publishedAt: now, updatedAt: now })
      .where(eq(certificateApplications.id, row.applicationId));
    await this.notify(tx, row.userId, {
      kind: 'issued',
      certificateUuid: row.id,
      number,
      sumCoveredSen: row.sumCoveredSen,
      contributionSen: row.contributionSen,
      frequency: row.frequency,
      startDate,
      renewalDate: paidUntil,
      coolingOffEnd: addDays(startDate, COOLING_OFF_DAYS),
      sponsor,
    });
    return (await this.repository.byId(row.id, tx))!;
  }

  private async issue(tx: Tx, row: CertificateRow, event: ContributionPaid): Promise<void> {
    const now = new Date();
    const startDate = malaysianDay(event.paidAt);
    const paidUntil = addMonths(startDate, periodMonths(row.frequency));
    const nextRenewalDate = addMonths(startDate, row.termMonths);
    const [sequence] = await queryRows<{ value: string }>(
      tx,
      sql`select nextval(${certificateNumberSeq.seqName ?? 'certificate_number_seq'}) as value`,
    );
    const number = certificateNumber(Number(startDate.slice(0, 4)), Number(sequence!.value));
    assertTransition(row.status, 'issued');
    await tx
      .update(certificates)
      .set({ status: 'issued', number, issuedAt: now, startDate, paidUntil, nextRenewalDate, updatedAt: now })
      .where(eq(certificates.id, row.id));
    await tx.insert(certificateTransitions).values({
      certificateId: row.id,
      fromStatus: row.status,
      toStatus: 'issued',
      actor: 'payments',
      reason: 'first_contribution',
    });
    await this.recordContribution(tx, row.id, event, startDate, paidUntil);
    await this.statusChanged(tx, row.userId);
    await tx
      .update(certificateApplications)
      .set({ stage: 'published', publishedAt: now, updatedAt: now })
      .where(eq(certificateApplications.id, row.applicationId));
    await this.notify(tx, row.userId, {
      kind: 'issued',
      certificateUuid: row.id,
      number,
      sumCoveredSen: row.sumCoveredSen,
      contributionSen: row.contributionSen,
      frequency: row.frequency,
      startDate,
      renewalDate: nextRenewalDate,
      coolingOffEnd: addDays(startDate, COOLING_OFF_DAYS),
    });
  }

  private async recordContribution(
    tx: Tx,
    certificateId: string,
    event: ContributionPaid,
    periodStart: string | null,
    periodEnd: string | null,
  ): Promise<void> {
    await tx.insert(certificateContributions).values({
      certificateId,
      paymentUuid: event.paymentUuid,
      amountSen: event.amountSen,
      channel: event.channel,
      paidAt: event.paidAt,
      periodStart,
      periodEnd,
    });
  }

  private async transition(
    tx: Tx,
    row: CertificateRow,
    to: CertificateStatus,
    actor: string,
    reason: string,
    extra: { endReason: string; cancelReason?: string | null; contributionsRefunded?: boolean },
  ): Promise<void> {
    const { contributionsRefunded = false, ...why } = extra;
    await this.repository.transition(tx, row, to, { actor, reason, ...why });
    await this.afterTransition(tx, row, contributionsRefunded);
  }

  /** What follows every change of status, in its transaction: the listeners of an ending, then of any change. */
  private async afterTransition(tx: Tx, row: CertificateRow, contributionsRefunded: boolean): Promise<void> {
    if (row.status === 'issued') {
      for (const listener of this.endListeners) {
        await listener(tx, {
          certificateUuid: row.id,
          number: row.number,
          userId: row.userId,
          contributionsRefunded,
        });
      }
    }
    await this.statusChanged(tx, row.userId);
  }

  private readonly statusListeners: StatusListener[] = [];
  private readonly endListeners: EndListener[] = [];

  /**
   * Called in the transaction that ends an issued certificate, however it ends (rewards gives back the credit
   * its contributions did not use).
   */
  onEnded(listener: EndListener): void {
    this.endListeners.push(listener);
  }
  private readonly contributionListeners: ContributionListener[] = [];

  /**
   * Called in the transaction that records each later contribution (after the first), with the period it pays:
   * rewards settles the credit that period keeps.
   */
  onContributionRecorded(listener: ContributionListener): void {
    this.contributionListeners.push(listener);
  }
  private readonly cancellationListeners: CancellationListener[] = [];

  /** Called in the transaction of each cancellation the member asks for (servicing writes it to the history). */
  onCancellationRequested(listener: CancellationListener): void {
    this.cancellationListeners.push(listener);
  }

  private async cancellationRequested(
    tx: Tx,
    row: CertificateRow,
    userId: string,
    reason: string,
    effectiveDate: string,
  ): Promise<void> {
    for (const listener of this.cancellationListeners) {
      await listener(tx, { certificateId: row.id, userId, reason, effectiveDate });
    }
  }

  /**
   * Called in the transaction of each issue, cancellation and rescission with the certificate holder (the
   * rewards service queues its referral settlement there, so it follows the change exactly once).
   */
  onStatusChange(listener: StatusListener): void {
    this.statusListeners.push(listener);
  }

  private async statusChanged(tx: Tx, userId: string): Promise<void> {
    for (const listener of this.statusListeners) await listener(tx, userId);
  }

  private async notify(
    tx: Tx,
    userId: string,
    params:
      | {
          kind: 'issued';
          certificateUuid: string;
          number: string;
          sumCoveredSen: number;
          contributionSen: number;
          frequency: 'month' | 'year';
          startDate: string;
          renewalDate: string;
          coolingOffEnd: string;
          sponsor?: Sponsor;
        }
      | { kind: 'duplicate'; keptNumber: string; refundSen: number }
      | { kind: 'canceled_refund'; number: string; refundSen: number }
      | { kind: 'canceled_scheduled'; number: string; effectiveDate: string }
      | { kind: 'rescinded'; number: string; reason: string; refundSen: number }
      | { kind: 'overdue'; certificateUuid: string; number: string; dueDate: string; lastDay: string }
      | { kind: 'lapsed'; number: string; lastDay: string },
  ): Promise<void> {
    const [member] = await tx
      .select({
        email: users.email,
        firstName: users.firstName,
        language: users.language,
        deletedAt: users.deletedAt,
      })
      .from(users)
      .where(eq(users.id, userId));
    if (!member || member.deletedAt) return;
    await this.emails.send(
      member.email,
      member.language as Locale,
      { template: 'certificate_notice', params: { ...params, firstName: member.firstName } },
      {
        db: tx,
        // The issued certificate's e-mail carries its e-certificate, the same PDF the dashboard downloads.
        attachments:
          params.kind === 'issued'
            ? [{ source: CERTIFICATE_PDF_ATTACHMENT, id: params.certificateUuid }]
            : [],
      },
    );
  }

  // Refunds --------------------------------------------------------------------------------------------------------

  private async requestRefund(
    tx: Tx,
    certificateId: string,
    paymentUuid: string,
    amountSen: number,
    reason: RefundReason,
  ): Promise<void> {
    const idempotencyKey = `certificate-refund:${paymentUuid}`;
    const [row] = await tx
      .insert(certificateRefundRequests)
      .values({ certificateId, paymentUuid, amountSen, reason, idempotencyKey })
      .onConflictDoNothing({ target: certificateRefundRequests.idempotencyKey })
      .returning({ id: certificateRefundRequests.id });
    if (row) await this.jobs.enqueue(CERTIFICATE_REFUND_JOB, { refundRequestId: row.id }, { db: tx });
  }

  /** A refund payments answered pending has ended: the member's certificate shows how. */
  async refundSettled(event: { refundUuid: string; status: 'succeeded' | 'failed' }): Promise<void> {
    await this.db
      .update(certificateRefundRequests)
      .set({ status: event.status, updatedAt: new Date() })
      .where(
        and(
          eq(certificateRefundRequests.refundUuid, event.refundUuid),
          eq(certificateRefundRequests.status, 'pending'),
        ),
      );
  }

  /** The refund job: hands one request to payments, or marks it unsent while payments is not there. */
  async sendRefund(refundRequestId: string): Promise<void> {
    const [row] = await this.db
      .select()
      .from(certificateRefundRequests)
      .where(eq(certificateRefundRequests.id, refundRequestId));
    if (!row || (row.status !== 'requested' && row.status !== 'unsent')) return;
    const refunds = this.refunds();
    if (!refunds) {
      await this.db
        .update(certificateRefundRequests)
        .set({ status: 'unsent', lastError: 'The payments service is not available', updatedAt: new Date() })
        .where(eq(certificateRefundRequests.id, row.id));
      return;
    }
    try {
      const result = await refunds.refund({
        paymentUuid: row.paymentUuid,
        amountSen: row.amountSen,
        reason: row.reason,
        idempotencyKey: row.idempotencyKey,
      });
      await this.db
        .update(certificateRefundRequests)
        .set({ status: result.status, refundUuid: result.refundUuid, lastError: null, updatedAt: new Date() })
        .where(eq(certificateRefundRequests.id, row.id));
    } catch (error) {
      if (error instanceof AppError && error.statusCode < 500) {
        // Refused for good (say, an FPX debit that must be refunded by bank transfer): staff take it over.
        await this.db
          .update(certificateRefundRequests)
          .set({ status: 'failed', lastError: error.code, updatedAt: new Date() })
          .where(eq(certificateRefundRequests.id, row.id));
        return;
      }
      await this.db
        .update(certificateRefundRequests)
        .set({
          lastError: error instanceof Error ? error.message.slice(0, 500) : 'refund failed',
          updatedAt: new Date(),
        })
        .where(eq(certificateRefundRequests.id, row.id));
      throw error;
    }
  }

  /** Housekeeping: unsent refund requests are sent again once payments is there. */
  async resendUnsentRefunds(): Promise<void> {
    if (!this.refunds()) return;
    const rows = await this.db
      .select({ id: certificateRefundRequests.id })
      .from(certificateRefundRequests)
      .where(eq(certificateRefundRequests.status, 'unsent'));
    for (const row of rows) {
      await this.db
        .update(certificateRefundRequests)
        .set({ status: 'requested', updatedAt: new Date() })
        .where(and(eq(certificateRefundRequests.id, row.id), eq(certificateRefundRequests.status, 'unsent')));
      await this.jobs.enqueue(CERTIFICATE_REFUND_JOB, { refundRequestId: row.id });
    }
  }

  // Cancellation, lapse ----------------------------------------------------------------------------------------------

  /**
   * The member cancels. Pending: canceled at once (nothing was paid). Issued, within 15 days of issue: canceled
   * at once, every contribution refunded in full. Issued, later: stays in force to the end of the paid period,
   * then canceled by housekeeping; no refund, and no further contribution is taken.
   */
  async cancel(
    userId: string,
    certificateId: string,
    reason: string,
    today = todayIso(),
  ): Promise<CertificateRow> {
    await this.db.transaction(async (tx) => {
      const found = await this.repository.ofMember(certificateId, userId, tx);
      if (!found) throw new AppError(404, 'not_found', 'certificates.notFound');
      await lockNric(tx, found.idRef);
      const row = await this.repository.lock(tx, found.id);
      if (!row) throw new AppError(404, 'not_found', 'certificates.notFound');
      if (row.status === 'pending') {
        await this.transition(tx, row, 'canceled', userId, 'member_request', {
          endReason: 'canceled_before_payment',
          cancelReason: reason,
        });
        await this.cancellationRequested(tx, row, userId, reason, today);
        return;
      }
      if (row.status !== 'issued') throw new AppError(409, 'already_ended', 'certificates.alreadyEnded');
      if (row.cancelEffectiveDate) {
        throw new AppError(409, 'cancel_scheduled', {
          key: 'certificates.cancelScheduled',
          params: { date: row.cancelEffectiveDate },
        });
      }
      const coolingOffEnd = addDays(row.startDate ?? today, COOLING_OFF_DAYS);
      if (today <= coolingOffEnd) {
        const contributions = await this.repository.periodContributionsOf(tx, row.id);
        await this.transition(tx, row, 'canceled', userId, 'cooling_off', {
          endReason: 'cooling_off',
          cancelReason: reason,
          contributionsRefunded: true,
        });
        await tx
          .update(certificates)
          .set({ cancelRequestedAt: new Date(), cancelEffectiveDate: today })
          .where(eq(certificates.id, row.id));
        await this.cancellationRequested(tx, row, userId, reason, today);
        let total = 0;
        for (const contribution of contributions) {
          total += contribution.amountSen;
          await this.requestRefund(
            tx,
            row.id,
            contribution.paymentUuid,
            contribution.amountSen,
            'cooling_off',
          );
        }
        await this.notify(tx, row.userId, {
          kind: 'canceled_refund',
          number: row.number ?? '',
          refundSen: total,
        });
        return;
      }
      const effective = row.paidUntil && row.paidUntil > today ? row.paidUntil : today;
      await tx
        .update(certificates)
        .set({
          cancelRequestedAt: new Date(),
          cancelEffectiveDate: effective,
          cancelReason: reason,
          updatedAt: new Date(),
        })
        .where(eq(certificates.id, row.id));
      await tx.insert(certificateTransitions).values({
        certificateId: row.id,
        fromStatus: 'issued',
        toStatus: 'issued',
        actor: userId,
        reason: `cancellation_scheduled:${effective}`,
      });
      await this.cancellationRequested(tx, row, userId, reason, effective);
      await this.notify(tx, row.userId, {
        kind: 'canceled_scheduled',
        number: row.number ?? '',
        effectiveDate: effective,
      });
      if (effective === today) {
        const current = await this.repository.byId(row.id, tx);
        await this.transition(tx, current!, 'canceled', userId, 'cancellation', {
          endReason: 'cancellation',
        });
      }
    });
    return (await this.repository.byId(certificateId))!;
  }

  /**
   * Staff void an issued certificate for non-disclosure or misrepresentation. With refund, every contribution
   * is refunded in full (careless misrepresentation); without, none is (deliberate or reckless).
   */
  async rescind(
    certificateId: string,
    reason: string,
    refund: boolean,
    staffId: string,
  ): Promise<CertificateRow> {
    await this.db.transaction(async (tx) => {
      const row = await this.repository.lock(tx, certificateId);
      if (!row) throw new AppError(404, 'not_found', 'certificates.notFound');
      if (row.status !== 'issued') throw new AppError(409, 'not_issued', 'certificates.rescindNotIssued');
      await this.transition(tx, row, 'rescinded', staffId, reason, {
        endReason: 'rescinded',
        cancelReason: reason,
        contributionsRefunded: refund,
      });
      let total = 0;
      if (refund) {
        const contributions = await this.repository.periodContributionsOf(tx, row.id);
        for (const contribution of contributions) {
          total += contribution.amountSen;
          await this.requestRefund(
            tx,
            row.id,
            contribution.paymentUuid,
            contribution.amountSen,
            'cancellation',
          );
        }
      }
      await this.notify(tx, row.userId, {
        kind: 'rescinded',
        number: row.number ?? '',
        reason,
        refundSen: total,
      });
    });
    return (await this.repository.byId(certificateId))!;
  }

  /**
   * Housekeeping: scheduled cancellations that reached their day end; unpaid certificates past grace lapse (the
   * member is told); a contribution unpaid a week into its grace period is reminded of, once.
   */
  async sweep(today = todayIso()): Promise<void> {
    await this.repository.forEachDue(dueCancellations(today), (tx, row) =>
      this.transition(tx, row, 'canceled', 'system', 'cancellation', { endReason: 'cancellation' }),
    );
    await this.repository.forEachDue(dueLapses(addDays(today, -GRACE_DAYS)), async (tx, row) => {
      await this.transition(tx, row, 'lapsed', 'system', 'unpaid_after_grace', { endReason: 'lapsed' });
      await this.notify(tx, row.userId, {
        kind: 'lapsed',
        number: row.number ?? '',
        lastDay: lastDayOfGrace(row.paidUntil!),
      });
    });
    await this.repository.forEachDue(
      dueOverdueNotices(addDays(today, -OVERDUE_NOTICE_DAYS)),
      async (tx, row) => {
        await this.repository.markOverdueNotice(tx, row);
        await this.notify(tx, row.userId, {
          kind: 'overdue',
          certificateUuid: row.id,
          number: row.number ?? '',
          dueDate: row.paidUntil!,
          lastDay: lastDayOfGrace(row.paidUntil!),
        });
      },
    );
  }

  /** Cancels the member's pending, unpaid certificates of this NRIC: a new application replaces them. */
  async cancelReplaced(tx: Tx, idRef: string): Promise<void> {
    for (const row of await unpaidCertificatesOf(tx, idRef)) {
      await this.transition(tx, row, 'canceled', 'system', 'replaced_by_new_application', {
        endReason: 'replaced',
      });
    }
  }

  // The document ---------------------------------------------------------------------------------------------------

  /** Builds and stores the certificate PDF of an issued certificate, once; answers its storage key. */
  async ensurePdf(certificateId: string): Promise<string | null> {
    const row = await this.repository.byId(certificateId);
    if (!row || !row.number || !row.startDate || !row.nextRenewalDate || !row.issuedAt) return null;
    if (row.pdfKey) return row.pdfKey;
    const product = await this.productOf(row.productId);
    const [relationship] = row.beneficiary
      ? await this.db
          .select({ en: beneficiaryRelationships.nameEn, ms: beneficiaryRelationships.nameMs })
          .from(beneficiaryRelationships)
          .where(eq(beneficiaryRelationships.code, row.beneficiary.relationship))
      : [];
    const pdf = await renderCertificatePdf({
      relationship: relationship ?? null,
      number: row.number,
      productName: product.name,
      operatorName: product.operatorName,
      holder: row.holder,
      beneficiary: row.beneficiary,
      sumCoveredSen: row.sumCoveredSen,
      contributionSen: row.contributionSen,
      wakalahSen: row.wakalahSen,
      tabarruSen: row.tabarruSen,
      frequency: row.frequency,
      startDate: row.startDate,
      endDate: addMonths(row.startDate, row.termMonths),
      nextRenewalDate: row.nextRenewalDate,
      issuedAt: row.issuedAt,
      sponsor: this.sponsors ? await this.sponsors(row.id) : null,
    });
    const key = `${row.id}/certificate-${row.number.toLowerCase()}.pdf`;
    await this.storage.put(key, pdf);
    await this.db
      .update(certificates)
      .set({ pdfKey: key, updatedAt: new Date() })
      .where(and(eq(certificates.id, row.id), isNull(certificates.pdfKey)));
    this.log.info({ certificateId: row.id }, 'certificate document stored');
    return key;
  }

  async readPdf(key: string): Promise<Buffer | null> {
    return this.storage.get(key);
  }

  /** The certificate PDF as a mail attachment, built if it is not yet; null before the certificate is issued. */
  async pdfAttachment(certificateId: string): Promise<MailAttachment | null> {
    const key = await this.ensurePdf(certificateId);
    const content = key ? await this.readPdf(key) : null;
    if (!key || !content) return null;
    return { filename: path.posix.basename(key), contentType: 'application/pdf', content };
  }

  /** The member's certificates of the listed ids (for applications). */
  async byApplication(applicationIds: string[]): Promise<CertificateRow[]> {
    return this.repository.byApplications(applicationIds);
  }
}
