import { formatDate, type Locale } from '@teduh/shared';

/** A publication date as the page's language writes it ("12 March 2025", "12 Mac 2025"), Malaysian time. */
export function formatPublished(iso: string, locale: Locale): string {
  return formatDate(iso, locale) ?? '';
}

/** The `YYYY-MM-DD` of `<time dateTime>`, in Malaysian time. */
export function isoDay(iso: string): string | undefined {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return undefined;
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kuala_Lumpur' }).format(date);
}
