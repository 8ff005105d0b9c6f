import { formatDate, type Locale } from '@teduh/shared';
import { formatNricDashed, nricDigits } from '@teduh/shared/identity';

/** A `YYYY-MM-DD` date in the page language ("12 May 1990", "12 Mei 1990"): the shared formatter. */
export function formatLongDate(isoDate: string, locale: Locale): string | null {
  return formatDate(isoDate, locale);
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
