// cms/api/v1/ (article categories, articles, FAQ, glossary, team, milestones). Public reads, rate limited per
// client address; texts in the language of `?lang=en|ms`, else of Accept-Language (English by default). The reads
// the older generation shares are registrars (`articleCategoriesRoute(app, url, doc)`) and exported helpers, which
// modules/legacy registers under api/cms/.
import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyPluginAsyncTypebox, TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { todayIso } from '@teduh/shared/domain';
import { AppError } from '../../lib/errors';
import { envelope, errorResponses } from '../../lib/http-schemas';
import { isLocale, type Locale } from '../../lib/i18n';
import type { PublicRouteDoc, RouteApp } from '../../lib/route-doc';
import {
  CmsRepository,
  type ArticleCategoryRow,
  type ArticleRow,
  type FaqCategoryRow,
  type FaqEntryRow,
  type PersonRow,
  type RecordRow,
} from './cms-repository';
import { salesClosedRecordIds } from './content/records';
import { hiddenWhileSales } from './content/sales-state';
import { blocksWhileSales, readTimeMinutes, type SalesState } from './content/types';
import {
  ArticleDetail,
  ArticleListQuery,
  ArticlePage,
  ArticleParams,
  CategoryRef,
  DEFAULT_LIMIT,
  FaqCategoryQuery,
  FaqCategorySchema,
  FaqEntrySchema,
  FaqQuery,
  GlossaryTermSchema,
  LangQuery,
  MilestoneSchema,
  RecordDetail,
  RecordListQuery,
  RecordPage,
  RecordParams,
  TeamSchema,
} from './schemas';

export interface CmsRoutesOptions {
  /** Limit of the public reads per client address. */
  rateLimit: RateLimitOptions;
}

const defaultTags = ['cms'];

/** Content changes only when the seed runs; shared caches keep one copy per language. */
export function cacheable(reply: FastifyReply, locale: Locale) {
  reply.header('cache-control', 'public, max-age=300');
  reply.header('vary', 'Accept-Language');
  reply.header('content-language', locale);
}

/** `?lang=` wins over Accept-Language, for the answer and for its error messages. */
export async function languageFromQuery(request: FastifyRequest) {
  const lang = (request.query as { lang?: unknown } | undefined)?.lang;
  if (isLocale(lang)) request.locale = lang;
}

function categoryOf(row: Pick<ArticleCategoryRow, 'slug' | 'nameEn' | 'nameMs'>, locale: Locale) {
  return { slug: row.slug, name: locale === 'en' ? row.nameEn : row.nameMs };
}

/** An article's body in this language as shown in this state of the sales switch. */
function bodyOf(row: ArticleRow, locale: Locale, sales: SalesState) {
  return blocksWhileSales(locale === 'en' ? row.bodyEn : row.bodyMs, sales);
}

function articleSummary(row: ArticleRow, locale: Locale, sales: SalesState) {
  const en = locale === 'en';
  return {
    id: row.id,
    slug: en ? row.slugEn : row.slugMs,
    slug_en: row.slugEn,
    slug_ms: row.slugMs,
    title: en ? row.titleEn : row.titleMs,
    summary: en ? row.summaryEn : row.summaryMs,
    category: categoryOf(row.category, locale),
    read_time_minutes: readTimeMinutes(bodyOf(row, locale, sales)),
    featured: row.featured,
    published_at: row.publishedAt,
    hero_alt: en ? row.heroAltEn : row.heroAltMs,
  };
}

function faqCategoryOf(row: FaqCategoryRow, locale: Locale) {
  return { slug: row.slug, name: locale === 'en' ? row.nameEn : row.nameMs, group: row.group };
}

function faqEntryOf(row: FaqEntryRow, locale: Locale) {
  const en = locale === 'en';
  return {
    id: row.id,
    category: {
      slug: row.category.slug,
      name: en ? row.category.nameEn : row.category.nameMs,
      group: row.category.group,
    },
    question: en ? row.questionEn : row.questionMs,
    answer: en ? row.answerEn : row.answerMs,
  };
}

function personOf(row: PersonRow, locale: Locale) {
  const en = locale === 'en';
  return {
    slug: row.slug,
    name: en ? row.nameEn : row.nameMs,
    role: en ? row.roleEn : row.roleMs,
    bio: en ? row.bioEn : row.bioMs,
  };
}

/** One page of article summaries; a category slug that names no category answers 404. */
/** Whether the site sells today (the one sales-closed switch, SALES_CLOSED_FROM), for content written per state. */
export function salesStateOf(app: { config: { sales?: { closedFrom: string | null } } }): SalesState {
  const closedFrom = app.config.sales?.closedFrom ?? null;
  return closedFrom !== null && todayIso() >= closedFrom ? 'closed' : 'open';
}

