// The older generation's account paths (`api/...`, contract section 7.3; mounted by ./routes.ts): thin aliases that register the SAME
// handlers as auth/api/v1 (modules/auth/routes.ts) under the old paths; no logic of their own, except two
// adapters whose bodies differ (pre-register/ carries an API key, token-verify/ names the PIN `token`), which
// call the same accounts service.
//
// | Older path                               | Same as (auth/api/v1/)                  |
// | ---------------------------------------- | --------------------------------------- |
// | POST jwt/login/                          | POST jwt/                               |
// | POST jwt/refresh/                        | POST jwt/refresh/                       |
// | GET jwt/verify/, GET verify/             | GET jwt/verify/                         |
// | GET, PATCH, DELETE me/                   | GET, PATCH, DELETE me/                  |
// | POST recovery/, verify/, confirmation/   | POST recovery/, verify/, confirm/       |
// | POST password/                           | POST me/change-password/                |
// | POST me/change-email/                    | POST me/change-email/                   |
// | POST email-verification/                 | POST me/change-email/ (send the link)   |
// | POST email-verification/verify/          | POST me/change-email/verify/            |
// | POST email-verification/confirmation/    | POST me/change-email/confirm/           |
// | POST generate-otp/                       | POST generate-otp/                      |
// | POST pre-register/ (email, api_key)      | POST register/, with a valid public key |
// | POST token-verify/ (email, token = PIN)  | POST register/verify/                   |
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@fastify/type-provider-typebox';
import { AppError } from '../../lib/errors';
import { Email, envelope, errorResponses } from '../../lib/http-schemas';
import {
  changeEmailConfirmRoute,
  changeEmailRoute,
  changeEmailVerifyRoute,
  changePasswordRoute,
  generateOtpRoute,
  loginRoute,
  meDeleteRoute,
  meRoute,
  meUpdateRoute,
  prepareAccountRoutes,
  recoveryConfirmRoute,
  recoveryRoute,
  recoveryVerifyRoute,
  refreshRoute,
  verifyTokenRoute,
  type RouteDoc,
} from '../auth/routes';
import { Pin } from '../auth/schemas';

const doc: RouteDoc = { tags: ['legacy'], deprecated: true };

export const legacyAccountRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await prepareAccountRoutes(app);

  loginRoute(app, '/jwt/login/', doc);
  refreshRoute(app, '/jwt/refresh/', doc);
  verifyTokenRoute(app, '/jwt/verify/', doc);
  verifyTokenRoute(app, '/verify/', doc);
  meRoute(app, '/me/', doc);
  meUpdateRoute(app, '/me/', doc);
  meDeleteRoute(app, '/me/', doc);
  recoveryRoute(app, '/recovery/', doc);
  recoveryVerifyRoute(app, '/recovery/verify/', doc);
  recoveryConfirmRoute(app, '/recovery/confirmation/', doc);
  changePasswordRoute(app, '/password/', doc);
  changeEmailRoute(app, '/me/change-email/', doc);
  changeEmailRoute(app, '/email-verification/', doc);
  changeEmailVerifyRoute(app, '/email-verification/verify/', doc);
  changeEmailConfirmRoute(app, '/email-verification/confirmation/', doc);
  generateOtpRoute(app, '/generate-otp/', doc);

  app.post(
    '/pre-register/',
    {
      config: { rateLimit: app.authRateLimit },
      schema: {
        ...doc,
        summary: 'Start a registration from a trusted app (post-purchase sign-up): register/ with an API key',
        description: 'api_key must be one of PUBLIC_API_KEYS, else 400 invalid_api_key.',
        body: Type.Object({ email: Email, api_key: Type.String({ minLength: 1, maxLength: 200 }) }),
        response: {
          200: envelope(
            Type.Object({
              email: Type.String(),
              expires_at: Type.String({ format: 'date-time' }),
              resend_after_seconds: Type.Integer(),
            }),
          ),
          ...errorResponses(400, 429),
        },
      },
    },
    async (request) => {
      if (!app.apiClientFor(request.body.api_key)) {
        throw new AppError(400, 'invalid_api_key', 'auth.invalidApiKey', {
          fields: { api_key: [{ key: 'auth.invalidApiKey' }] },
        });
      }
      const started = await app.accounts.startRegistration(request.body.email, request.locale);
      return {
        data: {
          email: started.email,
          expires_at: started.expiresAt.toISOString(),
          resend_after_seconds: started.resendAfterSeconds,
        },
      };
    },
  );

  app.post(
    '/token-verify/',
    {
      config: { rateLimit: app.authRateLimit },
      schema: {
        ...doc,
        summary: 'Check the e-mailed registration PIN (named token here): register/verify/',
        description:
          'token is the 6-digit PIN from the e-mail of pre-register/; the address is needed too, as PINs ' +
          'are per address. Answers the registration token for register/confirm/.',
        body: Type.Object({ email: Email, token: Pin }),
        response: {
          200: envelope(
            Type.Object({ token: Type.String(), expires_at: Type.String({ format: 'date-time' }) }),
          ),
          ...errorResponses(400, 429),
        },
      },
    },
    async (request) => {
      const verified = await app.accounts.verifyRegistration(request.body.email, request.body.token);
      return { data: { token: verified.token, expires_at: verified.expiresAt.toISOString() } };
    },
  );
};
