// Runtime settings kept in the database, so every API instance sees a switch without a restart.
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { settings } from '../../db/schema';

export interface MaintenanceSetting {
  enabled: boolean;
  /** Shown to visitors on the maintenance page; null uses the standard text. */
  message: string | null;
}

const MAINTENANCE_KEY = 'maintenance';

export class SettingsRepository {
  constructor(private readonly db: Database) {}

  async getMaintenance(): Promise<MaintenanceSetting> {
    const [row] = await this.db.select().from(settings).where(eq(settings.key, MAINTENANCE_KEY));
    const value = row?.value as Partial<MaintenanceSetting> | undefined;
    return { enabled: value?.enabled === true, message: value?.message ?? null };
  }

  async setMaintenance(value: MaintenanceSetting): Promise<void> {
    await this.db
      .insert(settings)
      .values({ key: MAINTENANCE_KEY, value })
      .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: sql`now()` } });
  }
}
