// The policy vault: `policy/api/v1/general-policies/` (create, read, update, delete; attachments at
// .../{uuid}/attachments/ and .../{attachment}/; the reader, the coverage summary and suggested insurance) and
// the older generation's simple policies (`api/simple-policies/`, registered by modules/legacy through the same
// registrars). Every route is the signed-in member's own: another member's policy or document is a 404.
import multipart from '@fastify/multipart';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { senToDecimalString, todayIso } from '@teduh/shared/domain';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors';
import { errorResponses, NoContent } from '../../lib/http-schemas';
import { translate, type Locale } from '../../lib/i18n';
import type { RouteApp, RouteDoc } from '../../lib/route-doc';
import { daysBetween, isInForce } from './coverage';
import {
  AttachmentList,
  AttachmentParams,
  AttachmentResult,
  CoverageSummaryResult,
  PolicyBody,
  PolicyListQuery,
  PolicyPage,
  PolicyParams,
  PolicyResult,
  ReaderResult,
  SuggestedInsuranceResult,
} from './schemas';
import type { VaultAttachmentRow, VaultPolicyWithInsurer } from './vault-repository';

const defaultTags = ['vault'];
const security: Record<string, string[]>[] = [{ sessionCookie: [] }, { accessToken: [] }];
const money = senToDecimalString;
const newerBase = '/policy/api/v1/general-policies';

function formatBytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${Math.round(bytes / (1024 * 1024))} MB` : `${Math.round(bytes / 1024)} KB`;
}

export function toAttachmentView(row: VaultAttachmentRow) {
  return {
    uuid: row.id,
    file_name: row.fileName,
    content_type: row.contentType,
    size: row.sizeBytes,
    created_at: row.createdAt.toISOString(),
    url: `${newerBase}/${row.policyId}/attachments/${row.id}/`,
  };
}

export function toPolicyView(row: VaultPolicyWithInsurer, today = todayIso()) {
  const status = isInForce(row, today)
    ? ('in_force' as const)
    : row.startDate > today
      ? ('not_started' as const)
      : ('expired' as const);
  return {
    uuid: row.id,
    product: row.product,
    policy_number: row.policyNumber,
    insurer: row.insurerId !== null && row.insurerName ? { id: row.insurerId, name: row.insurerName } : null,
    insurer_other: row.insurerOther,
    insurer_name: row.insurerName ?? row.insurerOther ?? '',
    type: row.type,
    coverage_amount: money(row.coverageSen),
    start_date: row.startDate,
    expiry_date: row.expiryDate,
    status,
    days_to_expiry: row.expiryDate ? daysBetween(today, row.expiryDate) : null,
    attachments_count: row.attachmentCount,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

async function presentPolicy(app: RouteApp, userId: string, row: VaultPolicyWithInsurer) {
  const attachments = await app.vault.repository.attachmentsOf(row.id, userId);
  return { ...toPolicyView(row), attachments: attachments.map(toAttachmentView) };
}

/** Multipart for the upload routes of a plugin, unless an outer context parses it already. */
export async function withMultipart(app: RouteApp): Promise<void> {
  if (!app.hasContentTypeParser('multipart/form-data')) {
    await app.register(multipart, { throwFileSizeLimit: true });
  }
}

/** The one file of an upload, in the `document` field. */
async function readDocument(
  app: RouteApp,
  request: FastifyRequest,
): Promise<{ data: Buffer; fileName: string | undefined }> {
  if (!request.isMultipart()) throw new AppError(415, 'unsupported_media_type', 'vault.notMultipart');
  const maxBytes = app.vault.maxDocumentBytes;
  let found: { data: Buffer; fileName: string | undefined } | null = null;
  try {
    const parts = request.parts({
      limits: { fileSize: maxBytes, files: 1, fields: 2, parts: 3, fieldSize: 256 },
    });
    for await (const part of parts) {
      if (part.type === 'field') continue;
      if (part.fieldname !== 'document') {
        await part.toBuffer();
        throw new AppError(400, 'invalid', 'vault.documentOneFile', {
          fields: { [part.fieldname]: [{ key: 'vault.documentOneFile' }] },
        });
      }
      try {
        found = { data: await part.toBuffer(), fileName: part.filename };
      } catch (error) {
        if (error instanceof app.multipartErrors.RequestFileTooLargeError) {
          const ref = { key: 'vault.documentTooLarge' as const, params: { max: formatBytes(maxBytes) } };
          throw new AppError(413, 'file_too_large', ref, { fields: { document: [ref] } });
        }
        throw error;
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (
      error instanceof app.multipartErrors.FilesLimitError ||
      error instanceof app.multipartErrors.PartsLimitError ||
      error instanceof app.multipartErrors.FieldsLimitError
    ) {
      throw new AppError(400, 'invalid', 'vault.documentOneFile');
    }
    request.log.info({ err: error }, 'unreadable multipart body');
    throw new AppError(400, 'malformed_body', 'errors.malformedBody');
  }
  if (!found || found.data.length === 0) {
    throw new AppError(400, 'invalid', 'vault.documentRequired', {
      fields: { document: [{ key: 'vault.documentRequired' }] },
    });
  }
  return found;
}

/** The member's recorded policies, newest first, by page (?limit=&offset=). */
export function vaultListRoute(app: RouteApp, url: string, doc: RouteDoc = {}) {
  app.get(
    url,
    {
      onRequest: app.authenticate,
      schema: {
        tags: doc.tags ?? defaultTags,
        deprecated: doc.deprecated,
        summary: "The member's recorded policies, newest first (limit, offset)",
        security,
        querystring: PolicyListQuery,
        response: { 200: PolicyPage, ...errorResponses(400, 403) },
      },
    },
    async (request) => {
      const { total, rows } = await app.vault.list(request.auth!.userId, request.query);
      const today = todayIso();
      return { data: { count: total, results: rows.map((row) => toPolicyView(row, today)) } };
    },
  );
}

/** Records a policy the member holds elsewhere (the policy-add form). */
export function vaultCreateRoute(app: RouteApp, url: string, doc: RouteDoc = {}) {
  app.post(
    url,
    {
      onRequest: app.authenticate,
      bodyLimit: 8 * 1024,
      schema: {
        tags: doc.tags ?? defaultTags,
        deprecated: doc.deprecated,
        summary:
          'Record a policy: product, policy number, insurer (or other), type, coverage, start and expiry',
        security,
        body: PolicyBody,
        response: { 201: PolicyResult, ...errorResponses(400, 403, 409) },
      },
    },
    async (request, reply) => {
      const userId = request.auth!.userId;
      const row = await app.vault.create(userId, request.body);
      return reply.status(201).send({ data: await presentPolicy(app, userId, row) });
    },
  );
}

/** One recorded policy with its documents. `url` has `:uuid`. */
export function vaultDetailRoute(app: RouteApp, url: string, doc: RouteDoc = {}) {
  app.get(
    url,
    {
      onRequest: app.authenticate,
      schema: {
        tags: doc.tags ?? defaultTags,
        deprecated: doc.deprecated,
        summary: 'One recorded policy with its documents',
        security,
        params: PolicyParams,
        response: { 200: PolicyResult, ...errorResponses(400, 403, 404) },
      },
    },
    async (request) => {
      const userId = request.auth!.userId;
      return { data: await presentPolicy(app, userId, await app.vault.get(userId, request.params.uuid)) };
    },
  );
}

/** Edits a recorded policy: the fields sent change, the others stay. `url` has `:uuid`. */
export function vaultUpdateRoute(app: RouteApp, url: string, doc: RouteDoc = {}) {
  app.patch(
    url,
    {
      onRequest: app.authenticate,
      bodyLimit: 8 * 1024,
      schema: {
        tags: doc.tags ?? defaultTags,
        deprecated: doc.deprecated,
        summary: 'Edit a recorded policy (the fields sent)',
        security,
        params: PolicyParams,
        body: PolicyBody,
        response: { 200: PolicyResult, ...errorResponses(400, 403, 404) },
      },
    },
    async (request) => {
      const userId = request.auth!.userId;
      const row = await app.vault.update(userId, request.params.uuid, request.body);
      return { data: await presentPolicy(app, userId, row) };
    },
  );
}

/** Deletes a recorded policy and its documents. `url` has `:uuid`. */
export function vaultDeleteRoute(app: RouteApp, url: string, doc: RouteDoc = {}) {
  app.delete(
    url,
    {
      onRequest: app.authenticate,
      schema: {
        tags: doc.tags ?? defaultTags,
        deprecated: doc.deprecated,
        summary: 'Delete a recorded policy and its documents',
        security,
        params: PolicyParams,
        response: { 200: NoContent, ...errorResponses(400, 403, 404) },
      },
    },
    async (request) => {
      await app.vault.delete(request.auth!.userId, request.params.uuid);
      return { data: {} };
    },
  );
}

/** Reads a policy document (text PDF, scan or photo) and answers its fields to prefill the form; nothing is saved. */
export function vaultReaderRoute(app: RouteApp, url: string, doc: RouteDoc = {}) {
  app.post(
    url,
    {
      onRequest: app.authenticate,
      config: { rateLimit: app.authRateLimit },
      schema: {
        tags: doc.tags ?? defaultTags,
        deprecated: doc.deprecated,
        summary: 'Read a policy document to prefill the policy-add form; nothing is saved',
        description:
          'multipart/form-data: document (PDF, JPEG or PNG, checked by content). A PDF with text is read from ' +
          'its text; a photo, or a PDF of scanned pages, by OCR in English and Malay. A document in which ' +
          'nothing can be read answers 400 document_unreadable; 503 reader_busy when too many are being read.',
        consumes: ['multipart/form-data'],
        security,
        response: { 200: ReaderResult, ...errorResponses(400, 403, 413, 415, 429, 503) },
      },
    },
    async (request) => {
      const { data } = await readDocument(app, request);
      const read = await app.vault.read(data);
      const fields = {
        product: read.product,
        policy_number: read.policyNumber,
        insurer: read.insurerId,
        type: read.type,
        coverage_amount: read.coverageSen === null ? null : money(read.coverageSen),
        start_date: read.startDate,
        expiry_date: read.expiryDate,
      };
      return {
        data: {
          ...fields,
          found: Object.entries(fields)
            .filter(([, value]) => value !== null)
            .map(([name]) => name),
        },
      };
    },
  );
}

const typeLabel = (locale: Locale, type: string) => translate(locale, `vault.type.${type}` as never);

/** Cover by type (recorded policies in force and Teduh certificates), and what ends within 60 days. */
export function vaultCoverageSummaryRoute(app: RouteApp, url: string, doc: RouteDoc = {}) {
  app.get(
    url,
    {
      onRequest: app.authenticate,
      schema: {
        tags: doc.tags ?? defaultTags,
        deprecated: doc.deprecated,
        summary:
          'Total cover by type across recorded policies and Teduh certificates; expiries within 60 days',
        security,
        response: { 200: CoverageSummaryResult, ...errorResponses(403) },
      },
    },
    async (request) => {
      const summary = await app.vault.summary(request.auth!.userId);
      return {
        data: {
          today: summary.today,
          total_cover: money(summary.totalSen),
          by_type: summary.totals.map((total) => ({
            type: total.type,
            label: typeLabel(request.locale, total.type),
            recorded: money(total.recordedSen),
            teduh: money(total.teduhSen),
            total: money(total.totalSen),
            policies: total.policies,
          })),
          expiring: summary.expiring.map(({ policy, daysLeft }) => ({
            uuid: policy.id,
            product: policy.product,
            policy_number: policy.policyNumber,
            insurer_name: policy.insurerName,
            type: policy.type,
            expiry_date: policy.expiryDate!,
            days_left: daysLeft,
          })),
          teduh_certificates: summary.certificates.map((certificate) => ({
            uuid: certificate.id,
            number: certificate.number,
            product: certificate.productName,
            sum_covered: money(certificate.sumCoveredSen),
            next_renewal_date: certificate.nextRenewalDate,
          })),
        },
      };
    },
  );
}

/** Insurance suggested from the gap between the vault and the member's latest needs-test result, with reasons. */
export function vaultSuggestedInsuranceRoute(app: RouteApp, url: string, doc: RouteDoc = {}) {
  app.get(
    url,
    {
      onRequest: app.authenticate,
      schema: {
        tags: doc.tags ?? defaultTags,
        deprecated: doc.deprecated,
        summary: "Suggested insurance: the vault's cover against the latest needs-test result, with reasons",
        security,
        response: { 200: SuggestedInsuranceResult, ...errorResponses(403) },
      },
    },
    async (request) => {
      const { needsTest, suggestions } = await app.vault.suggestions(request.auth!.userId);
      return {
        data: {
          needs_test: needsTest
            ? { uuid: needsTest.uuid, created_at: needsTest.createdAt.toISOString() }
            : null,
          suggestions: suggestions.map((suggestion) => ({
            type: suggestion.type,
            label: typeLabel(request.locale, suggestion.type),
            amount: suggestion.amountSen === null ? null : money(suggestion.amountSen),
            product: suggestion.product,
            monthly_contribution: suggestion.monthlySen === null ? null : money(suggestion.monthlySen),
            reasons: suggestion.reasons.map((reason) => translate(request.locale, reason.key, reason.params)),
          })),
        },
      };
    },
  );
}

/** policy/api/v1/general-policies/ */
export const vaultRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await withMultipart(app);
  const tags = defaultTags;
  vaultListRoute(app, '/');
  vaultCreateRoute(app, '/');
  vaultReaderRoute(app, '/reader/');
  vaultCoverageSummaryRoute(app, '/coverage-summary/');
  vaultSuggestedInsuranceRoute(app, '/suggested-insurance/');
  vaultDetailRoute(app, '/:uuid/');
  vaultUpdateRoute(app, '/:uuid/');
  vaultDeleteRoute(app, '/:uuid/');

  app.get(
    '/:uuid/attachments/',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "A recorded policy's documents",
        security,
        params: PolicyParams,
        response: { 200: AttachmentList, ...errorResponses(400, 403, 404) },
      },
    },
    async (request) => ({
      data: (await app.vault.attachments(request.auth!.userId, request.params.uuid)).map(toAttachmentView),
    }),
  );

  app.post(
    '/:uuid/attachments/',
    {
      onRequest: app.authenticate,
      config: { rateLimit: app.authRateLimit },
      schema: {
        tags,
        summary: 'Attach a document (PDF, JPEG or PNG, checked by content) to a recorded policy',
        consumes: ['multipart/form-data'],
        security,
        params: PolicyParams,
        response: { 201: AttachmentResult, ...errorResponses(400, 403, 404, 409, 413, 415, 429) },
      },
    },
    async (request, reply) => {
      const userId = request.auth!.userId;
      // Ownership before reading the upload: another member's policy is a 404 whatever is sent.
      await app.vault.get(userId, request.params.uuid);
      const file = await readDocument(app, request);
      const row = await app.vault.attach(userId, request.params.uuid, file);
      return reply.status(201).send({ data: toAttachmentView(row) });
    },
  );

  app.get(
    '/:uuid/attachments/:attachment/',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Download a document (the owner only)',
        security,
        params: AttachmentParams,
        produces: ['application/pdf', 'image/jpeg', 'image/png'],
        response: { 200: Type.Unknown({ description: 'The file' }), ...errorResponses(400, 403, 404) },
      },
    },
    async (request, reply) => {
      const { row, data } = await app.vault.document(
        request.auth!.userId,
        request.params.uuid,
        request.params.attachment,
      );
      reply.header('content-type', row.contentType);
      reply.header('content-disposition', `attachment; filename="${row.fileName}"`);
      reply.header('cache-control', 'private, no-store');
      reply.header('x-content-type-options', 'nosniff');
      return reply.send(data);
    },
  );

  app.delete(
    '/:uuid/attachments/:attachment/',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Delete a document',
        security,
        params: AttachmentParams,
        response: { 200: NoContent, ...errorResponses(400, 403, 404) },
      },
    },
    async (request) => {
      await app.vault.detach(request.auth!.userId, request.params.uuid, request.params.attachment);
      return { data: {} };
    },
  );
};
