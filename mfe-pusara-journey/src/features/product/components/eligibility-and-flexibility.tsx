import { useTranslation } from '@teduh/shared/i18n-react';
import styled from 'styled-components';
import { colors, fontSizes, fontWeights, media, radii, space } from '@teduh/shared';
import { CheckList } from '@teduh/shared/check-list';
import { Container, Section } from '@teduh/shared';

const Columns = styled.div`
  display: grid;
  gap: ${space.lg};

  ${media.above('md')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Panel = styled.section`
  padding: ${space.lg};
  border-radius: ${radii.lg};
  background: ${colors.background};

  h2 {
    margin: 0 0 ${space.md};
    color: ${colors.text};
    font-size: ${fontSizes.xl};
    font-weight: ${fontWeights.bold};
  }
`;

const whoIds = ['citizens', 'entryAge', 'renewal', 'oneCertificate'] as const;
const flexibleIds = ['term', 'yearly', 'cancel', 'coolingOff', 'increase'] as const;

export function EligibilityAndFlexibility() {
  const { t } = useTranslation('pusara');
  return (
    <Section $tone="surface">
      <Container>
        <Columns>
          <Panel aria-labelledby="product-who-title">
            <h2 id="product-who-title">{t('product.who.title')}</h2>
            <CheckList items={whoIds.map((id) => ({ id, text: t(`product.who.${id}`) }))} />
          </Panel>
          <Panel aria-labelledby="product-flexible-title">
            <h2 id="product-flexible-title">{t('product.flexible.title')}</h2>
            <CheckList items={flexibleIds.map((id) => ({ id, text: t(`product.flexible.${id}`) }))} />
          </Panel>
        </Columns>
      </Container>
    </Section>
  );
}
