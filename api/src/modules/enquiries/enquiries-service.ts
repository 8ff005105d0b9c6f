// Enquiries: stored, then e-mailed to the support inbox and acknowledged to the sender in the sender's language,
// both through the job queue and only if the enquiry is stored. Support gets every enquiry; an address gets at most
// one acknowledgement per ACK_WINDOW_MINUTES.
import type { EnquiryTopic } from '@teduh/shared/domain';
import { and, eq, gt } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { enquiries } from '../../db/schema';
import type { Locale } from '../../lib/i18n';
import type { EmailService } from '../mail/email-service';
import { normalizeEmail } from '../auth/users-repository';

/** One acknowledgement per address in this window, so the form cannot be used to flood someone's inbox. */
export const ACK_WINDOW_MINUTES = 15;

export interface NewEnquiry {
  name: string;
  email: string;
  topic: EnquiryTopic;
  message: string;
  language: Locale;
  userId: string | null;
  apiClient: string | null;
}

export class EnquiriesService {
  constructor(
    private readonly db: Database,
    private readonly emails: EmailService,
    private readonly supportEmail: string,
  ) {}

  async submit(input: NewEnquiry): Promise<{ id: string; topic: string; createdAt: Date }> {
    const name = input.name.trim();
    const email = normalizeEmail(input.email);
    const message = input.message.trim();
    return this.db.transaction(async (tx) => {
      const [recent] = await tx
        .select({ id: enquiries.id })
        .from(enquiries)
        .where(
          and(
            eq(enquiries.email, email),
            gt(enquiries.createdAt, new Date(Date.now() - ACK_WINDOW_MINUTES * 60_000)),
          ),
        )
        .limit(1);
      const [row] = await tx
        .insert(enquiries)
        .values({
          name,
          email,
          topic: input.topic,
          message,
          language: input.language,
          userId: input.userId,
          apiClient: input.apiClient,
        })
        .returning();
      const reference = row!.id;
      await this.emails.send(
        this.supportEmail,
        'en',
        {
          template: 'enquiry_received',
          params: {
            reference,
            name,
            email,
            topic: input.topic,
            language: input.language,
            message,
            member: input.userId,
          },
        },
        { db: tx },
      );
      if (!recent) {
        await this.emails.send(
          email,
          input.language,
          { template: 'enquiry_ack', params: { reference, topic: input.topic } },
          { db: tx },
        );
      }
      return { id: reference, topic: row!.topic, createdAt: row!.createdAt };
    });
  }
}
