// What the certificates service and the payments service ask of each other. Certificates implements
// CertificatePayments (app.certificatePayments); payments implements ContributionRefunds (app.contributionRefunds).
// Neither imports the other's code beyond this file. Payments also implements CertificatePaymentActivity
// (app.certificatePaymentActivity): what certificates must know before it voids an unpaid certificate.
// Each asks the other at call time, so the contract (app.paymentContract) is registered before both: each
// plugin hands in its side as it registers, and neither looks the other up.
import fp from 'fastify-plugin';
import type { Database } from '../../db/database';

export type ContributionFrequency = 'month' | 'year';
export type PaymentChannel = 'card' | 'fpx';

/** A certificate that can be paid for: pending its first contribution, or issued (later contributions). */
export interface PayableCertificate {
  uuid: string;
  userId: string;
  status: 'pending' | 'issued';
  /** The contribution due for one period, in sen. */
  contributionSen: number;
  /** Issued: the day (YYYY-MM-DD) the paid period ends, when the next contribution falls due. Pending: null. */
  paidUntil: string | null;
  frequency: ContributionFrequency;
  /** "Pusara Pro" etc., for the provider's description line. */
  productName: string;
  holder: { name: string; email: string; phone: string | null };
}

export interface ContributionPaid {
  certificateUuid: string;
  /** The payment's own uuid: the same payment reported twice is applied once. */
  paymentUuid: string;
  amountSen: number;
  paidAt: Date;
  channel: PaymentChannel;
}

export interface CertificatePayments {
  /** The member's certificate to pay; AppError 404 when it is not theirs, 409 when it cannot be paid now. */
  payable(userId: string, certificateUuid: string): Promise<PayableCertificate>;
  /** Applies a successful contribution (the first one issues the certificate). Idempotent by paymentUuid. */
  contributionPaid(event: ContributionPaid): Promise<void>;
  /** The provider's final word on a refund that `refund` answered pending. Idempotent by refundUuid. */
  refundSettled(event: { refundUuid: string; status: 'succeeded' | 'failed' }): Promise<void>;
}

export interface RefundRequest {
  paymentUuid: string;
  amountSen: number;
  reason: 'cooling_off' | 'duplicate_certificate' | 'cancellation';
  /** Makes a repeated request the same refund. */
  idempotencyKey: string;
}

export interface ContributionRefunds {
  /** Asks the provider to refund (part of) a payment; resolves when the provider accepted the request. */
  refund(request: RefundRequest): Promise<{ refundUuid: string; status: 'pending' | 'succeeded' }>;
}

export interface CertificatePaymentActivity {
  /**
   * Whether money may be moving (or has moved) for a pending certificate: a payment not yet final, or one that
   * succeeded and is about to issue it. Read with `db`, the caller's transaction (it holds the NRIC lock).
   */
  paymentInFlight(certificateUuid: string, db: Database): Promise<boolean>;
  /**
   * Reads the certificate's open hosted checkouts at the provider, so a payment started there that the
   * provider sends no event for (a 3-D Secure step under way) is known before paymentInFlight is asked.
   */
  refreshCheckouts(certificateUuid: string): Promise<void>;
  /**
   * Before a pending certificate is voided: adopts what was paid in its open hosted checkouts, then closes them
   * at the provider, so nothing can be paid for it afterwards. AppError 503 when the provider cannot confirm.
   */
  closeCheckouts(certificateUuid: string): Promise<void>;
}

/**
 * The contribution due when the certificate is paid until `paidUntil` (YYYY-MM-DD): the key a reward credit is
 * claimed under by each attempt at paying it, and settled under when it is recorded.
 */
export function contributionPeriodKey(certificateUuid: string, paidUntil: string): string {
  return `${certificateUuid}:due:${paidUntil}`;
}

/** A later contribution as certificates records it: the period it paid and what the payment was. */
export interface ContributionRecorded {
  certificateUuid: string;
  paymentUuid: string;
  /** The day the period it pays starts (the paid-until day before it). */
  periodStart: string;
  /** The contribution due for that period, and what was paid for it. */
  contributionSen: number;
  amountSen: number;
}

/** An issued certificate that ended (canceled, lapsed, rescinded), and whether its contributions are refunded. */
export interface CertificateEnded {
  certificateUuid: string;
  /** The certificate's number, as its member knows it (null only for one never issued). */
  number: string | null;
  userId: string;
  contributionsRefunded: boolean;
}

/**
 * Credits a member redeemed (reward points) against a certificate's next contributions. Payments asks it when a
 * charge is started, certificates when a contribution is recorded; the rewards service provides it.
 */
export interface ContributionCredits {
  /**
   * Applies the certificate's open credit to the charge `chargeKey` (a cycle; its retries share the key) of a
   * contribution of `contributionSen`; answers the sen taken off. The same key answers the same credit again.
   */
  apply(certificateUuid: string, chargeKey: string, contributionSen: number): Promise<number>;
  /** What `apply` would answer for the charge `chargeKey` now (given), or take off the next one, unclaimed. */
  preview(certificateUuid: string, contributionSen: number, chargeKey?: string): Promise<number>;
}

/** What payments provides to certificates. */
export interface PaymentsSide {
  refunds: ContributionRefunds;
  activity: CertificatePaymentActivity;
}

/** The contract between the two plugins: each side is handed in once, by its plugin, and read when a call needs it. */
export class PaymentContract {
  private certificatesSide: CertificatePayments | null = null;
  private paymentsSide: PaymentsSide | null = null;
  private creditsSide: ContributionCredits | null = null;

  provideCertificates(side: CertificatePayments): void {
    if (this.certificatesSide)
      throw new Error('The certificates side of the payment contract is provided twice');
    this.certificatesSide = side;
  }

  providePayments(side: PaymentsSide): void {
    if (this.paymentsSide) throw new Error('The payments side of the payment contract is provided twice');
    this.paymentsSide = side;
  }

  provideCredits(side: ContributionCredits): void {
    if (this.creditsSide) throw new Error('The contribution credits are provided twice');
    this.creditsSide = side;
  }

  /** Redeemed credits against contributions; null while the rewards service is not registered. */
  credits(): ContributionCredits | null {
    return this.creditsSide;
  }

  /** The certificates side; an error when no certificates service was registered. */
  certificates(): CertificatePayments {
    if (!this.certificatesSide) {
      throw new Error('The certificates service (app.certificatePayments) is not registered');
    }
    return this.certificatesSide;
  }

  /** Payments' refunds; null while payments is not registered (refund requests then wait in the ledger). */
  refunds(): ContributionRefunds | null {
    return this.paymentsSide?.refunds ?? null;
  }

  /** Payments' view of a certificate's payments; null while payments is not registered. */
  activity(): CertificatePaymentActivity | null {
    return this.paymentsSide?.activity ?? null;
  }
}

/** Registered before the certificates and payments plugins, which both depend on it. */
export const paymentContractPlugin = fp(
  async (app) => {
    app.decorate('paymentContract', new PaymentContract());
  },
  { name: 'payment-contract' },
);

declare module 'fastify' {
  interface FastifyInstance {
    paymentContract: PaymentContract;
    certificatePayments: CertificatePayments;
    contributionRefunds: ContributionRefunds;
    certificatePaymentActivity: CertificatePaymentActivity;
  }
}
