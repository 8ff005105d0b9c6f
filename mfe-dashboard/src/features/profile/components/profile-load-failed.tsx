import { useTranslation } from '@teduh/shared/i18n-react';
import styled from 'styled-components';
import { Alert, Button, space } from '@teduh/shared';

const Retry = styled.div`
  margin-top: ${space.md};
`;

/** The profile could not be read: why (offline or our side) and a way to try again. */
export function ProfileLoadFailed({ network, onRetry }: { network: boolean; onRetry: () => void }) {
  const { t } = useTranslation('dashboard');
  return (
    <>
      <Alert variant="error" title={network ? t('common.networkError.title') : t('profile.loadFailed.title')}>
        {network ? t('common.networkError.text') : t('profile.loadFailed.text')}
      </Alert>
      <Retry>
        <Button onClick={onRetry}>{t('profile.loadFailed.retry')}</Button>
      </Retry>
    </>
  );
}
