// npm run sandbox:partner-eligibility -w api: an employer partner's eligibility API on its own (PORT, default
// 4051; PARTNER_ELIGIBILITY_API_KEY).
import { partnerEligibilitySandboxDefaults } from '../../config';
import { serveSandbox } from '../serve';
import { buildPartnerEligibilitySandbox } from './server';

serveSandbox({ name: 'Partner eligibility sandbox', the: 'partner eligibility sandbox' }, 4051, () =>
  buildPartnerEligibilitySandbox({
    apiKey: process.env.PARTNER_ELIGIBILITY_API_KEY ?? partnerEligibilitySandboxDefaults.apiKey,
  }),
);
