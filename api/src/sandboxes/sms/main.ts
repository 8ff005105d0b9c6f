// npm run sandbox:sms -w api: the SMS provider (Twilio Programmable Messaging) sandbox on its own (PORT,
// default 4061). SMS_ACCOUNT_SID and SMS_AUTH_TOKEN as the API's; SMS_SANDBOX_STEP_MS (300): how long a
// message waits before each status (sent, then delivered or undelivered).
import { smsSandboxDefaults } from '../../config';
import { serveSandbox } from '../serve';
import { buildSmsSandbox } from './server';

serveSandbox(
  { name: 'SMS provider sandbox', the: 'SMS provider sandbox' },
  smsSandboxDefaults.port,
  async () => {
    const sandbox = await buildSmsSandbox({
      accountSid: process.env.SMS_ACCOUNT_SID ?? smsSandboxDefaults.accountSid,
      authToken: process.env.SMS_AUTH_TOKEN ?? smsSandboxDefaults.authToken,
      stepDelayMs: Number(process.env.SMS_SANDBOX_STEP_MS ?? 300),
      logger: process.env.LOG_LEVEL === 'debug',
    });
    return sandbox.app;
  },
);
