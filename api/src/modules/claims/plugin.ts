// Claims: the service, its document store, the payout job, the provider's events about its payouts (through
// app.payouts) and the payout reconcile housekeeping.
import fp from 'fastify-plugin';
import path from 'node:path';
import { repoRoot } from '../../config';
import { openStorage } from '../../lib/storage';
import { ClaimsRepository } from './claims-repository';
import { CLAIM_PAYOUT_JOB, ClaimsService } from './claims-service';

declare module 'fastify' {
  interface FastifyInstance {
    claims: ClaimsService;
  }
}

export const claimsPlugin = fp(
  async (app) => {
    const { config } = app;
    const storage = openStorage(
      config.storage,
      'claims',
      config.claims?.storageDir ?? path.join(repoRoot, '.data', 'claims'),
    );
    const service = new ClaimsService({
      db: app.db,
      repository: new ClaimsRepository(app.db),
      storage,
      emails: app.emails,
      sms: app.sms,
      jobs: app.jobs,
      payouts: app.payouts,
      secret: config.secrets.jwt,
      log: app.log.child({ component: 'claims' }),
      stopAutoBilling: (userId, certificateId) =>
        app.payments.schedules.stopForCertificate(userId, certificateId),
    });
    app.decorate('claims', service);
    app.jobs.register<{ payoutId: string }>(CLAIM_PAYOUT_JOB, ({ payload }) =>
      service.sendPayout(payload.payoutId),
    );
    app.payouts.onEvent((payout) => service.applyProviderEvent(payout));
    app.jobs.addHousekeeping('claims.reconcile-payouts', async () => {
      await service.reconcile();
    });
  },
  { name: 'claims', dependencies: ['database', 'jobs', 'mail', 'payments', 'payouts', 'sms'] },
);
