// A partner plan wizard's steps; each saves its answers into the draft before the next opens. The medical
// plan has the deductible, add-ons and occupation flags; the life plan the smoker flag and a beneficiary.
import { useRef, useState } from 'react';
import { Form, Formik } from 'formik';
import styled from 'styled-components';
import { useTranslation } from '@teduh/shared/i18n-react';
import { Alert, Loader, colors, fontSizes, formatMoney, space } from '@teduh/shared';
import {
  CheckboxField,
  DateField,
  FocusFirstError,
  RadioGroup,
  SelectField,
  TextField,
  isValidPhone,
} from '@teduh/shared/forms';
import { StepActions, StepHeading } from '@teduh/shared/journey';
import { useApiQuery } from '@teduh/shared/query';
import {
  createApplication,
  fetchList,
  fetchQuestions,
  fetchQuote,
  fetchTerms,
  goToGateway,
  nameOf,
  startPayment,
  submitApplication,
  textOf,
  type ApplicationInput,
  type Gender,
  type PartnerKind,
  type PlanOption,
} from './api';
import { lifeAgeAllowed, medicalAgeAllowed } from './age';
import { ErrorAlert } from './error-alert';
import type { Applicant, PlanDraft } from './plan-draft';

export interface PlanStepProps {
  kind: PartnerKind;
  draft: PlanDraft;
  update: (change: Partial<PlanDraft>) => void;
  counter: string;
  focusHeading: boolean;
  onNext: () => void;
  onBack?: () => void;
}

type Errors = Record<string, string>;

const Muted = styled.p`
  color: ${colors.textMuted};
  font-size: ${fontSizes.sm};
`;

const TermsList = styled.div`
  margin: 0 0 ${space.md};

  h3 {
    margin: ${space.sm} 0 ${space.xxs};
    font-size: ${fontSizes.md};
  }

  p {
    margin: 0;
  }
`;

function useRequired() {
  const { t } = useTranslation('partners');
  return t('validation.required', { ns: 'shared' });
}

/** Step 1: who is to be covered. */
export function AboutStep({ kind, draft, update, counter, focusHeading, onNext }: PlanStepProps) {
  const { t } = useTranslation('partners');
  const required = useRequired();
  const formRef = useRef<HTMLFormElement>(null);
  const [error, setError] = useState<unknown>(null);
  return (
    <section aria-labelledby="plan-about">
      <StepHeading counter={counter} focusOnMount={focusHeading} id="plan-about">
        {t(`${kind}.steps.about`)}
      </StepHeading>
      <Formik
        initialValues={{ gender: draft.gender as string, dob: draft.dob }}
        validate={(values) => {
          const errors: Errors = {};
          if (!values.gender) errors.gender = required;
          if (!values.dob) errors.dob = required;
          else if (kind === 'medical' && !medicalAgeAllowed(values.dob))
            errors.dob = t('validation.medicalPlanAge', { ns: 'shared' });
          else if (kind === 'life' && !lifeAgeAllowed(values.dob)) errors.dob = t('life.about.ageRule');
          return errors;
        }}
        onSubmit={async (values) => {
          setError(null);
          try {
            const gender = values.gender as Gender;
            const quote = await fetchQuote(kind, { gender, dob: values.dob });
            const recommended = quote.plans.find((plan) => plan.recommended) ?? quote.plans[0];
            update({
              gender,
              dob: values.dob,
              quote,
              planId: recommended?.id ?? null,
              addOns: [],
              answers: [],
              acceptedTerms: [],
            });
            onNext();
          } catch (caught) {
            setError(caught);
          }
        }}
      >
        {({ isSubmitting }) => (
          <Form ref={formRef} noValidate>
            <FocusFirstError formRef={formRef} />
            <RadioGroup
              name="gender"
              legend={t(`${kind}.about.gender`)}
              required
              options={[
                { value: 'f', label: t(`${kind}.about.female`) },
                { value: 'm', label: t(`${kind}.about.male`) },
              ]}
            />
            <DateField
              name="dob"
              label={t(`${kind}.about.dob`)}
              hint={t(`${kind}.about.dobHint`)}
              required
              max={new Date().toISOString().slice(0, 10)}
            />
            {error ? <ErrorAlert error={error} /> : null}
            <StepActions loading={isSubmitting} continueLabel={t(`${kind}.about.submit`)} />
          </Form>
        )}
      </Formik>
    </section>
  );
}

