import { useTranslation } from '@teduh/shared/i18n-react';
import { useSearchParams } from '@teduh/shared/router';
import { Alert, Button } from '@teduh/shared';
import { WizardBox } from '@teduh/shared/journey';
import { payingCertificate } from '../../lib/leave-site';
import { myCertificatesPath } from '../../lib/member-pages';

/**
 * /pusara-pro/payment-response/error and /pusara-pro/payment-method/error: the payment or the bank's
 * authorisation did not go through; nothing was charged and the member may try again.
 */
export function PaymentErrorPage({ kind }: { kind: 'payment' | 'mandate' }) {
  const { t } = useTranslation('pusara');
  const [params] = useSearchParams();
  const certificate = params.get('certificate') ?? payingCertificate();
  return (
    <WizardBox title={t(`result.error.${kind}.title`)}>
      <Alert variant="error">{t(`result.error.${kind}.text`)}</Alert>
      <p />
      {certificate ? (
        <Button to={`/pusara-pro/payment-method/${certificate}`} localize size="lg" fullWidth>
          {t('result.error.retry')}
        </Button>
      ) : null}
      <p />
      <Button to={myCertificatesPath} localize variant="secondary" fullWidth>
        {t('common.toDashboard')}
      </Button>
    </WizardBox>
  );
}

export function PaymentResponseErrorPage() {
  return <PaymentErrorPage kind="payment" />;
}

export function MandateErrorPage() {
  return <PaymentErrorPage kind="mandate" />;
}
