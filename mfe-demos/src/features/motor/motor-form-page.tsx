import { useRef, useState } from 'react';
import { Form, Formik, useFormikContext } from 'formik';
import { mixed, object, string, type AnyObject, type ObjectSchema } from 'yup';
import styled from 'styled-components';
import { useTranslation } from '@teduh/shared/i18n-react';
import { useNavigate, useParams } from '@teduh/shared/router';
import {
  Alert,
  Button,
  colors,
  errorStatus,
  fontSizes,
  formatMoney,
  NotFoundPage,
  PageLoader,
  readApiErrorParts,
  space,
  useLocalizedPath,
  type FieldMessages,
} from '@teduh/shared';
import {
  CheckboxField,
  createValidators,
  FocusFirstError,
  RadioGroup,
  SelectField,
  TextField,
} from '@teduh/shared/forms';
import {
  NricField,
  StepActions,
  StepHeading,
  Stepper,
  useDescribeFailure,
  useServerFieldErrors,
  useStepInUrl,
  WizardBox,
  type StepFailure,
} from '@teduh/shared/journey';
import {
  addOnIds,
  coverTypes,
  ncdPercents,
  saveMotorQuotation,
  useMotorQuotation,
  useVehicles,
  type AddOnId,
  type CoverType,
  type MotorQuotation,
  type MotorQuotationInput,
  type NcdPercent,
  type VehicleList,
} from './api/motor';
import { DemoNotice } from './components/demo-notice';
import { PostcodePlace } from './components/postcode-place';
import { decimalToSen, uuidPattern } from './motor-format';

const steps = ['vehicle', 'cover', 'owner'] as const;
type Step = (typeof steps)[number];
const isStep = (value: string | null): value is Step => steps.includes(value as Step);

/** Letters and digits as on a Malaysian plate (no I or O; no leading 0), the API's rule. */
const registrationPattern = /^[A-HJ-NP-Z]{1,3}[1-9][0-9]{0,3}[A-HJ-NP-Z]?$/;

export interface MotorFormValues {
  registration_number: string;
  vehicle_model: string;
  year: string;
  engine_cc: string;
  cover_type: CoverType | '';
  sum_insured: string;
  ncd: NcdPercent | '';
  add_ons: Record<AddOnId, boolean>;
  owner_id_ref: string;
  postcode: string;
}

/** Which step shows each field the API may name. */
const stepOfField: Record<string, Step> = {
  registration_number: 'vehicle',
  vehicle_model: 'vehicle',
  year: 'vehicle',
  engine_cc: 'vehicle',
  cover_type: 'cover',
  sum_insured: 'cover',
  ncd: 'cover',
  add_ons: 'cover',
  owner_id_ref: 'owner',
  postcode: 'owner',
};

const noAddOns = (): Record<AddOnId, boolean> =>
  Object.fromEntries(addOnIds.map((id) => [id, false])) as Record<AddOnId, boolean>;

function initialValues(saved: MotorQuotation | null): MotorFormValues {
  if (!saved) {
    return {
      registration_number: '',
      vehicle_model: '',
      year: '',
      engine_cc: '',
      cover_type: 'comprehensive',
      sum_insured: '',
      ncd: '',
      add_ons: noAddOns(),
      owner_id_ref: '',
      postcode: '',
    };
  }
  const addOns = noAddOns();
  for (const id of saved.add_ons) addOns[id] = true;
  return {
    registration_number: saved.registration_number,
    vehicle_model: saved.vehicle.id,
    year: String(saved.year),
    engine_cc: String(saved.engine_cc),
    cover_type: saved.cover_type,
    sum_insured: saved.sum_insured === null ? '' : String(decimalToSen(saved.sum_insured) / 100),
    ncd: saved.ncd,
    add_ons: addOns,
    // The link is public, so the API never answers the NRIC: it is asked again.
    owner_id_ref: '',
    postcode: saved.postcode,
  };
}

function toInput(values: MotorFormValues): MotorQuotationInput {
  const coverType = values.cover_type as CoverType;
  return {
    registration_number: values.registration_number.trim(),
    vehicle_model: values.vehicle_model,
    year: Number(values.year),
    engine_cc: Number(values.engine_cc),
    cover_type: coverType,
    sum_insured: coverType === 'third_party' ? null : `${values.sum_insured.trim().replace(/,/g, '')}.00`,
    ncd: values.ncd as NcdPercent,
    add_ons: coverType === 'comprehensive' ? addOnIds.filter((id) => values.add_ons[id]) : [],
    owner_id_ref: values.owner_id_ref,
    postcode: values.postcode.trim(),
  };
}

