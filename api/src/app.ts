// Builds the API: external plugins, then the app's repositories and services, then the routes (fastify/demo).
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { AppConfig } from './config';
import type { DatabaseHandle } from './db/database';
import { adminMaintenanceRoutes } from './modules/admin/maintenance-routes';
import { analyticsRoutes } from './modules/analytics/routes';
import { authRoutes } from './modules/auth/routes';
import { cmsRoutes } from './modules/cms/routes';
import { devAutoBillingRoutes } from './modules/dev/auto-billing-routes';
import { mailboxRoutes } from './modules/dev/mailbox-routes';
import { enquiriesRoutes } from './modules/enquiries/routes';
import { documentsRoutes, productAttachmentsRoutes } from './modules/documents/routes';
import { healthRoutes } from './modules/health/routes';
import { legacyRoutes } from './modules/legacy/routes';
import { newsletterRoutes } from './modules/newsletter/routes';
import { ekycRoutes } from './modules/ekyc/routes';
import { staffRoutes } from './modules/staff/routes';
import { productsRoutes } from './modules/products/routes';
import { needsTestRoutes } from './modules/needs-test/routes';
import { kuburProDemoRoutes } from './modules/kubur-pro-demo/routes';
import { motorDemoRoutes } from './modules/motor-demo/routes';
import { referralPlugin } from './modules/referral/plugin';
import { referralRoutes } from './modules/referral/routes';
import { rewardsPlugin } from './modules/rewards/plugin';
import { rewardsRoutes } from './modules/rewards/routes';
import { devCertificatesRoutes } from './modules/dev/certificates-routes';
import { devRewardsRoutes } from './modules/dev/rewards-routes';
import { socialPlugin } from './modules/social/plugin';
import { legacySocialRoutes, socialRoutes } from './modules/social/routes';
import { accountsPlugin } from './plugins/app/accounts';
import { apiClientsPlugin } from './plugins/app/api-clients';
import { authPlugin } from './plugins/app/auth';
import { AppError } from './lib/errors';
import { lazyRequestLogger } from './lib/request-logger';
import { localeFromAcceptLanguage } from './lib/i18n';
import { errorHandlerPlugin, handleError } from './plugins/app/error-handler';
import { jobsPlugin } from './plugins/app/jobs';
import { mailPlugin } from './plugins/app/mail';
import { maintenancePlugin } from './plugins/app/maintenance';
import { newsletterPlugin } from './plugins/app/newsletter';
import { ekycPlugin } from './modules/ekyc/plugin';
import { certificatesPlugin } from './plugins/app/certificates';
import { partnersPlugin } from './modules/partners/plugin';
import { partnersRoutes } from './modules/partners/routes';
import { paymentsPlugin, type PaymentsPluginOptions } from './modules/payments/plugin';
import { claimsPlugin } from './modules/claims/plugin';
import { servicingPlugin } from './modules/servicing/plugin';
import { servicingRoutes } from './modules/servicing/routes';
import { smsPlugin, type SmsPluginOptions } from './modules/sms/plugin';
import { smsRoutes } from './modules/sms/routes';
import { payoutsPlugin } from './modules/payouts/plugin';
import { choicesRoutes, claimsRoutes, staffClaimsRoutes } from './modules/claims/routes';
import { paymentContractPlugin } from './modules/certificates/payment-contract';
import { cardPaymentRoutes } from './modules/payments/card-routes';
import { fpxPaymentRoutes } from './modules/payments/fpx-routes';
import { applicationsRoutes } from './modules/applications/routes';
import { partnerInsurerPlugin, type PartnerInsurerPluginOptions } from './modules/partner-insurer/plugin';
import { accidentPrefix, accidentRoutes } from './modules/partner-insurer/accident-routes';
import {
  newerPlanPrefix,
  olderPlanPrefix,
  partnerInsurerRoutes,
  partnerPlanRoutes,
} from './modules/partner-insurer/routes';
import { calculatorEmailRoutes } from './modules/calculator-email/routes';
import { paymentScheduleRoutes } from './modules/certificates/payment-schedule-routes';
import { quotationsRoutes } from './modules/certificates/routes';
import { policiesRoutes, staffCertificatesRoutes } from './modules/policies/routes';
import { vaultPlugin } from './modules/vault/plugin';
import { vaultRoutes } from './modules/vault/routes';
import {
  relationshipsRoutes,
  staffUnderwritingRoutes,
  underwritingRoutes,
} from './modules/underwriting/routes';
import { generateRequestId, requestContextPlugin } from './plugins/app/request-context';
import { corsPlugin } from './plugins/external/cors';
import { databasePlugin } from './plugins/external/database';
import { helmetPlugin } from './plugins/external/helmet';
import { rateLimitPlugin } from './plugins/external/rate-limit';
import { sessionCookiePlugin } from './plugins/external/session-cookie';
import { swaggerPlugin } from './plugins/external/swagger';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
  }
}

