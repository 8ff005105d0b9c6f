import { act, screen } from '@testing-library/react';
import { lazy } from 'react';
import type { Root } from 'react-dom/client';
import { useTranslation } from '@teduh/shared/i18n-react';
import type { RemoteContribution } from '../contribution';
import { mountStandalone } from './mount-standalone';

function FuneralFormPage() {
  const { t } = useTranslation('demos');
  return <h1>{t('form.title')}</h1>;
}

function BrokenPage(): never {
  throw new Error('quotation service unavailable');
}

const contribution: RemoteContribution = {
  remote: 'demos',
  namespace: 'demos',
  translations: {
    en: { form: { title: 'Funeral cover details' } },
    ms: { form: { title: 'Butiran perlindungan khairat' } },
  },
  routes: [
    {
      path: '/demo-teduh-kubur-pro/form',
      Page: lazy(() => Promise.resolve({ default: FuneralFormPage })),
    },
    {
      path: '/demo-teduh-kubur-pro/generated-quotation',
      Page: lazy(() => Promise.resolve({ default: BrokenPage })),
    },
  ],
};

let root: Root | null = null;
let container: HTMLDivElement;

async function mountAt(path: string) {
  window.history.pushState({}, '', path);
  container = document.createElement('div');
  document.body.appendChild(container);
  await act(async () => {
    root = mountStandalone(contribution, container, { apiBaseUrl: 'http://api.test/', probeSession: false });
  });
}

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  container.remove();
  jest.restoreAllMocks();
});

describe('mountStandalone', () => {
  it('renders a contributed lazy page under /ms in Malay, with the standalone banner', async () => {
    await mountAt('/ms/demo-teduh-kubur-pro/form');
    expect(await screen.findByRole('heading', { name: 'Butiran perlindungan khairat' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toHaveTextContent('demos: mod kendiri, berjalan tanpa shell');
    expect(screen.getByRole('link', { name: 'English' })).toHaveAttribute(
      'href',
      '/en/demo-teduh-kubur-pro/form',
    );
    expect(document.documentElement.lang).toBe('ms');
  });

  it('renders the same page unprefixed in English', async () => {
    await mountAt('/demo-teduh-kubur-pro/form');
    expect(await screen.findByRole('heading', { name: 'Funeral cover details' })).toBeInTheDocument();
  });

  it('shows the 404 page for an unknown path', async () => {
    await mountAt('/en/no-such-page');
    expect(await screen.findByRole('heading', { name: 'This page could not be found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Homepage' })).toHaveAttribute('href', '/en');
  });

  it('catches a failing page in the error page, keeping the host alive', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await mountAt('/demo-teduh-kubur-pro/generated-quotation');
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(
      screen.getByText('We could not show this page. Please try again in a moment.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/quotation service unavailable/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });

  it('refuses to mount without an element', () => {
    expect(() => mountStandalone(contribution, null)).toThrow(/not found/);
  });
});
