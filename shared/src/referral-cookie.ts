// The `referral_code` cookie (spec: kept 1 day). The shell keeps a partner's `?partner_referral=` code in it,
// the referral registration (marketing) a code the visitor typed, and the registration (dashboard) sends it
// with the new account. One module, so the three write and read it the same way.
import Cookies from 'js-cookie';
import { siteCookieAttributes } from './site-cookie';

export const referralCookieName = 'referral_code';
export const referralCookieDays = 1;

/**
 * Keeps `code` for a day, trimmed and in capitals (the API compares codes without case). Returns the kept
 * code, or null for a blank one, which leaves the cookie as it was.
 */
export function keepReferralCode(code: string): string | null {
  const kept = code.trim().toUpperCase();
  if (!kept) return null;
  Cookies.set(referralCookieName, kept, { ...siteCookieAttributes(), expires: referralCookieDays });
  return kept;
}

/** The kept code, or null. */
export function readReferralCode(): string | null {
  if (typeof document === 'undefined') return null;
  return Cookies.get(referralCookieName)?.trim() || null;
}

/** Forgets the code (it stopped being valid). */
export function forgetReferralCode(): void {
  Cookies.remove(referralCookieName, { path: '/' });
}
