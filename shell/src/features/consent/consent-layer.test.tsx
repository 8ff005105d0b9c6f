import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAppStore, useSessionStore, type RemoteName } from '@teduh/shared';
import {
  consentStorageKey,
  gtagScriptUrl,
  resetConsentForTests,
  useConsentStore,
} from '@teduh/shared/consent';
import { loadContribution } from '../../remotes/remote-loader';
import { marketingContribution } from '../../testing/fake-contributions';
import { renderShell, resetShellState } from '../../testing/render-shell';

jest.mock('../../remotes/remote-loader', () => ({
  loadContribution: jest.fn(),
  registerDeploymentRemotes: jest.fn(),
}));

const tagId = 'AW-123456789';
const tagScripts = () => document.querySelectorAll(`script[src="${gtagScriptUrl(tagId)}"]`);
const banner = (name: RegExp = /Cookies on/) => screen.findByRole('region', { name });

beforeEach(() => {
  resetShellState();
  resetConsentForTests();
  useSessionStore.getState().setAnonymous();
  jest.mocked(loadContribution).mockImplementation(async (remote: RemoteName) => {
    if (remote !== 'marketing') throw new Error(`no test contribution for ${remote}`);
    return marketingContribution;
  });
});

function withAdsTag() {
  useAppStore.getState().setAdsTag({ tagId, conversionLabels: { calculator: 'calc', newsletter: 'news' } });
}

it('asks nothing, and offers no cookie settings, on a deployment without an ads tag', async () => {
  renderShell('/');
  const footer = await screen.findByRole('contentinfo');
  expect(within(footer).queryByRole('button', { name: 'Cookie settings' })).not.toBeInTheDocument();
  expect(screen.queryByRole('region', { name: /Cookies on/ })).not.toBeInTheDocument();
  expect(tagScripts()).toHaveLength(0);
});

it('asks on a first visit and loads no tag until the visitor answers; declining keeps it so', async () => {
  withAdsTag();
  renderShell('/');
  const region = await banner();
  expect(tagScripts()).toHaveLength(0);
  expect(within(region).getByRole('link', { name: 'Read our privacy notice' })).toHaveAttribute(
    'href',
    '/privacy-policy',
  );

  await userEvent.click(within(region).getByRole('button', { name: 'Necessary cookies only' }));
  await waitFor(() => expect(screen.queryByRole('region', { name: /Cookies on/ })).not.toBeInTheDocument());
  expect(useConsentStore.getState().choice).toBe('necessary');
  expect(JSON.parse(window.localStorage.getItem(consentStorageKey)!)).toMatchObject({
    state: { choice: 'necessary' },
    version: 1,
  });
  expect(tagScripts()).toHaveLength(0);
  // Focus is not lost with the banner.
  expect(document.activeElement).toBe(document.getElementById('main-content'));
});

it('loads the tag on acceptance, and the footer lets the visitor change their mind', async () => {
  withAdsTag();
  renderShell('/');
  await userEvent.click(within(await banner()).getByRole('button', { name: 'Accept marketing cookies' }));
  await waitFor(() => expect(tagScripts()).toHaveLength(1));

  const footer = await screen.findByRole('contentinfo');
  await userEvent.click(within(footer).getByRole('button', { name: 'Cookie settings' }));
  const dialog = await screen.findByRole('dialog', { name: 'Cookie settings' });
  expect(dialog).toHaveTextContent('Your choice: marketing cookies accepted.');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Necessary cookies only' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(useConsentStore.getState().choice).toBe('necessary');
  const calls = (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));
  expect(calls).toContainEqual(['consent', 'update', { ad_storage: 'denied', ad_user_data: 'denied' }]);
});

it('asks in Malay on a Malay page, and not again once answered', async () => {
  withAdsTag();
  const view = renderShell('/ms');
  const region = await banner(/Kuki di/);
  await userEvent.click(within(region).getByRole('button', { name: 'Terima kuki pemasaran' }));
  await waitFor(() => expect(screen.queryByRole('region', { name: /Kuki di/ })).not.toBeInTheDocument());
  view.unmount();

  renderShell('/ms');
  await screen.findByRole('contentinfo');
  expect(screen.queryByRole('region', { name: /Kuki di/ })).not.toBeInTheDocument();
});
