import { useRef, useState } from 'react';
import { Form, Formik } from 'formik';
import { useTranslation } from '@teduh/shared/i18n-react';
import styled from 'styled-components';
import { colors, fontWeights, space } from '@teduh/shared';
import {
  CheckboxField,
  FocusFirstError,
  isValidPhone,
  SelectField,
  TextField,
  RadioGroup,
} from '@teduh/shared/forms';
import { StepActions, StepHeading } from '@teduh/shared/journey';
import { updateQuotation } from '../../../api/quotations';
import { useRelationships } from '../../../api/relationships';
import type { Beneficiary } from '../../../api/types';
import { ErrorAlert } from '../../../components/error-alert';
import type { StepProps } from './step-props';

const Payout = styled.p`
  margin: 0 0 ${space.md};
  color: ${colors.text};

  strong {
    font-weight: ${fontWeights.bold};
  }
`;

export interface BeneficiaryValues {
  name: string;
  contact_number: string;
  relationship: string;
  type: 'hibah' | 'wasi' | '';
  gender: 'male' | 'female' | '';
  email: string;
  agreed: boolean;
}

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function initialValues(beneficiary: Beneficiary | null): BeneficiaryValues {
  return {
    name: beneficiary?.name ?? '',
    contact_number: beneficiary?.contact_number ?? '',
    relationship: beneficiary?.relationship ?? '',
    type: beneficiary?.type ?? '',
    gender: beneficiary?.gender ?? '',
    email: beneficiary?.email ?? '',
    agreed: beneficiary?.agreed ?? false,
  };
}

/**
 * Step 2 (optional): the person who receives the benefits, with the payout fixed at 100%. The form is on screen
 * from the start, so naming someone is the way forward; "Skip for now" beside continue moves on without one.
 */
export function BeneficiaryStep({ quotation, counter, focusHeading, onSaved, onNext, onBack }: StepProps) {
  const { t } = useTranslation('pusara');
  const formRef = useRef<HTMLFormElement>(null);
  const relationships = useRelationships();
  const [error, setError] = useState<unknown>(null);
  const shared = (key: string) => t(key, { ns: 'shared' });

  const validate = (values: BeneficiaryValues) => {
    const errors: Partial<Record<keyof BeneficiaryValues, string>> = {};
    if (!values.name.trim()) errors.name = shared('validation.required');
    if (!values.contact_number.trim()) errors.contact_number = shared('validation.required');
    else if (!isValidPhone(values.contact_number)) errors.contact_number = shared('validation.invalidPhone');
    if (!values.relationship) errors.relationship = shared('validation.required');
    if (!values.type) errors.type = shared('validation.required');
    if (!values.gender) errors.gender = shared('validation.required');
    if (values.email.trim() && !emailPattern.test(values.email.trim()))
      errors.email = shared('validation.invalidEmail');
    if (!values.agreed) errors.agreed = shared('validation.beneficiaryPayout');
    return errors;
  };

  const save = async (beneficiary: Beneficiary | null) => {
    setError(null);
    try {
      onSaved(await updateQuotation(quotation.uuid, { beneficiary }));
      onNext();
    } catch (caught) {
      setError(caught);
    }
  };

  const submit = (values: BeneficiaryValues) =>
    save({
      name: values.name.trim(),
      contact_number: values.contact_number.trim(),
      relationship: values.relationship,
      type: values.type as Beneficiary['type'],
      gender: values.gender as Beneficiary['gender'],
      email: values.email.trim() || null,
      payout: 100,
      agreed: true,
    });

  const options =
    relationships.status === 'success'
      ? relationships.data.map((relationship) => ({ value: relationship.code, label: relationship.name }))
      : [];

  return (
    <section aria-labelledby="step-beneficiary">
      <StepHeading counter={counter} focusOnMount={focusHeading} id="step-beneficiary">
        {t('beneficiary.title')}
      </StepHeading>
      <p>{t('beneficiary.intro')}</p>
      <Formik initialValues={initialValues(quotation.beneficiary)} validate={validate} onSubmit={submit}>
        {({ isSubmitting, setSubmitting }) => (
          <Form ref={formRef} noValidate>
            <FocusFirstError formRef={formRef} />
            <TextField name="name" label={t('beneficiary.name')} autoComplete="off" required />
            <TextField
              name="contact_number"
              label={t('beneficiary.contactNumber')}
              hint={t('beneficiary.contactHint')}
              type="tel"
              inputMode="tel"
              autoComplete="off"
              required
            />
            <SelectField
              name="relationship"
              label={t('beneficiary.relationship')}
              placeholder={t('beneficiary.relationshipPlaceholder')}
              options={options}
              required
              error={relationships.status === 'error' ? t('beneficiary.relationshipsFailed') : undefined}
            />
            <RadioGroup
              name="type"
              legend={t('beneficiary.type')}
              required
              options={[
                { value: 'hibah', label: t('beneficiary.hibah') },
                { value: 'wasi', label: t('beneficiary.wasi') },
              ]}
            />
            <RadioGroup
              name="gender"
              legend={t('beneficiary.gender')}
              required
              options={[
                { value: 'male', label: t('quote.male') },
                { value: 'female', label: t('quote.female') },
              ]}
            />
            <TextField
              name="email"
              type="email"
              label={t('beneficiary.email')}
              hint={t('common.optional')}
              autoComplete="off"
            />
            <Payout>
              {t('beneficiary.payout')} <strong>100%</strong>
            </Payout>
            <CheckboxField name="agreed" label={t('beneficiary.agree')} />
            {error ? <ErrorAlert error={error} /> : null}
            <StepActions
              onBack={onBack}
              loading={isSubmitting}
              alternative={{
                label: t('beneficiary.skip'),
                onClick: () => {
                  setSubmitting(true);
                  void save(null).finally(() => setSubmitting(false));
                },
              }}
            />
          </Form>
        )}
      </Formik>
    </section>
  );
}