const Stack = styled.div`
  display: grid;
  gap: ${space.md};
  margin-bottom: ${space.lg};
`;

const Fieldset = styled.fieldset`
  display: grid;
  gap: ${space.xs};
  margin: 0;
  padding: 0;
  border: 0;

  legend {
    margin-bottom: ${space.xs};
    font-weight: 600;
  }
`;

const Note = styled.p`
  margin: 0;
  color: ${colors.textMuted};
  font-size: ${fontSizes.sm};
`;

/** `/demo-ecics-motor-sales-journey/form/{uuid?}`: a new quotation, or the saved one its link resumes. */
export function MotorFormPage() {
  const { uuid } = useParams<{ uuid?: string }>();
  if (uuid !== undefined && !uuidPattern.test(uuid)) return <NotFoundPage />;
  return <MotorFormLoader key={uuid ?? 'new'} uuid={uuid ?? null} />;
}

function MotorFormLoader({ uuid }: { uuid: string | null }) {
  const { t } = useTranslation('demos');
  const vehicles = useVehicles();
  const saved = useMotorQuotation(uuid);
  if (vehicles.status === 'loading' || saved.status === 'loading') {
    return <PageLoader label={t('motor.form.loading')} />;
  }
  if (saved.status === 'error' && [400, 404].includes(errorStatus(saved.error))) return <NotFoundPage />;
  const failed = vehicles.status === 'error' ? vehicles.error : saved.status === 'error' ? saved.error : null;
  if (failed !== null || vehicles.status !== 'success') {
    const network = readApiErrorParts(failed).network;
    return (
      <WizardBox title={t('motor.form.title')}>
        <Alert variant="error" title={t('motor.loadFailed.title')}>
          {network ? t('motor.loadFailed.network') : t('motor.loadFailed.text')}
        </Alert>
        <Stack>
          <Button
            onClick={() => {
              vehicles.retry();
              saved.retry();
            }}
          >
            {t('motor.retry')}
          </Button>
        </Stack>
      </WizardBox>
    );
  }
  return (
    <MotorWizard
      list={vehicles.data}
      saved={saved.status === 'success' ? saved.data : null}
      onSaved={saved.status === 'success' ? saved.setData : undefined}
    />
  );
}

function MotorWizard({
  list,
  saved,
  onSaved,
}: {
  list: VehicleList;
  saved: MotorQuotation | null;
  onSaved?: (quotation: MotorQuotation) => void;
}) {
  const { t } = useTranslation('demos');
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const describeFailure = useDescribeFailure();
  const server = useServerFieldErrors();
  const [failure, setFailure] = useState<StepFailure | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<MotorFormValues>(() => initialValues(saved));
  // A resumed quotation may open at any step; a new one no further than the first step not yet answered.
  const completeUpTo = useRef<number>(saved ? steps.length - 1 : 0);
  const { step, goTo, focusTitle, focusHeading } = useStepInUrl((asked) =>
    isStep(asked) && steps.indexOf(asked) <= completeUpTo.current ? asked : 'vehicle',
  );
  const index = steps.indexOf(step);
  const schema = useStepSchema(step, list);

  // Each step is a form of its own (a fresh submit count), its answers kept here between steps.
  const submit = async (answers: MotorFormValues) => {
    setFailure(null);
    setValues(answers);
    const next = steps[index + 1];
    if (next) {
      completeUpTo.current = Math.max(completeUpTo.current, index + 1);
      goTo(next);
      return;
    }
    try {
      const quotation = await saveMotorQuotation(toInput(answers), saved?.uuid ?? null);
      onSaved?.(quotation);
      navigate(localized(`/demo-ecics-motor-sales-journey/summary/${quotation.uuid}`));
    } catch (error) {
      const { fields } = readApiErrorParts(error);
      const named = Object.keys(fields).filter((name) => name in stepOfField);
      if (named.length > 0) {
        server.setErrors(fields as FieldMessages);
        const first = steps.find((candidate) => named.some((name) => stepOfField[name] === candidate));
        if (first && first !== step) goTo(first);
        else formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
        return;
      }
      setFailure(describeFailure(error));
    }
  };

  return (
    <WizardBox title={t('motor.form.title')} focusTitle={focusTitle} wide>
      <DemoNotice />
      <Stepper steps={steps} current={step} labelOf={(name) => t(`motor.form.steps.${name}`)} />
      {failure ? (
        <Alert variant="error" title={failure.title}>
          {failure.text}
        </Alert>
      ) : null}
      <Formik<MotorFormValues> key={step} initialValues={values} validationSchema={schema} onSubmit={submit}>
        {({ isSubmitting, values: current }) => (
          <Form noValidate ref={formRef}>
            <FocusFirstError formRef={formRef} />
            <StepHeading
              counter={t('motor.form.counter', { current: index + 1, total: steps.length })}
              focusOnMount={focusHeading}
            >
              {t(`motor.form.steps.${step}`)}
            </StepHeading>
            <Stack>
              {step === 'vehicle' ? <VehicleStep list={list} server={server} /> : null}
              {step === 'cover' ? <CoverStep list={list} server={server} /> : null}
              {step === 'owner' ? <OwnerStep server={server} resumed={saved !== null} /> : null}
            </Stack>
            <StepActions
              loading={isSubmitting}
              onBack={
                index > 0
                  ? () => {
                      setValues(current);
                      goTo(steps[index - 1] as Step);
                    }
                  : undefined
              }
              continueLabel={index === steps.length - 1 ? t('motor.form.submit') : undefined}
            />
          </Form>
        )}
      </Formik>
    </WizardBox>
  );
}

