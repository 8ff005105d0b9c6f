// A sandbox of the partner insurer that underwrites and prices the medical, life and personal accident plans,
// kept in memory. The insurer publishes no public API reference, so the calls follow the contract's
// older-generation "Medical plan partner flow", "Life plan partner flow" (quote, plans, underwritings by dob,
// terms by annual limit, states and countries, application create/get/patch/submit, initiate payment, payment
// lookup, a hosted payment gateway at its own URL and a backend-response callback) and "Personal accident plan"
// (price check by occupation and nature of business, state codes, occupation listing, nature of business; its
// quotation is an application of product iprotect), and the product facts follow its product
// disclosure sheet (https://ru.scribd.com/document/473468857/AXA-eMedic-PDS-deductible: plans by annual limit,
// cover to age 80, RM1,000 deductible per admission). Rates are ILLUSTRATIVE (catalogue/*.ts, README.md).
//
// Bearer auth by API key; `Idempotency-Key` on every POST replays the first answer (409 for another body).
// Callbacks: POST of `{ event_id, type: 'application.updated', created_at, data: <application> }` signed
// `x-partner-signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`, retried with backoff until
// our API answers 2xx. Test values (README.md): e-mails starting decline@, refer@, timeout@, downtime@; a Yes to
// any underwriting question refers the application; POST /sandbox/downtime takes the whole partner down.
import crypto from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { createDelivery, createScheduler, sandboxBaseUrl } from '../delivery';
import { createIdempotency, HttpError } from '../http';
import { ageRefusal, objectOf } from './catalogue/applicant';
import { malaysianToday, ringgit } from './catalogue/dates';
import { PRODUCTS } from './catalogue';
import type { FieldErrors, PartnerProduct, QuotedPlan } from './catalogue/types';
import { BANKS, COUNTRIES, STATES } from './reference';

export interface PartnerInsurerSandboxOptions {
  apiKey: string;
  signingSecret: string;
  /** Where backend-response callbacks are POSTed (our API's receiver); none when unset. */
  callbackUrl?: string;
  publicUrl?: string;
  /** How long a timeout@ application's answers are held back (default 20 s, beyond our API's timeout). */
  slowAnswerMs?: number;
  retryBaseMs?: number;
  maxAttempts?: number;
  /** The partner's "today" (tests fix the calendar). */
  now?: () => Date;
  logger?: boolean;
}

export type ApplicationStatus = 'draft' | 'approved' | 'referred' | 'declined' | 'payment_failed' | 'issued';

interface Payment {
  id: string;
  application_id: string;
  status: 'pending' | 'paid' | 'failed' | 'cancelled';
  amount: string;
  payment_url: string;
  return_url: string;
  created_at: string;
  updated_at: string;
}

interface Application {
  id: string;
  product: string;
  status: ApplicationStatus;
  version: number;
  data: Record<string, unknown>;
  plan: QuotedPlan;
  monthlySen: number;
  /** A product priced by the year (personal accident): its yearly premium, taxes included. */
  yearlySen: number | null;
  referralReasons: string[];
  decision_reason: string | null;
  policy_number: string | null;
  payment_id: string | null;
  created_at: string;
  updated_at: string;
}

export interface PartnerInsurerSandbox {
  app: FastifyInstance;
  callbacks: {
    eventId: string;
    applicationId: string;
    version: number;
    attempt: number;
    status: number | null;
  }[];
  /** The raw bodies sent, for tests that replay or reorder them. */
  sentEvents: { raw: string; signature: string }[];
  idle(): Promise<void>;
}

