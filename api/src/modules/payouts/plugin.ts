// Bank payouts (app.payouts): one client of the card provider's Payouts API for every module that pays members
// or claimants, and the provider's payout events (through the payments provider-event inbox) routed to their owner.
import fp from 'fastify-plugin';
import { PayoutClient } from './payout-client';
import { BankPayouts } from './payouts';

declare module 'fastify' {
  interface FastifyInstance {
    payouts: BankPayouts;
  }
}

export interface PayoutsPluginOptions {
  fetch?: typeof fetch;
}

export const payoutsPlugin = fp<PayoutsPluginOptions>(
  async (app, options) => {
    const { card } = app.config.payments;
    const client = new PayoutClient({
      baseUrl: card.url,
      secretKey: card.secretKey,
      timeoutMs: card.timeoutMs,
      fetch: options.fetch,
    });
    const payouts = new BankPayouts(client, app.log.child({ component: 'payouts' }));
    app.decorate('payouts', payouts);
    app.payments.providerEvents.handlePayouts((payoutId) => payouts.applyProviderEvent(payoutId));
  },
  { name: 'payouts', dependencies: ['payments'] },
);
