// /admin/maintenance: the operator switch behind `npm run maintenance -w api -- on "text"` / `off`, for when the
// CLI cannot open the database itself (the embedded database is open in the running API). Bearer ADMIN_TOKEN.
import crypto from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors';
import { envelope, errorResponses } from '../../lib/http-schemas';

const MaintenanceSchema = Type.Object({
  enabled: Type.Boolean(),
  message: Type.Union([Type.String({ maxLength: 1000 }), Type.Null()]),
});

const digest = (value: string) => crypto.createHash('sha256').update(value).digest();

export const adminMaintenanceRoutes: FastifyPluginAsyncTypebox<{ adminToken: string }> = async (
  app,
  options,
) => {
  const expected = digest(options.adminToken);

  async function requireAdmin(request: FastifyRequest) {
    const [scheme, token] = (request.headers.authorization ?? '').split(' ');
    if (scheme !== 'Bearer' || !token || !crypto.timingSafeEqual(digest(token), expected)) {
      throw new AppError(401, 'not_authenticated', 'auth.notAuthenticated');
    }
  }

  const response = { 200: envelope(MaintenanceSchema), ...errorResponses(400) };

  app.get(
    '/maintenance',
    { onRequest: requireAdmin, schema: { tags: ['admin'], summary: 'Maintenance mode', response } },
    async () => ({ data: await app.maintenance.current() }),
  );

  app.put(
    '/maintenance',
    {
      onRequest: requireAdmin,
      schema: { tags: ['admin'], summary: 'Switch maintenance mode', body: MaintenanceSchema, response },
    },
    async (request) => {
      const message = request.body.message?.trim() || null;
      await app.maintenance.set({ enabled: request.body.enabled, message });
      request.log.warn({ enabled: request.body.enabled }, 'maintenance mode switched');
      return { data: { enabled: request.body.enabled, message } };
    },
  );
};
