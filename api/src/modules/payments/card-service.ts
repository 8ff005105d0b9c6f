// Card payments: the member's customer at the provider, hosted checkout sessions (which save the card as a
// payment token), v3 payment requests charging a saved card, saved cards, webhooks and polling. Every
// provider call that changes something carries an idempotency key made from our own row's id, and our row
// exists before the call, so a retry is never a second charge. Only the provider's own failure status (or
// its outright refusal of a request) fails a payment: an answer we cannot read, a timeout or a 5xx leaves
// it open, and the reconcile job reads it again.
import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { AppError, fieldError } from '../../lib/errors';
import type { UsersRepository } from '../auth/users-repository';
import type { ContributionDue } from './contribution-due';
import type { CertificatePayments, PayableCertificate } from '../certificates/payment-contract';
import type { CardClient, ProviderPaymentRequest, ProviderSession } from './card-client';
import type { CardMethodRow, CardRepository, NewSession, SessionRow } from './card-repository';
import { decimalToSen, ProviderError, senToDecimal } from './provider-http';
import type { SchedulesRepository } from './schedules-repository';
import {
  paymentView,
  type PaymentLedger,
  type PaymentRow,
  type StatusUpdate,
  type Submission,
} from './ledger';

const sessionStatuses: Partial<Record<string, SessionRow['status']>> = {
  ACTIVE: 'active',
  COMPLETED: 'completed',
  EXPIRED: 'expired',
  CANCELED: 'cancelled',
};
export type { CardMethodRow } from './card-repository';
type MethodRow = CardMethodRow;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return UUID.test(value);
}

/** Maps a provider failure to our answer: a refusal is a 502; anything else a 503 the member may retry. */
export function providerFailure(error: unknown): never {
  if (error instanceof ProviderError) {
    if (error.refused) throw new AppError(502, 'payment_provider_error', 'payments.providerRejected');
    throw new AppError(503, 'payment_provider_unavailable', 'payments.providerUnavailable');
  }
  throw error;
}

export function sessionView(row: SessionRow) {
  return {
    uuid: row.id,
    certificate: row.certificateUuid,
    status: row.status,
    amount: senToDecimal(row.amountSen),
    currency: 'MYR' as const,
    created_at: row.createdAt.toISOString(),
    cached_data: { payment_link_url: row.paymentLinkUrl ?? '' },
  };
}

export function cardMethodView(row: MethodRow) {
  return {
    id: row.id,
    uuid: row.id,
    type: 'card' as const,
    certificate: row.certificateUuid,
    status: row.status,
    brand: row.brand,
    masked_card_number: row.maskedNumber,
    last4: row.maskedNumber.slice(-4),
    expiry_month: row.expiryMonth,
    expiry_year: row.expiryYear,
    created_at: row.createdAt.toISOString(),
  };
}

/** The statuses of a v3 payment request that end it without payment. */
const failedStatuses = new Set(['FAILED', 'CANCELED', 'EXPIRED']);
/** The statuses that are known not to be final (AUTHORIZED is captured automatically). */
const openProviderStatuses = new Set(['ACCEPTING_PAYMENTS', 'REQUIRES_ACTION', 'AUTHORIZED', 'PENDING']);

/** Where a v3 payment request sends the member (3-D Secure): its REDIRECT_CUSTOMER web address. */
export function redirectUrl(pr: ProviderPaymentRequest): string | null {
  const action = pr.actions?.find(
    (candidate) =>
      candidate.type === 'REDIRECT_CUSTOMER' && (candidate.descriptor ?? 'WEB_URL') === 'WEB_URL',
  );
  return action?.value ?? null;
}

