// Redemption paid to the member's bank account (ADR 0012): an active certificate holder redeems at least RM10 to
// an account in their own name. The points leave the ledger in the request's transaction (the account row locked,
// so two requests cannot spend the same points); a job asks the provider to pay, with the payout's id as reference
// and idempotency key, so a repeat after a lost answer finds the payout instead of paying twice. The provider's
// event or the reconcile round settles it: paid; or failed temporarily (the bank or the provider down), and a new
// attempt is queued with backoff, a bounded number of times; or failed for good (wrong bank details, a refusal,
// or the last attempt), and the points come back once ("redemption_returned"). The member is told by e-mail either
// way, and on failure why (correct the bank details, or try again later).
import type { Database } from '../../db/database';
import { AppError, fieldError } from '../../lib/errors';
import type { JobQueue } from '../jobs/job-queue';
import { isUuid } from '../payments/card-service';
import type { EmailService } from '../mail/email-service';
import { isPayoutBank, payoutAccountNumber, payoutBanks, sameName } from '../payouts/banks';
import {
  PAYOUT_RETRY_MINUTES,
  failureOf,
  payoutFailureKind,
  payoutOutcome,
  type BankPayouts,
  type PayoutFailureKind,
  type ProviderPayout,
} from '../payouts/payouts';
import { RewardPayoutsRepository, type RewardPayoutRow } from './reward-payouts-repository';
import type { RewardsRepository } from './rewards-repository';
import { MIN_REDEMPTION_POINTS, REDEMPTION_STEP_POINTS, pointsToSen } from './rules';

export const REWARD_PAYOUT_JOB = 'rewards.payout';

/** What a failed payout tells the member: correct the bank details, or the bank could not be paid for now. */
export type PayoutFailureReason = 'bank_details' | 'gave_up' | 'refused';

export const failureReason = (kind: PayoutFailureKind): PayoutFailureReason =>
  kind === 'temporary' ? 'gave_up' : kind;

/** The provider reference of the payout's current attempt: its id first, then "<id>:<attempt>". */
export const payoutReference = (row: Pick<RewardPayoutRow, 'id' | 'attempt'>) =>
  row.attempt === 0 ? row.id : `${row.id}:${row.attempt}`;

/** The payout a provider reference names (any attempt's), if it is one of ours. */
export function payoutIdOfReference(reference: string): string | null {
  const [id = ''] = reference.split(':');
  return isUuid(id) ? id : null;
}

export interface PayoutRequest {
  points: number;
  bankCode: string;
  accountNumber: string;
  accountHolderName: string;
}

export interface RewardPayoutsDeps {
  db: Database;
  rewards: RewardsRepository;
  repository: RewardPayoutsRepository;
  payouts: BankPayouts;
  jobs: JobQueue;
  emails: EmailService;
}

export class RewardPayouts {
  constructor(private readonly deps: RewardPayoutsDeps) {}

