import { useTranslation } from '@teduh/shared/i18n-react';
import { useParams } from '@teduh/shared/router';
import { Alert } from '@teduh/shared';
import { WizardBox } from '@teduh/shared/journey';
import { useApiQuery } from '@teduh/shared/query';
import { fetchFeatures } from '../partner-insurer/api';
import { ApplicationPage, SuccessPage } from '../partner-insurer/application-page';
import { PartnerPlanPage } from '../partner-insurer/plan-page';

/** /axa-elife: the partner life plan's wizard, while the life plan's feature flag is on. */
export function LifePage() {
  const { t } = useTranslation('partners');
  const features = useApiQuery('partners:insurer:features', fetchFeatures);
  if (features.status === 'success' && !features.data.life_plan) {
    return (
      <WizardBox title={t('life.title')}>
        <Alert variant="info" role="status">
          {t('partnerInsurer.lifeOff')}
        </Alert>
      </WizardBox>
    );
  }
  return <PartnerPlanPage kind="life" />;
}

/** /axa-elife/{id}: where the life plan application stands. */
export function LifeApplicationPage() {
  const { id = '' } = useParams();
  return <ApplicationPage kind="life" uuid={id} />;
}

/** /axa-elife/success. */
export function LifeSuccessPage() {
  return <SuccessPage kind="life" />;
}
