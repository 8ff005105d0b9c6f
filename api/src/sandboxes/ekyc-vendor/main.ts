// npm run sandbox:ekyc -w api: the eKYC vendor sandbox on its own (PORT, default 4011; EKYC_VENDOR_API_KEY).
import { ekycSandboxDefaults } from '../../config';
import { serveSandbox } from '../serve';
import { buildEkycVendorSandbox } from './server';

serveSandbox({ name: 'eKYC vendor sandbox', the: 'eKYC vendor sandbox' }, 4011, () =>
  buildEkycVendorSandbox({ apiKey: process.env.EKYC_VENDOR_API_KEY ?? ekycSandboxDefaults.apiKey }),
);