/** A page of articles in the language, without those written for the other sales state. */
export async function articlePage(
  repository: CmsRepository,
  locale: Locale,
  filter: { category?: string; featured?: boolean; limit?: number; offset?: number },
  sales: SalesState,
) {
  let categoryId: number | undefined;
  if (filter.category !== undefined) {
    const category = await repository.articleCategoryBySlug(filter.category);
    if (!category) throw new AppError(404, 'not_found', 'cms.articleCategoryNotFound');
    categoryId = category.id;
  }
  const { total, rows } = await repository.listArticles({
    categoryId,
    featured: filter.featured,
    limit: filter.limit ?? DEFAULT_LIMIT,
    offset: filter.offset ?? 0,
    hiddenSlugs: hiddenWhileSales(sales).articleSlugs,
  });
  return { count: total, results: rows.map((row) => articleSummary(row, locale, sales)) };
}

/** Categories of the articles of the resource centre. */
export function articleCategoriesRoute(app: RouteApp, url: string, doc: PublicRouteDoc) {
  const repository = new CmsRepository(app.db);
  app.get(
    url,
    {
      config: { rateLimit: doc.rateLimit },
      onRequest: languageFromQuery,
      schema: {
        tags: doc.tags ?? defaultTags,
        deprecated: doc.deprecated,
        summary: 'Categories of the articles of the resource centre',
        querystring: LangQuery,
        response: { 200: envelope(Type.Array(CategoryRef)), ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      const rows = await repository.listArticleCategories();
      cacheable(reply, request.locale);
      return { data: rows.map((row) => categoryOf(row, request.locale)) };
    },
  );
}

/** The why-us page: team, board, advisors and Shariah committee. */
export function teamRoute(app: RouteApp, url: string, doc: PublicRouteDoc) {
  const repository = new CmsRepository(app.db);
  app.get(
    url,
    {
      config: { rateLimit: doc.rateLimit },
      onRequest: languageFromQuery,
      schema: {
        tags: doc.tags ?? defaultTags,
        deprecated: doc.deprecated,
        summary: 'The why-us page: team, board, advisors and Shariah committee',
        querystring: LangQuery,
        response: { 200: envelope(TeamSchema), ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      const rows = await repository.listPeople();
      const of = (section: PersonRow['section']) =>
        rows.filter((row) => row.section === section).map((row) => personOf(row, request.locale));
      cacheable(reply, request.locale);
      return {
        data: {
          team: of('team'),
          board: of('board'),
          advisors: of('advisors'),
          shariah_committee: of('shariah_committee'),
        },
      };
    },
  );
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function recordSummary(row: RecordRow, locale: Locale) {
  const en = locale === 'en';
  return {
    id: row.id,
    kind: row.kind,
    title: en ? row.titleEn : row.titleMs,
    summary: en ? row.summaryEn : row.summaryMs,
    published_on: row.publishedOn,
  };
}

export const cmsRoutes: FastifyPluginAsyncTypebox<CmsRoutesOptions> = async (app, options) => {
  const repository = new CmsRepository(app.db);
  // Content follows the one sales-closed switch: the sales-stopped notices are absent while the site sells, and
  // the FAQ, articles and milestones written for the other state are hidden.
  const salesState = () => salesStateOf(app);
  const hiddenRecordIds = (): readonly string[] => (salesState() === 'closed' ? [] : salesClosedRecordIds);
  const config = { rateLimit: options.rateLimit };

  function routes(instance: FastifyInstance) {
    instance.addHook('onRequest', languageFromQuery);
    return instance.withTypeProvider<TypeBoxTypeProvider>();
  }

  await app.register(
    async (instance) => {
      const cms = routes(instance);

      articleCategoriesRoute(cms, '/article-categories/', { rateLimit: options.rateLimit });

      cms.get(
        '/articles/',
        {
          config,
          schema: {
            tags: defaultTags,
            summary: 'Articles by page, newest first (featured first when not filtered)',
            description:
              'category: an article category slug (404 when unknown; count 0 when it has no articles); ' +
              'featured: true or false; limit 1-50 (default 10); offset >= 0.',
            querystring: ArticleListQuery,
            response: { 200: envelope(ArticlePage), ...errorResponses(400, 404, 429) },
          },
        },
        async (request, reply) => {
          const data = await articlePage(repository, request.locale, request.query, salesState());
          cacheable(reply, request.locale);
          return { data };
        },
      );

      cms.get(
        '/articles/:slug/',
        {
          config,
          schema: {
            tags: defaultTags,
            summary: 'One article by its English or Malay slug, with its body and up to 3 related articles',
            params: ArticleParams,
            querystring: LangQuery,
            response: { 200: envelope(ArticleDetail), ...errorResponses(400, 404, 429) },
          },
        },
        async (request, reply) => {
          const sales = salesState();
          const hiddenSlugs = hiddenWhileSales(sales).articleSlugs;
          const row = await repository.articleBySlug(request.params.slug, hiddenSlugs);
          if (!row) throw new AppError(404, 'not_found', 'cms.articleNotFound');
          const related = await repository.relatedArticles(row, hiddenSlugs);
          const locale = request.locale;
          cacheable(reply, locale);
          return {
            data: {
              ...articleSummary(row, locale, sales),
              body: bodyOf(row, locale, sales),
              related: related.map((item) => articleSummary(item, locale, sales)),
            },
          };
        },
      );

      cms.get(
        '/records/',
        {
          config,
          schema: {
            tags: defaultTags,
            summary: 'The public record: official notices, policies and announcements, newest first',
            querystring: RecordListQuery,
            response: { 200: envelope(RecordPage), ...errorResponses(400, 429) },
          },
        },
        async (request, reply) => {
          const { total, rows } = await repository.listRecords(
            {
              limit: request.query.limit ?? DEFAULT_LIMIT,
              offset: request.query.offset ?? 0,
            },
            hiddenRecordIds(),
          );
          cacheable(reply, request.locale);
          return { data: { count: total, results: rows.map((row) => recordSummary(row, request.locale)) } };
        },
      );

      cms.get(
        '/records/:id/',
        {
          config,
          schema: {
            tags: defaultTags,
            summary: 'One record of the public record by its uuid, with its body',
            description: 'An unknown or malformed id answers 404.',
            params: RecordParams,
            querystring: LangQuery,
            response: { 200: envelope(RecordDetail), ...errorResponses(400, 404, 429) },
          },
        },
        async (request, reply) => {
          const { id } = request.params;
          const known = uuidPattern.test(id) && !hiddenRecordIds().includes(id.toLowerCase());
          const row = known ? await repository.recordById(id.toLowerCase()) : undefined;
          if (!row) throw new AppError(404, 'not_found', 'cms.recordNotFound');
          const locale = request.locale;
          cacheable(reply, locale);
          return {
            data: { ...recordSummary(row, locale), body: locale === 'en' ? row.bodyEn : row.bodyMs },
          };
        },
      );

      cms.get(
        '/faq-categories/',
        {
          config,
          schema: {
            tags: defaultTags,
            summary: 'FAQ filters (group faq) and help-centre sections (group help-center)',
            querystring: FaqCategoryQuery,
            response: { 200: envelope(Type.Array(FaqCategorySchema)), ...errorResponses(400, 429) },
          },
        },
        async (request, reply) => {
          const rows = await repository.listFaqCategories({ group: request.query.group });
          cacheable(reply, request.locale);
          return { data: rows.map((row) => faqCategoryOf(row, request.locale)) };
        },
      );

      cms.get(
        '/faq/',
        {
          config,
          schema: {
            tags: defaultTags,
            summary: 'Questions and answers, optionally of one category (and group)',
            description:
              'A category slug may exist in both groups (pusara, claims): without group, the entries of both ' +
              'are listed. An unknown category answers 404.',
            querystring: FaqQuery,
            response: { 200: envelope(Type.Array(FaqEntrySchema)), ...errorResponses(400, 404, 429) },
          },
        },
        async (request, reply) => {
          const { category, group } = request.query;
          let categoryIds: number[] | undefined;
          if (category !== undefined) {
            const categories = await repository.listFaqCategories({ group, slug: category });
            if (categories.length === 0) throw new AppError(404, 'not_found', 'cms.faqCategoryNotFound');
            categoryIds = categories.map((row) => row.id);
          }
          const rows = await repository.listFaq({
            group,
            categoryIds,
            hiddenKeys: hiddenWhileSales(salesState()).faqKeys,
          });
          cacheable(reply, request.locale);
          return { data: rows.map((row) => faqEntryOf(row, request.locale)) };
        },
      );

      cms.get(
        '/glossary/',
        {
          config,
          schema: {
            tags: defaultTags,
            summary: 'Takaful terms and their meaning, sorted by term in the language of the answer',
            querystring: LangQuery,
            response: { 200: envelope(Type.Array(GlossaryTermSchema)), ...errorResponses(400, 429) },
          },
        },
        async (request, reply) => {
          const locale = request.locale;
          const collator = new Intl.Collator(locale, { sensitivity: 'base' });
          const terms = (await repository.listGlossary())
            .map((row) => ({
              slug: row.slug,
              term: locale === 'en' ? row.termEn : row.termMs,
              definition: locale === 'en' ? row.definitionEn : row.definitionMs,
            }))
            .sort((a, b) => collator.compare(a.term, b.term) || a.slug.localeCompare(b.slug));
          cacheable(reply, locale);
          return { data: terms };
        },
      );

      teamRoute(cms, '/team/', { rateLimit: options.rateLimit });

      cms.get(
        '/milestones/',
        {
          config,
          schema: {
            tags: defaultTags,
            summary: 'Milestones of the company, oldest first',
            querystring: LangQuery,
            response: { 200: envelope(Type.Array(MilestoneSchema)), ...errorResponses(400, 429) },
          },
        },
        async (request, reply) => {
          const locale = request.locale;
          const rows = await repository.listMilestones(hiddenWhileSales(salesState()).milestoneSlugs);
          cacheable(reply, locale);
          return {
            data: rows.map((row) => ({
              date: row.month,
              title: locale === 'en' ? row.titleEn : row.titleMs,
              text: locale === 'en' ? row.textEn : row.textMs,
            })),
          };
        },
      );
    },
    { prefix: '/cms/api/v1' },
  );
};