function planLabel(
  kind: PartnerKind,
  plan: PlanOption,
  t: (key: string, options?: Record<string, unknown>) => string,
): string {
  const parts = [
    plan.recommended ? `${plan.plan_name} (${t(`${kind}.plan.recommended`)})` : plan.plan_name,
    t(`${kind}.plan.limit`, { amount: formatMoney(plan.annual_limit, { omitZeroSen: true }) }),
    t(`${kind}.plan.term`, { age: plan.coverage_term }),
    plan.has_deductible && plan.cashless_price !== null
      ? t(`${kind}.plan.cashlessPrice`, { amount: formatMoney(plan.cashless_price) })
      : t(`${kind}.plan.price`, { amount: formatMoney(plan.base_price) }),
  ];
  return parts.join(' · ');
}

/** Step 2: the plan (annual limit) and the add-ons; over 39 the deductible and the cashless price. */
export function PlanChoiceStep({
  kind,
  draft,
  update,
  counter,
  focusHeading,
  onNext,
  onBack,
}: PlanStepProps) {
  const { t, i18n } = useTranslation('partners');
  const required = useRequired();
  const quote = draft.quote;
  if (!quote) return null;
  const deductible = quote.plans.find((plan) => plan.has_deductible)?.deductible ?? null;
  return (
    <section aria-labelledby="plan-plan">
      <StepHeading counter={counter} focusOnMount={focusHeading} id="plan-plan">
        {t(`${kind}.steps.plan`)}
      </StepHeading>
      {quote.has_deductible && deductible !== null ? (
        <Alert variant="info" title={t(`${kind}.plan.deductibleTitle`)}>
          {t(`${kind}.plan.deductible`, { amount: formatMoney(deductible, { omitZeroSen: true }) })}
        </Alert>
      ) : (
        <Muted>{t(`${kind}.plan.noDeductible`)}</Muted>
      )}
      <Formik
        initialValues={
          {
            plan: draft.planId ? String(draft.planId) : '',
            ...Object.fromEntries(
              quote.add_ons.map((addOn) => [`addOn${addOn.id}`, draft.addOns.includes(addOn.id)]),
            ),
          } as Record<string, string | boolean>
        }
        validate={(values) => (values.plan ? {} : { plan: required })}
        onSubmit={(values) => {
          update({
            planId: Number(values.plan),
            addOns: quote.add_ons
              .filter((addOn) => values[`addOn${addOn.id}`] === true)
              .map((addOn) => addOn.id),
            acceptedTerms: [],
          });
          onNext();
        }}
      >
        <Form noValidate>
          <RadioGroup
            name="plan"
            legend={t(`${kind}.plan.choose`)}
            required
            options={quote.plans.map((plan) => ({ value: String(plan.id), label: planLabel(kind, plan, t) }))}
          />
          {quote.add_ons.length > 0 ? (
            <fieldset>
              <legend>{t(`${kind}.plan.addOns`)}</legend>
              {quote.add_ons.map((addOn) => (
                <CheckboxField
                  key={addOn.id}
                  name={`addOn${addOn.id}`}
                  label={t(`${kind}.plan.addOn`, {
                    name: textOf(addOn.name, i18n.language),
                    amount: formatMoney(addOn.monthly_price),
                  })}
                />
              ))}
            </fieldset>
          ) : null}
          <StepActions onBack={onBack} />
        </Form>
      </Formik>
    </section>
  );
}

