import { useTranslation } from '@teduh/shared/i18n-react';
import { CheckList } from '@teduh/shared/check-list';
import { Block } from './components/blocks';
import { CampaignFrame } from './components/campaign-frame';
import { LuckyDraw } from './components/lucky-draw';
import { PriceChecker } from './components/price-checker';
import { useNow } from './campaign-clock';
import { merdeka2024 } from './campaigns';

/** The national-day (Merdeka 2024) landing page: the plan, a price checker and the monthly lucky draw. */
export function Merdeka2024Page() {
  const { t } = useTranslation('marketing');
  const now = useNow();
  return (
    <CampaignFrame
      campaign={merdeka2024}
      eyebrow={t('campaigns.merdeka.eyebrow')}
      title={t('campaigns.merdeka.title')}
      lead={t('campaigns.merdeka.lead')}
      live={<PriceChecker now={now} />}
      about={
        <>
          <Block id="merdeka-about" title={t('campaigns.merdeka.about.title')}>
            <p>{t('campaigns.merdeka.about.text')}</p>
            <CheckList
              items={[
                { id: 'sum', text: t('campaigns.merdeka.about.sum') },
                { id: 'price', text: t('campaigns.merdeka.about.price') },
                { id: 'citizens', text: t('campaigns.merdeka.about.citizens') },
                { id: 'age', text: t('campaigns.merdeka.about.age') },
              ]}
            />
          </Block>
          <LuckyDraw />
        </>
      }
    />
  );
}
