import { useRef, useState } from 'react';
import { Form, Formik } from 'formik';
import { object, string } from 'yup';
import { useTranslation } from '@teduh/shared/i18n-react';
import { useNavigate } from '@teduh/shared/router';
import {
  Alert,
  decimalStringToSen,
  formatMoney,
  PageLoader,
  readApiErrorParts,
  useLocalizedPath,
} from '@teduh/shared';
import { createValidators, FocusFirstError, RadioGroup, SelectField, TextField } from '@teduh/shared/forms';
import {
  StepActions,
  useDescribeFailure,
  useServerFieldErrors,
  WizardBox,
  type StepFailure,
} from '@teduh/shared/journey';
import { createFuneralQuotation, relationships, useFuneralPlans, type Relationship } from './api/kubur-pro';
import { FuneralDemoNotice, FuneralStepper, LoadFailed } from './components/funeral-parts';
import { kuburProPaths } from './kubur-pro-paths';

interface Values {
  plan: string;
  beneficiary: { name: string; relationship: Relationship | ''; phone: string };
}

const fieldNames = ['plan', 'beneficiary.name', 'beneficiary.relationship', 'beneficiary.phone'] as const;

/** `/demo-teduh-kubur-pro/form`: the member picks a funeral benefit and names the beneficiary. */
export function KuburProFormPage() {
  const { t } = useTranslation('demos');
  const plans = useFuneralPlans();
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const describeFailure = useDescribeFailure();
  const server = useServerFieldErrors();
  const [failure, setFailure] = useState<StepFailure | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const validators = createValidators(t);

  if (plans.status === 'loading') return <PageLoader label={t('kuburPro.form.loading')} />;
  if (plans.status === 'error') {
    return <LoadFailed title={t('kuburPro.form.title')} error={plans.error} retry={plans.retry} />;
  }

  const schema = object({
    plan: string().required(() => t('kuburPro.validation.plan')),
    beneficiary: object({
      name: validators.required
        .min(2, () => t('kuburPro.validation.name'))
        .max(100, () => t('kuburPro.validation.name')),
      relationship: string().required(() => t('kuburPro.validation.relationship')),
      phone: validators.phone,
    }),
  });

  return (
    <WizardBox title={t('kuburPro.form.title')} intro={t('kuburPro.form.intro')}>
      <FuneralStepper current="form" />
      <FuneralDemoNotice />
      {failure ? (
        <Alert variant="error" title={failure.title}>
          {failure.text}
        </Alert>
      ) : null}
      <Formik<Values>
        initialValues={{ plan: '', beneficiary: { name: '', relationship: '', phone: '' } }}
        validationSchema={schema}
        onSubmit={async (values) => {
          setFailure(null);
          try {
            const quotation = await createFuneralQuotation({
              plan: values.plan,
              beneficiary: {
                ...values.beneficiary,
                relationship: values.beneficiary.relationship as Relationship,
              },
            });
            navigate(localized(kuburProPaths.quotation(quotation.uuid)));
          } catch (error) {
            const { fields } = readApiErrorParts(error);
            if (fieldNames.some((name) => fields[name])) {
              server.setErrors(fields);
              return;
            }
            setFailure(describeFailure(error));
          }
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate ref={formRef}>
            <FocusFirstError formRef={formRef} />
            <RadioGroup
              name="plan"
              legend={t('kuburPro.form.plan')}
              required
              onValueChange={() => server.clearField('plan')}
              options={plans.data.plans.map((plan) => ({
                value: plan.id,
                label: t('kuburPro.plan.option', {
                  benefit: formatMoney(decimalStringToSen(plan.benefit), { omitZeroSen: true }),
                  monthly: formatMoney(decimalStringToSen(plan.monthly_contribution)),
                }),
              }))}
            />
            {server.errorFor('plan') ? <p role="alert">{server.errorFor('plan')}</p> : null}
            <TextField
              name="beneficiary.name"
              label={t('kuburPro.form.beneficiaryName')}
              hint={t('kuburPro.form.beneficiaryHint')}
              autoComplete="off"
              required
              error={server.errorFor('beneficiary.name')}
              onChange={() => server.clearField('beneficiary.name')}
            />
            <SelectField
              name="beneficiary.relationship"
              label={t('kuburPro.form.relationship')}
              placeholder={t('kuburPro.form.relationshipPlaceholder')}
              options={relationships.map((id) => ({ value: id, label: t(`kuburPro.relationships.${id}`) }))}
              required
              error={server.errorFor('beneficiary.relationship')}
              onChange={() => server.clearField('beneficiary.relationship')}
            />
            <TextField
              name="beneficiary.phone"
              type="tel"
              label={t('kuburPro.form.phone')}
              autoComplete="off"
              required
              error={server.errorFor('beneficiary.phone')}
              onChange={() => server.clearField('beneficiary.phone')}
            />
            <StepActions
              loading={isSubmitting}
              onBack={() => navigate(localized(kuburProPaths.landing))}
              continueLabel={t('kuburPro.form.submit')}
            />
          </Form>
        )}
      </Formik>
    </WizardBox>
  );
}
