import type { ReactNode } from 'react';
import { StrictMode, Suspense, useEffect } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { useTranslation } from '@teduh/shared/i18n-react';
import { BrowserRouter, Link, Route, Routes, useLocation, useNavigate } from '@teduh/shared/router';
import { styled } from 'styled-components';
import {
  apiClient,
  configureApiClient,
  brand,
  type PageRoute,
  type RemoteContribution,
  initI18n,
  loadTranslations,
  localizePath,
  resolveLocale,
  splitLocalePath,
  supportedLocales,
  type Locale,
  useSessionStore,
  type Profile,
  useAppStore,
  colors,
  fontSizes,
  fontWeights,
  media,
  space,
  ErrorBoundary,
  ErrorPage,
  GlobalStyle,
  PageLoader,
  NotFoundPage,
  Toaster,
  useUiTranslation,
} from '@teduh/shared';
import { WizardBar } from '@teduh/shared/wizard-bar';

export interface StandaloneOptions {
  /** The API's base URL; defaults to the inline deployment manifest's, else port 4000 of this host. */
  apiBaseUrl?: string;
  /** Ask the API who is signed in (`GET auth/api/v1/me/`) so session-aware pages work; default true. */
  probeSession?: boolean;
  /** Shown above every page: a deployment's own header (a partner deployment's logo and colours). */
  header?: ReactNode;
}

