import { useEffect, useMemo, useRef, useState } from 'react';
import {
  Form,
  Formik,
  setIn,
  useFormikContext,
  type FormikErrors,
  type FormikHelpers,
  type FormikTouched,
} from 'formik';
import { useTranslation } from '@teduh/shared/i18n-react';
import styled from 'styled-components';
import {
  Alert,
  Button,
  colors,
  fontSizes,
  fontWeights,
  radii,
  readApiError,
  readApiErrorParts,
  shadows,
  space,
} from '@teduh/shared';
import { todayIso } from '@teduh/shared/identity';
import { CheckboxField, DateField, FocusFirstError, SelectField, TextField } from '@teduh/shared/forms';
import {
  commitmentBands,
  createSectionSchemas,
  debtBands,
  getRecommendation,
  incomeBands,
  priorities,
  sections,
  type NeedsTestResult,
  type NeedsTestValues,
} from '../api/get-recommendation';

const Panel = styled.div`
  padding: ${space.lg};
  border-radius: ${radii.lg};
  background: ${colors.background};
  box-shadow: ${shadows.sm};
`;

const Progress = styled.p`
  margin: 0 0 ${space.xs};
  color: ${colors.textMuted};
  font-size: ${fontSizes.sm};
  font-weight: ${fontWeights.semibold};
`;

const Bar = styled.div`
  height: 6px;
  margin-bottom: ${space.md};
  border-radius: ${radii.pill};
  background: ${colors.border};

  span {
    display: block;
    height: 100%;
    border-radius: inherit;
    background: ${colors.primary};
  }
`;

const Heading = styled.h2`
  margin: 0 0 ${space.xs};
  color: ${colors.text};
  font-size: ${fontSizes.xl};

  &:focus {
    outline: none;
  }

  &:focus-visible {
    outline: 3px solid ${colors.focus};
    outline-offset: 2px;
  }
`;

const Intro = styled.p`
  margin: 0 0 ${space.md};
  color: ${colors.textMuted};
`;

const Fields = styled.div`
  display: grid;
  gap: ${space.sm};
`;

const Group = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;

  legend {
    margin-bottom: ${space.sm};
    color: ${colors.text};
    font-weight: ${fontWeights.semibold};
  }
`;

const GroupError = styled.p`
  margin: ${space.xs} 0 0;
  color: ${colors.error};
  font-size: ${fontSizes.sm};
  font-weight: ${fontWeights.medium};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${space.sm};
  margin-top: ${space.lg};