export interface BuildOptions {
  /** An open, migrated database (tests); otherwise the app opens and migrates the configured one. */
  database?: DatabaseHandle;
  logger?: FastifyServerOptions['logger'];
  /** Options of the payments plugin (tests hand in their own certificates side of the payment contract). */
  payments?: PaymentsPluginOptions;
  /** Options of the partner insurer's clients (tests shorten the retries). */
  partnerInsurer?: PartnerInsurerPluginOptions;
  /** Options of the SMS provider's client (tests hand in a failing fetch). */
  sms?: SmsPluginOptions;
}

export function loggerOptions(config: AppConfig): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
      censor: '[redacted]',
    },
  };
}

/** The server's own options: the request id, proxies, body size, router and validator settings. */
export function serverOptions(
  config: AppConfig,
  logger: FastifyServerOptions['logger'] = loggerOptions(config),
): FastifyServerOptions {
  return {
    logger,
    genReqId: generateRequestId,
    childLoggerFactory: lazyRequestLogger,
    trustProxy: config.trustProxy,
    bodyLimit: config.bodyLimit,
    routerOptions: { ignoreTrailingSlash: true },
    // A path the router cannot decode, or a parameter past its length, in the contract's error shape.
    frameworkErrors: (error, request, reply) => {
      request.locale = localeFromAcceptLanguage(request.headers['accept-language']);
      const badPath = error.code === 'FST_ERR_BAD_URL' || error.code === 'FST_ERR_MAX_PARAM_LENGTH';
      handleError(badPath ? new AppError(400, 'invalid_path', 'errors.invalidPath') : error, request, reply);
    },
    ajv: {
      customOptions: {
        allErrors: true,
        verbose: true,
        // Annotations naming the message of a failed rule (keys of lib/i18n or the shared validation keys).
        keywords: ['x-message', 'x-required-message'],
      },
    },
  };
}

