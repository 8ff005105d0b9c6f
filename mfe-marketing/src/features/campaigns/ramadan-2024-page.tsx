import { useTranslation } from '@teduh/shared/i18n-react';
import { Button } from '@teduh/shared';
import { Block, Terms } from './components/blocks';
import { CampaignFrame } from './components/campaign-frame';
import { ramadan2024 } from './campaigns';

/** The Ramadan 2024 voucher campaign. The spec records no dates or amounts, so the page gives none. */
export function Ramadan2024Page() {
  const { t } = useTranslation('marketing');
  return (
    <CampaignFrame
      campaign={ramadan2024}
      eyebrow={t('campaigns.eyebrow')}
      title={t('campaigns.ramadan.title')}
      lead={t('campaigns.ramadan.lead')}
      live={
        <Block id="ramadan-start" title={t('campaigns.ramadan.start.title')}>
          <p>{t('campaigns.ramadan.start.text')}</p>
          <p>
            <Button to="/pusara-pro/quick-quote" localize>
              {t('campaigns.ramadan.start.cta')}
            </Button>
          </p>
        </Block>
      }
      about={
        <>
          <Block id="ramadan-about" title={t('campaigns.ramadan.about.title')}>
            <p>{t('campaigns.ramadan.about.text')}</p>
            <p>{t('campaigns.ramadan.about.plan')}</p>
          </Block>
          <Block id="ramadan-terms" title={t('campaigns.ramadan.terms.title')}>
            <Terms>
              <li>{t('campaigns.ramadan.terms.citizens')}</li>
              <li>{t('campaigns.ramadan.terms.age')}</li>
              <li>{t('campaigns.ramadan.terms.one')}</li>
              <li>{t('campaigns.ramadan.terms.cooling')}</li>
            </Terms>
          </Block>
        </>
      }
    />
  );
}
