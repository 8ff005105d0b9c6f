import { useState } from 'react';
import { useTranslation } from '@teduh/shared/i18n-react';
import { Navigate, useNavigate, useParams } from '@teduh/shared/router';
import styled from 'styled-components';
import { Button, errorStatus, NotFoundPage, PageLoader, space, useLocalizedPath } from '@teduh/shared';
import { Stepper, WizardBox } from '@teduh/shared/journey';
import { fetchQuotation } from '../../api/quotations';
import type { Quotation } from '../../api/types';
import { ErrorAlert } from '../../components/error-alert';
import { useApiQuery } from '@teduh/shared/query';
import { ApplicantStep } from '../sales-journey/steps/applicant-step';
import { BeneficiaryStep } from '../sales-journey/steps/beneficiary-step';
import { TermsStep } from '../sales-journey/steps/terms-step';
import { UnderwritingStep } from '../sales-journey/steps/underwriting-step';
import type { StepProps } from '../sales-journey/steps/step-props';
import {
  fetchPartnerQuotation,
  ratePartnerQuotation,
  submitPartnerQuotation,
  type PartnerJourney,
  type PartnerQuotation,
} from './api';
import { CoverFacts } from './components/cover-facts';
import {
  paymentSummaryPath,
  reviewApplicationPath,
  sponsoredSteps,
  stepPath,
  type SponsoredStep,
} from './paths';

const Actions = styled.div`
  display: grid;
  gap: ${space.sm};
  margin-top: ${space.lg};
`;

const isStep = (value: string | undefined): value is SponsoredStep =>
  (sponsoredSteps as readonly (string | undefined)[]).includes(value);

/** The furthest step the saved flagship quotation allows (the beneficiary is optional). */
function furthestStep(quotation: Quotation): SponsoredStep {
  if (!quotation.terms_accepted) return 'terms';
  if (!quotation.underwriting_submission) return 'underwriting';
  return 'applicant';
}

/**
 * /pusara-pro/{mykasih|partner}/<partner quotation>/{step?}: the payment summary (RM0 for the member, the
 * partner pays), then the flagship journey's own steps (beneficiary, terms, health questions, applicant) saving
 * to the flagship quotation, the last one submitting the sponsored application.
 */
export function SponsoredJourneyPage({ journey }: { journey: PartnerJourney }) {
  const { uuid = '', step } = useParams();
  const loaded = useApiQuery(`partners/quotations/${uuid}/with-steps`, async (signal) => {
    const partnerQuotation = await fetchPartnerQuotation(uuid, signal);
    const quotation = await fetchQuotation(partnerQuotation.quotation, signal);
    return { partnerQuotation, quotation };
  });
  const localized = useLocalizedPath();

  if (loaded.status === 'loading') return <PageLoader />;
  if (loaded.status === 'error') {
    if ([400, 404].includes(errorStatus(loaded.error))) return <NotFoundPage />;
    return <LoadError error={loaded.error} onRetry={loaded.retry} />;
  }
  const { partnerQuotation, quotation } = loaded.data;
  if (partnerQuotation.partner.journey !== journey) {
    return <Navigate replace to={localized(paymentSummaryPath(partnerQuotation.partner.journey, uuid))} />;
  }
  if (partnerQuotation.state !== 'pending') {
    return <Navigate replace to={localized(reviewApplicationPath(journey, uuid))} />;
  }
  if (step === undefined || step === 'payment-summary') {
    return <PaymentSummary partnerQuotation={partnerQuotation} />;
  }
  if (!isStep(step)) return <NotFoundPage />;
  return (
    <Steps
      partnerQuotation={partnerQuotation}
      initial={quotation}
      requested={step}
      // What a step saved is what the page shows when the member comes back to it.
      onSaved={(saved) => loaded.setData({ partnerQuotation, quotation: saved })}
    />
  );
}

function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('pusara');
  return (
    <WizardBox title={t('sponsored.journey.title')}>
      <ErrorAlert error={error} />
      <Actions>
        <Button onClick={onRetry}>{t('common.retry')}</Button>
      </Actions>
    </WizardBox>
  );
}

