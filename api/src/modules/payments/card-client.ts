// The card payment provider's HTTP API (Xendit-style): customers, payment sessions (hosted checkout),
// payment requests on saved cards, payment methods and refunds. Basic auth by secret key; every POST carries
// an Idempotency-key derived from our own record's id. Amounts go out as ringgit numbers, come back to sen.
import { Type, type Static } from '@fastify/type-provider-typebox';
import { ProviderHttp, type ProviderHttpOptions } from './provider-http';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Union([schema, Type.Null()]);

export const ProviderCustomer = Type.Object({ id: Type.String(), reference_id: Type.String() });
export type ProviderCustomer = Static<typeof ProviderCustomer>;

export const ProviderCard = Type.Object({
  masked_card_number: Type.String(),
  card_brand: Type.String(),
  expiry_month: Type.String(),
  expiry_year: Type.String(),
});

export const ProviderPaymentMethod = Type.Object({
  id: Type.String(),
  status: Type.Union([Type.Literal('ACTIVE'), Type.Literal('EXPIRED'), Type.Literal('INACTIVE')]),
  customer_id: Type.String(),
  reusability: Type.String(),
  card: ProviderCard,
});
export type ProviderPaymentMethod = Static<typeof ProviderPaymentMethod>;

export const ProviderPaymentRequestStatus = Type.Union([
  Type.Literal('SUCCEEDED'),
  Type.Literal('PENDING'),
  Type.Literal('REQUIRES_ACTION'),
  Type.Literal('FAILED'),
  Type.Literal('CANCELED'),
  Type.Literal('EXPIRED'),
]);

export const ProviderPaymentRequest = Type.Object({
  id: Type.String(),
  reference_id: Type.String(),
  amount: Type.Number(),
  currency: Type.String(),
  status: ProviderPaymentRequestStatus,
  payment_session_id: Type.Optional(Nullable(Type.String())),
  payment_method: Type.Object({
    id: Type.String(),
    reusability: Type.String(),
    card: Type.Optional(ProviderCard),
  }),
  actions: Type.Optional(Type.Array(Type.Object({ url: Type.String() }))),
  failure_code: Type.Optional(Nullable(Type.String())),
  updated: Type.Optional(Type.String()),
});
export type ProviderPaymentRequest = Static<typeof ProviderPaymentRequest>;

export const ProviderSession = Type.Object({
  payment_session_id: Type.String(),
  reference_id: Type.String(),
  status: Type.Union([
    Type.Literal('ACTIVE'),
    Type.Literal('COMPLETED'),
    Type.Literal('EXPIRED'),
    Type.Literal('CANCELED'),
  ]),
  amount: Type.Number(),
  payment_link_url: Type.String(),
  payment_request_id: Type.Optional(Nullable(Type.String())),
  payment_method_id: Type.Optional(Nullable(Type.String())),
});
export type ProviderSession = Static<typeof ProviderSession>;

export const ProviderRefund = Type.Object({
  id: Type.String(),
  payment_request_id: Type.String(),
  amount: Type.Number(),
  status: Type.Union([Type.Literal('SUCCEEDED'), Type.Literal('PENDING'), Type.Literal('FAILED')]),
});
export type ProviderRefund = Static<typeof ProviderRefund>;

const List = <T extends Parameters<typeof Type.Array>[0]>(item: T) => Type.Object({ data: Type.Array(item) });

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

  async findCustomer(referenceId: string): Promise<ProviderCustomer | null> {
    const list = await this.http.call({
      method: 'GET',
      path: '/customers',
      query: { reference_id: referenceId },
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

  createSession(input: {
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
        session_type: 'PAY',
        mode: 'PAYMENT_LINK',
        currency: 'MYR',
        country: 'MY',
        amount: ringgit(input.amountSen),
        description: input.description,
        // Saved for the later contributions of a monthly or yearly plan.
        allow_save_payment_method: 'FORCED',
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
      body: {},
      schema: ProviderSession,
    });
  }

  createPaymentRequest(input: {
    paymentId: string;
    customerId: string;
    paymentMethodId: string;
    amountSen: number;
    description: string;
    certificateUuid: string;
    successReturnUrl: string;
    failureReturnUrl: string;
  }): Promise<ProviderPaymentRequest> {
    return this.http.call({
      method: 'POST',
      path: '/payment_requests',
      idempotencyKey: `payment:${input.paymentId}`,
      body: {
        reference_id: input.paymentId,
        customer_id: input.customerId,
        payment_method_id: input.paymentMethodId,
        amount: ringgit(input.amountSen),
        currency: 'MYR',
        description: input.description,
        channel_properties: {
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
      path: `/payment_requests/${encodeURIComponent(providerId)}`,
      schema: ProviderPaymentRequest,
    });
  }

  /** The payment requests made through a hosted checkout (a member may try several cards in one session). */
  async sessionPaymentRequests(providerSessionId: string): Promise<ProviderPaymentRequest[]> {
    const list = await this.http.call({
      method: 'GET',
      path: '/payment_requests',
      query: { payment_session_id: providerSessionId },
      schema: List(ProviderPaymentRequest),
    });
    return list.data;
  }

  getPaymentMethod(providerId: string): Promise<ProviderPaymentMethod> {
    return this.http.call({
      method: 'GET',
      path: `/v2/payment_methods/${encodeURIComponent(providerId)}`,
      schema: ProviderPaymentMethod,
    });
  }

  expirePaymentMethod(methodId: string, providerId: string): Promise<ProviderPaymentMethod> {
    return this.http.call({
      method: 'POST',
      path: `/v2/payment_methods/${encodeURIComponent(providerId)}/expire`,
      idempotencyKey: `payment-method-expire:${methodId}`,
      body: {},
      schema: ProviderPaymentMethod,
    });
  }

  createRefund(input: {
    refundId: string;
    providerPaymentRequestId: string;
    amountSen: number;
    reason: string;
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
      },
      schema: ProviderRefund,
    });
  }
}
