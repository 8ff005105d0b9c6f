// OpenAPI description of every route (app.swagger()), served with Swagger UI at /docs when `ui` is on (OPENAPI_UI).
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { authScheme, brand, freeAuthScheme, sessionCookieName } from '../../brand';

export const swaggerPlugin = fp<{ ui: boolean }>(
  async (app, { ui }) => {
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
            // Trusted app clients on public calls (src/plugins/app/api-clients.ts).
            appClientKey: {
              type: 'apiKey',
              in: 'header',
              name: 'Authorization',
              description: `\`${freeAuthScheme} <api key>\` (PUBLIC_API_KEYS); an unknown key answers 401`,
            },
          },
        },
      },
    });
    if (ui) await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: true });
  },
  { name: 'swagger' },
);
