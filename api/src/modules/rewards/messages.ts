// The rewards service's API messages in English and Malay, merged into lib/i18n (a key missing in Malay fails the type check).
const en = {
  'rewards.redemptionMinimum': 'Redeem at least 1,000 points (RM10).',
  'rewards.redemptionStep': 'Redeem points in steps of 100 (RM1).',
  'rewards.insufficientPoints': 'You do not have enough available points.',
  'rewards.activeCertificateRequired': 'Rewards can be redeemed only with an active certificate.',
} as const;

const ms: Record<keyof typeof en, string> = {
  'rewards.redemptionMinimum': 'Tebus sekurang-kurangnya 1,000 mata (RM10).',
  'rewards.redemptionStep': 'Tebus mata dalam gandaan 100 (RM1).',
  'rewards.insufficientPoints': 'Mata yang tersedia tidak mencukupi.',
  'rewards.activeCertificateRequired': 'Ganjaran hanya boleh ditebus dengan sijil yang aktif.',
};

export const rewardsMessages = { en, ms };
