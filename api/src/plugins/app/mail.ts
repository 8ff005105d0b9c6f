// E-mail: rendered and sent by a job, so a slow or failing mail server never fails a request and is retried.
import fp from 'fastify-plugin';
import type { Database } from '../../db/database';
import type { Locale } from '../../lib/i18n';
import { OutboxMailer, SmtpMailer, type Mailer } from '../../modules/mail/mailer';
import { renderEmail, type EmailContent } from '../../modules/mail/templates';

export const SEND_EMAIL_JOB = 'email.send';

interface SendEmailPayload {
  to: string;
  language: Locale;
  content: EmailContent;
}

export class EmailService {
  constructor(private readonly enqueue: (payload: SendEmailPayload, db?: Database) => Promise<number>) {}

  /** Queues an e-mail; pass the transaction's `db` to send it only if the transaction commits. */
  async send(
    to: string,
    language: Locale,
    content: EmailContent,
    options: { db?: Database } = {},
  ): Promise<void> {
    await this.enqueue({ to, language, content }, options.db);
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
    emails: EmailService;
  }
}

export const mailPlugin = fp(
  async (app) => {
    const { config } = app;
    const mailer: Mailer = config.mail.smtpUrl
      ? new SmtpMailer(config.mail.smtpUrl, config.mail.from)
      : new OutboxMailer(app.db, config.mail.from);
    app.decorate('mailer', mailer);
    app.addHook('onClose', async () => mailer.close());

    app.jobs.register<SendEmailPayload>(SEND_EMAIL_JOB, async ({ payload }) => {
      const rendered = renderEmail(payload.content, payload.language, { webUrl: config.webUrl });
      await mailer.send({
        to: payload.to,
        language: payload.language,
        template: payload.content.template,
        ...rendered,
      });
    });

    app.decorate(
      'emails',
      new EmailService((payload, db) => app.jobs.enqueue(SEND_EMAIL_JOB, payload, { db })),
    );
  },
  { name: 'mail', dependencies: ['database', 'jobs'] },
);
