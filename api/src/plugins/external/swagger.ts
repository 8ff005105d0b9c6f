// OpenAPI description of every route, served with Swagger UI at /docs.
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { authScheme, brand, sessionCookieName } from '../../brand';

export const swaggerPlugin = fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: `${brand.name} API`,
          description:
            'Responses wrap their payload in `data`; errors answer `{ errors: { code, detail, fields? } }`. ' +
            `Browsers authenticate with the encrypted \`${sessionCookieName}\` cookie; apps send ` +
            `\`Authorization: ${authScheme} <access token>\`.`,
          version: '1.0.0',
        },
        components: {
          securitySchemes: {
            sessionCookie: { type: 'apiKey', in: 'cookie', name: sessionCookieName },
            accessToken: {
              type: 'apiKey',
              in: 'header',
              name: 'Authorization',
              description: `\`${authScheme} <access token>\``,
            },
          },
        },
      },
    });
    await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: true });
  },
  { name: 'swagger' },
);
