// Newsletter subscriptions: the public footer form (add-contact) and the member's profile switch. A welcome
// e-mail goes out when an address becomes subscribed, never for a repeat, so the form cannot flood an inbox.
import type { Database } from '../../db/database';
import type { Locale } from '../../lib/i18n';
import type { EmailService } from '../mail/email-service';
import { normalizeEmail } from '../auth/users-repository';
import type { NewsletterRepository } from './newsletter-repository';

/** The brand's newsletter: list 1 of the contract, the only list the API knows. */
export const NEWSLETTER_LIST_ID = 1;
export const newsletterListIds = [NEWSLETTER_LIST_ID] as const;

export class NewsletterService {
  constructor(
    private readonly db: Database,
    private readonly repository: NewsletterRepository,
    private readonly emails: EmailService,
  ) {}

  /**
   * Subscribes each address to each list (both already validated). The outcome is the same whether or not an
   * address was subscribed before, so callers learn nothing about other people's subscriptions.
   */
  async addContacts(emails: string[], listIds: number[], language: Locale): Promise<void> {
    const addresses = [...new Set(emails.map(normalizeEmail))];
    const lists = [...new Set(listIds)];
    for (const email of addresses) await this.subscribe(email, lists, language);
  }

  /** The profile switch: the member's own address on the brand's newsletter. */
  async subscribeMember(userId: string, email: string, language: Locale): Promise<void> {
    await this.subscribe(normalizeEmail(email), [NEWSLETTER_LIST_ID], language, userId);
  }

  unsubscribeMember(email: string): Promise<void> {
    return this.repository.unsubscribe(NEWSLETTER_LIST_ID, normalizeEmail(email));
  }

  isMemberSubscribed(email: string): Promise<boolean> {
    return this.repository.isSubscribed(NEWSLETTER_LIST_ID, normalizeEmail(email));
  }

  /** One transaction per address: the welcome e-mail is queued only if the subscription commits. */
  private async subscribe(email: string, lists: number[], language: Locale, userId?: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      let welcome = false;
      for (const listId of lists) {
        if (await this.repository.subscribe({ email, listId, language, userId }, tx)) welcome = true;
      }
      if (welcome) {
        await this.emails.send(
          email,
          language,
          { template: 'newsletter_welcome', params: { email } },
          { db: tx },
        );
      }
    });
  }
}
