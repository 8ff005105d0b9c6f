import { format } from 'date-fns';
import { enGB, ms } from 'date-fns/locale';
import { type Locale } from '@teduh/shared';
import { formatNricDashed, nricDigits, toCalendarDate } from '@teduh/shared/identity';

const dateLocales = { en: enGB, ms } as const;

/** A `YYYY-MM-DD` date as DD MMMM YYYY in the page language ("12 May 1990", "12 Mei 1990"). */
export function formatLongDate(isoDate: string, locale: Locale): string | null {
  try {
    return format(toCalendarDate(isoDate), 'dd MMMM yyyy', { locale: dateLocales[locale] });
  } catch {
    return null;
  }
}

/**
 * The NRIC in its 6-2-4 form with only the last four digits shown ("******-**-5678"); null when the
 * value is not an NRIC.
 */
export function maskNric(idRef: string): string | null {
  const digits = nricDigits(idRef);
  return digits ? `******-**-${digits.slice(8)}` : null;
}

/** The whole NRIC as xxxxxx-xx-xxxx, whatever dashes it came with; null when it is not an NRIC. */
export function dashedNric(idRef: string): string | null {
  const digits = nricDigits(idRef);
  return digits ? formatNricDashed(digits) : null;
}
