// The personal accident journey's frame and memory: the steps (one page each under
// /journey/gibraltar-i-protect/), the answers kept in this tab between them, and the page around a step.
import type { ReactNode } from 'react';
import { useTranslation } from '@teduh/shared/i18n-react';
import { Navigate } from '@teduh/shared/router';
import { useLocalizedPath } from '@teduh/shared';
import { Stepper, WizardBox } from '@teduh/shared/journey';
import type { Answer, Gender } from '../partner-insurer/api';
import { useDraft } from '../partner-insurer/use-draft';
import type { PriceCheck } from './api';

export const journeyPath = '/journey/gibraltar-i-protect';

export const accidentSteps = [
  'plan',
  'details',
  'underwritings',
  'quotation',
  'payment',
  'confirmation',
] as const;
export type AccidentStep = (typeof accidentSteps)[number];

export const stepPaths: Record<AccidentStep, string> = {
  plan: `${journeyPath}/choose-a-plan`,
  details: `${journeyPath}/personal-details`,
  underwritings: `${journeyPath}/underwritings`,
  quotation: `${journeyPath}/quotation`,
  payment: `${journeyPath}/payment-response`,
  confirmation: `${journeyPath}/confirmation`,
};

export interface PersonDetails {
  name: string;
  nric: string;
  email: string;
  phone: string;
  gender: Gender | '';
  address1: string;
  address2: string;
  postcode: string;
  stateCode: string;
}

export interface AccidentDraft {
  dob: string;
  occupation: string;
  business: string;
  /** The price check of the three above. */
  check: PriceCheck | null;
  planId: number | null;
  person: PersonDetails | null;
  answers: Answer[];
  /** The quotation made from these answers. */
  refId: string | null;
}

export const emptyAccidentDraft: AccidentDraft = {
  dob: '',
  occupation: '',
  business: '',
  check: null,
  planId: null,
  person: null,
  answers: [],
  refId: null,
};

export const useAccidentDraft = () => useDraft('teduh.partner.accident', emptyAccidentDraft);

/** The first step whose answers are missing, so a page opened too early sends the buyer back there. */
export function missingStep(draft: AccidentDraft, step: AccidentStep): AccidentStep | null {
  const order = accidentSteps.indexOf(step);
  if (order > 0 && (!draft.check?.accepted || draft.planId === null)) return 'plan';
  if (order > 1 && !draft.person) return 'details';
  if (order > 2 && draft.answers.length === 0) return 'underwritings';
  return null;
}

/** Sends the buyer to the step to finish first, in the page's language. */
export function BackToStep({ step }: { step: AccidentStep }) {
  const localized = useLocalizedPath();
  return <Navigate to={localized(stepPaths[step])} replace />;
}

/** A step's page: the plan's title, where the buyer is, and the step. */
export function AccidentFrame({
  step,
  children,
  focusTitle = true,
}: {
  step: AccidentStep;
  children: ReactNode;
  focusTitle?: boolean;
}) {
  const { t } = useTranslation('partners');
  return (
    // The plan's introduction once, on its first step: on a phone it would push every later form down.
    <WizardBox
      title={t('accident.title')}
      intro={step === 'plan' ? t('accident.intro') : undefined}
      focusTitle={focusTitle}
    >
      <Stepper steps={accidentSteps} current={step} labelOf={(name) => t(`accident.steps.${name}`)} />
      {children}
    </WizardBox>
  );
}

/** "Step 2 of 6". */
export function useCounter(step: AccidentStep): string {
  const { t } = useTranslation('partners');
  return t('accident.counter', { current: accidentSteps.indexOf(step) + 1, total: accidentSteps.length });
}
