// products/api/v1/ (products, the rate call) and product/api/v1/ (categories, insurers). Public reads; texts in
// the language of Accept-Language. Each endpoint is a registrar (`productListRoute(app, url, doc)`), so the
// older generation (modules/legacy, api/products/...) registers the same handlers under its own paths.
import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@fastify/type-provider-typebox';
import { todayIso, senToDecimalString } from '@teduh/shared/domain';
import type { FastifyReply } from 'fastify';
import { AppError, invalid } from '../../lib/errors';
import { envelope, errorResponses } from '../../lib/http-schemas';
import type { Locale } from '../../lib/i18n';
import type { PublicRouteDoc, RouteApp, RouteDoc } from '../../lib/route-doc';
import { microsToDecimalString, quote, validateRateRequest } from './pricing';
import { KeptCatalogue } from './kept-catalogue';
import { ProductsRepository, type CategoryRow, type Pricing, type ProductRow } from './products-repository';
import {
  CategoryDetail,
  CategoryParams,
  CategorySchema,
  InsurerListQuery,
  InsurerPage,
  ProductDetail,
  ProductListQuery,
  ProductParams,
  ProductSummary,
  RateBody,
  RateResult,
} from './schemas';

export interface ProductsRoutesOptions {
  /** Limit of the public rate call per client address. */
  rateLimit: RateLimitOptions;
}

const defaultTags = ['products'];

/** Catalogue reads change only when the seed runs; shared caches keep one copy per language. */
function cacheable(reply: FastifyReply, locale: Locale) {
  reply.header('cache-control', 'public, max-age=300');
  reply.header('vary', 'Accept-Language');
  reply.header('content-language', locale);
}

function productSummary(row: ProductRow, locale: Locale) {
  const en = locale === 'en';
  return {
    id: row.id,
    slug: row.slug,
    name: en ? row.nameEn : row.nameMs,
    summary: en ? row.summaryEn : row.summaryMs,
    state: row.state,
    category: {
      id: row.category.id,
      slug: row.category.slug,
      name: en ? row.category.nameEn : row.category.nameMs,
    },
    operator: row.operator,
  };
}

function pricingOf(pricing: Pricing | undefined) {
  if (!pricing) return null;
  const { constants, bands } = pricing;
  const rates = new Map<number, { age_min: number; age_max: number; female: string; male: string }>();
  for (const band of bands) {
    const entry = rates.get(band.ageMin) ?? {
      age_min: band.ageMin,
      age_max: band.ageMax,
      female: '',
      male: '',
    };
    entry[band.gender] = microsToDecimalString(band.ratePerThousandMicros);
    rates.set(band.ageMin, entry);
  }
  return {
    currency: constants.currency,
    sum_covered_min: senToDecimalString(constants.sumCoveredMinSen),
    sum_covered_max: senToDecimalString(constants.sumCoveredMaxSen),
    sum_covered_step: senToDecimalString(constants.sumCoveredStepSen),
    sum_covered_default: senToDecimalString(constants.sumCoveredDefaultSen),
    entry_age_min: constants.entryAgeMin,
    entry_age_max: constants.entryAgeMax,
    calculator_age_min: constants.calculatorAgeMin,
    calculator_age_max: constants.calculatorAgeMax,
    // Basis points have two places in percent: 2000 -> "20.00".
    wakalah_fee_percent: senToDecimalString(constants.wakalahFeeBasisPoints),
    yearly_months: constants.yearlyMonths,
    rates: [...rates.values()].filter((rate) => rate.female && rate.male),
  };
}

function categoryOf(row: CategoryRow, locale: Locale) {
  const en = locale === 'en';
  return {
    id: row.id,
    slug: row.slug,
    name: en ? row.nameEn : row.nameMs,
    description: en ? row.descriptionEn : row.descriptionMs,
  };
}

/** Product ids are positive integers; anything else names no product (404, not a validation error). */
function productId(raw: string): number {
  const id = /^[1-9][0-9]{0,8}$/.test(raw) ? Number(raw) : NaN;
  if (Number.isNaN(id)) throw new AppError(404, 'not_found', 'products.notFound');
  return id;
}

const productSlugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A published product by its id or its slug; 404 when there is none. */
async function productByKey(catalogue: KeptCatalogue, key: string): Promise<ProductRow> {
  const row =
    !/^[0-9]+$/.test(key) && productSlugPattern.test(key)
      ? await catalogue.productBySlug(key)
      : await catalogue.productById(productId(key));
  if (!row) throw new AppError(404, 'not_found', 'products.notFound');
  return row;
}

/** Products; ?state=launched lists those on sale. */
export function productListRoute(app: RouteApp, url: string, doc: RouteDoc = {}) {
  const repository = new ProductsRepository(app.db);
  app.get(
    url,
    {
      schema: {
        tags: doc.tags ?? defaultTags,
        deprecated: doc.deprecated,
        summary: 'Products; ?state=launched lists those on sale',
        querystring: ProductListQuery,
        response: { 200: envelope(Type.Array(ProductSummary)), ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const rows = await repository.listProducts({ state: request.query.state });
      cacheable(reply, request.locale);
      return { data: rows.map((row) => productSummary(row, request.locale)) };
    },
  );
}

/** One product by id or slug, with its pricing. `url` has the parameter `:id`. */
export function productDetailRoute(app: RouteApp, url: string, doc: RouteDoc = {}) {
  const catalogue = new KeptCatalogue(new ProductsRepository(app.db));
  app.get(
    url,
    {
      schema: {
        tags: doc.tags ?? defaultTags,
        deprecated: doc.deprecated,
        summary:
          'One product (by id, or by its slug), with its pricing constants and rate table when priced online',
        params: ProductParams,
        response: { 200: envelope(ProductDetail), ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const row = await productByKey(catalogue, request.params.id);
      const pricing = await catalogue.pricing(row.id);
      cacheable(reply, request.locale);
      return { data: { ...productSummary(row, request.locale), pricing: pricingOf(pricing) } };
    },
  );
}

/**
 * The launched products of a product's category, the product itself left out (the older generation's
 * "related"; the newer one reads the same list from product/api/v1/categories/{slug}). `url` has `:id`.
 */
export function relatedProductsRoute(app: RouteApp, url: string, doc: RouteDoc = {}) {
  const repository = new ProductsRepository(app.db);
  const catalogue = new KeptCatalogue(repository);
  app.get(
    url,
    {
      schema: {
        tags: doc.tags ?? defaultTags,
        deprecated: doc.deprecated,
        summary: 'The launched products of the same category as this product (by id or slug), without it',
        params: ProductParams,
        response: { 200: envelope(Type.Array(ProductSummary)), ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const row = await productByKey(catalogue, request.params.id);
      const rows = await repository.listProducts({ state: 'launched', categoryId: row.category.id });
      cacheable(reply, request.locale);
      return {
        data: rows
          .filter((other) => other.id !== row.id)
          .map((other) => productSummary(other, request.locale)),
      };
    },
  );
}

/** The rate call: a sum covered priced for a date of birth and gender. `url` has `:id`. */
export function productRateRoute(app: RouteApp, url: string, doc: PublicRouteDoc) {
  const repository = new ProductsRepository(app.db);

  const catalogue = new KeptCatalogue(repository);

  app.post(
    url,
    {
      config: { rateLimit: doc.rateLimit },
      bodyLimit: 4 * 1024,
      schema: {
        tags: doc.tags ?? defaultTags,
        deprecated: doc.deprecated,
        summary: 'Price a sum covered for a date of birth and gender (age next birthday, today in Malaysia)',
        description:
          'Gender m or f (or male, female); coverage_amount from RM50,000 to RM500,000 in steps of ' +
          'RM25,000 for the flagship plan; age next birthday within the calculator range 16-70. ' +
          'Money is rounded half up to the sen; the yearly contribution is 11 monthly ones.',
        params: ProductParams,
        body: RateBody,
        response: { 200: envelope(Type.Array(RateResult)), ...errorResponses(400, 404, 429) },
      },
    },
    async (request) => {
      const id = productId(request.params.id);
      const pricing = await catalogue.pricing(id);
      if (!pricing) {
        const product = await catalogue.productById(id);
        if (!product) throw new AppError(404, 'not_found', 'products.notFound');
        throw new AppError(404, 'not_rated', 'products.notRated');
      }
      const checked = validateRateRequest(pricing.constants, request.body, todayIso());
      if (!checked.ok) throw invalid(checked.fields);
      const result = quote(pricing.constants, pricing.bands, checked.value);
      // The calculator range and the bands come from one table; a gap is a data fault, told as the age rule.
      if (!result) throw invalid({ dob: [{ key: 'validation.calculatorAgeRange' }] });
      return {
        data: [
          {
            monthly_gross_premium: senToDecimalString(result.monthlySen),
            yearly_gross_premium: senToDecimalString(result.yearlySen),
            wakalah_fee_monthly: senToDecimalString(result.wakalahMonthlySen),
            tabarru_monthly: senToDecimalString(result.tabarruMonthlySen),
            wakalah_fee_yearly: senToDecimalString(result.wakalahYearlySen),
            tabarru_yearly: senToDecimalString(result.tabarruYearlySen),
            sum_covered: senToDecimalString(result.sumCoveredSen),
            age_next_birthday: result.ageNextBirthday,
            currency: 'MYR' as const,
          },
        ],
      };
    },
  );
}

/** Product categories. */
export function categoryListRoute(app: RouteApp, url: string, doc: RouteDoc = {}) {
  const repository = new ProductsRepository(app.db);
  app.get(
    url,
    {
      schema: {
        tags: doc.tags ?? defaultTags,
        deprecated: doc.deprecated,
        summary: 'Product categories',
        response: { 200: envelope(Type.Array(CategorySchema)), ...errorResponses() },
      },
    },
    async (request, reply) => {
      const rows = await repository.listCategories();
      cacheable(reply, request.locale);
      return { data: rows.map((row) => categoryOf(row, request.locale)) };
    },
  );
}

/** One category with its launched products. `url` has `:slug`. */
export function categoryDetailRoute(app: RouteApp, url: string, doc: RouteDoc = {}) {
  const repository = new ProductsRepository(app.db);
  app.get(
    url,
    {
      schema: {
        tags: doc.tags ?? defaultTags,
        deprecated: doc.deprecated,
        summary: 'One category with its launched products',
        params: CategoryParams,
        response: { 200: envelope(CategoryDetail), ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const category = await repository.categoryBySlug(request.params.slug);
      if (!category) throw new AppError(404, 'not_found', 'products.categoryNotFound');
      const rows = await repository.listProducts({ state: 'launched', categoryId: category.id });
      cacheable(reply, request.locale);
      return {
        data: {
          ...categoryOf(category, request.locale),
          products: rows.map((row) => productSummary(row, request.locale)),
        },
      };
    },
  );
}

/** Insurers and takaful operators, by page. */
export function insurerListRoute(app: RouteApp, url: string, doc: RouteDoc = {}) {
  const repository = new ProductsRepository(app.db);
  app.get(
    url,
    {
      schema: {
        tags: doc.tags ?? defaultTags,
        deprecated: doc.deprecated,
        summary: 'Insurers and takaful operators, by page (limit, offset)',
        querystring: InsurerListQuery,
        response: { 200: envelope(InsurerPage), ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const { total, rows } = await repository.listInsurers({
        limit: request.query.limit ?? 50,
        offset: request.query.offset ?? 0,
      });
      cacheable(reply, request.locale);
      return {
        data: {
          count: total,
          results: rows.map((row) => ({
            id: row.id,
            slug: row.slug,
            name: row.name,
            role: row.role,
            is_takaful: row.isTakaful,
          })),
        },
      };
    },
  );
}

export const productsRoutes: FastifyPluginAsyncTypebox<ProductsRoutesOptions> = async (app, options) => {
  await app.register(
    async (products) => {
      productListRoute(products, '/');
      productDetailRoute(products, '/:id/');
      productRateRoute(products, '/:id/rate/', { rateLimit: options.rateLimit });
    },
    { prefix: '/products/api/v1' },
  );

  await app.register(
    async (catalogue) => {
      categoryListRoute(catalogue, '/categories/');
      categoryDetailRoute(catalogue, '/categories/:slug');
      insurerListRoute(catalogue, '/insurers');
    },
    { prefix: '/product/api/v1' },
  );
};
