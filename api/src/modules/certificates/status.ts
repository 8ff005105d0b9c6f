// The certificate's life: statuses, the transitions allowed between them, and the date arithmetic of periods.
//
//   from      to         when
//   pending   issued     the first successful contribution (contributionPaid)
//   pending   canceled   the member cancels before paying; a newer application replaces it; its first
//                        contribution arrives while another certificate of the same NRIC is issued (duplicate,
//                        refunded in full)
//   issued    canceled   cancellation within the 15-day cooling-off (full refund), or a later cancellation
//                        reaching the end of the paid period (no refund)
//   issued    lapsed     no contribution by the end of the grace period (30 days after the paid period ends);
//                        the member is e-mailed a week into it (once per period) and when it lapses
//   issued    rescinded  staff void it for non-disclosure or misrepresentation (no member action)
//   canceled, rescinded, lapsed: final. A new certificate needs a new quotation.
import { productFacts } from '@teduh/shared/domain';
import type { CertificateStatus } from '../../db/schema';

export const certificateTransitions: Record<CertificateStatus, readonly CertificateStatus[]> = {
  pending: ['issued', 'canceled'],
  issued: ['canceled', 'lapsed', 'rescinded'],
  canceled: [],
  rescinded: [],
  lapsed: [],
};

export class IllegalCertificateTransitionError extends Error {
  constructor(
    readonly from: CertificateStatus,
    readonly to: CertificateStatus,
  ) {
    super(`A certificate cannot go from ${from} to ${to}`);
    this.name = 'IllegalCertificateTransitionError';
  }
}

export function assertTransition(from: CertificateStatus, to: CertificateStatus): void {
  if (!certificateTransitions[from].includes(to)) throw new IllegalCertificateTransitionError(from, to);
}

/**
 * Days of the cooling-off period, from the day the member receives the certificate: it is e-mailed and shown in the
 * dashboard the day it is issued, so the count starts on the day of issue. A request on day 15 still gets a full refund.
 */
export const COOLING_OFF_DAYS = productFacts.coolingOff.days;
/** Days after the paid period ends before an unpaid certificate lapses (the grace period the copy states). */
export const GRACE_DAYS = productFacts.gracePeriodDays;
export const TERM_MONTHS = 12;

function parts(iso: string): [number, number, number] {
  const [y, m, d] = iso.split('-').map(Number);
  return [y!, m!, d!];
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** 2026-01-31 + 1 month = 2026-02-28: the day is clamped to the month's last day. */
export function addMonths(iso: string, months: number): string {
  const [y, m, d] = parts(iso);
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${pad(year, 4)}-${pad(month)}-${pad(Math.min(d, last))}`;
}

export function addDays(iso: string, days: number): string {
  const [y, m, d] = parts(iso);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

export function periodMonths(frequency: 'month' | 'year'): number {
  return frequency === 'month' ? 1 : 12;
}

/** TPP-2026-000123 */
export function certificateNumber(year: number, sequence: number): string {
  return `TPP-${year}-${pad(sequence, 6)}`;
}
