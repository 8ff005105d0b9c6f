// certificates/api/v1/quotations, applications/ and policy/api/v1/policies. Every member route checks ownership:
// another member's resource is a 404. The calls the older generation shares are registrars
// (`quotationRoute(app, url, doc)`), which modules/legacy registers under api/quotations/ and api/policies/.
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { senToDecimalString, todayIso } from '@teduh/shared/domain';
import { AppError } from '../../lib/errors';
import { errorResponses } from '../../lib/http-schemas';
import type { RouteApp, RouteDoc } from '../../lib/route-doc';
import { translate, type Locale } from '../../lib/i18n';
import type { Quote } from '../products/pricing';
import type { CertificateRow, ContributionRow, RefundRow } from './certificates-service';
import type { ApplicationRow, QuotationRow } from './quotations-service';
import {
  ApplicationParams,
  ApplicationResult,
  AttachmentList,
  CancelBody,
  PolicyList,
  PolicyListQuery,
  PolicyParams,
  PolicyResult,
  QuotationCreateBody,
  QuotationList,
  QuotationListQuery,
  QuotationParams,
  QuotationPatchBody,
  QuotationResult,
  RateBody,
  RateResponse,
  RescindBody,
} from './schemas';
import { COOLING_OFF_DAYS, addDays, addMonths, periodMonths } from './status';

const defaultTags = ['certificates'];
const security: Record<string, string[]>[] = [{ sessionCookie: [] }, { accessToken: [] }];
const money = senToDecimalString;

const applicationRef = (row: ApplicationRow | null) => (row ? { uuid: row.id, stage: row.stage } : null);
const certificateRef = (row: CertificateRow | null | undefined) =>
  row ? { uuid: row.id, status: row.status, number: row.number } : null;

