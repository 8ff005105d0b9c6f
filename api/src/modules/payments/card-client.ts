// The card payment provider's HTTP API, as Xendit documents it (docs.xendit.co, API reference): Customers,
// Payment Sessions (the hosted checkout, which saves the card as a payment token), Payments API v3
// (`/v3/payment_requests` charging a token, `/v3/payment_tokens`) and Refunds. One API generation only.
// Basic auth by secret key; every POST carries an idempotency key derived from our own record's id.
// Amounts go out as ringgit numbers and come back (number or string) to integer sen.
// Answers are read leniently: only the fields we use are required, and a status we do not know is kept as
// text (the service treats it as "not final"), so a new provider status never turns into a failure.
import { Type, type Static, type TSchema } from '@fastify/type-provider-typebox';
import { ProviderHttp, type ProviderHttpOptions } from './provider-http';

/** `api-version` of Payments API v3 (payment requests and payment tokens). */
export const PAYMENTS_API_VERSION = '2024-11-11';
/** `api-version` of the Customers API, pinned so a provider default change cannot alter the shape. */
export const CUSTOMERS_API_VERSION = '2020-10-31';

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** The provider writes amounts as numbers in its examples' schemas and as strings in some examples. */
export const ProviderAmount = Type.Union([Type.Number(), Type.String({ pattern: '^\\d+(\\.\\d{1,2})?$' })]);

export const ProviderCustomer = Type.Object({ id: Type.String(), reference_id: Type.String() });
export type ProviderCustomer = Static<typeof ProviderCustomer>;

export const ProviderSession = Type.Object({
  payment_session_id: Type.String(),
  reference_id: Type.String(),
  /** ACTIVE, COMPLETED, EXPIRED, CANCELED. */
  status: Type.String(),
  amount: ProviderAmount,
  payment_link_url: Type.String(),
  customer_id: Type.Optional(Nullable(Type.String())),
  payment_request_id: Type.Optional(Nullable(Type.String())),
  payment_token_id: Type.Optional(Nullable(Type.String())),
  payment_id: Type.Optional(Nullable(Type.String())),
});
export type ProviderSession = Static<typeof ProviderSession>;

const ProviderAction = Type.Object({
  type: Type.String(),
  descriptor: Type.Optional(Type.String()),
  value: Type.Optional(Nullable(Type.String())),
});

/** A Payments API v3 payment request. */
export const ProviderPaymentRequest = Type.Object({
  payment_request_id: Type.String(),
  reference_id: Type.String(),
  /** ACCEPTING_PAYMENTS, REQUIRES_ACTION, AUTHORIZED, SUCCEEDED, FAILED, CANCELED, EXPIRED. */
  status: Type.String(),
  request_amount: Type.Optional(ProviderAmount),
  customer_id: Type.Optional(Nullable(Type.String())),
  payment_token_id: Type.Optional(Nullable(Type.String())),
  actions: Type.Optional(Nullable(Type.Array(ProviderAction))),
  failure_code: Type.Optional(Nullable(Type.String())),
});
export type ProviderPaymentRequest = Static<typeof ProviderPaymentRequest>;

const CardDetails = Type.Object({
  masked_card_number: Type.String(),
  expiry_month: Type.Union([Type.String(), Type.Number()]),
  expiry_year: Type.Union([Type.String(), Type.Number()]),
  network: Type.Optional(Nullable(Type.String())),
});

export const ProviderPaymentToken = Type.Object({
  payment_token_id: Type.String(),
  /** REQUIRES_ACTION, PENDING, ACTIVE, FAILED, EXPIRED, CANCELED. */
  status: Type.String(),
  customer_id: Type.Optional(Nullable(Type.String())),
  channel_code: Type.Optional(Type.String()),
  channel_properties: Type.Optional(
    Nullable(Type.Object({ card_details: Type.Optional(Nullable(CardDetails)) })),
  ),
});
export type ProviderPaymentToken = Static<typeof ProviderPaymentToken>;

