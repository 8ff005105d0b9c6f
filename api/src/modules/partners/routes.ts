// partners/api/v1: the partners (public), the eligibility check, the member's partner quotations (create, list,
// read, change, rate, submit; another member's is a 404), and partner staff's roster upload and monthly
// statement (JSON and CSV), each scoped to the staff member's own partner (any other partner is a 404).
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { RateLimitOptions } from '@fastify/rate-limit';
import { stringify } from 'csv-stringify/sync';
import { fileTypeFromBuffer } from 'file-type/core';
import { AppError } from '../../lib/errors';
import { errorResponses } from '../../lib/http-schemas';
import { translate } from '../../lib/i18n';
import { ineligibleMessages } from './partners-service';
import {
  EligibilityQuery,
  EligibilityResult,
  PartnerList,
  PartnerQuotationList,
  PartnerQuotationResult,
  PartnerResult,
  QuotationCreateBody,
  QuotationListQuery,
  QuotationParams,
  QuotationPatchBody,
  RateResult,
  RosterResult,
  SlugParams,
  StatementParams,
  StatementResult,
  SubmitBody,
} from './schemas';
import {
  statementCsvColumns,
  toPartner,
  toPartnerQuotation,
  toPaymentSchedule,
  toRosterReport,
  toStatement,
} from './views';
import { charityPartnerSlug } from './partners-seed';

const tags = ['partners'];
const security: Record<string, string[]>[] = [{ sessionCookie: [] }, { accessToken: [] }];
const MAX_ROSTER_BYTES = 5 * 1024 * 1024;

export interface PartnersRoutesOptions {
  rateLimit: RateLimitOptions;
}

