import { useTranslation } from '@teduh/shared/i18n-react';
import { Button } from '@teduh/shared';
import { CheckList } from '@teduh/shared/check-list';
import { Block, Steps } from './components/blocks';
import { CampaignFrame } from './components/campaign-frame';
import { lp001Urban } from './campaigns';

/** The urban landing page for the flagship plan: what it covers, for busy city households. */
export function Lp001UrbanPage() {
  const { t } = useTranslation('marketing');
  return (
    <CampaignFrame
      campaign={lp001Urban}
      eyebrow={t('campaigns.urban.eyebrow')}
      title={t('campaigns.urban.title')}
      lead={t('campaigns.urban.lead')}
      live={
        <Block id="urban-start" title={t('campaigns.urban.start.title')}>
          <p>{t('campaigns.urban.start.text')}</p>
          <p>
            <Button to="/pusara-pro/quick-quote" localize>
              {t('campaigns.urban.start.cta')}
            </Button>
          </p>
        </Block>
      }
      about={
        <>
          <Block id="urban-plan" title={t('campaigns.urban.plan.title')}>
            <CheckList
              items={[
                { id: 'sum', text: t('campaigns.urban.plan.sum') },
                { id: 'compassionate', text: t('campaigns.urban.plan.compassionate') },
                { id: 'price', text: t('campaigns.urban.plan.price') },
                { id: 'online', text: t('campaigns.urban.plan.online') },
                { id: 'cancel', text: t('campaigns.urban.plan.cancel') },
              ]}
            />
          </Block>
          <Block id="urban-how" title={t('campaigns.urban.how.title')}>
            <Steps
              items={[
                { id: 'quote', text: t('campaigns.urban.how.quote') },
                { id: 'verify', text: t('campaigns.urban.how.verify') },
                { id: 'pay', text: t('campaigns.urban.how.pay') },
              ]}
            />
          </Block>
          <Block id="urban-who" title={t('campaigns.urban.who.title')}>
            <p>{t('campaigns.urban.who.text')}</p>
          </Block>
        </>
      }
    />
  );
}
