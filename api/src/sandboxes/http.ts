// What the provider sandboxes share: their error, and Idempotency-key replay keyed by a key-order-free JSON fingerprint.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { stringify as stableJson } from 'safe-stable-stringify';

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly errorCode: string,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Runs a mutating call once per Idempotency-key (per method, route and params): the same body replays the
 * answer, another body is a 409 with the provider's own message. Calls without a key just run.
 * A replay is marked with an `idempotent-replayed: true` header unless `replayHeader` is false (Xendit sends
 * no such header).
 */
export function createIdempotency(conflictMessage: string, { replayHeader = true } = {}) {
  const answers = new Map<string, { fingerprint: string; status: number; body: unknown }>();
  return async function idempotent(
    request: FastifyRequest,
    reply: FastifyReply,
    run: () => { status: number; body: unknown },
  ) {
    const key = request.headers['idempotency-key'];
    if (typeof key !== 'string' || key === '') {
      const result = run();
      return reply.status(result.status).send(result.body);
    }
    const scope = `${request.method} ${request.routeOptions.url ?? request.url} ${JSON.stringify(request.params)} ${key}`;
    const fingerprint = stableJson(request.body ?? null) ?? 'null';
    const previous = answers.get(scope);
    if (previous) {
      if (previous.fingerprint !== fingerprint)
        throw new HttpError(409, 'IDEMPOTENCY_ERROR', conflictMessage);
      if (replayHeader) reply.header('idempotent-replayed', 'true');
      return reply.status(previous.status).send(previous.body);
    }
    const result = run();
    if (result.status < 500) answers.set(scope, { fingerprint, ...result });
    return reply.status(result.status).send(result.body);
  };
}
