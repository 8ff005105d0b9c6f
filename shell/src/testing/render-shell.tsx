import { profileFixture } from '@teduh/shared/testing';
import { act, configure, render } from '@testing-library/react';
import {
  MemoryRouter,
  useLocation,
  useNavigate,
  type Location,
  type NavigateFunction,
} from '@teduh/shared/router';
import Cookies from 'js-cookie';
import { useLayoutEffect } from 'react';
import {
  initI18n,
  registerTranslations,
  resetAppStore,
  resetModalStore,
  resetSessionStore,
  resetToastStore,
  resolveLocale,
} from '@teduh/shared';
import { ShellRoutes } from '../app/shell-root';
import { resetProgressStore } from '../lib/progress-store';
import en from '../locales/en.json';
import ms from '../locales/ms.json';
import { installRemoteFallback } from '../remotes/fallback-contribution';
import { resetRemoteStore } from '../remotes/remote-store';
import { resetPartnerBenefitBanner } from '../features/partner-benefit/partner-benefit-banner';

// The whole shell renders per test on a shared two-core machine: allow for slow moments.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

/** Every store and browser state the shell keeps, back to a first visit. Call in beforeEach. */
export function resetShellState(): void {
  resetAppStore();
  resetModalStore();
  resetSessionStore();
  resetToastStore();
  resetRemoteStore();
  resetProgressStore();
  resetPartnerBenefitBanner();
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
  window.sessionStorage.clear();
  // jsdom implements neither; the shell calls both on navigation.
  window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
  Element.prototype.scrollIntoView = jest.fn();
}

/** What a test can see of the router: where it is, and a way to navigate like a link click. */
export interface TestRouter {
  location: Location;
  navigate: NavigateFunction;
}

function RouterSpy({ onRender }: { onRender: (state: TestRouter) => void }) {
  const location = useLocation();
  const navigate = useNavigate();
  useLayoutEffect(() => {
    onRender({ location, navigate });
  });
  return null;
}

/** Renders the whole shell at `url`, as the browser would start it (i18n from the URL and cookie). */
export function renderShell(url: string) {
  registerTranslations('shell', { en, ms });
  initI18n(resolveLocale(url.split(/[?#]/)[0] ?? '/'));
  installRemoteFallback();
  const router: Partial<TestRouter> = {};
  const view = render(
    <MemoryRouter initialEntries={[url]}>
      <ShellRoutes />
      <RouterSpy onRender={(state) => Object.assign(router, state)} />
    </MemoryRouter>,
  );
  return { ...view, router: router as TestRouter };
}

/** Navigates the rendered shell like a link click. */
export async function navigateTo(router: TestRouter, to: string): Promise<void> {
  await act(async () => {
    await router.navigate(to);
  });
}

export const testProfile = profileFixture({ ekyc_status: 'accepted' });
