import { formatMoney } from '@teduh/shared';
import { todayIso } from '@teduh/shared/identity';
import type { PolicyDetail } from './api/types';
import { totalSen } from '../../lib/policy-format';

export type CancelOutcome =
  | { kind: 'refund'; coolingOffEndsOn: string; refund: string }
  | { kind: 'endOfPaidPeriod'; coolingOffEndsOn: string | null; endsOn: string };

/** Whether the member can ask to cancel now: an issued certificate with no cancellation already asked for. */
export function canRequestCancellation(policy: PolicyDetail): boolean {
  return policy.status === 'issued' && policy.cancellation === null;
}

/**
 * What a cancellation asked for today leads to, as the API decides it: until `cooling_off_ends_on` (Malaysian
 * date) the certificate ends at once and every contribution is refunded; later it stays in force to the end of
 * the paid period (or ends today if nothing more is paid), without a refund.
 */
export function cancelOutcome(policy: PolicyDetail, today: string = todayIso()): CancelOutcome {
  const coolingOffEndsOn = policy.cooling_off_ends_on;
  if (coolingOffEndsOn && today <= coolingOffEndsOn) {
    const paid = totalSen(policy.payment_history.map((row) => row.amount));
    return { kind: 'refund', coolingOffEndsOn, refund: formatMoney(paid) };
  }
  const paidUntil = policy.paid_until;
  return {
    kind: 'endOfPaidPeriod',
    coolingOffEndsOn,
    endsOn: paidUntil && paidUntil > today ? paidUntil : today,
  };
}
