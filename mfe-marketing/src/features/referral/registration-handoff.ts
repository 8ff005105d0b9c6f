/**
 * What the referral registration hands to the dashboard's registration (`/user/register`), which reads
 * neither a query nor a referral code of its own:
 * - the code goes into the `referral_code` cookie for a day, the same cookie the shell keeps a
 *   `?partner_referral=` code in (spec: referral_code, 1 day);
 * - the e-mail goes into the registration's saved progress (sessionStorage `teduh.registration`, step
 *   'email'), which that page loads to prefill its first step. Progress already past the first step is kept.
 */
export const referralCookieName = 'referral_code';
const referralCookieSeconds = 24 * 60 * 60;
const registrationStorageKey = 'teduh.registration';

export function readReferralCookie(): string {
  if (typeof document === 'undefined') return '';
  for (const part of document.cookie.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === referralCookieName) {
      try {
        return decodeURIComponent(rest.join('='));
      } catch {
        return '';
      }
    }
  }
  return '';
}

export function writeReferralCookie(code: string): void {
  const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; secure' : '';
  document.cookie = `${referralCookieName}=${encodeURIComponent(code.toUpperCase())}; path=/; max-age=${referralCookieSeconds}; samesite=lax${secure}`;
}

export function prefillRegistrationEmail(email: string): void {
  try {
    const storage = window.sessionStorage;
    const raw = storage.getItem(registrationStorageKey);
    if (raw) {
      const saved = JSON.parse(raw) as { step?: unknown };
      if (saved.step !== 'email') return;
    }
    storage.setItem(
      registrationStorageKey,
      JSON.stringify({
        step: 'email',
        email,
        agreeTerms: false,
        agreePrivacy: false,
        resendAvailableAt: 0,
        token: null,
      }),
    );
  } catch {
    // Storage switched off or unreadable progress: the registration page starts empty, which still works.
  }
}
