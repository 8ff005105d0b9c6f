// The older generation (`api/...`, contract section 7.3), mounted in one place and one way: each path is
// registered through the registrar the newer module exports (`loginRoute(app, url, doc)`), so it runs the same
// handler, checks and errors as its newer twin. Where the older request differs, a small adapter in this folder
// calls the same service. Calls of 7.3 with no newer twin (product keywords, policy cancel reasons, partner
// flows, ...) have no route.
//
// | Older path (api/...)                                 | Newer twin                                   |
// | ---------------------------------------------------- | -------------------------------------------- |
// | jwt/login/, me/, recovery/, password/, ... (account) | auth/api/v1/... (see ./account-routes.ts)    |
// | GET products/, products/<id>/                        | GET products/api/v1/, products/api/v1/<id>/  |
// | GET products/categories/, products/insurers/         | GET product/api/v1/categories/, insurers     |
// | GET products/<id>/related/                           | product/api/v1/categories/<slug> (its list)  |
// | POST products/<id>/rating/ (quick quote)             | POST products/api/v1/<id>/rate/ (adapter)    |
// | POST products/teduh-test-recommendations/            | POST products/api/v1/needs-test/             |
// | POST quotations/, GET, PATCH quotations/<uuid>/      | certificates/api/v1/quotations/...           |
// | POST quotations/<uuid>/rate/                         | POST .../quotations/<uuid>/rate/             |
// | POST quotations/<uuid>/activate/                     | rate/ with submit true (adapter)             |
// | GET policies/, policies/linked/, policies/<uuid>/    | GET policy/api/v1/policies/, .../<uuid>/     |
// | DELETE policies/<uuid>/ { reason }                   | POST policy/api/v1/policies/cancel/ (adapter)|
// | GET cms/categories/, cms/about/our-team/             | GET cms/api/v1/article-categories/, team/    |
// | GET cms/posts/ (categories, limit, offset)           | GET cms/api/v1/articles/ (adapter)           |
// | POST referrals/check/, GET referrals/history/        | referral/api/v1/check/, history/             |
// | POST enquiries/                                      | POST enquiries/api/v1/                       |
// | GET simple-policies/ (limit, offset)                 | GET policy/api/v1/general-policies/          |
// | POST simple-policies/reader/upload/                  | POST .../general-policies/reader/            |
// | GET simple-policies/suggested-insurance/             | GET .../general-policies/suggested-insurance/|
// | GET simple-policies/coverage-summary/                | GET .../general-policies/coverage-summary/   |
// | POST simple-policies/user-submission/                | POST .../general-policies/                   |
// | PATCH, DELETE simple-policies/user-submission/<uuid>/| PATCH, DELETE .../general-policies/<uuid>/   |
//
// The newsletter (api/newsletter/...) has no newer generation: its own module is mounted there (app.ts).
import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { enquiryRoute } from '../enquiries/routes';
import { referralCheckRoute, referralHistoryRoute } from '../referral/routes';
import { legacyAccountRoutes } from './account-routes';
import { legacyCmsRoutes, legacyProductRoutes } from './catalogue-routes';
import { legacyPolicyRoutes, legacyQuotationRoutes } from './certificate-routes';
import {
  vaultCoverageSummaryRoute,
  vaultCreateRoute,
  vaultDeleteRoute,
  vaultListRoute,
  vaultReaderRoute,
  vaultSuggestedInsuranceRoute,
  vaultUpdateRoute,
  withMultipart,
} from '../vault/routes';

export interface LegacyRoutesOptions {
  /** Limit of the public calls per client address. */
  rateLimit: RateLimitOptions;
}

export const legacyRoutes: FastifyPluginAsyncTypebox<LegacyRoutesOptions> = async (app, options) => {
  const { rateLimit } = options;
  await app.register(legacyAccountRoutes);
  await app.register(legacyProductRoutes, { prefix: '/products', rateLimit });
  await app.register(legacyCmsRoutes, { prefix: '/cms', rateLimit });
  await app.register(legacyQuotationRoutes, { prefix: '/quotations' });
  await app.register(legacyPolicyRoutes, { prefix: '/policies' });
  const doc = { tags: ['legacy'], deprecated: true };
  await app.register(
    async (referrals) => {
      referralCheckRoute(referrals, '/check/', { ...doc, rateLimit });
      referralHistoryRoute(referrals, '/history/', doc);
    },
    { prefix: '/referrals' },
  );
  enquiryRoute(app, '/enquiries/', { ...doc, rateLimit });
  await app.register(
    async (simple) => {
      await withMultipart(simple);
      vaultListRoute(simple, '/', doc);
      vaultReaderRoute(simple, '/reader/upload/', doc);
      vaultSuggestedInsuranceRoute(simple, '/suggested-insurance/', doc);
      vaultCoverageSummaryRoute(simple, '/coverage-summary/', doc);
      vaultCreateRoute(simple, '/user-submission/', doc);
      vaultUpdateRoute(simple, '/user-submission/:uuid/', doc);
      vaultDeleteRoute(simple, '/user-submission/:uuid/', doc);
    },
    { prefix: '/simple-policies' },
  );
};
