// Sponsored cover: who a partner sponsors (its roster, or its own eligibility API), the participant's partner
// quotation (pending -> submitted -> published) on top of a flagship quotation whose steps the journey reuses,
// the sponsored certificate (issued by the certificates service, the partner named as sponsor, nothing paid by
// the participant), roster changes told to both sides, and the partner's monthly statement.
import { formatMoney, senToDecimalString, todayIso } from '@teduh/shared/domain';
import type { FastifyBaseLogger } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import {
  certificateApplications,
  certificateQuotations,
  certificates,
  partnerRosterUploads,
  users,
  type PartnerEligibility,
} from '../../db/schema';
import { AppError, invalid } from '../../lib/errors';
import type { Locale, MessageKey } from '../../lib/i18n';
import type { ObjectStorage } from '../../lib/storage';
import type { EmailService } from '../mail/email-service';
import { activeCertificateOf, lockNric } from '../certificates/certificates-repository';
import type { CertificatesService, Sponsor } from '../certificates/certificates-service';
import type { QuotationsService, QuotationRow } from '../certificates/quotations-service';
import { addMonths } from '../certificates/status';
import { FLAGSHIP_PRODUCT_ID } from '../products/catalogue';
import type { Quote } from '../products/pricing';
import type { UnderwritingService } from '../underwriting/underwriting-service';
import { PartnerApiError, type EligibilityClient } from './eligibility-client';
import {
  isUniqueViolation,
  PartnersRepository,
  type PartnerQuotationRow,
  type PartnerRow,
  type RosterUploadRow,
  type StatementSource,
} from './partners-repository';
import { parseRoster } from './roster';

export type IneligibleReason = 'not_listed' | 'removed' | 'employment_ended' | 'probation' | 'not_entitled';

export const ineligibleMessages: Record<IneligibleReason, MessageKey> = {
  not_listed: 'partners.ineligible.notListed',
  removed: 'partners.ineligible.removed',
  employment_ended: 'partners.ineligible.employmentEnded',
  probation: 'partners.ineligible.probation',
  not_entitled: 'partners.ineligible.notEntitled',
};

export type EligibilityOutcome =
  | { eligible: true; partner: PartnerRow; eligibility: PartnerEligibility }
  | { eligible: false; partner: PartnerRow; reason: IneligibleReason };

/** A partner quotation with what it is made of: its partner, flagship quotation and certificate. */
export interface PartnerQuotationView {
  row: PartnerQuotationRow;
  partner: PartnerRow;
  quotation: QuotationRow;
  certificate: typeof certificates.$inferSelect | null;
}

export interface PaymentSchedule {
  quote: Quote;
  /** When the partner's contribution falls due: the start of the cover (today until issued). */
  dueDate: string;
}

export interface StatementLine {
  number: string;
  holderName: string;
  idRef: string;
  memberRef: string;
  startDate: string;
  status: string;
  sumCoveredSen: number;
  funeralBenefitSen: number;
  /** What the partner owes for this certificate in the month: its yearly contribution on a start or renewal. */
  dueSen: number;
  eligibilityLost: boolean;
}

export interface Statement {
  partner: PartnerRow;
  month: string;
  lines: StatementLine[];
  inForce: number;
  newCertificates: number;
  dueSen: number;
}

export interface RosterReport {
  upload: RosterUploadRow;
  /** Certificate holders taken off the roster: their certificates stay, both sides were told. */
  holdersRemoved: { number: string; holderName: string }[];
}

const CHARITY_SLUGS = new Set(['my_kasih', 'mykasih', 'myKasih']);
/** The journey path segment of a partner: the charity partner's pages, or the partner pages. */
export const journeySegmentOf = (partner: PartnerRow): 'mykasih' | 'partner' =>
  partner.kind === 'charity' || CHARITY_SLUGS.has(partner.slug) ? 'mykasih' : 'partner';