`;

/** Keeps the answers (and the section) in the caller's storage as they change. */
function KeepAnswers({
  step,
  onChange,
}: {
  step: number;
  onChange: (values: NeedsTestValues, step: number) => void;
}) {
  const { values } = useFormikContext<NeedsTestValues>();
  useEffect(() => onChange(values, step), [values, step, onChange]);
  return null;
}

export interface NeedsTestWizardProps {
  initialValues: NeedsTestValues;
  initialStep: number;
  onProgress: (values: NeedsTestValues, step: number) => void;
  onResult: (result: NeedsTestResult, values: NeedsTestValues) => void;
}

/** The five sections, one at a time: each is checked before the next; the last one asks for the result. */
export function NeedsTestWizard({ initialValues, initialStep, onProgress, onResult }: NeedsTestWizardProps) {
  const { t } = useTranslation('marketing');
  const [step, setStep] = useState(initialStep);
  const [failure, setFailure] = useState<{ title: string; text: string } | null>(null);
  const schemas = useMemo(() => createSectionSchemas(t), [t]);
  const formRef = useRef<HTMLFormElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const section = sections[step] ?? 'about_you';
  const last = step === sections.length - 1;

  useEffect(() => {
    headingRef.current?.focus();
  }, [step]);

  const options = (values: readonly string[], group: string) =>
    values.map((value) => ({ value, label: t(`needsTest.options.${group}.${value}`) }));

  const submit = async (values: NeedsTestValues, helpers: FormikHelpers<NeedsTestValues>) => {
    setFailure(null);
    if (!last) {
      // A fresh form state for the next section: its fields show errors only once it is submitted.
      helpers.resetForm({ values });
      setStep(step + 1);
      return;
    }
    try {
      onResult(await getRecommendation(values), values);
    } catch (error) {
      const parts = readApiErrorParts(error);
      const names = Object.keys(parts.fields);
      if (parts.status === 400 && names.length > 0) {
        // The API names fields as section.field: show each message at its field, in the first section at fault.
        let errors: FormikErrors<NeedsTestValues> = {};
        for (const name of names) errors = setIn(errors, name, parts.fields[name]?.[0]);
        const first = sections.findIndex((candidate) =>
          names.some((name) => name.split('.')[0] === candidate),
        );
        helpers.resetForm({ values });
        if (first >= 0) setStep(first);
        let touched: FormikTouched<NeedsTestValues> = {};
        for (const name of names) touched = setIn(touched, name, true);
        await helpers.setTouched(touched, false);
        helpers.setErrors(errors);
        setFailure({ title: t('needsTest.errors.fixTitle'), text: parts.fields[names[0] ?? '']?.[0] ?? '' });
        return;
      }
      setFailure(readApiError(error));
    }
  };

  return (
    <Panel>
      <Progress>{t('needsTest.progress', { current: step + 1, total: sections.length })}</Progress>
      <Bar aria-hidden="true">
        <span style={{ width: `${((step + 1) / sections.length) * 100}%` }} />
      </Bar>
      <Heading ref={headingRef} tabIndex={-1}>
        {t(`needsTest.sections.${section}.title`)}
      </Heading>
      <Intro>{t(`needsTest.sections.${section}.intro`)}</Intro>
      <Formik<NeedsTestValues>
        initialValues={initialValues}
        validationSchema={schemas[section]}
        onSubmit={submit}
      >
        {({ values, errors, submitCount, isSubmitting, setErrors, resetForm }) => {
          const prioritiesError =
            submitCount > 0 && typeof errors.priorities === 'string' ? errors.priorities : null;
          return (
            <Form ref={formRef} noValidate aria-label={t(`needsTest.sections.${section}.title`)}>
              <KeepAnswers step={step} onChange={onProgress} />
              <FocusFirstError formRef={formRef} />
              {failure ? (
                <Alert variant="error" title={failure.title} role="alert">
                  {failure.text}
                </Alert>
              ) : null}
              <Fields>
                {section === 'about_you' ? (
                  <>
                    <DateField
                      name="about_you.dob"
                      label={t('needsTest.fields.dob')}
                      required
                      autoComplete="bday"
                      max={todayIso()}
                    />
                    <SelectField
                      name="about_you.gender"
                      label={t('needsTest.fields.gender')}
                      placeholder={t('needsTest.choose')}
                      options={options(['f', 'm'], 'gender')}
                      required
                    />
                    <SelectField
                      name="about_you.citizenship"
                      label={t('needsTest.fields.citizenship')}
                      placeholder={t('needsTest.choose')}
                      options={options(['malaysian', 'other'], 'citizenship')}
                      required
                    />
                  </>
                ) : null}
                {section === 'family' ? (
                  <>
                    <SelectField
                      name="family.has_spouse"
                      label={t('needsTest.fields.spouse')}
                      placeholder={t('needsTest.choose')}
                      options={options(['yes', 'no'], 'yesNo')}
                      required
                    />
                    <TextField
                      name="family.children"
                      label={t('needsTest.fields.children')}
                      hint={t('needsTest.hints.children')}
                      inputMode="numeric"
                      required
                    />
                    {Number(values.family.children) > 0 ? (
                      <TextField
                        name="family.youngest_child_age"
                        label={t('needsTest.fields.youngestChildAge')}
                        inputMode="numeric"
                        required
                      />
                    ) : null}
                  </>
                ) : null}
                {section === 'money' ? (
                  <>
                    <SelectField
                      name="money.monthly_income"
                      label={t('needsTest.fields.income')}
                      hint={t('needsTest.hints.income')}
                      placeholder={t('needsTest.choose')}
                      options={options(incomeBands, 'income')}
                      required
                    />
                    <SelectField
                      name="money.monthly_commitments"
                      label={t('needsTest.fields.commitments')}
                      hint={t('needsTest.hints.commitments')}
                      placeholder={t('needsTest.choose')}
                      options={options(commitmentBands, 'commitments')}
                      required
                    />
                    <TextField
                      name="money.existing_cover"
                      label={t('needsTest.fields.existingCover')}
                      hint={t('needsTest.hints.existingCover')}
                      startAdornment="RM"
                      inputMode="decimal"
                      required
                    />
                  </>
                ) : null}
                {section === 'debts' ? (
                  <>
                    <SelectField
                      name="debts.home_loan"
                      label={t('needsTest.fields.homeLoan')}
                      placeholder={t('needsTest.choose')}
                      options={options(debtBands, 'debt')}
                      required
                    />
                    <SelectField
                      name="debts.other_debts"
                      label={t('needsTest.fields.otherDebts')}
                      hint={t('needsTest.hints.otherDebts')}
                      placeholder={t('needsTest.choose')}
                      options={options(debtBands, 'debt')}
                      required
                    />
                  </>
                ) : null}
                {section === 'priorities' ? (
                  <Group aria-describedby={prioritiesError ? 'needs-test-priorities-error' : undefined}>
                    <legend>{t('needsTest.fields.priorities')}</legend>
                    {priorities.map((key) => (
                      <CheckboxField
                        key={key}
                        name={`priorities.${key}`}
                        label={t(`needsTest.options.priorities.${key}`)}
                      />
                    ))}
                    {prioritiesError ? (
                      <GroupError id="needs-test-priorities-error" role="alert">
                        {prioritiesError}
                      </GroupError>
                    ) : null}
                  </Group>
                ) : null}
              </Fields>
              <Actions>
                {step > 0 ? (
                  <Button
                    variant="secondary"
                    onClick={() => {
                      setFailure(null);
                      resetForm({ values });
                      setErrors({});
                      setStep(step - 1);
                    }}
                  >
                    {t('needsTest.back')}
                  </Button>
                ) : (
                  <span />
                )}
                <Button type="submit" loading={isSubmitting}>
                  {last ? t('needsTest.seeResult') : t('needsTest.next')}
                </Button>
              </Actions>
            </Form>
          );
        }}
      </Formik>
    </Panel>
  );
}
