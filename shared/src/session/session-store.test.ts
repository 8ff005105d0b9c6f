import { profileFixture } from '../testing/profile-fixture';
import { mayHaveSession, resetSessionStore, useSessionStore } from './session-store';

const profile = profileFixture({ ekyc_status: 'accepted' });

afterEach(resetSessionStore);

describe('useSessionStore', () => {
  it('starts unknown, with no profile and no tokens', () => {
    expect(useSessionStore.getState()).toMatchObject({ status: 'unknown', profile: null, tokens: null });
  });

  it('becomes authenticated with a profile', () => {
    useSessionStore.getState().setAuthenticated(profile);
    expect(useSessionStore.getState()).toMatchObject({ status: 'authenticated', profile });
  });

  it('setAnonymous also forgets the tokens', () => {
    useSessionStore.getState().setTokens({ access: 'a', refresh: 'r' });
    useSessionStore.getState().setAuthenticated(profile);
    useSessionStore.getState().setAnonymous();
    expect(useSessionStore.getState()).toMatchObject({ status: 'anonymous', profile: null, tokens: null });
  });

  it('clear removes status, profile and tokens', () => {
    useSessionStore.getState().setTokens({ access: 'a', refresh: 'r' });
    useSessionStore.getState().setAuthenticated(profile);
    useSessionStore.getState().clear();
    expect(useSessionStore.getState()).toMatchObject({ status: 'anonymous', profile: null, tokens: null });
  });

  it('resetSessionStore goes back to the first-load state', () => {
    useSessionStore.getState().setAuthenticated(profile);
    resetSessionStore();
    expect(useSessionStore.getState().status).toBe('unknown');
    expect(typeof useSessionStore.getState().clear).toBe('function');
  });
});

describe('mayHaveSession', () => {
  it('is false only when the visitor is known to be anonymous without tokens', () => {
    expect(mayHaveSession({ status: 'unknown', tokens: null })).toBe(true);
    expect(mayHaveSession({ status: 'authenticated', tokens: null })).toBe(true);
    expect(mayHaveSession({ status: 'anonymous', tokens: { access: 'a', refresh: 'r' } })).toBe(true);
    expect(mayHaveSession({ status: 'anonymous', tokens: null })).toBe(false);
  });
});
