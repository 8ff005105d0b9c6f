// certificates/api/v1/quotations: the member's life quotations (create, list, read, change, rate). Every route
// checks ownership: another member's quotation is a 404. Each endpoint is a registrar (`quotationRoute(app, url,
// doc)`), which modules/legacy also registers under api/quotations/. Applications and policies have their own
// modules (modules/applications, modules/policies).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '../../lib/http-schemas';
import type { RouteApp, RouteDoc } from '../../lib/route-doc';
import type { QuotationRow } from './quotations-service';
import {
  QuotationCreateBody,
  QuotationList,
  QuotationListQuery,
  QuotationParams,
  QuotationPatchBody,
  QuotationResult,
  RateBody,
  RateResponse,
} from './schemas';
import { toQuotation, toRate } from './views';

const defaultTags = ['certificates'];
const security: Record<string, string[]>[] = [{ sessionCookie: [] }, { accessToken: [] }];

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
