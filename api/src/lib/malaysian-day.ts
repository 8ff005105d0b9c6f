// Debits, notices and the dates members read are Malaysian calendar days: a debit "on 26 December" runs from the
// start of 26 December in Malaysia, whatever the server's time zone and whatever the time of the first payment.
import { TZDate } from '@date-fns/tz';
import { addMonths, addYears, format, startOfDay } from 'date-fns';

export const MALAYSIA_TIME_ZONE = 'Asia/Kuala_Lumpur';

/** The Malaysian calendar day of a moment, as `YYYY-MM-DD`. */
export function malaysianDay(at: Date): string {
  return format(new TZDate(at.getTime(), MALAYSIA_TIME_ZONE), 'yyyy-MM-dd');
}

/**
 * The start (00:00 in Malaysia) of the Malaysian day one period after `at`. A month after 31 January is the
 * last day of February (date-fns clamps to the month's end rather than running into March).
 */
export function startOfMalaysianDayAfter(at: Date, period: 'month' | 'year'): Date {
  const local = new TZDate(at.getTime(), MALAYSIA_TIME_ZONE);
  const later = period === 'month' ? addMonths(local, 1) : addYears(local, 1);
  return new Date(startOfDay(later).getTime());
}
