import { useTranslation } from '@teduh/shared/i18n-react';
import styled from 'styled-components';
import { Alert, AppLink, space, useAppStore } from '@teduh/shared';
import { salesStoppedNoticePath } from '../../../lib/official-records';
import { Container } from '@teduh/shared';

const Wrapper = styled.div`
  padding-top: ${space.md};
`;

/** Shown while the deployment's `salesClosed` flag is on (new sales stopped when the sandbox ended). */
export function SalesClosedNotice() {
  const { t } = useTranslation('marketing');
  const salesClosed = useAppStore((state) => state.flags.salesClosed);
  if (!salesClosed) return null;
  return (
    <Wrapper>
      <Container>
        <Alert variant="warning" title={t('home.salesClosed.title')}>
          <p>{t('home.salesClosed.text')}</p>
          <AppLink to={salesStoppedNoticePath} localize>
            {t('home.salesClosed.readNotice')}
          </AppLink>
        </Alert>
      </Container>
    </Wrapper>
  );
}
