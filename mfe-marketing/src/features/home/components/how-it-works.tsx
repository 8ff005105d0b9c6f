import { useTranslation } from '@teduh/shared/i18n-react';
import { CardGrid } from '@teduh/shared';
import { Container, Lead, Section, SectionTitle } from '@teduh/shared';

const stepIds = ['quote', 'verify', 'health', 'pay'] as const;

export function HowItWorks() {
  const { t } = useTranslation('marketing');
  return (
    // The hero's secondary call to action jumps here.
    <Section id="how-it-works" $tone="surface" aria-labelledby="home-how-title">
      <Container>
        <SectionTitle id="home-how-title">{t('home.howItWorks.title')}</SectionTitle>
        <Lead>{t('home.howItWorks.intro')}</Lead>
        <CardGrid
          ordered
          items={stepIds.map((id, index) => ({
            id,
            badge: t('home.howItWorks.stepLabel', { number: index + 1 }),
            title: t(`home.howItWorks.${id}.title`),
            text: t(`home.howItWorks.${id}.text`),
          }))}
        />
      </Container>
    </Section>
  );
}
