// The accounts service and its repositories.
import fp from 'fastify-plugin';
import { AccountsService, RECOVERY_JOB, type RecoveryJobPayload } from '../../modules/auth/accounts-service';
import { EmailPins } from '../../modules/auth/email-pins';
import { UsersRepository } from '../../modules/auth/users-repository';

declare module 'fastify' {
  interface FastifyInstance {
    users: UsersRepository;
    accounts: AccountsService;
  }
}

export const accountsPlugin = fp(
  async (app) => {
    const users = new UsersRepository(app.db);
    const pins = new EmailPins(app.db, app.config.secrets.jwt);
    app.decorate('users', users);
    app.decorate(
      'accounts',
      new AccountsService(
        app.db,
        users,
        pins,
        app.sessions,
        app.emails,
        (kind, payload) => app.jobs.enqueue(kind, payload),
        {
          scryptCost: app.config.passwords.scryptCost,
        },
      ),
    );
    app.jobs.register<RecoveryJobPayload>(RECOVERY_JOB, ({ payload }) =>
      app.accounts.sendRecoveryPin(payload),
    );
    app.jobs.addHousekeeping((db) => pins.purgeExpired(db));
  },
  { name: 'accounts', dependencies: ['database', 'auth', 'mail', 'jobs'] },
);
