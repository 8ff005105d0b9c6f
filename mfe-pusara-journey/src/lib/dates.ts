import { format } from 'date-fns';
import { enGB, ms } from 'date-fns/locale';
import { toCalendarDate } from '@teduh/shared/identity';

/** A `YYYY-MM-DD` date shown as "12 May 1990" (spec: display DD MMMM YYYY), in the page language. */
export function formatDisplayDate(iso: string, language: string): string {
  try {
    return format(toCalendarDate(iso), 'd MMMM yyyy', { locale: language === 'ms' ? ms : enGB });
  } catch {
    return iso;
  }
}