export const ProviderRefund = Type.Object({
  id: Type.String(),
  /** Ours: the refund row's id. */
  reference_id: Type.Optional(Nullable(Type.String())),
  payment_request_id: Type.Optional(Nullable(Type.String())),
  amount: Type.Optional(ProviderAmount),
  /** SUCCEEDED, FAILED, PENDING, CANCELLED. */
  status: Type.String(),
  failure_code: Type.Optional(Nullable(Type.String())),
});
export type ProviderRefund = Static<typeof ProviderRefund>;

/** The provider's refund reasons (its enum); ours are kept in our ledger and sent as metadata. */
export type ProviderRefundReason =
  'FRAUDULENT' | 'DUPLICATE' | 'REQUESTED_BY_CUSTOMER' | 'CANCELLATION' | 'OTHERS';

const List = <T extends TSchema>(item: T) => Type.Object({ data: Type.Array(item) });

/** Ringgit for the provider's number fields, from integer sen (exact: two decimals). */
const ringgit = (sen: number) => Number((sen / 100).toFixed(2));

export interface CardClientOptions {
  baseUrl: string;
  secretKey: string;
  timeoutMs: number;
  fetch?: typeof fetch;
}

export class CardClient {
  private readonly http: ProviderHttp;
  /** How long one call may take before it counts as failed. */
  readonly timeoutMs: number;

  constructor(options: CardClientOptions) {
    this.timeoutMs = options.timeoutMs;
    const http: ProviderHttpOptions = {
      provider: 'card',
      baseUrl: options.baseUrl,
      authorization: `Basic ${Buffer.from(`${options.secretKey}:`).toString('base64')}`,
      timeoutMs: options.timeoutMs,
      fetch: options.fetch,
    };
    this.http = new ProviderHttp(http);
  }

  // ---- Customers ----------------------------------------------------------------------------------------------

  async findCustomer(referenceId: string): Promise<ProviderCustomer | null> {
    const list = await this.http.call({
      method: 'GET',
      path: '/customers',
      query: { reference_id: referenceId },
      headers: { 'api-version': CUSTOMERS_API_VERSION },
      schema: List(ProviderCustomer),
    });
    return list.data[0] ?? null;
  }

  createCustomer(input: {
    referenceId: string;
    givenNames: string;
    surname: string | null;
    email: string;
    mobileNumber: string | null;
  }): Promise<ProviderCustomer> {
    return this.http.call({
      method: 'POST',
      path: '/customers',
      idempotencyKey: `customer:${input.referenceId}`,
      headers: { 'api-version': CUSTOMERS_API_VERSION },
      body: {
        reference_id: input.referenceId,
        type: 'INDIVIDUAL',
        individual_detail: { given_names: input.givenNames, surname: input.surname ?? undefined },
        email: input.email,
        mobile_number: input.mobileNumber ?? undefined,
      },
      schema: ProviderCustomer,
    });
  }

  // ---- Payment Sessions (hosted checkout) ---------------------------------------------------------------------

  /** `PAY`: the contribution, the card saved with it; `SAVE`: only a new card (amount 0, no payment). */
  createSession(input: {
    kind: 'pay' | 'save';
    sessionId: string;
    customerId: string;
    amountSen: number;
    description: string;
    successReturnUrl: string;
    cancelReturnUrl: string;
    certificateUuid: string;
  }): Promise<ProviderSession> {
    return this.http.call({
      method: 'POST',
      path: '/sessions',
      idempotencyKey: `session:${input.sessionId}`,
      body: {
        reference_id: input.sessionId,
        customer_id: input.customerId,
        session_type: input.kind === 'pay' ? 'PAY' : 'SAVE',
        mode: 'PAYMENT_LINK',
        currency: 'MYR',
        country: 'MY',
        amount: input.kind === 'pay' ? ringgit(input.amountSen) : 0,
        description: input.description,
        // Saved as a payment token for the later contributions of a monthly or yearly plan (a SAVE session
        // saves by definition); only cards (a saved e-wallet is not what the member agreed to).
        ...(input.kind === 'pay' ? { allow_save_payment_method: 'FORCED' } : {}),
        allowed_payment_channels: ['CARDS'],
        // The provider's checkout speaks English; Malay is not among its locales.
        locale: 'en',
        success_return_url: input.successReturnUrl,
        cancel_return_url: input.cancelReturnUrl,
        metadata: { certificate: input.certificateUuid },
      },
      schema: ProviderSession,
    });
  }

