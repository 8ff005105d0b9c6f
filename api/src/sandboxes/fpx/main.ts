// npm run sandbox:fpx -w api: the FPX direct-debit sandbox on its own (PORT, default 4022). FPX_API_KEY and
// FPX_SIGNING_SECRET as the API's; FPX_SANDBOX_CALLBACK_URL (default
// http://localhost:4000/payment/api/v1/fpx/callback/); FPX_SANDBOX_DEBIT_MS (3000); FPX_SANDBOX_PUBLIC_URL.
import { paymentSandboxDefaults } from '../../config';
import { buildFpxSandbox } from './server';

async function main(): Promise<void> {
  if (process.env.NODE_ENV === 'production') {
    process.stderr.write('The FPX sandbox must not run in production.\n');
    process.exit(1);
  }
  const port = Number(process.env.PORT ?? 4022);
  const host = process.env.HOST ?? '127.0.0.1';
  const sandbox = await buildFpxSandbox({
    apiKey: process.env.FPX_API_KEY ?? paymentSandboxDefaults.fpx.apiKey,
    signingSecret: process.env.FPX_SIGNING_SECRET ?? paymentSandboxDefaults.fpx.signingSecret,
    callbackUrl: process.env.FPX_SANDBOX_CALLBACK_URL ?? 'http://localhost:4000/payment/api/v1/fpx/callback/',
    publicUrl: process.env.FPX_SANDBOX_PUBLIC_URL ?? `http://localhost:${port}`,
    debitDelayMs: Number(process.env.FPX_SANDBOX_DEBIT_MS ?? 3000),
    logger: process.env.LOG_LEVEL === 'debug',
  });
  const close = () => {
    sandbox.app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', close);
  process.once('SIGTERM', close);
  await sandbox.app.listen({ host, port });
  process.stdout.write(`FPX sandbox listening on http://${host}:${port}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`The FPX sandbox could not start: ${String(error)}\n`);
  process.exit(1);
});
