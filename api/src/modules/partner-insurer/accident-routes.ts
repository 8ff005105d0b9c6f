// Personal accident (i-Protect), the contract's older-generation calls under api/iprotect/ (7.3 "Personal
// accident plan"): price check, state codes, occupation listing, nature of business, quotation create and get by
// refId, payment gateway by refId; with the underwriting questions, the terms and the submit the journey needs,
// and the gateway's return. The quotation is a partner application of product `accident`: the same service,
// client and repository as the medical and life plans, so the partner's callback, the ownership rules and the
// resumption after downtime are theirs.
import type { RateLimitOptions } from '@fastify/rate-limit';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors';
import { errorResponses } from '../../lib/http-schemas';
import { translate } from '../../lib/i18n';
import type { AccidentListName } from './partner-client';
import { accessKeyOf, memberOf, ok, security } from './routes';
import {
  AccidentQuotationBody,
  DobQuery,
  PriceCheckBody,
  RefIdQuery,
  SubmitBody,
  SumInsuredQuery,
} from './schemas';
import { applicationView } from './views';

export const accidentPrefix = '/api/iprotect';
/** The web journey (spec: personal accident journey). */
const journey = '/journey/gibraltar-i-protect';

const tags = ['legacy'];
const deprecated = true;

export const accidentRoutes: FastifyPluginAsyncTypebox<{ rateLimit: RateLimitOptions }> = async (
  app,
  options,
) => {
  const service = app.partnerInsurer;
  const config = { rateLimit: options.rateLimit };
  const apiBase = (request: FastifyRequest) =>
    app.config.accounts.apiPublicUrl ?? `${request.protocol}://${request.host}`;

  /** The quotation of `?refId=`, once the caller may use it: a member's own, or a visitor's with its key. */
  async function quotationOf(request: FastifyRequest & { query: { refId: string } }, reply: unknown) {
    const userId = await memberOf(app, request, reply as never);
    await service.checkAccess(request.query.refId, userId, accessKeyOf(request));
    return { userId, row: await service.owned(request.query.refId, userId, 'accident') };
  }

  app.post(
    '/price-check/',
    {
      config,
      schema: {
        tags,
        deprecated,
        summary:
          'The occupational class of an occupation in a nature of business and the plans priced for it (yearly, sen); a declined one answers accepted false with the reason',
        body: PriceCheckBody,
        response: { ...ok, ...errorResponses(400, 503) },
      },
    },
    async (request) => {
      const checked = await service.priceCheck(request.body);
      const message =
        checked.declined_by === 'occupation'
          ? translate(request.locale, 'accident.declinedByOccupation')
          : checked.declined_by === 'nature_of_business'
            ? translate(request.locale, 'accident.declinedByBusiness')
            : null;
      return { data: { ...checked, message } };
    },
  );

  const lists: Record<string, AccidentListName> = {
    '/occupations/': 'occupations',
    '/nature-of-business/': 'nature-of-business',
    '/state-codes/': 'state-codes',
  };
  for (const [url, name] of Object.entries(lists)) {
    app.get(
      url,
      { config, schema: { tags, deprecated, summary: `The partner's ${name} list` } },
      async () => ({ data: await service.accidentList(name) }),
    );
  }

  app.get(
    '/get-underwritings/',
    {
      config,
      schema: {
        tags,
        deprecated,
        summary: 'Underwriting questions for a date of birth',
        querystring: DobQuery,
      },
    },
    async (request) => ({ data: await service.underwritings('accident', request.query.dob) }),
  );

  app.get(
    '/get-tcs/',
    {
      config,
      schema: {
        tags,
        deprecated,
        summary: 'Terms of the plan of a sum insured (sen)',
        querystring: SumInsuredQuery,
      },
    },
    async (request) => ({ data: await service.terms('accident', request.query.sum_insured) }),
  );

  app.post(
    '/quotation/',
    {
      config,
      schema: {
        tags,
        deprecated,
        security,
        summary:
          'Create a quotation (refId) at the partner (201); a partner that is down leaves it saved (202); a declined occupation answers 422',
        body: AccidentQuotationBody,
        response: { ...ok, ...errorResponses(400, 403, 422, 503) },
      },
    },
    async (request, reply) => {
      const userId = await memberOf(app, request, reply);
      const row = await service.create('accident', userId, request.body, request.locale);
      const access = userId === null ? { access_key: service.accessKey(row.id) } : {};
      return reply
        .status(row.status === 'saved' ? 202 : 201)
        .send({ data: { ...applicationView(row), ...access } });
    },
  );

  app.get(
    '/quotation/',
    {
      config,
      schema: {
        tags,
        deprecated,
        security,
        summary: 'The quotation of refId, read again at the partner',
        querystring: RefIdQuery,
        response: { ...ok, ...errorResponses(400, 403, 404) },
      },
    },
    async (request, reply) => {
      const { row } = await quotationOf(request, reply);
      return { data: applicationView(await service.refresh(row)) };
    },
  );

  app.get(
    '/quotation/exists/',
    {
      config,
      schema: {
        tags,
        summary:
          "Whether a quotation has this refId (204, else 404): the web server's check of a confirmation page's uuid; nothing of the quotation is read",
        querystring: RefIdQuery,
        response: { 204: Type.Null(), ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      if (!(await service.exists(request.query.refId, 'accident')))
        throw new AppError(404, 'not_found', 'partnerInsurer.notFound');
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/quotation/submit/',
    {
      config,
      schema: {
        tags,
        deprecated,
        security,
        summary:
          'Submit the underwriting answers and accepted terms; the partner approves, refers or declines',
        querystring: RefIdQuery,
        body: SubmitBody,
        response: { ...ok, ...errorResponses(400, 403, 404, 409, 422, 503) },
      },
    },
    async (request, reply) => {
      const { userId } = await quotationOf(request, reply);
      const row = await service.submit(request.query.refId, userId, 'accident', request.body);
      return reply.status(row.status === 'saved' || row.status === 'submitting' ? 202 : 200).send({
        data: applicationView(row),
      });
    },
  );

  app.post(
    '/payment-gateway/',
    {
      config,
      schema: {
        tags,
        deprecated,
        security,
        summary:
          "Start paying the quotation of refId at the partner's gateway: send the buyer to payment_url",
        querystring: RefIdQuery,
        response: { ...ok, ...errorResponses(400, 403, 404, 409, 503) },
      },
    },
    async (request, reply) => {
      const { userId } = await quotationOf(request, reply);
      const locale = request.query.locale === 'ms' || request.locale === 'ms' ? 'ms' : 'en';
      const base = apiBase(request);
      const { row, paymentUrl } = await service.initiatePayment(
        request.query.refId,
        userId,
        'accident',
        (id) => `${base}${accidentPrefix}/payment-return/?refId=${id}&locale=${locale}`,
      );
      return { data: { ...applicationView(row), payment_url: paymentUrl } };
    },
  );

  app.get(
    '/payment-gateway/',
    {
      config,
      schema: {
        tags,
        deprecated,
        security,
        summary: 'The payment of the quotation of refId, read at the partner',
        querystring: RefIdQuery,
        response: { ...ok, ...errorResponses(400, 403, 404) },
      },
    },
    async (request, reply) => {
      const { row } = await quotationOf(request, reply);
      const after = await service.refresh(row);
      return { data: { uuid: after.id, payment_status: after.paymentStatus, status: after.status } };
    },
  );

  app.get(
    '/payment-return/',
    {
      schema: {
        tags,
        deprecated,
        summary:
          "The partner gateway's return: reads the payment and sends the buyer to the payment response page",
        querystring: RefIdQuery,
      },
    },
    async (request, reply) => {
      const row = await service.paymentReturned(request.query.refId, 'accident');
      const prefix = request.query.locale === 'ms' ? '/ms' : '';
      return reply.redirect(`${app.config.webUrl}${prefix}${journey}/payment-response?refId=${row.id}`, 303);
    },
  );
};
