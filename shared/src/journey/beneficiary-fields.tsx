import styled from 'styled-components';
import { colors, fontWeights, space } from '@teduh/shared';
import { CheckboxField, isValidPhone, RadioGroup, SelectField, TextField } from '@teduh/shared/forms';

/** The nominee who receives the benefits (hibah or wasi), the payout fixed at 100%, as a form holds it. */
export interface BeneficiaryValues {
  name: string;
  contact_number: string;
  relationship: string;
  type: 'hibah' | 'wasi' | '';
  gender: 'male' | 'female' | '';
  email: string;
  agreed: boolean;
}

/** The beneficiary as the API keeps it (`certificates/.../quotations` and the certificate). */
export interface BeneficiaryRecord {
  name: string;
  contact_number: string;
  relationship: string;
  type: 'hibah' | 'wasi';
  gender: 'male' | 'female';
  email: string | null;
  payout: 100;
  agreed: true;
}

/** The words of the fields: each journey passes its own (its namespace), so the kit ships none. */
export interface BeneficiaryFieldLabels {
  name: string;
  contactNumber: string;
  contactHint: string;
  relationship: string;
  relationshipPlaceholder: string;
  relationshipsFailed: string;
  type: string;
  hibah: string;
  wasi: string;
  gender: string;
  male: string;
  female: string;
  email: string;
  optional: string;
  payout: string;
  agree: string;
}

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const Payout = styled.p`
  margin: 0 0 ${space.md};
  color: ${colors.text};

  strong {
    font-weight: ${fontWeights.bold};
  }
`;

export function beneficiaryInitialValues(beneficiary: BeneficiaryRecord | null): BeneficiaryValues {
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
 * The spec's rules: name, a valid phone, relationship, type and gender required, an optional valid e-mail, and
 * the 100% payout agreed. `message` reads the shared `validation.*` texts.
 */
export function validateBeneficiary(
  values: BeneficiaryValues,
  message: (key: 'required' | 'invalidPhone' | 'invalidEmail' | 'beneficiaryPayout') => string,
): Partial<Record<keyof BeneficiaryValues, string>> {
  const errors: Partial<Record<keyof BeneficiaryValues, string>> = {};
  if (!values.name.trim()) errors.name = message('required');
  if (!values.contact_number.trim()) errors.contact_number = message('required');
  else if (!isValidPhone(values.contact_number)) errors.contact_number = message('invalidPhone');
  if (!values.relationship) errors.relationship = message('required');
  if (!values.type) errors.type = message('required');
  if (!values.gender) errors.gender = message('required');
  if (values.email.trim() && !emailPattern.test(values.email.trim())) errors.email = message('invalidEmail');
  if (!values.agreed) errors.agreed = message('beneficiaryPayout');
  return errors;
}

/** The values of a valid form as the API takes them. */
export function toBeneficiary(values: BeneficiaryValues): BeneficiaryRecord {
  return {
    name: values.name.trim(),
    contact_number: values.contact_number.trim(),
    relationship: values.relationship,
    type: values.type as BeneficiaryRecord['type'],
    gender: values.gender as BeneficiaryRecord['gender'],
    email: values.email.trim() || null,
    payout: 100,
    agreed: true,
  };
}

/**
 * The nominee's fields inside a Formik form of `BeneficiaryValues`: name, contact number, relationship (the
 * API's list), hibah or wasi, gender, optional e-mail, the fixed 100% payout and its agreement.
 */
export function BeneficiaryFields({
  labels,
  relationships,
  relationshipsFailed = false,
}: {
  labels: BeneficiaryFieldLabels;
  relationships: { value: string; label: string }[];
  relationshipsFailed?: boolean;
}) {
  return (
    <>
      <TextField name="name" label={labels.name} autoComplete="off" required />
      <TextField
        name="contact_number"
        label={labels.contactNumber}
        hint={labels.contactHint}
        type="tel"
        inputMode="tel"
        autoComplete="off"
        required
      />
      <SelectField
        name="relationship"
        label={labels.relationship}
        placeholder={labels.relationshipPlaceholder}
        options={relationships}
        required
        error={relationshipsFailed ? labels.relationshipsFailed : undefined}
      />
      <RadioGroup
        name="type"
        legend={labels.type}
        required
        options={[
          { value: 'hibah', label: labels.hibah },
          { value: 'wasi', label: labels.wasi },
        ]}
      />
      <RadioGroup
        name="gender"
        legend={labels.gender}
        required
        options={[
          { value: 'male', label: labels.male },
          { value: 'female', label: labels.female },
        ]}
      />
      <TextField name="email" type="email" label={labels.email} hint={labels.optional} autoComplete="off" />
      <Payout>
        {labels.payout} <strong>100%</strong>
      </Payout>
      <CheckboxField name="agreed" label={labels.agree} />
    </>
  );
}
