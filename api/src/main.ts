// Starts the API: configuration from the environment (checked first), migrations, then the server.
import { buildApp } from './app';
import { ConfigError, loadConfig, type AppConfig } from './config';
import { DataDirLockedError } from './db/database';

const SHUTDOWN_GRACE_MS = 10_000;

async function start(): Promise<void> {
  let config: AppConfig;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\nFix the environment variables above and start again.\n`);
      process.exit(1);
    }
    throw error;
  }

  const app = await buildApp(config).catch((error: unknown) => {
    if (error instanceof DataDirLockedError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  });

  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    timer.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);

  await app.listen({ host: config.host, port: config.port });
  app.log.info({ database: config.database.kind, mail: app.mailer.transport, docs: `/docs` }, 'API ready');
}

start().catch((error: unknown) => {
  process.stderr.write(
    `The API could not start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