/** Step 3: the partner's health questions for the date of birth. */
export function HealthStep({ kind, draft, update, counter, focusHeading, onNext, onBack }: PlanStepProps) {
  const { t, i18n } = useTranslation('partners');
  const required = useRequired();
  const questions = useApiQuery(`partners:${kind}:underwritings:${draft.dob}`, (signal) =>
    fetchQuestions(kind, draft.dob, signal),
  );
  return (
    <section aria-labelledby="plan-health">
      <StepHeading counter={counter} focusOnMount={focusHeading} id="plan-health">
        {t(`${kind}.steps.health`)}
      </StepHeading>
      <p>{t(`${kind}.health.intro`)}</p>
      {questions.status === 'loading' ? <Loader /> : null}
      {questions.status === 'error' ? <ErrorAlert error={questions.error} /> : null}
      {questions.status === 'success' ? (
        <Formik
          initialValues={Object.fromEntries(
            questions.data.map((question) => [
              question.uuid,
              draft.answers.find((answer) => answer.question_uuid === question.uuid)?.answer ?? '',
            ]),
          )}
          validate={(values) =>
            Object.fromEntries(
              Object.entries(values)
                .filter(([, value]) => !value)
                .map(([key]) => [key, required]),
            )
          }
          onSubmit={(values) => {
            update({
              answers: questions.data.map((question) => ({
                question_uuid: question.uuid,
                answer: values[question.uuid] === 'Yes' ? 'Yes' : 'No',
                user_note: '',
              })),
            });
            onNext();
          }}
        >
          <Form noValidate>
            {questions.data.map((question) => (
              <RadioGroup
                key={question.uuid}
                name={question.uuid}
                legend={textOf(question.text, i18n.language)}
                required
                options={[
                  { value: 'Yes', label: t(`${kind}.health.yes`) },
                  { value: 'No', label: t(`${kind}.health.no`) },
                ]}
              />
            ))}
            <StepActions onBack={onBack} />
          </Form>
        </Formik>
      ) : null}
    </section>
  );
}

/** Step 4: the terms of the chosen annual limit. */
export function TermsStep({ kind, draft, update, counter, focusHeading, onNext, onBack }: PlanStepProps) {
  const { t, i18n } = useTranslation('partners');
  const plan = draft.quote?.plans.find((candidate) => candidate.id === draft.planId);
  const limit = plan?.annual_limit ?? 0;
  const terms = useApiQuery(`partners:${kind}:terms:${limit}`, (signal) => fetchTerms(kind, limit, signal));
  return (
    <section aria-labelledby="plan-terms">
      <StepHeading counter={counter} focusOnMount={focusHeading} id="plan-terms">
        {t(`${kind}.steps.terms`)}
      </StepHeading>
      {terms.status === 'loading' ? <Loader /> : null}
      {terms.status === 'error' ? <ErrorAlert error={terms.error} /> : null}
      {terms.status === 'success' ? (
        <Formik
          initialValues={{ accept: draft.acceptedTerms.length > 0 }}
          validate={(values) =>
            values.accept ? {} : { accept: t('validation.mustAgreeAllTerms', { ns: 'shared' }) }
          }
          onSubmit={() => {
            update({ acceptedTerms: terms.data.map((item) => item.id) });
            onNext();
          }}
        >
          <Form noValidate>
            <TermsList>
              {terms.data.map((item) => (
                <div key={item.id}>
                  <h3>{textOf(item.title, i18n.language)}</h3>
                  <p>{textOf(item.text, i18n.language)}</p>
                </div>
              ))}
            </TermsList>
            <CheckboxField name="accept" label={t(`${kind}.terms.accept`)} />
            <StepActions onBack={onBack} />
          </Form>
        </Formik>
      ) : null}
    </section>
  );
}

/** The NRIC's date part (YYMMDD) must be the date of birth. */
function nricMatchesDob(nric: string, dob: string): boolean {
  const digits = nric.replace(/-/g, '');
  return digits.slice(0, 6) === `${dob.slice(2, 4)}${dob.slice(5, 7)}${dob.slice(8, 10)}`;
}

