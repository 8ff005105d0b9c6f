// /journey/gibraltar-i-protect/choose-a-plan: the date of birth, the occupation and the nature of business give
// the occupational class and the price of each plan (the partner's price check); a declined occupation or
// business is told so at once, and no plan is offered.
import { useEffect, useRef, useState } from 'react';
import { Form, Formik, useFormikContext } from 'formik';
import styled from 'styled-components';
import { useTranslation } from '@teduh/shared/i18n-react';
import { useNavigate } from '@teduh/shared/router';
import {
  Alert,
  Button,
  Loader,
  colors,
  fontSizes,
  formatMoney,
  space,
  useLocalizedPath,
} from '@teduh/shared';
import { DateField, FocusFirstError, RadioGroup, SelectField } from '@teduh/shared/forms';
import { StepActions, StepHeading } from '@teduh/shared/journey';
import { ageOf } from '../partner-insurer/age';
import { textOf } from '../partner-insurer/api';
import { ErrorAlert } from '../partner-insurer/error-alert';
import { checkPrice, useNaturesOfBusiness, useOccupations, type AccidentPlan, type PriceCheck } from './api';
import { AccidentFrame, stepPaths, useAccidentDraft, useCounter, type AccidentDraft } from './journey';

const ClassNote = styled.p`
  margin: ${space.md} 0 ${space.sm};
  color: ${colors.textMuted};
  font-size: ${fontSizes.sm};
`;

export const accidentAgeAllowed = (dob: string) => {
  const age = ageOf(dob);
  return age !== null && age.years >= 18 && age.years <= 65;
};

interface WorkValues {
  dob: string;
  occupation: string;
  business: string;
}

/** A check made for other answers than those on screen is dropped, so no stale price is chosen. */
function ForgetStaleCheck({ draft, forget }: { draft: AccidentDraft; forget: () => void }) {
  const { values } = useFormikContext<WorkValues>();
  const stale =
    draft.check !== null &&
    (values.dob !== draft.dob ||
      values.occupation !== draft.occupation ||
      values.business !== draft.business);
  useEffect(() => {
    if (stale) forget();
  }, [stale, forget]);
  return null;
}

export function planLabel(plan: AccidentPlan, t: (key: string, options?: Record<string, unknown>) => string) {
  return [
    plan.recommended ? `${plan.plan_name} (${t('accident.plan.recommended')})` : plan.plan_name,
    t('accident.plan.sumInsured', { amount: formatMoney(plan.annual_limit, { omitZeroSen: true }) }),
    t('accident.plan.price', { amount: formatMoney(plan.yearly_price) }),
  ].join(' · ');
}

function Declined({ check }: { check: PriceCheck }) {
  const { t } = useTranslation('partners');
  return (
    <Alert variant="error" title={t('accident.plan.declinedTitle')}>
      <p>
        {t(
          check.declined_by === 'nature_of_business'
            ? 'accident.plan.declinedByBusiness'
            : 'accident.plan.declinedByOccupation',
        )}
      </p>
      <p>{t('accident.plan.declinedNext')}</p>
    </Alert>
  );
}

