import { useTranslation } from '@teduh/shared/i18n-react';
import { CardGrid } from '@teduh/shared';
import { Container, Section, SectionTitle } from '@teduh/shared';

const benefitIds = ['sumCovered', 'compassionate', 'deathBenefit', 'flexible'] as const;

export function Benefits() {
  const { t } = useTranslation('marketing');
  return (
    <Section aria-labelledby="home-benefits-title">
      <Container>
        <SectionTitle id="home-benefits-title">{t('home.benefits.title')}</SectionTitle>
        <CardGrid
          items={benefitIds.map((id) => ({
            id,
            title: t(`home.benefits.${id}.title`),
            text: t(`home.benefits.${id}.text`),
          }))}
        />
      </Container>
    </Section>
  );
}
