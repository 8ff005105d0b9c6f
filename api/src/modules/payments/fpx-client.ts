// The FPX direct-debit gateway's HTTP API: bank list, e-mandates (enrolment with an RM1.00 authorisation at
// the member's bank) and debits on an active mandate. Bearer auth; every POST carries an Idempotency-Key
// derived from our own record's id. Callbacks are signed: verifyFpxSignature checks them.
import crypto from 'node:crypto';
import { Type, type Static } from '@fastify/type-provider-typebox';
import { ProviderHttp, senToDecimal } from './provider-http';

export const FpxBank = Type.Object({
  code: Type.String(),
  name: Type.String(),
  status: Type.Union([Type.Literal('ONLINE'), Type.Literal('OFFLINE')]),
});
export type FpxBank = Static<typeof FpxBank>;

export const FpxMandate = Type.Object({
  id: Type.String(),
  reference_id: Type.String(),
  status: Type.Union([
    Type.Literal('PENDING_AUTHORISATION'),
    Type.Literal('ACTIVE'),
    Type.Literal('REJECTED'),
    Type.Literal('CANCELLED'),
  ]),
  bank_code: Type.String(),
  authorisation_url: Type.String(),
  rejection_reason: Type.Optional(Type.Union([Type.String(), Type.Null()])),
});
export type FpxMandate = Static<typeof FpxMandate>;

export const FpxDebit = Type.Object({
  id: Type.String(),
  mandate_id: Type.String(),
  reference_id: Type.String(),
  amount: Type.String(),
  status: Type.Union([Type.Literal('PROCESSING'), Type.Literal('SUCCESS'), Type.Literal('FAILED')]),
  failure_reason: Type.Optional(Type.Union([Type.String(), Type.Null()])),
});
export type FpxDebit = Static<typeof FpxDebit>;

export interface FpxClientOptions {
  baseUrl: string;
  apiKey: string;
  timeoutMs: number;
  fetch?: typeof fetch;
}

export class FpxClient {
  private readonly http: ProviderHttp;

  constructor(options: FpxClientOptions) {
    this.http = new ProviderHttp({
      provider: 'fpx',
      baseUrl: options.baseUrl,
      authorization: `Bearer ${options.apiKey}`,
      timeoutMs: options.timeoutMs,
      fetch: options.fetch,
    });
  }

  async banks(): Promise<FpxBank[]> {
    const list = await this.http.call({
      method: 'GET',
      path: '/v1/banks',
      query: { type: 'B2C' },
      schema: Type.Object({ data: Type.Array(FpxBank) }),
    });
    return list.data;
  }

  createMandate(input: {
    mandateId: string;
    bankCode: string;
    maxAmountSen: number;
    frequency: 'month' | 'year';
    payerName: string;
    payerEmail: string;
    description: string;
    returnUrl: string;
  }): Promise<FpxMandate> {
    return this.http.call({
      method: 'POST',
      path: '/v1/mandates',
      idempotencyKey: `mandate:${input.mandateId}`,
      body: {
        reference_id: input.mandateId,
        bank_code: input.bankCode,
        max_amount: senToDecimal(input.maxAmountSen),
        frequency: input.frequency === 'month' ? 'MONTHLY' : 'YEARLY',
        payer: { name: input.payerName, email: input.payerEmail },
        description: input.description,
        return_url: input.returnUrl,
      },
      schema: FpxMandate,
    });
  }

  getMandate(providerId: string): Promise<FpxMandate> {
    return this.http.call({
      method: 'GET',
      path: `/v1/mandates/${encodeURIComponent(providerId)}`,
      schema: FpxMandate,
    });
  }

  cancelMandate(mandateId: string, providerId: string): Promise<FpxMandate> {
    return this.http.call({
      method: 'POST',
      path: `/v1/mandates/${encodeURIComponent(providerId)}/cancel`,
      idempotencyKey: `mandate-cancel:${mandateId}`,
      body: {},
      schema: FpxMandate,
    });
  }

  createDebit(input: { paymentId: string; providerMandateId: string; amountSen: number }): Promise<FpxDebit> {
    return this.http.call({
      method: 'POST',
      path: `/v1/mandates/${encodeURIComponent(input.providerMandateId)}/debits`,
      idempotencyKey: `collection:${input.paymentId}`,
      body: { reference_id: input.paymentId, amount: senToDecimal(input.amountSen) },
      schema: FpxDebit,
    });
  }

  getDebit(providerId: string): Promise<FpxDebit> {
    return this.http.call({
      method: 'GET',
      path: `/v1/debits/${encodeURIComponent(providerId)}`,
      schema: FpxDebit,
    });
  }
}

/** Checks `x-fpx-signature: sha256=<hex HMAC-SHA256 of the raw body>` in constant time. */
export function verifyFpxSignature(secret: string, rawBody: string, header: string | undefined): boolean {
  if (!header || !/^sha256=[0-9a-f]{64}$/.test(header)) return false;
  const expected = crypto.createHmac('sha256', secret).update(rawBody).digest();
  return crypto.timingSafeEqual(expected, Buffer.from(header.slice(7), 'hex'));
}