/** What a v3 payment request's status means for our record; a status we do not know keeps it open. */
export function paymentUpdate(pr: ProviderPaymentRequest): StatusUpdate {
  const providerId = pr.payment_request_id;
  if (pr.status === 'SUCCEEDED') return { status: 'succeeded', providerId };
  if (pr.status === 'REQUIRES_ACTION')
    return { status: 'requires_action', providerId, actionUrl: redirectUrl(pr) };
  if (failedStatuses.has(pr.status)) {
    return { status: 'failed', providerId, failureCode: (pr.failure_code ?? pr.status).toLowerCase() };
  }
  return { status: 'pending', providerId };
}

/** The payment request id in an answer we could not read in full (the charge may have been made). */
function paymentRequestIdIn(body: unknown): string | null {
  const id = (body as { payment_request_id?: unknown } | null)?.payment_request_id;
  return typeof id === 'string' && id.length > 0 && id.length <= 100 ? id : null;
}

export interface CardServiceOptions {
  cards: CardRepository;
  schedules: SchedulesRepository;
  users: UsersRepository;
  client: CardClient;
  ledger: PaymentLedger;
  certificates: () => CertificatePayments;
  /** The next contribution less the member's reward credit. */
  due: ContributionDue;
  webUrl: string;
  log: FastifyBaseLogger;
}

export class CardPaymentsService {
  private readonly cards: CardRepository;
  private readonly client: CardClient;
  private readonly ledger: PaymentLedger;
  private readonly log: FastifyBaseLogger;
  private readonly webOrigin: string;

  constructor(private readonly options: CardServiceOptions) {
    this.cards = options.cards;
    this.client = options.client;
    this.ledger = options.ledger;
    this.log = options.log;
    this.webOrigin = new URL(options.webUrl).origin;
  }

  private certificates(): CertificatePayments {
    return this.options.certificates();
  }

