import Cookies from 'js-cookie';

/** Spec cookies the shell owns: the partner referral code (1 day) and the dismissed popup banner (4 hours). */
export const referralCookieName = 'referral_code';
export const referralCookieDays = 1;
export const referralQueryParam = 'partner_referral';

export const popupBannerCookieName = 'popup-banner';
export const popupBannerHours = 4;

const hourMs = 60 * 60 * 1000;

function baseAttributes(): Cookies.CookieAttributes {
  return {
    path: '/',
    sameSite: 'lax',
    secure: typeof location !== 'undefined' && location.protocol === 'https:',
  };
}

/** Keeps `?partner_referral=<code>` as the `referral_code` cookie for a day. Returns the stored code. */
export function storeReferralFromSearch(search: string): string | null {
  const code = new URLSearchParams(search).get(referralQueryParam)?.trim();
  if (!code) return null;
  Cookies.set(referralCookieName, code, { ...baseAttributes(), expires: referralCookieDays });
  return code;
}

export function readReferralCode(): string | null {
  return Cookies.get(referralCookieName) ?? null;
}

export function isPopupBannerDismissed(): boolean {
  return Cookies.get(popupBannerCookieName) !== undefined;
}

/** Hides the partner-benefit banner for the next 4 hours. */
export function dismissPopupBanner(now: number = Date.now()): void {
  Cookies.set(popupBannerCookieName, 'dismissed', {
    ...baseAttributes(),
    expires: new Date(now + popupBannerHours * hourMs),
  });
}
