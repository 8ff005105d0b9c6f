import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { lazy } from 'react';
import {
  analytics,
  localeCookieName,
  useAppStore,
  useSessionStore,
  type RemoteContribution,
  type RemoteName,
} from '@teduh/shared';
import { chunkReloadStorageKey } from '../lib/chunk-reload-guard';
import { reloadPage } from '../lib/page-reload';
import { loadContribution } from '../remotes/remote-loader';
import { useRemoteStore } from '../remotes/remote-store';
import { createFallbackModule } from '../runtime-plugin/fallback';
import {
  dashboardContribution,
  marketingContribution,
  pusaraContribution,
} from '../testing/fake-contributions';
import { navigateTo, renderShell, resetShellState, testProfile } from '../testing/render-shell';

jest.mock('../remotes/remote-loader', () => ({
  loadContribution: jest.fn(),
  registerDeploymentRemotes: jest.fn(),
}));
jest.mock('../lib/page-reload', () => ({ reloadPage: jest.fn(), loadPage: jest.fn() }));

const loadMock = jest.mocked(loadContribution);
const contributions: Partial<Record<RemoteName, RemoteContribution>> = {
  marketing: marketingContribution,
  dashboard: dashboardContribution,
  pusara_journey: pusaraContribution,
};

/** What the fallback runtime plugin hands back when a remote entry cannot be fetched after retries. */
function unreachable(remote: RemoteName): RemoteContribution {
  const error = new Error(`Failed to load script resources. #RUNTIME-008 (${remote})`);
  const module = createFallbackModule(remote, error);
  if (!module) throw new Error('the fallback factory is not installed');
  return module.contribution;
}

function serveRemotes() {
  loadMock.mockImplementation(async (remote) => {
    const contribution = contributions[remote];
    if (!contribution) throw new Error(`no test contribution for ${remote}`);
    return contribution;
  });
}

/** The page already reloaded once for a failed chunk, seconds ago. */
function justReloaded() {
  window.sessionStorage.setItem(chunkReloadStorageKey, String(Date.now() - 5_000));
}

const navbar = () => screen.getByRole('banner');
const footer = () => screen.findByRole('contentinfo');

beforeEach(() => {
  resetShellState();
  loadMock.mockReset();
  jest.mocked(reloadPage).mockReset();
  useSessionStore.getState().setAnonymous();
});

