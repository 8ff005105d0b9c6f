import Cookies from 'js-cookie';
import { siteCookieAttributes } from '@teduh/shared';

/** Spec cookies the shell writes: the partner referral code (1 day) and the dismissed popup banner (4 hours). */
export const referralQueryParam = 'partner_referral';

export const popupBannerCookieName = 'popup-banner';
export const popupBannerHours = 4;

const hourMs = 60 * 60 * 1000;

/**
 * Keeps `?partner_referral=<code>` as the `referral_code` cookie for a day, and answers the kept code. The
 * cookie's code loads only for such a visit: most have no code, and it stays off the first page's path.
 */
export async function storeReferralFromSearch(search: string): Promise<string | null> {
  const code = new URLSearchParams(search).get(referralQueryParam);
  if (code === null) return null;
  const { keepReferralCode } = await import('@teduh/shared/referral-cookie');
  return keepReferralCode(code);
}

export function isPopupBannerDismissed(): boolean {
  return Cookies.get(popupBannerCookieName) !== undefined;
}

/** Hides the partner-benefit banner for the next 4 hours. */
export function dismissPopupBanner(now: number = Date.now()): void {
  Cookies.set(popupBannerCookieName, 'dismissed', {
    ...siteCookieAttributes(),
    expires: new Date(now + popupBannerHours * hourMs),
  });
}