const monthPattern = /^(\d{4})-(0[1-9]|1[0-2])$/;

export class PartnersService {
  private readonly repository: PartnersRepository;

  constructor(
    private readonly db: Database,
    private readonly quotations: QuotationsService,
    private readonly certificates: CertificatesService,
    private readonly underwriting: UnderwritingService,
    private readonly eligibilityClient: EligibilityClient,
    /** The eligibility API of a partner whose data names none. */
    private readonly defaultEligibilityUrl: string,
    private readonly emails: EmailService,
    private readonly storage: ObjectStorage,
    private readonly log: FastifyBaseLogger,
  ) {
    this.repository = new PartnersRepository(db);
  }

  get partners(): PartnersRepository {
    return this.repository;
  }

  listPartners(): Promise<PartnerRow[]> {
    return this.repository.listActive();
  }

  async partner(slug: string): Promise<PartnerRow> {
    const row = await this.repository.bySlug(slug);
    if (!row) throw new AppError(404, 'not_found', 'partners.notFound');
    return row;
  }

  /** The sponsor a certificate's PDF names (null: not sponsored). */
  async sponsorOf(certificateId: string): Promise<Sponsor | null> {
    const partner = await this.repository.sponsorOfCertificate(certificateId);
    return partner ? { name: partner.name, funeralBenefitSen: partner.funeralBenefitSen } : null;
  }

  // Eligibility ------------------------------------------------------------------------------------------------

  /** Is the member (eKYC accepted, NRIC verified) sponsored by this partner? Asks the roster or the partner. */
  async checkEligibility(userId: string, slug: string): Promise<EligibilityOutcome> {
    const partner = await this.partner(slug);
    const member = await this.quotations.member(userId);
    return this.eligibilityOf(partner, member.idRef);
  }

  private async eligibilityOf(partner: PartnerRow, idRef: string): Promise<EligibilityOutcome> {
    const checkedAt = new Date().toISOString();
    if (partner.eligibilitySource === 'roster') {
      const entry = await this.repository.rosterEntry(partner.id, idRef);
      if (!entry) return { eligible: false, partner, reason: 'not_listed' };
      if (entry.status !== 'active') return { eligible: false, partner, reason: 'removed' };
      return {
        eligible: true,
        partner,
        eligibility: { source: 'roster', member_ref: entry.memberRef, checked_at: checkedAt },
      };
    }
    try {
      const answer = await this.eligibilityClient.check(
        partner.eligibilityApiUrl ?? this.defaultEligibilityUrl,
        idRef,
      );
      if (!answer.eligible) return { eligible: false, partner, reason: answer.reason };
      return {
        eligible: true,
        partner,
        eligibility: { source: 'api', member_ref: answer.memberRef, checked_at: checkedAt },
      };
    } catch (error) {
      if (!(error instanceof PartnerApiError)) throw error;
      this.log.warn({ err: error, partner: partner.slug }, 'partner eligibility API failed');
      throw new AppError(503, 'partner_unavailable', {
        key: 'partners.unavailable',
        params: { partner: partner.name },
      });
    }
  }

  private async requireEligible(partner: PartnerRow, idRef: string): Promise<PartnerEligibility> {
    const outcome = await this.eligibilityOf(partner, idRef);
    if (!outcome.eligible) {
      throw new AppError(403, 'not_eligible', {
        key: ineligibleMessages[outcome.reason],
        params: { partner: partner.name },
      });
    }
    return outcome.eligibility;
  }

  // Partner quotations -----------------------------------------------------------------------------------------

