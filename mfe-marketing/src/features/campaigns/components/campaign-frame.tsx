import type { ReactNode } from 'react';
import { useTranslation } from '@teduh/shared/i18n-react';
import styled from 'styled-components';
import { Alert, Button, Container, space, useAppStore } from '@teduh/shared';
import { PageBody, PageHero } from '../../../components/page-hero';
import { useContentLanguage } from '../../../lib/cms';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useNow } from '../campaign-clock';
import { campaignPhase, salesStoppedOn, type Campaign } from '../campaigns';
import { formatDay } from '../format';

const Notice = styled.div`
  margin-bottom: ${space.xl};

  p {
    margin: 0 0 ${space.sm};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.sm};
  margin-top: ${space.md};
`;

const Body = styled.div`
  display: grid;
  gap: ${space.xl};
`;

function PhaseNotice({ campaign }: { campaign: Campaign<unknown> }) {
  const { t } = useTranslation('marketing');
  const lang = useContentLanguage();
  const salesClosed = useAppStore((state) => state.flags.salesClosed);
  const phase = campaignPhase(campaign, useNow(), salesClosed);

  if (phase === 'upcoming' && campaign.startsOn) {
    return (
      <Notice>
        <Alert variant="info" title={t('campaigns.frame.upcoming.title')}>
          {t('campaigns.frame.upcoming.text', { date: formatDay(campaign.startsOn, lang) })}
        </Alert>
      </Notice>
    );
  }
  if (phase === 'live') {
    return campaign.endsOn ? (
      <Notice>
        <Alert variant="success" title={t('campaigns.frame.live.title')}>
          {t('campaigns.frame.live.text', { date: formatDay(campaign.endsOn, lang) })}
        </Alert>
      </Notice>
    ) : null;
  }
  return (
    <Notice>
      <Alert variant="warning" title={t('campaigns.frame.ended.title')}>
        {campaign.endsOn ? (
          <p>{t('campaigns.frame.ended.endedOn', { date: formatDay(campaign.endsOn, lang) })}</p>
        ) : null}
        {salesClosed ? (
          <p>{t('campaigns.frame.ended.salesStopped', { date: formatDay(salesStoppedOn, lang) })}</p>
        ) : null}
        <Actions>
          <Button to="/" localize size="sm">
            {t('campaigns.frame.ended.home')}
          </Button>
          <Button to="/faq" localize size="sm" variant="secondary">
            {t('campaigns.frame.ended.faq')}
          </Button>
        </Actions>
      </Alert>
    </Notice>
  );
}

/**
 * The page of one campaign: its hero, then whether it is on (from today's date in Kuala Lumpur, through the
 * injectable clock), what it was about (always shown, so an ended campaign still explains itself), and the
 * content that only makes sense while it runs (`live`: calls to action, the price checker).
 */
export function CampaignFrame({
  campaign,
  eyebrow,
  title,
  lead,
  about,
  live,
}: {
  campaign: Campaign<unknown>;
  eyebrow: string;
  title: string;
  lead: ReactNode;
  about: ReactNode;
  live?: ReactNode;
}) {
  useDocumentTitle(title);
  const salesClosed = useAppStore((state) => state.flags.salesClosed);
  const phase = campaignPhase(campaign, useNow(), salesClosed);
  return (
    <>
      <PageHero eyebrow={eyebrow} title={title} lead={lead} />
      <PageBody $tone="surface">
        <Container>
          <PhaseNotice campaign={campaign} />
          <Body>
            {phase === 'live' && live ? live : null}
            {about}
          </Body>
        </Container>
      </PageBody>
    </>
  );
}
