import { formatDate } from '@teduh/shared';

/** A `YYYY-MM-DD` date shown as "12 May 1990" (spec: display DD MMMM YYYY), in the page language. */
export function formatDisplayDate(iso: string, language: string): string {
  return formatDate(iso, language) ?? iso;
}