/** Step 5: the applicant's details. */
export function ApplicantStep({ kind, draft, update, counter, focusHeading, onNext, onBack }: PlanStepProps) {
  const { t } = useTranslation('partners');
  const required = useRequired();
  const formRef = useRef<HTMLFormElement>(null);
  const states = useApiQuery(`partners:${kind}:states`, (signal) => fetchList(kind, 'states', signal));
  const countries = useApiQuery(`partners:${kind}:countries`, (signal) =>
    fetchList(kind, 'countries', signal),
  );
  const yesNo = [
    { value: 'yes', label: t(`${kind}.health.yes`) },
    { value: 'no', label: t(`${kind}.health.no`) },
  ];
  const validate = (values: Applicant) => {
    const errors: Errors = {};
    const keys: (keyof Applicant)[] = [
      'name',
      'nric',
      'email',
      'phone',
      'citizen',
      'address1',
      'postcode',
      'stateId',
      'countryId',
      'height',
      'weight',
      ...(kind === 'medical' ? (['heavyMachinery', 'maidOrOfficeWorker'] as const) : (['smoker'] as const)),
    ];
    for (const key of keys) {
      if (!String(values[key]).trim()) errors[key] = required;
    }
    if (values.nric && !/^\d{6}-?\d{2}-?\d{4}$/.test(values.nric))
      errors.nric = t('validation.nricDigits', { ns: 'shared' });
    else if (values.nric && !nricMatchesDob(values.nric, draft.dob))
      errors.nric = t('validation.nricDobMismatch', { ns: 'shared' });
    if (values.email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.email))
      errors.email = t('validation.invalidEmail', { ns: 'shared' });
    if (values.phone && !isValidPhone(values.phone))
      errors.phone = t('validation.invalidPhone', { ns: 'shared' });
    if (values.postcode && !/^\d{5}$/.test(values.postcode))
      errors.postcode = t('validation.postcode', { ns: 'shared' });
    const height = Number(values.height);
    if (values.height && !(height >= 0.3 && height <= 2.5))
      errors.height = t(`${kind}.applicant.heightRange`);
    const weight = Number(values.weight);
    if (values.weight && !(weight >= 2 && weight <= 300)) errors.weight = t(`${kind}.applicant.weightRange`);
    return errors;
  };
  return (
    <section aria-labelledby="plan-applicant">
      <StepHeading counter={counter} focusOnMount={focusHeading} id="plan-applicant">
        {t(`${kind}.steps.applicant`)}
      </StepHeading>
      <Formik
        initialValues={draft.applicant}
        validate={validate}
        onSubmit={(values) => {
          update({ applicant: values });
          onNext();
        }}
      >
        <Form ref={formRef} noValidate>
          <FocusFirstError formRef={formRef} />
          <TextField name="name" label={t(`${kind}.applicant.name`)} autoComplete="name" required />
          <TextField
            name="nric"
            label={t(`${kind}.applicant.nric`)}
            hint={t(`${kind}.applicant.nricHint`)}
            inputMode="numeric"
            required
          />
          <TextField
            name="email"
            type="email"
            label={t(`${kind}.applicant.email`)}
            autoComplete="email"
            required
          />
          <TextField
            name="phone"
            type="tel"
            label={t(`${kind}.applicant.phone`)}
            autoComplete="tel"
            required
          />
          <RadioGroup name="citizen" legend={t(`${kind}.applicant.citizen`)} required options={yesNo} />
          <TextField
            name="address1"
            label={t(`${kind}.applicant.address1`)}
            autoComplete="address-line1"
            required
          />
          <TextField name="address2" label={t(`${kind}.applicant.address2`)} autoComplete="address-line2" />
          <TextField
            name="postcode"
            label={t(`${kind}.applicant.postcode`)}
            inputMode="numeric"
            autoComplete="postal-code"
            required
          />
          <SelectField
            name="stateId"
            label={t(`${kind}.applicant.state`)}
            placeholder={t(`${kind}.applicant.choose`)}
            options={
              states.status === 'success'
                ? states.data.map((item) => ({ value: String(item.id), label: nameOf(item, 'en') }))
                : []
            }
            required
          />
          <SelectField
            name="countryId"
            label={t(`${kind}.applicant.country`)}
            placeholder={t(`${kind}.applicant.choose`)}
            options={
              countries.status === 'success'
                ? countries.data.map((item) => ({ value: String(item.id), label: nameOf(item, 'en') }))
                : []
            }
            required
          />
          {states.status === 'error' ? <ErrorAlert error={states.error} /> : null}
          <TextField
            name="height"
            label={t(`${kind}.applicant.height`)}
            hint={t(`${kind}.applicant.heightHint`)}
            inputMode="decimal"
            required
          />
          <TextField
            name="weight"
            label={t(`${kind}.applicant.weight`)}
            hint={t(`${kind}.applicant.weightHint`)}
            inputMode="decimal"
            required
          />
          {kind === 'medical' ? (
            <>
              <RadioGroup
                name="heavyMachinery"
                legend={t('medical.applicant.heavyMachinery')}
                required
                options={yesNo}
              />
              <RadioGroup
                name="maidOrOfficeWorker"
                legend={t('medical.applicant.maidOrOfficeWorker')}
                required
                options={yesNo}
              />
            </>
          ) : (
            <RadioGroup name="smoker" legend={t('life.applicant.smoker')} required options={yesNo} />
          )}
          <StepActions onBack={onBack} />
        </Form>
      </Formik>
    </section>
  );
}

