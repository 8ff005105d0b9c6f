// Xendit's Payouts API (v2) in the card sandbox, as documented:
//   POST /v2/payouts              https://docs.xendit.co/apidocs/create-payout (Idempotency-key header required,
//                                 1-100 characters; body reference_id, channel_code, channel_properties
//                                 {account_number, account_holder_name}, amount, currency, description,
//                                 metadata; answers the payout object with status ACCEPTED)
//   GET  /v2/payouts/{id}         https://docs.xendit.co/apidocs/get-payout
//   GET  /v2/payouts?reference_id https://docs.xendit.co/apidocs/get-all-payouts (an array, [] when none)
//   Webhooks payout.succeeded / payout.failed, the payout object in `data`:
//                                 https://docs.xendit.co/apidocs/payout-webhook
//   Statuses and failure codes:   https://docs.xendit.co/docs/payout-status-lifecycle
//   A key used again:             409 DUPLICATE_TRANSACTION_ERROR ("Idempotency key has been used before"),
//                                 https://docs.xendit.co/api-payouts-beta/payouts-errors/
// Outcomes are chosen by test account numbers (TEST_PAYOUT_ACCOUNTS; api/README.md), since Xendit's own test
// scenarios depend on the currency's dashboard.
import crypto from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SandboxScheduler } from '../delivery';
import { HttpError } from '../http';
import { BUSINESS_ID, parseSen, ringgit, type JsonObject } from './model';
import { body, isObject, optionalText, requireFields, text, validationError } from './validate';
import type { OutgoingEvent } from './webhooks';

export const TEST_PAYOUT_ACCOUNTS = {
  /** Fails with INVALID_DESTINATION (a closed or unknown account): final, not worth retrying. */
  invalidDestination: '8888880001',
  /** Fails with TEMPORARY_TRANSFER_ERROR: the bank was down; a new attempt may succeed. */
  temporaryError: '8888880002',
  /** Accepted and paid, but the answer to the POST comes only after `slowAnswerMs` (a client time-out). */
  slowAnswer: '8888880003',
  /** Fails with TEMPORARY_TRANSFER_ERROR the first two times it is paid (a bank down for a while), then is paid. */
  temporaryErrorTwice: '8888880004',
} as const;

export type PayoutStatus = 'ACCEPTED' | 'SUCCEEDED' | 'FAILED';

export interface Payout {
  id: string;
  amount: number;
  channel_code: string;
  currency: 'MYR';
  status: PayoutStatus;
  description: string | null;
  reference_id: string;
  created: string;
  updated: string;
  estimated_arrival_time: string;
  business_id: string;
  channel_properties: { account_number: string; account_holder_name: string };
  metadata: JsonObject | null;
  failure_code?: string;
}

export interface PayoutSandboxOptions {
  /** How long a payout stays ACCEPTED before it settles (default 200 ms). */
  settleAfterMs?: number;
  /** How long the answer to a POST for the slow test account is held (default 20 s). */
  slowAnswerMs?: number;
}

interface PayoutDeps {
  authorise(request: FastifyRequest): void;
  emit(events: OutgoingEvent[]): void;
  scheduler: SandboxScheduler;
  options: PayoutSandboxOptions;
}

/** Malaysian bank channel codes (MY_ followed by the bank), as on Xendit's payout channel list. */
const MY_CHANNEL = /^MY_[A-Z0-9_]{2,40}$/;