describe('remote failure', () => {
  it('shows the retry page in English while the navbar and footer stay', async () => {
    justReloaded();
    loadMock.mockImplementation(async (remote) => unreachable(remote));
    renderShell('/faq');

    expect(
      await screen.findByRole('heading', { name: 'This part of the site is unavailable' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(within(navbar()).getByRole('button', { name: 'Open menu' })).toBeInTheDocument();
    expect(await footer()).toHaveTextContent('Registered address');
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it('shows the retry page in Malay on a Malay URL', async () => {
    justReloaded();
    loadMock.mockImplementation(async (remote) => unreachable(remote));
    renderShell('/ms/faq');

    expect(
      await screen.findByRole('heading', { name: 'Bahagian laman ini tidak tersedia' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cuba lagi' })).toBeInTheDocument();
    expect(within(navbar()).getByRole('button', { name: 'Buka menu' })).toBeInTheDocument();
    expect(await footer()).toHaveTextContent('Alamat berdaftar');
  });

  it('loads the remote again on Retry and then shows its page', async () => {
    justReloaded();
    loadMock.mockImplementationOnce(async (remote) => unreachable(remote));
    renderShell('/faq');
    const retry = await screen.findByRole('button', { name: 'Retry' });

    serveRemotes();
    await userEvent.click(retry);
    expect(await screen.findByRole('heading', { name: 'Frequently asked questions' })).toBeInTheDocument();
    expect(loadMock).toHaveBeenCalledTimes(2);
  });

  it('reloads the page once for the first failure instead of showing the error', async () => {
    loadMock.mockImplementation(async (remote) => unreachable(remote));
    renderShell('/faq');

    await waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1));
    expect(Number(window.sessionStorage.getItem(chunkReloadStorageKey))).toBeGreaterThan(0);
    expect(
      screen.queryByRole('heading', { name: 'This part of the site is unavailable' }),
    ).not.toBeInTheDocument();
  });

  it('still shows the stored maintenance message when the remote owning that page is down', async () => {
    justReloaded();
    loadMock.mockImplementation(async (remote) => unreachable(remote));
    useAppStore.getState().setMaintenanceMessage('We are upgrading our systems until 2 pm today.');
    renderShell('/maintenance-notice');

    expect(
      await screen.findByRole('heading', { name: 'We are carrying out maintenance' }),
    ).toBeInTheDocument();
    expect(screen.getByText('We are upgrading our systems until 2 pm today.')).toBeInTheDocument();
  });

  it('keeps a page that throws inside its remote, with the navbar still there', async () => {
    const Broken = lazy(async () => ({
      default: function BrokenPage(): never {
        throw new Error('The FAQ data was malformed');
      },
    }));
    loadMock.mockResolvedValue({ ...marketingContribution, routes: [{ path: '/faq', Page: Broken }] });
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderShell('/faq');

    expect(
      await screen.findByRole('heading', { name: 'This part of the site is unavailable' }),
    ).toBeInTheDocument();
    expect(within(navbar()).getByRole('link', { name: 'Teduh home' })).toBeInTheDocument();
    expect(reloadPage).not.toHaveBeenCalled();
    consoleError.mockRestore();
  });
});

describe('routing', () => {
  it('answers an unknown first segment with the 404 page without loading any remote', async () => {
    serveRemotes();
    renderShell('/no-such-section/page');

    expect(await screen.findByRole('heading', { name: 'This page could not be found' })).toBeInTheDocument();
    expect(loadMock).not.toHaveBeenCalled();
    expect(within(navbar()).getByRole('link', { name: 'Teduh home' })).toBeInTheDocument();
    expect(await footer()).toBeInTheDocument();
  });

  it('answers an unknown path inside a remote with the 404 page', async () => {
    serveRemotes();
    renderShell('/faq/not-a-question');

    expect(await screen.findByRole('heading', { name: 'This page could not be found' })).toBeInTheDocument();
    expect(loadMock).toHaveBeenCalledWith('marketing');
  });

  it('loads a remote on the first visit of one of its routes only', async () => {
    serveRemotes();
    const { router } = renderShell('/');
    expect(await screen.findByRole('heading', { name: 'Family takaful made simple' })).toBeInTheDocument();
    await navigateTo(router, '/faq');
    expect(await screen.findByRole('heading', { name: 'Frequently asked questions' })).toBeInTheDocument();
    expect(loadMock).toHaveBeenCalledTimes(1);
  });

  it('shows a wizard route under the wizard bar, without navbar and footer', async () => {
    serveRemotes();
    renderShell('/pusara-pro/sales-journey/6a1f');

    expect(await screen.findByRole('heading', { name: 'Your details' })).toBeInTheDocument();
    expect(screen.getByText('Apply for Pusara Pro')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Close and leave this page' })).toHaveAttribute(
      'href',
      '/pusara-pro',
    );
    expect(screen.queryByRole('link', { name: 'Teduh home' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Open menu' })).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });
});

describe('access marks', () => {
  it('sends an anonymous visitor from a login-required page to sign-in with next', async () => {
    serveRemotes();
    const { router } = renderShell('/user/profile');

    expect(await screen.findByRole('heading', { name: 'Sign in to your account' })).toBeInTheDocument();
    expect(router.location.pathname).toBe('/user/sign-in');
    expect(router.location.search).toBe('?next=%2Fuser%2Fprofile');
  });

  it('keeps the Malay prefix on the way to sign-in', async () => {
    serveRemotes();
    const { router } = renderShell('/ms/user/profile');

    expect(await screen.findByRole('heading', { name: 'Log masuk ke akaun anda' })).toBeInTheDocument();
    expect(`${router.location.pathname}${router.location.search}`).toBe(
      '/ms/user/sign-in?next=%2Fms%2Fuser%2Fprofile',
    );
  });

  it('sends a signed-in member from a logged-out-only page to the profile', async () => {
    serveRemotes();
    useSessionStore.getState().setAuthenticated(testProfile);
    const { router } = renderShell('/user/sign-in');

    expect(await screen.findByRole('heading', { name: 'Your profile' })).toBeInTheDocument();
    expect(router.location.pathname).toBe('/user/profile');
  });

  it('waits for the session check before deciding', async () => {
    serveRemotes();
    useSessionStore.setState({ status: 'unknown' });
    const { router } = renderShell('/user/profile');

    await waitFor(() => expect(useRemoteStore.getState().remotes.dashboard?.status).toBe('ready'));
    expect(screen.getByText('Loading the page')).toBeInTheDocument();
    expect(router.location.pathname).toBe('/user/profile');
    act(() => useSessionStore.getState().setAuthenticated(testProfile));
    expect(await screen.findByRole('heading', { name: 'Your profile' })).toBeInTheDocument();
  });
});

describe('locale', () => {
  it('lets the /en prefix win over a Malay cookie', async () => {
    serveRemotes();
    Cookies.set(localeCookieName, 'ms');
    const { router } = renderShell('/en/faq');

    expect(await screen.findByRole('heading', { name: 'Frequently asked questions' })).toBeInTheDocument();
    expect(router.location.pathname).toBe('/en/faq');
    expect(document.documentElement.lang).toBe('en');
  });

  it('lets the /ms prefix win over an English cookie', async () => {
    serveRemotes();
    Cookies.set(localeCookieName, 'en');
    renderShell('/ms/faq');

    expect(await screen.findByRole('heading', { name: 'Soalan lazim' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('ms');
  });

  it('takes a visitor who chose Malay from an unprefixed URL to the Malay one', async () => {
    serveRemotes();
    Cookies.set(localeCookieName, 'ms');
    const { router } = renderShell('/faq?topic=claims');

    expect(await screen.findByRole('heading', { name: 'Soalan lazim' })).toBeInTheDocument();
    expect(`${router.location.pathname}${router.location.search}`).toBe('/ms/faq?topic=claims');
  });

  it('switches from /ms/faq to English at /faq and remembers the choice', async () => {
    serveRemotes();
    const track = jest.spyOn(analytics, 'track');
    const { router } = renderShell('/ms/faq');
    expect(await screen.findByRole('heading', { name: 'Soalan lazim' })).toBeInTheDocument();

    await userEvent.click(within(navbar()).getByRole('button', { name: 'Buka menu' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'English' }));

    expect(await screen.findByRole('heading', { name: 'Frequently asked questions' })).toBeInTheDocument();
    expect(router.location.pathname).toBe('/faq');
    expect(Cookies.get(localeCookieName)).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(track).toHaveBeenCalledWith('locale_change', expect.objectContaining({ to: 'en' }));
    track.mockRestore();
  });

  it('switches from English to Malay on the same page', async () => {
    serveRemotes();
    const { router } = renderShell('/faq#claims');
    expect(await screen.findByRole('heading', { name: 'Frequently asked questions' })).toBeInTheDocument();

    await userEvent.click(within(navbar()).getByRole('button', { name: 'Open menu' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Bahasa Melayu' }));

    expect(await screen.findByRole('heading', { name: 'Soalan lazim' })).toBeInTheDocument();
    expect(`${router.location.pathname}${router.location.hash}`).toBe('/ms/faq#claims');
    expect(Cookies.get(localeCookieName)).toBe('ms');
  });
});

describe('page behaviour', () => {
  afterEach(() => {
    delete window.ReactNativeWebView;
  });

  it('keeps a partner_referral query as the referral_code cookie', async () => {
    serveRemotes();
    renderShell('/?partner_referral=MYKASIH25');
    await screen.findByRole('heading', { name: 'Family takaful made simple' });
    await waitFor(() => expect(Cookies.get('referral_code')).toBe('MYKASIH25'));
  });

  it('answers the session check without rendering the page again', async () => {
    // The check answers after the first paint, and a store update is never time-sliced: re-rendering the
    // page with it was the longest task after a first page became interactive.
    let pageRenders = 0;
    function CountedPage() {
      pageRenders += 1;
      return <h1>Counted page</h1>;
    }
    loadMock.mockResolvedValue({
      ...marketingContribution,
      routes: [{ path: '/', Page: lazy(() => Promise.resolve({ default: CountedPage })) }],
    });
    act(() => useSessionStore.setState({ status: 'unknown', profile: null }));
    renderShell('/');
    await screen.findByRole('heading', { name: 'Counted page' });
    const before = pageRenders;

    act(() => useSessionStore.getState().setAnonymous());

    expect(useSessionStore.getState().status).toBe('anonymous');
    expect(screen.getByRole('heading', { name: 'Counted page' })).toBeInTheDocument();
    expect(pageRenders).toBe(before);
  });

  it('tells the app webview and analytics about every page', async () => {
    serveRemotes();
    const postMessage = jest.fn();
    window.ReactNativeWebView = { postMessage };
    const page = jest.spyOn(analytics, 'page');
    const { router } = renderShell('/');
    await screen.findByRole('heading', { name: 'Family takaful made simple' });
    await navigateTo(router, '/faq?topic=claims');

    expect(postMessage).toHaveBeenCalledWith(JSON.stringify({ type: 'page', path: '/' }));
    expect(postMessage).toHaveBeenLastCalledWith(JSON.stringify({ type: 'page', path: '/faq?topic=claims' }));
    expect(page).toHaveBeenCalledWith('/faq');
    page.mockRestore();
  });

  it('closes the login popup on a route change', async () => {
    serveRemotes();
    const { router } = renderShell('/');
    await userEvent.click(within(navbar()).getByRole('button', { name: 'Open menu' }));
    await userEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Register / Sign in' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Welcome to Teduh' });
    expect(within(dialog).getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/user/sign-in?next=%2F',
    );

    await navigateTo(router, '/faq');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('scrolls to the top on a new page', async () => {
    serveRemotes();
    const { router } = renderShell('/');
    await screen.findByRole('heading', { name: 'Family takaful made simple' });
    jest.mocked(window.scrollTo).mockClear();
    await navigateTo(router, '/faq');
    expect(window.scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
  });
});
