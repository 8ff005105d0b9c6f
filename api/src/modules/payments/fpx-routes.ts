// payment/api/v1/: FPX direct debit (contract section 7.2, 'Applications and payments'): the bank list,
// e-mandates (payment methods), collections, cancelling a mandate's collections, the gateway's signed
// callback and the member's return from the bank.
import {
  Type,
  type FastifyPluginAsyncTypebox,
  type TypeBoxTypeProvider,
} from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors';
import { errorResponses } from '../../lib/http-schemas';
import { verifyFpxSignature } from './fpx-client';
import { instantPayView } from './instant-pay';
import { mandateView } from './fpx-service';
import { paymentView } from './ledger';
import { decimalToSen, senToDecimal } from './provider-http';
import {
  AutoBilling,
  AutoBillingBody,
  AutoBillingQuery,
  BankList,
  BankQuery,
  CallbackEvent,
  CollectionBody,
  CollectionQuery,
  IdParams,
  InstantPayBody,
  InstantPayHeaders,
  InstantPayQuery,
  InstantPayQuote,
  InstantPayResult,
  MandateBody,
  MandateList,
  MandateQuery,
  MandateResult,
  PaymentList,
  PaymentResult,
  Received,
} from './schemas';

const tags = ['payments'];
const security: Record<string, string[]>[] = [{ sessionCookie: [] }, { accessToken: [] }];

/** The bank adds its own parameters (mandate, status) to our return address; only our locale is read. */
const ReturnQuery = Type.Object(
  { locale: Type.Optional(Type.String({ maxLength: 10 })) },
  { additionalProperties: true },
);

/** The amount the member was shown (`expected_amount`), in sen, when the payment carries one. */
const expectedAmountSen = (body: { expected_amount?: string }): number | undefined =>
  body.expected_amount === undefined ? undefined : decimalToSen(body.expected_amount);

declare module 'fastify' {
  interface FastifyRequest {
    rawBody?: string;
  }
}

