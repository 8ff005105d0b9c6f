import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from '@teduh/shared/i18n-react';
import { useLocation } from '@teduh/shared/router';
import { styled } from 'styled-components';
import {
  AppLink,
  Button,
  colors,
  fontSizes,
  fontWeights,
  iconButton,
  layoutWidths,
  media,
  preloadLazy,
  radii,
  space,
  useAppStore,
  useSessionStore,
  zIndices,
} from '@teduh/shared';
import { LanguageSwitch } from '../../components/language-switch';
import { Logo } from '../../components/logo';
import { NavDropdown, navTriggerStyles } from './nav-dropdown';
import { NavEntry } from './nav-entry';
import { shellPaths, type ShellNavItem } from './nav-items';
import { useNavItems } from './use-nav-items';

/** Only needed once the menu opens: loaded after the page is interactive, not before. */
const SidebarDrawer = lazy(() => import('./sidebar-drawer').then((m) => ({ default: m.SidebarDrawer })));

const Header = styled.header`
  position: sticky;
  top: 0;
  z-index: ${zIndices.header};
  background: ${colors.background};
  border-bottom: 1px solid ${colors.border};
`;

const Inner = styled.div`
  display: flex;
  align-items: center;
  gap: ${space.xs};
  max-width: ${layoutWidths.content}px;
  min-height: 64px;
  margin: 0 auto;
  padding: ${space.xs} ${space.md};
`;

/** Everything between the logo and the right-hand actions; only on wide screens (spec: below 1190 px, compact). */
const DesktopLinks = styled.ul`
  display: none;
  align-items: center;
  gap: 0;
  margin: 0 0 0 ${space.xs};
  padding: 0;
  list-style: none;

  ${media.above('compactNav')} {
    display: flex;
  }
`;

const TopLink = styled(NavEntry)`
  ${navTriggerStyles}
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: ${space.xs};
  margin-left: auto;
`;

const CalculateButton = styled(Button)`
  display: none;
  white-space: nowrap;

  ${media.above('sm')} {
    display: inline-flex;
  }
`;

const DesktopOnly = styled.div`
  display: none;
  white-space: nowrap;

  ${media.above('compactNav')} {
    display: flex;
    align-items: center;
    gap: ${space.xs};
  }
`;

const DashboardLink = styled(AppLink)`
  display: inline-flex;
  align-items: center;
  gap: ${space.xs};
  min-height: 44px;
  padding: ${space.xxs} ${space.sm} ${space.xxs} ${space.xxs};
  border: 2px solid ${colors.primary};
  border-radius: ${radii.pill};
  color: ${colors.primary};
  font-weight: ${fontWeights.semibold};
  text-decoration: none;

  &:hover {
    background: ${colors.primarySoft};
  }
`;

const Avatar = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 32px;
  height: 32px;
  overflow: hidden;
  border-radius: ${radii.round};
  background: ${colors.primary};
  color: ${colors.onPrimary};
  font-size: ${fontSizes.sm};
  font-weight: ${fontWeights.bold};

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Hamburger = styled.button`
  ${iconButton('44px', { rounded: true })}
`;

function ProfileAvatar() {
  const profile = useSessionStore((state) => state.profile);
  const initial = (profile?.first_name || profile?.email || '?').charAt(0).toUpperCase();
  return (
    <Avatar aria-hidden="true">
      {profile?.profile_picture ? (
        <img src={profile.profile_picture} alt="" width="32" height="32" />
      ) : (
        initial
      )}
    </Avatar>
  );
}

function topItem(id: string, labelKey: string, to: string): ShellNavItem {
  return { id, labelKey, to, namespace: 'shell', order: 0 };
}

/**
 * The site navbar: logo, insurance and support dropdowns, why-us, resources, help centre, the quick-quote
 * button, EN/BM, sign-in (or the dashboard with the profile picture) and the hamburger. Below 1190 px only
 * the logo, the quick-quote button and the hamburger remain; the drawer holds the rest.
 */
export function Navbar() {
  const { t } = useTranslation('shell');
  const insuranceItems = useNavItems('insurance-dropdown');
  const supportItems = useNavItems('support-dropdown');
  const status = useSessionStore((state) => state.status);
  const openLoginPopup = useAppStore((state) => state.setLoginPopupOpen);
  const { pathname } = useLocation();
  const hamburgerRef = useRef<HTMLButtonElement>(null);
  // The drawer belongs to the page it was opened on: navigating closes it.
  const [drawerOn, setDrawerOn] = useState<string | null>(null);
  const drawerOpen = drawerOn === pathname;
  // The menu then opens at once: its chunk is fetched after the first paint.
  useEffect(() => {
    void preloadLazy(SidebarDrawer);
  }, []);

  return (
    <Header>
      <Inner>
        <Logo />
        <nav aria-label={t('nav.label')}>
          <DesktopLinks>
            <li>
              <NavDropdown label={t('nav.insurance')} items={insuranceItems} />
            </li>
            <li>
              <TopLink item={topItem('why-us', 'nav.whyUs', shellPaths.whyUs)} />
            </li>
            <li>
              <TopLink item={topItem('resources', 'nav.resources', shellPaths.resources)} />
            </li>
            <li>
              <TopLink item={topItem('help-center', 'nav.helpCenter', shellPaths.helpCenter)} />
            </li>
            <li>
              <NavDropdown label={t('nav.support')} items={supportItems} />
            </li>
          </DesktopLinks>
        </nav>
        <Actions>
          <CalculateButton to={shellPaths.quickQuote} localize size="sm">
            {t('nav.calculate')}
          </CalculateButton>
          <DesktopOnly>
            <LanguageSwitch />
            {status === 'authenticated' ? (
              <DashboardLink to={shellPaths.dashboard} localize>
                <ProfileAvatar />
                {t('nav.dashboard')}
              </DashboardLink>
            ) : (
              <Button
                variant="secondary"
                size="sm"
                aria-haspopup="dialog"
                onClick={() => openLoginPopup(true)}
              >
                {t('nav.signIn')}
              </Button>
            )}
          </DesktopOnly>
          <Hamburger
            ref={hamburgerRef}
            type="button"
            aria-label={t('nav.openMenu')}
            aria-haspopup="dialog"
            aria-expanded={drawerOpen}
            onClick={() => setDrawerOn(pathname)}
          >
            <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </Hamburger>
        </Actions>
      </Inner>
      {drawerOpen ? (
        <Suspense fallback={null}>
          <SidebarDrawer open onClose={() => setDrawerOn(null)} returnFocusRef={hamburgerRef} />
        </Suspense>
      ) : null}
    </Header>
  );
}
