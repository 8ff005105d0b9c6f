// What partners/api/v1 answers: partners, partner quotations, payment schedules, roster reports and statements.
// Money on the wire is a decimal string.
import { senToDecimalString } from '@teduh/shared/domain';
import { translate, type Locale } from '../../lib/i18n';
import type { PartnerRow } from './partners-repository';
import {
  journeySegmentOf,
  type PartnerQuotationView,
  type PaymentSchedule,
  type RosterReport,
  type Statement,
} from './partners-service';
import { rowProblemMessages } from './roster';

const money = senToDecimalString;

export const partnerRef = (partner: PartnerRow) => ({
  slug: partner.slug,
  name: partner.name,
  kind: partner.kind,
  journey: journeySegmentOf(partner),
});

export function toPartner(partner: PartnerRow, locale: Locale) {
  return {
    ...partnerRef(partner),
    sum_covered: money(partner.sumCoveredSen),
    funeral_benefit: money(partner.funeralBenefitSen),
    eligibility_source: partner.eligibilitySource,
    criteria: locale === 'ms' ? partner.criteriaMs : partner.criteriaEn,
    logo_url: partner.logoUrl,
    primary_colour: partner.primaryColour,
    accent_colour: partner.accentColour,
  };
}

export function toPartnerQuotation({ row, partner, quotation, certificate }: PartnerQuotationView) {
  return {
    uuid: row.id,
    partner: partnerRef(partner),
    state: row.state,
    current_version: { state: row.state },
    sum_covered: money(row.sumCoveredSen),
    funeral_benefit: money(row.funeralBenefitSen),
    contribution_term: row.contributionTerm,
    referral_code: row.referralCode,
    eligibility: row.eligibility,
    eligibility_lost: row.eligibilityLostAt !== null,
    quotation: quotation.id,
    participant_pays: money(0),
    certificate: certificate
      ? {
          uuid: certificate.id,
          status: certificate.status,
          number: certificate.number,
          start_date: certificate.startDate,
          end_date: certificate.nextRenewalDate,
        }
      : null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function toPaymentSchedule(outcome: PaymentSchedule & { view: PartnerQuotationView }) {
  return {
    quotation: toPartnerQuotation(outcome.view),
    yearly_gross_premium: money(outcome.quote.yearlySen),
    monthly_gross_premium: money(outcome.quote.monthlySen),
    payment_schedule: [
      {
        due_date: outcome.dueDate,
        standard_premium_amount: money(outcome.quote.yearlySen),
        wakalah_fee: money(outcome.quote.wakalahYearlySen),
        tabarru: money(outcome.quote.tabarruYearlySen),
        paid_by: outcome.view.partner.name,
        participant_amount: money(0),
      },
    ],
  };
}

export function toRosterReport(report: RosterReport, locale: Locale) {
  return {
    upload: report.upload.id,
    accepted: report.upload.acceptedCount,
    removed: report.upload.removedCount,
    rejected: report.upload.rejected.map((line) => ({
      line: line.line,
      nric: line.nric,
      reasons: line.reasons,
      messages: line.reasons.map((reason) =>
        translate(locale, rowProblemMessages[reason as keyof typeof rowProblemMessages]),
      ),
    })),
    holders_removed: report.holdersRemoved.map((holder) => ({
      number: holder.number,
      holder_name: holder.holderName,
    })),
  };
}

export function toStatement(statement: Statement) {
  return {
    partner: partnerRef(statement.partner),
    billing_reference: statement.partner.billingReference,
    month: statement.month,
    certificates_in_force: statement.inForce,
    new_certificates: statement.newCertificates,
    contributions_due: money(statement.dueSen),
    lines: statement.lines.map((line) => ({
      certificate_number: line.number,
      holder_name: line.holderName,
      id_ref: line.idRef,
      member_ref: line.memberRef,
      start_date: line.startDate,
      status: line.status,
      sum_covered: money(line.sumCoveredSen),
      funeral_benefit: money(line.funeralBenefitSen),
      contribution_due: money(line.dueSen),
      eligibility_lost: line.eligibilityLost,
    })),
  };
}

export const statementCsvColumns = [
  'certificate_number',
  'holder_name',
  'id_ref',
  'member_ref',
  'start_date',
  'status',
  'sum_covered',
  'funeral_benefit',
  'contribution_due',
  'eligibility_lost',
] as const;