  /** Takes the points off the balance and queues the payout; 400 for bad details, 409 when it cannot be paid. */
  async request(userId: string, input: PayoutRequest): Promise<RewardPayoutRow> {
    const { points } = input;
    if (!Number.isInteger(points) || points < MIN_REDEMPTION_POINTS) {
      throw fieldError('points', 'rewards.redemptionMinimum');
    }
    if (points % REDEMPTION_STEP_POINTS !== 0) throw fieldError('points', 'rewards.redemptionStep');
    if (!isPayoutBank(input.bankCode)) throw fieldError('bank_code', 'redeem.bankUnknown');
    const accountNumber = payoutAccountNumber(input.accountNumber);
    if (!accountNumber) throw fieldError('account_number', 'redeem.accountNumber');
    const holderName = input.accountHolderName.trim().replace(/\s+/g, ' ');
    if (!holderName) throw fieldError('account_holder_name', 'validation.required');

    return this.deps.db.transaction(async (tx) => {
      const certificate = await this.deps.rewards.activeCertificateOf(userId, tx);
      if (!certificate) {
        throw new AppError(409, 'active_certificate_required', 'rewards.activeCertificateRequired');
      }
      // Paid only into the member's own account: the name on it is theirs (as on the account or the certificate).
      const names = await this.memberNames(userId, certificate.id, tx);
      if (!names.some((name) => sameName(name, holderName))) {
        throw fieldError('account_holder_name', 'redeem.holderName');
      }
      const account = await this.deps.rewards.lockAccount(tx, userId);
      if (account.availablePoints < points) {
        throw new AppError(409, 'insufficient_points', 'rewards.insufficientPoints', {
          fields: { points: [{ key: 'rewards.insufficientPoints' }] },
        });
      }
      const row = await this.deps.repository.insert(tx, {
        userId,
        points,
        amountSen: pointsToSen(points),
        bankCode: input.bankCode,
        accountNumber,
        accountHolderName: holderName,
      });
      await this.deps.rewards.append(tx, {
        userId,
        kind: 'redeemed',
        availableDelta: -points,
        sourceKey: `payout:${row.id}`,
      });
      await this.deps.jobs.enqueue(REWARD_PAYOUT_JOB, { payoutId: row.id }, { db: tx });
      return row;
    });
  }

  of(userId: string): Promise<RewardPayoutRow[]> {
    return this.deps.repository.of(userId);
  }

  /**
   * Asks the provider to pay the payout's current attempt (job). The provider's refusal is a failure of that
   * attempt; an error with no answer is thrown, and the jobs machinery tries the same attempt again later (same
   * reference and idempotency key, so never paid twice).
   */
  async send(payoutId: string): Promise<void> {
    const row = await this.deps.repository.byId(payoutId);
    if (!row || row.status !== 'requested') return;
    // A retry planned for later: its own job sends it then.
    if (row.nextAttemptAt && row.nextAttemptAt.getTime() > Date.now()) return;
    const reference = payoutReference(row);
    const result = await this.deps.payouts.send({
      referenceId: reference,
      idempotencyKey:
        row.attempt === 0 ? `reward-payout-${row.id}` : `reward-payout-${row.id}-${row.attempt}`,
      channelCode: row.bankCode,
      accountNumber: row.accountNumber,
      accountHolderName: row.accountHolderName,
      amountSen: row.amountSen,
      description: `Teduh rewards ${row.points} points`,
    });
    if ('refused' in result) {
      await this.attemptFailed(row.id, reference, null, result.refused, payoutFailureKind(result.refused));
    } else await this.apply(row.id, result.payout);
  }

  /** A payout event, read at the provider already: applied when the payout is one of ours. */
  async applyProviderEvent(payout: ProviderPayout): Promise<boolean> {
    const byReference = payoutIdOfReference(payout.reference_id);
    const row =
      (await this.deps.repository.byProviderId(payout.id)) ??
      (byReference ? await this.deps.repository.byId(byReference) : undefined);
    if (!row) return false;
    await this.apply(row.id, payout);
    return true;
  }

  /**
   * Asks the provider about payouts not heard of for a while (housekeeping); sends again an attempt never made
   * (not one waiting for its planned retry).
   */
  async reconcile(olderThanMs = 5 * 60_000): Promise<void> {
    for (const row of await this.deps.repository.openBefore(new Date(Date.now() - olderThanMs), new Date())) {
      const payout = await this.deps.payouts.current({
        providerPayoutId: row.providerPayoutId,
        referenceId: payoutReference(row),
      });
      if (payout) await this.apply(row.id, payout);
      else if (row.status === 'requested') {
        await this.deps.jobs.enqueue(REWARD_PAYOUT_JOB, { payoutId: row.id });
      }
    }
  }

