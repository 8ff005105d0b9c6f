// /axa-emedic: the partner medical plan's wizard (journey kit, step in the URL). About you (gender, date of
// birth: 15 days to under 49), plan and add-ons (the deductible from age 40), health questions for the date of
// birth, the terms of the chosen annual limit, the applicant, then payment: the application is saved and
// submitted, and an approved one goes on to the partner's payment gateway.
import { useTranslation } from '@teduh/shared/i18n-react';
import { useNavigate } from '@teduh/shared/router';
import { useLocalizedPath } from '@teduh/shared';
import { Stepper, WizardBox, useStepInUrl } from '@teduh/shared/journey';
import { useDraft } from '../partner-insurer/use-draft';
import { AboutStep, ApplicantStep, HealthStep, PaymentStep, PlanStep, TermsStep } from './medical-steps';
import { emptyDraft, medicalSteps, type MedicalStep } from './medical-draft';

const isStep = (value: string | null): value is MedicalStep => medicalSteps.includes(value as MedicalStep);

export function MedicalPage() {
  const { t } = useTranslation('partners');
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const { draft, update, clear } = useDraft('teduh.partner.medical', emptyDraft);
  const reached = medicalSteps.indexOf(draft.reached);
  const { step, goTo, focusTitle, focusHeading } = useStepInUrl((asked) =>
    isStep(asked) && medicalSteps.indexOf(asked) <= reached ? asked : draft.reached,
  );
  const index = medicalSteps.indexOf(step);
  const next = () => {
    const following = medicalSteps[index + 1];
    if (!following) return;
    if (medicalSteps.indexOf(following) > reached) update({ reached: following });
    goTo(following);
  };
  const back = index > 0 ? () => goTo(medicalSteps[index - 1]!) : undefined;
  const props = {
    draft,
    update,
    counter: t('medical.counter', { current: index + 1, total: medicalSteps.length }),
    focusHeading,
    onNext: next,
    onBack: back,
  };

  return (
    <WizardBox title={t('medical.title')} intro={t('medical.intro')} focusTitle={focusTitle}>
      <Stepper steps={medicalSteps} current={step} labelOf={(name) => t(`medical.steps.${name}`)} />
      {step === 'about' ? (
        <AboutStep
          {...props}
          onNext={() => {
            // A new quote: later steps must be done again.
            update({ reached: 'plan' });
            goTo('plan');
          }}
        />
      ) : null}
      {step === 'plan' ? <PlanStep {...props} /> : null}
      {step === 'health' ? <HealthStep {...props} /> : null}
      {step === 'terms' ? <TermsStep {...props} /> : null}
      {step === 'applicant' ? <ApplicantStep {...props} /> : null}
      {step === 'payment' ? (
        <PaymentStep
          {...props}
          onFinished={(uuid) => {
            clear();
            navigate(localized(`/axa-emedic/${uuid}`));
          }}
        />
      ) : null}
    </WizardBox>
  );
}
