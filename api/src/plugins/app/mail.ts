// E-mail: rendered and sent by a job, so a slow or failing mail server never fails a request and is retried.
import fp from 'fastify-plugin';
import { EmailService, SEND_EMAIL_JOB, type SendEmailPayload } from '../../modules/mail/email-service';
import { OutboxMailer, SmtpMailer, type Mailer } from '../../modules/mail/mailer';
import { renderEmail } from '../../modules/mail/templates';

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

    const emails = new EmailService((payload, db) => app.jobs.enqueue(SEND_EMAIL_JOB, payload, { db }));
    app.jobs.register<SendEmailPayload>(SEND_EMAIL_JOB, async ({ payload }) => {
      const rendered = renderEmail(payload.content, payload.language, { webUrl: config.webUrl });
      await mailer.send({
        to: payload.to,
        language: payload.language,
        template: payload.content.template,
        ...rendered,
        attachments: await emails.attachmentsOf(payload.attachments ?? []),
      });
    });

    app.decorate('emails', emails);
  },
  { name: 'mail', dependencies: ['database', 'jobs'] },
);