function toQuotation(
  row: QuotationRow,
  price: Quote | null,
  application: ApplicationRow | null,
  certificate: CertificateRow | null,
) {
  return {
    uuid: row.id,
    state: row.state,
    product: row.productId,
    coverage_amount: money(row.coverageSen),
    holder: row.holder,
    persons: [row.mainInsured],
    underwriting_submission: row.underwritingSubmissionId,
    beneficiary: row.beneficiary,
    contribution_term: row.contributionTerm,
    terms_accepted: row.termsAcceptedAt !== null,
    referral_code: row.referralCode,
    monthly_price: price ? money(price.monthlySen) : null,
    annual_price: price ? money(price.yearlySen) : null,
    application: applicationRef(application),
    certificate: certificateRef(certificate),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function toRate(
  quote: Quote,
  term: 'month' | 'year',
  application: ApplicationRow | null,
  certificate: CertificateRow | null,
) {
  const monthly = term === 'month';
  return {
    yearly_gross_premium: money(quote.yearlySen),
    monthly_gross_premium: money(quote.monthlySen),
    contribution_term: term,
    contribution: money(monthly ? quote.monthlySen : quote.yearlySen),
    wakalah_fee: money(monthly ? quote.wakalahMonthlySen : quote.wakalahYearlySen),
    tabarru: money(monthly ? quote.tabarruMonthlySen : quote.tabarruYearlySen),
    wakalah_fee_monthly: money(quote.wakalahMonthlySen),
    tabarru_monthly: money(quote.tabarruMonthlySen),
    wakalah_fee_yearly: money(quote.wakalahYearlySen),
    tabarru_yearly: money(quote.tabarruYearlySen),
    sum_covered: money(quote.sumCoveredSen),
    age_next_birthday: quote.ageNextBirthday,
    currency: 'MYR' as const,
    application: applicationRef(application),
    certificate: certificateRef(certificate),
  };
}

function toPolicySummary(row: CertificateRow, productName: string) {
  return {
    uuid: row.id,
    number: row.number,
    status: row.status,
    product: { id: row.productId, name: productName },
    sum_covered: money(row.sumCoveredSen),
    monthly_premium: money(row.monthlySen),
    contribution: money(row.contributionSen),
    contribution_term: row.frequency,
    start_date: row.startDate,
    next_renewal_date: row.nextRenewalDate,
    issued_at: row.issuedAt?.toISOString() ?? null,
  };
}

/** The due dates of the current 12-month term, each paid, due (today or past) or upcoming. */
function paymentSchedule(row: CertificateRow, today: string) {
  if (!row.startDate || !row.nextRenewalDate || !row.paidUntil) return [];
  const termStart = addMonths(row.nextRenewalDate, -row.termMonths);
  const step = periodMonths(row.frequency);
  const schedule = [];
  for (let months = 0; months < row.termMonths; months += step) {
    const due = addMonths(termStart, months);
    schedule.push({
      due_date: due,
      amount: money(row.contributionSen),
      status:
        due < row.paidUntil ? ('paid' as const) : due <= today ? ('due' as const) : ('upcoming' as const),
    });
  }
  return schedule;
}

function toPolicyDetail(
  row: CertificateRow,
  productName: string,
  contributions: ContributionRow[],
  refunds: RefundRow[],
  locale: Locale,
) {
  const today = todayIso();
  const latest = contributions.at(-1);
  const live = row.status === 'issued' && !row.cancelEffectiveDate;
  return {
    ...toPolicySummary(row, productName),
    yearly_premium: money(row.yearlySen),
    wakalah_fee: money(row.wakalahSen),
    tabarru: money(row.tabarruSen),
    term_months: row.termMonths,
    end_date: row.startDate ? addMonths(row.startDate, row.termMonths) : null,
    paid_until: row.paidUntil,
    cooling_off_ends_on: row.startDate ? addDays(row.startDate, COOLING_OFF_DAYS) : null,
    cancellation: row.cancelRequestedAt
      ? {
          requested_at: row.cancelRequestedAt.toISOString(),
          effective_date: row.cancelEffectiveDate,
          reason: row.cancelReason,
        }
      : null,
    end_reason: row.endReason,
    ended_at: row.endedAt?.toISOString() ?? null,
    holder: row.holder,
    beneficiary: row.beneficiary,
    benefits: [
      {
        code: 'DB1' as const,
        name: translate(locale, 'certificates.benefit.DB1'),
        percent: 100,
        amount: money(row.sumCoveredSen),
      },
      {
        code: 'CB1' as const,
        name: translate(locale, 'certificates.benefit.CB1'),
        percent: 10,
        amount: money(Math.round(row.sumCoveredSen / 10)),
      },
    ],
    payment_schedule: paymentSchedule(row, today),
    payment_history: contributions.map((contribution) => ({
      payment: contribution.paymentUuid,
      amount: money(contribution.amountSen),
      paid_at: contribution.paidAt.toISOString(),
      channel: contribution.channel,
      period_start: contribution.periodStart,
      period_end: contribution.periodEnd,
    })),
    refunds: refunds.map((refund) => ({
      payment: refund.paymentUuid,
      amount: money(refund.amountSen),
      reason: refund.reason,
      status: refund.status,
      requested_at: refund.createdAt.toISOString(),
    })),
    // What payments told us: the channel of the latest contribution. The bank is not reported to this service.
    auto_billing: {
      method: latest?.channel ?? null,
      frequency: row.frequency,
      billing_date: live ? row.paidUntil : null,
      bank: null,
    },
    application: row.applicationId,
    quotation: row.quotationId,
  };
}

/** A quotation as the member sees it: its price, application and certificate. */
export async function presentQuotation(app: RouteApp, row: QuotationRow) {
  const application = await app.quotations.applicationOf(row.id);
  const [certificate] = application ? await app.certificates.byApplication([application.id]) : [];
  const price = await app.quotations.priceOf(row);
  return toQuotation(row, price, application, certificate ?? null);
}

export function quotationCreateRoute(app: RouteApp, url: string, doc: RouteDoc = {}) {
  app.post(
    url,
    {
      onRequest: app.authenticate,
      schema: {
        tags: doc.tags ?? defaultTags,
        deprecated: doc.deprecated,
        summary: 'Create a life quotation (the member is the main insured)',
        description:
          'Needs eKYC accepted, a Malaysian NRIC on the profile (and a Malaysian declaration when there is one), ' +
          'entry age 16-50 (age next birthday), coverage_amount RM50,000-RM500,000 in steps of RM25,000, and no ' +
          'active certificate for the NRIC. Names, NRIC, date of birth and gender come from the profile.',
        security,
        body: QuotationCreateBody,
        response: { 201: QuotationResult, ...errorResponses(400, 403, 409) },
      },
    },
    async (request, reply) => {
      const row = await app.quotations.create(request.auth!.userId, request.body);
      reply.code(201);
      return { data: await presentQuotation(app, row) };
    },
  );
}

export function quotationListRoute(app: RouteApp, url: string, doc: RouteDoc = {}) {
  app.get(
    url,
    {
      onRequest: app.authenticate,
      schema: {
        tags: doc.tags ?? defaultTags,
        deprecated: doc.deprecated,
        summary: "The member's quotations, latest first (?state=draft: open ones to resume)",
        security,
        querystring: QuotationListQuery,
        response: { 200: QuotationList, ...errorResponses(400, 403) },
      },
    },
    async (request) => {
      const rows = await app.quotations.list(request.auth!.userId, request.query.state);
      return { data: await Promise.all(rows.map((row) => presentQuotation(app, row))) };
    },
  );
}

/** One of the member's quotations. `url` has `:uuid`. */
export function quotationRoute(app: RouteApp, url: string, doc: RouteDoc = {}) {
  app.get(
    url,
    {
      onRequest: app.authenticate,
      schema: {
        tags: doc.tags ?? defaultTags,
        deprecated: doc.deprecated,
        summary: 'One of the member’s quotations',
        security,
        params: QuotationParams,
        response: { 200: QuotationResult, ...errorResponses(400, 403, 404) },
      },
    },
    async (request) => ({
      data: await presentQuotation(app, await app.quotations.byId(request.auth!.userId, request.params.uuid)),
    }),
  );
}

/** Change a draft quotation. `url` has `:uuid`. */
export function quotationPatchRoute(app: RouteApp, url: string, doc: RouteDoc = {}) {
  app.patch(
    url,
    {
      onRequest: app.authenticate,
      schema: {
        tags: doc.tags ?? defaultTags,
        deprecated: doc.deprecated,
        summary:
          'Change a draft quotation: underwriting_submission, beneficiary, contribution_term, terms_accepted',
        description:
          'beneficiary: payout must be 100 and agreed true; relationship a code of payment/api/v1/relationships/.',
        security,
        params: QuotationParams,
        body: QuotationPatchBody,
        response: { 200: QuotationResult, ...errorResponses(400, 403, 404, 409) },
      },
    },
    async (request) => ({
      data: await presentQuotation(
        app,
        await app.quotations.patch(request.auth!.userId, request.params.uuid, request.body),
      ),
    }),
  );
}

/** Price the quotation (submit true applies). `url` has `:uuid`. */
export function quotationRateRoute(app: RouteApp, url: string, doc: RouteDoc = {}) {
  app.post(
    url,
    {
      onRequest: app.authenticate,
      schema: {
        tags: doc.tags ?? defaultTags,
        deprecated: doc.deprecated,
        summary: 'Price the quotation; submit true makes the application and a pending certificate',
        description:
          'submit needs contribution_term (here or saved), terms_accepted, and accepted, unused underwriting ' +
          'answers. The certificate waits for its first contribution (payments), which issues it.',
        security,
        params: QuotationParams,
        body: RateBody,
        response: { 200: RateResponse, ...errorResponses(400, 403, 404, 409) },
      },
    },
    async (request) => {
      const outcome = await app.quotations.rate(request.auth!.userId, request.params.uuid, request.body);
      return { data: toRate(outcome.quote, outcome.term, outcome.application, outcome.certificate) };
    },
  );
}

export const quotationsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  quotationCreateRoute(app, '/');
  quotationListRoute(app, '/');
  quotationRoute(app, '/:uuid/');
  quotationPatchRoute(app, '/:uuid/');
  quotationRateRoute(app, '/:uuid/rate/');
};

export const applicationsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.authenticate);
  const tags = defaultTags;

  const present = async (row: ApplicationRow) => {
    const [certificate] = await app.certificates.byApplication([row.id]);
    return {
      uuid: row.id,
      stage: row.stage,
      quotation: row.quotationId,
      certificate: certificateRef(certificate),
      submitted_at: row.submittedAt?.toISOString() ?? null,
      published_at: row.publishedAt?.toISOString() ?? null,
      created_at: row.createdAt.toISOString(),
    };
  };

  app.get(
    '/:uuid/',
    {
      schema: {
        tags,
        summary: 'An application: stage pending, submitted, or published once its certificate is issued',
        security,
        params: ApplicationParams,
        response: { 200: ApplicationResult, ...errorResponses(400, 403, 404) },
      },
    },
    async (request) => ({
      data: await present(await app.quotations.application(request.auth!.userId, request.params.uuid)),
    }),
  );

  app.post(
    '/:uuid/submit/',
    {
      schema: {
        tags,
        summary: 'Confirm the application (pending -> submitted); again answers as it is',
        security,
        params: ApplicationParams,
        response: { 200: ApplicationResult, ...errorResponses(400, 403, 404, 409) },
      },
    },
    async (request) => ({
      data: await present(await app.quotations.submitApplication(request.auth!.userId, request.params.uuid)),
    }),
  );
};

