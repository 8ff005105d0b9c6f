import { useId, useRef, useState, type ReactNode } from 'react';
import { Form, Formik } from 'formik';
import { Trans, useTranslation } from '@teduh/shared/i18n-react';
import { currentLocale } from '@teduh/shared';
import { CheckAllField, CheckboxField, CheckboxGroupError, FocusFirstError } from '@teduh/shared/forms';
import { StepActions, StepHeading } from '@teduh/shared/journey';
import { updateQuotation } from '../../../api/quotations';
import { ErrorAlert } from '../../../components/error-alert';
import type { StepProps } from './step-props';

/** A plan document, opened in a new tab so the form keeps its ticks (Trans fills in the link text). */
function DocumentLink({ href, children }: { href: string; children?: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noreferrer">
      {children}
    </a>
  );
}

const termIds = ['documents', 'eligibility', 'conditions'] as const;
type TermsValues = Record<(typeof termIds)[number], boolean>;

/**
 * Step 3: every term must be accepted. One box below ticks them all; each stays readable and tickable on its own.
 * Each box left unticked is marked invalid, and the one message ('You must agree to all the terms to continue.')
 * is shown once, below the boxes.
 */
export function TermsStep({ quotation, counter, focusHeading, onSaved, onNext, onBack }: StepProps) {
  const { t } = useTranslation('pusara');
  const formRef = useRef<HTMLFormElement>(null);
  const [error, setError] = useState<unknown>(null);
  const locale = currentLocale();
  const accepted = quotation.terms_accepted;
  const termsErrorId = useId();

  const validate = (values: TermsValues) => {
    const errors: Partial<Record<keyof TermsValues, string>> = {};
    for (const id of termIds) {
      if (!values[id]) errors[id] = t('validation.mustAgreeAllTerms', { ns: 'shared' });
    }
    return errors;
  };

  const submit = async () => {
    setError(null);
    try {
      onSaved(await updateQuotation(quotation.uuid, { terms_accepted: true }));
      onNext();
    } catch (caught) {
      setError(caught);
    }
  };

  return (
    <section aria-labelledby="step-terms">
      <StepHeading counter={counter} focusOnMount={focusHeading} id="step-terms">
        {t('terms.title')}
      </StepHeading>
      <p>{t('terms.intro')}</p>
      <Formik
        initialValues={{ documents: accepted, eligibility: accepted, conditions: accepted }}
        validate={validate}
        onSubmit={submit}
      >
        {({ isSubmitting }) => (
          <Form ref={formRef} noValidate>
            <FocusFirstError formRef={formRef} />
            <CheckboxField
              name="documents"
              errorId={termsErrorId}
              label={
                <Trans
                  t={t}
                  i18nKey="terms.documents"
                  components={{
                    pds: <DocumentLink href={`/pds/pusara-pro-pds-${locale}.pdf`} />,
                    statement: (
                      <DocumentLink href={`/product-statement/pusara-pro-product-statement-${locale}.pdf`} />
                    ),
                  }}
                />
              }
            />
            <CheckboxField name="eligibility" errorId={termsErrorId} label={t('terms.eligibility')} />
            <CheckboxField name="conditions" errorId={termsErrorId} label={t('terms.conditions')} />
            <CheckAllField names={termIds} label={t('terms.all')} />
            <CheckboxGroupError id={termsErrorId} names={termIds} />
            {error ? <ErrorAlert error={error} /> : null}
            <StepActions onBack={onBack} loading={isSubmitting} />
          </Form>
        )}
      </Formik>
    </section>
  );
}
