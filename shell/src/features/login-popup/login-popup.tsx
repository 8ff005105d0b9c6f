import { useTranslation } from '@teduh/shared/i18n-react';
import { useLocation } from '@teduh/shared/router';
import { styled } from 'styled-components';
import {
  brand,
  Button,
  colors,
  layoutWidths,
  media,
  Modal,
  safeNextPath,
  space,
  splitLocalePath,
  useAppStore,
} from '@teduh/shared';
import { SocialSignInButtons } from '@teduh/shared/social-sign-in';

const signIn = layoutWidths.signInPopup;

// Spec section 9: the sign-in popup is 400 x 430 px at most.
const Popup = styled(Modal)`
  ${media.above('sm')} {
    && {
      max-height: min(${signIn.height}px, 92vh);
    }
  }
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space.md};

  p {
    margin: 0;
    color: ${colors.textMuted};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space.sm};
`;

/** Where to come back to after signing in: the page the visitor is on (never the sign-in page itself). */
export function nextParam(pathname: string, search: string): string {
  const { rest } = splitLocalePath(pathname);
  if (rest.startsWith('/user/sign-in') || rest.startsWith('/user/register')) return '';
  return `?next=${encodeURIComponent(`${pathname}${search}`)}`;
}

/**
 * The login popup of the default layout (logged-out visitors), opened from the navbar. It offers sign-in
 * and registration; it closes on a route change (the shell clears the flag on navigation).
 */
export function LoginPopup() {
  const { t } = useTranslation('shell');
  const open = useAppStore((state) => state.loginPopupOpen);
  const setOpen = useAppStore((state) => state.setLoginPopupOpen);
  const { pathname, search } = useLocation();
  const next = nextParam(pathname, search);
  const close = () => setOpen(false);

  return (
    <Popup
      open={open}
      onClose={close}
      title={t('loginPopup.title', { brand: brand.name })}
      maxWidth={signIn.width}
    >
      <Body>
        <p>{t('loginPopup.text')}</p>
        <SocialSignInButtons next={next ? safeNextPath(`${pathname}${search}`) : null} />
        <Actions>
          <Button to={`/user/sign-in${next}`} localize fullWidth onClick={close}>
            {t('loginPopup.signIn')}
          </Button>
          <Button to={`/user/register${next}`} localize fullWidth variant="secondary" onClick={close}>
            {t('loginPopup.register')}
          </Button>
        </Actions>
      </Body>
    </Popup>
  );
}
