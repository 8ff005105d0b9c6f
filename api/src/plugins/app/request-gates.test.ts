// The two checks every request passes: which header names a trusted app client, and which paths stay open
// during maintenance.
import { readApiKey } from './api-clients';
import { isExemptFromMaintenance } from './maintenance';

describe('readApiKey', () => {
  it('reads the key of the free scheme, in any case and spacing', () => {
    expect(readApiKey('TeduhFree abc123')).toBe('abc123');
    expect(readApiKey('  teduhfree   abc123 ')).toBe('abc123');
    expect(readApiKey('TEDUHFREE\tabc123')).toBe('abc123');
  });

  it('answers an empty key for a free-scheme header that is not one key', () => {
    expect(readApiKey('TeduhFree')).toBe('');
    expect(readApiKey('TeduhFree abc 123')).toBe('');
  });

  it('leaves every other header to the member scheme', () => {
    expect(readApiKey(undefined)).toBeUndefined();
    expect(readApiKey('')).toBeUndefined();
    expect(readApiKey('Teduh eyJhbGciOiJIUzI1NiJ9.e30.sig')).toBeUndefined();
    expect(readApiKey('TeduhFreeX abc123')).toBeUndefined();
    expect(readApiKey('Bearer abc123')).toBeUndefined();
  });
});

describe('isExemptFromMaintenance', () => {
  it('keeps the listed paths open, with or without their trailing slash and query', () => {
    expect(isExemptFromMaintenance('/health')).toBe(true);
    expect(isExemptFromMaintenance('/health/?probe=1')).toBe(true);
    expect(isExemptFromMaintenance('/dev')).toBe(true);
    expect(isExemptFromMaintenance('/dev/mailbox?to=a@b.my')).toBe(true);
    expect(isExemptFromMaintenance('/payment/api/v1/fpx/callback/?x=1')).toBe(true);
  });

  it('closes every other path', () => {
    expect(isExemptFromMaintenance('/developer')).toBe(false);
    expect(isExemptFromMaintenance('/auth/api/v1/me/')).toBe(false);
    expect(isExemptFromMaintenance('/products/api/v1/2/rate/?dev/')).toBe(false);
  });
});