/** The signature header our API checks. */
export function partnerSignature(secret: string, rawBody: string, timestamp: number): string {
  const digest = crypto.createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
  return `t=${timestamp},v1=${digest}`;
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const YEARLY_MONTHS = 11;

export async function buildPartnerInsurerSandbox(
  options: PartnerInsurerSandboxOptions,
): Promise<PartnerInsurerSandbox> {
  const app = Fastify({ logger: options.logger ?? false });
  const scheduler = createScheduler(app);
  const send = createDelivery(scheduler, {
    retryBaseMs: options.retryBaseMs ?? 1000,
    maxAttempts: options.maxAttempts ?? 8,
  });
  const runOnce = createIdempotency('This Idempotency-Key was already used with another body');
  const applications = new Map<string, Application>();
  const payments = new Map<string, Payment>();
  const callbacks: PartnerInsurerSandbox['callbacks'] = [];
  const sentEvents: PartnerInsurerSandbox['sentEvents'] = [];
  const slowAnswerMs = options.slowAnswerMs ?? 20_000;
  const clock = options.now ?? (() => new Date());
  const today = () => malaysianToday(clock());
  const stamp = () => clock().toISOString();
  const baseUrl = () => sandboxBaseUrl(app, options.publicUrl);
  let down = false;
  let policySequence = 100_000;

  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  app.setErrorHandler((error, _request, reply) => {
    if (error instanceof ValidationFailure) {
      return reply.status(400).send({
        error_code: 'VALIDATION_ERROR',
        message: 'The application has errors',
        fields: error.fields,
      });
    }
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

  // Every partner call: down answers 503 before anything else, then the key.
  app.addHook('onRequest', async (request) => {
    if (request.url.startsWith('/v1/') || request.url.startsWith('/gateway/')) {
      if (down) throw new HttpError(503, 'SERVICE_UNAVAILABLE', 'The service is down for maintenance');
    }
    if (request.url.startsWith('/v1/')) authorise(request);
  });

  function productOf(request: FastifyRequest): PartnerProduct {
    const product = PRODUCTS[(request.params as { product: string }).product];
    if (!product) throw new HttpError(404, 'NOT_FOUND', 'Unknown product');
    return product;
  }

  function applicationOf(request: FastifyRequest, product?: PartnerProduct): Application {
    const application = applications.get((request.params as { id: string }).id);
    if (!application || (product && application.product !== product.slug))
      throw new HttpError(404, 'NOT_FOUND', 'Application not found');
    return application;
  }

  function emailOf(application: Application): string {
    return typeof application.data.email === 'string' ? application.data.email.toLowerCase() : '';
  }

  const trigger = (application: Application, word: string) => emailOf(application).startsWith(word);

  function premiumSen(application: Application): number {
    if (application.data.payment_type !== 2) return application.monthlySen;
    return application.yearlySen ?? application.monthlySen * YEARLY_MONTHS;
  }

  function view(application: Application) {
    const payment = application.payment_id ? payments.get(application.payment_id) : undefined;
    return {
      id: application.id,
      product: application.product,
      reference: typeof application.data.reference === 'string' ? application.data.reference : null,
      status: application.status,
      version: application.version,
      plan: application.plan,
      monthly_premium: ringgit(application.monthlySen),
      premium: ringgit(premiumSen(application)),
      payment_type: application.data.payment_type,
      decision_reason: application.decision_reason,
      policy_number: application.policy_number,
      documents:
        application.status === 'issued'
          ? [
              { type: 'policy_schedule', url: `${baseUrl()}/documents/${application.id}/schedule` },
              { type: 'product_disclosure_sheet', url: `${baseUrl()}/documents/${application.product}/pds` },
            ]
          : [],
      payment: payment ? { id: payment.id, status: payment.status } : null,
      created_at: application.created_at,
      updated_at: application.updated_at,
    };
  }

  /** Moves the application on, and tells our API. */
  function change(application: Application, status: ApplicationStatus, reason: string | null = null) {
    application.status = status;
    application.decision_reason = reason;
    application.version += 1;
    application.updated_at = stamp();
    notify(application);
  }

  function notify(application: Application): void {
    const event = {
      event_id: `evt-${crypto.randomUUID()}`,
      type: 'application.updated',
      created_at: stamp(),
      data: view(application),
    };
    const raw = JSON.stringify(event);
    scheduler.track(
      send({
        url: () => options.callbackUrl,
        request: () => {
          const signature = partnerSignature(options.signingSecret, raw, Math.floor(Date.now() / 1000));
          sentEvents.push({ raw, signature });
          return { body: raw, headers: { 'x-partner-signature': signature } };
        },
        onAttempt: (attempt) => (status) => {
          callbacks.push({
            eventId: event.event_id,
            applicationId: application.id,
            version: event.data.version,
            attempt,
            status,
          });
        },
      }),
    );
  }

  function bodyOf(request: FastifyRequest): Record<string, unknown> {
    const value = request.body;
    if (!value || typeof value !== 'object' || Array.isArray(value))
      throw new HttpError(400, 'VALIDATION_ERROR', 'A JSON object body is required');
    return value as Record<string, unknown>;
  }

  function checked(product: PartnerProduct, data: Record<string, unknown>) {
    const result = product.checkApplication(data, today());
    if (Object.keys(result.errors).length > 0) throw new ValidationFailure(result.errors);
    // A risk the partner does not cover at all is refused, not created.
    if (result.declined) throw new HttpError(422, result.declined.code, result.declined.message);
    if (!result.plan) throw new ValidationFailure(result.errors);
    return result;
  }

  async function slowly(application: Application | undefined): Promise<void> {
    if (application && trigger(application, 'timeout'))
      await new Promise((resolve) => setTimeout(resolve, slowAnswerMs));
  }

  function downFor(application: Application): void {
    if (trigger(application, 'downtime'))
      throw new HttpError(503, 'SERVICE_UNAVAILABLE', 'The underwriting service is unavailable');
  }

  // Reference lists.
  app.get('/v1/states', async () => ({ data: STATES }));
  app.get('/v1/countries', async () => ({ data: COUNTRIES }));
  app.get('/v1/banks', async () => ({ data: BANKS }));

  app.post('/v1/:product/quote', (request, reply) =>
    runOnce(request, reply, () => {
      const product = productOf(request);
      const body = bodyOf(request);
      if (body.gender !== 'm' && body.gender !== 'f')
        throw new ValidationFailure({ gender: ['Gender must be m or f.'] });
      const refusal = ageRefusal(product, body.dob, today());
      if (refusal) throw new HttpError(422, 'AGE_NOT_ELIGIBLE', refusal);
      const plans = product.plans({ dob: body.dob as string, gender: body.gender, today: today() });
      return {
        status: 200,
        body: {
          quote_id: `qt-${crypto.randomUUID()}`,
          has_deductible: plans.some((plan) => plan.has_deductible),
          plans,
          add_ons: product.addOns(),
        },
      };
    }),
  );

  app.get('/v1/:product/plans', async (request) => {
    const product = productOf(request);
    const { dob, gender } = request.query as { dob?: string; gender?: string };
    const refusal = ageRefusal(product, dob, today());
    if (refusal) throw new HttpError(422, 'AGE_NOT_ELIGIBLE', refusal);
    return { data: product.plans({ dob: dob!, gender: gender === 'f' ? 'f' : 'm', today: today() }) };
  });

  app.get('/v1/:product/underwritings', async (request) => {
    const product = productOf(request);
    const { dob } = request.query as { dob?: string };
    const refusal = ageRefusal(product, dob, today());
    if (refusal) throw new HttpError(422, 'AGE_NOT_ELIGIBLE', refusal);
    return { data: product.questions({ dob: dob!, today: today() }) };
  });

  app.get('/v1/:product/tcs', async (request) => {
    const product = productOf(request);
    const { annual_limit: limit } = request.query as { annual_limit?: string };
    const terms = limit && /^\d+(\.\d{1,2})?$/.test(limit) ? product.terms(limit) : null;
    if (!terms) throw new HttpError(404, 'NOT_FOUND', 'No plan has this annual limit');
    return { data: terms };
  });

  app.get('/v1/:product/relationships', async (request) => {
    const product = productOf(request);
    const list = product.extraLists?.relationships;
    if (!list) throw new HttpError(404, 'NOT_FOUND', 'This product has no beneficiaries');
    return { data: list };
  });

  // Personal accident's lists: the occupations with their classes, the natures of business, the state codes.
  for (const name of ['occupations', 'nature-of-business', 'state-codes']) {
    app.get(`/v1/:product/${name}`, async (request) => {
      const list = productOf(request).extraLists?.[name];
      if (!list) throw new HttpError(404, 'NOT_FOUND', `This product has no ${name} list`);
      return { data: list };
    });
  }

  app.post('/v1/:product/price-check', async (request) => {
    const product = productOf(request);
    if (!product.priceCheck) throw new HttpError(404, 'NOT_FOUND', 'This product has no price check');
    const body = bodyOf(request);
    const refusal = ageRefusal(product, body.dob, today());
    if (refusal) throw new HttpError(422, 'AGE_NOT_ELIGIBLE', refusal);
    const checked = product.priceCheck({
      dob: String(body.dob),
      occupation: body.occupation_code,
      business: body.nature_of_business_code,
      today: today(),
    });
    if (!checked) {
      const fields: FieldErrors = {};
      if (typeof body.occupation_code !== 'string' || body.occupation_code === '')
        fields.occupation_code = ['This field is required.'];
      if (typeof body.nature_of_business_code !== 'string' || body.nature_of_business_code === '')
        fields.nature_of_business_code = ['This field is required.'];
      if (Object.keys(fields).length === 0)
        fields.occupation_code = ['Unknown occupation or nature of business.'];
      throw new ValidationFailure(fields);
    }
    return checked;
  });

  app.post('/v1/:product/applications', (request, reply) =>
    runOnce(request, reply, () => {
      const product = productOf(request);
      const data = bodyOf(request);
      const result = checked(product, data);
      const application: Application = {
        id: `app-${crypto.randomUUID()}`,
        product: product.slug,
        status: 'draft',
        version: 1,
        data,
        plan: result.plan!,
        monthlySen: result.monthlyPremiumSen,
        yearlySen: result.yearlyPremiumSen ?? null,
        referralReasons: result.referralReasons,
        decision_reason: null,
        policy_number: null,
        payment_id: null,
        created_at: stamp(),
        updated_at: stamp(),
      };
      applications.set(application.id, application);
      return { status: 201, body: view(application) };
    }),
  );

  app.get('/v1/:product/applications/:id', async (request) =>
    view(applicationOf(request, productOf(request))),
  );

  app.patch('/v1/:product/applications/:id', async (request) => {
    const product = productOf(request);
    const application = applicationOf(request, product);
    if (application.status !== 'draft')
      throw new HttpError(409, 'NOT_EDITABLE', 'Only a draft application can be changed');
    const patch = bodyOf(request);
    const data = {
      ...application.data,
      ...patch,
      detail: { ...objectOf(application.data.detail), ...objectOf(patch.detail ?? {}) },
    };
    const result = checked(product, data);
    application.data = data;
    application.plan = result.plan!;
    application.monthlySen = result.monthlyPremiumSen;
    application.yearlySen = result.yearlyPremiumSen ?? null;
    application.referralReasons = result.referralReasons;
    application.version += 1;
    application.updated_at = stamp();
    return view(application);
  });

  app.post('/v1/:product/applications/:id/submit', async (request, reply) => {
    const product = productOf(request);
    const application = applicationOf(request, product);
    await slowly(application);
    return runOnce(request, reply, () => {
      downFor(application);
      if (application.status !== 'draft') return { status: 200, body: view(application) };
      const body = bodyOf(request);
      const questions = product.questions({ dob: String(application.data.dob), today: today() });
      const answers = Array.isArray(body.answers) ? body.answers.map(objectOf) : [];
      const fields: FieldErrors = {};
      for (const question of questions) {
        const answer = answers.find((candidate) => candidate.question_uuid === question.uuid);
        if (!answer || (answer.answer !== 'Yes' && answer.answer !== 'No'))
          (fields[`answers.${question.uuid}`] ??= []).push('Answer Yes or No.');
      }
      const limit = application.plan.coverage_amount ?? application.plan.annual_limit;
      const termIds = (product.terms(limit) ?? []).map((item) => item.id);
      const accepted = Array.isArray(body.accepted_terms) ? body.accepted_terms : [];
      if (!termIds.every((id) => accepted.includes(id)))
        (fields.accepted_terms ??= []).push('All the terms must be accepted.');
      if (Object.keys(fields).length > 0) throw new ValidationFailure(fields);
      application.data = { ...application.data, answers };
      if (trigger(application, 'decline')) {
        change(application, 'declined', 'The application does not meet our underwriting guidelines.');
      } else if (
        trigger(application, 'refer') ||
        answers.some((answer) => answer.answer === 'Yes') ||
        application.referralReasons.length > 0
      ) {
        change(application, 'referred', 'Referred to manual underwriting.');
      } else {
        change(application, 'approved');
      }
      return { status: 200, body: view(application) };
    });
  });

  app.post('/v1/:product/applications/:id/payments', async (request, reply) => {
    const product = productOf(request);
    const application = applicationOf(request, product);
    await slowly(application);
    return runOnce(request, reply, () => {
      if (application.status !== 'approved' && application.status !== 'payment_failed')
        throw new HttpError(
          409,
          'NOT_PAYABLE',
          `An application that is ${application.status} cannot be paid`,
        );
      const returnUrl = bodyOf(request).return_url;
      try {
        new URL(String(returnUrl));
      } catch {
        throw new ValidationFailure({ return_url: ['Enter a valid URL.'] });
      }
      const id = `pay-${crypto.randomUUID()}`;
      const payment: Payment = {
        id,
        application_id: application.id,
        status: 'pending',
        amount: ringgit(premiumSen(application)),
        payment_url: `${baseUrl()}/gateway/${id}`,
        return_url: String(returnUrl),
        created_at: stamp(),
        updated_at: stamp(),
      };
      payments.set(id, payment);
      application.payment_id = id;
      return { status: 201, body: payment };
    });
  });

  app.get('/v1/payments/:id', async (request) => {
    const payment = payments.get((request.params as { id: string }).id);
    if (!payment) throw new HttpError(404, 'NOT_FOUND', 'Payment not found');
    return payment;
  });

  // The hosted payment gateway: the buyer pays here, away from our site, and is sent back to return_url.
  function page(title: string, body: string): string {
    return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem;color:#1b1f3b}
h1{color:#00008f}button{margin:1rem 1rem 0 0;padding:.7rem 1.2rem;font-size:1rem;border:0;border-radius:4px;background:#00008f;color:#fff;cursor:pointer}
button.secondary{background:#5f6368}button.danger{background:#a61d24}button:focus{outline:3px solid #f2b705;outline-offset:2px}
dl{display:grid;grid-template-columns:auto 1fr;gap:.4rem 1rem}dt{font-weight:600}</style></head>
<body><main>${body}</main></body></html>`;
  }

  function paymentOf(request: FastifyRequest): Payment {
    const payment = payments.get((request.params as { id: string }).id);
    if (!payment) throw new HttpError(404, 'NOT_FOUND', 'Payment not found');
    return payment;
  }

  app.get('/gateway/:id', async (request, reply) => {
    const payment = paymentOf(request);
    const application = applications.get(payment.application_id)!;
    reply.type('text/html; charset=utf-8');
    if (payment.status !== 'pending') {
      return page(
        'Payment',
        `<h1>Partner payment gateway</h1><p role="status">Payment ${payment.status}.</p>`,
      );
    }
    const bank = BANKS.find((candidate) => candidate.id === application.data.bank_id);
    return page(
      'Partner payment gateway',
      `<h1>Partner payment gateway (sandbox)</h1>
<p>Pay the first premium of your ${escapeHtml(application.plan.plan_name)} application.</p>
<dl><dt>Name</dt><dd>${escapeHtml(String(application.data.name))}</dd>
<dt>Amount</dt><dd>RM${escapeHtml(payment.amount)}</dd>
${
  application.data.payment_option === undefined
    ? ''
    : `<dt>Method</dt><dd>${application.data.payment_option === 1 ? `Online banking: ${escapeHtml(bank?.name ?? '')}` : 'Credit or debit card'}</dd>`
}</dl>
<form method="post" action="/gateway/${escapeHtml(payment.id)}">
<button type="submit" name="outcome" value="pay">Pay now</button>
<button type="submit" name="outcome" value="fail" class="danger">Simulate failure</button>
<button type="submit" name="outcome" value="cancel" class="secondary">Cancel</button>
</form>`,
    );
  });

  app.post('/gateway/:id', async (request, reply) => {
    const payment = paymentOf(request);
    const outcome = ((request.body ?? {}) as Record<string, string>).outcome;
    if (outcome !== 'pay' && outcome !== 'fail' && outcome !== 'cancel')
      throw new HttpError(400, 'VALIDATION_ERROR', 'outcome must be pay, fail or cancel');
    const application = applications.get(payment.application_id)!;
    if (payment.status === 'pending') {
      payment.status = outcome === 'pay' ? 'paid' : outcome === 'fail' ? 'failed' : 'cancelled';
      payment.updated_at = stamp();
      if (outcome === 'pay') {
        policySequence += 1;
        application.policy_number = `${PRODUCTS[application.product]!.policyPrefix}${today().getUTCFullYear()}${policySequence}`;
        change(application, 'issued');
      } else if (outcome === 'fail') {
        change(application, 'payment_failed', 'The bank did not authorise the payment.');
      }
    }
    const target = new URL(payment.return_url);
    target.searchParams.set('payment_id', payment.id);
    target.searchParams.set('status', payment.status);
    return reply.redirect(target.toString(), 303);
  });

  app.get('/documents/:id/schedule', async (request, reply) => {
    const application = applications.get((request.params as { id: string }).id);
    if (!application || application.status !== 'issued')
      throw new HttpError(404, 'NOT_FOUND', 'No such policy');
    reply.type('text/html; charset=utf-8');
    return page(
      'Policy schedule',
      `<h1>Policy schedule</h1><dl><dt>Policy number</dt><dd>${escapeHtml(application.policy_number ?? '')}</dd>
<dt>Life assured</dt><dd>${escapeHtml(String(application.data.name))}</dd>
<dt>Plan</dt><dd>${escapeHtml(application.plan.plan_name)}</dd>
<dt>Premium</dt><dd>RM${escapeHtml(ringgit(premiumSen(application)))}</dd></dl>`,
    );
  });

  app.get('/documents/:product/pds', async (request, reply) => {
    const product = PRODUCTS[(request.params as { product: string }).product];
    if (!product) throw new HttpError(404, 'NOT_FOUND', 'Unknown product');
    reply.type('text/html; charset=utf-8');
    return page(
      'Product disclosure sheet',
      `<h1>Product disclosure sheet</h1><p>${escapeHtml(product.slug)}</p>`,
    );
  });

  // Sandbox controls (not part of the partner's API): downtime, and the manual underwriter's decision.
  app.post('/sandbox/downtime', async (request) => {
    authorise(request);
    down = objectOf(request.body).down === true;
    return { down };
  });

  app.post('/sandbox/applications/:id/decision', async (request, reply: FastifyReply) => {
    authorise(request);
    const application = applicationOf(request);
    const decision = objectOf(request.body).decision;
    if (decision !== 'approve' && decision !== 'decline')
      throw new HttpError(400, 'VALIDATION_ERROR', 'decision must be approve or decline');
    if (application.status !== 'referred')
      throw new HttpError(409, 'NOT_REFERRED', 'Only a referred application awaits a decision');
    if (decision === 'approve') change(application, 'approved');
    else change(application, 'declined', 'The underwriter declined the application.');
    return reply.send(view(application));
  });

  return { app, callbacks, sentEvents, idle: scheduler.idle };
}

class ValidationFailure extends Error {
  constructor(readonly fields: FieldErrors) {
    super('validation');
  }
}
