// applications/: the member's application of a submitted quotation (read, confirm). Another member's
// application is a 404.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '../../lib/http-schemas';
import type { ApplicationRow } from '../certificates/quotations-service';
import { ApplicationParams, ApplicationResult } from '../certificates/schemas';
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
};
