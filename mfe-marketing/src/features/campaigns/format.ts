import type { Locale } from '@teduh/shared';

const intlLocales: Record<Locale, string> = { en: 'en-MY', ms: 'ms-MY' };

/** A calendar day (`YYYY-MM-DD`) as the page's language writes it: "11 May 2025", "11 Mei 2025". */
export function formatDay(isoDay: string, locale: Locale): string {
  const [year, month, day] = isoDay.split('-').map(Number);
  const date = new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1, 12));
  return new Intl.DateTimeFormat(intlLocales[locale], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}