  getSession(providerSessionId: string): Promise<ProviderSession> {
    return this.http.call({
      method: 'GET',
      path: `/sessions/${encodeURIComponent(providerSessionId)}`,
      schema: ProviderSession,
    });
  }

  cancelSession(sessionId: string, providerSessionId: string): Promise<ProviderSession> {
    return this.http.call({
      method: 'POST',
      path: `/sessions/${encodeURIComponent(providerSessionId)}/cancel`,
      idempotencyKey: `session-cancel:${sessionId}`,
      schema: ProviderSession,
    });
  }

  // ---- Payments API v3 ----------------------------------------------------------------------------------------

  /** Charges a saved card (payment token) now: a v3 payment request of type PAY. */
  createPaymentRequest(input: {
    paymentId: string;
    paymentTokenId: string;
    amountSen: number;
    description: string;
    certificateUuid: string;
    successReturnUrl: string;
    failureReturnUrl: string;
    /** A contribution charged by auto-billing (the member is not there) rather than by the member now. */
    recurring: boolean;
  }): Promise<ProviderPaymentRequest> {
    return this.http.call({
      method: 'POST',
      path: '/v3/payment_requests',
      idempotencyKey: `payment:${input.paymentId}`,
      headers: { 'api-version': PAYMENTS_API_VERSION },
      body: {
        reference_id: input.paymentId,
        type: 'PAY',
        payment_token_id: input.paymentTokenId,
        country: 'MY',
        currency: 'MYR',
        request_amount: ringgit(input.amountSen),
        capture_method: 'AUTOMATIC',
        description: input.description,
        channel_properties: {
          card_on_file_type: input.recurring ? 'RECURRING' : 'CUSTOMER_UNSCHEDULED',
          success_return_url: input.successReturnUrl,
          failure_return_url: input.failureReturnUrl,
        },
        metadata: { certificate: input.certificateUuid },
      },
      schema: ProviderPaymentRequest,
    });
  }

  getPaymentRequest(providerId: string): Promise<ProviderPaymentRequest> {
    return this.http.call({
      method: 'GET',
      path: `/v3/payment_requests/${encodeURIComponent(providerId)}`,
      headers: { 'api-version': PAYMENTS_API_VERSION },
      schema: ProviderPaymentRequest,
    });
  }

  getPaymentToken(providerTokenId: string): Promise<ProviderPaymentToken> {
    return this.http.call({
      method: 'GET',
      path: `/v3/payment_tokens/${encodeURIComponent(providerTokenId)}`,
      headers: { 'api-version': PAYMENTS_API_VERSION },
      schema: ProviderPaymentToken,
    });
  }

  cancelPaymentToken(methodId: string, providerTokenId: string): Promise<ProviderPaymentToken> {
    return this.http.call({
      method: 'POST',
      path: `/v3/payment_tokens/${encodeURIComponent(providerTokenId)}/cancel`,
      idempotencyKey: `payment-token-cancel:${methodId}`,
      headers: { 'api-version': PAYMENTS_API_VERSION },
      schema: ProviderPaymentToken,
    });
  }

  // ---- Refunds ------------------------------------------------------------------------------------------------

  createRefund(input: {
    refundId: string;
    providerPaymentRequestId: string;
    amountSen: number;
    reason: ProviderRefundReason;
    /** Our own reason (cooling_off, ...), kept with the refund at the provider for reconciliation. */
    ourReason: string;
  }): Promise<ProviderRefund> {
    return this.http.call({
      method: 'POST',
      path: '/refunds',
      idempotencyKey: `refund:${input.refundId}`,
      body: {
        reference_id: input.refundId,
        payment_request_id: input.providerPaymentRequestId,
        amount: ringgit(input.amountSen),
        currency: 'MYR',
        reason: input.reason,
        metadata: { reason: input.ourReason },
      },
      schema: ProviderRefund,
    });
  }

  getRefund(providerRefundId: string): Promise<ProviderRefund> {
    return this.http.call({
      method: 'GET',
      path: `/refunds/${encodeURIComponent(providerRefundId)}`,
      schema: ProviderRefund,
    });
  }
}
