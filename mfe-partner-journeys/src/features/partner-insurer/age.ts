// The plans' entry ages as the buyer's page checks them before asking the API (which checks them again).

function todayUtc(now: Date): Date {
  const local = new Date(now.getTime() + 8 * 3600_000);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()));
}

/** Age last birthday on the Malaysian calendar day of `now`; null for a date that is not a past date. */
export function ageOf(dob: string, now = new Date()): { years: number; days: number } | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(dob)) return null;
  const date = new Date(`${dob}T00:00:00Z`);
  const today = todayUtc(now);
  if (Number.isNaN(date.getTime()) || date > today) return null;
  let years = today.getUTCFullYear() - date.getUTCFullYear();
  if (
    today.getUTCMonth() < date.getUTCMonth() ||
    (today.getUTCMonth() === date.getUTCMonth() && today.getUTCDate() < date.getUTCDate())
  )
    years -= 1;
  return { years, days: Math.floor((today.getTime() - date.getTime()) / 86_400_000) };
}

/** The medical plan: at least 15 days old and under 49 years (spec). */
export function medicalAgeAllowed(dob: string, now = new Date()): boolean {
  const age = ageOf(dob, now);
  return age !== null && age.days >= 15 && age.years < 49;
}

/** The life plan: 18 to 60. */
export function lifeAgeAllowed(dob: string, now = new Date()): boolean {
  const age = ageOf(dob, now);
  return age !== null && age.years >= 18 && age.years <= 60;
}

/** Spec: a deductible applies when the person is over 39. */
export const deductibleApplies = (dob: string, now = new Date()) => (ageOf(dob, now)?.years ?? 0) > 39;
