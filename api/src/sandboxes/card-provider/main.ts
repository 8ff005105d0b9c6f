// npm run sandbox:card -w api: the card payment provider (Xendit) sandbox on its own (PORT, default 4021).
// CARD_PROVIDER_SECRET_KEY and CARD_PROVIDER_CALLBACK_TOKEN as the API's; CARD_SANDBOX_WEBHOOK_URL (default
// http://localhost:4000/payments/providers/xendit/webhooks/); CARD_SANDBOX_PENDING_MS (5000);
// CARD_SANDBOX_REFUND_SETTLE_MS (unset: refunds succeed at once; set: PENDING first, settled that much later);
// CARD_SANDBOX_PUBLIC_URL (http://localhost:PORT); CARD_SANDBOX_PAYOUT_SETTLE_MS (payouts ACCEPTED this long
// before they settle, default 200).
import { paymentSandboxDefaults } from '../../config';
import { serveSandbox } from '../serve';
import { buildCardSandbox } from './server';

serveSandbox({ name: 'Card provider sandbox', the: 'card provider sandbox' }, 4021, async (port) => {
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
    payouts: { settleAfterMs: Number(process.env.CARD_SANDBOX_PAYOUT_SETTLE_MS ?? 200) },
    logger: process.env.LOG_LEVEL === 'debug',
  });
  return sandbox.app;
});
