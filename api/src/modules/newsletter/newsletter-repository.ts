// Newsletter subscribers: subscribe (insert or reactivate), unsubscribe and look-up, one row per address and list.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { newsletterSubscriptions } from '../../db/schema';
import type { Locale } from '../../lib/i18n';
import { announceProfileChange } from '../auth/profile-cache';

export interface SubscribeInput {
  /** Lower-cased already. */
  email: string;
  listId: number;
  language: Locale;
  userId?: string;
}

export class NewsletterRepository {
  constructor(private readonly db: Database) {}

  /**
   * Subscribes the address; true when it was not subscribed before (new, or unsubscribed), false when it already
   * was. Safe under concurrent calls: the insert waits for a competing one and the reactivation re-checks the
   * status under the row lock, so only one caller ever sees true.
   */
  async subscribe(input: SubscribeInput, db: Database = this.db): Promise<boolean> {
    const { email, listId, language, userId } = input;
    const inserted = await db
      .insert(newsletterSubscriptions)
      .values({ email, listId, language, userId })
      .onConflictDoNothing({ target: [newsletterSubscriptions.listId, newsletterSubscriptions.email] })
      .returning({ id: newsletterSubscriptions.id });
    // Subscriptions are found by address: every kept profile is forgotten (they change seldom).
    if (inserted.length > 0) {
      announceProfileChange();
      return true;
    }

    const reactivated = await db
      .update(newsletterSubscriptions)
      .set({
        status: 'subscribed',
        language,
        subscribedAt: sql`now()`,
        unsubscribedAt: null,
        updatedAt: sql`now()`,
        ...(userId ? { userId } : {}),
      })
      .where(and(this.matches(listId, email), eq(newsletterSubscriptions.status, 'unsubscribed')))
      .returning({ id: newsletterSubscriptions.id });
    if (reactivated.length > 0) {
      announceProfileChange();
      return true;
    }

    // Already subscribed from the footer: a member subscribing from the profile now owns the row.
    if (userId) {
      await db
        .update(newsletterSubscriptions)
        .set({ userId, updatedAt: sql`now()` })
        .where(and(this.matches(listId, email), isNull(newsletterSubscriptions.userId)));
    }
    return false;
  }

  async unsubscribe(listId: number, email: string): Promise<void> {
    await this.db
      .update(newsletterSubscriptions)
      .set({ status: 'unsubscribed', unsubscribedAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(this.matches(listId, email), eq(newsletterSubscriptions.status, 'subscribed')));
    announceProfileChange();
  }

  async isSubscribed(listId: number, email: string): Promise<boolean> {
    const [row] = await this.db
      .select({ status: newsletterSubscriptions.status })
      .from(newsletterSubscriptions)
      .where(this.matches(listId, email))
      .limit(1);
    return row?.status === 'subscribed';
  }

  private matches(listId: number, email: string) {
    return and(eq(newsletterSubscriptions.listId, listId), eq(newsletterSubscriptions.email, email));
  }
}
