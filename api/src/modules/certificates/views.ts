// The member's view of a quotation and of its price (certificates/api/v1/quotations), and the references to an
// application and a certificate that several views carry. Money on the wire is a decimal string.
import { senToDecimalString } from '@teduh/shared/domain';
import type { Quote } from '../products/pricing';
import type { CertificateRow } from './certificates-service';
import type { ApplicationRow, QuotationRow } from './quotations-service';

const money = senToDecimalString;

export const applicationRef = (row: ApplicationRow | null) =>
  row ? { uuid: row.id, stage: row.stage } : null;
export const certificateRef = (row: CertificateRow | null | undefined) =>
  row ? { uuid: row.id, status: row.status, number: row.number } : null;

export function toQuotation(
  row: QuotationRow,
  price: Quote | null,
  application: ApplicationRow | null,
  certificate: CertificateRow | null,
) {
  return {
    uuid: row.id,
    state: row.state,
    product: row.productId,
    coverage_amount: money(row.coverageSen),
    holder: row.holder,
    persons: [row.mainInsured],
    underwriting_submission: row.underwritingSubmissionId,
    beneficiary: row.beneficiary,
    contribution_term: row.contributionTerm,
    terms_accepted: row.termsAcceptedAt !== null,
    referral_code: row.referralCode,
    monthly_price: price ? money(price.monthlySen) : null,
    annual_price: price ? money(price.yearlySen) : null,
    application: applicationRef(application),
    certificate: certificateRef(certificate),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function toRate(
  quote: Quote,
  term: 'month' | 'year',
  application: ApplicationRow | null,
  certificate: CertificateRow | null,
) {
  const monthly = term === 'month';
  return {
    yearly_gross_premium: money(quote.yearlySen),
    monthly_gross_premium: money(quote.monthlySen),
    contribution_term: term,
    contribution: money(monthly ? quote.monthlySen : quote.yearlySen),
    wakalah_fee: money(monthly ? quote.wakalahMonthlySen : quote.wakalahYearlySen),
    tabarru: money(monthly ? quote.tabarruMonthlySen : quote.tabarruYearlySen),
    wakalah_fee_monthly: money(quote.wakalahMonthlySen),
    tabarru_monthly: money(quote.tabarruMonthlySen),
    wakalah_fee_yearly: money(quote.wakalahYearlySen),
    tabarru_yearly: money(quote.tabarruYearlySen),
    sum_covered: money(quote.sumCoveredSen),
    age_next_birthday: quote.ageNextBirthday,
    currency: 'MYR' as const,
    application: applicationRef(application),
    certificate: certificateRef(certificate),
  };
}
