import { useTranslation } from '@teduh/shared/i18n-react';
import styled from 'styled-components';
import {
  bodyText,
  brand,
  Button,
  CardGrid,
  Container,
  Lead,
  Section,
  SectionTitle,
  space,
} from '@teduh/shared';
import { CardsSkeleton, EmptyState, ListSkeleton, LoadError } from '../../components/content-states';
import { PageBody, PageHero } from '../../components/page-hero';
import { useContentLanguage } from '../../lib/cms';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useMilestones } from './api/get-milestones';
import { useTeam, type Team } from './api/get-team';
import { PeopleGrid } from './components/people-grid';
import { Timeline } from './components/timeline';

const principleIds = ['trustee', 'shariah', 'surplus', 'wakalah', 'noAgents', 'noMedical'] as const;
const missionParagraphs = ['p1', 'p2'] as const;

const groups: { key: keyof Team; id: string }[] = [
  { key: 'team', id: 'team' },
  { key: 'board', id: 'board' },
  { key: 'advisors', id: 'advisors' },
  { key: 'shariah_committee', id: 'shariahCommittee' },
];

const Paragraph = styled.p`
  ${bodyText}
  max-width: 46rem;
  margin-bottom: ${space.md};
  font-size: 1.0625rem;
`;

const Narrow = styled.div`
  max-width: 46rem;
`;

function PeopleSections() {
  const { t } = useTranslation('marketing');
  const lang = useContentLanguage();
  const team = useTeam({ lang });

  if (team.status === 'error') {
    return (
      <Section aria-labelledby="why-team-title">
        <Container>
          <SectionTitle id="why-team-title">{t('whyUs.people.team.title')}</SectionTitle>
          <LoadError onRetry={team.retry} />
        </Container>
      </Section>
    );
  }
  return (
    <>
      {groups.map(({ key, id }, index) => {
        const people = team.data?.[key] ?? [];
        return (
          <Section key={id} $tone={index % 2 === 0 ? 'plain' : 'surface'} aria-labelledby={`why-${id}-title`}>
            <Container>
              <SectionTitle id={`why-${id}-title`}>{t(`whyUs.people.${id}.title`)}</SectionTitle>
              <Lead>{t(`whyUs.people.${id}.lead`)}</Lead>
              {team.status === 'loading' ? (
                <CardsSkeleton label={t('whyUs.people.loading')} />
              ) : people.length > 0 ? (
                <PeopleGrid people={people} />
              ) : (
                <EmptyState>{t('whyUs.people.empty')}</EmptyState>
              )}
            </Container>
          </Section>
        );
      })}
    </>
  );
}

function Milestones() {
  const { t } = useTranslation('marketing');
  const lang = useContentLanguage();
  const milestones = useMilestones({ lang });
  return (
    <Section $tone="soft" aria-labelledby="why-milestones-title">
      <Container>
        <SectionTitle id="why-milestones-title">{t('whyUs.milestones.title')}</SectionTitle>
        <Narrow>
          {milestones.status === 'loading' ? <ListSkeleton label={t('whyUs.milestones.loading')} /> : null}
          {milestones.status === 'error' ? <LoadError onRetry={milestones.retry} /> : null}
          {milestones.status === 'success' ? (
            milestones.data.length > 0 ? (
              <Timeline milestones={milestones.data} locale={lang} />
            ) : (
              <EmptyState>{t('whyUs.milestones.empty')}</EmptyState>
            )
          ) : null}
        </Narrow>
      </Container>
    </Section>
  );
}

export function WhyUsPage() {
  const { t } = useTranslation('marketing');
  useDocumentTitle(t('whyUs.title', { brand: brand.name }));
  return (
    <>
      <PageHero
        eyebrow={t('whyUs.eyebrow', { brand: brand.name })}
        title={t('whyUs.heading')}
        lead={t('whyUs.lead')}
      />
      <PageBody aria-labelledby="why-mission-title">
        <Container>
          <SectionTitle id="why-mission-title">{t('whyUs.mission.title')}</SectionTitle>
          {missionParagraphs.map((id) => (
            <Paragraph key={id}>{t(`whyUs.mission.${id}`, { brand: brand.name })}</Paragraph>
          ))}
        </Container>
      </PageBody>
      <Section $tone="surface" aria-labelledby="why-how-title">
        <Container>
          <SectionTitle id="why-how-title">{t('whyUs.how.title')}</SectionTitle>
          <Lead>{t('whyUs.how.lead')}</Lead>
          <CardGrid
            columns={3}
            items={principleIds.map((id) => ({
              id,
              title: t(`whyUs.how.${id}.title`),
              text: t(`whyUs.how.${id}.text`),
            }))}
          />
        </Container>
      </Section>
      <PeopleSections />
      <Milestones />
      <Section aria-labelledby="why-cta-title">
        <Container>
          <SectionTitle id="why-cta-title">{t('whyUs.cta.title')}</SectionTitle>
          <Lead>{t('whyUs.cta.text', { plan: brand.flagshipProductName })}</Lead>
          <Button to={`/${brand.flagshipSlug}`} localize>
            {t('whyUs.cta.button', { plan: brand.flagshipProductName })}
          </Button>
        </Container>
      </Section>
    </>
  );
}
