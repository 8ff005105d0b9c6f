import { useRef, useState } from 'react';
import { Form, Formik } from 'formik';
import { useTranslation } from '@teduh/shared/i18n-react';
import { FocusFirstError } from '@teduh/shared/forms';
import {
  BeneficiaryFields,
  beneficiaryInitialValues,
  StepActions,
  StepHeading,
  toBeneficiary,
  validateBeneficiary,
  type BeneficiaryValues,
} from '@teduh/shared/journey';
import { updateQuotation } from '../../../api/quotations';
import { useRelationships } from '../../../api/relationships';
import type { Beneficiary } from '../../../api/types';
import { ErrorAlert } from '../../../components/error-alert';
import type { StepProps } from './step-props';

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

  const validate = (values: BeneficiaryValues) =>
    validateBeneficiary(values, (key) => shared(`validation.${key}`));

  const save = async (beneficiary: Beneficiary | null) => {
    setError(null);
    try {
      onSaved(await updateQuotation(quotation.uuid, { beneficiary }));
      onNext();
    } catch (caught) {
      setError(caught);
    }
  };

  const submit = (values: BeneficiaryValues) => save(toBeneficiary(values));

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
      <Formik
        initialValues={beneficiaryInitialValues(quotation.beneficiary)}
        validate={validate}
        onSubmit={submit}
      >
        {({ isSubmitting, setSubmitting }) => (
          <Form ref={formRef} noValidate>
            <FocusFirstError formRef={formRef} />
            <BeneficiaryFields
              relationships={options}
              relationshipsFailed={relationships.status === 'error'}
              labels={{
                name: t('beneficiary.name'),
                contactNumber: t('beneficiary.contactNumber'),
                contactHint: t('beneficiary.contactHint'),
                relationship: t('beneficiary.relationship'),
                relationshipPlaceholder: t('beneficiary.relationshipPlaceholder'),
                relationshipsFailed: t('beneficiary.relationshipsFailed'),
                type: t('beneficiary.type'),
                hibah: t('beneficiary.hibah'),
                wasi: t('beneficiary.wasi'),
                gender: t('beneficiary.gender'),
                male: t('quote.male'),
                female: t('quote.female'),
                email: t('beneficiary.email'),
                optional: t('common.optional'),
                payout: t('beneficiary.payout'),
                agree: t('beneficiary.agree'),
              }}
            />
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
