// Certificate servicing: the service (its codes are the accounts' e-mailed PINs), and the history entry of each
// cancellation the holder asks for.
import fp from 'fastify-plugin';
import { EmailPins } from '../auth/email-pins';
import { ServicingService } from './servicing-service';

declare module 'fastify' {
  interface FastifyInstance {
    servicing: ServicingService;
  }
}

export const servicingPlugin = fp(
  async (app) => {
    const service = new ServicingService(
      app.db,
      new EmailPins(app.db, app.config.secrets.jwt),
      app.emails,
      app.certificates,
    );
    app.decorate('servicing', service);
    app.certificates.onCancellationRequested((tx, cancellation) =>
      service.recordCancellation(
        tx,
        cancellation.certificateId,
        cancellation.userId,
        cancellation.reason,
        cancellation.effectiveDate,
      ),
    );
  },
  { name: 'servicing', dependencies: ['database', 'mail', 'certificates', 'accounts'] },
);
