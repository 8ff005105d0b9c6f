// Identity verification (eKYC): the service, its image store and vendor client, the verification job and the
// retention clean-up.
import fp from 'fastify-plugin';
import { openStorage } from '../../lib/storage';
import { EkycRepository } from './ekyc-repository';
import { EKYC_DECLARATION_REMINDER_JOB, EKYC_VERIFY_JOB, EkycService } from './ekyc-service';
import { VendorClient } from './vendor-client';

declare module 'fastify' {
  interface FastifyInstance {
    ekyc: EkycService;
  }
}

export const ekycPlugin = fp(
  async (app) => {
    const { ekyc: config } = app.config;
    const storage = openStorage(app.config.storage, 'ekyc', config.storageDir);
    const vendor = new VendorClient({
      baseUrl: config.vendorUrl,
      apiKey: config.vendorApiKey,
      timeoutMs: config.vendorTimeoutMs,
    });
    const service = new EkycService(
      app.db,
      new EkycRepository(app.db),
      app.roles,
      storage,
      vendor,
      app.emails,
      app.jobs,
      config,
      app.log.child({ component: 'ekyc' }),
    );
    app.decorate('ekyc', service);
    app.jobs.register<{ submissionId: string }>(EKYC_VERIFY_JOB, ({ payload }) =>
      service.runVerification(payload.submissionId),
    );
    app.jobs.register<{ submissionId: string }>(EKYC_DECLARATION_REMINDER_JOB, ({ payload }) =>
      service.sendDeclarationReminder(payload.submissionId),
    );
    app.jobs.addHousekeeping('ekyc.purge-expired-images', async () => {
      await service.purgeExpiredImages();
    });
  },
  { name: 'ekyc', dependencies: ['database', 'jobs', 'mail', 'auth'] },
);
