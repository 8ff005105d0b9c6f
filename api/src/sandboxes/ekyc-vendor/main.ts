// npm run sandbox:ekyc -w api: the eKYC vendor sandbox on its own (PORT, default 4011; EKYC_VENDOR_API_KEY).
import { ekycSandboxDefaults } from '../../config';
import { buildEkycVendorSandbox } from './server';

async function main(): Promise<void> {
  const port = Number(process.env.PORT ?? 4011);
  const host = process.env.HOST ?? '127.0.0.1';
  const apiKey = process.env.EKYC_VENDOR_API_KEY ?? ekycSandboxDefaults.apiKey;
  if (process.env.NODE_ENV === 'production') {
    process.stderr.write('The eKYC vendor sandbox must not run in production.\n');
    process.exit(1);
  }
  const app = await buildEkycVendorSandbox({ apiKey });
  const close = () => {
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', close);
  process.once('SIGTERM', close);
  await app.listen({ host, port });
  process.stdout.write(`eKYC vendor sandbox listening on http://${host}:${port}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`The eKYC vendor sandbox could not start: ${String(error)}\n`);
  process.exit(1);
});