  /** The provider's word on one attempt; one of an earlier attempt (already failed) changes nothing. */
  private async apply(payoutId: string, payout: ProviderPayout): Promise<void> {
    const outcome = payoutOutcome(payout);
    if (outcome === 'failed') {
      const code = failureOf(payout);
      // Sent back after it was paid: the account did not take it (commonly closed or dormant).
      const kind = payout.status === 'REVERSED' ? 'bank_details' : payoutFailureKind(code);
      return this.attemptFailed(payoutId, payout.reference_id, payout.id, code, kind);
    }
    await this.deps.db.transaction(async (tx) => {
      const current = await this.deps.repository.lock(tx, payoutId);
      if (!current || current.status === 'paid' || current.status === 'failed') return;
      if (payout.reference_id !== payoutReference(current)) return;
      if (outcome === 'succeeded') {
        await this.deps.repository.update(tx, current.id, {
          status: 'paid',
          providerPayoutId: payout.id,
          nextAttemptAt: null,
          settledAt: new Date(),
        });
        await this.notify(tx, current, 'paid');
      } else if (current.status === 'requested') {
        await this.deps.repository.update(tx, current.id, {
          status: 'accepted',
          providerPayoutId: payout.id,
        });
      }
    });
  }

  /**
   * An attempt failed. A temporary failure is tried again later (a new attempt, queued as a job for when it is
   * due), up to PAYOUT_RETRY_MINUTES' count; any other failure, or the last attempt's, fails the payout: the
   * points come back once, and the member is told why.
   */
  private async attemptFailed(
    payoutId: string,
    reference: string,
    providerPayoutId: string | null,
    failureCode: string,
    kind: PayoutFailureKind,
  ): Promise<void> {
    await this.deps.db.transaction(async (tx) => {
      const current = await this.deps.repository.lock(tx, payoutId);
      if (!current || current.status === 'failed') return;
      // A failure heard for an attempt other than the current one: that attempt was settled already.
      if (reference !== payoutReference(current)) return;
      const delayMinutes = PAYOUT_RETRY_MINUTES[current.attempt];
      if (kind === 'temporary' && delayMinutes !== undefined && current.status !== 'paid') {
        const runAt = new Date(Date.now() + delayMinutes * 60_000);
        await this.deps.repository.update(tx, current.id, {
          status: 'requested',
          attempt: current.attempt + 1,
          providerPayoutId: null,
          failureCode,
          nextAttemptAt: runAt,
        });
        await this.deps.jobs.enqueue(REWARD_PAYOUT_JOB, { payoutId: current.id }, { db: tx, runAt });
        return;
      }
      await this.deps.repository.update(tx, current.id, {
        status: 'failed',
        providerPayoutId: providerPayoutId ?? current.providerPayoutId,
        failureCode,
        nextAttemptAt: null,
        settledAt: new Date(),
      });
      await this.deps.rewards.lockAccount(tx, current.userId);
      const returned = await this.deps.rewards.append(tx, {
        userId: current.userId,
        kind: 'redemption_returned',
        availableDelta: current.points,
        sourceKey: `payout:${current.id}:returned`,
      });
      if (returned) await this.notify(tx, current, 'failed', failureReason(kind));
    });
  }

  private async memberNames(userId: string, certificateUuid: string, tx: Database): Promise<string[]> {
    const user = await this.deps.repository.member(userId, tx);
    const holder = await this.deps.rewards.certificateHolderName(certificateUuid, tx);
    return [user ? `${user.firstName} ${user.lastName}` : '', holder ?? ''].filter((name) => name.trim());
  }

  /** E-mails the member the outcome, in the outcome's transaction (so once). */
  private async notify(
    tx: Database,
    row: RewardPayoutRow,
    outcome: 'paid' | 'failed',
    reason?: PayoutFailureReason,
  ): Promise<void> {
    const user = await this.deps.repository.member(row.userId, tx);
    if (!user) return;
    await this.deps.emails.send(
      user.email,
      user.language,
      {
        template: 'reward_payout',
        params: {
          firstName: user.firstName,
          outcome,
          ...(reason ? { reason } : {}),
          points: row.points,
          amountSen: row.amountSen,
          bank: payoutBanks.find((bank) => bank.code === row.bankCode)?.name ?? row.bankCode,
          accountLast4: row.accountNumber.slice(-4),
        },
      },
      { db: tx },
    );
  }
}
