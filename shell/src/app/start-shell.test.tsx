import { act, screen, waitFor } from '@testing-library/react';
import { lazy, useState, type ReactElement } from 'react';
import type { Root } from 'react-dom/client';
import type { RemoteContribution } from '@teduh/shared';
import { loadContribution } from '../remotes/remote-loader';
import { marketingContribution } from '../testing/fake-contributions';
import { resetShellState } from '../testing/render-shell';
import { keepPrerenderedFields } from '../lib/prerendered-input';
import { probeSession } from './session-probe';
import { interactiveMark, startShell } from './start-shell';

jest.mock('../remotes/remote-loader', () => ({
  loadContribution: jest.fn(),
  registerDeploymentRemotes: jest.fn(),
}));
jest.mock('./session-probe', () => ({ probeSession: jest.fn(() => Promise.resolve()) }));
// The replay of early entries, watched: it loads only for a prerendered page with fields.
jest.mock('../lib/prerendered-input', () => {
  const actual = jest.requireActual<typeof import('../lib/prerendered-input')>('../lib/prerendered-input');
  return { ...actual, keepPrerenderedFields: jest.fn(actual.keepPrerenderedFields) };
});

// While a test sets a gate, the footer's code is "still loading": rendering it suspends until then.
const mockFooterGate: { promise: Promise<void> | null } = { promise: null };
jest.mock('../features/footer/footer', () => {
  const actual = jest.requireActual<typeof import('../features/footer/footer')>('../features/footer/footer');
  const { use } = jest.requireActual<typeof import('react')>('react');
  return {
    Footer: () => {
      if (mockFooterGate.promise) use(mockFooterGate.promise);
      return actual.Footer();
    },
  };
});

// The roots startShell creates, unmounted after each test.
const mockRoots: Root[] = [];
jest.mock('react-dom/client', () => {
  const actual = jest.requireActual<typeof import('react-dom/client')>('react-dom/client');
  return {
    ...actual,
    createRoot: (...args: Parameters<typeof actual.createRoot>) => {
      const root = actual.createRoot(...args);
      mockRoots.push(root);
      return root;
    },
  };
});

const loadMock = jest.mocked(loadContribution);

const manifest = {
  buildId: 'build-1',
  apiBaseUrl: 'http://localhost:4000/',
  remotes: { marketing: '/remotes/marketing/remoteEntry.js' },
  flags: { partnerBenefitBanner: false, salesClosed: false },
};

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((ok) => {
    resolve = ok;
  });
  return { promise, resolve };
}

/** The page as the web server sends a prerendered route: markup, its styles and the inline manifest. */
function loadPrerenderedDocument(footer = '', main = '<h1>Prerendered home</h1>'): HTMLElement {
  document.head.innerHTML =
    `<script id="deployment-manifest" type="application/json">${JSON.stringify(manifest)}</script>` +
    '<style data-prerendered>.prerendered{color:green}</style>';
  document.body.innerHTML = `<div id="root"><main>${main}</main>${footer}</div>`;
  return document.getElementById('root')!;
}

/** Records whether a loader (the busy page area) ever appears in the container. */
function watchForLoader(container: HTMLElement) {
  const seen = { loader: false };
  const observer = new MutationObserver(() => {
    if (container.querySelector('[aria-busy="true"]')) seen.loader = true;
  });
  observer.observe(container, { childList: true, subtree: true });
  return seen;
}

afterEach(() => {
  act(() => mockRoots.splice(0).forEach((root) => root.unmount()));
});

beforeEach(() => {
  // jsdom has no fetch; the inline manifest must be enough anyway.
  globalThis.fetch = jest.fn(() => Promise.reject(new Error('no network in this test')));
  resetShellState();
  loadMock.mockReset();
  jest.mocked(probeSession).mockClear();
  jest.mocked(keepPrerenderedFields).mockClear();
  performance.clearMarks(interactiveMark);
});

