import { useRef, useState } from 'react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useTranslation } from '@teduh/shared/i18n-react';
import styled from 'styled-components';
import { Alert, Button, readApiError, readApiErrorParts, space } from '@teduh/shared';
import { FocusFirstError } from '@teduh/shared/forms';
import {
  BeneficiaryFields,
  beneficiaryInitialValues,
  toBeneficiary,
  validateBeneficiary,
  type BeneficiaryValues,
} from '@teduh/shared/journey';
import type { PolicyDetail } from '../api/types';
import { requestChange, useRelationships, type ChangeRequested } from './api/servicing';

const Actions = styled.div`
  margin-top: ${space.md};
`;

const Failure = styled.div`
  margin: ${space.md} 0;
`;

/** The API names a nominee's field `nominee.<field>`: the form's own names. */
export function placeFieldErrors<T extends object>(
  fields: Record<string, string[]>,
  prefix: string,
  helpers: Pick<FormikHelpers<T>, 'setFieldError' | 'setFieldTouched'>,
): boolean {
  let placed = false;
  for (const [name, messages] of Object.entries(fields)) {
    if (!name.startsWith(`${prefix}.`)) continue;
    const field = name.slice(prefix.length + 1) === 'payout' ? 'agreed' : name.slice(prefix.length + 1);
    void helpers.setFieldTouched(field, true, false);
    helpers.setFieldError(field, messages[0]);
    placed = true;
  }
  return placed;
}

/** The new nominee (hibah or wasi, 100% payout agreed); sending it e-mails the code. */
export function NomineeForm({
  policy,
  onRequested,
}: {
  policy: PolicyDetail;
  onRequested: (sent: ChangeRequested) => void;
}) {
  const { t } = useTranslation('dashboard');
  const formRef = useRef<HTMLFormElement>(null);
  const relationships = useRelationships();
  const [failure, setFailure] = useState<string | null>(null);
  const shared = (key: string) => t(key, { ns: 'shared' });

  const submit = async (values: BeneficiaryValues, helpers: FormikHelpers<BeneficiaryValues>) => {
    setFailure(null);
    try {
      onRequested(await requestChange(policy.uuid, { nominee: toBeneficiary(values) }));
    } catch (error) {
      const parts = readApiErrorParts(error);
      if (placeFieldErrors(parts.fields, 'nominee', helpers)) return;
      setFailure(parts.network ? t('common.networkError.text') : readApiError(error).text);
    }
  };

  const options =
    relationships.status === 'success'
      ? relationships.data.map((relationship) => ({ value: relationship.code, label: relationship.name }))
      : [];

  return (
    <Formik
      initialValues={beneficiaryInitialValues(policy.beneficiary)}
      validate={(values) => validateBeneficiary(values, (key) => shared(`validation.${key}`))}
      onSubmit={submit}
    >
      {({ isSubmitting }) => (
        <Form ref={formRef} noValidate aria-label={t('servicing.nominee.title')}>
          <FocusFirstError formRef={formRef} />
          <BeneficiaryFields
            relationships={options}
            relationshipsFailed={relationships.status === 'error'}
            labels={{
              name: t('servicing.nominee.name'),
              contactNumber: t('servicing.nominee.contactNumber'),
              contactHint: t('servicing.nominee.contactHint'),
              relationship: t('servicing.nominee.relationship'),
              relationshipPlaceholder: t('servicing.nominee.relationshipPlaceholder'),
              relationshipsFailed: t('servicing.nominee.relationshipsFailed'),
              type: t('servicing.nominee.type'),
              hibah: t('servicing.nominee.hibah'),
              wasi: t('servicing.nominee.wasi'),
              gender: t('servicing.nominee.gender'),
              male: t('servicing.nominee.male'),
              female: t('servicing.nominee.female'),
              email: t('servicing.nominee.email'),
              optional: t('servicing.optional'),
              payout: t('servicing.nominee.payout'),
              agree: t('servicing.nominee.agree'),
            }}
          />
          {failure ? (
            <Failure>
              <Alert variant="error" title={t('servicing.failed')}>
                {failure}
              </Alert>
            </Failure>
          ) : null}
          <Actions>
            <Button type="submit" size="lg" loading={isSubmitting}>
              {t('servicing.sendCode')}
            </Button>
          </Actions>
        </Form>
      )}
    </Formik>
  );
}
