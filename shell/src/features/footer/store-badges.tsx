import { useTranslation } from '@teduh/shared/i18n-react';
import { styled } from 'styled-components';
import { colors, fontSizes, fontWeights, radii, space, VisuallyHidden } from '@teduh/shared';
import { appStores } from '../../lib/company';

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Badge = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${space.xs};
  min-width: 150px;
  min-height: 48px;
  padding: ${space.xxs} ${space.sm};
  border-radius: ${radii.md};
  background: ${colors.text};
  color: ${colors.textInverse};
  text-decoration: none;

  &:hover {
    background: #000;
    color: ${colors.textInverse};
  }
`;

const Words = styled.span`
  display: flex;
  flex-direction: column;
  line-height: 1.15;

  small {
    font-size: ${fontSizes.xs};
  }

  strong {
    font-size: ${fontSizes.lg};
    font-weight: ${fontWeights.semibold};
  }
`;

function AppleIcon() {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M16.4 12.6c0-2.4 2-3.6 2.1-3.7-1.1-1.7-2.9-1.9-3.5-1.9-1.5-.2-2.9.9-3.7.9-.8 0-1.9-.9-3.2-.8-1.6 0-3.1 1-4 2.4-1.7 3-.4 7.4 1.2 9.8.8 1.2 1.8 2.5 3 2.4 1.2 0 1.7-.8 3.2-.8s1.9.8 3.2.8c1.3 0 2.2-1.2 3-2.4.9-1.4 1.3-2.7 1.3-2.8 0 0-2.6-1-2.6-3.9zM14 5.4c.7-.8 1.1-1.9 1-3-1 0-2.1.6-2.8 1.4-.6.7-1.2 1.8-1 2.9 1.1.1 2.1-.5 2.8-1.3z"
      />
    </svg>
  );
}

function PlayIcon() {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path fill="#34a853" d="M3.6 2.3 13.7 12 3.6 21.7c-.4-.2-.6-.7-.6-1.2V3.5c0-.5.2-1 .6-1.2z" />
      <path fill="#fbbc04" d="m17.1 8.6 3.3 1.9c1 .6 1 2.4 0 3l-3.3 1.9-3.4-3.4z" />
      <path fill="#4285f4" d="M13.7 12 3.6 21.7c.4.2.9.2 1.4-.1l12.1-6.9z" />
      <path fill="#ea4335" d="M3.6 2.3c.5-.3 1-.3 1.4-.1l12.1 6.4-3.4 3.4z" />
    </svg>
  );
}

/** App Store and Google Play badges, drawn inline (no third-party images). */
export function StoreBadges() {
  const { t } = useTranslation('shell');
  return (
    <List>
      <li>
        <Badge href={appStores.apple} target="_blank" rel="noopener noreferrer">
          <AppleIcon />
          <Words>
            <small>{t('footer.appStore.prefix')}</small>
            <strong>App Store</strong>
          </Words>
          <VisuallyHidden>{` ${t('common.newTab')}`}</VisuallyHidden>
        </Badge>
      </li>
      <li>
        <Badge href={appStores.google} target="_blank" rel="noopener noreferrer">
          <PlayIcon />
          <Words>
            <small>{t('footer.googlePlay.prefix')}</small>
            <strong>Google Play</strong>
          </Words>
          <VisuallyHidden>{` ${t('common.newTab')}`}</VisuallyHidden>
        </Badge>
      </li>
    </List>
  );
}
