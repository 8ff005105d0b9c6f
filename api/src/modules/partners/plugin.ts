// Sponsored cover: the partners service (app.partners), its eligibility client and roster storage; it names the
// sponsor of its certificates to the certificates service (their PDF shows it).
import path from 'node:path';
import fp from 'fastify-plugin';
import { partnerEligibilitySandboxDefaults, repoRoot } from '../../config';
import { openStorage } from '../../lib/storage';
import { EligibilityClient } from './eligibility-client';
import { PartnersService } from './partners-service';

declare module 'fastify' {
  interface FastifyInstance {
    partners: PartnersService;
  }
}

export const partnersPlugin = fp(
  async (app) => {
    const settings = app.config.partners ?? {
      eligibilityUrl: partnerEligibilitySandboxDefaults.url,
      eligibilityApiKey: partnerEligibilitySandboxDefaults.apiKey,
      eligibilityTimeoutMs: 8_000,
    };
    const certificatesDir =
      app.config.certificates?.storageDir ?? path.join(repoRoot, '.data', 'certificates');
    const rosters = openStorage(
      app.config.storage,
      'partner-rosters',
      path.join(path.dirname(certificatesDir), 'partner-rosters'),
    );
    const service = new PartnersService(
      app.db,
      app.quotations,
      app.certificates,
      app.underwriting,
      new EligibilityClient({
        apiKey: settings.eligibilityApiKey,
        timeoutMs: settings.eligibilityTimeoutMs,
      }),
      settings.eligibilityUrl,
      app.emails,
      rosters,
      app.log.child({ component: 'partners' }),
    );
    app.certificates.provideSponsors((certificateId) => service.sponsorOf(certificateId));
    app.decorate('partners', service);
  },
  { name: 'partners', dependencies: ['database', 'mail', 'certificates'] },
);
