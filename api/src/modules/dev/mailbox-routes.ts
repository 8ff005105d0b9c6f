// GET /dev/mailbox: the e-mail outbox for developers and tests (not registered in production).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@fastify/type-provider-typebox';
import { desc, eq } from 'drizzle-orm';
import { brand } from '../../brand';
import { outboxEmails } from '../../db/schema';
import { Email, envelope, errorResponses } from '../../lib/http-schemas';

const MailSchema = Type.Object({
  id: Type.Integer(),
  to: Type.String(),
  from: Type.String(),
  subject: Type.String(),
  text: Type.String(),
  html: Type.String(),
  template: Type.String(),
  language: Type.String(),
  created_at: Type.String({ format: 'date-time' }),
});

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

function renderList(mails: { to: string; subject: string; text: string; created_at: string }[], to?: string) {
  const items = mails
    .map(
      (mail) => `<article>
<h2>${escapeHtml(mail.subject)}</h2>
<p class="meta">To ${escapeHtml(mail.to)} · <time datetime="${mail.created_at}">${escapeHtml(mail.created_at)}</time></p>
<pre>${escapeHtml(mail.text)}</pre>
</article>`,
    )
    .join('\n');
  const title = `${brand.name} mailbox${to ? ` · ${to}` : ''}`;
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:760px;margin:2rem auto;padding:0 1rem;color:#1c2b29}
article{border:1px solid #d5dcdb;border-radius:8px;padding:1rem;margin:1rem 0}h2{font-size:1.1rem;margin:0}
.meta{color:#4f5f5d;font-size:.875rem}pre{white-space:pre-wrap;font-family:inherit}</style></head>
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
      const rows = await app.db
        .select()
        .from(outboxEmails)
        .where(to ? eq(outboxEmails.to, to.trim().toLowerCase()) : undefined)
        .orderBy(desc(outboxEmails.id))
        .limit(limit);
      const mails = rows.map((row) => ({
        id: row.id,
        to: row.to,
        from: row.from,
        subject: row.subject,
        text: row.text,
        html: row.html,
        template: row.template,
        language: row.language,
        created_at: row.createdAt.toISOString(),
      }));
      const accept = request.headers.accept ?? '';
      if (accept.includes('text/html')) {
        return reply.type('text/html; charset=utf-8').send(renderList(mails, to));
      }
      return reply.type('application/json; charset=utf-8').send({ data: mails });
    },
  );
};
