// Sends rendered mail: over SMTP when SMTP_URL is set, otherwise into the outbox table (GET /dev/mailbox).
import { desc, eq } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Database } from '../../db/database';
import { outboxEmails } from '../../db/schema';
import type { Locale } from '../../lib/i18n';

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Name of the template, kept in the outbox for developers. */
  template: string;
  language: Locale;
  attachments?: MailAttachment[];
}

export interface Mailer {
  readonly transport: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export class SmtpMailer implements Mailer {
  readonly transport = 'smtp';
  private readonly transporter: Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    this.transporter = nodemailer.createTransport(smtpUrl);
  }

  async send(message: MailMessage): Promise<void> {
    await this.transporter.sendMail({
      from: this.from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      attachments: message.attachments?.map(({ filename, contentType, content }) => ({
        filename,
        contentType,
        content,
      })),
      headers: { 'Content-Language': message.language },
    });
  }

  close(): void {
    this.transporter.close();
  }
}

export class OutboxMailer implements Mailer {
  readonly transport = 'outbox';

  constructor(
    private readonly db: Database,
    private readonly from: string,
  ) {}

  async send({ attachments = [], ...message }: MailMessage): Promise<void> {
    await this.db.insert(outboxEmails).values({
      ...message,
      from: this.from,
      attachments: attachments.map(({ filename, contentType, content }) => ({
        filename,
        contentType,
        content: content.toString('base64'),
      })),
    });
  }

  close(): void {}
}

/** The developer mailbox's reads of the outbox: newest first, optionally for one address. */
export function listOutbox(db: Database, to: string | undefined, limit: number) {
  return db
    .select()
    .from(outboxEmails)
    .where(to ? eq(outboxEmails.to, to.trim().toLowerCase()) : undefined)
    .orderBy(desc(outboxEmails.id))
    .limit(limit);
}

export async function outboxAttachments(db: Database, id: number) {
  const [row] = await db
    .select({ attachments: outboxEmails.attachments })
    .from(outboxEmails)
    .where(eq(outboxEmails.id, id));
  return row?.attachments;
}
