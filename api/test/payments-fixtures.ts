// Shared set-up of the payments tests: the API listening on a random port (so the sandboxes' webhooks reach
// it), both sandboxes in-process on random ports, and a fake certificates side of the payment contract.
import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { AppError } from '../src/lib/errors';
import type {
  CertificatePayments,
  ContributionPaid,
  PayableCertificate,
} from '../src/modules/certificates/payment-contract';
import {
  buildCardSandbox,
  type CardSandbox,
  type CardSandboxOptions,
} from '../src/sandboxes/card-provider/server';
import { buildFpxSandbox, type FpxSandbox, type FpxSandboxOptions } from '../src/sandboxes/fpx/server';
import { registerMember, testConfig, WEB_ORIGIN, type TestMember } from './helpers/test-app';
import { openTestDatabase, type TestDatabase } from './helpers/test-database';

export const CARD = '/payments/providers/xendit/api/v1';
export const FPX = '/payment/api/v1';
export const CARD_SECRET = 'xnd_development_test_key_0001';
export const CALLBACK_TOKEN = 'test-card-callback-token-0001';
export const FPX_KEY = 'test-fpx-api-key-000001';
export const FPX_SECRET = 'test-fpx-signing-secret-0001';

/** The certificates service as the payments service sees it: members' certificates, and what was paid. */
export class FakeCertificates implements CertificatePayments {
  readonly certificates = new Map<string, PayableCertificate & { blocked?: boolean }>();
  /** Every contributionPaid call, repeats included. */
  readonly calls: ContributionPaid[] = [];

  add(userId: string, overrides: Partial<PayableCertificate> = {}): string {
    const uuid = crypto.randomUUID();
    this.certificates.set(uuid, {
      uuid,
      userId,
      status: 'pending',
      contributionSen: 4130,
      paidUntil: null,
      frequency: 'month',
      productName: 'Pusara Pro',
      holder: { name: 'Nurul Hidayah', email: 'nurul@example.com', phone: '+60123456789' },
      ...overrides,
    });
    return uuid;
  }

  async payable(userId: string, certificateUuid: string): Promise<PayableCertificate> {
    const certificate = this.certificates.get(certificateUuid);
    if (!certificate || certificate.userId !== userId)
      throw new AppError(404, 'not_found', 'errors.notFound');
    if (certificate.blocked) throw new AppError(409, 'not_payable', 'errors.generic');
    return certificate;
  }

  async contributionPaid(event: ContributionPaid): Promise<void> {
    this.calls.push(event);
  }

  /** Every refundSettled call. */
  readonly settledRefunds: { refundUuid: string; status: 'succeeded' | 'failed' }[] = [];

  async refundSettled(event: { refundUuid: string; status: 'succeeded' | 'failed' }): Promise<void> {
    this.settledRefunds.push(event);
  }
}

/**
 * Faults of the API's network to the providers. Each names a path; the next POST to it reaches the provider
 * (which acts on it), but the answer the API gets is: lost (a network error), garbled (a 2xx of a shape it
 * cannot read) or a gateway's 502 page.
 */
export interface NetworkFaults {
  /** While true, no call reaches the card provider (it is down). */
  cardDown: boolean;
  loseAnswerOf: string[];
  garbleAnswerOf: string[];
  gatewayErrorAfter: string[];
}

export interface PaymentsTest {
  faults: NetworkFaults;
  app: FastifyInstance;
  database: TestDatabase;
  card: CardSandbox;
  cardOptions: CardSandboxOptions;
  fpx: FpxSandbox;
  fpxOptions: FpxSandboxOptions;
  certificates: FakeCertificates;
  apiUrl: string;
  cardUrl: string;
  fpxUrl: string;
  close(): Promise<void>;
}

