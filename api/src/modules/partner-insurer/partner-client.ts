// The partner insurer's HTTP API, one client per product (medical: emedic, life: elife, personal accident:
// iprotect, with its price check and its occupation, nature of business and state code lists): quote, plans,
// underwriting questions by date of birth, terms by annual limit, states, countries and banks, applications
// (create, get, patch, submit), initiate payment and payment lookup. Bearer auth by key; every POST carries an
// Idempotency-Key derived from our own application's id, so a retried call is never a second application or
// payment; answers are checked against the schemas below. Callbacks are verified by verifyPartnerSignature.
import crypto from 'node:crypto';
import { Type, type Static, type TSchema } from '@fastify/type-provider-typebox';
import { ProviderError, ProviderHttp, type ProviderCall } from '../payments/provider-http';

const Money = Type.String({ pattern: '^\\d+\\.\\d{2}$' });
const Bilingual = Type.Object({ en: Type.String(), ms: Type.String() });

export const PartnerPlan = Type.Object({
  plan_detail_id: Type.Integer(),
  plan_name: Type.String(),
  annual_limit: Money,
  coverage_amount: Type.Optional(Money),
  coverage_term: Type.Integer(),
  has_deductible: Type.Boolean(),
  deductible_amount: Type.Union([Money, Type.Null()]),
  recommended: Type.Boolean(),
  base_price: Money,
  cashless_price: Type.Union([Money, Type.Null()]),
  monthly_price: Money,
  yearly_price: Money,
  occupational_class: Type.Optional(Type.Integer({ minimum: 1, maximum: 4 })),
  breakdown: Type.Optional(Type.Object({ premium: Money, service_tax: Money, stamp_duty: Money })),
});
export type PartnerPlan = Static<typeof PartnerPlan>;

export const PartnerAddOn = Type.Object({ add_on_id: Type.Integer(), name: Bilingual, monthly_price: Money });
export type PartnerAddOn = Static<typeof PartnerAddOn>;

export const PartnerQuote = Type.Object({
  quote_id: Type.String(),
  has_deductible: Type.Boolean(),
  plans: Type.Array(PartnerPlan),
  add_ons: Type.Array(PartnerAddOn),
});
export type PartnerQuote = Static<typeof PartnerQuote>;

export const PartnerQuestion = Type.Object({ uuid: Type.String(), text: Bilingual });
export const PartnerTerms = Type.Object({ id: Type.String(), title: Bilingual, text: Bilingual });
export const PartnerNamed = Type.Object({ id: Type.Integer(), name: Type.Union([Type.String(), Bilingual]) });

/** Personal accident's lists. */
export const PartnerOccupation = Type.Object({
  code: Type.String(),
  name: Bilingual,
  /** 1-4; 0 is declined. */
  occupational_class: Type.Integer({ minimum: 0, maximum: 4 }),
});
export const PartnerBusiness = Type.Object({ code: Type.String(), name: Bilingual });
export const PartnerStateCode = Type.Object({ code: Type.String(), name: Type.String() });
export const PartnerPriceCheck = Type.Object({
  accepted: Type.Boolean(),
  occupational_class: Type.Union([Type.Integer({ minimum: 1, maximum: 4 }), Type.Null()]),
  declined_by: Type.Union([Type.Literal('occupation'), Type.Literal('nature_of_business'), Type.Null()]),
  plans: Type.Array(PartnerPlan),
});
export type PartnerPriceCheck = Static<typeof PartnerPriceCheck>;

const accidentLists = {
  occupations: PartnerOccupation,
  'nature-of-business': PartnerBusiness,
  'state-codes': PartnerStateCode,
} as const;
export type AccidentListName = keyof typeof accidentLists;

export const PartnerApplicationStatus = Type.Union([
  Type.Literal('draft'),
  Type.Literal('approved'),
  Type.Literal('referred'),
  Type.Literal('declined'),
  Type.Literal('payment_failed'),
  Type.Literal('issued'),
]);