  /**
   * A new partner quotation: the partner's sum (the only one offered), the eligibility asked again (what the
   * client sends is not trusted), and a flagship quotation the journey's steps save to.
   */
  async create(
    userId: string,
    input: { partner: string; plan?: number; sum?: string | number },
  ): Promise<PartnerQuotationView> {
    const partner = await this.partner(input.partner);
    if (input.plan !== undefined && input.plan !== FLAGSHIP_PRODUCT_ID) {
      throw invalid({ plan: [{ key: 'partners.planInvalid' }] });
    }
    if (input.sum !== undefined && Math.round(Number(input.sum) * 100) !== partner.sumCoveredSen) {
      throw invalid({
        sum: [
          {
            key: 'partners.sumMismatch',
            params: { partner: partner.name, amount: formatMoney(partner.sumCoveredSen) },
          },
        ],
      });
    }
    const member = await this.quotations.member(userId);
    if (await this.repository.quotationOfPerson(partner.id, member.idRef)) {
      throw new AppError(409, 'partner_quotation_exists', {
        key: 'partners.quotationExists',
        params: { partner: partner.name },
      });
    }
    const eligibility = await this.requireEligible(partner, member.idRef);
    const quotation = await this.quotations.create(userId, {
      product: FLAGSHIP_PRODUCT_ID,
      coverage_amount: senToDecimalString(partner.sumCoveredSen),
      persons: [{ id_ref: member.idRef, person_type: 'main_insured' }],
    });
    try {
      const row = await this.repository.insertQuotation({
        partnerId: partner.id,
        userId,
        idRef: member.idRef,
        sumCoveredSen: partner.sumCoveredSen,
        funeralBenefitSen: partner.funeralBenefitSen,
        eligibility,
        certificateQuotationId: quotation.id,
      });
      return { row, partner, quotation, certificate: null };
    } catch (error) {
      // Two tabs at once: the other one made it; this flagship quotation is closed again.
      await this.db
        .update(certificateQuotations)
        .set({ state: 'canceled', updatedAt: new Date() })
        .where(eq(certificateQuotations.id, quotation.id));
      if (isUniqueViolation(error, 'partner_quotations_partner_nric_key')) {
        throw new AppError(409, 'partner_quotation_exists', {
          key: 'partners.quotationExists',
          params: { partner: partner.name },
        });
      }
      throw error;
    }
  }

  async list(userId: string, partnerSlug?: string): Promise<PartnerQuotationView[]> {
    const partnerId = partnerSlug ? (await this.partner(partnerSlug)).id : undefined;
    const rows = await this.repository.quotationsOfMember(userId, partnerId);
    return Promise.all(rows.map((row) => this.view(row)));
  }

  /** The member's partner quotation; another member's is a 404. A submitted one is issued when it can be. */
  async byId(userId: string, id: string): Promise<PartnerQuotationView> {
    const row = await this.repository.quotationOfMember(id, userId);
    if (!row) throw new AppError(404, 'not_found', 'partners.quotationNotFound');
    if (row.state === 'submitted') return this.view(await this.publish(row));
    return this.view(row);
  }

  private async view(row: PartnerQuotationRow): Promise<PartnerQuotationView> {
    const partner = (await this.repository.byId(row.partnerId))!;
    const quotation = await this.quotations.byId(row.userId, row.certificateQuotationId);
    const certificate = row.certificateId
      ? ((await this.db.select().from(certificates).where(eq(certificates.id, row.certificateId)))[0] ?? null)
      : null;
    return { row, partner, quotation, certificate };
  }

  /** What a pending partner quotation may change: the referral code and the (yearly) term. */
  async patch(
    userId: string,
    id: string,
    input: { referral_code?: string | null; contribution_term?: string },
  ): Promise<PartnerQuotationView> {
    const current = await this.byId(userId, id);
    if (current.row.state !== 'pending') {
      throw new AppError(409, 'quotation_closed', 'partners.quotationClosed');
    }
    const term = input.contribution_term === undefined ? undefined : this.yearly(input.contribution_term);
    if (input.referral_code !== undefined) {
      // The flagship quotation checks the code (not the member's own, a member's code).
      await this.quotations.patch(userId, current.quotation.id, { referral_code: input.referral_code });
    }
    const updated = await this.repository.updateQuotation(
      id,
      {
        ...(term ? { contributionTerm: term } : {}),
        ...(input.referral_code !== undefined ? { referralCode: input.referral_code?.trim() || null } : {}),
      },
      this.db,
      'pending',
    );
    if (!updated) throw new AppError(409, 'quotation_closed', 'partners.quotationClosed');
    return this.view(updated);
  }