export async function startPaymentsTest(
  options: {
    card?: Partial<CardSandboxOptions>;
    fpx?: Partial<FpxSandboxOptions>;
    webhooks?: boolean;
    /** Use the real certificates service (app.certificatePayments) instead of the fake. */
    realCertificates?: boolean;
    config?: Parameters<typeof testConfig>[0];
  } = {},
): Promise<PaymentsTest> {
  const cardOptions: CardSandboxOptions = {
    secretKey: CARD_SECRET,
    callbackToken: CALLBACK_TOKEN,
    pendingDelayMs: 50,
    webhook: { retryBaseMs: 20, maxAttempts: 3 },
    ...options.card,
  };
  const fpxOptions: FpxSandboxOptions = {
    apiKey: FPX_KEY,
    signingSecret: FPX_SECRET,
    // Long enough that the API has answered the collection (pending) before the bank's result arrives,
    // even on a busy machine; settle() waits for it.
    debitDelayMs: 400,
    retryBaseMs: 20,
    maxAttempts: 3,
    ...options.fpx,
  };
  const card = await buildCardSandbox(cardOptions);
  const fpx = await buildFpxSandbox(fpxOptions);
  const cardUrl = await card.app.listen({ port: 0, host: '127.0.0.1' });
  const fpxUrl = await fpx.app.listen({ port: 0, host: '127.0.0.1' });

  const database = await openTestDatabase();
  const certificates = new FakeCertificates();
  const config = testConfig({
    ...options.config,
    payments: {
      card: { url: cardUrl, secretKey: CARD_SECRET, callbackToken: CALLBACK_TOKEN, timeoutMs: 5000 },
      fpx: { url: fpxUrl, apiKey: FPX_KEY, signingSecret: FPX_SECRET, timeoutMs: 5000 },
      reconcileAfterSeconds: 0,
    },
  });
  const faults: NetworkFaults = {
    cardDown: false,
    loseAnswerOf: [],
    garbleAnswerOf: [],
    gatewayErrorAfter: [],
  };
  const takeFault = (list: string[], path: string) => {
    const index = list.indexOf(path);
    if (index >= 0) list.splice(index, 1);
    return index >= 0;
  };
  const faultyFetch: typeof fetch = async (input, init) => {
    if (faults.cardDown && String(input).startsWith(cardUrl))
      throw new TypeError('fetch failed (test: down)');
    const response = await fetch(input, init);
    const path = new URL(String(input)).pathname;
    if (init?.method !== 'POST') return response;
    if (takeFault(faults.loseAnswerOf, path)) {
      await response.arrayBuffer();
      throw new TypeError('fetch failed (test: the answer was lost)');
    }
    if (takeFault(faults.garbleAnswerOf, path)) {
      await response.arrayBuffer();
      return new Response(JSON.stringify({ result: 'ok' }), { status: response.status });
    }
    if (takeFault(faults.gatewayErrorAfter, path)) {
      await response.arrayBuffer();
      return new Response('<html><body>502 Bad Gateway</body></html>', { status: 502 });
    }
    return response;
  };
  const app = await buildApp(config, {
    database,
    logger: false,
    payments: { ...(options.realCertificates ? {} : { certificates }), fetch: faultyFetch },
  });
  const apiUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  if (options.webhooks !== false) {
    cardOptions.webhookUrl = `${apiUrl}/payments/providers/xendit/webhooks/`;
    fpxOptions.callbackUrl = `${apiUrl}/payment/api/v1/fpx/callback/`;
  }
  return {
    faults,
    app,
    database,
    card,
    cardOptions,
    fpx,
    fpxOptions,
    certificates,
    apiUrl,
    cardUrl,
    fpxUrl,
    close: async () => {
      // Webhooks still on their way would keep a connection to the API busy, and its close waiting.
      await card.idle();
      await fpx.idle();
      await card.app.close();
      await fpx.app.close();
      await app.close();
      await database.dispose();
    },
  };
}

export function auth(member: TestMember): Record<string, string> {
  return { authorization: `Teduh ${member.access}` };
}

export async function member(app: FastifyInstance): Promise<TestMember> {
  return registerMember(app);
}

export const returnUrls = {
  success_return_url: `${WEB_ORIGIN}/pusara-pro/payment-response/success`,
  cancel_return_url: `${WEB_ORIGIN}/pusara-pro/payment-summary/x`,
};

/** Opens the certificate's hosted checkout as the member, as the pay page does; answers its payment link. */
export async function checkoutLink(
  app: FastifyInstance,
  who: TestMember,
  certificate: string,
): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: `${CARD}/session/certificates/`,
    headers: auth(who),
    payload: { certificate, ...returnUrls },
  });
  if (response.statusCode !== 201) throw new Error(`No checkout (${response.statusCode}): ${response.body}`);
  return response.json<{ data: { cached_data: { payment_link_url: string } } }>().data.cached_data
    .payment_link_url;
}

/** What a browser does on the hosted checkout: submit the card form; answers the status and Location. */
export async function payOnCheckout(
  paymentLinkUrl: string,
  card: { number: string; expiry?: string; cvc?: string; name?: string },
): Promise<{ status: number; location: string | null; html: string }> {
  const page = await fetch(paymentLinkUrl);
  const html = await page.text();
  if (!html.includes('<form method="post"')) throw new Error(`No checkout form at ${paymentLinkUrl}`);
  const form = new URLSearchParams({
    name: card.name ?? 'Nurul Hidayah',
    number: card.number,
    expiry: card.expiry ?? '12/39',
    cvc: card.cvc ?? '123',
  });
  const response = await fetch(paymentLinkUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form,
    redirect: 'manual',
  });
  return { status: response.status, location: response.headers.get('location'), html: await response.text() };
}

/** Presses Approve or Fail on the sandbox's 3-D Secure page. */
export async function answer3ds(
  url: string,
  outcome: 'approve' | 'fail',
): Promise<{ status: number; location: string | null }> {
  const page = await fetch(url);
  const html = await page.text();
  if (!html.includes('value="approve"')) throw new Error(`No 3-D Secure page at ${url}`);
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ outcome }),
    redirect: 'manual',
  });
  await response.arrayBuffer();
  return { status: response.status, location: response.headers.get('location') };
}

/**
 * Payout jobs, then the card sandbox's webhooks, then what they queued (e-mails), until all is quiet: for tests
 * whose payouts go to a real card sandbox.
 */
export async function settlePayouts(app: FastifyInstance, card: Pick<CardSandbox, 'idle'>): Promise<void> {
  for (let round = 0; round < 4; round += 1) {
    await app.jobs.runDue();
    await new Promise((resolve) => setTimeout(resolve, 60));
    await card.idle();
  }
  await app.jobs.runDue();
}

/** Lets every webhook and callback arrive (and pending payments settle). */
export async function settle(test: PaymentsTest): Promise<void> {
  await test.card.idle();
  await test.fpx.idle();
}
