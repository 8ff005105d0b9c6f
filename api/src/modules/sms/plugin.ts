// The SMS provider client (Twilio Programmable Messaging), shared by whatever sends a text (claim codes).
import fp from 'fastify-plugin';
import { smsSandboxDefaults } from '../../config';
import { SmsClient } from './sms-client';

declare module 'fastify' {
  interface FastifyInstance {
    sms: SmsClient;
  }
}

export interface SmsPluginOptions {
  fetch?: typeof fetch;
}

export const smsPlugin = fp<SmsPluginOptions>(
  async (app, options) => {
    const sms = app.config.sms;
    app.decorate(
      'sms',
      new SmsClient({
        baseUrl: sms?.url ?? smsSandboxDefaults.url,
        accountSid: sms?.accountSid ?? smsSandboxDefaults.accountSid,
        authToken: sms?.authToken ?? smsSandboxDefaults.authToken,
        sender: sms?.sender ?? smsSandboxDefaults.sender,
        statusCallbackUrl: sms?.statusCallbackUrl ?? null,
        timeoutMs: sms?.timeoutMs ?? 10_000,
        fetch: options.fetch,
      }),
    );
  },
  { name: 'sms' },
);