export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify(serverOptions(config, options.logger)).withTypeProvider<TypeBoxTypeProvider>();

  app.decorate('config', config);

  // External plugins.
  await app.register(requestContextPlugin);
  await app.register(errorHandlerPlugin);
  await app.register(databasePlugin, { handle: options.database });
  await app.register(corsPlugin);
  await app.register(helmetPlugin);
  await app.register(sessionCookiePlugin);
  await app.register(rateLimitPlugin);
  await app.register(swaggerPlugin, { ui: config.devTools.openApiUi });

  // Repositories and services.
  await app.register(maintenancePlugin);
  await app.register(apiClientsPlugin);
  await app.register(jobsPlugin);
  await app.register(mailPlugin);
  await app.register(authPlugin);
  await app.register(accountsPlugin);
  await app.register(newsletterPlugin);
  await app.register(referralPlugin);
  await app.register(socialPlugin);
  await app.register(ekycPlugin);
  // What certificates and payments ask of each other: registered before both, each then provides its side.
  await app.register(paymentContractPlugin);
  await app.register(certificatesPlugin);
  await app.register(partnersPlugin);
  await app.register(paymentsPlugin, options.payments ?? {});
  await app.register(payoutsPlugin, { fetch: options.payments?.fetch });
  await app.register(rewardsPlugin);
  await app.register(partnerInsurerPlugin, options.partnerInsurer ?? {});
  await app.register(vaultPlugin);
  await app.register(smsPlugin, options.sms ?? {});
  await app.register(claimsPlugin);
  await app.register(servicingPlugin);

  // Routes.
  await app.register(healthRoutes);
  await app.register(authRoutes, { prefix: '/auth/api/v1' });
  await app.register(socialRoutes, { prefix: '/auth/api/v1/social' });
  await app.register(legacySocialRoutes, { prefix: '/api/social' });
  await app.register(analyticsRoutes, { prefix: '/analytics/api/v1' });
  const publicRateLimit = { max: config.rateLimit.public.max, timeWindow: config.rateLimit.public.windowMs };
  await app.register(productsRoutes, { rateLimit: publicRateLimit });
  await app.register(needsTestRoutes, { rateLimit: publicRateLimit });
  await app.register(documentsRoutes, {
    prefix: '/documents',
    rateLimit: publicRateLimit,
    retentionYears: Math.floor(config.ekyc.retentionDays / 365),
  });
  await app.register(productAttachmentsRoutes, {
    prefix: '/product/api/v1',
    rateLimit: publicRateLimit,
    retentionYears: Math.floor(config.ekyc.retentionDays / 365),
  });
  await app.register(newsletterRoutes, { prefix: '/api/newsletter', rateLimit: publicRateLimit });
  await app.register(ekycRoutes, { prefix: '/ekyc/api', rateLimit: publicRateLimit });
  await app.register(staffRoutes, { prefix: '/staff/api/v1' });
  await app.register(enquiriesRoutes, { prefix: '/enquiries/api/v1', rateLimit: publicRateLimit });
  await app.register(cmsRoutes, { rateLimit: publicRateLimit });
  await app.register(referralRoutes, { prefix: '/referral/api/v1', rateLimit: publicRateLimit });
  await app.register(rewardsRoutes, { prefix: '/rewards/api/v1' });
  await app.register(underwritingRoutes, { prefix: '/underwriting/api/v1' });
  await app.register(staffUnderwritingRoutes, { prefix: '/staff/api/v1/underwriting' });
  await app.register(relationshipsRoutes, { prefix: '/payment/api/v1' });
  await app.register(fpxPaymentRoutes, { prefix: '/payment/api/v1' });
  await app.register(cardPaymentRoutes, { prefix: '/payments/providers/xendit' });
  await app.register(quotationsRoutes, { prefix: '/certificates/api/v1/quotations' });
  await app.register(partnersRoutes, { prefix: '/partners/api/v1', rateLimit: publicRateLimit });
  await app.register(applicationsRoutes, { prefix: '/applications' });
  await app.register(paymentScheduleRoutes, { prefix: '/product/api/v1/quotation' });
  await app.register(calculatorEmailRoutes, { prefix: '/product/api/v1', rateLimit: app.authRateLimit });
  await app.register(policiesRoutes, { prefix: '/policy/api/v1' });
  await app.register(servicingRoutes, { prefix: '/policy/api/v1' });
  await app.register(vaultRoutes, { prefix: '/policy/api/v1/general-policies' });
  await app.register(staffCertificatesRoutes, { prefix: '/staff/api/v1/certificates' });
  await app.register(claimsRoutes, { prefix: '/claim/api/v1/claims', rateLimit: publicRateLimit });
  await app.register(staffClaimsRoutes, { prefix: '/staff/api/v1/claims' });
  await app.register(smsRoutes, { prefix: '/sms/api/v1' });
  await app.register(choicesRoutes, { prefix: '/utils/get-choices', rateLimit: publicRateLimit });
  await app.register(choicesRoutes, { prefix: '/api/utils/get-choices', rateLimit: publicRateLimit });
  await app.register(legacyRoutes, { prefix: '/api', rateLimit: publicRateLimit });
  await app.register(motorDemoRoutes, {
    prefix: '/demos/api/v1/motor',
    rateLimit: publicRateLimit,
    emailRateLimit: { max: config.rateLimit.auth.max, timeWindow: config.rateLimit.auth.windowMs },
  });
  await app.register(kuburProDemoRoutes, { prefix: '/demos/api/v1/kubur-pro', rateLimit: publicRateLimit });
  for (const kind of ['medical', 'life'] as const) {
    const rateLimit = publicRateLimit;
    await app.register(partnerPlanRoutes, { prefix: newerPlanPrefix[kind], kind, paths: 'newer', rateLimit });
    await app.register(partnerPlanRoutes, { prefix: olderPlanPrefix[kind], kind, paths: 'older', rateLimit });
  }
  await app.register(accidentRoutes, { prefix: accidentPrefix, rateLimit: publicRateLimit });
  await app.register(partnerInsurerRoutes, {
    prefix: '/partners/api/v1/insurer',
    callbackPaths: ['/callback/'],
  });
  await app.register(partnerInsurerRoutes, {
    prefix: '/api/elife',
    callbackPaths: ['/backend-response/'],
  });
  if (config.devTools.routes) {
    await app.register(mailboxRoutes, { prefix: '/dev' });
    await app.register(devAutoBillingRoutes, { prefix: '/dev' });
    await app.register(devRewardsRoutes, { prefix: '/dev' });
    await app.register(devCertificatesRoutes, { prefix: '/dev' });
  }
  if (config.secrets.admin) {
    await app.register(adminMaintenanceRoutes, { prefix: '/admin', adminToken: config.secrets.admin });
  }

  return app;
}