type Server = ReturnType<typeof useServerFieldErrors>;

function useStepSchema(step: Step, list: VehicleList): ObjectSchema<AnyObject> {
  const { t } = useTranslation('demos');
  const validators = createValidators(t);
  const yearOf = (parent: { vehicle_model?: string; year?: string }) =>
    list.models
      .find((model) => model.id === parent.vehicle_model)
      ?.years.find((entry) => String(entry.year) === parent.year);
  if (step === 'vehicle') {
    return object({
      registration_number: validators.required.test(
        'registration',
        () => t('motor.validation.registration'),
        (value) => !value || registrationPattern.test(value.toUpperCase().replace(/[\s-]+/g, '')),
      ),
      vehicle_model: string().required(() => t('motor.validation.vehicleModel')),
      year: string().required(() => t('motor.validation.year')),
      engine_cc: validators.required.test(
        'engine',
        () => t('motor.validation.engineCc', list.engine_cc),
        (value) =>
          !value ||
          (/^\d+$/.test(value) && Number(value) >= list.engine_cc.min && Number(value) <= list.engine_cc.max),
      ),
    });
  }
  if (step === 'cover') {
    return object({
      cover_type: mixed<CoverType>()
        .oneOf([...coverTypes], () => t('motor.validation.coverType'))
        .required(() => t('motor.validation.coverType'))
        .test(
          'age',
          () => t('motor.validation.tooOld', { years: list.comprehensive_max_age_years }),
          function young(value) {
            return value !== 'comprehensive' || yearOf(this.parent)?.comprehensive !== false;
          },
        ),
      sum_insured: string().when('cover_type', {
        is: (cover: string) => cover !== 'third_party',
        then: () =>
          validators.required.test('range', function inRange(value) {
            if (!value) return true;
            const digits = value.replace(/,/g, '');
            if (!/^\d+$/.test(digits) || Number(digits) % 100 !== 0) {
              return this.createError({ message: t('motor.validation.sumInsuredStep') });
            }
            const entry = yearOf(this.parent);
            if (!entry) return true;
            const sen = Number(digits) * 100;
            const min = decimalToSen(entry.sum_insured_min);
            const max = decimalToSen(entry.sum_insured_max);
            return (
              (sen >= min && sen <= max) ||
              this.createError({
                message: t('motor.validation.sumInsuredRange', {
                  min: formatMoney(min, { omitZeroSen: true }),
                  max: formatMoney(max, { omitZeroSen: true }),
                }),
              })
            );
          }),
      }),
      ncd: string().required(() => t('motor.validation.ncd')),
    });
  }
  return object({ owner_id_ref: validators.dashedNric, postcode: validators.postcode });
}

