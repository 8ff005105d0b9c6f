// Claims: the service, its document store and payout client, the payout job, the provider's payout events
// (through the payments provider-event inbox) and the payout reconcile housekeeping.
import fp from 'fastify-plugin';
import path from 'node:path';
import { repoRoot } from '../../config';
import { openStorage } from '../../lib/storage';
import { ClaimsRepository } from './claims-repository';
import { CLAIM_PAYOUT_JOB, ClaimsService } from './claims-service';
import { PayoutClient } from './payout-client';

declare module 'fastify' {
  interface FastifyInstance {
    claims: ClaimsService;
  }
}

export interface ClaimsPluginOptions {
  fetch?: typeof fetch;
}

export const claimsPlugin = fp<ClaimsPluginOptions>(
  async (app, options) => {
    const { config } = app;
    const storage = openStorage(
      config.storage,
      'claims',
      config.claims?.storageDir ?? path.join(repoRoot, '.data', 'claims'),
    );
    const payouts = new PayoutClient({
      baseUrl: config.payments.card.url,
      secretKey: config.payments.card.secretKey,
      timeoutMs: config.payments.card.timeoutMs,
      fetch: options.fetch,
    });
    const service = new ClaimsService({
      db: app.db,
      repository: new ClaimsRepository(app.db),
      storage,
      emails: app.emails,
      sms: app.sms,
      jobs: app.jobs,
      payouts,
      secret: config.secrets.jwt,
      log: app.log.child({ component: 'claims' }),
      stopAutoBilling: (userId, certificateId) =>
        app.payments.schedules.stopForCertificate(userId, certificateId),
    });
    app.decorate('claims', service);
    app.jobs.register<{ payoutId: string }>(CLAIM_PAYOUT_JOB, ({ payload }) =>
      service.sendPayout(payload.payoutId),
    );
    app.payments.providerEvents.handlePayouts((payoutId) => service.applyProviderEvent(payoutId));
    app.jobs.addHousekeeping('claims.reconcile-payouts', async () => {
      await service.reconcile();
    });
  },
  { name: 'claims', dependencies: ['database', 'jobs', 'mail', 'payments', 'sms'] },
);
