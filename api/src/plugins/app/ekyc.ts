// Identity verification (eKYC): the service, its image store and vendor client, the verification job, the
// retention clean-up, and the `requireStaff` hook of the staff routes.
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../lib/errors';
import { openStorage } from '../../lib/storage';
import { EKYC_DECLARATION_REMINDER_JOB, EKYC_VERIFY_JOB, EkycService } from '../../modules/ekyc/ekyc-service';
import { VendorClient } from '../../modules/ekyc/vendor-client';

declare module 'fastify' {
  interface FastifyInstance {
    ekyc: EkycService;
    /** preHandler of staff routes (after `authenticate`): 403 permission_denied for members. */
    requireStaff: (request: FastifyRequest) => Promise<void>;
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
    app.decorate('requireStaff', async (request: FastifyRequest) => {
      if (!request.auth || !(await service.isStaff(request.auth.userId))) {
        throw new AppError(403, 'permission_denied', 'ekyc.permissionDenied');
      }
    });
  },
  { name: 'ekyc', dependencies: ['database', 'jobs', 'mail', 'auth'] },
);
