// The card provider's Payouts API v2, as Xendit documents it (docs.xendit.co/apidocs/create-payout,
// get-payout, get-all-payouts): POST /v2/payouts with an Idempotency-key, GET /v2/payouts/{id} and
// GET /v2/payouts?reference_id=. Same host, key and HTTP plumbing as the card client. Used by claims and rewards.
import { Type, type Static } from '@fastify/type-provider-typebox';
import { ProviderHttp, senToDecimal, type ProviderHttpOptions } from '../payments/provider-http';

export const ProviderPayout = Type.Object({
  id: Type.String(),
  reference_id: Type.String(),
  /** ACCEPTED, REQUESTED, SUCCEEDED, FAILED, CANCELLED, REVERSED, ... (kept as text: a new one is "not final"). */
  status: Type.String(),
  amount: Type.Union([Type.Number(), Type.String()]),
  failure_code: Type.Optional(Type.Union([Type.String(), Type.Null()])),
});
export type ProviderPayout = Static<typeof ProviderPayout>;

export interface PayoutOrder {
  referenceId: string;
  idempotencyKey: string;
  channelCode: string;
  accountNumber: string;
  accountHolderName: string;
  amountSen: number;
  description: string;
}

export class PayoutClient {
  private readonly http: ProviderHttp;

  constructor(options: Omit<ProviderHttpOptions, 'provider' | 'authorization'> & { secretKey: string }) {
    this.http = new ProviderHttp({
      provider: 'card',
      baseUrl: options.baseUrl,
      authorization: `Basic ${Buffer.from(`${options.secretKey}:`).toString('base64')}`,
      timeoutMs: options.timeoutMs,
      fetch: options.fetch,
    });
  }

  create(order: PayoutOrder): Promise<ProviderPayout> {
    return this.http.call({
      method: 'POST',
      path: '/v2/payouts',
      idempotencyKey: order.idempotencyKey,
      body: {
        reference_id: order.referenceId,
        channel_code: order.channelCode,
        channel_properties: {
          account_number: order.accountNumber,
          account_holder_name: order.accountHolderName,
        },
        amount: Number(senToDecimal(order.amountSen)),
        currency: 'MYR',
        description: order.description,
      },
      schema: ProviderPayout,
    });
  }

  get(id: string): Promise<ProviderPayout> {
    return this.http.call({
      method: 'GET',
      path: `/v2/payouts/${encodeURIComponent(id)}`,
      schema: ProviderPayout,
    });
  }

  byReference(referenceId: string): Promise<ProviderPayout[]> {
    return this.http.call({
      method: 'GET',
      path: '/v2/payouts',
      query: { reference_id: referenceId },
      schema: Type.Array(ProviderPayout),
    });
  }
}
