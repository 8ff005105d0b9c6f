import type { RemoteContribution, RemoteName } from '@teduh/shared';
import {
  createFallbackModule,
  fallbackPlugin,
  isRemoteFallback,
  remoteFallbackError,
  remoteNameFromRequest,
  setRemoteFallbackFactory,
} from './fallback';

type Hook = NonNullable<ReturnType<typeof fallbackPlugin>['errorLoadRemote']>;
type Args = Parameters<Hook>[0];

const standIn = (remote: RemoteName): RemoteContribution => ({
  remote,
  namespace: 'shell',
  translations: { en: {}, ms: {} },
  routes: [],
});

function emit(partial: Partial<Args>) {
  const hook = fallbackPlugin().errorLoadRemote as Hook;
  return hook({
    id: 'teduh_dashboard/contribution',
    error: new Error('Failed to load script resources. #RUNTIME-008'),
    from: 'runtime',
    lifecycle: 'onLoad',
    origin: {} as Args['origin'],
    ...partial,
  } as Args);
}

describe('fallbackPlugin', () => {
  beforeEach(() => setRemoteFallbackFactory(standIn));
  afterEach(() => setRemoteFallbackFactory(null));

  it('answers a failed contribution load with a stand-in module', () => {
    const error = new Error('down');
    const module = emit({ error, expose: './contribution' }) as { contribution: RemoteContribution };

    expect(module.contribution.remote).toBe('dashboard');
    expect(isRemoteFallback(module.contribution)).toBe(true);
    expect(remoteFallbackError(module.contribution)).toBe(error);
  });

  it('hands a module factory to build-time imports', () => {
    const factory = emit({ from: 'build' }) as () => { contribution: RemoteContribution };
    expect(typeof factory).toBe('function');
    expect(factory().contribution.remote).toBe('dashboard');
  });

  it('lets the other lifecycles fail through to onLoad', () => {
    expect(emit({ lifecycle: 'afterResolve' })).toBeUndefined();
    expect(emit({ lifecycle: 'beforeRequest' })).toBeUndefined();
    expect(emit({ lifecycle: 'beforeLoadShare' })).toBeUndefined();
  });

  it('leaves other exposed modules and unknown remotes alone', () => {
    expect(emit({ expose: './routes' })).toBeUndefined();
    expect(emit({ id: 'someone_else/contribution' })).toBeUndefined();
  });

  it('does nothing before the app installed its factory', () => {
    setRemoteFallbackFactory(null);
    expect(createFallbackModule('ekyc', new Error('x'))).toBeNull();
  });
});

describe('remoteNameFromRequest', () => {
  it('reads the remote from a request or federation name', () => {
    expect(remoteNameFromRequest('teduh_pusara_journey/contribution')).toBe('pusara_journey');
    expect(remoteNameFromRequest('teduh_partner_journeys')).toBe('partner_journeys');
    expect(remoteNameFromRequest('teduh_shell/contribution')).toBeNull();
    expect(remoteNameFromRequest(undefined)).toBeNull();
  });
});
