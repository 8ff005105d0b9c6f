import { useTranslation } from '@teduh/shared/i18n-react';
import { useSearchParams } from '@teduh/shared/router';
import { PaymentFailed } from '@teduh/shared/journey';
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
    <PaymentFailed
      title={t(`result.error.${kind}.title`)}
      text={t(`result.error.${kind}.text`)}
      retryTo={certificate ? `/pusara-pro/payment-method/${certificate}` : null}
      retryLabel={t('result.error.retry')}
      homeTo={myCertificatesPath}
      homeLabel={t('common.toDashboard')}
    />
  );
}

export function PaymentResponseErrorPage() {
  return <PaymentErrorPage kind="payment" />;
}

export function MandateErrorPage() {
  return <PaymentErrorPage kind="mandate" />;
}
