// The eKYC status machine: the one table of allowed transitions, and the one function that enforces it.
// api/README.md shows the same table; change both together.
import type { EkycStatus } from '../../db/schema';

/** Who moves a submission: the member, the job worker, the vendor's answer, a staff member, the staff CLI. */
export type EkycActorKind = 'member' | 'system' | 'vendor' | 'staff' | 'cli';

const reviewers: EkycActorKind[] = ['staff', 'cli'];

/**
 * from -> to -> the actors allowed to make that move. 'unverified' is the state without a current submission:
 * a member's upload leaves it, a member's reset of a rejected-can-retry submission returns to it.
 */
export const ekycTransitions: Readonly<
  Record<EkycStatus, Readonly<Partial<Record<EkycStatus, readonly EkycActorKind[]>>>>
> = {
  unverified: { pending: ['member'] },
  pending: {
    processing: ['system'],
    accepted: reviewers,
    submitted: reviewers,
    rejected: reviewers,
    'rejected-can-retry': reviewers,
  },
  processing: {
    accepted: ['vendor', ...reviewers],
    submitted: ['vendor', ...reviewers],
    undetermined: ['vendor'],
    suspicious: ['vendor'],
    'rejected-can-retry': ['vendor', ...reviewers],
    rejected: reviewers,
  },
  submitted: {
    accepted: ['member'],
    rejected: reviewers,
    'rejected-can-retry': reviewers,
  },
  undetermined: {
    accepted: reviewers,
    submitted: reviewers,
    rejected: reviewers,
    'rejected-can-retry': reviewers,
  },
  suspicious: {
    accepted: reviewers,
    submitted: reviewers,
    rejected: reviewers,
    'rejected-can-retry': reviewers,
  },
  'rejected-can-retry': { unverified: ['member'] },
  rejected: {},
  accepted: {},
};

export class IllegalTransitionError extends Error {
  constructor(
    readonly from: EkycStatus,
    readonly to: EkycStatus,
    readonly actor: EkycActorKind,
  ) {
    super(`eKYC: ${actor} cannot move a submission from ${from} to ${to}`);
    this.name = 'IllegalTransitionError';
  }
}

export function canTransition(from: EkycStatus, to: EkycStatus, actor: EkycActorKind): boolean {
  return ekycTransitions[from][to]?.includes(actor) ?? false;
}

/** Throws IllegalTransitionError unless the table allows `actor` to move from `from` to `to`. */
export function assertTransition(from: EkycStatus, to: EkycStatus, actor: EkycActorKind): void {
  if (!canTransition(from, to, actor)) throw new IllegalTransitionError(from, to, actor);
}

/** Statuses that wait for staff. */
export const reviewStatuses: readonly EkycStatus[] = ['undetermined', 'suspicious'];