export function ChoosePlanPage() {
  const { t, i18n } = useTranslation('partners');
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const { draft, update } = useAccidentDraft();
  const counter = useCounter('plan');
  const formRef = useRef<HTMLFormElement>(null);
  const [error, setError] = useState<unknown>(null);
  const occupations = useOccupations();
  const businesses = useNaturesOfBusiness();
  const required = t('validation.required', { ns: 'shared' });
  const byName = (a: { label: string }, b: { label: string }) =>
    a.label.localeCompare(b.label, i18n.language);
  const check = draft.check;
  const forget = useRef(() => update({ check: null, planId: null })).current;

  return (
    <AccidentFrame step="plan">
      <section aria-labelledby="accident-plan">
        <StepHeading counter={counter} id="accident-plan" focusOnMount={false}>
          {t('accident.steps.plan')}
        </StepHeading>
        <p>{t('accident.plan.intro')}</p>
        {occupations.status === 'loading' || businesses.status === 'loading' ? <Loader /> : null}
        {occupations.status === 'error' || businesses.status === 'error' ? (
          <>
            <ErrorAlert error={occupations.error ?? businesses.error} />
            <Button
              variant="secondary"
              onClick={() => {
                occupations.retry();
                businesses.retry();
              }}
            >
              {t('partnerInsurer.tryAgain')}
            </Button>
          </>
        ) : null}
        {occupations.status === 'success' && businesses.status === 'success' ? (
          <Formik<WorkValues>
            initialValues={{ dob: draft.dob, occupation: draft.occupation, business: draft.business }}
            validate={(values) => {
              const errors: Partial<WorkValues> = {};
              if (!values.dob) errors.dob = required;
              else if (!accidentAgeAllowed(values.dob)) errors.dob = t('accident.plan.ageRule');
              if (!values.occupation) errors.occupation = required;
              if (!values.business) errors.business = required;
              return errors;
            }}
            onSubmit={async (values) => {
              setError(null);
              try {
                const answer = await checkPrice({
                  dob: values.dob,
                  occupation_code: values.occupation,
                  nature_of_business_code: values.business,
                });
                const recommended = answer.plans.find((plan) => plan.recommended) ?? answer.plans[0];
                update({ ...values, check: answer, planId: recommended?.id ?? null, refId: null });
              } catch (caught) {
                setError(caught);
              }
            }}
          >
            {({ isSubmitting }) => (
              <Form ref={formRef} noValidate>
                <FocusFirstError formRef={formRef} />
                <ForgetStaleCheck draft={draft} forget={forget} />
                <DateField
                  name="dob"
                  label={t('accident.plan.dob')}
                  hint={t('accident.plan.dobHint')}
                  required
                  max={new Date().toISOString().slice(0, 10)}
                />
                <SelectField
                  name="occupation"
                  label={t('accident.plan.occupation')}
                  hint={t('accident.plan.occupationHint')}
                  placeholder={t('accident.choose')}
                  options={occupations.data
                    .map((item) => ({ value: item.code, label: textOf(item.name, i18n.language) }))
                    .sort(byName)}
                  required
                />
                <SelectField
                  name="business"
                  label={t('accident.plan.business')}
                  hint={t('accident.plan.businessHint')}
                  placeholder={t('accident.choose')}
                  options={businesses.data
                    .map((item) => ({ value: item.code, label: textOf(item.name, i18n.language) }))
                    .sort(byName)}
                  required
                />
                {error ? <ErrorAlert error={error} /> : null}
                <Button type="submit" variant={check ? 'secondary' : 'primary'} loading={isSubmitting}>
                  {t('accident.plan.seePrices')}
                </Button>
              </Form>
            )}
          </Formik>
        ) : null}
        {check && !check.accepted ? <Declined check={check} /> : null}
        {check?.accepted ? (
          <Formik
            key={`${draft.occupation}:${draft.business}:${draft.dob}`}
            initialValues={{ plan: draft.planId === null ? '' : String(draft.planId) }}
            validate={(values) => (values.plan ? {} : { plan: required })}
            onSubmit={(values) => {
              update({ planId: Number(values.plan), refId: null });
              navigate(localized(stepPaths.details));
            }}
          >
            <Form noValidate>
              <ClassNote role="status">
                {t('accident.plan.classNote', { occupationalClass: check.occupational_class })}
              </ClassNote>
              <RadioGroup
                name="plan"
                legend={t('accident.plan.choose')}
                stacked
                required
                options={check.plans.map((plan) => ({ value: String(plan.id), label: planLabel(plan, t) }))}
              />
              <StepActions />
            </Form>
          </Formik>
        ) : null}
      </section>
    </AccidentFrame>
  );
}
