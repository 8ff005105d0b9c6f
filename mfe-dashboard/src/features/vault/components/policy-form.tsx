import { useMemo, useRef, type ReactNode } from 'react';
import { useTranslation } from '@teduh/shared/i18n-react';
import { Form, Formik, type FormikHelpers } from 'formik';
import styled from 'styled-components';
import * as yup from 'yup';
import { Button, colors, fontSizes, readApiErrorParts, space, toast } from '@teduh/shared';
import { DateField, FocusFirstError, SelectField, TextField } from '@teduh/shared/forms';
import { useServerFieldErrors } from '@teduh/shared/journey';
import type { Insurer, VaultPolicyInput } from '../api/types';
import { vaultPolicyTypes } from '../api/types';

const OTHER = 'other';

export interface PolicyFormValues {
  product: string;
  policy_number: string;
  /** An insurer id, `other`, or '' before a choice. */
  insurer: string;
  insurer_other: string;
  type: string;
  coverage_amount: string;
  start_date: string;
  expiry_date: string;
}

export const emptyPolicyForm: PolicyFormValues = {
  product: '',
  policy_number: '',
  insurer: '',
  insurer_other: '',
  type: '',
  coverage_amount: '',
  start_date: '',
  expiry_date: '',
};

const formFields = [
  'product',
  'policy_number',
  'insurer',
  'insurer_other',
  'type',
  'coverage_amount',
  'start_date',
  'expiry_date',
] as const;

export function toPolicyInput(values: PolicyFormValues): VaultPolicyInput {
  const other = values.insurer === OTHER;
  return {
    product: values.product.trim(),
    policy_number: values.policy_number.trim(),
    insurer: other || values.insurer === '' ? null : Number(values.insurer),
    insurer_other: other ? values.insurer_other.trim() : null,
    type: values.type,
    coverage_amount: values.coverage_amount.replace(/[,\s]/g, '').replace(/^RM/i, ''),
    start_date: values.start_date,
    expiry_date: values.expiry_date || null,
  };
}

const Grid = styled.div`
  display: grid;
  gap: 0 ${space.md};

  @media (min-width: 640px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Wide = styled.div`
  @media (min-width: 640px) {
    grid-column: 1 / -1;
  }
`;

const ReadNote = styled.p`
  margin: -${space.xs} 0 ${space.md};
  color: ${colors.textMuted};
  font-size: ${fontSizes.sm};
`;

const Actions = styled.div`
  display: flex;
  flex-direction: column-reverse;
  gap: ${space.sm};
  margin-top: ${space.lg};

  @media (min-width: 480px) {
    flex-direction: row;
    justify-content: flex-end;
  }
