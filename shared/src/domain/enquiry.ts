/**
 * Enquiries (the enquiry modal and `POST enquiries/api/v1/`): the topics a visitor picks from, with their labels
 * in English and Malay, and the limits the form and the API share.
 */
export const enquiryTopics = [
  'general',
  'pusara-pro',
  'claims',
  'payments',
  'account',
  'partnership',
] as const;

export type EnquiryTopic = (typeof enquiryTopics)[number];

export const enquiryTopicLabels: Record<EnquiryTopic, { en: string; ms: string }> = {
  general: { en: 'General question', ms: 'Soalan umum' },
  'pusara-pro': { en: 'Pusara Pro plan', ms: 'Pelan Pusara Pro' },
  claims: { en: 'Claims', ms: 'Tuntutan' },
  payments: { en: 'Payments and contributions', ms: 'Bayaran dan caruman' },
  account: { en: 'My account', ms: 'Akaun saya' },
  partnership: { en: 'Partnerships', ms: 'Kerjasama' },
};

export const ENQUIRY_NAME_MAX_LENGTH = 100;
export const ENQUIRY_MESSAGE_MAX_LENGTH = 2000;

export function isEnquiryTopic(value: unknown): value is EnquiryTopic {
  return typeof value === 'string' && (enquiryTopics as readonly string[]).includes(value);
}
