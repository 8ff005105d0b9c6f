// /journey/gibraltar-i-protect/quotation: the partner's quotation (read by refId), its terms to accept, then
// the underwriting decision: approved goes on to the partner's payment gateway; referred or declined is told.
import { useState } from 'react';
import { Form, Formik } from 'formik';
import styled from 'styled-components';
import { useTranslation } from '@teduh/shared/i18n-react';
import { useNavigate } from '@teduh/shared/router';
import { Alert, Button, Loader, fontSizes, space, useLocalizedPath } from '@teduh/shared';
import { CheckboxField } from '@teduh/shared/forms';
import { StepActions, StepHeading } from '@teduh/shared/journey';
import { goToGateway, textOf } from '../partner-insurer/api';
import { ErrorAlert } from '../partner-insurer/error-alert';
import { startGateway, submitQuotation, useAccidentTerms, useQuotation, type AccidentQuotation } from './api';
import { AccidentFrame, BackToStep, missingStep, stepPaths, useAccidentDraft, useCounter } from './journey';
import { QuotationSummary } from './quotation-summary';

const TermsList = styled.div`
  margin: 0 0 ${space.md};

  h4 {
    margin: ${space.md} 0 ${space.xxs};
    font-size: ${fontSizes.md};
  }

  p {
    margin: 0;
  }
`;

/** Where a quotation stands once the partner has answered, in the buyer's words. */
export function DecisionAlert({ quotation }: { quotation: AccidentQuotation }) {
  const { t } = useTranslation('partners');
  const status = quotation.status;
  if (status === 'saved' || status === 'submitting')
    return (
      <Alert variant="warning" role="status" title={t('partnerInsurer.status.awaitingTitle')}>
        {t('partnerInsurer.status.awaiting')}
      </Alert>
    );
  if (status === 'referred')
    return (
      <Alert variant="info" role="status" title={t('partnerInsurer.status.referredTitle')}>
        {t('partnerInsurer.status.referred')}
      </Alert>
    );
  if (status === 'declined')
    return (
      <Alert variant="error" title={t('partnerInsurer.status.declinedTitle')}>
        {t('partnerInsurer.status.declined')}
      </Alert>
    );
  if (status === 'approved')
    return (
      <Alert variant="success" title={t('partnerInsurer.status.approvedTitle')}>
        {t('accident.quotation.approved')}
      </Alert>
    );
  return null;
}

/** Sends the buyer to the partner's gateway for the quotation of `refId`. */
export function PayButton({ refId, label }: { refId: string; label: string }) {
  const { i18n } = useTranslation('partners');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  return (
    <>
      {error ? <ErrorAlert error={error} /> : null}
      <Button
        loading={busy}
        onClick={() => {
          setBusy(true);
          setError(null);
          startGateway(refId, i18n.language)
            .then(goToGateway)
            .catch((caught: unknown) => {
              setError(caught);
              setBusy(false);
            });
        }}
      >
        {label}
      </Button>
    </>
  );
}