function applicationOf(
  kind: PartnerKind,
  draft: PlanDraft,
  payment: { type: 1 | 2; option: 1 | 2; bankId: number | null },
): ApplicationInput {
  const a = draft.applicant;
  const address = {
    address_1: a.address1.trim(),
    ...(a.address2.trim() ? { address_2: a.address2.trim() } : {}),
    postcode: a.postcode.trim(),
    state_id: Number(a.stateId),
    country_id: Number(a.countryId),
    source: 'web',
    height: Number(a.height),
    weight: Number(a.weight),
  };
  return {
    name: a.name.trim(),
    dob: draft.dob,
    identification_no: a.nric.trim(),
    email: a.email.trim(),
    phone: a.phone.replace(/\s/g, ''),
    gender: draft.gender === 'f' ? 'f' : 'm',
    plan_detail_id: draft.planId ?? 0,
    is_citizen: a.citizen === 'yes',
    payment_type: payment.type,
    payment_option: payment.option,
    bank_id: payment.option === 1 ? payment.bankId : null,
    detail:
      kind === 'medical'
        ? {
            ...address,
            add_ons: (draft.quote?.add_ons ?? []).map((addOn) => ({
              add_on_id: addOn.id,
              status: draft.addOns.includes(addOn.id),
            })),
            heavy_machinery: a.heavyMachinery === 'yes',
            maid_or_office_worker: a.maidOrOfficeWorker === 'yes',
          }
        : { ...address, smoker: a.smoker === 'yes' },
    ...(kind === 'life'
      ? {
          beneficiaries: [
            {
              name: draft.beneficiary.name.trim(),
              relationship_id: Number(draft.beneficiary.relationshipId),
              share_percent: 100,
            },
          ],
        }
      : {}),
  };
}

/** The life plan: the beneficiary who receives the cover (the payout is 100%). */
export function BeneficiaryStep({
  kind,
  draft,
  update,
  counter,
  focusHeading,
  onNext,
  onBack,
}: PlanStepProps) {
  const { t, i18n } = useTranslation('partners');
  const required = useRequired();
  const formRef = useRef<HTMLFormElement>(null);
  const relationships = useApiQuery(`partners:${kind}:relationships`, (signal) =>
    fetchList(kind, 'beneficiary-relationships', signal),
  );
  return (
    <section aria-labelledby="plan-beneficiary">
      <StepHeading counter={counter} focusOnMount={focusHeading} id="plan-beneficiary">
        {t('life.steps.beneficiary')}
      </StepHeading>
      <p>{t('life.beneficiary.intro')}</p>
      <Formik
        initialValues={draft.beneficiary}
        validate={(values) => {
          const errors: Errors = {};
          if (!values.name.trim()) errors.name = required;
          if (!values.relationshipId) errors.relationshipId = required;
          return errors;
        }}
        onSubmit={(values) => {
          update({ beneficiary: values });
          onNext();
        }}
      >
        <Form ref={formRef} noValidate>
          <FocusFirstError formRef={formRef} />
          <TextField name="name" label={t('life.beneficiary.name')} required />
          <SelectField
            name="relationshipId"
            label={t('life.beneficiary.relationship')}
            placeholder={t('life.applicant.choose')}
            options={
              relationships.status === 'success'
                ? relationships.data.map((item) => ({
                    value: String(item.id),
                    label: nameOf(item, i18n.language),
                  }))
                : []
            }
            required
          />
          {relationships.status === 'error' ? <ErrorAlert error={relationships.error} /> : null}
          <StepActions onBack={onBack} />
        </Form>
      </Formik>
    </section>
  );
}

