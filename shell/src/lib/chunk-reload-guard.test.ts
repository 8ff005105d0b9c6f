import {
  chunkReloadStorageKey,
  chunkReloadWindowMs,
  isChunkLoadError,
  reloadAfterChunkFailure,
} from './chunk-reload-guard';

describe('isChunkLoadError', () => {
  it('recognises failed chunks and remote entries', () => {
    const chunkLoadError = Object.assign(new Error('Loading chunk 470 failed.\n(error: https://x/470.js)'), {
      name: 'ChunkLoadError',
    });
    expect(isChunkLoadError(chunkLoadError)).toBe(true);
    expect(isChunkLoadError(new Error('Loading CSS chunk checkout failed'))).toBe(true);
    expect(
      isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: https://x/a.js')),
    ).toBe(true);
    expect(isChunkLoadError(new Error('Failed to load script resources. #RUNTIME-008 args: {}'))).toBe(true);
  });

  it('leaves other errors alone', () => {
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError(new Error('#RUNTIME-008 ScriptExecutionError: Script "x" threw'))).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });
});

describe('reloadAfterChunkFailure', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('reloads once within 60 seconds and again after 60 seconds', () => {
    const reload = jest.fn();
    const start = 1_700_000_000_000;

    expect(reloadAfterChunkFailure({ now: start, reload })).toBe(true);
    expect(reloadAfterChunkFailure({ now: start + 1_000, reload })).toBe(false);
    expect(reloadAfterChunkFailure({ now: start + chunkReloadWindowMs - 1, reload })).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);

    expect(reloadAfterChunkFailure({ now: start + chunkReloadWindowMs, reload })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
    expect(window.sessionStorage.getItem(chunkReloadStorageKey)).toBe(String(start + chunkReloadWindowMs));
  });

  it('treats a timestamp from the future (clock change) as expired', () => {
    const reload = jest.fn();
    window.sessionStorage.setItem(chunkReloadStorageKey, String(2_000_000_000_000));
    expect(reloadAfterChunkFailure({ now: 1_700_000_000_000, reload })).toBe(true);
  });

  it('never reloads when nothing can be remembered', () => {
    const reload = jest.fn();
    expect(reloadAfterChunkFailure({ storage: null, reload })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
