// applications/: the member's application of a submitted quotation (read, confirm). Another member's
// application is a 404. pay/ starts the payment of its certificate through the payments module (instant-pay).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AppError } from '../../lib/errors';
import { errorResponses } from '../../lib/http-schemas';
import type { ApplicationRow } from '../certificates/quotations-service';
import { ApplicationParams, ApplicationResult } from '../certificates/schemas';
import { instantPayView } from '../payments/instant-pay';
import { ApplicationPayBody, InstantPayHeaders, InstantPayResult } from '../payments/schemas';
import { toApplication } from './views';

const tags = ['certificates'];
const security: Record<string, string[]>[] = [{ sessionCookie: [] }, { accessToken: [] }];

export const applicationsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.authenticate);

  const present = async (row: ApplicationRow) => {
    const [certificate] = await app.certificates.byApplication([row.id]);
    return toApplication(row, certificate);
  };

  app.get(
    '/:uuid/',
    {
      schema: {
        tags,
        summary: 'An application: stage pending, submitted, or published once its certificate is issued',
        security,
        params: ApplicationParams,
        response: { 200: ApplicationResult, ...errorResponses(400, 403, 404) },
      },
    },
    async (request) => ({
      data: await present(await app.quotations.application(request.auth!.userId, request.params.uuid)),
    }),
  );

  app.post(
    '/:uuid/submit/',
    {
      schema: {
        tags,
        summary: 'Confirm the application (pending -> submitted); again answers as it is',
        security,
        params: ApplicationParams,
        response: { 200: ApplicationResult, ...errorResponses(400, 403, 404, 409) },
      },
    },
    async (request) => ({
      data: await present(await app.quotations.submitApplication(request.auth!.userId, request.params.uuid)),
    }),
  );

  app.post(
    '/:uuid/pay/',
    {
      config: { rateLimit: app.authRateLimit },
      schema: {
        tags,
        summary: "Pay the application's certificate: its first contribution, or what is due on it now",
        description:
          'The same payment as payment/api/v1/instant-pay/ for the certificate of this application: a saved ' +
          'card is charged (payment), else a hosted checkout is opened (checkout: send the member to ' +
          'checkout.cached_data.payment_link_url). Idempotency-Key makes a repeat the same payment.',
        security,
        params: ApplicationParams,
        headers: InstantPayHeaders,
        body: ApplicationPayBody,
        response: {
          200: InstantPayResult,
          201: InstantPayResult,
          ...errorResponses(400, 403, 404, 409, 429, 502, 503),
        },
      },
    },
    async (request, reply) => {
      const userId = request.auth!.userId;
      const application = await app.quotations.application(userId, request.params.uuid);
      const [certificate] = await app.certificates.byApplication([application.id]);
      if (!certificate) throw new AppError(409, 'not_payable', 'certificates.notPayable');
      const body = request.body ?? {};
      const result = await app.payments.instantPay.pay(userId, {
        certificate: certificate.id,
        paymentMethod: body.payment_method,
        successReturnUrl: body.success_return_url,
        failureReturnUrl: body.failure_return_url,
        idempotencyKey: request.headers['idempotency-key'],
        locale: request.locale,
      });
      return reply.status(result.created ? 201 : 200).send({ data: instantPayView(certificate.id, result) });
    },
  );
};
