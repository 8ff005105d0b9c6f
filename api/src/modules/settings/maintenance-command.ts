// `npm run maintenance -w api -- on "text"` / `off`: switches maintenance mode in the database. The embedded
// database can be open in one process only, so while the API runs on it the switch goes through the API.
import type { AppConfig } from '../../config';
import { dataDirLockHolder, openDatabase } from '../../db/database';
import { SettingsRepository, type MaintenanceSetting } from './settings-repository';

export const maintenanceUsage =
  'Usage: npm run maintenance -w api -- on ["message shown to visitors"] | off | status';

export type MaintenanceCommand = { action: 'set'; setting: MaintenanceSetting } | { action: 'status' };

export function parseMaintenanceArgs(argv: string[]): MaintenanceCommand | null {
  const [action, ...words] = argv;
  const message = words.join(' ').trim() || null;
  if (action === 'on') return { action: 'set', setting: { enabled: true, message } };
  if (action === 'off' && words.length === 0)
    return { action: 'set', setting: { enabled: false, message: null } };
  if (action === 'status' && words.length === 0) return { action: 'status' };
  return null;
}

export interface MaintenanceResult {
  via: 'database' | 'api';
  setting: MaintenanceSetting;
}

export async function runMaintenanceCommand(
  config: AppConfig,
  command: MaintenanceCommand,
  fetchImpl: typeof fetch = fetch,
): Promise<MaintenanceResult> {
  if (config.database.kind === 'pglite' && dataDirLockHolder(config.database.dataDir) !== null) {
    if (!config.secrets.admin)
      throw new Error('The API holds the database and no ADMIN_TOKEN is configured.');
    const response = await fetchImpl(`http://127.0.0.1:${config.port}/admin/maintenance`, {
      method: command.action === 'set' ? 'PUT' : 'GET',
      headers: {
        authorization: `Bearer ${config.secrets.admin}`,
        ...(command.action === 'set' ? { 'content-type': 'application/json' } : {}),
      },
      body: command.action === 'set' ? JSON.stringify(command.setting) : undefined,
    });
    if (!response.ok) {
      throw new Error(
        `The running API refused the switch (HTTP ${response.status}): ${await response.text()}`,
      );
    }
    const body = (await response.json()) as { data: MaintenanceSetting };
    return { via: 'api', setting: body.data };
  }

  const handle = await openDatabase(config.database);
  try {
    await handle.migrate();
    const settings = new SettingsRepository(handle.db);
    if (command.action === 'set') await settings.setMaintenance(command.setting);
    return { via: 'database', setting: await settings.getMaintenance() };
  } finally {
    await handle.close();
  }
}