export const fpxPaymentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { fpx, providerEvents } = app.payments;
  const userId = (request: FastifyRequest) => request.auth!.userId;
  const rateLimit = app.authRateLimit;

  /** The API's public base URL, for the bank's return address. */
  const apiBase = (request: FastifyRequest) =>
    app.config.accounts.apiPublicUrl ?? `${request.protocol}://${request.host}`;

  app.get(
    '/banks',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'FPX banks for a direct-debit e-mandate (B2C), with online/offline status',
        security,
        querystring: BankQuery,
        response: { 200: BankList, ...errorResponses(400, 403, 502, 503) },
      },
    },
    async () => ({ data: await fpx.banks() }),
  );

  app.post(
    '/payment-methods/',
    {
      onRequest: app.authenticate,
      config: { rateLimit },
      schema: {
        tags,
        summary:
          'Start an FPX e-mandate for a certificate: send the member to redirect_url (RM1.00 at the bank)',
        description:
          'The bank sends the member back through payment/api/v1/fpx/return/{id}/, which redirects to ' +
          '/pusara-pro/payment-method/success or /error on the web app (?uuid=&status=).',
        security,
        body: MandateBody,
        response: { 201: MandateResult, ...errorResponses(400, 403, 404, 409, 429, 502, 503) },
      },
    },
    async (request, reply) => {
      const row = await fpx.createMandate(userId(request), {
        certificate: request.body.certificate,
        bankId: request.body.bank_id,
        returnBaseUrl: apiBase(request),
        locale: request.locale,
      });
      return reply.status(201).send({ data: mandateView(row) });
    },
  );

  app.get(
    '/payment-methods/',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "The member's FPX e-mandates, optionally by status",
        security,
        querystring: MandateQuery,
        response: { 200: MandateList, ...errorResponses(400, 403) },
      },
    },
    async (request) => {
      const rows = await fpx.listMandates(userId(request), request.query.status);
      return { data: rows.map(mandateView) };
    },
  );

  app.get(
    '/collections/',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "A certificate's FPX collections (application_id = the certificate's uuid), newest first",
        security,
        querystring: CollectionQuery,
        response: { 200: PaymentList, ...errorResponses(400, 403, 404) },
      },
    },
    async (request) => {
      const rows = await fpx.listCollections(userId(request), request.query.application_id);
      return { data: rows.map(paymentView) };
    },
  );

  app.post(
    '/collections/',
    {
      onRequest: app.authenticate,
      config: { rateLimit },
      schema: {
        tags,
        summary: "Collect the certificate's contribution on its active e-mandate",
        description:
          'One open collection per certificate: a second call answers it (200) instead of debiting twice. ' +
          'expected_amount, the amount the member was shown (instant-pay/ GET), refuses any other (409 amount_changed).',
        security,
        body: CollectionBody,
        response: {
          200: PaymentResult,
          201: PaymentResult,
          ...errorResponses(400, 403, 404, 409, 429, 502, 503),
        },
      },
    },
    async (request, reply) => {
      const { row, created } = await fpx.createCollection(userId(request), {
        applicationId: request.body.application_id,
        paymentMethod: request.body.payment_method,
        expectedAmountSen: expectedAmountSen(request.body),
      });
      return reply.status(created ? 201 : 200).send({ data: paymentView(row) });
    },
  );

  app.post(
    '/:id/collections/cancel/',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "Stop a mandate's collections: cancels the e-mandate at the bank and its auto-billing",
        security,
        params: IdParams,
        response: { 200: MandateResult, ...errorResponses(403, 404, 502, 503) },
      },
    },
    async (request) => ({ data: mandateView(await fpx.cancelMandate(userId(request), request.params.id)) }),
  );

  app.get(
    '/auto-billing/',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'How one of your certificates is paid: its saved card or FPX mandate, and automatic billing',
        description:
          'status active: the next contribution (amount, at the current rate) is debited on next_debit_on from ' +
          'the card or mandate of channel; off: the member pays each contribution (instant-pay).',
        security,
        querystring: AutoBillingQuery,
        response: { 200: AutoBilling, ...errorResponses(400, 403, 404) },
      },
    },
    async (request) => ({
      data: await app.payments.schedules.autoBilling(userId(request), request.query.certificate),
    }),
  );

  app.post(
    '/auto-billing/cancel/',
    {
      onRequest: app.authenticate,
      config: { rateLimit },
      schema: {
        tags,
        summary: 'Turn automatic billing off for one of your certificates (the card or mandate stays)',
        security,
        body: AutoBillingBody,
        response: { 200: AutoBilling, ...errorResponses(400, 403, 404, 429) },
      },
    },
    async (request) => {
      const { schedules } = app.payments;
      await schedules.stopForCertificate(userId(request), request.body.certificate);
      return { data: await schedules.autoBilling(userId(request), request.body.certificate) };
    },
  );

  app.get(
    '/instant-pay/',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary:
          'What paying one of your certificates now would charge: the contribution, the reward credit, the amount',
        description:
          'For the pay page, before the member pays: amount is the contribution less the reward credit it takes ' +
          '(points redeemed against the next contribution). Send it as expected_amount to instant-pay/, which ' +
          'then charges exactly that or refuses (409 amount_changed). due: whether a contribution is due now.',
        security,
        querystring: InstantPayQuery,
        response: { 200: InstantPayQuote, ...errorResponses(400, 403, 404, 409) },
      },
    },
    async (request) => {
      const quote = await app.payments.instantPay.quote(userId(request), request.query.certificate);
      return {
        data: {
          certificate: quote.certificate,
          due: quote.due,
          contribution: senToDecimal(quote.contributionSen),
          reward_credit: senToDecimal(quote.creditSen),
          amount: senToDecimal(quote.amountSen),
          currency: 'MYR' as const,
        },
      };
    },
  );

  app.post(
    '/instant-pay/',
    {
      onRequest: app.authenticate,
      config: { rateLimit },
      schema: {
        tags,
        summary: 'Pay what is due on one of your certificates now (saved card, else a hosted checkout)',
        description:
          'Due: the first contribution of a pending certificate, or an issued one whose paid period has ended ' +
          '(one period per payment, the oldest first). With a saved card (payment_method, else the newest active ' +
          "card of the certificate) the answer's payment follows the usual outcomes (requires_action: send the " +
          'member to cached_data.actions[0].url); without one, outcome checkout: send the member to ' +
          'checkout.cached_data.payment_link_url. Idempotency-Key: the same key is always the same payment ' +
          '(200), a key used for another certificate is 409. Return URLs default to the dashboard page of the ' +
          'certificate, in the language of the request.',
        security,
        headers: InstantPayHeaders,
        body: InstantPayBody,
        response: {
          200: InstantPayResult,
          201: InstantPayResult,
          ...errorResponses(400, 403, 404, 409, 429, 502, 503),
        },
      },
    },
    async (request, reply) => {
      const result = await app.payments.instantPay.pay(userId(request), {
        certificate: request.body.certificate,
        paymentMethod: request.body.payment_method,
        successReturnUrl: request.body.success_return_url,
        failureReturnUrl: request.body.failure_return_url,
        idempotencyKey: request.headers['idempotency-key'],
        locale: request.locale,
        expectedAmountSen: expectedAmountSen(request.body),
      });
      return reply
        .status(result.created ? 201 : 200)
        .send({ data: instantPayView(request.body.certificate, result) });
    },
  );

  app.get(
    '/fpx/return/:id/',
    {
      schema: {
        tags,
        summary:
          'Where the bank sends the member back after the e-mandate authorisation (redirects to the web)',
        params: IdParams,
        querystring: ReturnQuery,
        response: { 303: Type.Null() },
      },
    },
    async (request, reply) =>
      reply.redirect(
        await fpx.returnFromBank(request.params.id, request.query.locale === 'ms' ? 'ms' : 'en'),
        303,
      ),
  );

  // The gateway's callbacks: the raw body is kept to check its HMAC signature.
  await app.register(async (callbacks) => {
    callbacks.removeContentTypeParser('application/json');
    callbacks.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      request.rawBody = body as string;
      try {
        done(null, JSON.parse(body as string));
      } catch {
        done(new AppError(400, 'malformed_body', 'errors.malformedBody'), undefined);
      }
    });

    callbacks.withTypeProvider<TypeBoxTypeProvider>().post(
      '/fpx/callback/',
      {
        bodyLimit: 64 * 1024,
        preValidation: async (request) => {
          const signature = request.headers['x-fpx-signature'];
          const valid = verifyFpxSignature(
            app.config.payments.fpx.signingSecret,
            request.rawBody ?? '',
            typeof signature === 'string' ? signature : undefined,
          );
          if (!valid) throw new AppError(403, 'signature_invalid', 'payments.signatureInvalid');
        },
        schema: {
          tags,
          summary: "The FPX gateway's callbacks (x-fpx-signature: sha256=HMAC of the raw body)",
          body: CallbackEvent,
          response: { 200: Received, ...errorResponses(400, 403) },
        },
      },
      async (request) => ({
        data: { received: true as const, ...(await providerEvents.receiveFpxCallback(request.body)) },
      }),
    );
  });
};
