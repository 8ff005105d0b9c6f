import { useTranslation } from '@teduh/shared/i18n-react';
import { useParams } from '@teduh/shared/router';
import { Button, errorStatus, NotFoundPage, PageLoader } from '@teduh/shared';
import { WizardBox } from '@teduh/shared/journey';
import { usePolicy } from '../../api/policies';
import { ErrorAlert } from '../../components/error-alert';
import { ChargeSummary } from './components/charge-summary';
import { SettledNotice } from './components/settled-notice';
import { myCertificatesPath } from '../../lib/member-pages';

/** /pusara-pro/payment-summary/<certificate uuid>: what will be charged, then on to the payment method. */
export function PaymentSummaryPage() {
  const { t } = useTranslation('pusara');
  const { uuid = '' } = useParams();
  const policy = usePolicy(uuid);

  if (policy.status === 'loading') return <PageLoader />;
  if (policy.status === 'error') {
    if ([400, 404].includes(errorStatus(policy.error))) return <NotFoundPage />;
    return (
      <WizardBox title={t('payment.summaryTitle')}>
        <ErrorAlert error={policy.error} />
        <p />
        <Button onClick={policy.retry}>{t('common.retry')}</Button>
      </WizardBox>
    );
  }
  const payable = policy.data.status === 'pending';
  return (
    <WizardBox title={t('payment.summaryTitle')} intro={payable ? t('payment.summaryIntro') : undefined}>
      {payable ? null : (
        <>
          <SettledNotice status={policy.data.status} />
          <p />
        </>
      )}
      <ChargeSummary policy={policy.data} />
      {payable ? (
        <Button to={`/pusara-pro/payment-method/${uuid}`} localize size="lg" fullWidth>
          {t('payment.chooseHowToPay')}
        </Button>
      ) : (
        <Button to={myCertificatesPath} localize fullWidth>
          {t('common.toDashboard')}
        </Button>
      )}
    </WizardBox>
  );
}
