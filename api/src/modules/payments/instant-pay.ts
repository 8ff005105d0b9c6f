// payment/api/v1/instant-pay/: a member pays what is due on their own certificate now, with the card saved
// for it (or, without one, through a hosted checkout). Due means the first contribution of a pending
// certificate, or a contribution of an issued one whose paid period has ended (today or overdue); one period
// per payment, the oldest first. A request is made safe to repeat by its Idempotency-Key, which becomes our
// payment's id (and so the provider's idempotency key): the same key is always the same payment.
import crypto from 'node:crypto';
import { todayIso } from '@teduh/shared/domain';
import { AppError } from '../../lib/errors';
import type { Locale } from '../../lib/i18n';
import type { CertificatePayments, PayableCertificate } from '../certificates/payment-contract';
import type { CardMethodRow, CardPaymentsService } from './card-service';
import type { ContributionDue } from './contribution-due';
import { isUuid, sessionView } from './card-service';
import { paymentView, type PaymentLedger, type PaymentRow } from './ledger';
import { senToDecimal } from './provider-http';

type SessionRow = Awaited<ReturnType<CardPaymentsService['createSession']>>['row'];

export type InstantPayResult =
  | { outcome: 'payment'; row: PaymentRow; created: boolean }
  | { outcome: 'checkout'; session: SessionRow; created: boolean };

/** Letters, digits and - _ : . (a UUID fits); long enough not to collide by chance. */
export const IDEMPOTENCY_KEY_PATTERN = '^[A-Za-z0-9_.:-]{16,128}$';

/**
 * Our payment id for a member's Idempotency-Key: a UUID made from the member and the key, so two members'
 * keys never meet and a repeat finds the same row.
 */
export function paymentIdForKey(userId: string, key: string): string {
  const hex = crypto.createHash('sha256').update(`instant-pay:${userId}:${key}`).digest('hex');
  // Shaped as a version-4-like UUID (version and variant bits set) for the uuid column.
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** Whether a contribution is due now: the first one of a pending certificate, or a paid period that ended. */
export function contributionDue(payable: PayableCertificate, today = todayIso()): boolean {
  if (payable.status === 'pending') return true;
  return payable.paidUntil === null || payable.paidUntil <= today;
}

/** The answer of instant-pay/ (and of applications/{id}/pay/, which pays the application's certificate). */
export function instantPayView(certificate: string, result: InstantPayResult) {
  const amountSen = result.outcome === 'payment' ? result.row.amountSen : result.session.amountSen;
  return {
    certificate,
    outcome: result.outcome,
    amount: senToDecimal(amountSen),
    currency: 'MYR' as const,
    payment: result.outcome === 'payment' ? paymentView(result.row) : null,
    checkout: result.outcome === 'checkout' ? sessionView(result.session) : null,
  };
}

export interface InstantPayInput {
  certificate: string;
  /**
   * The amount the member was shown (the contribution less their reward credit): when given, a payment of any
   * other amount is refused (409 amount_changed) before anything is charged.
   */
  expectedAmountSen?: number;
  paymentMethod?: string;
  successReturnUrl?: string;
  failureReturnUrl?: string;
  idempotencyKey?: string;
  locale: Locale;
}

export class InstantPayService {
  constructor(
    private readonly card: CardPaymentsService,
    private readonly ledger: PaymentLedger,
    private readonly certificates: () => CertificatePayments,
    private readonly due: ContributionDue,
    private readonly webUrl: string,
  ) {}

  /**
   * What paying the certificate now would charge, for the pay page to show before the member pays: the
   * contribution, the reward credit it takes off, and the amount (the same credit the payment then takes).
   */
  async quote(userId: string, certificate: string, today = todayIso()) {
    if (!isUuid(certificate)) throw new AppError(404, 'not_found', 'errors.notFound');
    const payable = await this.certificates().payable(userId, certificate);
    const creditSen = await this.due.preview(payable);
    return {
      certificate: payable.uuid,
      due: contributionDue(payable, today),
      contributionSen: payable.contributionSen,
      creditSen,
      amountSen: payable.contributionSen - creditSen,
    };
  }

  /** Where the member comes back to by default: the certificate's page in the dashboard, in their language. */
  private defaultReturnUrl(locale: Locale, certificate: string, result: 'success' | 'error'): string {
    const prefix = locale === 'ms' ? '/ms' : '';
    return `${this.webUrl}${prefix}/dashboard/policy-detail/${certificate}?payment=${result}`;
  }

  async pay(userId: string, input: InstantPayInput): Promise<InstantPayResult> {
    if (!isUuid(input.certificate)) throw new AppError(404, 'not_found', 'errors.notFound');
    const successReturnUrl = input.successReturnUrl
      ? this.card.checkReturnUrl('success_return_url', input.successReturnUrl)
      : this.defaultReturnUrl(input.locale, input.certificate, 'success');
    const failureReturnUrl = input.failureReturnUrl
      ? this.card.checkReturnUrl('failure_return_url', input.failureReturnUrl)
      : this.defaultReturnUrl(input.locale, input.certificate, 'error');

    // A repeat of a request already made answers that payment, whatever has happened since.
    const paymentId = input.idempotencyKey ? paymentIdForKey(userId, input.idempotencyKey) : null;
    if (paymentId) {
      const earlier = await this.ledger.byId(paymentId);
      if (earlier) {
        if (earlier.certificateUuid !== input.certificate) {
          throw new AppError(409, 'idempotency_key_reused', 'payments.idempotencyKeyReused');
        }
        return { outcome: 'payment', row: await this.card.settledCreation(earlier), created: false };
      }
    }

    // 404 when the certificate is not the member's; 409 when it can no longer be paid.
    const payable = await this.certificates().payable(userId, input.certificate);
    const method: CardMethodRow | undefined = input.paymentMethod
      ? await this.card.activeMethod(userId, input.paymentMethod)
      : (await this.card.listMethods(userId, [payable.uuid], 'active'))[0];

    const blocking = await this.ledger.blocking(payable.uuid, payable.status);
    if (blocking?.kind === 'open') {
      // Our own open payment is answered (a double click); a checkout or auto-billing in progress is not ours to join.
      if (method && !blocking.row.sessionId) {
        return { outcome: 'payment', row: await this.card.settledCreation(blocking.row), created: false };
      }
      throw new AppError(409, 'payment_in_progress', 'payments.paymentInProgress');
    }
    // Without a key, a second click just after a success gets that payment back rather than a second charge.
    if (blocking?.kind === 'paid' && !paymentId) {
      return { outcome: 'payment', row: blocking.row, created: false };
    }
    if (!contributionDue(payable)) throw new AppError(409, 'nothing_due', 'payments.nothingDue');
    if (input.expectedAmountSen !== undefined) {
      // Claims the period's credit (the payment below takes the same claim): what will be charged, exactly.
      await this.due.take(payable, input.expectedAmountSen);
    }

    if (method) {
      const { row, created } = await this.card.chargeSavedCard(userId, payable, method, {
        paymentId: paymentId ?? crypto.randomUUID(),
        successReturnUrl,
        failureReturnUrl,
      });
      return { outcome: 'payment', row, created };
    }
    // No saved card: the provider's hosted checkout (one active per certificate, so a repeat answers the same).
    const { row, created } = await this.card.createSession(userId, {
      certificate: payable.uuid,
      successReturnUrl,
      cancelReturnUrl: failureReturnUrl,
    });
    return { outcome: 'checkout', session: row, created };
  }
}
