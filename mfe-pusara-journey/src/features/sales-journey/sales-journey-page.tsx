import { useTranslation } from '@teduh/shared/i18n-react';
import { useParams } from '@teduh/shared/router';
import { Alert, Button, NotFoundPage, PageLoader, errorStatus } from '@teduh/shared';
import { Stepper, useStepInUrl, WizardBox } from '@teduh/shared/journey';
import { useQuotation } from '../../api/quotations';
import type { Quotation } from '../../api/types';
import { ErrorAlert } from '../../components/error-alert';
import { journeySteps, stepToShow, type JourneyStep } from './journey-steps';
import { ApplicantStep } from './steps/applicant-step';
import { BeneficiaryStep } from './steps/beneficiary-step';
import { FrequencyStep } from './steps/frequency-step';
import { QuoteStep } from './steps/quote-step';
import { TermsStep } from './steps/terms-step';
import { UnderwritingStep } from './steps/underwriting-step';
import type { StepProps } from './steps/step-props';

const stepComponents: Record<JourneyStep, (props: StepProps) => React.ReactNode> = {
  quote: QuoteStep,
  beneficiary: BeneficiaryStep,
  terms: TermsStep,
  frequency: FrequencyStep,
  underwriting: UnderwritingStep,
  applicant: ApplicantStep,
};

/**
 * /pusara-pro/sales-journey/<quotation uuid>?step=...: the purchase steps in the spec's order. Each step
 * saves to the quotation (PATCH), so the member can leave and come back; the step is kept in the URL.
 */
export function SalesJourneyPage() {
  const { uuid = '' } = useParams();
  const loaded = useQuotation(uuid);

  if (loaded.status === 'loading') return <PageLoader />;
  if (loaded.status === 'error') {
    if ([400, 404].includes(errorStatus(loaded.error))) return <NotFoundPage />;
    return <LoadError error={loaded.error} onRetry={loaded.retry} />;
  }
  return <Journey quotation={loaded.data} onSaved={loaded.setData} />;
}

function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('pusara');
  return (
    <WizardBox title={t('journey.title')}>
      <ErrorAlert error={error} />
      <p />
      <Button onClick={onRetry}>{t('common.retry')}</Button>
    </WizardBox>
  );
}

/** `onSaved`: a step's saved quotation goes in the cache, so every reader (and a return visit) shows it. */
function Journey({ quotation, onSaved }: { quotation: Quotation; onSaved: (quotation: Quotation) => void }) {
  const { t } = useTranslation('pusara');
  // A link past the saved progress lands on the furthest allowed step.
  const { step, goTo, focusTitle, focusHeading } = useStepInUrl((requested) =>
    stepToShow(requested, quotation),
  );

  if (quotation.state !== 'draft') {
    return (
      <WizardBox title={t('journey.title')}>
        {quotation.certificate && quotation.certificate.status === 'pending' ? (
          <>
            <Alert variant="info">{t('journey.submitted')}</Alert>
            <p />
            <Button to={`/pusara-pro/payment-method/${quotation.certificate.uuid}`} localize fullWidth>
              {t('journey.goToPayment')}
            </Button>
          </>
        ) : (
          <>
            <Alert variant="info">{t('journey.closed')}</Alert>
            <p />
            <Button to="/pusara-pro/create-quotation" localize fullWidth>
              {t('journey.startAgain')}
            </Button>
          </>
        )}
      </WizardBox>
    );
  }

  const index = journeySteps.indexOf(step);
  const StepComponent = stepComponents[step];

  return (
    <WizardBox title={t('journey.title')} focusTitle={focusTitle}>
      <Stepper steps={journeySteps} current={step} labelOf={(name) => t(`journey.steps.${name}`)} />
      <StepComponent
        key={step}
        quotation={quotation}
        counter={t('journey.counter', { current: index + 1, total: journeySteps.length })}
        focusHeading={focusHeading}
        onSaved={onSaved}
        onNext={() => {
          const next = journeySteps[index + 1];
          if (next) goTo(next);
        }}
        onBack={index > 0 ? () => goTo(journeySteps[index - 1]!) : undefined}
      />
    </WizardBox>
  );
}
