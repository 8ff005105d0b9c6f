import { useTranslation } from '@teduh/shared/i18n-react';
import styled from 'styled-components';
import { AppLink, colors, fontWeights, lineHeights, radii, shadows, space } from '@teduh/shared';
import { CheckList } from '@teduh/shared/check-list';
import { Container, Lead, Section, SectionTitle } from '@teduh/shared';
import { EmployerPartners } from '../../sponsored/employer-partners';

const Panel = styled.div`
  max-width: 48rem;
  padding: ${space.lg};
  border-radius: ${radii.lg};
  background: ${colors.background};
  box-shadow: ${shadows.sm};

  p {
    margin: ${space.md} 0 0;
    color: ${colors.textMuted};
    line-height: ${lineHeights.body};
  }
`;

const PlanNote = styled.p`
  max-width: 48rem;
  margin: ${space.xl} 0 0;
  color: ${colors.textMuted};
  line-height: ${lineHeights.body};

  a {
    color: ${colors.primary};
    font-weight: ${fontWeights.semibold};
    text-underline-offset: 0.15em;
  }
`;

const factIds = ['cover', 'funeral', 'free'] as const;

/** The employer partner's variant of sponsored cover, and the plan both variants are. */
export function EmployerCover() {
  const { t } = useTranslation('partners');
  return (
    <Section $tone="soft" aria-labelledby="my-kasih-employer-title">
      <Container>
        <SectionTitle id="my-kasih-employer-title">{t('myKasih.employer.title')}</SectionTitle>
        <Lead>{t('myKasih.employer.text')}</Lead>
        <Panel>
          <CheckList items={factIds.map((id) => ({ id, text: t(`myKasih.employer.${id}`) }))} />
          <p>{t('myKasih.employer.claim')}</p>
          <EmployerPartners />
        </Panel>
        <PlanNote>
          {t('myKasih.plan.text')}{' '}
          <AppLink to="/pusara-pro" localize>
            {t('myKasih.plan.link')}
          </AppLink>
        </PlanNote>
      </Container>
    </Section>
  );
}
