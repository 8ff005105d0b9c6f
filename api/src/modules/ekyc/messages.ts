// This service's API messages in English and Malay, merged into lib/i18n (a key missing in Malay fails the type check).
const en = {} as const;

const ms: Record<keyof typeof en, string> = {};

export const ekycMessages = { en, ms };
