import { webPathForDeepLink } from './deep-link-targets';

describe('webPathForDeepLink', () => {
  it('opens the pages a deep link may name, with their parameters', () => {
    expect(webPathForDeepLink('pusara-pro')).toBe('/pusara-pro');
    expect(webPathForDeepLink('pusara-pro/quick-quote/')).toBe('/pusara-pro/quick-quote');
    expect(webPathForDeepLink('resources/what-is-takaful')).toBe('/resources/what-is-takaful');
    expect(webPathForDeepLink('records/0b6e1f0c-5d3a-4c52-9a57-1c0a2e9f3d01')).toBe(
      '/records/0b6e1f0c-5d3a-4c52-9a57-1c0a2e9f3d01',
    );
    expect(webPathForDeepLink('user/profile')).toBe('/user/profile');
    expect(webPathForDeepLink('')).toBe('/');
  });

  it('refuses everything else: unknown pages, other sites, schemes and climbing out', () => {
    for (const path of [
      undefined,
      'nope',
      'pusara-pro/sales-journey/123',
      '/evil.example.com',
      'https:/evil.example.com',
      'javascript:alert(1)',
      '..',
      'resources/../user/profile',
      'resources//x',
      'resources/a%2F..',
      'faq?next=https://evil.example.com',
      'resources/what-is-takaful/extra',
    ]) {
      expect(webPathForDeepLink(path)).toBeNull();
    }
  });
});
