// Bank payouts through the card provider's Payouts API, shared by claims and rewards: sending one so that a call
// whose answer was lost is found again by its reference rather than paid twice, reading where one stands, what
// the provider's status means for us, and the provider's payout events handed to whichever module owns the payout.
import type { FastifyBaseLogger } from 'fastify';
import { ProviderError } from '../payments/provider-http';
import type { PayoutClient, PayoutOrder, ProviderPayout } from './payout-client';

export type { PayoutOrder, ProviderPayout } from './payout-client';

/** What the provider's status means: paid, failed for good (money not sent or sent back), or still moving. */
export type PayoutOutcome = 'succeeded' | 'failed' | 'pending';

export function payoutOutcome(payout: ProviderPayout): PayoutOutcome {
  if (payout.status === 'SUCCEEDED') return 'succeeded';
  if (payout.status === 'FAILED' || payout.status === 'REVERSED' || payout.status === 'CANCELLED') {
    return 'failed';
  }
  return 'pending';
}

/** The provider's failure code, or its status when it gave none. */
export const failureOf = (payout: ProviderPayout): string => payout.failure_code ?? payout.status;

/**
 * Why a payout failed, as it matters to whoever is paid: the bank details are wrong (an unknown or closed account,
 * or the bank sent the money back), the failure is temporary (the bank network was briefly down, or our balance at
 * the provider ran short: the same payout may go through on a new attempt), or it was refused for good (limits,
 * compliance, or a failure not known here, which is not retried blindly).
 */
export type PayoutFailureKind = 'bank_details' | 'temporary' | 'refused';

const bankDetailsFailures = new Set([
  'INVALID_DESTINATION',
  'RECIPIENT_ACCOUNT_NUMBER_ERROR',
  'CHANNEL_CODE_NOT_SUPPORTED_ERROR',
  'REVERSED',
]);
const temporaryFailures = new Set([
  'TEMPORARY_TRANSFER_ERROR',
  'INSUFFICIENT_BALANCE',
  'UNKNOWN_BANK_NETWORK_ERROR',
]);

export function payoutFailureKind(failureCode: string): PayoutFailureKind {
  if (bankDetailsFailures.has(failureCode)) return 'bank_details';
  if (temporaryFailures.has(failureCode)) return 'temporary';
  return 'refused';
}

/**
 * Minutes to wait after each temporarily failed attempt before the next (a new payout at the provider, with a
 * reference of its own); after the last, the payout is given up.
 */
export const PAYOUT_RETRY_MINUTES: readonly number[] = [15, 60, 240];

/** The provider's answer to a payout order: the payout it made, or its refusal (nothing was sent). */
export type SendResult = { payout: ProviderPayout } | { refused: string };

/**
 * Answers whether the payout (already read at the provider) was one of the handler's own, after applying it.
 * A module owns the payouts whose reference ids it gave.
 */
export type PayoutEventHandler = (payout: ProviderPayout) => Promise<boolean>;

export class BankPayouts {
  private readonly handlers: PayoutEventHandler[] = [];

  constructor(
    private readonly client: PayoutClient,
    private readonly log: FastifyBaseLogger,
  ) {}

  /**
   * Asks the provider to pay `order`. The reference and idempotency key are the caller's, one per payout, so a
   * repeat (a job run again, an answer lost to a time-out) finds the payout already made instead of paying twice.
   * A refusal is answered; any other failure is thrown for the caller's job to try again.
   */
  async send(order: PayoutOrder): Promise<SendResult> {
    try {
      return { payout: await this.client.create(order) };
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error;
      const found = await this.find(order.referenceId);
      if (found) return { payout: found };
      if (error.refused && error.errorCode !== 'DUPLICATE_TRANSACTION_ERROR') {
        return { refused: error.errorCode ?? `HTTP_${error.status ?? 0}` };
      }
      throw error;
    }
  }

  /** The payout made for a reference, or null when none was (or the provider cannot say now). */
  async find(referenceId: string): Promise<ProviderPayout | null> {
    try {
      const found = await this.client.byReference(referenceId);
      return found[0] ?? null;
    } catch (error) {
      if (error instanceof ProviderError) return null;
      throw error;
    }
  }

  /** Where one of our payouts stands at the provider: by its id when we heard it, else by our reference. */
  async current(payout: {
    providerPayoutId: string | null;
    referenceId: string;
  }): Promise<ProviderPayout | null> {
    if (!payout.providerPayoutId) return this.find(payout.referenceId);
    return this.client.get(payout.providerPayoutId).catch((error: unknown) => {
      if (error instanceof ProviderError) return null;
      throw error;
    });
  }

  /** Registers a module's handler of payout events. */
  onEvent(handler: PayoutEventHandler): void {
    this.handlers.push(handler);
  }

  /** A payout event (webhook): the payout is read at the provider, then handed to the module that owns it. */
  async applyProviderEvent(providerPayoutId: string): Promise<void> {
    const payout = await this.client.get(providerPayoutId);
    for (const handler of this.handlers) {
      if (await handler(payout)) return;
    }
    this.log.warn({ payout: payout.id }, 'payout event for no payout of ours');
  }
}