export const PartnerApplication = Type.Object({
  id: Type.String(),
  product: Type.String(),
  reference: Type.Union([Type.String(), Type.Null()]),
  status: PartnerApplicationStatus,
  version: Type.Integer({ minimum: 1 }),
  plan: PartnerPlan,
  monthly_premium: Money,
  premium: Money,
  decision_reason: Type.Union([Type.String(), Type.Null()]),
  policy_number: Type.Union([Type.String(), Type.Null()]),
  documents: Type.Array(Type.Object({ type: Type.String(), url: Type.String() })),
  payment: Type.Union([Type.Object({ id: Type.String(), status: Type.String() }), Type.Null()]),
});
export type PartnerApplication = Static<typeof PartnerApplication>;

export const PartnerPayment = Type.Object({
  id: Type.String(),
  application_id: Type.String(),
  status: Type.Union([
    Type.Literal('pending'),
    Type.Literal('paid'),
    Type.Literal('failed'),
    Type.Literal('cancelled'),
  ]),
  amount: Money,
  payment_url: Type.String(),
});
export type PartnerPayment = Static<typeof PartnerPayment>;

/** The callback's envelope. */
export const PartnerCallback = Type.Object({
  event_id: Type.String({ minLength: 1, maxLength: 200 }),
  type: Type.String({ maxLength: 100 }),
  created_at: Type.String({ maxLength: 40 }),
  data: PartnerApplication,
});
export type PartnerCallback = Static<typeof PartnerCallback>;

const list = <S extends TSchema>(item: S) => Type.Object({ data: Type.Array(item) });

export interface PartnerClientOptions {
  baseUrl: string;
  apiKey: string;
  timeoutMs: number;
  /** Attempts of one call in all (a retry reuses the idempotency key); default 2. */
  attempts?: number;
  retryDelayMs?: number;
  fetch?: typeof fetch;
}

/** Errors worth trying again: the partner may not have acted, or acted and the answer was lost. */
const retryable = (error: unknown) => error instanceof ProviderError && !error.refused;

/** One partner product's client. `slug` is the product's path at the partner (emedic, elife). */
export class PartnerProductClient {
  private readonly http: ProviderHttp;

  constructor(
    readonly slug: string,
    private readonly options: PartnerClientOptions,
  ) {
    this.http = new ProviderHttp({
      provider: 'partner-insurer',
      baseUrl: options.baseUrl,
      authorization: `Bearer ${options.apiKey}`,
      timeoutMs: options.timeoutMs,
      fetch: options.fetch,
    });
  }

