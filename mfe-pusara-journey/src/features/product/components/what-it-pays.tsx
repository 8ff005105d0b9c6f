import { useTranslation } from '@teduh/shared/i18n-react';
import styled from 'styled-components';
import { colors, lineHeights, radii, space } from '@teduh/shared';
import { CardGrid } from '@teduh/shared';
import { Container, Section, SectionTitle } from '@teduh/shared';

const Example = styled.p`
  max-width: 48rem;
  margin: ${space.lg} 0 0;
  padding: ${space.md} ${space.lg};
  border-left: 4px solid ${colors.primary};
  border-radius: ${radii.md};
  background: ${colors.primarySoft};
  color: ${colors.text};
  line-height: ${lineHeights.body};
`;

export function WhatItPays() {
  const { t } = useTranslation('pusara');
  return (
    <Section aria-labelledby="product-pays-title">
      <Container>
        <SectionTitle id="product-pays-title">{t('product.pays.title')}</SectionTitle>
        <CardGrid
          columns={3}
          items={[
            {
              id: 'sumCovered',
              title: t('product.pays.sumCovered.title'),
              text: t('product.pays.sumCovered.text'),
            },
            {
              id: 'death',
              badge: t('product.pays.death.badge'),
              title: t('product.pays.death.title'),
              text: t('product.pays.death.text'),
            },
            {
              id: 'compassionate',
              badge: t('product.pays.compassionate.badge'),
              title: t('product.pays.compassionate.title'),
              text: t('product.pays.compassionate.text'),
            },
          ]}
        />
        <Example>{t('product.pays.example')}</Example>
      </Container>
    </Section>
  );
}
