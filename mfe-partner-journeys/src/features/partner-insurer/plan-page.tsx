// /axa-emedic and /axa-elife: a partner plan's wizard (journey kit, step in the URL). About you (gender, date
// of birth and the plan's age rule), the plan (the medical plan's deductible from age 40, its add-ons), health
// questions for the date of birth, the terms of the chosen annual limit or cover, the applicant, the life plan's
// beneficiary, then payment: the application is saved and submitted, and an approved one goes on to the
// partner's payment gateway.
import { useTranslation } from '@teduh/shared/i18n-react';
import { useNavigate } from '@teduh/shared/router';
import { useLocalizedPath } from '@teduh/shared';
import { Stepper, WizardBox, useStepInUrl } from '@teduh/shared/journey';
import type { PartnerKind } from './api';
import { emptyDraft, planSteps, type PlanStep } from './plan-draft';
import {
  AboutStep,
  ApplicantStep,
  BeneficiaryStep,
  HealthStep,
  PaymentStep,
  PlanChoiceStep,
  TermsStep,
} from './plan-steps';
import { useDraft } from './use-draft';

export const startPages: Record<PartnerKind, string> = { medical: '/axa-emedic', life: '/axa-elife' };

export function PartnerPlanPage({ kind }: { kind: PartnerKind }) {
  const { t } = useTranslation('partners');
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const steps: readonly PlanStep[] = planSteps[kind];
  const { draft, update, clear } = useDraft(`teduh.partner.${kind}`, emptyDraft);
  const reached = steps.indexOf(draft.reached);
  const { step, goTo, focusTitle, focusHeading } = useStepInUrl((asked) =>
    steps.includes(asked as PlanStep) && steps.indexOf(asked as PlanStep) <= reached
      ? (asked as PlanStep)
      : draft.reached,
  );
  const index = steps.indexOf(step);
  const next = () => {
    const following = steps[index + 1];
    if (!following) return;
    if (steps.indexOf(following) > reached) update({ reached: following });
    goTo(following);
  };
  const back = index > 0 ? () => goTo(steps[index - 1]!) : undefined;
  const props = {
    kind,
    draft,
    update,
    counter: t(`${kind}.counter`, { current: index + 1, total: steps.length }),
    focusHeading,
    onNext: next,
    onBack: back,
  };

  return (
    <WizardBox title={t(`${kind}.title`)} intro={t(`${kind}.intro`)} focusTitle={focusTitle}>
      <Stepper steps={steps} current={step} labelOf={(name) => t(`${kind}.steps.${name}`)} />
      {step === 'about' ? (
        <AboutStep
          {...props}
          onNext={() => {
            // A new quote: the later steps are to be done again.
            update({ reached: 'plan' });
            goTo('plan');
          }}
        />
      ) : null}
      {step === 'plan' ? <PlanChoiceStep {...props} /> : null}
      {step === 'health' ? <HealthStep {...props} /> : null}
      {step === 'terms' ? <TermsStep {...props} /> : null}
      {step === 'applicant' ? <ApplicantStep {...props} /> : null}
      {step === 'beneficiary' ? <BeneficiaryStep {...props} /> : null}
      {step === 'payment' ? (
        <PaymentStep
          {...props}
          onFinished={(uuid) => {
            clear();
            navigate(localized(`${startPages[kind]}/${uuid}`));
          }}
        />
      ) : null}
    </WizardBox>
  );
}