function TermsAndSubmit({
  quotation,
  onDecided,
}: {
  quotation: AccidentQuotation;
  onDecided: (quotation: AccidentQuotation) => void;
}) {
  const { t, i18n } = useTranslation('partners');
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const { draft } = useAccidentDraft();
  const [error, setError] = useState<unknown>(null);
  // The plan chosen: a quotation the partner has not seen yet (it was down) has no plan of its own.
  const chosen = draft.check?.plans.find((plan) => plan.id === draft.planId);
  const terms = useAccidentTerms(quotation.plan?.annual_limit ?? chosen?.annual_limit ?? null);
  if (terms.status === 'loading' || terms.status === 'idle') return <Loader />;
  if (terms.status === 'error')
    return (
      <>
        <ErrorAlert error={terms.error} />
        <Button variant="secondary" onClick={terms.retry}>
          {t('partnerInsurer.tryAgain')}
        </Button>
      </>
    );
  return (
    <Formik
      initialValues={{ accept: false }}
      validate={(values) =>
        values.accept ? {} : { accept: t('validation.mustAgreeAllTerms', { ns: 'shared' }) }
      }
      onSubmit={async () => {
        setError(null);
        try {
          const decided = await submitQuotation(quotation.uuid, {
            answers: draft.answers,
            accepted_terms: terms.data.map((item) => item.id),
          });
          if (decided.status === 'approved') {
            goToGateway(await startGateway(decided.uuid, i18n.language));
            return;
          }
          onDecided(decided);
        } catch (caught) {
          setError(caught);
        }
      }}
    >
      {({ isSubmitting }) => (
        <Form noValidate>
          <h3>{t('accident.quotation.termsTitle')}</h3>
          <TermsList>
            {terms.data.map((item) => (
              <div key={item.id}>
                <h4>{textOf(item.title, i18n.language)}</h4>
                <p>{textOf(item.text, i18n.language)}</p>
              </div>
            ))}
          </TermsList>
          <CheckboxField name="accept" label={t('accident.quotation.accept')} />
          <p>{t('accident.quotation.gatewayNote')}</p>
          {error ? <ErrorAlert error={error} /> : null}
          <StepActions
            loading={isSubmitting}
            continueLabel={t('accident.quotation.submit')}
            onBack={() => navigate(localized(stepPaths.underwritings))}
          />
        </Form>
      )}
    </Formik>
  );
}

export function QuotationPage() {
  const { t } = useTranslation('partners');
  const { draft } = useAccidentDraft();
  const counter = useCounter('quotation');
  const quotation = useQuotation(draft.refId);
  const [resuming, setResuming] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const missing = missingStep(draft, 'quotation') ?? (draft.refId ? null : 'underwritings');
  if (missing) return <BackToStep step={missing} />;

  return (
    <AccidentFrame step="quotation" focusTitle={false}>
      <section aria-labelledby="accident-quotation">
        <StepHeading counter={counter} id="accident-quotation" focusOnMount>
          {t('accident.steps.quotation')}
        </StepHeading>
        {quotation.status === 'loading' ? <Loader /> : null}
        {quotation.status === 'error' ? (
          <>
            <ErrorAlert error={quotation.error} />
            <Button variant="secondary" onClick={quotation.retry}>
              {t('partnerInsurer.tryAgain')}
            </Button>
          </>
        ) : null}
        {quotation.status === 'success' ? (
          <>
            <p>{t('accident.quotation.intro')}</p>
            <DecisionAlert quotation={quotation.data} />
            <QuotationSummary quotation={quotation.data} />
            {quotation.data.status === 'draft' || quotation.data.status === 'saved' ? (
              <TermsAndSubmit quotation={quotation.data} onDecided={quotation.setData} />
            ) : null}
            {quotation.data.status === 'approved' || quotation.data.status === 'payment_failed' ? (
              <PayButton refId={quotation.data.uuid} label={t('accident.quotation.pay')} />
            ) : null}
            {quotation.data.status === 'submitting' ? (
              <>
                {error ? <ErrorAlert error={error} /> : null}
                <Button
                  loading={resuming}
                  onClick={() => {
                    setResuming(true);
                    setError(null);
                    submitQuotation(quotation.data.uuid, {})
                      .then(quotation.setData)
                      .catch(setError)
                      .finally(() => setResuming(false));
                  }}
                >
                  {t('partnerInsurer.tryAgain')}
                </Button>
              </>
            ) : null}
            {quotation.data.status === 'issued' ? (
              <Button to={`${stepPaths.confirmation}/${quotation.data.uuid}`} localize>
                {t('accident.payment.seeConfirmation')}
              </Button>
            ) : null}
            {quotation.data.status === 'declined' ? (
              <Button to={stepPaths.plan} localize variant="secondary">
                {t('partnerInsurer.startOver')}
              </Button>
            ) : null}
          </>
        ) : null}
      </section>
    </AccidentFrame>
  );
}
