import { useId, useState } from 'react';
import { useTranslation } from '@teduh/shared/i18n-react';
import { useLocation } from '@teduh/shared/router';
import { styled } from 'styled-components';
import { Button, colors, fontSizes, space, splitLocalePath, useAppStore } from '@teduh/shared';

const Section = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${space.md};
  max-width: 640px;
  min-height: 50vh;
  margin: 0 auto;
  padding: ${space.xxl} ${space.md};
  text-align: center;

  h1 {
    margin: 0;
    font-size: ${fontSizes.xxl};
  }

  p {
    margin: 0;
    color: ${colors.textMuted};
    font-size: ${fontSizes.lg};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${space.sm};
  margin-top: ${space.sm};
`;

const Illustration = styled.svg`
  color: ${colors.primary};
`;

export interface RemoteUnavailablePageProps {
  onRetry: () => void;
}

/**
 * What a route shows when the part of the site behind it cannot be loaded. The navbar and footer stay.
 * On the maintenance-notice route the stored maintenance message is shown, as that page itself belongs
 * to a remote that may be the one missing.
 */
export function RemoteUnavailablePage({ onRetry }: RemoteUnavailablePageProps) {
  const { t } = useTranslation('shell');
  const headingId = useId();
  const [retrying, setRetrying] = useState(false);
  const { pathname } = useLocation();
  const maintenanceMessage = useAppStore((state) => state.maintenanceMessage);
  const maintenance = splitLocalePath(pathname).rest.replace(/\/$/, '') === '/maintenance-notice';

  return (
    <Section aria-labelledby={headingId}>
      <Illustration width="64" height="64" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
        <path
          d="M10 34c6-15 38-15 44 0"
          stroke="currentColor"
          strokeWidth="4"
          fill="none"
          strokeLinecap="round"
        />
        <path d="M32 26v24" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
        <circle cx="32" cy="56" r="2.5" fill="currentColor" />
      </Illustration>
      {maintenance ? (
        <>
          <h1 id={headingId}>{t('maintenance.title')}</h1>
          <p>{maintenanceMessage ?? t('maintenance.text')}</p>
        </>
      ) : (
        <>
          <h1 id={headingId}>{t('remoteUnavailable.title')}</h1>
          <p>{t('remoteUnavailable.text')}</p>
        </>
      )}
      <Actions>
        <Button
          loading={retrying}
          onClick={() => {
            setRetrying(true);
            onRetry();
          }}
        >
          {t('remoteUnavailable.retry')}
        </Button>
        <Button variant="secondary" to="/" localize>
          {t('remoteUnavailable.home')}
        </Button>
      </Actions>
    </Section>
  );
}