test('keeps the prerendered page until the first page is loaded, then replaces it with the page', async () => {
  const contributionLoad = deferred<RemoteContribution>();
  const pageChunk = deferred<{ default: () => ReactElement }>();
  const Page = lazy(() => pageChunk.promise);
  loadMock.mockReturnValue(contributionLoad.promise);
  const container = loadPrerenderedDocument();
  const seen = watchForLoader(container);

  const started = startShell(container);
  await act(async () => undefined);
  expect(container).toHaveTextContent('Prerendered home');
  expect(loadMock).toHaveBeenCalledWith('marketing');
  expect(globalThis.fetch).not.toHaveBeenCalled();

  contributionLoad.resolve({ ...marketingContribution, routes: [{ path: '/', Page }] });
  await act(async () => undefined);
  // The remote is there, its page chunk is not: still the prerendered page, no loader.
  expect(container).toHaveTextContent('Prerendered home');
  expect(probeSession).not.toHaveBeenCalled();
  expect(performance.getEntriesByName(interactiveMark)).toHaveLength(0);

  pageChunk.resolve({ default: () => <h1>Family takaful made simple</h1> });
  await act(async () => {
    await started;
  });
  expect(screen.getByRole('heading', { level: 1, name: 'Family takaful made simple' })).toBeInTheDocument();
  expect(screen.queryByText('Prerendered home')).not.toBeInTheDocument();
  // The footer came with the first render too.
  expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  expect(seen.loader).toBe(false);
  // styled-components now holds the rules: the prerendered copy is gone.
  expect(document.querySelector('style[data-prerendered]')).toBeNull();
  // The page is interactive: the mark the web benchmark measures up to.
  expect(performance.getEntriesByName(interactiveMark)).toHaveLength(1);
  // The session is asked for after the first paint.
  await waitFor(() => expect(probeSession).toHaveBeenCalledTimes(1));
  // A page without fields has nothing to carry over: the replay's code was not needed.
  expect(keepPrerenderedFields).not.toHaveBeenCalled();
});

test('carries a date of birth typed on the prerendered page over to the page that replaces it', async () => {
  function QuickQuote() {
    const [dob, setDob] = useState('');
    return (
      <label>
        Date of birth
        <input name="dob" type="date" value={dob} onChange={(event) => setDob(event.target.value)} />
        <output>{dob || 'none'}</output>
      </label>
    );
  }
  const Page = lazy(() => Promise.resolve({ default: QuickQuote }));
  loadMock.mockResolvedValue({ ...marketingContribution, routes: [{ path: '/', Page }] });
  const container = loadPrerenderedDocument('', '<input name="dob" type="date" value="">');
  container.querySelector<HTMLInputElement>('[name=dob]')!.value = '1992-03-15';

  await act(async () => {
    await startShell(container);
  });
  expect(keepPrerenderedFields).toHaveBeenCalledTimes(1);
  expect(screen.getByLabelText('Date of birth')).toHaveValue('1992-03-15');
  expect(container.querySelector('output')).toHaveTextContent('1992-03-15');
});

test("keeps a prerendered page's built footer, and its styles, until the footer's code replaces it", async () => {
  const footerCode = deferred<void>();
  mockFooterGate.promise = footerCode.promise;
  const Page = lazy(() => Promise.resolve({ default: () => <h1>Family takaful made simple</h1> }));
  loadMock.mockResolvedValue({ ...marketingContribution, routes: [{ path: '/', Page }] });
  const container = loadPrerenderedDocument('<footer data-site-footer class="built">Built footer</footer>');
  try {
    await act(async () => {
      await startShell(container);
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Family takaful made simple' })).toBeInTheDocument();
    expect(performance.getEntriesByName(interactiveMark)).toHaveLength(1);
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Built footer');
    expect(document.querySelector('style[data-prerendered]')).not.toBeNull();

    await act(async () => footerCode.resolve());
    expect(await screen.findByText(/Registered address/)).toBeInTheDocument();
    expect(screen.queryByText('Built footer')).not.toBeInTheDocument();
    expect(screen.getAllByRole('contentinfo')).toHaveLength(1);
    expect(document.querySelector('style[data-prerendered]')).toBeNull();
  } finally {
    mockFooterGate.promise = null;
  }
});

test('renders the "unavailable" page when the first remote cannot be loaded', async () => {
  loadMock.mockRejectedValue(new Error('remote entry failed'));
  const container = loadPrerenderedDocument();
  await act(async () => {
    await startShell(container);
  });
  expect(screen.queryByText('Prerendered home')).not.toBeInTheDocument();
  expect(await screen.findByRole('button', { name: /retry|try again/i })).toBeInTheDocument();
});
