// A sandbox of the FPX direct-debit gateway, kept in memory: the B2C bank list (with online/offline status),
// e-mandate enrolment with an RM1.00 authorisation at a sandbox bank page (Approve / Reject), then recurring
// debits on an active mandate. Results are sent to our API as callbacks signed with HMAC-SHA256 of the raw
// body (`x-fpx-signature: sha256=<hex>`), retried with backoff until our API answers 2xx.
// Bearer auth by API key; `Idempotency-Key` replays the first answer for the same body, 409 for another body.
// Debits of an amount ending in .51 fail (insufficient funds); bank KFH0346 is offline.
import crypto from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { createDelivery, createScheduler, sandboxBaseUrl } from '../delivery';
import { createIdempotency, HttpError } from '../http';

export interface FpxSandboxOptions {
  apiKey: string;
  signingSecret: string;
  /** Where callbacks are POSTed (our API's receiver); none when unset. */
  callbackUrl?: string;
  publicUrl?: string;
  /** How long a debit is processing before its result (default 3000 ms). */
  debitDelayMs?: number;
  retryBaseMs?: number;
  maxAttempts?: number;
  logger?: boolean;
}

export interface FpxBank {
  code: string;
  name: string;
  status: 'ONLINE' | 'OFFLINE';
}

/** FPX B2C participant banks (codes as in FPX's bank list). */
export const FPX_BANKS: FpxBank[] = [
  { code: 'ABB0233', name: 'Affin Bank', status: 'ONLINE' },
  { code: 'ABMB0212', name: 'Alliance Bank (Personal)', status: 'ONLINE' },
  { code: 'AGRO01', name: 'AGRONet', status: 'ONLINE' },
  { code: 'AMBB0209', name: 'AmBank', status: 'ONLINE' },
  { code: 'BIMB0340', name: 'Bank Islam', status: 'ONLINE' },
  { code: 'BMMB0341', name: 'Bank Muamalat', status: 'ONLINE' },
  { code: 'BKRM0602', name: 'Bank Rakyat', status: 'ONLINE' },
  { code: 'BSN0601', name: 'BSN', status: 'ONLINE' },
  { code: 'BCBB0235', name: 'CIMB Clicks', status: 'ONLINE' },
  { code: 'HLB0224', name: 'Hong Leong Bank', status: 'ONLINE' },
  { code: 'HSBC0223', name: 'HSBC Bank', status: 'ONLINE' },
  { code: 'KFH0346', name: 'KFH', status: 'OFFLINE' },
  { code: 'MBB0228', name: 'Maybank2E', status: 'ONLINE' },
  { code: 'MB2U0227', name: 'Maybank2U', status: 'ONLINE' },
  { code: 'OCBC0229', name: 'OCBC Bank', status: 'ONLINE' },
  { code: 'PBB0233', name: 'Public Bank', status: 'ONLINE' },
  { code: 'RHB0218', name: 'RHB Bank', status: 'ONLINE' },
  { code: 'SCB0216', name: 'Standard Chartered', status: 'ONLINE' },
  { code: 'UOB0226', name: 'UOB Bank', status: 'ONLINE' },
];

type MandateStatus = 'PENDING_AUTHORISATION' | 'ACTIVE' | 'REJECTED' | 'CANCELLED';

interface Mandate {
  id: string;
  reference_id: string;
  status: MandateStatus;
  bank_code: string;
  bank_name: string;
  max_amount: string;
  frequency: 'MONTHLY' | 'YEARLY';
  authorisation_amount: '1.00';
  authorisation_url: string;
  return_url: string;
  payer: { name: string; email: string | null };
  description: string | null;
  rejection_reason: string | null;
  created: string;
  updated: string;
}

interface Debit {
  id: string;
  mandate_id: string;
  reference_id: string;
  amount: string;
  status: 'PROCESSING' | 'SUCCESS' | 'FAILED';
  failure_reason: string | null;
  created: string;
  updated: string;
}

