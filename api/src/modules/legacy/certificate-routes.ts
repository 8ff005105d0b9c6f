// The older generation's quotations and policies (contract 7.3): api/quotations/... and api/policies/...,
// registered through the registrars of the certificates module, so they run the same handlers as
// certificates/api/v1/quotations and policy/api/v1/policies (modules/certificates, modules/policies) (member calls: the same login, ownership and errors).
// Two adapters, whose requests differ from the newer calls, call the same services:
// POST api/quotations/<uuid>/activate/ (rate/ with submit true) and DELETE api/policies/<uuid>/ with
// { reason, reason_text } (policy/api/v1/policies/cancel/ with the certificate in the path; the same reason list).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '../../lib/http-schemas';
import {
  quotationCreateRoute,
  quotationPatchRoute,
  quotationRateRoute,
  quotationRoute,
} from '../certificates/routes';
import { toRate } from '../certificates/views';
import { policyDetailRoute, policyListRoute, presentPolicy } from '../policies/routes';
import { PolicyParams, PolicyResult, QuotationParams, RateResponse } from '../certificates/schemas';
import { readCancelReason } from '../servicing/cancel-reason';
import { PolicyDeleteBody, QuotationActivateBody } from './schemas';

const doc = { tags: ['legacy'], deprecated: true };
const security: Record<string, string[]>[] = [{ sessionCookie: [] }, { accessToken: [] }];

/** api/quotations/...: create, get, patch, rate and activate. */
export const legacyQuotationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  quotationCreateRoute(app, '/', doc);
  quotationRoute(app, '/:uuid/', doc);
  quotationPatchRoute(app, '/:uuid/', doc);
  quotationRateRoute(app, '/:uuid/rate/', doc);

  app.post(
    '/:uuid/activate/',
    {
      onRequest: app.authenticate,
      schema: {
        ...doc,
        summary: 'Apply: rate/ with submit true (the application and a pending certificate)',
        description:
          'Needs contribution_term (here or saved), terms_accepted, and accepted, unused underwriting answers, ' +
          'as rate/ with submit true does.',
        security,
        params: QuotationParams,
        body: QuotationActivateBody,
        response: { 200: RateResponse, ...errorResponses(400, 403, 404, 409) },
      },
    },
    async (request) => {
      const outcome = await app.quotations.rate(request.auth!.userId, request.params.uuid, {
        ...request.body,
        submit: true,
      });
      return { data: toRate(outcome.quote, outcome.term, outcome.application, outcome.certificate) };
    },
  );
};

/** api/policies/...: list, linked, detail, and DELETE to cancel with a reason. */
export const legacyPolicyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  policyListRoute(app, '/', doc);
  // The member's certificates: every certificate of this service is linked to the member who bought it.
  policyListRoute(app, '/linked/', doc);
  policyDetailRoute(app, '/:uuid/', doc);

  app.delete(
    '/:uuid/',
    {
      onRequest: app.authenticate,
      config: { rateLimit: app.authRateLimit },
      schema: {
        ...doc,
        summary: 'Cancel a certificate (as policy/api/v1/policies/cancel/), with the reason in the body',
        security,
        params: PolicyParams,
        body: PolicyDeleteBody,
        response: { 200: PolicyResult, ...errorResponses(400, 403, 404, 409, 429) },
      },
    },
    async (request) => {
      const reason = readCancelReason(request.body.reason, request.body.reason_text);
      const row = await app.certificates.cancel(request.auth!.userId, request.params.uuid, reason);
      return { data: await presentPolicy(app, row, request.locale) };
    },
  );
};
