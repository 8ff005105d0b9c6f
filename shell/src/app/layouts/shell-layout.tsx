import { lazy, Suspense, useDeferredValue, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from '@teduh/shared/i18n-react';
import { styled } from 'styled-components';
import {
  colors,
  preloadLazy,
  radii,
  space,
  useAppStore,
  useSessionStore,
  zIndices,
  type LayoutName,
} from '@teduh/shared';
import { FailureBoundary } from '../../components/failure-boundary';
import { Navbar } from '../../features/navbar/navbar';
import { WhatsAppButton } from '../../features/whatsapp/whatsapp-button';
import { prerenderedFooterHtml, releasePrerenderedFooter } from '../../lib/prerendered-footer';

/** Shown only when a logged-out visitor opens it from the navbar, so it is not loaded before. */
const LoginPopup = lazy(() =>
  import('../../features/login-popup/login-popup').then((m) => ({ default: m.LoginPopup })),
);
/** The cookie choice, only on a deployment with an ads tag (docs/adr/0017-consent-and-ads-conversions.md). */
const ConsentLayer = lazy(() =>
  import('../../features/consent/consent-layer').then((m) => ({ default: m.ConsentLayer })),
);

/**
 * Asks for the cookie choice after the first commit (the first render is the prerendered page's, with no
 * banner), and only when the deployment has an ads tag: without one the site uses necessary cookies only,
 * and there is nothing to choose.
 */
function CookieChoice() {
  const adsTag = useAppStore((state) => state.adsTag);
  // false in the first render, then true in a background render after it commits.
  const afterFirstCommit = useDeferredValue(true, false);
  if (adsTag === null || !afterFirstCommit) return null;
  return (
    <Suspense fallback={null}>
      <ConsentLayer />
    </Suspense>
  );
}

// Below the fold, with the newsletter form's libraries: kept off the first paint's critical path.
const Footer = lazy(() => import('../../features/footer/footer').then((m) => ({ default: m.Footer })));

/** The motor-partner layout's header and footer, for the partner journeys only. */
const PartnerHeader = lazy(() => import('./partner-chrome').then((m) => ({ default: m.PartnerHeader })));
const PartnerFooter = lazy(() => import('./partner-chrome').then((m) => ({ default: m.PartnerFooter })));
export const preloadPartnerChrome = async (): Promise<void> => {
  await Promise.all([preloadLazy(PartnerHeader), preloadLazy(PartnerFooter)]);
};

/**
 * A first page without a prerendered footer waits for the footer, so it is not missing from the first
 * render (see first-page); a prerendered one keeps its built footer until after the first paint.
 */
export const preloadFooter = (): Promise<void> => preloadLazy(Footer);

/** The wizard bar loads with a wizard page (`loadFirstPage` awaits it; after the first paint for later ones). */
const WizardBar = lazy(() => import('@teduh/shared/wizard-bar').then((m) => ({ default: m.WizardBar })));
export const preloadWizardBar = (): Promise<void> => preloadLazy(WizardBar);

function FooterRendered() {
  useEffect(releasePrerenderedFooter, []);
  return null;
}

/**
 * The site footer. On a prerendered first page its built copy shows until the footer's code, requested
 * once the page is interactive (after the first commit), replaces it.
 */
function SiteFooter() {
  const [builtCopy] = useState(prerenderedFooterHtml);
  // With a built copy, the first render shows it and a background render after the commit asks for the code.
  const requested = useDeferredValue(true, builtCopy === null);
  const fallback = builtCopy ? <BuiltFooter dangerouslySetInnerHTML={{ __html: builtCopy }} /> : null;
  if (!requested) return fallback;
  return (
    <Suspense fallback={fallback}>
      <Footer />
      <FooterRendered />
    </Suspense>
  );
}

const BuiltFooter = styled.div`
  display: contents;
`;

const SkipLink = styled.a`
  position: absolute;
  top: ${space.xs};
  left: ${space.xs};
  z-index: ${zIndices.toast + 2};
  padding: ${space.xs} ${space.md};
  border-radius: ${radii.md};
  background: ${colors.primary};
  color: ${colors.onPrimary};
  transform: translateY(-200%);

  &:focus {
    transform: none;
    color: ${colors.onPrimary};
  }
`;

const Main = styled.main`
  display: block;
  min-height: 60vh;

  &:focus {
    outline: none;
  }
`;

export interface WizardSettings {
  title: string;
  closeTo: string;
}

export interface ShellLayoutProps {
  layout: LayoutName;
  /** The wizard bar of a 'wizard' route (its translated title and close link). */
  wizard: WizardSettings | null;
  children: ReactNode;
}

/**
 * The frame around every page, chosen by the route's layout: default (navbar, footer, login popup and the
 * WhatsApp button), client-render (nothing), wizard (the full-screen wizard bar) and motor-partner (slim
 * header and footer). A page may also raise the wizard bar itself through the app store. The page slot
 * keeps its position whatever the frame, so a layout change never remounts the page.
 */
export function ShellLayout({ layout, wizard, children }: ShellLayoutProps) {
  const { t } = useTranslation('shell');
  const pageWizard = useAppStore((state) => state.wizard);
  const loggedIn = useSessionStore((state) => state.status === 'authenticated');
  const loginPopupOpen = useAppStore((state) => state.loginPopupOpen);
  const wizardBar = pageWizard ?? (layout === 'wizard' ? wizard : null);
  const frame: LayoutName = wizardBar ? 'wizard' : layout === 'wizard' ? 'client-render' : layout;

  return (
    <>
      <SkipLink href="#main-content">{t('skipToContent')}</SkipLink>
      <CookieChoice />
      {frame === 'default' ? <Navbar /> : null}
      {frame === 'motor-partner' ? (
        <Suspense fallback={null}>
          <PartnerHeader />
        </Suspense>
      ) : null}
      {wizardBar ? (
        <Suspense fallback={null}>
          <WizardBar title={wizardBar.title} closeTo={wizardBar.closeTo} />
        </Suspense>
      ) : null}
      <Main id="main-content" tabIndex={-1}>
        {children}
      </Main>
      {frame === 'default' ? (
        <FailureBoundary>
          <SiteFooter />
        </FailureBoundary>
      ) : null}
      {frame === 'motor-partner' ? (
        <Suspense fallback={null}>
          <PartnerFooter />
        </Suspense>
      ) : null}
      {frame === 'default' ? <WhatsAppButton /> : null}
      {frame === 'default' && !loggedIn && loginPopupOpen ? (
        <Suspense fallback={null}>
          <LoginPopup />
        </Suspense>
      ) : null}
    </>
  );
}
