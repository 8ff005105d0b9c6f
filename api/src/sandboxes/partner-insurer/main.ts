// npm run sandbox:partner-insurer -w api: the partner insurer sandbox on its own (PORT, default 4041).
// PARTNER_INSURER_API_KEY and PARTNER_INSURER_SIGNING_SECRET as the API's; PARTNER_INSURER_SANDBOX_CALLBACK_URL
// (default http://localhost:4000/partners/api/v1/insurer/callback/); PARTNER_INSURER_SANDBOX_PUBLIC_URL.
import { partnerInsurerSandboxDefaults } from '../../config';
import { serveSandbox } from '../serve';
import { buildPartnerInsurerSandbox } from './server';

serveSandbox({ name: 'Partner insurer sandbox', the: 'partner insurer sandbox' }, 4041, async (port) => {
  const sandbox = await buildPartnerInsurerSandbox({
    apiKey: process.env.PARTNER_INSURER_API_KEY ?? partnerInsurerSandboxDefaults.apiKey,
    signingSecret: process.env.PARTNER_INSURER_SIGNING_SECRET ?? partnerInsurerSandboxDefaults.signingSecret,
    callbackUrl:
      process.env.PARTNER_INSURER_SANDBOX_CALLBACK_URL ??
      'http://localhost:4000/partners/api/v1/insurer/callback/',
    publicUrl: process.env.PARTNER_INSURER_SANDBOX_PUBLIC_URL ?? `http://localhost:${port}`,
    logger: process.env.LOG_LEVEL === 'debug',
  });
  return sandbox.app;
});
