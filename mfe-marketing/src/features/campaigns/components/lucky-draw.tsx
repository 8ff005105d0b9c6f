import { useTranslation } from '@teduh/shared/i18n-react';
import { Block } from './blocks';

/** The monthly lucky draw, described in general terms: the spec records neither prizes nor dates. */
export function LuckyDraw() {
  const { t } = useTranslation('marketing');
  return (
    <Block id="lucky-draw" title={t('campaigns.luckyDraw.title')}>
      <p>{t('campaigns.luckyDraw.text')}</p>
      <p>{t('campaigns.luckyDraw.details')}</p>
    </Block>
  );
}
