import { useTranslation } from '@teduh/shared/i18n-react';
import { CardGrid } from '@teduh/shared';
import { Container, Section, SectionTitle } from '@teduh/shared';

const stepIds = ['account', 'verify', 'accept'] as const;

export function HowToClaim() {
  const { t } = useTranslation('partners');
  return (
    <Section aria-labelledby="my-kasih-claim-title">
      <Container>
        <SectionTitle id="my-kasih-claim-title">{t('myKasih.howToClaim.title')}</SectionTitle>
        <CardGrid
          ordered
          columns={3}
          items={stepIds.map((id, index) => ({
            id,
            badge: t('myKasih.howToClaim.stepLabel', { number: index + 1 }),
            title: t(`myKasih.howToClaim.${id}.title`),
            text: t(`myKasih.howToClaim.${id}.text`),
          }))}
        />
      </Container>
    </Section>
  );
}
