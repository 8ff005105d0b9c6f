// The one way the site writes a date, in every app and both languages: "1 January 1995" / "1 Januari 1995";
// and the dates of the product's own rules.
import { productFacts } from './product-facts';

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

/**
 * The last day a contribution due on `dueDate` (`YYYY-MM-DD`) can be paid: the grace period's last day. Still
 * unpaid after it, the certificate lapses.
 */
export function lastDayOfGrace(dueDate: string): string {
  const [year, month, day] = dueDate.split('-').map(Number);
  return new Date(Date.UTC(year!, month! - 1, day! + productFacts.gracePeriodDays - 1))
    .toISOString()
    .slice(0, 10);
}