/** The inline deployment manifest (`<script id="deployment-manifest" type="application/json">`), or {}. */
export function readDeploymentManifest(): Record<string, unknown> {
  const inline = document.getElementById('deployment-manifest')?.textContent;
  if (!inline) return {};
  try {
    const manifest: unknown = JSON.parse(inline);
    return typeof manifest === 'object' && manifest !== null ? (manifest as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

const localePrefixes = ['', ...supportedLocales.map((locale) => `/${locale}`)];

/** `/ms` + `/` is `/ms`; `/ms` + `/faq` is `/ms/faq`; `` + `/` is `/`. */
function joinPrefix(prefix: string, path: string): string {
  if (path === '/' || path === '') return prefix === '' ? '/' : prefix;
  return `${prefix}${path}`;
}

function defaultApiBaseUrl(): string {
  // A missing or malformed inline manifest falls back to the local API port.
  const { apiBaseUrl } = readDeploymentManifest();
  if (typeof apiBaseUrl === 'string' && apiBaseUrl !== '') return apiBaseUrl;
  return `${window.location.protocol}//${window.location.hostname}:4000/`;
}

function isProfile(value: unknown): value is Profile {
  return (
    typeof value === 'object' && value !== null && typeof (value as { uuid?: unknown }).uuid === 'string'
  );
}

/** The shell's job when composed; on its own a remote asks the API itself. */
async function probeSession(): Promise<void> {
  const session = useSessionStore.getState();
  try {
    const response = await apiClient.get<unknown>('auth/api/v1/me/', { authRedirect: false });
    const body = response.data as { data?: unknown } | null;
    const profile = body && typeof body === 'object' && 'data' in body ? body.data : body;
    if (isProfile(profile)) session.setAuthenticated(profile);
    else session.setAnonymous();
  } catch {
    session.setAnonymous();
  }
}

const Banner = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space.xs} ${space.md};
  padding: ${space.xs} ${space.md};
  background: ${colors.text};
  color: ${colors.textInverse};
  font-size: ${fontSizes.sm};

  ${media.above('sm')} {
    padding: ${space.xs} ${space.lg};
  }
`;

const BannerTitle = styled.p`
  margin: 0;

  strong {
    font-weight: ${fontWeights.bold};
    margin-right: ${space.xs};
  }
`;

const LanguageList = styled.ul`
  display: flex;
  gap: ${space.sm};
  margin: 0;
  padding: 0;
  list-style: none;

  a {
    color: ${colors.textInverse};
  }

  a:hover {
    color: ${colors.textInverse};
  }

  a[aria-current='true'] {
    font-weight: ${fontWeights.bold};
    text-decoration: none;
  }
`;

function StandaloneBanner({ remote }: { remote: string }) {
  const { t } = useUiTranslation();
  const { pathname, search } = useLocation();
  const { rest } = splitLocalePath(pathname);
  const active = resolveLocale(pathname);
  const languages: Array<{ locale: Locale; label: string }> = [
    { locale: 'en', label: t('ui.standalone.english') },
    { locale: 'ms', label: t('ui.standalone.malay') },
  ];
  return (
    <Banner>
      <BannerTitle>
        <strong>{brand.name}</strong>
        {t('ui.standalone.banner', { remote })}
      </BannerTitle>
      <nav aria-label={t('ui.standalone.language')}>
        <LanguageList>
          {languages.map(({ locale, label }) => (
            <li key={locale}>
              <Link
                to={`${localizePath(rest, locale, { explicit: true })}${search}`}
                lang={locale}
                aria-current={locale === active ? 'true' : undefined}
              >
                {label}
              </Link>
            </li>
          ))}
        </LanguageList>
      </nav>
    </Banner>
  );
}

/** Follows the URL's locale prefix on client-side navigation (the initial one is set before render). */
function LocaleFromPath() {
  const { pathname } = useLocation();
  const { i18n } = useTranslation();
  const locale = resolveLocale(pathname);
  useEffect(() => {
    if (i18n.language !== locale) void i18n.changeLanguage(locale);
    document.documentElement.lang = locale;
  }, [i18n, locale]);
  return null;
}

/** Lets the API client's session rules (maintenance notice, lost session) navigate inside the router. */
function ApiNavigation() {
  const navigate = useNavigate();
  useEffect(() => {
    configureApiClient({ navigate: (path) => navigate(path) });
  }, [navigate]);
  return null;
}

function StandalonePage({ route, namespace }: { route: PageRoute; namespace: string }) {
  const { pathname } = useLocation();
  const { t } = useTranslation(namespace);
  const { t: tUi } = useUiTranslation();
  const wizard = useAppStore((state) => state.wizard);
  const { Page } = route;
  const page = (
    <ErrorBoundary
      resetKeys={[pathname]}
      fallback={(_error, reset) => <ErrorPage message={tUi('ui.error.text')} onRetry={reset} />}
    >
      <Suspense fallback={<PageLoader />}>
        <Page />
      </Suspense>
    </ErrorBoundary>
  );
  if (route.layout !== 'wizard' && !wizard) return page;
  const title = wizard?.title ?? (route.titleKey ? t(route.titleKey) : '');
  return (
    <>
      <WizardBar title={title} closeTo={wizard?.closeTo ?? route.closeTo ?? '/'} />
      {page}
    </>
  );
}

function StandaloneApp({
  contribution,
  header,
}: {
  contribution: RemoteContribution;
  header?: ReactNode;
}): ReactNode {
  return (
    <BrowserRouter>
      <GlobalStyle />
      <LocaleFromPath />
      <ApiNavigation />
      <StandaloneBanner remote={contribution.remote} />
      {header}
      <main>
        <Routes>
          {contribution.routes.flatMap((route) =>
            localePrefixes.map((prefix) => {
              const path = joinPrefix(prefix, route.path);
              return (
                <Route
                  key={path}
                  path={path}
                  element={<StandalonePage route={route} namespace={contribution.namespace} />}
                />
              );
            }),
          )}
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </main>
      <Toaster />
    </BrowserRouter>
  );
}

/**
 * Runs one remote on its own (its development server, or a partner deployment on its own origin):
 * i18n in the URL's language, the remote's translations, its routes unprefixed and under /en and /ms,
 * each page behind Suspense and an error boundary, the 404 page for unknown paths, and the toaster.
 */
export function mountStandalone(
  contribution: RemoteContribution,
  element: HTMLElement | null = document.getElementById('root'),
  options: StandaloneOptions = {},
): Root {
  if (!element)
    throw new Error('mountStandalone: the element to render into was not found (expected #root).');
  initI18n(resolveLocale(window.location.pathname));
  configureApiClient({ baseURL: options.apiBaseUrl ?? defaultApiBaseUrl() });
  if (options.probeSession ?? true) void probeSession();

  const root = createRoot(element);
  const render = () =>
    root.render(
      <StrictMode>
        <StandaloneApp contribution={contribution} header={options.header} />
      </StrictMode>,
    );
  // Without its strings the page would show keys: a failed load still renders, in the fallback language.
  loadTranslations(contribution.namespace, contribution.translations).then(render, (error: unknown) => {
    console.error('The translations could not be loaded', error);
    render();
  });
  return root;
}
