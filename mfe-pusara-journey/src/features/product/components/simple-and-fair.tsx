import { useTranslation } from '@teduh/shared/i18n-react';
import { CardGrid } from '@teduh/shared';
import { Container, Section, SectionTitle } from '@teduh/shared';

const simpleIds = ['noAgents', 'noMedical', 'online'] as const;
const fairIds = ['wakalah', 'trustee', 'surplus', 'noCashValue'] as const;

export function SimpleToBuy() {
  const { t } = useTranslation('pusara');
  return (
    <Section aria-labelledby="product-simple-title">
      <Container>
        <SectionTitle id="product-simple-title">{t('product.simple.title')}</SectionTitle>
        <CardGrid
          columns={3}
          items={simpleIds.map((id) => ({
            id,
            title: t(`product.simple.${id}.title`),
            text: t(`product.simple.${id}.text`),
          }))}
        />
      </Container>
    </Section>
  );
}

export function FairAndTransparent() {
  const { t } = useTranslation('pusara');
  return (
    <Section $tone="soft" aria-labelledby="product-fair-title">
      <Container>
        <SectionTitle id="product-fair-title">{t('product.fair.title')}</SectionTitle>
        <CardGrid
          items={fairIds.map((id) => ({
            id,
            title: t(`product.fair.${id}.title`),
            text: t(`product.fair.${id}.text`),
          }))}
        />
      </Container>
    </Section>
  );
}
