// payments/providers/xendit/: the card payment provider's routes of contract section 7.2 ('Card payment
// provider') under api/v1/, and the provider's webhook receiver at webhooks/.
import crypto from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors';
import { errorResponses } from '../../lib/http-schemas';
import { cardMethodView, sessionView } from './card-service';
import { paymentView } from './ledger';
import { scheduleView } from './schedules';
import {
  CardMethodList,
  CardMethodQuery,
  CardMethodResult,
  CertificateParams,
  Customer,
  IdParams,
  PaymentList,
  PaymentRequestBody,
  PaymentResult,
  Received,
  SessionBody,
  SessionResult,
  Subscription,
  SubscriptionBody,
  WebhookEnvelope,
} from './schemas';

const tags = ['payments'];
const security: Record<string, string[]>[] = [{ sessionCookie: [] }, { accessToken: [] }];

/** Constant-time comparison of two secrets of any length. */
export function secretsEqual(given: string | undefined, expected: string): boolean {
  const a = crypto
    .createHash('sha256')
    .update(given ?? '')
    .digest();
  const b = crypto.createHash('sha256').update(expected).digest();
  return crypto.timingSafeEqual(a, b) && given !== undefined;
}

export const cardPaymentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { card, schedules, providerEvents } = app.payments;
  const userId = (request: FastifyRequest) => request.auth!.userId;
  const rateLimit = app.authRateLimit;

  app.get(
    '/api/v1/customer/',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "The member's customer at the card provider (created on first use)",
        security,
        response: { 200: Customer, ...errorResponses(403, 503) },
      },
    },
    async (request) => {
      const id = await card.customerId(userId(request));
      return { data: { id, reference_id: userId(request) } };
    },
  );

  app.post(
    '/api/v1/session/certificates/',
    {
      onRequest: app.authenticate,
      config: { rateLimit },
      schema: {
        tags,
        summary: "A hosted checkout for the certificate's contribution; send the member to payment_link_url",
        description:
          'Return URLs must be pages of the web app (WEB_URL), else 400. The card is saved for later ' +
          'contributions. A certificate has one active checkout: the same call again answers it (200).',
        security,
        body: SessionBody,
        response: {
          200: SessionResult,
          201: SessionResult,
          ...errorResponses(400, 403, 404, 409, 429, 502, 503),
        },
      },
    },
    async (request, reply) => {
      const { row, created } = await card.createSession(userId(request), {
        certificate: request.body.certificate,
        successReturnUrl: request.body.success_return_url,
        cancelReturnUrl: request.body.cancel_return_url,
      });
      return reply.status(created ? 201 : 200).send({ data: sessionView(row) });
    },
  );

  app.post(
    '/api/v1/payment-requests/certificates/:certificate/',
    {
      onRequest: app.authenticate,
      config: { rateLimit },
      schema: {
        tags,
        summary: "Pay the certificate's contribution with a saved card",
        description:
          'status succeeded: the success page; pending: the pending page with uuid; requires_action: send ' +
          'the member to cached_data.actions[0].url (3-D Secure); failed: the error page. A certificate has at ' +
          'most one open request: a second call (double click) answers it (200) instead of charging again.',
        security,
        params: CertificateParams,
        body: PaymentRequestBody,
        response: {
          200: PaymentResult,
          201: PaymentResult,
          ...errorResponses(400, 403, 404, 409, 429, 502, 503),
        },
      },
    },
    async (request, reply) => {
      const { row, created } = await card.createPaymentRequest(userId(request), request.params.certificate, {
        paymentMethod: request.body.payment_method,
        successReturnUrl: request.body.success_return_url,
        failureReturnUrl: request.body.failure_return_url,
      });
      return reply.status(created ? 201 : 200).send({ data: paymentView(row) });
    },
  );

  app.get(
    '/api/v1/payment-requests/certificates/:certificate/',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "The certificate's card payments, newest first (hosted checkout ones included)",
        security,
        params: CertificateParams,
        response: { 200: PaymentList, ...errorResponses(403, 404) },
      },
    },
    async (request) => {
      const rows = await card.listForCertificate(userId(request), request.params.certificate);
      return { data: rows.map(paymentView) };
    },
  );

  app.get(
    '/api/v1/payment-requests/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'One payment; a pending one is first checked with the provider',
        security,
        params: IdParams,
        response: { 200: PaymentResult, ...errorResponses(403, 404) },
      },
    },
    async (request) => ({ data: paymentView(await card.status(userId(request), request.params.id)) }),
  );

  app.get(
    '/api/v1/payment-methods/certificates/',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "The member's saved cards, optionally for some certificates and by status",
        security,
        querystring: CardMethodQuery,
        response: { 200: CardMethodList, ...errorResponses(400, 403) },
      },
    },
    async (request) => {
      const certificates = (request.query.certificates__in ?? '')
        .split(',')
        .map((value) => value.trim())
        .filter(Boolean);
      const rows = await card.listMethods(userId(request), certificates, request.query.status);
      return { data: rows.map(cardMethodView) };
    },
  );

  app.post(
    '/api/v1/payment-methods/certificates/replace/',
    {
      onRequest: app.authenticate,
      config: { rateLimit },
      schema: {
        tags,
        summary: "Replace the certificate's saved card: a hosted checkout that saves a new card (no payment)",
        description:
          'Send the member to cached_data.payment_link_url. Once the new card is saved it takes the old ' +
          "card's place (automatic billing moves to it) and the old card is removed. Return URLs must be " +
          'pages of the web app. One active per certificate: the same call again answers it (200).',
        security,
        body: SessionBody,
        response: {
          200: SessionResult,
          201: SessionResult,
          ...errorResponses(400, 403, 404, 409, 429, 502, 503),
        },
      },
    },
    async (request, reply) => {
      const { row, created } = await card.startCardReplacement(userId(request), {
        certificate: request.body.certificate,
        successReturnUrl: request.body.success_return_url,
        cancelReturnUrl: request.body.cancel_return_url,
      });
      return reply.status(created ? 201 : 200).send({ data: sessionView(row) });
    },
  );

  app.post(
    '/api/v1/payment-methods/certificates/:id/cancel/',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Remove a saved card (at the provider too); its auto-billing stops',
        security,
        params: IdParams,
        response: { 200: CardMethodResult, ...errorResponses(403, 404, 502, 503) },
      },
    },
    async (request) => {
      const row = await card.cancelMethod(userId(request), request.params.id);
      await schedules.stopForPaymentMethod(row.id);
      return { data: cardMethodView(row) };
    },
  );

  app.post(
    '/api/v1/subscription/',
    {
      onRequest: app.authenticate,
      config: { rateLimit },
      schema: {
        tags,
        summary: "Auto-billing: charge the certificate's later contributions to a saved card",
        description:
          "Replaces the certificate's active schedule. The first charge is one period (month or year) after " +
          'the last paid contribution; each later one a period after the previous. Removing the card stops it.',
        security,
        body: SubscriptionBody,
        response: { 201: Subscription, ...errorResponses(400, 403, 404, 409, 429) },
      },
    },
    async (request, reply) => {
      const { row, amountSen } = await schedules.subscribeCard(userId(request), {
        certificate: request.body.certificate,
        paymentMethod: request.body.payment_method,
      });
      return reply.status(201).send({ data: scheduleView(row, amountSen) });
    },
  );

  // The provider's events, authenticated by the callback token (constant-time compare); the provider-event
  // inbox (provider-events.ts) applies each delivery once.
  app.post(
    '/webhooks/',
    {
      bodyLimit: 256 * 1024,
      onRequest: async (request) => {
        const token = request.headers['x-callback-token'];
        if (
          !secretsEqual(typeof token === 'string' ? token : undefined, app.config.payments.card.callbackToken)
        ) {
          throw new AppError(403, 'callback_token_invalid', 'payments.callbackTokenInvalid');
        }
      },
      schema: {
        tags,
        summary: "The card provider's webhooks (x-callback-token)",
        body: WebhookEnvelope,
        response: { 200: Received, ...errorResponses(400, 403) },
      },
    },
    async (request) => ({
      data: { received: true as const, ...(await providerEvents.receiveCardWebhook(request.body)) },
    }),
  );
};
