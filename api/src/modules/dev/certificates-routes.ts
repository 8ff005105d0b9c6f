// POST /dev/certificates/backdate: moves an issued certificate's dates back one contribution period, as if it
// had been bought a period earlier, so its next contribution falls due today and the pay card offers to pay it
// (an e2e test cannot wait a month). Development and tests only: never registered in production.
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AppError } from '../../lib/errors';
import { envelope } from '../../lib/http-schemas';

export const devCertificatesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/certificates/backdate',
    {
      schema: {
        tags: ['dev'],
        summary:
          "Move an issued certificate's dates back one period, so its next contribution is due (dev only)",
        body: Type.Object({ certificate: Type.String({ format: 'uuid' }) }),
        response: { 200: envelope(Type.Object({ paid_until: Type.String({ format: 'date' }) })) },
      },
    },
    async (request) => {
      const paidUntil = await app.certificates.moveBackOnePeriod(request.body.certificate);
      if (!paidUntil) throw new AppError(404, 'not_found', 'errors.notFound');
      return { data: { paid_until: paidUntil } };
    },
  );
};
