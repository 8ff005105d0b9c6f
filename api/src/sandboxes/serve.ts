// Runs one sandbox on its own (npm run sandbox:* -w api): never in production, on PORT and HOST, closed cleanly
// on SIGINT or SIGTERM.
import type { FastifyInstance } from 'fastify';

/** `name` as it starts a sentence ("Card provider sandbox"); `the` as it stands after "The" ("card provider sandbox"). */
export function serveSandbox(
  { name, the }: { name: string; the: string },
  defaultPort: number,
  build: (port: number) => Promise<FastifyInstance>,
): void {
  async function main(): Promise<void> {
    if (process.env.NODE_ENV === 'production') {
      process.stderr.write(`The ${the} must not run in production.\n`);
      process.exit(1);
    }
    const port = Number(process.env.PORT ?? defaultPort);
    const host = process.env.HOST ?? '127.0.0.1';
    const app = await build(port);
    const close = () => {
      app.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    };
    process.once('SIGINT', close);
    process.once('SIGTERM', close);
    await app.listen({ host, port });
    process.stdout.write(`${name} listening on http://${host}:${port}\n`);
  }

  main().catch((error: unknown) => {
    process.stderr.write(`The ${the} could not start: ${String(error)}\n`);
    process.exit(1);
  });
}
