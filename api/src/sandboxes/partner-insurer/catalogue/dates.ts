// Ages and dates as the partner computes them: calendar dates (YYYY-MM-DD) in Malaysian time.

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The date, or null when the text is not a real calendar date. */
export function parseDate(text: unknown): Date | null {
  if (typeof text !== 'string') return null;
  const match = DATE.exec(text);
  if (!match) return null;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === text ? date : null;
}

/** Today's calendar date in Malaysia (UTC+8), at UTC midnight. */
export function malaysianToday(now = new Date()): Date {
  const local = new Date(now.getTime() + 8 * 3600_000);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()));
}

/** Whole years since `dob` on `today` (age last birthday). */
export function ageOn(dob: Date, today: Date): number {
  let age = today.getUTCFullYear() - dob.getUTCFullYear();
  const beforeBirthday =
    today.getUTCMonth() < dob.getUTCMonth() ||
    (today.getUTCMonth() === dob.getUTCMonth() && today.getUTCDate() < dob.getUTCDate());
  if (beforeBirthday) age -= 1;
  return age;
}

export function daysBetween(from: Date, to: Date): number {
  return Math.floor((to.getTime() - from.getTime()) / 86_400_000);
}

/** Ringgit as the partner writes it, from integer sen. */
export function ringgit(sen: number): string {
  return `${Math.floor(sen / 100)}.${String(sen % 100).padStart(2, '0')}`;
}