  private yearly(term: string): 'year' {
    if (term === 'year' || term === 'yearly') return 'year';
    throw invalid({ contribution_term: [{ key: 'partners.termYearly' }] });
  }

  /** The payment schedule: the partner pays the yearly contribution when the cover starts. */
  async rate(userId: string, id: string): Promise<PaymentSchedule & { view: PartnerQuotationView }> {
    const view = await this.byId(userId, id);
    const quote = await this.quotations.priceOf(view.quotation);
    if (!quote) throw invalid({ dob: [{ key: 'validation.entryAge' }] });
    return { quote, dueDate: view.certificate?.startDate ?? todayIso(), view };
  }

  /**
   * The submit call. `submit: false` keeps the term (yearly) and the referral code and answers the payment
   * schedule. `submit: true` needs the journey's steps done (terms, accepted health answers), makes the
   * application and its certificate, which is issued at once: the partner pays, the participant pays nothing.
   */
  async submit(
    userId: string,
    id: string,
    input: { contribution_term: string; submit: boolean; referral_code?: string | null },
  ): Promise<PaymentSchedule & { view: PartnerQuotationView }> {
    const view = await this.byId(userId, id);
    const term = this.yearly(input.contribution_term);
    if (view.row.state !== 'pending') {
      if (input.submit) throw new AppError(409, 'quotation_closed', 'partners.quotationClosed');
      return this.rate(userId, id);
    }
    await this.patch(userId, id, {
      contribution_term: term,
      ...(input.referral_code !== undefined ? { referral_code: input.referral_code } : {}),
    });
    if (!input.submit) return this.rate(userId, id);

    const member = await this.quotations.member(userId);
    await this.requireEligible(view.partner, member.idRef);
    const quotation = await this.quotations.byId(userId, view.quotation.id);
    if (quotation.state !== 'draft') {
      throw new AppError(409, 'quotation_closed', 'partners.quotationClosed');
    }
    if (!quotation.termsAcceptedAt) {
      throw invalid({ terms_accepted: [{ key: 'validation.mustAgreeAllTerms' }] });
    }
    const quote = await this.quotations.priceOf(quotation);
    if (!quote) throw invalid({ dob: [{ key: 'validation.entryAge' }] });

    const submitted = await this.db.transaction(async (tx) => {
      await lockNric(tx, member.idRef);
      if (await activeCertificateOf(tx, member.idRef)) {
        throw new AppError(409, 'certificate_exists', 'certificates.certificateExists');
      }
      const submission = await this.underwriting.requireUsable(
        userId,
        quotation.underwritingSubmissionId,
        quotation.productId,
        tx,
      );
      await this.underwriting.markUsed(submission.id, tx);
      const now = new Date();
      await tx
        .update(certificateQuotations)
        .set({ state: 'submitted', contributionTerm: term, updatedAt: now })
        .where(eq(certificateQuotations.id, quotation.id));
      const [application] = await tx
        .insert(certificateApplications)
        .values({ quotationId: quotation.id, userId, stage: 'submitted', submittedAt: now })
        .returning();
      const [certificate] = await tx
        .insert(certificates)
        .values({
          userId,
          productId: quotation.productId,
          quotationId: quotation.id,
          applicationId: application!.id,
          idRef: member.idRef,
          status: 'pending',
          sumCoveredSen: quotation.coverageSen,
          frequency: term,
          contributionSen: quote.yearlySen,
          wakalahSen: quote.wakalahYearlySen,
          tabarruSen: quote.yearlySen - quote.wakalahYearlySen,
          monthlySen: quote.monthlySen,
          yearlySen: quote.yearlySen,
          ageNextBirthday: quote.ageNextBirthday,
          holder: quotation.holder,
          beneficiary: quotation.beneficiary,
        })
        .returning();
      const row = await this.repository.updateQuotation(
        id,
        { state: 'submitted', certificateId: certificate!.id, submittedAt: now },
        tx,
        'pending',
      );
      if (!row) throw new AppError(409, 'quotation_closed', 'partners.quotationClosed');
      return row;
    });
    await this.publish(submitted);
    return this.rate(userId, id);
  }

