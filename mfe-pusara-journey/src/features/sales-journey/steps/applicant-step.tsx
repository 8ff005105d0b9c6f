import { useRef, useState } from 'react';
import { Form, Formik } from 'formik';
import { useTranslation } from '@teduh/shared/i18n-react';
import { useNavigate } from '@teduh/shared/router';
import { useLocalizedPath, useSessionStore } from '@teduh/shared';
import { CheckboxField, FocusFirstError } from '@teduh/shared/forms';
import { DetailsList, StepActions, StepHeading } from '@teduh/shared/journey';
import { rateQuotation } from '../../../api/quotations';
import { ErrorAlert } from '../../../components/error-alert';
import { formatDisplayDate } from '../../../lib/dates';
import type { StepProps } from './step-props';

/**
 * Step 6: the applicant's details as verified (profile and eKYC; read-only), the accuracy acknowledgement,
 * then the application is submitted and the member chooses how to pay.
 */
export function ApplicantStep({
  quotation,
  counter,
  focusHeading,
  onBack,
  submitApplication,
}: StepProps & {
  /** Another journey's submission (sponsored cover: nothing to pay); the flagship's goes on to payment. */
  submitApplication?: () => Promise<void>;
}) {
  const { t, i18n } = useTranslation('pusara');
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const formRef = useRef<HTMLFormElement>(null);
  const profile = useSessionStore((state) => state.profile);
  const [error, setError] = useState<unknown>(null);
  const person = quotation.persons[0];
  const holder = quotation.holder;
  const address = person
    ? [person.address_1, person.address_2, person.postcode, person.city, person.state]
        .filter(Boolean)
        .join(', ')
    : '';

  const submit = async () => {
    setError(null);
    try {
      if (submitApplication) {
        await submitApplication();
        return;
      }
      const result = await rateQuotation(quotation.uuid, {
        term: quotation.contribution_term ?? 'month',
        submit: true,
      });
      if (!result.certificate) throw new Error('The submitted application has no certificate');
      navigate(localized(`/pusara-pro/payment-method/${result.certificate.uuid}`));
    } catch (caught) {
      setError(caught);
    }
  };

  return (
    <section aria-labelledby="step-applicant">
      <StepHeading counter={counter} focusOnMount={focusHeading} id="step-applicant">
        {t('applicant.title')}
      </StepHeading>
      <p>{t('applicant.intro')}</p>
      <DetailsList>
        <dt>{t('applicant.name')}</dt>
        <dd>{`${holder.first_name} ${holder.last_name}`.trim() || profile?.full_name}</dd>
        <dt>{t('applicant.nric')}</dt>
        <dd>{holder.id_ref}</dd>
        <dt>{t('quote.dob')}</dt>
        <dd>{formatDisplayDate(holder.dob, i18n.language)}</dd>
        <dt>{t('quote.gender')}</dt>
        <dd>{t(holder.gender === 'male' ? 'quote.male' : 'quote.female')}</dd>
        <dt>{t('applicant.email')}</dt>
        <dd>{holder.email}</dd>
        {holder.contact_number ? (
          <>
            <dt>{t('beneficiary.contactNumber')}</dt>
            <dd>{holder.contact_number}</dd>
          </>
        ) : null}
        {address ? (
          <>
            <dt>{t('applicant.address')}</dt>
            <dd>{address}</dd>
          </>
        ) : null}
      </DetailsList>
      <Formik
        initialValues={{ accurate: false }}
        validate={(values) =>
          values.accurate ? {} : { accurate: t('validation.accuracyAcknowledgement', { ns: 'shared' }) }
        }
        onSubmit={submit}
      >
        {({ isSubmitting }) => (
          <Form ref={formRef} noValidate>
            <FocusFirstError formRef={formRef} />
            <CheckboxField name="accurate" label={t('applicant.acknowledge')} />
            {error ? <ErrorAlert error={error} /> : null}
            <StepActions onBack={onBack} loading={isSubmitting} continueLabel={t('applicant.submit')} />
          </Form>
        )}
      </Formik>
    </section>
  );
}
