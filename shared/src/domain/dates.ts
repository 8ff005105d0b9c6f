// The one way the site writes a date, in every app and both languages: "1 January 1995" / "1 Januari 1995".

const intlLocales: Record<string, string> = { en: 'en-MY', ms: 'ms-MY' };
const calendarDay = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A calendar day (`YYYY-MM-DD`, written as it is) or an instant (ISO date-time, written as its day in Kuala
 * Lumpur) as "1 January 1995" in English and "1 Januari 1995" in Malay; null when the text is not a date.
 */
export function formatDate(value: string, locale: string): string | null {
  const day = calendarDay.exec(value);
  let date: Date;
  let timeZone: string;
  if (day) {
    const [year, month, dayOfMonth] = [Number(day[1]), Number(day[2]), Number(day[3])];
    date = new Date(Date.UTC(year, month - 1, dayOfMonth));
    // 2025-02-30 is no day: the Date would roll over into March.
    if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== dayOfMonth) return null;
    timeZone = 'UTC';
  } else {
    date = new Date(value);
    timeZone = 'Asia/Kuala_Lumpur';
  }
  if (Number.isNaN(date.getTime())) return null;
  return new Intl.DateTimeFormat(intlLocales[locale] ?? intlLocales.en, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone,
  }).format(date);
}
