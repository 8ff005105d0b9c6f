import Cookies from 'js-cookie';
import { keepReferralCode } from '@teduh/shared/referral-cookie';

/** Spec cookies the shell writes: the partner referral code (1 day) and the dismissed popup banner (4 hours). */
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
  const code = new URLSearchParams(search).get(referralQueryParam);
  return code === null ? null : keepReferralCode(code);
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
