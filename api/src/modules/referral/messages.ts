// The referral service's API messages in English and Malay, merged into lib/i18n (a key missing in Malay fails the type check).
const en = {
  'referral.codeRequired': 'Enter a referral code.',
} as const;

const ms: Record<keyof typeof en, string> = {
  'referral.codeRequired': 'Masukkan kod rujukan.',
};

export const referralMessages = { en, ms };
