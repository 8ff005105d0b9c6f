// The accounts service and its repositories: profile pictures, account deletion and e-mail changes.
import fp from 'fastify-plugin';
import { AccountDeletionService } from '../../modules/auth/account-deletion';
import { AccountsService, RECOVERY_JOB, type RecoveryJobPayload } from '../../modules/auth/accounts-service';
import { AuthFailures } from '../../modules/auth/auth-failures';
import { EmailChangeService } from '../../modules/auth/email-change';
import { EmailPins } from '../../modules/auth/email-pins';
import { openStorage } from '../../lib/storage';
import { ProfilePictures } from '../../modules/auth/profile-pictures';
import { ProfileCache } from '../../modules/auth/profile-cache';
import { UsersRepository, type Profile } from '../../modules/auth/users-repository';

declare module 'fastify' {
  interface FastifyInstance {
    users: UsersRepository;
    accounts: AccountsService;
    profilePictures: ProfilePictures;
    accountDeletion: AccountDeletionService;
    emailChange: EmailChangeService;
  }
}

export const accountsPlugin = fp(
  async (app) => {
    const profiles = new ProfileCache<Profile>(app.config.profileCacheMs);
    app.addHook('onClose', async () => profiles.close());
    const users = new UsersRepository(app.db, profiles);
    const pins = new EmailPins(app.db, app.config.secrets.jwt);
    const pictures = new ProfilePictures(
      openStorage(app.config.storage, 'profile-pictures', app.config.accounts.uploadsDir),
    );
    const failures = new AuthFailures(app.db);
    const accounts = new AccountsService(
      app.db,
      users,
      pins,
      failures,
      app.sessions,
      app.emails,
      (kind, payload) => app.jobs.enqueue(kind, payload),
      {
        scryptCost: app.config.passwords.scryptCost,
      },
      pictures,
      { warn: (object, message) => app.log.warn(object, message) },
    );
    const emailChange = new EmailChangeService(app.db, users, app.emails);
    app.decorate('users', users);
    app.decorate('accounts', accounts);
    app.decorate('profilePictures', pictures);
    app.decorate(
      'accountDeletion',
      new AccountDeletionService(
        app.db,
        users,
        pins,
        app.emails,
        (key) => accounts.deletePicture(key),
        app.sessions,
      ),
    );
    app.decorate('emailChange', emailChange);
    app.jobs.register<RecoveryJobPayload>(RECOVERY_JOB, ({ payload }) =>
      app.accounts.sendRecoveryPin(payload),
    );
    app.jobs.addHousekeeping('accounts.purge-expired-pins', (db) => pins.purgeExpired(db));
    app.jobs.addHousekeeping('accounts.purge-expired-email-changes', (db) => emailChange.purgeExpired(db));
    app.jobs.addHousekeeping('accounts.purge-spent-failures', (db) => failures.purgeSpent(db));
  },
  { name: 'accounts', dependencies: ['database', 'auth', 'mail', 'jobs'] },
);
