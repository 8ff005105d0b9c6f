import { yieldBetweenSharesPlugin } from './yield-between-shares';

type BeforeLoadShare = NonNullable<ReturnType<typeof yieldBetweenSharesPlugin>['beforeLoadShare']>;
type LoadShareArgs = Parameters<BeforeLoadShare>[0];

describe('yieldBetweenSharesPlugin', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  it('lets each shared module start loading in a task of its own, unchanged', async () => {
    jest.useFakeTimers();
    const beforeLoadShare = yieldBetweenSharesPlugin().beforeLoadShare as BeforeLoadShare;
    const args = { pkgName: 'react-dom' } as unknown as LoadShareArgs;
    let resolved: unknown = null;
    const loading = Promise.resolve(beforeLoadShare(args)).then((value) => {
      resolved = value;
    });

    // Not within the task that asked: every promise callback of this task has run, and it still waits.
    for (let turn = 0; turn < 10; turn += 1) await Promise.resolve();
    expect(resolved).toBeNull();

    jest.runOnlyPendingTimers();
    await loading;
    expect(resolved).toBe(args);
  });
});
