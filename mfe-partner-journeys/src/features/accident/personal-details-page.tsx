// /journey/gibraltar-i-protect/personal-details: the person to be covered, as on the MyKad (its date part
// must be the date of birth given with the plan, and its last digit the gender), the contact and the address.
import { useRef } from 'react';
import { Form, Formik } from 'formik';
import { useTranslation } from '@teduh/shared/i18n-react';
import { useNavigate } from '@teduh/shared/router';
import { Alert, useLocalizedPath } from '@teduh/shared';
import { FocusFirstError, RadioGroup, SelectField, TextField, isValidPhone } from '@teduh/shared/forms';
import { NricField, StepActions, StepHeading } from '@teduh/shared/journey';
import { ErrorAlert } from '../partner-insurer/error-alert';
import { useStateCodes } from './api';
import {
  AccidentFrame,
  BackToStep,
  missingStep,
  stepPaths,
  useAccidentDraft,
  useCounter,
  type PersonDetails,
} from './journey';

const emptyPerson: PersonDetails = {
  name: '',
  nric: '',
  email: '',
  phone: '',
  gender: '',
  address1: '',
  address2: '',
  postcode: '',
  stateCode: '',
};

export function PersonalDetailsPage() {
  const { t } = useTranslation('partners');
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const { draft, update } = useAccidentDraft();
  const counter = useCounter('details');
  const formRef = useRef<HTMLFormElement>(null);
  const states = useStateCodes();
  const missing = missingStep(draft, 'details');
  if (missing) return <BackToStep step={missing} />;

  const shared = (key: string) => t(`validation.${key}`, { ns: 'shared' });
  const validate = (values: PersonDetails) => {
    const errors: Partial<Record<keyof PersonDetails, string>> = {};
    for (const key of [
      'name',
      'nric',
      'email',
      'phone',
      'gender',
      'address1',
      'postcode',
      'stateCode',
    ] as const) {
      if (!values[key].trim()) errors[key] = shared('required');
    }
    const digits = values.nric.replace(/-/g, '');
    if (values.nric && !/^\d{12}$/.test(digits)) errors.nric = shared('nricDigits');
    else if (values.nric && digits.slice(0, 6) !== draft.dob.slice(2).replace(/-/g, ''))
      errors.nric = shared('nricDobMismatch');
    else if (values.nric && values.gender && (Number(digits.at(-1)) % 2 === 1 ? 'm' : 'f') !== values.gender)
      errors.nric = shared('nricGenderMismatch');
    if (values.email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.email))
      errors.email = shared('invalidEmail');
    if (values.phone && !isValidPhone(values.phone)) errors.phone = shared('invalidPhone');
    if (values.postcode && !/^\d{5}$/.test(values.postcode)) errors.postcode = shared('postcode');
    return errors;
  };

  return (
    <AccidentFrame step="details" focusTitle={false}>
      <section aria-labelledby="accident-details">
        <StepHeading counter={counter} id="accident-details" focusOnMount>
          {t('accident.steps.details')}
        </StepHeading>
        <p>{t('accident.details.intro')}</p>
        <Formik<PersonDetails>
          initialValues={draft.person ?? emptyPerson}
          validate={validate}
          onSubmit={(values) => {
            update({ person: values, refId: null });
            navigate(localized(stepPaths.underwritings));
          }}
        >
          <Form ref={formRef} noValidate>
            <FocusFirstError formRef={formRef} />
            <TextField name="name" label={t('accident.details.name')} autoComplete="name" required />
            <NricField name="nric" label={t('accident.details.nric')} hint={t('accident.details.nricHint')} />
            <RadioGroup
              name="gender"
              legend={t('accident.details.gender')}
              required
              options={[
                { value: 'f', label: t('accident.details.female') },
                { value: 'm', label: t('accident.details.male') },
              ]}
            />
            <TextField
              name="email"
              type="email"
              label={t('accident.details.email')}
              hint={t('accident.details.emailHint')}
              autoComplete="email"
              required
            />
            <TextField
              name="phone"
              type="tel"
              label={t('accident.details.phone')}
              autoComplete="tel"
              required
            />
            <TextField
              name="address1"
              label={t('accident.details.address1')}
              autoComplete="address-line1"
              required
            />
            <TextField name="address2" label={t('accident.details.address2')} autoComplete="address-line2" />
            <TextField
              name="postcode"
              label={t('accident.details.postcode')}
              inputMode="numeric"
              autoComplete="postal-code"
              maxLength={5}
              required
            />
            <SelectField
              name="stateCode"
              label={t('accident.details.state')}
              placeholder={states.status === 'loading' ? t('accident.loading') : t('accident.choose')}
              options={
                states.status === 'success'
                  ? states.data.map((state) => ({ value: state.code, label: state.name }))
                  : []
              }
              required
            />
            {states.status === 'error' ? <ErrorAlert error={states.error} /> : null}
            {states.status === 'success' && states.data.length === 0 ? (
              <Alert variant="warning">{t('accident.details.noStates')}</Alert>
            ) : null}
            <StepActions onBack={() => navigate(localized(stepPaths.plan))} />
          </Form>
        </Formik>
      </section>
    </AccidentFrame>
  );
}
