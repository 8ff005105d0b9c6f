import { decimalStringToSen, formatDate, formatMoney, type Locale } from '@teduh/shared';
import { productTimeZone, todayIso } from '@teduh/shared/identity';
import { formatLongDate } from './profile-format';

/** A wire amount ("150000.00") as the page shows it ("RM150,000.00"); null when it is not an amount. */
export function money(amount: string, options: { omitZeroSen?: boolean } = {}): string | null {
  try {
    return formatMoney(decimalStringToSen(amount), options);
  } catch {
    return null;
  }
}

/** The sum of wire amounts in sen (for the refund a cooling-off cancellation gives back). */
export function totalSen(amounts: string[]): number {
  return amounts.reduce((sum, amount) => {
    try {
      return sum + decimalStringToSen(amount);
    } catch {
      return sum;
    }
  }, 0);
}

/** A `YYYY-MM-DD` day as "12 May 2026" / "12 Mei 2026"; null when missing or not a date. */
export function day(isoDate: string | null, locale: Locale): string | null {
  return isoDate ? formatLongDate(isoDate, locale) : null;
}

/** An instant (ISO date-time) as its `YYYY-MM-DD` day in Malaysia; null when it is not a date-time. */
export function malaysianDay(instant: string): string | null {
  const date = new Date(instant);
  return Number.isNaN(date.getTime()) ? null : todayIso(date, productTimeZone);
}

/** An instant (ISO date-time) as its day in Malaysia, e.g. "23 November 2026". */
export function dayOfInstant(instant: string, locale: Locale): string | null {
  const isoDay = malaysianDay(instant);
  return isoDay ? formatLongDate(isoDay, locale) : null;
}

/** A day in a table cell, written like every other date ("12 May 2026"); wide tables scroll. */
export function shortDay(isoDate: string | null, locale: Locale): string | null {
  return isoDate ? formatDate(isoDate, locale) : null;
}

/** The certificate's page as an absolute address in the visitor's language: where a provider's page returns. */
export function certificatePageUrl(localized: (path: string) => string, certificate: string): string {
  return `${window.location.origin}${localized(`/dashboard/policy-detail/${certificate}`)}`;
}