export const partnersRoutes: FastifyPluginAsyncTypebox<PartnersRoutesOptions> = async (app, options) => {
  // A roster is sent as the body itself (text/csv), read as bytes and checked by content before parsing.
  app.addContentTypeParser(
    'text/csv',
    { parseAs: 'buffer', bodyLimit: MAX_ROSTER_BYTES },
    (_request, body, done) => done(null, body),
  );

  app.get(
    '/partners/',
    {
      config: { rateLimit: options.rateLimit },
      schema: {
        tags,
        summary: 'The partners who sponsor cover: sums, who qualifies (in the request language), branding',
        response: { 200: PartnerList, ...errorResponses(429) },
      },
    },
    async (request) => ({
      data: (await app.partners.listPartners()).map((partner) => toPartner(partner, request.locale)),
    }),
  );

  app.get(
    '/partners/:slug/',
    {
      config: { rateLimit: options.rateLimit },
      schema: {
        tags,
        summary: 'One partner',
        params: SlugParams,
        response: { 200: PartnerResult, ...errorResponses(400, 404, 429) },
      },
    },
    async (request) => ({
      data: toPartner(await app.partners.partner(request.params.slug), request.locale),
    }),
  );

  app.get(
    '/check-eligibility/employee-benefit/',
    {
      onRequest: app.authenticate,
      config: { rateLimit: options.rateLimit },
      schema: {
        tags,
        summary: 'Is the member sponsored by the partner (?id=slug, the charity partner when absent)?',
        description:
          'Needs eKYC accepted and a verified NRIC. The roster the partner uploaded, or the partner’s own ' +
          'eligibility API, is asked by the NRIC. 503 partner_unavailable when the partner cannot answer.',
        security,
        querystring: EligibilityQuery,
        response: { 200: EligibilityResult, ...errorResponses(400, 403, 404, 409, 429, 503) },
      },
    },
    async (request) => {
      const userId = request.auth!.userId;
      const outcome = await app.partners.checkEligibility(userId, request.query.id ?? charityPartnerSlug);
      const [existing] = await app.partners.list(userId, outcome.partner.slug);
      return {
        data: {
          partner: toPartner(outcome.partner, request.locale),
          eligible: outcome.eligible,
          reason: outcome.eligible ? null : outcome.reason,
          detail: outcome.eligible
            ? null
            : translate(request.locale, ineligibleMessages[outcome.reason], {
                partner: outcome.partner.name,
              }),
          eligibility: outcome.eligible ? outcome.eligibility : null,
          quotation: existing ? { uuid: existing.row.id, state: existing.row.state } : null,
        },
      };
    },
  );

  app.post(
    '/quotations/',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Create the member’s partner quotation: the partner’s sum, eligibility asked again',
        description:
          'Body: partner (slug), plan (2), sum (the partner’s, e.g. 50000), eligibility (ignored: asked ' +
          'again). One per person and partner (409 partner_quotation_exists); 403 not_eligible says why.',
        security,
        body: QuotationCreateBody,
        response: { 201: PartnerQuotationResult, ...errorResponses(400, 403, 404, 409, 503) },
      },
    },
    async (request, reply) => {
      const view = await app.partners.create(request.auth!.userId, request.body);
      reply.code(201);
      return { data: toPartnerQuotation(view) };
    },
  );

  app.get(
    '/quotations/',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'The member’s partner quotations (?partner=slug), latest first',
        security,
        querystring: QuotationListQuery,
        response: { 200: PartnerQuotationList, ...errorResponses(400, 404) },
      },
    },
    async (request) => ({
      data: (await app.partners.list(request.auth!.userId, request.query.partner)).map(toPartnerQuotation),
    }),
  );

  app.get(
    '/quotations/:uuid/',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'One of the member’s partner quotations',
        security,
        params: QuotationParams,
        response: { 200: PartnerQuotationResult, ...errorResponses(400, 404) },
      },
    },
    async (request) => ({
      data: toPartnerQuotation(await app.partners.byId(request.auth!.userId, request.params.uuid)),
    }),
  );

  app.patch(
    '/quotations/:uuid/',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Change a pending partner quotation: contribution_term (year), referral_code',
        security,
        params: QuotationParams,
        body: QuotationPatchBody,
        response: { 200: PartnerQuotationResult, ...errorResponses(400, 404, 409) },
      },
    },
    async (request) => ({
      data: toPartnerQuotation(
        await app.partners.patch(request.auth!.userId, request.params.uuid, request.body),
      ),
    }),
  );

  app.post(
    '/quotations/:uuid/rate/',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'The payment schedule: the partner pays standard_premium_amount yearly, the member nothing',
        security,
        params: QuotationParams,
        response: { 200: RateResult, ...errorResponses(400, 404) },
      },
    },
    async (request) => ({
      data: toPaymentSchedule(await app.partners.rate(request.auth!.userId, request.params.uuid)),
    }),
  );

  app.post(
    '/quotations/:uuid/submit/',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Submit: contribution_term (yearly), submit, optional referral_code',
        description:
          'submit false keeps the term and answers the payment schedule. submit true needs the terms accepted ' +
          'and accepted health answers on the flagship quotation; the sponsored certificate is issued at once ' +
          '(state published), named for the partner; the member pays nothing.',
        security,
        params: QuotationParams,
        body: SubmitBody,
        response: { 200: RateResult, ...errorResponses(400, 403, 404, 409, 503) },
      },
    },
    async (request) => ({
      data: toPaymentSchedule(
        await app.partners.submit(request.auth!.userId, request.params.uuid, request.body),
      ),
    }),
  );

  // Partner staff ------------------------------------------------------------------------------------------------

  app.post(
    '/staff/:slug/roster/',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Partner staff: upload the roster (text/csv: nric, full_name, member_ref)',
        description:
          'The file replaces the roster. Good lines are listed, bad ones reported line by line; people no ' +
          'longer named are taken off (their certificates stay in force; participant and partner are told).',
        security,
        consumes: ['text/csv'],
        params: SlugParams,
        response: { 201: RosterResult, ...errorResponses(400, 404, 409, 413, 415) },
      },
    },
    async (request, reply) => {
      const partner = await app.partners.partnerOfStaff(request.auth!.userId, request.params.slug);
      const file = request.body;
      if (!Buffer.isBuffer(file) || file.length === 0) {
        throw new AppError(400, 'roster_empty', 'partners.rosterEmpty');
      }
      // A spreadsheet, archive or image sent as text/csv is refused by what it is, not by what it claims.
      if ((await fileTypeFromBuffer(file)) || file.includes(0)) {
        throw new AppError(415, 'roster_unreadable', 'partners.rosterUnreadable');
      }
      const report = await app.partners.uploadRoster(request.auth!.userId, partner, file);
      reply.code(201);
      return { data: toRosterReport(report, request.locale) };
    },
  );

  app.get(
    '/staff/:slug/statements/:month/',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary:
          'Partner staff: the monthly statement (YYYY-MM) of sponsored certificates and contributions due',
        security,
        params: StatementParams,
        response: { 200: StatementResult, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const partner = await app.partners.partnerOfStaff(request.auth!.userId, request.params.slug);
      return { data: toStatement(await app.partners.statement(partner, request.params.month)) };
    },
  );

  app.get(
    '/staff/:slug/statements/:month/csv/',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Partner staff: the monthly statement as CSV',
        security,
        params: StatementParams,
        produces: ['text/csv'],
        response: {
          200: Type.String({ description: 'The statement, CSV with a header line' }),
          ...errorResponses(400, 404),
        },
      },
    },
    async (request, reply) => {
      const partner = await app.partners.partnerOfStaff(request.auth!.userId, request.params.slug);
      const statement = toStatement(await app.partners.statement(partner, request.params.month));
      const csv = stringify(
        [
          ...statement.lines.map((line) => statementCsvColumns.map((column) => String(line[column]))),
          ['TOTAL', '', '', '', '', '', '', '', statement.contributions_due, ''],
        ],
        { header: true, columns: [...statementCsvColumns] },
      );
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="statement-${partner.slug}-${request.params.month}.csv"`,
        )
        .send(csv);
    },
  );
};
