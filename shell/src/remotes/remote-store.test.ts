import i18next from 'i18next';
import { initI18n } from '@teduh/shared';
import { chunkReloadStorageKey } from '../lib/chunk-reload-guard';
import { reloadPage } from '../lib/page-reload';
import { marketingContribution } from '../testing/fake-contributions';
import { ensureRemote, resetRemoteStore, retryRemote, useRemoteStore } from './remote-store';
import { loadContribution } from './remote-loader';

jest.mock('./remote-loader', () => ({ loadContribution: jest.fn(), registerDeploymentRemotes: jest.fn() }));
jest.mock('../lib/page-reload', () => ({ reloadPage: jest.fn(), loadPage: jest.fn() }));

const loadMock = jest.mocked(loadContribution);

beforeEach(() => {
  resetRemoteStore();
  loadMock.mockReset();
  jest.mocked(reloadPage).mockReset();
  window.sessionStorage.clear();
  initI18n('en');
});

describe('remote store', () => {
  it('loads a remote once for every caller and registers its translations', async () => {
    loadMock.mockResolvedValue(marketingContribution);
    await Promise.all([ensureRemote('marketing'), ensureRemote('marketing')]);
    await ensureRemote('marketing');

    expect(loadMock).toHaveBeenCalledTimes(1);
    expect(useRemoteStore.getState().remotes.marketing).toEqual({
      status: 'ready',
      contribution: marketingContribution,
    });
    expect(i18next.t('faq', { ns: 'marketing' })).toBe('Frequently asked questions');
  });

  it('loads again on Retry', async () => {
    loadMock.mockRejectedValueOnce(new Error('broken')).mockResolvedValueOnce(marketingContribution);
    await ensureRemote('marketing');
    expect(useRemoteStore.getState().remotes.marketing?.status).toBe('unavailable');
    await retryRemote('marketing');
    expect(useRemoteStore.getState().remotes.marketing?.status).toBe('ready');
  });

  it('marks a remote unavailable without reloading for an error a reload cannot fix', async () => {
    loadMock.mockRejectedValue(new Error('Remote marketing did not provide its contribution'));
    await ensureRemote('marketing');

    expect(useRemoteStore.getState().remotes.marketing?.status).toBe('unavailable');
    expect(reloadPage).not.toHaveBeenCalled();
    // Not retried behind the visitor's back:
    await ensureRemote('marketing');
    expect(loadMock).toHaveBeenCalledTimes(1);
  });

  it('reloads the page for a chunk failure once, then shows the failure', async () => {
    const chunkError = Object.assign(new Error('Loading chunk 12 failed.'), { name: 'ChunkLoadError' });
    loadMock.mockRejectedValue(chunkError);

    await ensureRemote('marketing');
    expect(reloadPage).toHaveBeenCalledTimes(1);
    expect(useRemoteStore.getState().remotes.marketing?.status).toBe('loading');
    expect(window.sessionStorage.getItem(chunkReloadStorageKey)).not.toBeNull();

    // The reloaded page (same tab, seconds later) fails again: no second reload.
    resetRemoteStore();
    await ensureRemote('marketing');
    expect(reloadPage).toHaveBeenCalledTimes(1);
    expect(useRemoteStore.getState().remotes.marketing).toMatchObject({
      status: 'unavailable',
      error: chunkError,
    });
  });
});
