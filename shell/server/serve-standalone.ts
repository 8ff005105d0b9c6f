// Serves one remote's build on its own port: `npx tsx shell/server/serve-standalone.ts demos 3106`.
import path from 'node:path';
import { isRemoteName, remoteDistDir, remoteNames } from './remotes';
import { buildStandaloneServer } from './standalone-server';

async function main(): Promise<void> {
  const [name = '', portArg = '3106'] = process.argv.slice(2);
  const port = Number(portArg);
  if (!isRemoteName(name) || !Number.isInteger(port) || port < 1 || port > 65535) {
    throw new Error(`Usage: serve-standalone.ts <${remoteNames.join('|')}> <port>`);
  }
  // A partner deployment: the API it talks to and the partner whose logo and colours it shows (partner data).
  const manifest = {
    ...(process.env.STANDALONE_API_URL ? { apiBaseUrl: process.env.STANDALONE_API_URL } : {}),
    ...(process.env.STANDALONE_PARTNER ? { partner: process.env.STANDALONE_PARTNER } : {}),
  };
  const app = await buildStandaloneServer({
    dist: remoteDistDir(path.resolve(__dirname, '..', '..'), name),
    manifest: Object.keys(manifest).length > 0 ? manifest : undefined,
  });
  await app.listen({ port, host: '127.0.0.1' });
  console.log(`Remote ${name} (standalone) is running at http://localhost:${port}`);
  const close = () => void app.close().then(() => process.exit(0));
  process.on('SIGTERM', close);
  process.on('SIGINT', close);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
