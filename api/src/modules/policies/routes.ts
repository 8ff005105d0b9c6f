// policy/api/v1/policies (the member's certificates: list, detail, documents, the PDF, cancellation) and
// staff/api/v1/certificates (rescind). Every member route checks ownership: another member's certificate is a 404.
// The calls the older generation shares are registrars (`policyDetailRoute(app, url, doc)`), which modules/legacy
// also registers under api/policies/.
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AppError } from '../../lib/errors';
import { errorResponses } from '../../lib/http-schemas';
import { translate, type Locale } from '../../lib/i18n';
import type { RouteApp, RouteDoc } from '../../lib/route-doc';
import type { CertificateRow } from '../certificates/certificates-service';
import {
  AttachmentList,
  CancelBody,
  PolicyList,
  PolicyListQuery,
  PolicyParams,
  PolicyResult,
  RescindBody,
} from '../certificates/schemas';
import { readCancelReason } from '../servicing/cancel-reason';
import { toPolicyDetail, toPolicySummary } from './views';

const defaultTags = ['certificates'];
const security: Record<string, string[]>[] = [{ sessionCookie: [] }, { accessToken: [] }];

/** The member's certificate, or 404 (another member's included). */
export async function ownedCertificate(app: RouteApp, userId: string, id: string) {
  const row = await app.certificates.byId(id, userId);
  if (!row) throw new AppError(404, 'not_found', 'certificates.notFound');
  return row;
}

/** A certificate's full view: details, benefits, schedule, contributions and refunds. */
export async function presentPolicy(app: RouteApp, row: CertificateRow, locale: Locale) {
  const [product, contributions, refunds, address] = await Promise.all([
    app.certificates.productOf(row.productId),
    app.certificates.contributionsOf(row.id),
    app.certificates.refundsOf(row.id),
    row.holder.address ?? app.certificates.applicationAddressOf(row),
  ]);
  return toPolicyDetail(
    { ...row, holder: { ...row.holder, address } },
    product.name,
    contributions,
    refunds,
    locale,
  );
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
        description:
          "reason is a value of utils/get-choices/policy-cancel-reasons; other needs reason_text (the member's words).",
        security,
        body: CancelBody,
        response: { 200: PolicyResult, ...errorResponses(400, 403, 404, 409, 429) },
      },
    },
    async (request) => {
      const reason = readCancelReason(request.body.reason, request.body.reason_text);
      const row = await app.certificates.cancel(request.auth!.userId, request.body.certificate, reason);
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