  /** A return address must be a page of our web app, never another site (open redirect). */
  checkReturnUrl(field: string, value: string): string {
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      throw fieldError(field, 'payments.returnUrlOrigin', { origin: this.webOrigin });
    }
    if (url.origin !== this.webOrigin || url.username || url.password) {
      throw fieldError(field, 'payments.returnUrlOrigin', { origin: this.webOrigin });
    }
    return url.toString();
  }

  /** The certificate's owner check for read calls: 404 when not theirs; "cannot be paid now" still owns it. */
  async assertOwnsCertificate(userId: string, certificateUuid: string): Promise<void> {
    if (!isUuid(certificateUuid)) throw new AppError(404, 'not_found', 'errors.notFound');
    try {
      await this.certificates().payable(userId, certificateUuid);
    } catch (error) {
      if (error instanceof AppError && error.statusCode === 409) return;
      throw error;
    }
  }

  async payable(userId: string, certificateUuid: string): Promise<PayableCertificate> {
    if (!isUuid(certificateUuid)) throw new AppError(404, 'not_found', 'errors.notFound');
    return this.certificates().payable(userId, certificateUuid);
  }

  // ---- Customer -----------------------------------------------------------------------------------------------

  /** The member's customer id at the provider, created once (found again by reference if our row was lost). */
  async customerId(userId: string, phone: string | null = null): Promise<string> {
    const existing = await this.cards.customerOf(userId);
    if (existing) return existing.providerCustomerId;
    const user = await this.options.users.findById(userId);
    if (!user) throw new AppError(403, 'token_not_valid', 'auth.tokenNotValid');
    let customer;
    try {
      customer =
        (await this.client.findCustomer(userId)) ??
        (await this.client.createCustomer({
          referenceId: userId,
          givenNames: user.firstName,
          surname: user.lastName || null,
          email: user.email,
          mobileNumber: phone,
        }));
    } catch (error) {
      providerFailure(error);
    }
    await this.cards.insertCustomer(userId, customer.id);
    return customer.id;
  }

  // ---- Hosted checkout ----------------------------------------------------------------------------------------

  async createSession(
    userId: string,
    input: { certificate: string; successReturnUrl: string; cancelReturnUrl: string },
  ): Promise<{ row: SessionRow; created: boolean }> {
    const successReturnUrl = this.checkReturnUrl('success_return_url', input.successReturnUrl);
    const cancelReturnUrl = this.checkReturnUrl('cancel_return_url', input.cancelReturnUrl);
    const payable = await this.payable(userId, input.certificate);
    const customerId = await this.customerId(userId, payable.holder.phone);

    const active = await this.cards.activeSession(payable.uuid, 'pay');
    // The active checkout's payments are adopted first, so the check below sees them.
    const current = active?.providerSessionId ? await this.refreshSession(active) : active;

    // Paid (or being paid) already: a second checkout could charge twice.
    const blocking = await this.ledger.blocking(payable.uuid, payable.status);
    if (blocking?.kind === 'open') {
      throw new AppError(409, 'payment_in_progress', 'payments.paymentInProgress');
    }
    if (blocking?.kind === 'paid') throw new AppError(409, 'already_paid', 'payments.alreadyPaid');
    const { amountSen } = await this.options.due.take(payable);

    if (current && current.status === 'active') {
      const same =
        current.userId === userId &&
        current.amountSen === amountSen &&
        current.successReturnUrl === successReturnUrl &&
        current.cancelReturnUrl === cancelReturnUrl;
      if (same)
        return { row: await this.ensureProviderSession(current, customerId, payable), created: false };
      await this.cancelSession(current);
    }

    const { row, created } = await this.insertSession({
      userId,
      certificateUuid: payable.uuid,
      kind: 'pay',
      amountSen,
      successReturnUrl,
      cancelReturnUrl,
    });
    return { row: await this.ensureProviderSession(row, customerId, payable), created };
  }

  /**
   * A new active checkout, or the one a concurrent click inserted first: both then finish the same provider
   * session (same idempotency key).
   */
  private async insertSession(
    values: NewSession & { kind: SessionRow['kind'] },
  ): Promise<{ row: SessionRow; created: boolean }> {
    const inserted = await this.cards.insertSession(values);
    if (inserted) return { row: inserted, created: true };
    const winner = await this.cards.activeSession(values.certificateUuid, values.kind);
    if (!winner) throw new AppError(409, 'conflict', 'errors.generic');
    return { row: winner, created: false };
  }

  /**
   * A hosted checkout that saves a new card for the certificate (no payment): once the member has entered it,
   * it takes the old card's place, automatic billing included, and the old card is removed. One active per
   * certificate; the same call again answers it.
   */
  async startCardReplacement(
    userId: string,
    input: { certificate: string; successReturnUrl: string; cancelReturnUrl: string },
  ): Promise<{ row: SessionRow; created: boolean }> {
    const successReturnUrl = this.checkReturnUrl('success_return_url', input.successReturnUrl);
    const cancelReturnUrl = this.checkReturnUrl('cancel_return_url', input.cancelReturnUrl);
    const payable = await this.payable(userId, input.certificate);
    const customerId = await this.customerId(userId, payable.holder.phone);
    const active = await this.cards.activeSession(payable.uuid, 'save');
    const current = active?.providerSessionId ? await this.refreshSession(active) : active;
    if (current?.status === 'active') {
      if (current.successReturnUrl === successReturnUrl && current.cancelReturnUrl === cancelReturnUrl) {
        return { row: await this.ensureProviderSession(current, customerId, payable), created: false };
      }
      await this.cancelSession(current);
    }
    const { row, created } = await this.insertSession({
      userId,
      certificateUuid: payable.uuid,
      kind: 'save',
      amountSen: 0,
      successReturnUrl,
      cancelReturnUrl,
    });
    return { row: await this.ensureProviderSession(row, customerId, payable), created };
  }

  private async ensureProviderSession(
    row: SessionRow,
    customerId: string,
    payable: PayableCertificate,
  ): Promise<SessionRow> {
    if (row.providerSessionId && row.paymentLinkUrl) return row;
    let session: ProviderSession;
    try {
      session = await this.client.createSession({
        kind: row.kind,
        sessionId: row.id,
        customerId,
        amountSen: row.amountSen,
        description:
          row.kind === 'save'
            ? `${payable.productName}: a new card for later contributions`
            : `${payable.productName} contribution (${payable.frequency === 'month' ? 'monthly' : 'yearly'})`,
        successReturnUrl: row.successReturnUrl,
        cancelReturnUrl: row.cancelReturnUrl,
        certificateUuid: row.certificateUuid,
      });
    } catch (error) {
      providerFailure(error);
    }
    const updated = await this.cards.setProviderSession(
      row.id,
      session.payment_session_id,
      session.payment_link_url,
    );
    return updated!;
  }

  /**
   * Reads the session at the provider and mirrors its status; adopts the payment made in it (read again by
   * its id) and, once paid, the card it saved. A failure to read leaves everything as it was.
   */
  private async refreshSession(row: SessionRow): Promise<SessionRow> {
    if (!row.providerSessionId) return row;
    try {
      const session = await this.client.getSession(row.providerSessionId);
      if (session.payment_request_id) {
        const pr = await this.client.getPaymentRequest(session.payment_request_id);
        await this.applyPaymentRequest(pr, row);
      }
      if (session.status === 'COMPLETED' && session.payment_token_id) {
        const saved = await this.saveToken(row, session.payment_token_id);
        if (saved && row.kind === 'save') await this.replaceCard(row, saved);
      }
      const status = sessionStatuses[session.status];
      if (!status) {
        this.log.warn({ sessionId: row.id, status: session.status }, 'card session status not known; kept');
        return row;
      }
      if (status === row.status) return row;
      const updated = await this.cards.setSessionStatus(row.id, status);
      return updated ?? row;
    } catch (error) {
      this.log.warn({ err: error, sessionId: row.id }, 'could not refresh the card session');
      return row;
    }
  }

  /** A session event (completed, expired): the session is read at the provider, never taken from the event. */
  async applyWebhookSession(providerSessionId: string): Promise<void> {
    const row = await this.cards.sessionByProviderId(providerSessionId);
    if (!row) {
      this.log.warn({ providerSessionId }, 'webhook for a card session we do not know; ignored');
      return;
    }
    await this.refreshSession(row);
  }

  /**
   * Housekeeping: checkouts still active after `olderThanSeconds` are read at the provider, so a payment made
   * in one is recorded even when its webhooks never arrived and the member never came back.
   */
  async refreshStaleSessions(olderThanSeconds: number): Promise<void> {
    for (const session of await this.cards.staleSessions(olderThanSeconds)) {
      const refreshed = await this.refreshSession(session);
      await this.cards.touchSession(refreshed.id);
    }
  }

  /** The certificate's open checkouts, read at the provider (a failure to read leaves them as they were). */
  async refreshCheckouts(certificateUuid: string): Promise<SessionRow[]> {
    const open = await this.cards.activeSessions({ certificateUuid });
    const refreshed: SessionRow[] = [];
    for (const session of open) refreshed.push(await this.refreshSession(session));
    return refreshed;
  }

  /**
   * Before an unpaid certificate is voided: what was paid in its open checkouts is adopted first (a webhook may
   * not have arrived yet), then each checkout still open is closed at the provider; 503 when it cannot be.
   */
  async closeCheckouts(certificateUuid: string): Promise<void> {
    for (const current of await this.refreshCheckouts(certificateUuid)) {
      if (current.status === 'active') await this.cancelSession(current);
    }
  }

  private async cancelSession(row: SessionRow): Promise<void> {
    if (row.providerSessionId) {
      try {
        await this.client.cancelSession(row.id, row.providerSessionId);
      } catch (error) {
        providerFailure(error);
      }
    }
    await this.cards.endActiveSession(row.id, 'cancelled');
  }

  // ---- Payment requests on a saved card -------------------------------------------------------------------------

  async createPaymentRequest(
    userId: string,
    certificateUuid: string,
    input: { paymentMethod: string; successReturnUrl?: string; failureReturnUrl?: string },
  ): Promise<{ row: PaymentRow; created: boolean }> {
    const successUrl = input.successReturnUrl
      ? this.checkReturnUrl('success_return_url', input.successReturnUrl)
      : null;
    const failureUrl = input.failureReturnUrl
      ? this.checkReturnUrl('failure_return_url', input.failureReturnUrl)
      : null;
    const payable = await this.payable(userId, certificateUuid);
    const method = await this.activeMethod(userId, input.paymentMethod);

    const open = await this.ledger.openForCertificate(payable.uuid);
    if (open) return { row: await this.resume(open), created: false };
    const blocking = await this.ledger.blocking(payable.uuid, payable.status);
    if (blocking?.kind === 'paid') return { row: blocking.row, created: false };
    if (blocking?.kind === 'open') {
      // A concurrent click inserted it between the two reads above: that payment is the answer.
      if (!blocking.row.sessionId) return { row: await this.settledCreation(blocking.row), created: false };
      // Being paid through a hosted checkout (say, pending at the bank).
      throw new AppError(409, 'payment_in_progress', 'payments.paymentInProgress');
    }

    const id = crypto.randomUUID();
    const { amountSen } = await this.options.due.take(payable);
    const row = await this.ledger.insertOpen({
      id,
      userId,
      certificateUuid: payable.uuid,
      channel: 'card',
      status: 'creating',
      amountSen,
      paymentMethodId: method.id,
      successReturnUrl: successUrl ?? `${this.options.webUrl}/pusara-pro/payment-response/success?uuid=${id}`,
      failureReturnUrl: failureUrl ?? `${this.options.webUrl}/pusara-pro/payment-response/error?uuid=${id}`,
    });
    if (!row) return { row: await this.concurrentWinner(payable), created: false };
    return { row: await this.submit(row), created: true };
  }

  /**
   * Charges `payable`'s contribution to a saved card now, as the payment `paymentId` (the caller's record id,
   * so a repeated request is the same payment). Answers the open payment instead when the certificate has one.
   */
  async chargeSavedCard(
    userId: string,
    payable: PayableCertificate,
    method: MethodRow,
    input: { paymentId: string; successReturnUrl: string; failureReturnUrl: string },
  ): Promise<{ row: PaymentRow; created: boolean }> {
    const open = await this.ledger.openForCertificate(payable.uuid);
    if (open) return { row: await this.settledCreation(open), created: false };
    const { amountSen } = await this.options.due.take(payable);
    const row = await this.ledger.insertOpen({
      id: input.paymentId,
      userId,
      certificateUuid: payable.uuid,
      channel: 'card',
      status: 'creating',
      amountSen,
      paymentMethodId: method.id,
      successReturnUrl: input.successReturnUrl,
      failureReturnUrl: input.failureReturnUrl,
    });
    if (!row) {
      // The same id inserted by a concurrent repeat, or another open payment of the certificate.
      const same = await this.ledger.byId(input.paymentId);
      if (same) return { row: await this.settledCreation(same), created: false };
      return { row: await this.concurrentWinner(payable), created: false };
    }
    return { row: await this.submit(row), created: true };
  }

  /** A payment a concurrent request may be creating: wait briefly for its provider call rather than make a second. */
  async settledCreation(row: PaymentRow): Promise<PaymentRow> {
    let current = row;
    for (let attempt = 0; attempt < 50 && current.status === 'creating'; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      current = (await this.ledger.byId(row.id)) ?? current;
    }
    return this.resume(current);
  }

  /**
   * A concurrent request (a double click) inserted the certificate's payment first: wait for it to leave
   * `creating` rather than calling the provider for it a second time, then answer it.
   */
  private async concurrentWinner(payable: PayableCertificate): Promise<PaymentRow> {
    // As long as the winner's provider call may take, and a little more: calling again sooner would send a
    // second request for a payment the provider may still be creating.
    const deadline = Date.now() + this.client.timeoutMs + 2000;
    while (Date.now() < deadline) {
      const open = await this.ledger.openForCertificate(payable.uuid);
      if (open && open.status !== 'creating') return open;
      if (!open) {
        const settled = await this.ledger.blocking(payable.uuid, payable.status);
        if (settled) return settled.row;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const open = await this.ledger.openForCertificate(payable.uuid);
    if (!open) throw new AppError(409, 'conflict', 'errors.generic');
    return this.resume(open);
  }

  /** A payment whose provider call may not have happened (or answered): call again with the same key. */
  private async resume(row: PaymentRow): Promise<PaymentRow> {
    if (row.status !== 'creating' || row.channel !== 'card') return row;
    return this.submit(row);
  }

  /** `polling`: called by the reconcile job, which schedules the next poll itself. */
  private async submit(row: PaymentRow, polling = false): Promise<PaymentRow> {
    const method = row.paymentMethodId ? await this.cards.methodById(row.paymentMethodId) : undefined;
    if (!method) return row;
    let submission: Submission<ProviderPaymentRequest>;
    try {
      submission = await this.ledger.submitToProvider(
        row,
        () =>
          this.client.createPaymentRequest({
            paymentId: row.id,
            paymentTokenId: method.providerTokenId,
            amountSen: row.amountSen,
            // From the row only: a retry (or a concurrent click) sends the same body with the same key.
            description: `Contribution for certificate ${row.certificateUuid}`,
            certificateUuid: row.certificateUuid,
            successReturnUrl: row.successReturnUrl!,
            failureReturnUrl: row.failureReturnUrl!,
            recurring: row.cycleKey !== null,
          }),
        { polling, providerIdIn: paymentRequestIdIn },
      );
    } catch (error) {
      // Outcome unknown, the payment left open for polling: an answer we could not read (or "try again") is
      // answered with the payment as it stands; anything else as the provider's failure.
      if (error instanceof ProviderError && (error.kind === 'unreadable' || error.kind === 'try-again')) {
        return (await this.ledger.byId(row.id))!;
      }
      providerFailure(error);
    }
    if ('refused' in submission) return submission.refused;
    await this.applyPaymentRequest(submission.answer);
    return (await this.ledger.byId(row.id))!;
  }

  async listForCertificate(userId: string, certificateUuid: string): Promise<PaymentRow[]> {
    await this.assertOwnsCertificate(userId, certificateUuid);
    const sessions = await this.cards.activeSessions({ certificateUuid, userId });
    // A member back from the hosted checkout sees the outcome even before the webhook arrives.
    for (const session of sessions) await this.refreshSession(session);
    return this.ledger.forCertificate(userId, certificateUuid, 'card');
  }

  /** The member's payment; an open one is first polled at the provider. */
  async status(userId: string, paymentId: string): Promise<PaymentRow> {
    const row = await this.ledger.owned(userId, paymentId);
    if (row.channel !== 'card' || !['creating', 'pending', 'requires_action'].includes(row.status))
      return row;
    await this.reconcile(row).catch((error: unknown) =>
      this.log.warn({ err: error, paymentId }, 'card payment poll failed'),
    );
    return (await this.ledger.byId(row.id))!;
  }

  /** Brings an open card payment up to date with the provider; answers whether it is still open. */
  async reconcile(row: PaymentRow): Promise<boolean> {
    if (row.providerId) {
      const pr = await this.client.getPaymentRequest(row.providerId);
      await this.applyPaymentRequest(pr);
    } else if (row.status === 'creating' && !row.sessionId) {
      await this.submit(row, true).catch((error: unknown) => {
        if (!(error instanceof AppError)) throw error;
      });
    }
    await this.ledger.touchChecked(row.id);
    const now = await this.ledger.byId(row.id);
    return Boolean(now && ['creating', 'pending', 'requires_action'].includes(now.status));
  }

  /**
   * A payment event: its payment request is read at the provider before anything is applied, so a replayed
   * or forged event can only ever bring the provider's own current state. Unknown at the provider: ignored.
   */
  async applyWebhookPayment(paymentRequestId: string): Promise<PaymentRow | null> {
    let fresh: ProviderPaymentRequest;
    try {
      fresh = await this.client.getPaymentRequest(paymentRequestId);
    } catch (error) {
      if (error instanceof ProviderError && error.status === 404) {
        this.log.warn(
          { paymentRequestId },
          'webhook for a payment request the provider does not know; ignored',
        );
        return null;
      }
      throw error;
    }
    return this.applyPaymentRequest(fresh);
  }

  /**
   * Applies a v3 payment request (from our call, a poll or a webhook) to our record. `session`: the hosted
   * checkout it was made in, when the caller knows it.
   */
  async applyPaymentRequest(pr: ProviderPaymentRequest, session?: SessionRow): Promise<PaymentRow | null> {
    const providerId = pr.payment_request_id;
    let row = await this.ledger.byProviderId(providerId);
    if (!row && !session && isUuid(pr.reference_id)) {
      const candidate = await this.ledger.byId(pr.reference_id);
      if (
        candidate &&
        !candidate.sessionId &&
        (!candidate.providerId || candidate.providerId === providerId)
      ) {
        row = candidate;
      }
    }
    const checkout = row ? undefined : (session ?? (await this.checkoutOf(pr)));
    if (!row && checkout) {
      await this.ledger.insertOpen({
        userId: checkout.userId,
        certificateUuid: checkout.certificateUuid,
        channel: 'card',
        status: 'creating',
        amountSen: pr.request_amount === undefined ? checkout.amountSen : decimalToSen(pr.request_amount),
        sessionId: checkout.id,
        providerId,
      });
      row = await this.ledger.byProviderId(providerId);
    }
    if (!row) {
      this.log.warn({ providerId }, 'card payment request of no known payment; ignored');
      return null;
    }
    const update = paymentUpdate(pr);
    if (update.status === 'pending' && !openProviderStatuses.has(pr.status)) {
      this.log.warn({ providerId, status: pr.status }, 'card payment status not known; kept open');
    }
    if (update.status === 'succeeded' && row.sessionId) {
      await this.cards.endActiveSession(row.sessionId, 'completed');
    }
    await this.ledger.transition(row.id, update);
    return (await this.ledger.byId(row.id)) ?? null;
  }

  /**
   * The hosted checkout a payment request we never made belongs to: the member's open checkouts (found by
   * the provider's customer id) are read at the provider, and the one naming this payment request is it.
   */
  private async checkoutOf(pr: ProviderPaymentRequest): Promise<SessionRow | undefined> {
    if (!pr.customer_id) return undefined;
    const customer = await this.cards.customerByProviderId(pr.customer_id);
    if (!customer) return undefined;
    const open = await this.cards.activeSessions({ userId: customer.userId });
    for (const candidate of open) {
      if (!candidate.providerSessionId) continue;
      const session = await this.client.getSession(candidate.providerSessionId);
      if (session.payment_request_id === pr.payment_request_id) return candidate;
    }
    return undefined;
  }

  /** The card a completed checkout saved (a payment token), read at the provider and kept for later charges. */
  private async saveToken(session: SessionRow, providerTokenId: string): Promise<MethodRow | null> {
    const known = await this.cards.methodByToken(providerTokenId);
    if (known) return known;
    const token = await this.client.getPaymentToken(providerTokenId);
    const card = token.channel_properties?.card_details;
    if (token.status !== 'ACTIVE' || !card) {
      this.log.warn(
        { providerTokenId, status: token.status },
        'saved card not active or not a card; not kept',
      );
      return null;
    }
    return this.cards.insertMethod({
      userId: session.userId,
      certificateUuid: session.certificateUuid,
      providerTokenId,
      brand: card.network ?? 'CARD',
      maskedNumber: card.masked_card_number,
      expiryMonth: Number(card.expiry_month),
      expiryYear: Number(card.expiry_year),
    });
  }

  /**
   * A card saved to replace the certificate's others: automatic billing moves to it first, then each older
   * card is removed, at the provider too (one the provider cannot remove now stays, and is logged).
   */
  private async replaceCard(session: SessionRow, card: MethodRow): Promise<void> {
    await this.options.schedules.moveCardSchedule(session.certificateUuid, card.id);
    const older = await this.listMethods(session.userId, [session.certificateUuid], 'active');
    for (const method of older) {
      if (method.id === card.id) continue;
      await this.cancelMethod(session.userId, method.id).catch((error: unknown) =>
        this.log.warn({ err: error, methodId: method.id }, 'replaced card not removed at the provider; kept'),
      );
    }
  }

  // ---- Saved cards ------------------------------------------------------------------------------------------

  async activeMethod(userId: string, id: string): Promise<MethodRow> {
    if (!isUuid(id)) throw fieldError('payment_method', 'payments.paymentMethodNotFound');
    const method = await this.cards.methodOf(userId, id);
    if (!method) throw fieldError('payment_method', 'payments.paymentMethodNotFound');
    if (method.status !== 'active') throw fieldError('payment_method', 'payments.paymentMethodInactive');
    return method;
  }

  async listMethods(
    userId: string,
    certificates: string[],
    status?: 'active' | 'cancelled',
  ): Promise<MethodRow[]> {
    const valid = certificates.filter(isUuid);
    if (certificates.length > 0 && valid.length === 0) return [];
    return this.cards.methods(userId, valid, status);
  }

  /** The provider says a saved card can no longer be charged: removed here too; answers the cards removed. */
  async expireToken(providerTokenId: string): Promise<string[]> {
    return this.cards.cancelMethodsOfToken(providerTokenId);
  }

  async cancelMethod(userId: string, id: string): Promise<MethodRow> {
    if (!isUuid(id)) throw new AppError(404, 'not_found', 'payments.paymentMethodNotFound');
    const method = await this.cards.methodOf(userId, id);
    if (!method) throw new AppError(404, 'not_found', 'payments.paymentMethodNotFound');
    if (method.status === 'cancelled') return method;
    try {
      await this.client.cancelPaymentToken(method.id, method.providerTokenId);
    } catch (error) {
      // Already gone at the provider (expired, or removed there): ours is removed too.
      if (!(error instanceof ProviderError && error.status === 404)) providerFailure(error);
    }
    return (await this.cards.cancelMethod(method.id))!;
  }

  /** Internal: a payment on a saved card for a scheduled contribution (auto-billing). */
  async chargeScheduled(input: {
    userId: string;
    certificateUuid: string;
    paymentMethodId: string;
    amountSen: number;
    cycleKey: string;
  }): Promise<PaymentRow | null> {
    const id = crypto.randomUUID();
    const row = await this.ledger.insertOpen({
      id,
      userId: input.userId,
      certificateUuid: input.certificateUuid,
      channel: 'card',
      status: 'creating',
      amountSen: input.amountSen,
      paymentMethodId: input.paymentMethodId,
      cycleKey: input.cycleKey,
      successReturnUrl: `${this.options.webUrl}/pusara-pro/payment-response/success?uuid=${id}`,
      failureReturnUrl: `${this.options.webUrl}/pusara-pro/payment-response/error?uuid=${id}`,
    });
    if (!row) return null;
    return this.submit(row).catch((error: unknown) => {
      this.log.warn({ err: error, paymentId: row.id }, 'scheduled card charge not finished; polling');
      return row;
    });
  }

  views = { payment: paymentView, session: sessionView, method: cardMethodView };
}
