// The least environment NODE_ENV=production accepts: its secrets and the providers' URLs and keys (none of which
// the tests reach). Shared by the config test and the compiled-API test.
export const productionSecrets = {
  NODE_ENV: 'production',
  JWT_SECRET: 'a'.repeat(40),
  SESSION_SECRET: 'ab'.repeat(32),
  EKYC_VENDOR_URL: 'https://ekyc-vendor.example',
  EKYC_VENDOR_API_KEY: 'vendor-key-0123456789',
  PARTNER_ELIGIBILITY_URL: 'https://eligibility.partner.example',
  PARTNER_ELIGIBILITY_API_KEY: 'partner-key-0123456789',
  CARD_PROVIDER_URL: 'https://api.card-provider.example',
  CARD_PROVIDER_SECRET_KEY: 'xnd_production_0123456789abcdef',
  CARD_PROVIDER_CALLBACK_TOKEN: 'callback-token-0123456789abcdef',
  FPX_URL: 'https://fpx-gateway.example',
  FPX_API_KEY: 'fpx-api-key-0123456789abcdef',
  FPX_SIGNING_SECRET: 'fpx-signing-secret-0123456789',
  PARTNER_INSURER_URL: 'https://partner-insurer.example',
  PARTNER_INSURER_API_KEY: 'partner-insurer-key-0123456789',
  PARTNER_INSURER_SIGNING_SECRET: 'partner-insurer-signing-0123456789',
  SMS_PROVIDER_URL: 'https://api.twilio.com',
  SMS_ACCOUNT_SID: 'AC0123456789abcdef0123456789abcdef',
  SMS_AUTH_TOKEN: '0123456789abcdef0123456789abcdef',
  SMS_SENDER: 'MG0123456789abcdef0123456789abcdef',
};
