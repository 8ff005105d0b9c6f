// E-mail as services send it: queued as a job (rendered and sent later), with files attached by reference.
import type { Database } from '../../db/database';
import type { Locale } from '../../lib/i18n';
import type { MailAttachment } from './mailer';
import type { EmailContent } from './templates';

export const SEND_EMAIL_JOB = 'email.send';

/**
 * A file to attach, named by the service that makes it: the job asks that service for the file when it sends
 * the mail, so the queue holds a reference rather than the file, and the file is the one the service keeps.
 */
export interface AttachmentRef {
  source: string;
  id: string;
}

/** Answers the file of `id`, or null when it cannot be made (the mail is then retried). */
export type AttachmentSource = (id: string) => Promise<MailAttachment | null>;

export interface SendEmailPayload {
  to: string;
  language: Locale;
  content: EmailContent;
  attachments?: AttachmentRef[];
}

export class EmailService {
  private readonly sources = new Map<string, AttachmentSource>();

  constructor(private readonly enqueue: (payload: SendEmailPayload, db?: Database) => Promise<number>) {}

  /** Queues an e-mail; pass the transaction's `db` to send it only if the transaction commits. */
  async send(
    to: string,
    language: Locale,
    content: EmailContent,
    options: { db?: Database; attachments?: AttachmentRef[] } = {},
  ): Promise<void> {
    const attachments = options.attachments?.length ? { attachments: options.attachments } : {};
    await this.enqueue({ to, language, content, ...attachments }, options.db);
  }

  /** Lets mail carry the files of `source` (e.g. 'certificate_pdf' from the certificates service). */
  registerAttachmentSource(source: string, files: AttachmentSource): void {
    this.sources.set(source, files);
  }

  async attachmentsOf(refs: AttachmentRef[]): Promise<MailAttachment[]> {
    return Promise.all(
      refs.map(async (ref) => {
        const file = await this.sources.get(ref.source)?.(ref.id);
        // Thrown, so the job is retried rather than the mail sent without what it promises.
        if (!file) throw new Error(`attachment ${ref.source} ${ref.id} is not available`);
        return file;
      }),
    );
  }
}
