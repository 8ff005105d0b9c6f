import { useRef, useState } from 'react';
import { Form, Formik } from 'formik';
import { useTranslation } from '@teduh/shared/i18n-react';
import { Alert, formatMoney, Loader } from '@teduh/shared';
import { FocusFirstError, RadioGroup } from '@teduh/shared/forms';
import { StepActions, StepHeading } from '@teduh/shared/journey';
import { updateQuotation, useQuotationRate } from '../../../api/quotations';
import type { ContributionTerm } from '../../../api/types';
import { ErrorAlert } from '../../../components/error-alert';
import { decimalToSen } from '../../../lib/money';
import type { StepProps } from './step-props';

/** The yearly contribution's rebate against twelve monthly ones (one month's contribution). */
export function yearlyRebateSen(monthly: string, yearly: string): number {
  return decimalToSen(monthly) * 12 - decimalToSen(yearly);
}

/**
 * Step 4: pay monthly, or yearly with a one-month rebate. Monthly is chosen to start with: it is the price the
 * quick quote and the quote step showed ('from RM{monthly} / month'); yearly is one tick away.
 */
export function FrequencyStep({ quotation, counter, focusHeading, onSaved, onNext, onBack }: StepProps) {
  const { t } = useTranslation('pusara');
  const formRef = useRef<HTMLFormElement>(null);
  const [error, setError] = useState<unknown>(null);
  const prices = useQuotationRate(quotation, 'month');

  const submit = async (values: { term: ContributionTerm | '' }) => {
    if (values.term === '') return;
    setError(null);
    try {
      onSaved(await updateQuotation(quotation.uuid, { contribution_term: values.term }));
      onNext();
    } catch (caught) {
      setError(caught);
    }
  };

  const rate = prices.status === 'success' ? prices.data : null;
  const monthLabel = rate
    ? t('frequency.monthly', { amount: formatMoney(decimalToSen(rate.monthly_gross_premium)) })
    : t('frequency.monthlyPlain');
  const yearLabel = rate
    ? t('frequency.yearly', { amount: formatMoney(decimalToSen(rate.yearly_gross_premium)) })
    : t('frequency.yearlyPlain');

  return (
    <section aria-labelledby="step-frequency">
      <StepHeading counter={counter} focusOnMount={focusHeading} id="step-frequency">
        {t('frequency.title')}
      </StepHeading>
      <p>{t('frequency.intro')}</p>
      {prices.status === 'loading' ? <Loader label={t('quote.calculating')} showLabel /> : null}
      <Formik<{ term: ContributionTerm | '' }>
        initialValues={{ term: quotation.contribution_term ?? 'month' }}
        validate={(values) =>
          values.term === '' ? { term: t('validation.required', { ns: 'shared' }) } : {}
        }
        onSubmit={submit}
      >
        {({ isSubmitting }) => (
          <Form ref={formRef} noValidate>
            <FocusFirstError formRef={formRef} />
            <RadioGroup
              name="term"
              legend={t('frequency.legend')}
              options={[
                { value: 'month', label: monthLabel },
                { value: 'year', label: yearLabel },
              ]}
            />
            {rate ? (
              <Alert variant="success" role="note">
                {t('frequency.rebate', {
                  amount: formatMoney(yearlyRebateSen(rate.monthly_gross_premium, rate.yearly_gross_premium)),
                })}
              </Alert>
            ) : null}
            {error ? <ErrorAlert error={error} /> : null}
            <StepActions onBack={onBack} loading={isSubmitting} />
          </Form>
        )}
      </Formik>
    </section>
  );
}
