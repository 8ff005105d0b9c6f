import type { Locale } from '@teduh/shared';

const intlLocales: Record<Locale, string> = { en: 'en-MY', ms: 'ms-MY' };

/** A publication date as the page's language writes it ("12 March 2025", "12 Mac 2025"), Malaysian time. */
export function formatPublished(iso: string, locale: Locale): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(intlLocales[locale], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Kuala_Lumpur',
  }).format(date);
}

/** The `YYYY-MM-DD` of `<time dateTime>`, in Malaysian time. */
export function isoDay(iso: string): string | undefined {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return undefined;
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kuala_Lumpur' }).format(date);
}