export function registerPayouts(app: FastifyInstance, deps: PayoutDeps) {
  const payouts = new Map<string, Payout>();
  const keys = new Map<string, string>();
  let temporaryErrorsLeft = 2;
  const settleAfterMs = deps.options.settleAfterMs ?? 200;
  const slowAnswerMs = deps.options.slowAnswerMs ?? 20_000;
  const now = () => new Date().toISOString();

  function settle(payout: Payout): void {
    if (payout.status !== 'ACCEPTED') return;
    const account = payout.channel_properties.account_number;
    if (account === TEST_PAYOUT_ACCOUNTS.invalidDestination) {
      payout.status = 'FAILED';
      payout.failure_code = 'INVALID_DESTINATION';
    } else if (
      account === TEST_PAYOUT_ACCOUNTS.temporaryError ||
      (account === TEST_PAYOUT_ACCOUNTS.temporaryErrorTwice && temporaryErrorsLeft-- > 0)
    ) {
      payout.status = 'FAILED';
      payout.failure_code = 'TEMPORARY_TRANSFER_ERROR';
    } else {
      payout.status = 'SUCCEEDED';
    }
    payout.updated = now();
    deps.emit([
      {
        event: payout.status === 'SUCCEEDED' ? 'payout.succeeded' : 'payout.failed',
        key: payout.id,
        data: payout,
      },
    ]);
  }

  function create(input: JsonObject): Payout {
    requireFields(input, ['reference_id', 'channel_code', 'channel_properties', 'amount', 'currency']);
    const referenceId = text(input, 'reference_id', { max: 255 });
    const channelCode = text(input, 'channel_code');
    if (!MY_CHANNEL.test(channelCode)) {
      throw new HttpError(
        400,
        'CHANNEL_CODE_NOT_SUPPORTED_ERROR',
        `channel_code ${channelCode} is not supported for MYR`,
      );
    }
    if (input.currency !== 'MYR') throw validationError('request/body/currency must be equal to MYR');
    if (!isObject(input.channel_properties)) {
      throw validationError('request/body/channel_properties must be object');
    }
    const accountNumber = text(input.channel_properties, 'account_number', { max: 100 });
    const holder = text(input.channel_properties, 'account_holder_name', { max: 100 });
    if (!/^\d{6,20}$/.test(accountNumber)) {
      throw new HttpError(400, 'RECIPIENT_ACCOUNT_NUMBER_ERROR', 'The account number is not valid');
    }
    const amountSen = parseSen(input.amount);
    if (amountSen === null || amountSen === 0) {
      throw new HttpError(400, 'RECIPIENT_AMOUNT_ERROR', 'amount must be greater than 0');
    }
    const time = new Date();
    const payout: Payout = {
      id: `disb-${crypto.randomBytes(12).toString('hex')}`,
      amount: ringgit(amountSen),
      channel_code: channelCode,
      currency: 'MYR',
      status: 'ACCEPTED',
      description: optionalText(input, 'description', { max: 100 }),
      reference_id: referenceId,
      created: time.toISOString(),
      updated: time.toISOString(),
      estimated_arrival_time: new Date(time.getTime() + 60 * 60_000).toISOString(),
      business_id: BUSINESS_ID,
      channel_properties: { account_number: accountNumber, account_holder_name: holder },
      metadata: isObject(input.metadata) ? { ...input.metadata } : null,
    };
    payouts.set(payout.id, payout);
    deps.scheduler.later(settleAfterMs, () => settle(payout));
    return payout;
  }

  app.post('/v2/payouts', async (request, reply) => {
    deps.authorise(request);
    const key = request.headers['idempotency-key'];
    if (typeof key !== 'string' || key.length < 1 || key.length > 100) {
      throw validationError("request/headers must have required property 'idempotency-key'");
    }
    if (keys.has(key)) {
      throw new HttpError(
        409,
        'DUPLICATE_TRANSACTION_ERROR',
        'Idempotency key has been used before. Use a unique idempotency key and try again',
      );
    }
    const payout = create(body(request));
    keys.set(key, payout.id);
    if (payout.channel_properties.account_number === TEST_PAYOUT_ACCOUNTS.slowAnswer) {
      await new Promise((resolve) => setTimeout(resolve, slowAnswerMs));
    }
    return reply.status(200).send(payout);
  });

  app.get('/v2/payouts/:id', async (request) => {
    deps.authorise(request);
    const payout = payouts.get((request.params as { id: string }).id);
    if (!payout) throw new HttpError(404, 'DATA_NOT_FOUND', 'Payout not found');
    return payout;
  });

  app.get('/v2/payouts', async (request) => {
    deps.authorise(request);
    const referenceId = (request.query as { reference_id?: string }).reference_id;
    if (!referenceId) throw validationError("request/query must have required property 'reference_id'");
    return [...payouts.values()].filter((payout) => payout.reference_id === referenceId);
  });

  return {
    payout: (id: string) => {
      const found = payouts.get(id);
      return found ? structuredClone(found) : undefined;
    },
    payouts: () => [...payouts.values()].map((payout) => structuredClone(payout)),
  };
}
