// The analytics events table: written in batches, read only by reporting outside the API.
import type { Database } from '../../db/database';
import { analyticsEvents } from '../../db/schema';

export type NewAnalyticsEvent = typeof analyticsEvents.$inferInsert;

export async function recordEvents(db: Database, rows: NewAnalyticsEvent[]): Promise<void> {
  await db.insert(analyticsEvents).values(rows);
}