/** What the cover costs and who pays it: the partner pays the yearly contribution, the member RM0. */
function PaymentSummary({ partnerQuotation }: { partnerQuotation: PartnerQuotation }) {
  const { t } = useTranslation('pusara');
  const schedule = useApiQuery(`partners/quotations/${partnerQuotation.uuid}/rate`, (signal) =>
    ratePartnerQuotation(partnerQuotation.uuid, signal),
  );
  const { journey } = partnerQuotation.partner;

  return (
    <WizardBox
      title={t('sponsored.summary.title')}
      intro={t('sponsored.summary.intro', { partner: partnerQuotation.partner.name })}
    >
      {schedule.status === 'loading' ? <PageLoader /> : null}
      {schedule.status === 'error' ? (
        <>
          <ErrorAlert error={schedule.error} />
          <Actions>
            <Button onClick={schedule.retry}>{t('common.retry')}</Button>
          </Actions>
        </>
      ) : null}
      {schedule.status === 'success' ? (
        <>
          <CoverFacts
            partnerName={partnerQuotation.partner.name}
            sumCovered={partnerQuotation.sum_covered}
            funeralBenefit={partnerQuotation.funeral_benefit}
            partnerPays={schedule.data.payment_schedule[0]?.standard_premium_amount}
          />
          <p>{t('sponsored.summary.free')}</p>
          <Actions>
            <Button to={stepPath(journey, partnerQuotation.uuid, 'beneficiary')} localize size="lg" fullWidth>
              {t('sponsored.summary.continue')}
            </Button>
          </Actions>
        </>
      ) : null}
    </WizardBox>
  );
}

function Steps({
  partnerQuotation,
  initial,
  requested,
  onSaved,
}: {
  partnerQuotation: PartnerQuotation;
  initial: Quotation;
  requested: SponsoredStep;
  onSaved: (quotation: Quotation) => void;
}) {
  const { t } = useTranslation('pusara');
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const [quotation, setQuotation] = useState(initial);
  const { journey } = partnerQuotation.partner;
  // The heading takes focus on every step after the first one shown.
  const [firstShown] = useState(requested);

  const furthest = furthestStep(quotation);
  if (sponsoredSteps.indexOf(requested) > sponsoredSteps.indexOf(furthest)) {
    return <Navigate replace to={localized(stepPath(journey, partnerQuotation.uuid, furthest))} />;
  }
  const index = sponsoredSteps.indexOf(requested);
  const goTo = (step: SponsoredStep) => {
    navigate(localized(stepPath(journey, partnerQuotation.uuid, step)));
  };
  const props: StepProps = {
    quotation,
    counter: t('journey.counter', { current: index + 1, total: sponsoredSteps.length }),
    focusHeading: requested !== firstShown,
    onSaved: (saved) => {
      setQuotation(saved);
      onSaved(saved);
    },
    onNext: () => {
      const next = sponsoredSteps[index + 1];
      if (next) goTo(next);
    },
    onBack:
      index > 0
        ? () => goTo(sponsoredSteps[index - 1]!)
        : () => navigate(localized(paymentSummaryPath(journey, partnerQuotation.uuid))),
  };
  const submitApplication = async () => {
    await submitPartnerQuotation(partnerQuotation.uuid, true);
    navigate(localized(reviewApplicationPath(journey, partnerQuotation.uuid)));
  };

  return (
    <WizardBox title={t('sponsored.journey.title')}>
      <Stepper steps={sponsoredSteps} current={requested} labelOf={(name) => t(`journey.steps.${name}`)} />
      {requested === 'beneficiary' ? <BeneficiaryStep key={requested} {...props} /> : null}
      {requested === 'terms' ? <TermsStep key={requested} {...props} /> : null}
      {requested === 'underwriting' ? <UnderwritingStep key={requested} {...props} /> : null}
      {requested === 'applicant' ? (
        <ApplicantStep key={requested} {...props} submitApplication={submitApplication} />
      ) : null}
    </WizardBox>
  );
}
