// The provider-event inbox: every card webhook and FPX callback we have handled, by the provider's delivery id,
// so a delivery that comes again is known as a repeat.
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { paymentProviderEvents } from '../../db/schema';

export type PaymentProvider = (typeof paymentProviderEvents.$inferSelect)['provider'];

export interface ProviderDelivery {
  provider: PaymentProvider;
  eventId: string;
  type: string;
  payload: object;
}

export class ProviderEventsRepository {
  constructor(private readonly db: Database) {}

  async isRecorded(provider: PaymentProvider, eventId: string): Promise<boolean> {
    const [seen] = await this.db
      .select({ eventId: paymentProviderEvents.eventId })
      .from(paymentProviderEvents)
      .where(and(eq(paymentProviderEvents.provider, provider), eq(paymentProviderEvents.eventId, eventId)));
    return seen !== undefined;
  }

  /** Records a handled delivery; one recorded meanwhile (a concurrent repeat) is kept as it is. */
  async record(delivery: ProviderDelivery): Promise<void> {
    await this.db.insert(paymentProviderEvents).values(delivery).onConflictDoNothing();
  }
}
