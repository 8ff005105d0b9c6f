// npm run sandbox:fpx -w api: the FPX direct-debit sandbox on its own (PORT, default 4022). FPX_API_KEY and
// FPX_SIGNING_SECRET as the API's; FPX_SANDBOX_CALLBACK_URL (default
// http://localhost:4000/payment/api/v1/fpx/callback/); FPX_SANDBOX_DEBIT_MS (3000); FPX_SANDBOX_PUBLIC_URL.
import { paymentSandboxDefaults } from '../../config';
import { serveSandbox } from '../serve';
import { buildFpxSandbox } from './server';

serveSandbox({ name: 'FPX sandbox', the: 'FPX sandbox' }, 4022, async (port) => {
  const sandbox = await buildFpxSandbox({
    apiKey: process.env.FPX_API_KEY ?? paymentSandboxDefaults.fpx.apiKey,
    signingSecret: process.env.FPX_SIGNING_SECRET ?? paymentSandboxDefaults.fpx.signingSecret,
    callbackUrl: process.env.FPX_SANDBOX_CALLBACK_URL ?? 'http://localhost:4000/payment/api/v1/fpx/callback/',
    publicUrl: process.env.FPX_SANDBOX_PUBLIC_URL ?? `http://localhost:${port}`,
    debitDelayMs: Number(process.env.FPX_SANDBOX_DEBIT_MS ?? 3000),
    logger: process.env.LOG_LEVEL === 'debug',
  });
  return sandbox.app;
});
