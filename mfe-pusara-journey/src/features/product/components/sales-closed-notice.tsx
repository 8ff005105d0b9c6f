import { useTranslation } from '@teduh/shared/i18n-react';
import styled from 'styled-components';
import { Alert, space, useAppStore } from '@teduh/shared';
import { Container } from '@teduh/shared';

const Wrapper = styled.div`
  padding-top: ${space.md};
`;

/** Shown while the deployment's `salesClosed` flag is on (new sales stopped when the sandbox ended). */
export function SalesClosedNotice() {
  const { t } = useTranslation('pusara');
  const salesClosed = useAppStore((state) => state.flags.salesClosed);
  if (!salesClosed) return null;
  return (
    <Wrapper>
      <Container>
        <Alert variant="warning" title={t('product.salesClosed.title')}>
          {t('product.salesClosed.text')}
        </Alert>
      </Container>
    </Wrapper>
  );
}