  private async call<S extends TSchema>(call: ProviderCall<S>): Promise<Static<S>> {
    const attempts = this.options.attempts ?? 2;
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await this.http.call(call);
      } catch (error) {
        if (attempt >= attempts || !retryable(error)) throw error;
        await new Promise((resolve) => setTimeout(resolve, (this.options.retryDelayMs ?? 200) * attempt));
      }
    }
  }

  quote(input: { gender: 'm' | 'f'; dob: string }, key: string): Promise<PartnerQuote> {
    return this.call({
      method: 'POST',
      path: `/v1/${this.slug}/quote`,
      idempotencyKey: `quote:${key}`,
      body: input,
      schema: PartnerQuote,
    });
  }

  async plans(input: { gender: 'm' | 'f'; dob: string }): Promise<PartnerPlan[]> {
    const answer = await this.call({
      method: 'GET',
      path: `/v1/${this.slug}/plans`,
      query: input,
      schema: list(PartnerPlan),
    });
    return answer.data;
  }

  async underwritings(dob: string) {
    const answer = await this.call({
      method: 'GET',
      path: `/v1/${this.slug}/underwritings`,
      query: { dob },
      schema: list(PartnerQuestion),
    });
    return answer.data;
  }

  async terms(annualLimit: string) {
    const answer = await this.call({
      method: 'GET',
      path: `/v1/${this.slug}/tcs`,
      query: { annual_limit: annualLimit },
      schema: list(PartnerTerms),
    });
    return answer.data;
  }

  async relationships() {
    const answer = await this.call({
      method: 'GET',
      path: `/v1/${this.slug}/relationships`,
      schema: list(PartnerNamed),
    });
    return answer.data;
  }

  priceCheck(input: {
    dob: string;
    occupation_code: string;
    nature_of_business_code: string;
  }): Promise<PartnerPriceCheck> {
    return this.call({
      method: 'POST',
      path: `/v1/${this.slug}/price-check`,
      idempotencyKey: `price-check:${crypto.randomUUID()}`,
      body: input,
      schema: PartnerPriceCheck,
    });
  }

  async accidentList<N extends AccidentListName>(name: N): Promise<Static<(typeof accidentLists)[N]>[]> {
    const answer = await this.call({
      method: 'GET',
      path: `/v1/${this.slug}/${name}`,
      schema: list(accidentLists[name]),
    });
    return answer.data as Static<(typeof accidentLists)[N]>[];
  }

  async referenceList(name: 'states' | 'countries' | 'banks') {
    const answer = await this.call({ method: 'GET', path: `/v1/${name}`, schema: list(PartnerNamed) });
    return answer.data;
  }

  createApplication(ourId: string, body: Record<string, unknown>): Promise<PartnerApplication> {
    return this.call({
      method: 'POST',
      path: `/v1/${this.slug}/applications`,
      idempotencyKey: `application:${ourId}`,
      body: { ...body, reference: ourId },
      schema: PartnerApplication,
    });
  }

  getApplication(partnerId: string): Promise<PartnerApplication> {
    return this.call({
      method: 'GET',
      path: `/v1/${this.slug}/applications/${encodeURIComponent(partnerId)}`,
      schema: PartnerApplication,
    });
  }

  patchApplication(partnerId: string, body: Record<string, unknown>): Promise<PartnerApplication> {
    return this.call({
      method: 'PATCH',
      path: `/v1/${this.slug}/applications/${encodeURIComponent(partnerId)}`,
      body,
      schema: PartnerApplication,
    });
  }

  submit(
    ourId: string,
    partnerId: string,
    body: { answers: object[]; accepted_terms: string[] },
  ): Promise<PartnerApplication> {
    return this.call({
      method: 'POST',
      path: `/v1/${this.slug}/applications/${encodeURIComponent(partnerId)}/submit`,
      idempotencyKey: `submit:${ourId}`,
      body,
      schema: PartnerApplication,
    });
  }

  initiatePayment(
    ourId: string,
    attempt: number,
    partnerId: string,
    returnUrl: string,
  ): Promise<PartnerPayment> {
    return this.call({
      method: 'POST',
      path: `/v1/${this.slug}/applications/${encodeURIComponent(partnerId)}/payments`,
      idempotencyKey: `payment:${ourId}:${attempt}`,
      body: { return_url: returnUrl },
      schema: PartnerPayment,
    });
  }

  payment(paymentId: string): Promise<PartnerPayment> {
    return this.call({
      method: 'GET',
      path: `/v1/payments/${encodeURIComponent(paymentId)}`,
      schema: PartnerPayment,
    });
  }
}

/** Checks `x-partner-signature: t=<unix>,v1=<hex>` against the raw body, within `toleranceSeconds`. */
export function verifyPartnerSignature(
  secret: string,
  rawBody: string,
  header: string | undefined,
  nowSeconds = Math.floor(Date.now() / 1000),
  toleranceSeconds = 300,
): boolean {
  if (!header) return false;
  const parts = Object.fromEntries(
    header.split(',').map((part) => {
      const [name = '', ...value] = part.trim().split('=');
      return [name, value.join('=')];
    }),
  );
  const timestamp = Number(parts.t);
  const given = parts.v1 ?? '';
  if (!Number.isInteger(timestamp) || Math.abs(nowSeconds - timestamp) > toleranceSeconds) return false;
  if (!/^[0-9a-f]{64}$/.test(given)) return false;
  const expected = crypto.createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest();
  return crypto.timingSafeEqual(expected, Buffer.from(given, 'hex'));
}
