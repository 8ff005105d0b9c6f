// The older generation's public reads (contract 7.3): api/products/... and api/cms/..., registered through the
// registrars of the products and cms modules, so they run the same handlers as products/api/v1, product/api/v1
// and cms/api/v1. Two adapters, whose requests differ from the newer calls, call the same reads:
// api/products/<id>/rating/ (the quick quote, priced like products/api/v1/<id>/rate/) and api/cms/posts/
// (cms/api/v1/articles/ with the category named `categories`).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { brand } from '../../brand';
import { decimalStringToSen, isCalendarDate, ringgitToSen, senToDecimalString } from '@teduh/shared/domain';
import { AppError, invalid } from '../../lib/errors';
import { envelope, errorResponses } from '../../lib/http-schemas';
import type { PublicRouteDoc } from '../../lib/route-doc';
import { QuickQuoteBody, QuickQuoteParams, QuickQuoteResponse } from '../certificates/schemas';
import { CmsRepository } from '../cms/cms-repository';
import {
  articleCategoriesRoute,
  articlePage,
  cacheable,
  languageFromQuery,
  salesStateOf,
  teamRoute,
} from '../cms/routes';
import { ArticlePage, LegacyPostListQuery } from '../cms/schemas';
import { needsTestRoute } from '../needs-test/routes';
import { FLAGSHIP_PRODUCT_ID } from '../products/catalogue';
import {
  categoryListRoute,
  insurerListRoute,
  productDetailRoute,
  productListRoute,
  relatedProductsRoute,
} from '../products/routes';

export interface LegacyCatalogueRoutesOptions {
  /** Limit of the public reads per client address. */
  rateLimit: PublicRouteDoc['rateLimit'];
}

/**
 * The sum covered of the quick quote in sen: whole ringgit (a number), or ringgit as a decimal string with at
 * most two places; null for anything else (negative, more places, too large).
 */
function coverageSen(amount: string | number): number | null {
  try {
    const sen = typeof amount === 'number' ? ringgitToSen(amount) : decimalStringToSen(amount);
    return sen >= 0 ? sen : null;
  } catch (error) {
    if (error instanceof RangeError) return null;
    throw error;
  }
}

/** api/products/...: list, categories, insurers, detail, related, the needs test, and the quick quote (rating/). */
export const legacyProductRoutes: FastifyPluginAsyncTypebox<LegacyCatalogueRoutesOptions> = async (
  app,
  options,
) => {
  const doc = { tags: ['legacy'], deprecated: true };
  productListRoute(app, '/', doc);
  categoryListRoute(app, '/categories/', doc);
  insurerListRoute(app, '/insurers/', doc);
  productDetailRoute(app, '/:id/', doc);
  relatedProductsRoute(app, '/:id/related/', doc);
  needsTestRoute(app, `/${brand.slug}-test-recommendations/`, { ...doc, rateLimit: options.rateLimit });

  app.post(
    '/:id/rating/',
    {
      config: { rateLimit: options.rateLimit },
      bodyLimit: 4 * 1024,
      schema: {
        ...doc,
        summary: 'Quick quote (older API): the standard premium of a sum covered for a birth date and gender',
        description:
          'Body: product_id, constraint_id, currency MYR, plan_id, aggregate_limit_amount, payment_mode year|month, ' +
          'insured { birth_date YYYY-MM-DD, gender m|f }. Answers payment_schedule.standard_premium_amount.',
        params: QuickQuoteParams,
        body: QuickQuoteBody,
        response: { 200: QuickQuoteResponse, ...errorResponses(400, 404, 429) },
      },
    },
    async (request) => {
      if (request.params.id !== String(FLAGSHIP_PRODUCT_ID))
        throw new AppError(404, 'not_found', 'certificates.quickQuotePlan');
      const body = request.body;
      if (body.currency.toUpperCase() !== 'MYR')
        throw invalid({ currency: [{ key: 'certificates.quickQuoteCurrency' }] });
      if (!isCalendarDate(body.insured.birth_date)) {
        throw invalid({ 'insured.birth_date': [{ key: 'validation.invalidDateOfBirth' }] });
      }
      const sumCoveredSen = coverageSen(body.aggregate_limit_amount);
      if (sumCoveredSen === null) throw invalid({ aggregate_limit_amount: [{ key: 'validation.required' }] });
      const quote = await app.quotations.quickQuote({
        dob: body.insured.birth_date,
        gender: body.insured.gender,
        coverageSen: sumCoveredSen,
      });
      return {
        data: {
          payment_schedule: {
            standard_premium_amount: senToDecimalString(
              body.payment_mode === 'month' ? quote.monthlySen : quote.yearlySen,
            ),
            payment_mode: body.payment_mode,
            currency: 'MYR' as const,
          },
          monthly_gross_premium: senToDecimalString(quote.monthlySen),
          yearly_gross_premium: senToDecimalString(quote.yearlySen),
          aggregate_limit_amount: senToDecimalString(quote.sumCoveredSen),
          age_next_birthday: quote.ageNextBirthday,
        },
      };
    },
  );
};

/** api/cms/...: categories, posts and about/our-team. */
export const legacyCmsRoutes: FastifyPluginAsyncTypebox<LegacyCatalogueRoutesOptions> = async (
  app,
  options,
) => {
  const doc = { tags: ['legacy'], deprecated: true, rateLimit: options.rateLimit };
  const repository = new CmsRepository(app.db);

  articleCategoriesRoute(app, '/categories/', doc);
  teamRoute(app, '/about/our-team/', doc);

  app.get(
    '/posts/',
    {
      config: { rateLimit: options.rateLimit },
      onRequest: languageFromQuery,
      schema: {
        tags: doc.tags,
        deprecated: doc.deprecated,
        summary: 'Articles by page (as cms/api/v1/articles/); categories: a category slug',
        querystring: LegacyPostListQuery,
        response: { 200: envelope(ArticlePage), ...errorResponses(400, 404, 429) },
      },
    },
    async (request, reply) => {
      const { categories, limit, offset } = request.query;
      const data = await articlePage(
        repository,
        request.locale,
        { category: categories, limit, offset },
        salesStateOf(app),
      );
      cacheable(reply, request.locale);
      return { data };
    },
  );
};
