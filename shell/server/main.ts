// Production web server entry: `npm run serve -w shell` (environment variables in README.md).
import path from 'node:path';
import { brand } from '@teduh/shared/brand';
import { buildWebServer } from './app';
import { ConfigError, readServerConfig } from './config';

const repoRoot = path.resolve(__dirname, '..', '..');

async function main(): Promise<void> {
  const config = readServerConfig(process.env);
  const app = await buildWebServer({
    repoRoot,
    apiUrl: config.apiUrl,
    remoteEntryUrls: config.remoteEntryUrls,
    flags: config.flags,
    adsTag: config.adsTag,
    salesClosedFrom: config.salesClosedFrom,
    logger: { level: config.logLevel },
  });
  await app.listen({ port: config.port, host: config.host });
  const shownHost = ['0.0.0.0', '::'].includes(config.host) ? 'localhost' : config.host;
  console.log(`${brand.name} web server is running at http://${shownHost}:${config.port}`);

  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) process.exit(1); // a second Ctrl+C stops at once
    closing = true;
    console.log(`${signal}: closing the web server`);
    // Open keep-alive connections must not hold the process forever.
    setTimeout(() => process.exit(1), 10_000).unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
}

main().catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  console.error(error instanceof ConfigError ? message : `The web server could not start: ${message}`);
  process.exit(1);
});
