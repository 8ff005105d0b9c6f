// /journey/gibraltar-i-protect/payment-response?refId=: the buyer back from the partner's gateway. Our API has
// read the payment at the partner on the way back (the gateway's own query is only a hint); paid goes on to
// the confirmation, failed or cancelled can be paid again, and a payment still being confirmed is asked again.
import { useTranslation } from '@teduh/shared/i18n-react';
import { useSearchParams } from '@teduh/shared/router';
import { Alert, Button, Loader } from '@teduh/shared';
import { StepHeading } from '@teduh/shared/journey';
import { ErrorAlert } from '../partner-insurer/error-alert';
import { isUuid, useQuotation, type AccidentQuotation } from './api';
import { AccidentFrame, stepPaths, useCounter } from './journey';
import { PayButton } from './quotation-page';
import { QuotationSummary } from './quotation-summary';

const confirming = (quotation: AccidentQuotation | null) =>
  quotation !== null &&
  (quotation.status === 'submitting' ||
    (quotation.status === 'approved' &&
      (quotation.payment_status === 'pending' || quotation.payment_status === null)))
    ? 3000
    : false;

function Outcome({ quotation }: { quotation: AccidentQuotation }) {
  const { t } = useTranslation('partners');
  if (quotation.status === 'issued')
    return (
      <>
        <Alert variant="success" title={t('accident.payment.paidTitle')}>
          {t('accident.payment.paid')}
        </Alert>
        <QuotationSummary quotation={quotation} />
        <Button to={`${stepPaths.confirmation}/${quotation.uuid}`} localize>
          {t('accident.payment.seeConfirmation')}
        </Button>
      </>
    );
  if (quotation.status === 'payment_failed')
    return (
      <>
        <Alert variant="error" title={t('accident.payment.failedTitle')}>
          {t('accident.payment.failed')}
        </Alert>
        <QuotationSummary quotation={quotation} />
        <PayButton refId={quotation.uuid} label={t('accident.payment.payAgain')} />
      </>
    );
  if (quotation.status === 'approved' && quotation.payment_status === 'cancelled')
    return (
      <>
        <Alert variant="warning" role="alert" title={t('accident.payment.cancelledTitle')}>
          {t('accident.payment.cancelled')}
        </Alert>
        <QuotationSummary quotation={quotation} />
        <PayButton refId={quotation.uuid} label={t('accident.quotation.pay')} />
      </>
    );
  if (quotation.status === 'approved')
    return (
      <Alert variant="info" role="status" title={t('accident.payment.pendingTitle')}>
        {t('accident.payment.pending')}
      </Alert>
    );
  // Not paid here: referred, declined or not submitted; the quotation page says where it stands.
  return (
    <>
      <Alert variant="info">{t('accident.payment.notPaid')}</Alert>
      <Button to={stepPaths.quotation} localize variant="secondary">
        {t('accident.payment.toQuotation')}
      </Button>
    </>
  );
}

export function PaymentResponsePage() {
  const { t } = useTranslation('partners');
  const [params] = useSearchParams();
  const refId = params.get('refId');
  const counter = useCounter('payment');
  const quotation = useQuotation(refId, confirming);

  return (
    <AccidentFrame step="payment">
      <section aria-labelledby="accident-payment">
        <StepHeading counter={counter} id="accident-payment" focusOnMount={false}>
          {t('accident.steps.payment')}
        </StepHeading>
        {!isUuid(refId) ? (
          <>
            <p>{t('accident.payment.none')}</p>
            <Button to={stepPaths.plan} localize>
              {t('accident.start')}
            </Button>
          </>
        ) : null}
        {quotation.status === 'loading' ? <Loader /> : null}
        {quotation.status === 'error' ? (
          <>
            <ErrorAlert error={quotation.error} />
            <Button variant="secondary" onClick={quotation.retry}>
              {t('partnerInsurer.tryAgain')}
            </Button>
          </>
        ) : null}
        {quotation.status === 'success' ? <Outcome quotation={quotation.data} /> : null}
      </section>
    </AccidentFrame>
  );
}
