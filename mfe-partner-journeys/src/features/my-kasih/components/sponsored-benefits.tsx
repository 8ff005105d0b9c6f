import { useTranslation } from '@teduh/shared/i18n-react';
import { CardGrid } from '@teduh/shared';
import { Container, Section, SectionTitle } from '@teduh/shared';

const benefitIds = ['cover', 'funeral', 'free'] as const;

export function SponsoredBenefits() {
  const { t } = useTranslation('partners');
  return (
    <Section aria-labelledby="my-kasih-benefits-title">
      <Container>
        <SectionTitle id="my-kasih-benefits-title">{t('myKasih.benefits.title')}</SectionTitle>
        <CardGrid
          columns={3}
          items={benefitIds.map((id) => ({
            id,
            title: t(`myKasih.benefits.${id}.title`),
            text: t(`myKasih.benefits.${id}.text`),
          }))}
        />
      </Container>
    </Section>
  );
}
