// Maintenance mode: while on, every call answers 401 { errors: { code: 'maintenance_notice', detail } }.
// The switch lives in the settings table and is re-read after a short cache, so no restart is needed.
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { translate } from '../../lib/i18n';
import { SettingsRepository, type MaintenanceSetting } from '../../modules/settings/settings-repository';

declare module 'fastify' {
  interface FastifyInstance {
    maintenance: MaintenanceSwitch;
  }
}

/**
 * Paths that keep working during maintenance: docs, health, developer tools, the operator switch, and the
 * payment providers' webhooks and bank callbacks (a payment made before maintenance must still be recorded).
 */
const exemptPrefixes = [
  '/docs',
  '/health',
  '/dev/',
  '/admin/',
  '/payments/providers/xendit/webhooks/',
  '/payment/api/v1/fpx/callback/',
  '/payment/api/v1/fpx/return/',
];

/** Each prefix, and the path it also covers without its trailing slash (`/dev/` covers `/dev`). */
const exemptPaths = exemptPrefixes.map((prefix) => ({ prefix, bare: prefix.replace(/\/$/, '') }));

export function isExemptFromMaintenance(url: string): boolean {
  const query = url.indexOf('?');
  const path = query === -1 ? url : url.slice(0, query);
  return exemptPaths.some(({ prefix, bare }) => path === bare || path.startsWith(prefix));
}

export class MaintenanceSwitch {
  private cached: { value: MaintenanceSetting; at: number } | null = null;
  private inFlight: Promise<MaintenanceSetting> | null = null;

  constructor(
    private readonly repository: SettingsRepository,
    private readonly cacheMs: number,
  ) {}

  /** The switch as last read, while that reading is fresh; undefined once it must be read again. */
  fresh(): MaintenanceSetting | undefined {
    return this.cached && Date.now() - this.cached.at < this.cacheMs ? this.cached.value : undefined;
  }

  async current(): Promise<MaintenanceSetting> {
    const fresh = this.fresh();
    if (fresh) return fresh;
    this.inFlight ??= this.repository
      .getMaintenance()
      .then((value) => {
        this.cached = { value, at: Date.now() };
        return value;
      })
      .finally(() => {
        this.inFlight = null;
      });
    return this.inFlight;
  }

  async set(value: MaintenanceSetting): Promise<void> {
    await this.repository.setMaintenance(value);
    this.cached = { value, at: Date.now() };
  }
}

export const maintenancePlugin = fp(
  async (app) => {
    const maintenance = new MaintenanceSwitch(new SettingsRepository(app.db), app.config.maintenanceCacheMs);
    app.decorate('maintenance', maintenance);

    const refuse = (request: FastifyRequest, reply: FastifyReply, state: MaintenanceSetting) => {
      const detail = state.message ?? translate(request.locale, 'errors.maintenance');
      return reply.status(401).send({ errors: { code: 'maintenance_notice', detail } });
    };
    // A callback hook that answers at once from a fresh reading: every request passes here.
    app.addHook('onRequest', (request, reply, done) => {
      const fresh = maintenance.fresh();
      // Off, as it nearly always is: the path need not be looked at.
      if (fresh && !fresh.enabled) return done();
      if (request.method === 'OPTIONS' || isExemptFromMaintenance(request.url)) return done();
      if (fresh) return refuse(request, reply, fresh);
      maintenance.current().then(
        (state) => (state.enabled ? refuse(request, reply, state) : done()),
        (error: unknown) => done(error as Error),
      );
    });
  },
  { name: 'maintenance', dependencies: ['database', 'request-context'] },
);