function VehicleStep({ list, server }: { list: VehicleList; server: Server }) {
  const { t } = useTranslation('demos');
  const { values, setFieldValue } = useFormikContext<MotorFormValues>();
  const model = list.models.find((candidate) => candidate.id === values.vehicle_model);
  return (
    <>
      <TextField
        name="registration_number"
        label={t('motor.fields.registration')}
        hint={t('motor.fields.registrationHint')}
        autoCapitalize="characters"
        autoComplete="off"
        spellCheck={false}
        maxLength={16}
        required
        error={server.errorFor('registration_number')}
        onChange={() => server.clearField('registration_number')}
      />
      <SelectField
        name="vehicle_model"
        label={t('motor.fields.vehicleModel')}
        placeholder={t('motor.fields.vehicleModelPlaceholder')}
        options={list.models.map((candidate) => ({
          value: candidate.id,
          label: `${candidate.make} ${candidate.model}`,
        }))}
        required
        error={server.errorFor('vehicle_model')}
        onChange={(event) => {
          server.clearField('vehicle_model');
          const chosen = list.models.find((candidate) => candidate.id === event.target.value);
          void setFieldValue('year', '');
          if (chosen) void setFieldValue('engine_cc', String(chosen.engine_cc));
        }}
      />
      <SelectField
        name="year"
        label={t('motor.fields.year')}
        placeholder={model ? t('motor.fields.yearPlaceholder') : t('motor.fields.yearFirstModel')}
        options={(model?.years ?? []).map((entry) => ({
          value: String(entry.year),
          label: String(entry.year),
        }))}
        disabled={!model}
        required
        error={server.errorFor('year')}
        onChange={() => server.clearField('year')}
      />
      <TextField
        name="engine_cc"
        label={t('motor.fields.engineCc')}
        hint={t('motor.fields.engineCcHint')}
        inputMode="numeric"
        endAdornment="cc"
        required
        error={server.errorFor('engine_cc')}
        onChange={() => server.clearField('engine_cc')}
      />
    </>
  );
}

function CoverStep({ list, server }: { list: VehicleList; server: Server }) {
  const { t } = useTranslation('demos');
  const { values } = useFormikContext<MotorFormValues>();
  const entry = list.models
    .find((candidate) => candidate.id === values.vehicle_model)
    ?.years.find((candidate) => String(candidate.year) === values.year);
  return (
    <>
      <RadioGroup
        name="cover_type"
        legend={t('motor.fields.coverType')}
        options={coverTypes.map((id) => ({ value: id, label: t(`motor.cover.${id}`) }))}
        onValueChange={() => server.clearField('cover_type')}
        required
      />
      {server.errorFor('cover_type') ? <Note role="alert">{server.errorFor('cover_type')}</Note> : null}
      {values.cover_type !== 'third_party' ? (
        <TextField
          name="sum_insured"
          label={t('motor.fields.sumInsured')}
          hint={
            entry
              ? t('motor.fields.sumInsuredHint', {
                  value: formatMoney(decimalToSen(entry.market_value), { omitZeroSen: true }),
                  min: formatMoney(decimalToSen(entry.sum_insured_min), { omitZeroSen: true }),
                  max: formatMoney(decimalToSen(entry.sum_insured_max), { omitZeroSen: true }),
                })
              : undefined
          }
          startAdornment="RM"
          inputMode="numeric"
          required
          error={server.errorFor('sum_insured')}
          onChange={() => server.clearField('sum_insured')}
        />
      ) : (
        <Note>{t('motor.fields.thirdPartyNoValue')}</Note>
      )}
      <SelectField
        name="ncd"
        label={t('motor.fields.ncd')}
        hint={t('motor.fields.ncdHint')}
        placeholder={t('motor.fields.ncdPlaceholder')}
        options={ncdPercents.map((percent) => ({ value: percent, label: `${percent}%` }))}
        required
        error={server.errorFor('ncd')}
        onChange={() => server.clearField('ncd')}
      />
      {values.cover_type === 'comprehensive' ? (
        <Fieldset>
          <legend>{t('motor.fields.addOns')}</legend>
          {addOnIds.map((id) => (
            <CheckboxField key={id} name={`add_ons.${id}`} label={t(`motor.addOns.${id}`)} />
          ))}
          {server.errorFor('add_ons') ? <Note role="alert">{server.errorFor('add_ons')}</Note> : null}
        </Fieldset>
      ) : (
        <Note>{t('motor.fields.addOnsComprehensiveOnly')}</Note>
      )}
    </>
  );
}

function OwnerStep({ server, resumed }: { server: Server; resumed: boolean }) {
  const { t } = useTranslation('demos');
  const { values } = useFormikContext<MotorFormValues>();
  return (
    <>
      <NricField
        name="owner_id_ref"
        label={t('motor.fields.ownerNric')}
        hint={resumed ? t('motor.fields.ownerNricAgain') : t('motor.fields.ownerNricHint')}
        error={server.errorFor('owner_id_ref')}
        onChange={() => server.clearField('owner_id_ref')}
      />
      <TextField
        name="postcode"
        label={t('motor.fields.postcode')}
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={5}
        required
        error={server.errorFor('postcode')}
        onChange={() => server.clearField('postcode')}
      />
      <PostcodePlace postcode={values.postcode} />
    </>
  );
}
