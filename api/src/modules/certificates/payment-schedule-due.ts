// product/api/v1/quotation/{id}/payment-schedule-due/: the contributions due on the member's certificate of a
// quotation (or on the certificate itself, by its uuid). Due: the first contribution of a pending certificate;
// of an issued one, each period whose paid cover has ended (today: due, earlier: overdue), oldest first, with
// the day the next one falls due. Read only: nothing is priced or reserved here (paying is instant-pay's).
import { lastDayOfGrace, senToDecimalString, todayIso } from '@teduh/shared/domain';
import { malaysianDay } from '../../lib/malaysian-day';
import type { CertificateRow } from './certificates-service';
import { addMonths, periodMonths } from './status';

export interface DueContribution {
  due_on: string;
  amount: string;
  status: 'due' | 'overdue';
}

export interface PaymentScheduleDue {
  quotation: string;
  certificate: string;
  certificate_status: CertificateRow['status'];
  frequency: CertificateRow['frequency'];
  currency: 'MYR';
  contribution: string;
  due: DueContribution[];
  total_due: string;
  /** The day the next contribution after those due falls due; null when nothing more will be asked. */
  next_due_on: string | null;
  /**
   * The last day of the grace period of the oldest overdue contribution (the day the overdue e-mail names): the
   * lapse sweep ends the certificate the day after. Null when nothing is overdue.
   */
  grace_ends_on: string | null;
}

/** At most this many periods are listed: a certificate lapses long before (its grace period is days). */
const MAX_PERIODS = 24;

export function paymentScheduleDue(row: CertificateRow, today = todayIso()): PaymentScheduleDue {
  const dueOn: string[] = [];
  let next: string | null = null;
  if (row.status === 'pending') {
    // The first contribution: due from the day the application was made; cover starts once it is paid.
    dueOn.push(malaysianDay(row.createdAt));
  } else if (row.status === 'issued' && !row.cancelEffectiveDate && row.paidUntil) {
    let day = row.paidUntil;
    while (day <= today && dueOn.length < MAX_PERIODS) {
      dueOn.push(day);
      day = addMonths(day, periodMonths(row.frequency));
    }
    next = day;
  }
  const due = dueOn.map((day) => ({
    due_on: day,
    amount: senToDecimalString(row.contributionSen),
    status: day < today ? ('overdue' as const) : ('due' as const),
  }));
  const oldestOverdue = row.status === 'issued' ? due.find((item) => item.status === 'overdue') : undefined;
  return {
    quotation: row.quotationId,
    certificate: row.id,
    certificate_status: row.status,
    frequency: row.frequency,
    currency: 'MYR',
    contribution: senToDecimalString(row.contributionSen),
    due,
    total_due: senToDecimalString(row.contributionSen * due.length),
    next_due_on: next,
    grace_ends_on: oldestOverdue ? lastDayOfGrace(oldestOverdue.due_on) : null,
  };
}
