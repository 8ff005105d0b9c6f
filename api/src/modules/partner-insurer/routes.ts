// The partner plans' routes, newer generation under partners/api/v1/{medical,life}/ and older under
// api/{emedic,elife}/ (contract 7.3: "Medical plan partner flow", "Life plan partner flow"): the same
// registrars with two path tables, so both generations run one implementation. The partner's signed
// backend-response callback, the member's partner policies and the life plan's feature flag are shared.
import type { RateLimitOptions } from '@fastify/rate-limit';
import {
  Type,
  type FastifyPluginAsyncTypebox,
  type TypeBoxTypeProvider,
} from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PartnerProductKind } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { errorResponses } from '../../lib/http-schemas';
import type { RouteApp } from '../../lib/route-doc';
import { PartnerCallback, verifyPartnerSignature } from './partner-client';
import {
  ApplicationBody,
  ApplicationPatch,
  DobQuery,
  LocaleQuery,
  QuoteBody,
  SubmitBody,
  TermsQuery,
  UuidParams,
} from './schemas';
import { applicationView } from './views';

/** The paths of one generation; `:uuid` is our application's id. */
export interface PlanPaths {
  quote: string;
  underwritings: string;
  terms: string;
  states: string;
  countries: string;
  banks: string;
  relationships: string;
  create: string;
  application: string;
  submit: string;
  initiatePayment: string;
  payment: string;
  paymentReturn: string;
}

const newerPaths: PlanPaths = {
  quote: '/quote/',
  underwritings: '/underwritings/',
  terms: '/tcs/',
  states: '/states/',
  countries: '/countries/',
  banks: '/banks/',
  relationships: '/beneficiary-relationships/',
  create: '/applications/',
  application: '/applications/:uuid/',
  submit: '/applications/:uuid/submit/',
  initiatePayment: '/applications/:uuid/initiate-payment/',
  payment: '/applications/:uuid/payment/',
  paymentReturn: '/applications/:uuid/payment-return/',
};

const olderPaths: PlanPaths = {
  quote: '/quote/',
  underwritings: '/get-underwritings/',
  terms: '/get-tcs/',
  states: '/states/',
  countries: '/countries/',
  banks: '/banks/',
  relationships: '/beneficiary-relationships/',
  create: '/create/',
  application: '/:uuid/',
  submit: '/:uuid/submit/',
  initiatePayment: '/:uuid/initiate-payment/',
  payment: '/payment/:uuid/',
  paymentReturn: '/:uuid/payment-return/',
};

/** The plans of this registrar; personal accident has its own calls (accident-routes.ts). */
type PlanKind = Exclude<PartnerProductKind, 'accident'>;

/** The web pages of each plan (spec: partner success pages). */
const webPages: Record<PlanKind, string> = { medical: '/axa-emedic', life: '/axa-elife' };
const apiPrefixes: Record<PlanKind, string> = {
  medical: '/partners/api/v1/medical',
  life: '/partners/api/v1/life',
};

/** A visitor, or a member by session cookie or access token. */
export const security: Record<string, string[]>[] = [{}, { sessionCookie: [] }, { accessToken: [] }];

/** Success answers: `{ data }` (shapes in views.ts and the service). */
const Data = Type.Object({ data: Type.Unknown() });
export const ok = { 200: Data, 201: Data, 202: Data };

export interface PlanRoutesOptions {
  kind: PlanKind;
  paths: 'newer' | 'older';
  rateLimit: RateLimitOptions;
}

/** The access key a visitor's application answered with at its creation, sent back as `?key=`. */
export function accessKeyOf(request: FastifyRequest): string | undefined {
  const { key } = request.query as { key?: unknown };
  return typeof key === 'string' ? key : undefined;
}