  /** submitted -> published: the certificate issued with the partner as its sponsor. Retried on each read. */
  private async publish(row: PartnerQuotationRow): Promise<PartnerQuotationRow> {
    if (row.state !== 'submitted' || !row.certificateId) return row;
    const partner = (await this.repository.byId(row.partnerId))!;
    const certificateId = row.certificateId;
    try {
      return await this.db.transaction(async (tx) => {
        await lockNric(tx, row.idRef);
        const [certificate] = await tx
          .select()
          .from(certificates)
          .where(eq(certificates.id, certificateId))
          .for('update');
        if (certificate?.status === 'pending') {
          await this.certificates.issueSponsored(tx, certificateId, {
            name: partner.name,
            funeralBenefitSen: partner.funeralBenefitSen,
          });
        }
        const published = await this.repository.updateQuotation(
          row.id,
          { state: 'published', publishedAt: new Date() },
          tx,
          'submitted',
        );
        return published ?? row;
      });
    } catch (error) {
      // The application stays submitted and is issued at the next read; the member sees it as submitted.
      this.log.error({ err: error, partnerQuotation: row.id }, 'sponsored certificate not issued');
      return row;
    }
  }

  // Partner staff ----------------------------------------------------------------------------------------------

  /** The partner a member acts for: their own only; any other partner is a 404, as if it did not exist. */
  async partnerOfStaff(userId: string, slug: string): Promise<PartnerRow> {
    const partner = await this.partner(slug);
    if (!(await this.repository.isStaffOf(userId, partner.id))) {
      throw new AppError(404, 'not_found', 'partners.notFound');
    }
    return partner;
  }

  /**
   * A new roster replaces the last one: its good lines are the people sponsored, anyone it no longer names is
   * taken off. A certificate holder taken off keeps the certificate to the end of its term; the participant and
   * the partner are told by e-mail. The file is kept as sent.
   */
  async uploadRoster(userId: string, partner: PartnerRow, file: Buffer): Promise<RosterReport> {
    if (partner.eligibilitySource !== 'roster') {
      throw new AppError(409, 'roster_not_used', 'partners.rosterNotApi');
    }
    const parsed = parseRoster(file);
    const fileKey = `${partner.slug}/roster-${new Date().toISOString().replace(/[:.]/g, '-')}.csv`;
    await this.storage.put(fileKey, file);
    return this.db.transaction(async (tx) => {
      const upload = await this.repository.recordUpload(tx, {
        partnerId: partner.id,
        uploadedBy: userId,
        fileKey,
        acceptedCount: parsed.accepted.length,
        removedCount: 0,
        rejected: parsed.rejected,
      });
      await this.repository.upsertActive(tx, partner.id, upload.id, parsed.accepted);
      const removed = await this.repository.removeAllBut(tx, partner.id, parsed.named);
      const holders = await this.repository.quotationsWithCertificate(
        tx,
        partner.id,
        removed.map((entry) => entry.idRef),
      );
      const holdersRemoved: RosterReport['holdersRemoved'] = [];
      for (const holder of holders) {
        if (holder.certificate.status !== 'issued' || !holder.certificate.number) continue;
        const entry = removed.find((candidate) => candidate.idRef === holder.quotation.idRef)!;
        await this.repository.updateQuotation(holder.quotation.id, { eligibilityLostAt: new Date() }, tx);
        const endDate = holder.certificate.nextRenewalDate ?? holder.certificate.paidUntil ?? todayIso();
        const [participant] = await tx
          .select({ email: users.email, firstName: users.firstName, language: users.language })
          .from(users)
          .where(eq(users.id, holder.quotation.userId));
        if (participant) {
          await this.emails.send(
            participant.email,
            participant.language as Locale,
            {
              template: 'partner_notice',
              params: {
                kind: 'eligibility_lost',
                firstName: participant.firstName,
                partner: partner.name,
                number: holder.certificate.number,
                endDate,
              },
            },
            { db: tx },
          );
        }
        await this.emails.send(
          partner.billingEmail,
          'en',
          {
            template: 'partner_notice',
            params: {
              kind: 'holder_removed',
              partner: partner.name,
              holder: holder.holderName,
              memberRef: entry.memberRef,
              number: holder.certificate.number,
              endDate,
            },
          },
          { db: tx },
        );
        holdersRemoved.push({ number: holder.certificate.number, holderName: holder.holderName });
      }
      const [report] = await tx
        .update(partnerRosterUploads)
        .set({ removedCount: removed.length })
        .where(eq(partnerRosterUploads.id, upload.id))
        .returning();
      return { upload: report!, holdersRemoved };
    });
  }