export interface FpxSandbox {
  app: FastifyInstance;
  callbacks: { eventId: string; type: string; attempt: number; status: number | null }[];
  idle(): Promise<void>;
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const MONEY = /^\d{1,9}\.\d{2}$/;

/** The signature our API checks: `sha256=` and the hex HMAC-SHA256 of the raw body. */
export function fpxSignature(secret: string, rawBody: string): string {
  return `sha256=${crypto.createHmac('sha256', secret).update(rawBody).digest('hex')}`;
}

export async function buildFpxSandbox(options: FpxSandboxOptions): Promise<FpxSandbox> {
  const app = Fastify({ logger: options.logger ?? false });
  const debitDelayMs = options.debitDelayMs ?? 3000;
  const retryBaseMs = options.retryBaseMs ?? 1000;
  const maxAttempts = options.maxAttempts ?? 8;
  const mandates = new Map<string, Mandate>();
  const debits = new Map<string, Debit>();
  const runOnce = createIdempotency('This Idempotency-Key was already used with another body');
  const callbacks: FpxSandbox['callbacks'] = [];
  const scheduler = createScheduler(app);
  const { later } = scheduler;
  const send = createDelivery(scheduler, { retryBaseMs, maxAttempts });
  const baseUrl = () => sandboxBaseUrl(app, options.publicUrl);
  const now = () => new Date().toISOString();
  const id = (prefix: string) => `${prefix}-${crypto.randomUUID()}`;

  function notify(type: 'mandate.updated' | 'debit.updated', data: unknown): void {
    const event = { event_id: id('evt'), type, data };
    const raw = JSON.stringify(event);
    scheduler.track(
      send({
        url: () => options.callbackUrl,
        request: () => ({
          body: raw,
          headers: { 'x-fpx-signature': fpxSignature(options.signingSecret, raw) },
        }),
        onAttempt: (attempt) => (status) => {
          callbacks.push({ eventId: event.event_id, type: event.type, attempt, status });
        },
      }),
    );
  }

  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  app.setErrorHandler((error, _request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.status).send({ error_code: error.errorCode, message: error.message });
    }
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    return reply.status(status >= 400 && status < 600 ? status : 500).send({
      error_code: status < 500 ? 'VALIDATION_ERROR' : 'SERVER_ERROR',
      message: (error as Error).message,
    });
  });

  function authorise(request: FastifyRequest): void {
    const a = crypto
      .createHash('sha256')
      .update(request.headers.authorization ?? '')
      .digest();
    const b = crypto.createHash('sha256').update(`Bearer ${options.apiKey}`).digest();
    if (!crypto.timingSafeEqual(a, b))
      throw new HttpError(401, 'UNAUTHORISED', 'API key is invalid or missing');
  }

  /** Runs a mutating call once per Idempotency-key, after the API key check. */
  async function idempotent(
    request: FastifyRequest,
    reply: FastifyReply,
    run: () => { status: number; body: unknown },
  ) {
    authorise(request);
    return runOnce(request, reply, run);
  }

  function input(request: FastifyRequest): Record<string, unknown> {
    const value = request.body;
    if (!value || typeof value !== 'object' || Array.isArray(value)) {
      throw new HttpError(400, 'VALIDATION_ERROR', 'A JSON object body is required');
    }
    return value as Record<string, unknown>;
  }

  function text(source: Record<string, unknown>, field: string): string {
    const value = source[field];
    if (typeof value !== 'string' || value.trim() === '') {
      throw new HttpError(400, 'VALIDATION_ERROR', `${field} is required`);
    }
    return value;
  }

  function money(source: Record<string, unknown>, field: string): string {
    const value = text(source, field);
    if (!MONEY.test(value) || Number(value) <= 0) {
      throw new HttpError(400, 'VALIDATION_ERROR', `${field} must be a positive amount like "12.34"`);
    }
    return value;
  }

  function mandateOf(request: FastifyRequest): Mandate {
    const mandate = mandates.get((request.params as { id: string }).id);
    if (!mandate) throw new HttpError(404, 'NOT_FOUND', 'Mandate not found');
    return mandate;
  }

  function page(title: string, body: string): string {
    return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:30rem;margin:2rem auto;padding:0 1rem;color:#1b2430}
button{margin:1rem 1rem 0 0;padding:.7rem 1.2rem;font-size:1rem;border:0;border-radius:4px;background:#004c97;color:#fff;cursor:pointer}
button.secondary{background:#6b7280}button:focus{outline:3px solid #f2b705;outline-offset:2px}
dl{display:grid;grid-template-columns:auto 1fr;gap:.4rem 1rem}dt{font-weight:600}</style></head>
<body><main>${body}</main></body></html>`;
  }

  app.get('/v1/banks', async (request) => {
    authorise(request);
    const { type } = request.query as { type?: string };
    if (type && type !== 'B2C') throw new HttpError(400, 'VALIDATION_ERROR', 'Only B2C banks are offered');
    return { data: FPX_BANKS.map((bank) => ({ ...bank, type: 'B2C' })) };
  });

  app.post('/v1/mandates', (request, reply) =>
    idempotent(request, reply, () => {
      const body = input(request);
      const bank = FPX_BANKS.find((candidate) => candidate.code === body.bank_code);
      if (!bank) throw new HttpError(400, 'VALIDATION_ERROR', 'bank_code is not an FPX bank');
      if (bank.status === 'OFFLINE') throw new HttpError(422, 'BANK_OFFLINE', `${bank.name} is offline`);
      const frequency = body.frequency;
      if (frequency !== 'MONTHLY' && frequency !== 'YEARLY') {
        throw new HttpError(400, 'VALIDATION_ERROR', 'frequency must be MONTHLY or YEARLY');
      }
      const returnUrl = text(body, 'return_url');
      try {
        new URL(returnUrl);
      } catch {
        throw new HttpError(400, 'VALIDATION_ERROR', 'return_url must be a URL');
      }
      const payer = (body.payer ?? {}) as Record<string, unknown>;
      const mandateId = id('mdt');
      const mandate: Mandate = {
        id: mandateId,
        reference_id: text(body, 'reference_id'),
        status: 'PENDING_AUTHORISATION',
        bank_code: bank.code,
        bank_name: bank.name,
        max_amount: money(body, 'max_amount'),
        frequency,
        authorisation_amount: '1.00',
        authorisation_url: `${baseUrl()}/bank/${mandateId}`,
        return_url: returnUrl,
        payer: { name: text(payer, 'name'), email: typeof payer.email === 'string' ? payer.email : null },
        description: typeof body.description === 'string' ? body.description : null,
        rejection_reason: null,
        created: now(),
        updated: now(),
      };
      mandates.set(mandateId, mandate);
      return { status: 201, body: mandate };
    }),
  );

  app.get('/v1/mandates/:id', async (request) => {
    authorise(request);
    return mandateOf(request);
  });

  app.post('/v1/mandates/:id/cancel', (request, reply) =>
    idempotent(request, reply, () => {
      const mandate = mandateOf(request);
      if (mandate.status === 'ACTIVE' || mandate.status === 'PENDING_AUTHORISATION') {
        mandate.status = 'CANCELLED';
        mandate.updated = now();
        notify('mandate.updated', { ...mandate });
      }
      return { status: 200, body: mandate };
    }),
  );

  // The sandbox bank: the member signs in to their bank (here, one click) and authorises RM1.00.
  app.get('/bank/:id', async (request, reply) => {
    const mandate = mandateOf(request);
    reply.type('text/html; charset=utf-8');
    if (mandate.status !== 'PENDING_AUTHORISATION') {
      return page(
        'Mandate',
        `<h1>${escapeHtml(mandate.bank_name)}</h1><p role="status">Status: ${mandate.status}</p>`,
      );
    }
    return page(
      `${mandate.bank_name}: authorise e-mandate`,
      `<h1>${escapeHtml(mandate.bank_name)} (sandbox)</h1>
<p>Authorise a direct debit e-mandate. RM1.00 is taken now to confirm your account.</p>
<dl><dt>Payer</dt><dd>${escapeHtml(mandate.payer.name)}</dd>
<dt>For</dt><dd>${escapeHtml(mandate.description ?? mandate.reference_id)}</dd>
<dt>Up to</dt><dd>RM${escapeHtml(mandate.max_amount)} ${mandate.frequency === 'MONTHLY' ? 'a month' : 'a year'}</dd>
<dt>Authorisation</dt><dd>RM1.00</dd></dl>
<form method="post" action="/bank/${escapeHtml(mandate.id)}">
<button type="submit" name="outcome" value="approve">Approve</button>
<button type="submit" name="outcome" value="reject" class="secondary">Reject</button>
</form>`,
    );
  });

  app.post('/bank/:id', async (request, reply) => {
    const mandate = mandateOf(request);
    const outcome = ((request.body ?? {}) as Record<string, string>).outcome;
    if (outcome !== 'approve' && outcome !== 'reject') {
      throw new HttpError(400, 'VALIDATION_ERROR', 'outcome must be approve or reject');
    }
    if (mandate.status === 'PENDING_AUTHORISATION') {
      mandate.status = outcome === 'approve' ? 'ACTIVE' : 'REJECTED';
      mandate.rejection_reason = outcome === 'approve' ? null : 'REJECTED_BY_PAYER';
      mandate.updated = now();
      notify('mandate.updated', { ...mandate });
    }
    const target = new URL(mandate.return_url);
    target.searchParams.set('mandate', mandate.id);
    target.searchParams.set('status', mandate.status);
    return reply.redirect(target.toString(), 303);
  });

  app.post('/v1/mandates/:id/debits', (request, reply) =>
    idempotent(request, reply, () => {
      const mandate = mandateOf(request);
      const body = input(request);
      if (mandate.status !== 'ACTIVE')
        throw new HttpError(422, 'MANDATE_NOT_ACTIVE', 'The mandate is not active');
      const amount = money(body, 'amount');
      if (Math.round(Number(amount) * 100) > Math.round(Number(mandate.max_amount) * 100)) {
        throw new HttpError(422, 'AMOUNT_EXCEEDS_MANDATE', 'The amount is above the mandate maximum');
      }
      const debit: Debit = {
        id: id('dbt'),
        mandate_id: mandate.id,
        reference_id: text(body, 'reference_id'),
        amount,
        status: 'PROCESSING',
        failure_reason: null,
        created: now(),
        updated: now(),
      };
      debits.set(debit.id, debit);
      later(debitDelayMs, () => {
        if (debit.status !== 'PROCESSING') return;
        const insufficient = amount.endsWith('.51');
        debit.status = insufficient ? 'FAILED' : 'SUCCESS';
        debit.failure_reason = insufficient ? 'INSUFFICIENT_FUNDS' : null;
        debit.updated = now();
        notify('debit.updated', { ...debit });
      });
      return { status: 201, body: { ...debit } };
    }),
  );

  app.get('/v1/debits/:id', async (request) => {
    authorise(request);
    const debit = debits.get((request.params as { id: string }).id);
    if (!debit) throw new HttpError(404, 'NOT_FOUND', 'Debit not found');
    return debit;
  });

  return {
    app,
    callbacks,
    idle: scheduler.idle,
  };
}
