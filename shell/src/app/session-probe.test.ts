import { resetApiClientState, resetSessionStore, useSessionStore } from '@teduh/shared';
import { anonymousMe, installFakeApi, noAnswer } from '@teduh/shared/testing';
import { testProfile } from '../testing/render-shell';
import { mayBeSignedIn, mePath, probeSession, resetSessionProbe } from './session-probe';

const signedInHint = (present: boolean) => {
  document.cookie = present ? 'teduh_signed_in=1; path=/' : 'teduh_signed_in=; path=/; max-age=0';
};

describe('probeSession', () => {
  let api: ReturnType<typeof installFakeApi> | undefined;
  const navigate = jest.fn();

  beforeEach(() => {
    resetSessionStore();
    resetSessionProbe();
    resetApiClientState();
    navigate.mockReset();
    signedInHint(true);
  });
  afterEach(() => {
    api?.restore();
    signedInHint(false);
  });

  it('asks nothing of the API for a visitor with no sign of a session (no call answering 401)', async () => {
    signedInHint(false);
    api = installFakeApi({ [`GET ${mePath}`]: anonymousMe });
    await probeSession();
    expect(useSessionStore.getState().status).toBe('anonymous');
    expect(api.requests).toHaveLength(0);
  });

  it('reads the hint cookie among others', () => {
    expect(mayBeSignedIn('a=1; teduh_signed_in=1; b=2')).toBe(true);
    expect(mayBeSignedIn('teduh_signed_in=; a=1')).toBe(false);
    expect(mayBeSignedIn('')).toBe(false);
  });

  it('signs the member in from GET auth/api/v1/me/', async () => {
    api = installFakeApi({ [`GET ${mePath}`]: () => ({ status: 200, data: { data: testProfile } }) });
    await probeSession();
    expect(useSessionStore.getState()).toMatchObject({ status: 'authenticated', profile: testProfile });
  });

  it('leaves a visitor without a session anonymous, on the page they are on', async () => {
    api = installFakeApi({
      [`GET ${mePath}`]: anonymousMe,
      'POST auth/api/v1/jwt/refresh/': () => ({ status: 401, data: { detail: 'No session' } }),
    });
    const { configureApiClient } = await import('@teduh/shared');
    configureApiClient({ navigate });
    await probeSession();
    expect(useSessionStore.getState().status).toBe('anonymous');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('treats an API that is not running as anonymous', async () => {
    api = installFakeApi({ [`GET ${mePath}`]: () => noAnswer });
    await probeSession();
    expect(useSessionStore.getState().status).toBe('anonymous');
  });

  it('asks only once', async () => {
    api = installFakeApi({ [`GET ${mePath}`]: () => ({ status: 200, data: { data: testProfile } }) });
    await Promise.all([probeSession(), probeSession()]);
    await probeSession();
    expect(api.requests).toHaveLength(1);
  });
});
