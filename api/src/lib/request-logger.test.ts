import { Writable } from 'node:stream';
import Fastify, { LogController } from 'fastify';
import { lazyRequestLogger } from './request-logger';

function appLogging(level: string) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  const app = Fastify({
    logger: { level, stream },
    childLoggerFactory: lazyRequestLogger,
    logController: new LogController({ disableRequestLogging: true }),
  });
  app.get('/quiet', async (request) => {
    request.log.info('routine');
    return { ok: true };
  });
  app.get('/loud', async (request) => {
    request.log.warn({ detail: 'x' }, 'something to see');
    return { ok: true };
  });
  app.get('/own-level', { logLevel: 'debug' }, async (request) => {
    request.log.debug('route detail');
    return { ok: true };
  });
  return { app, lines };
}

describe('the request logger', () => {
  it('logs what the level lets through, with the request id, and nothing else', async () => {
    const { app, lines } = appLogging('warn');
    const quiet = await app.inject({ url: '/quiet' });
    await app.inject({ url: '/loud' });
    await app.close();
    expect(quiet.statusCode).toBe(200);
    expect(lines.map((line) => line.msg)).toEqual(['something to see']);
    expect(lines[0]).toMatchObject({ level: 40, reqId: expect.any(String), detail: 'x' });
  });

  it("honours a route's own level", async () => {
    const { app, lines } = appLogging('warn');
    await app.inject({ url: '/own-level' });
    await app.close();
    expect(lines.map((line) => line.msg)).toEqual(['route detail']);
    expect(lines[0]?.reqId).toEqual(expect.any(String));
  });
});
