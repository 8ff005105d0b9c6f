import { formatDate, type Locale } from '@teduh/shared';

/** A calendar day (`YYYY-MM-DD`) as the page's language writes it: "11 May 2025", "11 Mei 2025". */
export function formatDay(isoDay: string, locale: Locale): string {
  return formatDate(isoDay, locale) ?? isoDay;
}
