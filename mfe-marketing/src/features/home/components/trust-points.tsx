import { useTranslation } from '@teduh/shared/i18n-react';
import { CardGrid } from '@teduh/shared';
import { Container, Section, SectionTitle } from '@teduh/shared';

const trustIds = ['trustee', 'shariah', 'surplus', 'noAgents', 'noMedical'] as const;

export function TrustPoints() {
  const { t } = useTranslation('marketing');
  return (
    <Section $tone="soft" aria-labelledby="home-trust-title">
      <Container>
        <SectionTitle id="home-trust-title">{t('home.trust.title')}</SectionTitle>
        <CardGrid
          columns={5}
          items={trustIds.map((id) => ({
            id,
            title: t(`home.trust.${id}.title`),
            text: t(`home.trust.${id}.text`),
          }))}
        />
      </Container>
    </Section>
  );
}
