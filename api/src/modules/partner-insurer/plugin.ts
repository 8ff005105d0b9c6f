// The partner insurer: one client per partner product (medical, life, personal accident), the service the routes use (app.partnerInsurer).
import fp from 'fastify-plugin';
import { partnerInsurerSandboxDefaults } from '../../config';
import { PartnerApplicationsRepository } from './applications-repository';
import { PartnerProductClient, type PartnerClientOptions } from './partner-client';
import { PartnerInsurerService } from './partner-service';

declare module 'fastify' {
  interface FastifyInstance {
    partnerInsurer: PartnerInsurerService;
  }
}

export interface PartnerInsurerPluginOptions {
  /** Tests: the client's fetch, attempts and retry delay. */
  client?: Partial<PartnerClientOptions>;
}

export const partnerInsurerPlugin = fp<PartnerInsurerPluginOptions>(
  async (app, options) => {
    const config = app.config.partnerInsurer ?? {
      ...partnerInsurerSandboxDefaults,
      timeoutMs: 10_000,
      lifePlanEnabled: true,
    };
    const clientOptions: PartnerClientOptions = {
      baseUrl: config.url,
      apiKey: config.apiKey,
      timeoutMs: config.timeoutMs,
      ...options.client,
    };
    app.decorate(
      'partnerInsurer',
      new PartnerInsurerService(
        new PartnerApplicationsRepository(app.db),
        {
          medical: new PartnerProductClient('emedic', clientOptions),
          life: new PartnerProductClient('elife', clientOptions),
          accident: new PartnerProductClient('iprotect', clientOptions),
        },
        app.log,
        config.lifePlanEnabled,
        config.signingSecret,
        app.config.secrets.jwt,
      ),
    );
  },
  { name: 'partner-insurer', dependencies: ['database'] },
);