/** The signed-in member, when the request carries a credential; a visitor otherwise (null). */
export async function memberOf(
  app: RouteApp,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<string | null> {
  if (!request.headers.authorization && !request.session.get('access')) return null;
  await app.authenticate(request, reply);
  return request.auth?.userId ?? null;
}

export const partnerPlanRoutes: FastifyPluginAsyncTypebox<PlanRoutesOptions> = async (app, options) => {
  const { kind } = options;
  const paths = options.paths === 'newer' ? newerPaths : olderPaths;
  const service = app.partnerInsurer;
  const tags = options.paths === 'newer' ? ['partner-plans'] : ['legacy'];
  const deprecated = options.paths === 'older' ? true : undefined;
  const config = { rateLimit: options.rateLimit };
  const apiBase = (request: FastifyRequest) =>
    app.config.accounts.apiPublicUrl ?? `${request.protocol}://${request.host}`;

  app.post(
    paths.quote,
    {
      config,
      schema: {
        tags,
        deprecated,
        summary:
          'Plans and prices for a gender and date of birth (monthly_price: cashless when a deductible applies)',
        body: QuoteBody,
        response: { ...ok, ...errorResponses(400, 404, 503) },
      },
    },
    async (request) => ({
      data: await service.quote(kind, {
        gender: request.body.gender,
        dob: request.body.dob,
        key: `${request.id}`,
      }),
    }),
  );

  app.get(
    paths.underwritings,
    {
      config,
      schema: {
        tags,
        deprecated,
        summary: 'Underwriting questions for a date of birth',
        querystring: DobQuery,
      },
    },
    async (request) => ({ data: await service.underwritings(kind, request.query.dob) }),
  );

  app.get(
    paths.terms,
    {
      config,
      schema: {
        tags,
        deprecated,
        summary: 'Terms of the plan of an annual limit (sen)',
        querystring: TermsQuery,
      },
    },
    async (request) => ({ data: await service.terms(kind, request.query.annual_limit) }),
  );

  const lists: ('states' | 'countries' | 'banks' | 'relationships')[] = ['states', 'countries', 'banks'];
  if (kind === 'life') lists.push('relationships');
  for (const name of lists) {
    app.get(
      paths[name],
      { config, schema: { tags, deprecated, summary: `The partner's ${name}` } },
      async () => ({ data: await service.referenceList(kind, name) }),
    );
  }

  app.post(
    paths.create,
    {
      config,
      schema: {
        tags,
        deprecated,
        security,
        summary:
          'Save an application and send it to the partner (201); a partner that is down leaves it saved (202, awaiting_partner)',
        body: ApplicationBody,
        response: { ...ok, ...errorResponses(400, 403, 404, 409, 503) },
      },
    },
    async (request, reply) => {
      const userId = await memberOf(app, request, reply);
      const row = await service.create(kind, userId, request.body, request.locale);
      // A visitor's application opens again only with its key (kept by the page for the tab).
      const access = userId === null ? { access_key: service.accessKey(row.id) } : {};
      return reply
        .status(row.status === 'saved' ? 202 : 201)
        .send({ data: { ...applicationView(row), ...access } });
    },
  );

  app.get(
    paths.application,
    {
      config,
      schema: {
        tags,
        deprecated,
        security,
        summary: 'An application, read again at the partner',
        params: UuidParams,
      },
    },
    async (request, reply) => {
      const userId = await memberOf(app, request, reply);
      await service.checkAccess(request.params.uuid, userId, accessKeyOf(request));
      const row = await service.owned(request.params.uuid, userId, kind);
      return { data: applicationView(await service.refresh(row)) };
    },
  );

  app.patch(
    paths.application,
    {
      config,
      schema: {
        tags,
        deprecated,
        security,
        summary: 'Change a saved or draft application (a saved one is sent to the partner again)',
        params: UuidParams,
        body: ApplicationPatch,
      },
    },
    async (request, reply) => {
      const userId = await memberOf(app, request, reply);
      await service.checkAccess(request.params.uuid, userId, accessKeyOf(request));
      const row = await service.patch(request.params.uuid, userId, kind, request.body);
      return { data: applicationView(row) };
    },
  );

  app.post(
    paths.submit,
    {
      config,
      schema: {
        tags,
        deprecated,
        security,
        summary:
          'Submit the underwriting answers and accepted terms; the partner approves, refers or declines',
        params: UuidParams,
        body: SubmitBody,
      },
    },
    async (request, reply) => {
      const userId = await memberOf(app, request, reply);
      await service.checkAccess(request.params.uuid, userId, accessKeyOf(request));
      const row = await service.submit(request.params.uuid, userId, kind, request.body);
      return reply.status(row.status === 'saved' || row.status === 'submitting' ? 202 : 200).send({
        data: applicationView(row),
      });
    },
  );

  app.post(
    paths.initiatePayment,
    {
      config,
      schema: {
        tags,
        deprecated,
        security,
        summary: "Start the payment at the partner's gateway: send the buyer to payment_url",
        params: UuidParams,
        querystring: LocaleQuery,
      },
    },
    async (request, reply) => {
      const userId = await memberOf(app, request, reply);
      await service.checkAccess(request.params.uuid, userId, accessKeyOf(request));
      const locale = request.query.locale === 'ms' || request.locale === 'ms' ? 'ms' : 'en';
      const base = apiBase(request);
      const { row, paymentUrl } = await service.initiatePayment(
        request.params.uuid,
        userId,
        kind,
        (id) => `${base}${apiPrefixes[kind]}/applications/${id}/payment-return/?locale=${locale}`,
      );
      return { data: { ...applicationView(row), payment_url: paymentUrl } };
    },
  );

  app.get(
    paths.payment,
    {
      config,
      schema: {
        tags,
        deprecated,
        security,
        summary: "The application's payment, read at the partner",
        params: UuidParams,
      },
    },
    async (request, reply) => {
      const userId = await memberOf(app, request, reply);
      await service.checkAccess(request.params.uuid, userId, accessKeyOf(request));
      const row = await service.refresh(await service.owned(request.params.uuid, userId, kind));
      return { data: { uuid: row.id, payment_status: row.paymentStatus, status: row.status } };
    },
  );

  app.get(
    paths.paymentReturn,
    {
      schema: {
        tags,
        deprecated,
        summary:
          "The partner gateway's return: reads the payment and sends the buyer to the success or status page",
        params: UuidParams,
        querystring: LocaleQuery,
      },
    },
    async (request, reply) => {
      const row = await service.paymentReturned(request.params.uuid, kind);
      const prefix = request.query.locale === 'ms' ? '/ms' : '';
      const page = webPages[kind];
      const target =
        row.status === 'issued'
          ? `${app.config.webUrl}${prefix}${page}/success?application=${row.id}`
          : `${app.config.webUrl}${prefix}${page}/${row.id}`;
      return reply.redirect(target, 303);
    },
  );
};

export const newerPlanPrefix = apiPrefixes;
export const olderPlanPrefix: Record<PlanKind, string> = {
  medical: '/api/emedic',
  life: '/api/elife',
};

/** partners/api/v1/insurer/: the partner's callback, the member's partner policies and the plans' features. */
export const partnerInsurerRoutes: FastifyPluginAsyncTypebox<{ callbackPaths: string[] }> = async (
  app,
  options,
) => {
  const service = app.partnerInsurer;

  app.get(
    '/features/',
    { schema: { tags: ['partner-plans'], summary: 'Which partner plans are on sale (the life plan flag)' } },
    async () => ({ data: { medical_plan: true, life_plan: service.lifePlanEnabled } }),
  );

  app.get(
    '/policies/',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['partner-plans'],
        summary:
          "The member's partner plans (bought signed in, or with the member's e-mail before registering)",
        security: [{ sessionCookie: [] }, { accessToken: [] }],
        response: { ...ok, ...errorResponses(403) },
      },
    },
    async (request) => {
      const rows = await service.memberApplications(request.auth!.userId);
      return { data: rows.map(applicationView) };
    },
  );

  // The raw body is kept to check the partner's HMAC signature.
  await app.register(async (callbacks) => {
    callbacks.removeContentTypeParser('application/json');
    callbacks.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      request.rawBody = body as string;
      try {
        done(null, JSON.parse(body as string));
      } catch {
        done(new AppError(400, 'invalid', 'errors.invalidInput'), undefined);
      }
    });
    for (const url of options.callbackPaths) {
      callbacks.withTypeProvider<TypeBoxTypeProvider>().post(
        url,
        {
          bodyLimit: 64 * 1024,
          preValidation: async (request) => {
            const signature = request.headers['x-partner-signature'];
            const valid = verifyPartnerSignature(
              service.signingSecret,
              request.rawBody ?? '',
              typeof signature === 'string' ? signature : undefined,
            );
            if (!valid) throw new AppError(403, 'signature_invalid', 'partnerInsurer.signatureInvalid');
          },
          schema: {
            tags: url.startsWith('/api') ? ['legacy'] : ['partner-plans'],
            deprecated: url.startsWith('/api') ? true : undefined,
            summary:
              "The partner's backend-response callback (x-partner-signature: t=,v1=HMAC of t.raw body)",
            body: PartnerCallback,
            response: {
              200: Type.Object({
                data: Type.Object({ received: Type.Boolean(), duplicate: Type.Boolean() }),
              }),
              ...errorResponses(400, 403, 404),
            },
          },
        },
        async (request) => {
          const receipt = await service.receiveCallback(request.body);
          return { data: { received: true, duplicate: receipt.duplicate } };
        },
      );
    }
  });
};
