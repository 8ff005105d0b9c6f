// analytics/api/v1/events/: page views, locale changes and other events batched by the web client. Anyone may
// send them, so they are rate-limited per address, each event's props are capped, and the member an event
// belongs to is the one whose session sent it: a `user_id` in the body is never trusted.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError, invalid } from '../../lib/errors';
import { envelope, errorResponses } from '../../lib/http-schemas';
import { recordEvents } from './analytics-repository';

const MAX_EVENTS = 100;
const BODY_LIMIT = 128 * 1024;
/** One event's props, as JSON: enough for a page's context, too little to use the table as storage. */
const MAX_PROPS_BYTES = 2048;

const OptionalText = (maxLength: number, description?: string) =>
  Type.Optional(Type.Union([Type.String({ maxLength }), Type.Null()], description ? { description } : {}));

const EventSchema = Type.Object({
  event: Type.String({ minLength: 1, maxLength: 64, description: 'e.g. page_view, locale_change' }),
  platform: Type.String({ minLength: 1, maxLength: 32, description: 'web' }),
  user_id: OptionalText(64, 'ignored: the session that sends the event names its member'),
  page_url: OptionalText(2048),
  language: OptionalText(16),
  entry_point: OptionalText(2048),
  timestamp: Type.Union(
    [Type.String({ format: 'date-time' }), Type.Integer({ minimum: 0, maximum: 8_640_000_000_000_000 })],
    {
      description: 'ISO 8601 date-time or milliseconds since the epoch',
    },
  ),
  props: Type.Optional(Type.Record(Type.String({ maxLength: 64 }), Type.Unknown(), { maxProperties: 32 })),
});

const EventsBody = Type.Object({
  events: Type.Array(EventSchema, { minItems: 1, maxItems: MAX_EVENTS }),
});

/** The member whose session sent the request, or null for a visitor (or a session that does not check out). */
async function memberOf(request: FastifyRequest, reply: FastifyReply): Promise<string | null> {
  try {
    await request.server.authenticate(request, reply);
    return request.auth?.userId ?? null;
  } catch (error) {
    if (error instanceof AppError) return null;
    throw error;
  }
}

export const analyticsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // navigator.sendBeacon posts JSON as text/plain (a type that needs no CORS preflight).
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser(
    'text/plain',
    { parseAs: 'string', bodyLimit: BODY_LIMIT },
    (_request, body, done) => {
      try {
        done(null, JSON.parse(body as string));
      } catch (error) {
        (error as { statusCode?: number }).statusCode = 400;
        done(error as Error, undefined);
      }
    },
  );

  app.post(
    '/events/',
    {
      bodyLimit: BODY_LIMIT,
      config: {
        rateLimit: { max: app.config.rateLimit.public.max, timeWindow: app.config.rateLimit.public.windowMs },
      },
      schema: {
        tags: ['analytics'],
        summary: 'Store a batch of analytics events',
        body: EventsBody,
        response: {
          202: envelope(Type.Object({ accepted: Type.Integer() })),
          ...errorResponses(400, 413, 415, 429),
        },
      },
    },
    async (request, reply) => {
      const oversized = request.body.events.findIndex(
        (event) => Buffer.byteLength(JSON.stringify(event.props ?? {})) > MAX_PROPS_BYTES,
      );
      if (oversized >= 0) {
        throw invalid({
          [`events.${oversized}.props`]: [{ key: 'errors.tooLarge', params: { max: MAX_PROPS_BYTES } }],
        });
      }
      const userId = await memberOf(request, reply);
      const rows = request.body.events.map((event) => ({
        event: event.event,
        platform: event.platform,
        userId,
        pageUrl: event.page_url ?? null,
        language: event.language ?? null,
        entryPoint: event.entry_point ?? null,
        occurredAt: new Date(event.timestamp),
        props: event.props ?? {},
      }));
      await recordEvents(app.db, rows);
      return reply.status(202).send({ data: { accepted: rows.length } });
    },
  );
};
