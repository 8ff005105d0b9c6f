import Cookies from 'js-cookie';
import { readReferralCode, referralCookieName } from '@teduh/shared/referral-cookie';
import {
  dismissPopupBanner,
  isPopupBannerDismissed,
  popupBannerCookieName,
  storeReferralFromSearch,
} from './cookies';

const hour = 60 * 60 * 1000;

function clearCookies() {
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
}

/** The expiry js-cookie wrote for `name` on its last `set`. */
function expiryOf(set: jest.SpyInstance, name: string): Date {
  const call = set.mock.calls.filter(([cookie]) => cookie === name).at(-1);
  const expires = (call?.[2] as Cookies.CookieAttributes | undefined)?.expires;
  if (!(expires instanceof Date) && typeof expires !== 'number')
    throw new Error(`${name} was set without expiry`);
  return expires instanceof Date ? expires : new Date(Date.now() + expires * 24 * hour);
}

describe('referral cookie', () => {
  beforeEach(clearCookies);
  afterEach(() => jest.restoreAllMocks());

  it('keeps the partner_referral query value for one day', async () => {
    const set = jest.spyOn(Cookies, 'set');
    const before = Date.now();
    expect(await storeReferralFromSearch('?utm_source=x&partner_referral=MYKASIH25')).toBe('MYKASIH25');

    expect(readReferralCode()).toBe('MYKASIH25');
    const lifetime = expiryOf(set, referralCookieName).getTime() - before;
    expect(lifetime).toBeGreaterThanOrEqual(24 * hour - 1000);
    expect(lifetime).toBeLessThanOrEqual(24 * hour + 1000);
  });

  it('leaves the cookie alone without the query or with an empty value', async () => {
    Cookies.set(referralCookieName, 'EARLIER');
    expect(await storeReferralFromSearch('?utm_source=x')).toBeNull();
    expect(await storeReferralFromSearch('?partner_referral=%20')).toBeNull();
    expect(readReferralCode()).toBe('EARLIER');
  });
});

describe('popup-banner cookie', () => {
  beforeEach(clearCookies);
  afterEach(() => jest.restoreAllMocks());

  it('is absent until the banner is dismissed', () => {
    expect(isPopupBannerDismissed()).toBe(false);
    dismissPopupBanner();
    expect(isPopupBannerDismissed()).toBe(true);
  });

  it('hides the banner for exactly 4 hours', () => {
    const set = jest.spyOn(Cookies, 'set');
    const now = Date.UTC(2025, 2, 10, 9, 0, 0);
    dismissPopupBanner(now);
    expect(expiryOf(set, popupBannerCookieName).getTime()).toBe(now + 4 * hour);
  });
});
