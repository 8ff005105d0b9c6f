// npm run sandbox:card -w api: the card payment provider (Xendit) sandbox on its own (PORT, default 4021).
// CARD_PROVIDER_SECRET_KEY and CARD_PROVIDER_CALLBACK_TOKEN as the API's; CARD_SANDBOX_WEBHOOK_URL (default
// http://localhost:4000/payments/providers/xendit/webhooks/); CARD_SANDBOX_PENDING_MS (5000);
// CARD_SANDBOX_REFUND_SETTLE_MS (unset: refunds succeed at once; set: PENDING first, settled that much later);
// CARD_SANDBOX_PUBLIC_URL (http://localhost:PORT).
import { paymentSandboxDefaults } from '../../config';
import { buildCardSandbox } from './server';

async function main(): Promise<void> {
  if (process.env.NODE_ENV === 'production') {
    process.stderr.write('The card provider sandbox must not run in production.\n');
    process.exit(1);
  }
  const port = Number(process.env.PORT ?? 4021);
  const host = process.env.HOST ?? '127.0.0.1';
  const sandbox = await buildCardSandbox({
    secretKey: process.env.CARD_PROVIDER_SECRET_KEY ?? paymentSandboxDefaults.card.secretKey,
    callbackToken: process.env.CARD_PROVIDER_CALLBACK_TOKEN ?? paymentSandboxDefaults.card.callbackToken,
    webhookUrl:
      process.env.CARD_SANDBOX_WEBHOOK_URL ?? 'http://localhost:4000/payments/providers/xendit/webhooks/',
    publicUrl: process.env.CARD_SANDBOX_PUBLIC_URL ?? `http://localhost:${port}`,
    pendingDelayMs: Number(process.env.CARD_SANDBOX_PENDING_MS ?? 5000),
    refunds: process.env.CARD_SANDBOX_REFUND_SETTLE_MS
      ? { settleAfterMs: Number(process.env.CARD_SANDBOX_REFUND_SETTLE_MS) }
      : undefined,
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
  process.stdout.write(`Card provider sandbox listening on http://${host}:${port}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`The card provider sandbox could not start: ${String(error)}\n`);
  process.exit(1);
});
