// The vault service (app.vault), its documents' storage area, the reader's OCR workers (ended when the app
// closes, so tests and the server exit) and the daily lapse reminders.
import path from 'node:path';
import fp from 'fastify-plugin';
import { repoRoot } from '../../config';
import { openStorage } from '../../lib/storage';
import { PolicyOcr } from './policy-ocr';
import { VAULT_ERASE_FILES_JOB, VaultService } from './vault-service';

declare module 'fastify' {
  interface FastifyInstance {
    vault: VaultService;
  }
}

export const vaultPlugin = fp(
  async (app) => {
    const storageDir = app.config.vault?.storageDir ?? path.join(repoRoot, '.data', 'vault');
    const ocr = new PolicyOcr(app.config.vault?.ocr);
    app.addHook('onClose', () => ocr.close());
    const vault = new VaultService(
      app.db,
      openStorage(app.config.storage, 'vault', storageDir),
      () => app.certificates,
      app.emails,
      app.jobs,
      app.log.child({ component: 'vault' }),
      app.config.vault?.maxDocumentBytes ?? 10 * 1024 * 1024,
      ocr,
    );
    app.decorate('vault', vault);
    app.jobs.register<{ keys: string[] }>(VAULT_ERASE_FILES_JOB, ({ payload }) =>
      vault.eraseFiles(payload.keys),
    );
    app.accountDeletion.addEraser((userId, tx) => vault.eraseMember(userId, tx));
    // Once per expiry date: a run that finds nothing new sends nothing.
    app.jobs.addHousekeeping('vault.expiry-reminders', async () => {
      await vault.remindExpiring();
    });
  },
  { name: 'vault', dependencies: ['database', 'jobs', 'mail', 'accounts', 'certificates'] },
);
