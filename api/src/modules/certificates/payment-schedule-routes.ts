// product/api/v1/quotation/{id}/payment-schedule-due/ (contract 7.2, Products): what the member owes on the
// certificate of their quotation. Another member's quotation, or one without a certificate yet, is a 404.
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { envelope, errorResponses } from '../../lib/http-schemas';
import { QuotationParams } from './schemas';

const Money = Type.String({ pattern: '^-?\\d+\\.\\d{2}$', description: 'Ringgit, two decimals' });
const Day = Type.String({ format: 'date', description: 'YYYY-MM-DD' });

const PaymentScheduleDue = envelope(
  Type.Object({
    quotation: Type.String({ format: 'uuid' }),
    certificate: Type.String({ format: 'uuid' }),
    certificate_status: Type.String(),
    frequency: Type.Union([Type.Literal('month'), Type.Literal('year')]),
    currency: Type.Literal('MYR'),
    contribution: Money,
    due: Type.Array(
      Type.Object({
        due_on: Day,
        amount: Money,
        status: Type.Union([Type.Literal('due'), Type.Literal('overdue')]),
      }),
    ),
    total_due: Money,
    next_due_on: Type.Union([Day, Type.Null()]),
    grace_ends_on: Type.Union([Day, Type.Null()]),
  }),
);

export const paymentScheduleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/:uuid/payment-schedule-due/',
    {
      schema: {
        tags: ['certificates'],
        summary: 'The contributions due on the certificate of your quotation (or of the certificate uuid)',
        description:
          'Pending certificate: the first contribution. Issued: each period whose paid cover has ended, oldest ' +
          'first (due today, or overdue), with the day the next one falls due and the last day of the grace ' +
          'period. Ended, cancelled or lapsed: nothing due. Money as ringgit with two decimals, days YYYY-MM-DD.',
        security: [{ sessionCookie: [] }, { accessToken: [] }],
        params: QuotationParams,
        response: { 200: PaymentScheduleDue, ...errorResponses(400, 403, 404) },
      },
    },
    async (request) => ({
      data: await app.certificates.paymentScheduleDue(request.auth!.userId, request.params.uuid),
    }),
  );
};
