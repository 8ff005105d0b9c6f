import { contributionRequest, modalOwners, remoteForPath } from './remote-table';

describe('remoteForPath', () => {
  it.each([
    ['/', 'marketing'],
    ['/faq', 'marketing'],
    ['/teduh-test', 'marketing'],
    ['/why-teduh', 'marketing'],
    ['/resources/what-is-takaful', 'marketing'],
    ['/user/profile', 'dashboard'],
    ['/vault/12', 'dashboard'],
    ['/ekyc/v2', 'ekyc'],
    ['/pusara-pro/quick-quote', 'pusara_journey'],
    ['/journey/gibraltar-i-protect/choose-a-plan', 'partner_journeys'],
    ['/my-kasih', 'partner_journeys'],
    ['/demo-teduh-kubur-pro/form', 'demos'],
    ['/demo-ecics-motor-sales-journey/product-details', 'demos'],
  ])('%s belongs to %s', (path, remote) => {
    expect(remoteForPath(path)).toBe(remote);
  });

  it('names no remote for an unknown first segment', () => {
    expect(remoteForPath('/pricing')).toBeNull();
    expect(remoteForPath('/faqs')).toBeNull();
    expect(remoteForPath('/%E0%A4%A')).toBeNull();
  });
});

describe('federation names', () => {
  it('asks each remote for its contribution under its scoped name', () => {
    expect(contributionRequest('pusara_journey')).toBe('teduh_pusara_journey/contribution');
  });

  it('gives every modal an owner', () => {
    expect(modalOwners.enquiry).toBe('dashboard');
    expect(modalOwners['edit-profile']).toBe('dashboard');
    expect(modalOwners['partner-benefit']).toBe('shell');
  });
});
