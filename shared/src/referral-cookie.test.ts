import Cookies from 'js-cookie';
import {
  forgetReferralCode,
  keepReferralCode,
  readReferralCode,
  referralCookieName,
} from './referral-cookie';

beforeEach(() => {
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
});
afterEach(() => jest.restoreAllMocks());

test('keeps a code for one day, trimmed and in capitals, on the whole site', () => {
  const set = jest.spyOn(Cookies, 'set');
  expect(keepReferralCode('  friend22 ')).toBe('FRIEND22');
  expect(readReferralCode()).toBe('FRIEND22');
  expect(document.cookie).toContain(`${referralCookieName}=FRIEND22`);
  expect(set).toHaveBeenCalledWith(
    referralCookieName,
    'FRIEND22',
    expect.objectContaining({ path: '/', sameSite: 'lax', expires: 1 }),
  );
});

test('a blank code leaves the kept one, and a forgotten code is gone', () => {
  keepReferralCode('EARLIER');
  expect(keepReferralCode('   ')).toBeNull();
  expect(readReferralCode()).toBe('EARLIER');
  forgetReferralCode();
  expect(readReferralCode()).toBeNull();
  expect(document.cookie).not.toContain(referralCookieName);
});

test('reads a code another page wrote, and nothing when there is none', () => {
  expect(readReferralCode()).toBeNull();
  document.cookie = `${referralCookieName}=EWR8EC3V; path=/`;
  expect(readReferralCode()).toBe('EWR8EC3V');
});