/** Step 6: how to pay; the application is saved and submitted, and an approved one goes to the gateway. */
export function PaymentStep({
  kind,
  draft,
  counter,
  focusHeading,
  onBack,
  onFinished,
}: PlanStepProps & { onFinished: (uuid: string) => void }) {
  const { t, i18n } = useTranslation('partners');
  const required = useRequired();
  const formRef = useRef<HTMLFormElement>(null);
  const [error, setError] = useState<unknown>(null);
  const banks = useApiQuery(`partners:${kind}:banks`, (signal) => fetchList(kind, 'banks', signal));
  const plan = draft.quote?.plans.find((candidate) => candidate.id === draft.planId);
  const addOnsSen = (draft.quote?.add_ons ?? [])
    .filter((addOn) => draft.addOns.includes(addOn.id))
    .reduce((sum, addOn) => sum + addOn.monthly_price, 0);
  const monthly = (plan?.monthly_price ?? 0) + addOnsSen;
  return (
    <section aria-labelledby="plan-payment">
      <StepHeading counter={counter} focusOnMount={focusHeading} id="plan-payment">
        {t(`${kind}.steps.payment`)}
      </StepHeading>
      <p>{t(`${kind}.payment.total`, { amount: formatMoney(monthly) })}</p>
      <Formik
        initialValues={{ type: '1', option: '1', bank: '' }}
        validate={(values) => {
          const errors: Errors = {};
          if (values.option === '1' && !values.bank) errors.bank = required;
          return errors;
        }}
        onSubmit={async (values) => {
          setError(null);
          try {
            const input = applicationOf(kind, draft, {
              type: values.type === '2' ? 2 : 1,
              option: values.option === '2' ? 2 : 1,
              bankId: values.bank ? Number(values.bank) : null,
            });
            const created = await createApplication(kind, input);
            if (created.status === 'saved') {
              onFinished(created.uuid);
              return;
            }
            const submitted = await submitApplication(kind, created.uuid, {
              answers: draft.answers,
              accepted_terms: draft.acceptedTerms,
            });
            if (submitted.status === 'approved') {
              goToGateway(await startPayment(kind, submitted.uuid, i18n.language));
              return;
            }
            onFinished(submitted.uuid);
          } catch (caught) {
            setError(caught);
          }
        }}
      >
        {({ values, isSubmitting }) => (
          <Form ref={formRef} noValidate>
            <FocusFirstError formRef={formRef} />
            <RadioGroup
              name="type"
              legend={t(`${kind}.payment.type`)}
              required
              options={[
                { value: '1', label: t(`${kind}.payment.monthly`) },
                { value: '2', label: t(`${kind}.payment.yearly`) },
              ]}
            />
            <RadioGroup
              name="option"
              legend={t(`${kind}.payment.option`)}
              required
              options={[
                { value: '1', label: t(`${kind}.payment.onlineBanking`) },
                { value: '2', label: t(`${kind}.payment.card`) },
              ]}
            />
            {values.option === '1' ? (
              <SelectField
                name="bank"
                label={t(`${kind}.payment.bank`)}
                placeholder={t(`${kind}.applicant.choose`)}
                options={
                  banks.status === 'success'
                    ? banks.data.map((bank) => ({
                        value: String(bank.id),
                        label: nameOf(bank, i18n.language),
                      }))
                    : []
                }
                required
              />
            ) : null}
            <Muted>{t(`${kind}.payment.gatewayNote`)}</Muted>
            {error ? <ErrorAlert error={error} /> : null}
            <StepActions onBack={onBack} loading={isSubmitting} continueLabel={t(`${kind}.payment.submit`)} />
          </Form>
        )}
      </Formik>
    </section>
  );
}
