import { useTranslation } from '@teduh/shared/i18n-react';
import styled from 'styled-components';
import { Alert, Button, colors, fontSizes, PageLoader, space } from '@teduh/shared';
import { WizardBox } from '@teduh/shared/journey';
import { StatusPanel } from './components/status-panel';
import { StoredData } from './components/stored-data';
import { useVerification } from './use-verification';

const Polling = styled.p`
  margin: 0 0 ${space.md};
  color: ${colors.textMuted};
  font-size: ${fontSizes.sm};
`;

/**
 * /ekyc/v2: where verification stands (the spec's display templates), read again every few seconds while
 * an outcome is awaited, and what we store about the member.
 */
export function StatusPage() {
  const { t } = useTranslation('ekyc');
  const { verification, failed, loading, polling, reload } = useVerification();

  if (!verification) {
    if (loading) return <PageLoader />;
    return (
      <WizardBox title={t('status.title')}>
        <Alert variant="error" title={t('status.loadFailedTitle')}>
          {t('status.loadFailedText')}
        </Alert>
        <Button size="lg" fullWidth onClick={reload}>
          {t('status.reload')}
        </Button>
      </WizardBox>
    );
  }

  return (
    <WizardBox title={t('status.title')}>
      <StatusPanel verification={verification} />
      {polling ? <Polling>{failed ? t('status.pollingFailed') : t('status.polling')}</Polling> : null}
      <StoredData verification={verification} />
    </WizardBox>
  );
}
