// The member's view of a certificate (policy/api/v1/policies): the summary of the list, and the detail with its
// benefits, payment schedule, contributions, refunds and auto-billing. Money on the wire is a decimal string.
import { senToDecimalString, todayIso } from '@teduh/shared/domain';
import { translate, type Locale } from '../../lib/i18n';
import type { CertificateRow, ContributionRow, RefundRow } from '../certificates/certificates-service';
import { COOLING_OFF_DAYS, addDays, addMonths, periodMonths } from '../certificates/status';

const money = senToDecimalString;

export function toPolicySummary(row: CertificateRow, productName: string) {
  return {
    uuid: row.id,
    number: row.number,
    status: row.status,
    product: { id: row.productId, name: productName },
    sum_covered: money(row.sumCoveredSen),
    monthly_premium: money(row.monthlySen),
    contribution: money(row.contributionSen),
    contribution_term: row.frequency,
    start_date: row.startDate,
    next_renewal_date: row.nextRenewalDate,
    issued_at: row.issuedAt?.toISOString() ?? null,
  };
}

/** The due dates of the current 12-month term, each paid, due (today or past) or upcoming. */
function paymentSchedule(row: CertificateRow, today: string) {
  if (!row.startDate || !row.nextRenewalDate || !row.paidUntil) return [];
  const termStart = addMonths(row.nextRenewalDate, -row.termMonths);
  const step = periodMonths(row.frequency);
  const schedule = [];
  for (let months = 0; months < row.termMonths; months += step) {
    const due = addMonths(termStart, months);
    schedule.push({
      due_date: due,
      amount: money(row.contributionSen),
      status:
        due < row.paidUntil ? ('paid' as const) : due <= today ? ('due' as const) : ('upcoming' as const),
    });
  }
  return schedule;
}

export function toPolicyDetail(
  row: CertificateRow,
  productName: string,
  contributions: ContributionRow[],
  refunds: RefundRow[],
  locale: Locale,
) {
  const today = todayIso();
  const latest = contributions.at(-1);
  const live = row.status === 'issued' && !row.cancelEffectiveDate;
  return {
    ...toPolicySummary(row, productName),
    yearly_premium: money(row.yearlySen),
    wakalah_fee: money(row.wakalahSen),
    tabarru: money(row.tabarruSen),
    term_months: row.termMonths,
    end_date: row.startDate ? addMonths(row.startDate, row.termMonths) : null,
    paid_until: row.paidUntil,
    cooling_off_ends_on: row.startDate ? addDays(row.startDate, COOLING_OFF_DAYS) : null,
    cancellation: row.cancelRequestedAt
      ? {
          requested_at: row.cancelRequestedAt.toISOString(),
          effective_date: row.cancelEffectiveDate,
          reason: row.cancelReason,
        }
      : null,
    end_reason: row.endReason,
    ended_at: row.endedAt?.toISOString() ?? null,
    holder: { ...row.holder, address: row.holder.address ?? null },
    beneficiary: row.beneficiary,
    benefits: [
      {
        code: 'DB1' as const,
        name: translate(locale, 'certificates.benefit.DB1'),
        percent: 100,
        amount: money(row.sumCoveredSen),
      },
      {
        code: 'CB1' as const,
        name: translate(locale, 'certificates.benefit.CB1'),
        percent: 10,
        amount: money(Math.round(row.sumCoveredSen / 10)),
      },
    ],
    payment_schedule: paymentSchedule(row, today),
    payment_history: contributions.map((contribution) => ({
      payment: contribution.paymentUuid,
      amount: money(contribution.amountSen),
      paid_at: contribution.paidAt.toISOString(),
      channel: contribution.channel,
      period_start: contribution.periodStart,
      period_end: contribution.periodEnd,
    })),
    refunds: refunds.map((refund) => ({
      payment: refund.paymentUuid,
      amount: money(refund.amountSen),
      reason: refund.reason,
      status: refund.status,
      requested_at: refund.createdAt.toISOString(),
    })),
    // What payments told us: the channel of the latest contribution. The bank is not reported to this service.
    auto_billing: {
      method: latest?.channel ?? null,
      frequency: row.frequency,
      billing_date: live ? row.paidUntil : null,
      bank: null,
    },
    application: row.applicationId,
    quotation: row.quotationId,
  };
}