/** The member's certificate, or 404 (another member's included). */
export async function ownedCertificate(app: RouteApp, userId: string, id: string) {
  const row = await app.certificates.byId(id, userId);
  if (!row) throw new AppError(404, 'not_found', 'certificates.notFound');
  return row;
}

/** A certificate's full view: details, benefits, schedule, contributions and refunds. */
export async function presentPolicy(app: RouteApp, row: CertificateRow, locale: Locale) {
  const [product, contributions, refunds] = await Promise.all([
    app.certificates.productOf(row.productId),
    app.certificates.contributionsOf(row.id),
    app.certificates.refundsOf(row.id),
  ]);
  return toPolicyDetail(row, product.name, contributions, refunds, locale);
}

/** The member's certificates (?state=). */
export function policyListRoute(app: RouteApp, url: string, doc: RouteDoc = {}) {
  app.get(
    url,
    {
      onRequest: app.authenticate,
      schema: {
        tags: doc.tags ?? defaultTags,
        deprecated: doc.deprecated,
        summary: "The member's certificates (?state=issued); pending ones only when asked for",
        security,
        querystring: PolicyListQuery,
        response: { 200: PolicyList, ...errorResponses(400, 403) },
      },
    },
    async (request) => {
      const rows = await app.certificates.list(request.auth!.userId, request.query.state);
      const names = new Map<number, string>();
      for (const row of rows) {
        if (!names.has(row.productId))
          names.set(row.productId, (await app.certificates.productOf(row.productId)).name);
      }
      return { data: rows.map((row) => toPolicySummary(row, names.get(row.productId)!)) };
    },
  );
}

