// The accounts settings of the environment: uploads folder, support inbox, app client keys, public API URL.
import os from 'node:os';
import path from 'node:path';
import { ConfigError, loadConfig, repoRoot } from '../src/config';

// Outside production, missing secrets are generated next to the data folder: keep them in the temp folder.
const base = { NODE_ENV: 'test', PGLITE_DATA_DIR: path.join(os.tmpdir(), 'teduh-account-config', 'pglite') };

describe('accounts configuration', () => {
  it('has defaults: uploads in <repo>/.data/uploads, the brand support inbox, no app keys', () => {
    const { accounts } = loadConfig(base);
    expect(accounts).toEqual({
      uploadsDir: path.join(repoRoot, '.data', 'uploads'),
      supportEmail: 'support@teduh.my',
      publicApiKeys: [],
      apiPublicUrl: undefined,
    });
  });

  it('reads the environment', () => {
    const { accounts } = loadConfig({
      ...base,
      UPLOADS_DIR: '/var/lib/teduh/uploads',
      SUPPORT_EMAIL: 'help@teduh.my',
      PUBLIC_API_KEYS: ' mobile-app-key-000000001 , partner_webview_key_0002 ,',
      API_PUBLIC_URL: 'https://api.teduh.my/',
    });
    expect(accounts).toEqual({
      uploadsDir: '/var/lib/teduh/uploads',
      supportEmail: 'help@teduh.my',
      publicApiKeys: ['mobile-app-key-000000001', 'partner_webview_key_0002'],
      apiPublicUrl: 'https://api.teduh.my',
    });
  });

  it.each([
    [{ PUBLIC_API_KEYS: 'short' }, /PUBLIC_API_KEYS/],
    [{ PUBLIC_API_KEYS: 'has spaces inside it, twice' }, /PUBLIC_API_KEYS/],
    [{ SUPPORT_EMAIL: 'not an address' }, /SUPPORT_EMAIL/],
    [{ API_PUBLIC_URL: 'api.teduh.my' }, /API_PUBLIC_URL/],
  ])('refuses %j', (env, message) => {
    expect(() => loadConfig({ ...base, ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, ...env })).toThrow(message);
  });
});