  /**
   * The monthly statement: every sponsored certificate in force during the month, and what the partner owes
   * for it: the yearly contribution when the certificate starts or renews in that month. A certificate whose
   * holder left the roster is not renewed.
   */
  async statement(partner: PartnerRow, month: string): Promise<Statement> {
    const match = monthPattern.exec(month);
    if (!match) throw invalid({ month: [{ key: 'partners.monthInvalid' }] });
    const monthStart = `${month}-01`;
    const monthEnd = addMonths(monthStart, 1);
    const sources = await this.repository.certifiedOf(partner.id);
    const lines = sources
      .filter((source) => inForceDuring(source, monthStart, monthEnd))
      .map((source) => statementLine(source, monthStart, monthEnd));
    return {
      partner,
      month,
      lines,
      inForce: lines.length,
      newCertificates: lines.filter((line) => line.startDate >= monthStart && line.startDate < monthEnd)
        .length,
      dueSen: lines.reduce((total, line) => total + line.dueSen, 0),
    };
  }
}

function inForceDuring({ certificate }: StatementSource, monthStart: string, monthEnd: string): boolean {
  if (!certificate.startDate || !certificate.number) return false;
  if (certificate.startDate >= monthEnd) return false;
  if (certificate.status === 'issued') return true;
  // Ended: listed for the month it ended in.
  const ended = certificate.endedAt ? todayIso(certificate.endedAt) : null;
  return ended !== null && ended >= monthStart;
}

function statementLine(source: StatementSource, monthStart: string, monthEnd: string): StatementLine {
  const { certificate, quotation } = source;
  const startDate = certificate.startDate!;
  let dueSen = 0;
  // The start and each yearly renewal before the month ends; a holder off the roster is not renewed.
  for (let year = 0, day = startDate; day < monthEnd; year += 1, day = addMonths(startDate, 12 * year)) {
    if (day < monthStart) continue;
    const renewal = year > 0;
    const lostBefore = quotation.eligibilityLostAt && todayIso(quotation.eligibilityLostAt) <= day;
    if (!renewal || (certificate.status === 'issued' && !lostBefore)) dueSen += certificate.yearlySen;
  }
  return {
    number: certificate.number!,
    holderName: source.holderName,
    idRef: quotation.idRef,
    memberRef: quotation.eligibility.member_ref,
    startDate,
    status: certificate.status,
    sumCoveredSen: certificate.sumCoveredSen,
    funeralBenefitSen: quotation.funeralBenefitSen,
    dueSen,
    eligibilityLost: quotation.eligibilityLostAt !== null,
  };
}