`;

/**
 * The policy-add form (add and edit): product, policy number, insurer from the list or "Other" with its name,
 * type, coverage amount in ringgit, start (enforce) date and expiry date. Fields read from a document are
 * marked so the member checks them; nothing is saved until the member submits.
 */
export function PolicyForm({
  initialValues,
  insurers,
  readFields = [],
  submitLabel,
  onSubmit,
  cancel,
}: {
  initialValues: PolicyFormValues;
  insurers: Insurer[];
  /** The fields the reader filled in from the member's document. */
  readFields?: string[];
  submitLabel: string;
  onSubmit: (input: VaultPolicyInput) => Promise<void>;
  cancel?: ReactNode;
}) {
  const { t } = useTranslation('dashboard');
  const server = useServerFieldErrors();
  const formRef = useRef<HTMLFormElement>(null);
  const schema = useMemo(
    () =>
      yup.object({
        product: yup
          .string()
          .trim()
          .required(t('vault.form.errors.product'))
          .max(120, t('vault.form.errors.product')),
        policy_number: yup
          .string()
          .trim()
          .required(t('vault.form.errors.policyNumber'))
          .matches(/^[A-Za-z0-9][A-Za-z0-9 /-]{0,39}$/, t('vault.form.errors.policyNumber')),
        insurer: yup.string().required(t('vault.form.errors.insurer')),
        insurer_other: yup.string().when('insurer', {
          is: OTHER,
          then: (field) => field.trim().required(t('vault.form.errors.insurerOther')),
        }),
        type: yup.string().required(t('vault.form.errors.type')),
        coverage_amount: yup
          .string()
          .trim()
          .required(t('vault.form.errors.coverage'))
          .matches(/^(RM\s*)?\d{1,3}(,?\d{3})*(\.\d{1,2})?$/i, t('vault.form.errors.coverage')),
        start_date: yup.string().required(t('vault.form.errors.startDate')),
        expiry_date: yup
          .string()
          .test('after-start', t('vault.form.errors.expiryBeforeStart'), (value, context) => {
            const start = (context.parent as PolicyFormValues).start_date;
            return !value || !start || value > start;
          }),
      }),
    [t],
  );

  const insurerOptions = [
    ...insurers.map((insurer) => ({ value: String(insurer.id), label: insurer.name })),
    { value: OTHER, label: t('vault.form.insurerOther') },
  ];
  const typeOptions = vaultPolicyTypes.map((type) => ({ value: type, label: t(`vault.type.${type}`) }));
  const readHint = (name: string) =>
    readFields.includes(name) ? t('vault.form.readFromDocument') : undefined;

  const submit = async (values: PolicyFormValues, helpers: FormikHelpers<PolicyFormValues>) => {
    server.setErrors({});
    try {
      await onSubmit(toPolicyInput(values));
    } catch (error) {
      const parts = readApiErrorParts(error);
      if (parts.network) {
        toast.error(t('common.networkError.title'));
        return;
      }
      const fields = { ...parts.fields };
      // "Other" with no name is the insurer field's message on this form.
      if (fields.insurer_other && !fields.insurer) fields.insurer = fields.insurer_other;
      if (!server.placeFields(fields, formFields, helpers.setTouched, formRef.current)) {
        toast.error(parts.detail ?? t('vault.form.failed'));
      }
    }
  };

  return (
    <Formik initialValues={initialValues} validationSchema={schema} onSubmit={submit} enableReinitialize>
      {({ isSubmitting, values }) => (
        <Form noValidate ref={formRef} aria-label={submitLabel}>
          <FocusFirstError formRef={formRef} />
          <Grid>
            <Wide>
              <TextField
                name="product"
                label={t('vault.form.product')}
                hint={readHint('product') ?? t('vault.form.productHint')}
                error={server.errorFor('product')}
                onChange={() => server.clearField('product')}
                maxLength={120}
                required
              />
            </Wide>
            <TextField
              name="policy_number"
              label={t('vault.form.policyNumber')}
              hint={readHint('policy_number')}
              error={server.errorFor('policy_number')}
              onChange={() => server.clearField('policy_number')}
              autoCapitalize="characters"
              maxLength={40}
              required
            />
            <SelectField
              name="insurer"
              label={t('vault.form.insurer')}
              placeholder={t('vault.form.insurerPlaceholder')}
              options={insurerOptions}
              hint={readHint('insurer')}
              error={server.errorFor('insurer')}
              onChange={() => server.clearField('insurer')}
              required
            />
            {values.insurer === OTHER ? (
              <Wide>
                <TextField
                  name="insurer_other"
                  label={t('vault.form.insurerOtherName')}
                  error={server.errorFor('insurer_other')}
                  onChange={() => server.clearField('insurer_other')}
                  maxLength={120}
                  required
                />
              </Wide>
            ) : null}
            <SelectField
              name="type"
              label={t('vault.form.type')}
              placeholder={t('vault.form.typePlaceholder')}
              options={typeOptions}
              hint={readHint('type')}
              error={server.errorFor('type')}
              onChange={() => server.clearField('type')}
              required
            />
            <TextField
              name="coverage_amount"
              label={t('vault.form.coverage')}
              hint={readHint('coverage_amount') ?? t('vault.form.coverageHint')}
              error={server.errorFor('coverage_amount')}
              onChange={() => server.clearField('coverage_amount')}
              inputMode="decimal"
              maxLength={20}
              required
            />
            <DateField
              name="start_date"
              label={t('vault.form.startDate')}
              hint={readHint('start_date') ?? t('vault.form.startDateHint')}
              error={server.errorFor('start_date')}
              onChange={() => server.clearField('start_date')}
              required
            />
            <DateField
              name="expiry_date"
              label={t('vault.form.expiryDate')}
              hint={readHint('expiry_date') ?? t('vault.form.expiryDateHint')}
              error={server.errorFor('expiry_date')}
              onChange={() => server.clearField('expiry_date')}
              min={values.start_date || undefined}
            />
          </Grid>
          {readFields.length > 0 ? <ReadNote>{t('vault.form.checkRead')}</ReadNote> : null}
          <Actions>
            {cancel}
            <Button type="submit" size="lg" loading={isSubmitting}>
              {submitLabel}
            </Button>
          </Actions>
        </Form>
      )}
    </Formik>
  );
}
