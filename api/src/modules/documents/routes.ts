// documents/: the legal and product PDFs the site links to (/pds/..., /product-statement/...,
// /privacy-policy/...; the web server redirects those paths here), generated from the database on request.
import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { brand } from '../../brand';
import { AppError } from '../../lib/errors';
import { errorResponses } from '../../lib/http-schemas';
import type { Locale } from '../../lib/i18n';
import { ProductsRepository } from '../products/products-repository';
import { renderPdf, type DocumentContent } from './pdf-writer';
import { privacyPolicy } from './privacy-policy';
import { productDisclosureSheet, productStatement, type ProductFacts } from './product-documents';

export interface DocumentsRoutesOptions {
  rateLimit: RateLimitOptions;
  /** Years identity and certificate records are kept, as the privacy notice states. */
  retentionYears: number;
}

/** A generated PDF is reused for this long, then built again from current data. */
const CACHE_MS = 10 * 60 * 1000;

/** English, or Malay for any other language code (the older links end in -bm). */
const localeOf = (code: string): Locale => (code === 'en' ? 'en' : 'ms');

const FileParams = Type.Object({ file: Type.String({ maxLength: 120 }) });

interface DocumentRoute {
  folder: string;
  pattern: RegExp;
  summary: string;
  build: (match: RegExpExecArray) => [string, () => Promise<DocumentContent>];
}

/** The documents the API builds, each with a cache of its PDFs; shared by documents/ and product attachments. */
function documentCatalogue(app: FastifyInstance, options: DocumentsRoutesOptions) {
  const products = new ProductsRepository(app.db);
  const cache = new Map<string, { expiresAt: number; pdf: Promise<Buffer> }>();

  async function productFacts(slug: string): Promise<ProductFacts> {
    const product = (await products.listProducts()).find((row) => row.slug === slug);
    const pricing = product ? await products.pricing(product.id) : undefined;
    if (!product || !pricing) throw new AppError(404, 'not_found', 'errors.notFound');
    return { name: product.nameEn, operatorName: product.operator.name, ...pricing };
  }

  const issuedOn = (locale: Locale) =>
    new Intl.DateTimeFormat(locale === 'ms' ? 'ms-MY' : 'en-MY', {
      dateStyle: 'long',
      timeZone: 'Asia/Kuala_Lumpur',
    }).format(new Date());

  /** Builds (or reuses) one document; a failed build is not cached. */
  function cached(key: string, build: () => Promise<DocumentContent>): Promise<Buffer> {
    const now = Date.now();
    const hit = cache.get(key);
    if (hit && hit.expiresAt > now) return hit.pdf;
    const pdf = build().then((content) => renderPdf(content, new Date()));
    cache.set(key, { expiresAt: now + CACHE_MS, pdf });
    pdf.catch(() => cache.delete(key));
    return pdf;
  }

  const routes: DocumentRoute[] = [
    {
      folder: 'pds',
      pattern: /^([a-z0-9-]+)-pds-([a-z]{2})\.pdf$/,
      summary: 'Product Disclosure Sheet of a product priced online, e.g. pusara-pro-pds-en.pdf',
      build: ([, slug = '', code = '']) => {
        const locale = localeOf(code);
        return [
          `pds:${slug}:${locale}`,
          async () => productDisclosureSheet(locale, await productFacts(slug), issuedOn(locale)),
        ];
      },
    },
    {
      folder: 'product-statement',
      pattern: /^([a-z0-9-]+)-product-statement-([a-z]{2})\.pdf$/,
      summary: 'Product statement, e.g. pusara-pro-product-statement-ms.pdf',
      build: ([, slug = '', code = '']) => {
        const locale = localeOf(code);
        return [
          `statement:${slug}:${locale}`,
          async () => productStatement(locale, await productFacts(slug), issuedOn(locale)),
        ];
      },
    },
    {
      folder: 'privacy-policy',
      pattern: /^privacy_policy_([a-z]{2})\.pdf$/,
      summary: 'The privacy notice (PDPA 2010), privacy_policy_en.pdf or privacy_policy_ms.pdf',
      build: ([, code = '']) => {
        const locale = localeOf(code);
        return [
          `privacy:${locale}`,
          async () =>
            privacyPolicy(locale, {
              operatorName: (await productFacts(brand.flagshipSlug)).operatorName,
              retentionYears: options.retentionYears,
              issuedOn: issuedOn(locale),
            }),
        ];
      },
    },
  ];

  /** The PDF of a file name of one of the routes; null when no route knows the name. */
  async function pdfOf(file: string, folders?: string[]): Promise<Buffer | null> {
    for (const route of routes) {
      if (folders && !folders.includes(route.folder)) continue;
      const match = route.pattern.exec(file);
      if (!match) continue;
      const [key, build] = route.build(match);
      return cached(key, build);
    }
    return null;
  }

  return { routes, cached, pdfOf };
}

export const documentsRoutes: FastifyPluginAsyncTypebox<DocumentsRoutesOptions> = async (app, options) => {
  const { routes, cached } = documentCatalogue(app, options);
  for (const route of routes) {
    app.get(
      `/${route.folder}/:file`,
      {
        config: { rateLimit: options.rateLimit },
        schema: {
          tags: ['documents'],
          summary: route.summary,
          params: FileParams,
          produces: ['application/pdf'],
          response: { 200: Type.Unknown({ description: 'The PDF' }), ...errorResponses(404, 429) },
        },
      },
      async (request, reply) => {
        const match = route.pattern.exec(request.params.file);
        if (!match) throw new AppError(404, 'not_found', 'errors.notFound');
        const [key, build] = route.build(match);
        const pdf = await cached(key, build);
        return reply
          .type('application/pdf')
          .header('content-disposition', `inline; filename="${request.params.file}"`)
          .header('cache-control', 'public, max-age=600')
          .send(pdf);
      },
    );
  }
};

/** Product documents by id: the file name without .pdf, e.g. pusara-pro-pds-en or pusara-pro-product-statement-ms. */
const AttachmentParams = Type.Object({
  id: Type.String({ maxLength: 120, 'x-message': 'errors.notFound' }),
});

export const productAttachmentsRoutes: FastifyPluginAsyncTypebox<DocumentsRoutesOptions> = async (
  app,
  options,
) => {
  const { pdfOf } = documentCatalogue(app, options);
  app.get(
    '/attachments/:id',
    {
      config: { rateLimit: options.rateLimit },
      schema: {
        tags: ['documents'],
        summary: 'A product document by id, e.g. pusara-pro-pds-en or pusara-pro-product-statement-ms',
        params: AttachmentParams,
        produces: ['application/pdf'],
        response: { 200: Type.Unknown({ description: 'The PDF' }), ...errorResponses(404, 429) },
      },
    },
    async (request, reply) => {
      const id = request.params.id.replace(/\.pdf$/, '');
      const pdf = await pdfOf(`${id}.pdf`, ['pds', 'product-statement']);
      if (!pdf) throw new AppError(404, 'not_found', 'errors.notFound');
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="${id}.pdf"`)
        .header('cache-control', 'public, max-age=600')
        .send(pdf);
    },
  );
};
