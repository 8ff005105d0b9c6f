// The funeral-cover demo (demos/api/v1/kubur-pro/): a signed-in member picks a funeral benefit and names the
// beneficiary (a generated quotation), then takes a demo certificate. Never charged. Every read and change is
// the member's own: another member's uuid answers 404 as an unknown one does.
import { randomBytes } from 'node:crypto';
import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { normalizePhone, senToDecimalString, todayIso } from '@teduh/shared/domain';
import { AppError, invalid, type FieldErrors } from '../../lib/errors';
import { errorResponses } from '../../lib/http-schemas';
import {
  KuburProDemoRepository,
  type KuburProDemoRow,
  type KuburProDemoWithHolder,
} from './kubur-pro-demo-repository';
import { COVER_MONTHS, funeralPlanById, funeralPlans, relationships } from './plans';
import { CoverParams, FuneralPlans, KuburProCoverResult, KuburProQuotationBody } from './schemas';

export interface KuburProDemoRoutesOptions {
  rateLimit: RateLimitOptions;
}

const tags = ['demos'];
const member: Record<string, string[]>[] = [{ sessionCookie: [] }, { accessToken: [] }];
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const money = senToDecimalString;

/** `2026-11-26` + 12 months - 1 day = `2027-11-25` (the last day of cover). */
export function coverEndOf(start: string, months: number): string {
  const [year = 0, month = 1, day = 1] = start.split('-').map(Number);
  const end = new Date(Date.UTC(year, month - 1 + months, day - 1));
  return end.toISOString().slice(0, 10);
}

/** Eight letters and digits a person can read out (no 0/O or 1/I). */
function certificateNumber(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const code = [...randomBytes(8)].map((byte) => alphabet[byte % alphabet.length]).join('');
  return `DEMO-KP-${code}`;
}

function view(row: KuburProDemoWithHolder) {
  return {
    uuid: row.id,
    demo: true as const,
    status: row.status,
    holder_name: row.holderName,
    plan: row.planId,
    benefit: money(row.benefitSen),
    monthly_contribution: money(row.monthlyContributionSen),
    charged: money(0),
    beneficiary: {
      name: row.beneficiaryName,
      relationship: row.beneficiaryRelationship,
      phone: row.beneficiaryPhone,
    },
    certificate_number: row.certificateNumber,
    cover_starts_on: row.coverStartsOn,
    cover_ends_on: row.coverEndsOn,
    created_at: row.createdAt.toISOString(),
  };
}

export const kuburProDemoRoutes: FastifyPluginAsyncTypebox<KuburProDemoRoutesOptions> = async (
  app,
  options,
) => {
  const covers = new KuburProDemoRepository(app.db);
  const config = { rateLimit: options.rateLimit };

  async function owned(uuid: string, userId: string): Promise<KuburProDemoWithHolder> {
    const row = uuidPattern.test(uuid) ? await covers.findOwned(uuid, userId) : undefined;
    if (!row) throw new AppError(404, 'not_found', 'kuburProDemo.notFound');
    return row;
  }

  const userOf = (auth: { userId: string } | null): string => {
    if (!auth) throw new AppError(401, 'not_authenticated', 'auth.notAuthenticated');
    return auth.userId;
  };

  app.get(
    '/plans/',
    {
      config,
      schema: {
        tags,
        security: [{}],
        summary: 'The funeral benefits of the demo and their illustrative monthly contribution',
        response: { 200: FuneralPlans, ...errorResponses(429) },
      },
    },
    async () => ({
      data: {
        plans: funeralPlans.map((plan) => ({
          id: plan.id,
          benefit: money(plan.benefitSen),
          monthly_contribution: money(plan.monthlyContributionSen),
        })),
        relationships: [...relationships],
        cover_months: COVER_MONTHS,
      },
    }),
  );

  app.post(
    '/quotations/',
    {
      config,
      onRequest: app.authenticate,
      bodyLimit: 2 * 1024,
      schema: {
        tags,
        security: member,
        body: KuburProQuotationBody,
        summary: 'Generate a funeral-cover demo quotation for the member',
        response: { 201: KuburProCoverResult, ...errorResponses(400, 403) },
      },
    },
    async (request, reply) => {
      const userId = userOf(request.auth);
      const plan = funeralPlanById(request.body.plan);
      const fields: FieldErrors = {};
      const name = request.body.beneficiary.name.trim().replace(/\s+/g, ' ');
      if (name.length < 2) fields['beneficiary.name'] = [{ key: 'kuburProDemo.beneficiaryName' }];
      const phone = normalizePhone(request.body.beneficiary.phone.trim());
      if (!phone) fields['beneficiary.phone'] = [{ key: 'validation.invalidPhone' }];
      if (!plan) fields.plan = [{ key: 'kuburProDemo.plan' }];
      if (!plan || !phone || Object.keys(fields).length > 0) throw invalid(fields);
      const saved = await covers.insert({
        userId,
        planId: plan.id,
        benefitSen: plan.benefitSen,
        monthlyContributionSen: plan.monthlyContributionSen,
        beneficiaryName: name,
        beneficiaryRelationship: request.body.beneficiary.relationship,
        beneficiaryPhone: phone,
      });
      return reply.status(201).send({ data: view(await owned(saved.id, userId)) });
    },
  );

  app.get(
    '/quotations/:uuid/',
    {
      config,
      onRequest: app.authenticate,
      schema: {
        tags,
        security: member,
        params: CoverParams,
        summary: "One of the member's funeral-cover demos (quoted or issued)",
        response: { 200: KuburProCoverResult, ...errorResponses(403, 404) },
      },
    },
    async (request) => ({ data: view(await owned(request.params.uuid, userOf(request.auth))) }),
  );

  app.post(
    '/quotations/:uuid/certificate/',
    {
      config,
      onRequest: app.authenticate,
      schema: {
        tags,
        security: member,
        params: CoverParams,
        summary: 'Issue the demo certificate of a generated quotation (nothing is charged)',
        response: { 200: KuburProCoverResult, ...errorResponses(403, 404, 409) },
      },
    },
    async (request) => {
      const userId = userOf(request.auth);
      const current = await owned(request.params.uuid, userId);
      const start = todayIso();
      const issued: KuburProDemoRow | undefined = await covers.issue(current.id, userId, {
        certificateNumber: certificateNumber(),
        coverStartsOn: start,
        coverEndsOn: coverEndOf(start, COVER_MONTHS),
      });
      if (!issued) throw new AppError(409, 'already_issued', 'kuburProDemo.alreadyIssued');
      return { data: view({ ...issued, holderName: current.holderName }) };
    },
  );

  app.get(
    '/certificates/:uuid/',
    {
      config,
      onRequest: app.authenticate,
      schema: {
        tags,
        security: member,
        params: CoverParams,
        summary: "One of the member's issued demo certificates (404 while only quoted)",
        response: { 200: KuburProCoverResult, ...errorResponses(403, 404) },
      },
    },
    async (request) => {
      const row = await owned(request.params.uuid, userOf(request.auth));
      if (row.status !== 'issued') throw new AppError(404, 'not_found', 'kuburProDemo.notFound');
      return { data: view(row) };
    },
  );
};
