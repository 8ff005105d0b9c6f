// analytics/api/v1/events/: page views, locale changes and other events batched by the web client.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@fastify/type-provider-typebox';
import { analyticsEvents } from '../../db/schema';
import { envelope, errorResponses } from '../../lib/http-schemas';

const MAX_EVENTS = 100;
const BODY_LIMIT = 256 * 1024;

const OptionalText = (maxLength: number) =>
  Type.Optional(Type.Union([Type.String({ maxLength }), Type.Null()]));

const EventSchema = Type.Object({
  event: Type.String({ minLength: 1, maxLength: 64, description: 'e.g. page_view, locale_change' }),
  platform: Type.String({ minLength: 1, maxLength: 32, description: 'web' }),
  user_id: OptionalText(64),
  page_url: OptionalText(2048),
  language: OptionalText(16),
  entry_point: OptionalText(2048),
  timestamp: Type.Union(
    [Type.String({ format: 'date-time' }), Type.Integer({ minimum: 0, maximum: 8_640_000_000_000_000 })],
    {
      description: 'ISO 8601 date-time or milliseconds since the epoch',
    },
  ),
  props: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
});

const EventsBody = Type.Object({
  events: Type.Array(EventSchema, { minItems: 1, maxItems: MAX_EVENTS }),
});

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
      schema: {
        tags: ['analytics'],
        summary: 'Store a batch of analytics events',
        body: EventsBody,
        response: {
          202: envelope(Type.Object({ accepted: Type.Integer() })),
          ...errorResponses(400, 413, 415),
        },
      },
    },
    async (request, reply) => {
      const rows = request.body.events.map((event) => ({
        event: event.event,
        platform: event.platform,
        userId: event.user_id || null,
        pageUrl: event.page_url ?? null,
        language: event.language ?? null,
        entryPoint: event.entry_point ?? null,
        occurredAt: new Date(event.timestamp),
        props: event.props ?? {},
      }));
      await app.db.insert(analyticsEvents).values(rows);
      return reply.status(202).send({ data: { accepted: rows.length } });
    },
  );
};