/** One certificate. `url` has `:uuid`. */
export function policyDetailRoute(app: RouteApp, url: string, doc: RouteDoc = {}) {
  app.get(
    url,
    {
      onRequest: app.authenticate,
      schema: {
        tags: doc.tags ?? defaultTags,
        deprecated: doc.deprecated,
        summary: 'One certificate: details, benefits, payment schedule and history, auto-billing',
        security,
        params: PolicyParams,
        response: { 200: PolicyResult, ...errorResponses(400, 403, 404) },
      },
    },
    async (request) => ({
      data: await presentPolicy(
        app,
        await ownedCertificate(app, request.auth!.userId, request.params.uuid),
        request.locale,
      ),
    }),
  );
}

export const policiesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const tags = defaultTags;
  policyListRoute(app, '/policies/');

  app.post(
    '/policies/cancel/',
    {
      onRequest: app.authenticate,
      config: { rateLimit: app.authRateLimit },
      schema: {
        tags,
        summary:
          'Cancel a certificate: within 15 days of issue with a full refund, later at the end of the paid period',
        security,
        body: CancelBody,
        response: { 200: PolicyResult, ...errorResponses(400, 403, 404, 409, 429) },
      },
    },
    async (request) => {
      const row = await app.certificates.cancel(
        request.auth!.userId,
        request.body.certificate,
        request.body.reason.trim(),
      );
      return { data: await presentPolicy(app, row, request.locale) };
    },
  );

  policyDetailRoute(app, '/policies/:uuid/');

  app.get(
    '/policies/:uuid/attachments/',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'The certificate PDF (issued certificates) and the product disclosure sheet',
        security,
        params: PolicyParams,
        response: { 200: AttachmentList, ...errorResponses(400, 403, 404) },
      },
    },
    async (request) => {
      const row = await ownedCertificate(app, request.auth!.userId, request.params.uuid);
      const product = await app.certificates.productOf(row.productId);
      const attachments = [];
      if (row.number) {
        attachments.push({
          kind: 'certificate' as const,
          name: translate(request.locale, 'certificates.document.certificate', { number: row.number }),
          url: `/policy/api/v1/policies/${row.id}/certificate.pdf`,
          content_type: 'application/pdf' as const,
        });
      }
      attachments.push({
        kind: 'pds' as const,
        name: translate(request.locale, 'certificates.document.pds'),
        url: `/documents/pds/${product.slug}-pds-${request.locale}.pdf`,
        content_type: 'application/pdf' as const,
      });
      return { data: attachments };
    },
  );

  app.get(
    '/policies/:uuid/certificate.pdf',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Download the bilingual certificate PDF (the owner only)',
        security,
        params: PolicyParams,
        produces: ['application/pdf'],
        response: { 200: Type.Unknown({ description: 'The PDF' }), ...errorResponses(400, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const row = await ownedCertificate(app, request.auth!.userId, request.params.uuid);
      const key = row.number ? await app.certificates.ensurePdf(row.id) : null;
      const pdf = key ? await app.certificates.readPdf(key) : null;
      if (!pdf) throw new AppError(409, 'document_not_ready', 'certificates.documentNotReady');
      reply.header('content-type', 'application/pdf');
      reply.header('content-disposition', `attachment; filename="${row.number!.toLowerCase()}.pdf"`);
      reply.header('cache-control', 'private, no-store');
      return reply.send(pdf);
    },
  );
};

/** staff/api/v1/certificates: rescind an issued certificate (non-disclosure, misrepresentation). Staff only. */
export const staffCertificatesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.authenticate);
  app.addHook('preHandler', app.requireStaff);

  app.post(
    '/:uuid/rescind/',
    {
      config: { rateLimit: app.authRateLimit },
      schema: {
        tags: ['staff'],
        summary: 'Rescind an issued certificate; refund true refunds every contribution in full',
        security,
        params: PolicyParams,
        body: RescindBody,
        response: { 200: PolicyResult, ...errorResponses(400, 403, 404, 409, 429) },
      },
    },
    async (request) => {
      const row = await app.certificates.rescind(
        request.params.uuid,
        request.body.reason.trim(),
        request.body.refund,
        request.auth!.userId,
      );
      return { data: await presentPolicy(app, row, request.locale) };
    },
  );
};
