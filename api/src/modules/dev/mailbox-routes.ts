// GET /dev/mailbox: the e-mail outbox for developers and tests (not registered in production).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@fastify/type-provider-typebox';
import { colors } from '@teduh/shared/tokens';
import { brand } from '../../brand';
import { AppError } from '../../lib/errors';
import { Email, envelope, errorResponses } from '../../lib/http-schemas';
import { listOutbox, outboxAttachments } from '../mail/mailer';

const MailSchema = Type.Object({
  id: Type.Integer(),
  to: Type.String(),
  from: Type.String(),
  subject: Type.String(),
  text: Type.String(),
  html: Type.String(),
  template: Type.String(),
  language: Type.String(),
  attachments: Type.Array(
    Type.Object({
      filename: Type.String(),
      content_type: Type.String(),
      size: Type.Integer({ description: 'Bytes' }),
      url: Type.String({ description: 'GET it for the file' }),
    }),
  ),
  created_at: Type.String({ format: 'date-time' }),
});

const attachmentUrl = (mailId: number, index: number) => `/dev/mailbox/${mailId}/attachments/${index}`;

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

interface ListedMail {
  to: string;
  subject: string;
  text: string;
  created_at: string;
  attachments: { filename: string; url: string }[];
}

function renderList(mails: ListedMail[], to?: string) {
  const items = mails
    .map(
      (mail) => `<article>
<h2>${escapeHtml(mail.subject)}</h2>
<p class="meta">To ${escapeHtml(mail.to)} · <time datetime="${mail.created_at}">${escapeHtml(mail.created_at)}</time></p>
<pre>${escapeHtml(mail.text)}</pre>
${mail.attachments.map((file) => `<p>Attached: <a href="${escapeHtml(file.url)}">${escapeHtml(file.filename)}</a></p>`).join('\n')}
</article>`,
    )
    .join('\n');
  const title = `${brand.name} mailbox${to ? ` · ${to}` : ''}`;
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:760px;margin:2rem auto;padding:0 1rem;color:${colors.text}}
article{border:1px solid ${colors.border};border-radius:8px;padding:1rem;margin:1rem 0}h2{font-size:1.1rem;margin:0}
.meta{color:${colors.textMuted};font-size:.875rem}pre{white-space:pre-wrap;font-family:inherit}</style></head>
<body><h1>${escapeHtml(title)}</h1>
${items || '<p>No e-mail yet.</p>'}
</body></html>`;
}

export const mailboxRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/mailbox',
    {
      schema: {
        tags: ['dev'],
        summary: 'E-mails kept in the outbox, newest first (JSON, or an HTML page for browsers)',
        querystring: Type.Object({
          to: Type.Optional(Email),
          limit: Type.Integer({ minimum: 1, maximum: 200, default: 50 }),
        }),
        response: {
          200: {
            content: {
              'application/json': { schema: envelope(Type.Array(MailSchema)) },
              'text/html': { schema: Type.String() },
            },
          },
          ...errorResponses(400),
        },
      },
    },
    async (request, reply) => {
      const { to, limit } = request.query;
      const rows = await listOutbox(app.db, to, limit);
      const mails = rows.map((row) => ({
        id: row.id,
        to: row.to,
        from: row.from,
        subject: row.subject,
        text: row.text,
        html: row.html,
        template: row.template,
        language: row.language,
        attachments: row.attachments.map((file, index) => ({
          filename: file.filename,
          content_type: file.contentType,
          size: Buffer.byteLength(file.content, 'base64'),
          url: attachmentUrl(row.id, index),
        })),
        created_at: row.createdAt.toISOString(),
      }));
      const accept = request.headers.accept ?? '';
      if (accept.includes('text/html')) {
        return reply.type('text/html; charset=utf-8').send(renderList(mails, to));
      }
      return reply.type('application/json; charset=utf-8').send({ data: mails });
    },
  );

  app.get(
    '/mailbox/:id/attachments/:index',
    {
      schema: {
        tags: ['dev'],
        summary: 'One file attached to an e-mail of the outbox',
        params: Type.Object({ id: Type.Integer({ minimum: 1 }), index: Type.Integer({ minimum: 0 }) }),
        produces: ['application/octet-stream'],
        response: { 200: Type.Unknown({ description: 'The file' }), ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const file = (await outboxAttachments(app.db, request.params.id))?.[request.params.index];
      if (!file) throw new AppError(404, 'not_found', 'errors.notFound');
      reply.header('content-type', file.contentType);
      reply.header('content-disposition', `attachment; filename="${file.filename.replace(/"/g, '')}"`);
      return reply.send(Buffer.from(file.content, 'base64'));
    },
  );
};
