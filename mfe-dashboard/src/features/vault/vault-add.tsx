import { useState } from 'react';
import { useTranslation } from '@teduh/shared/i18n-react';
import { useNavigate } from '@teduh/shared/router';
import { Alert, Button, PageLoader, readApiError, toast, useLocalizedPath } from '@teduh/shared';
import { StepHeading, WizardBox } from '@teduh/shared/journey';
import { attachDocument, createVaultPolicy, useInsurers } from './api/vault-api';
import type { ReadPolicy } from './api/types';
import { DocumentStep } from './components/document-step';
import { PolicyForm, emptyPolicyForm, type PolicyFormValues } from './components/policy-form';
import { Retry } from './components/vault-styles';

const steps = ['document', 'details'] as const;
type Step = (typeof steps)[number];

/** What the reader found, as the form's values; a field it did not find stays empty for the member. */
function prefill(read: ReadPolicy): PolicyFormValues {
  return {
    product: read.product ?? '',
    policy_number: read.policy_number ?? '',
    insurer: read.insurer === null ? '' : String(read.insurer),
    insurer_other: '',
    type: read.type ?? '',
    coverage_amount: read.coverage_amount ?? '',
    start_date: read.start_date ?? '',
    expiry_date: read.expiry_date ?? '',
  };
}

/**
 * `/vault/new`: record a policy held elsewhere. First the document (optional): the reader fills the form from a
 * text PDF. Then the details, for the member to check and save; only then is anything stored, the document
 * attached to the saved policy.
 */
export function VaultAdd() {
  const { t } = useTranslation('dashboard');
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const insurers = useInsurers();
  const [step, setStep] = useState<Step>('document');
  const [file, setFile] = useState<File | null>(null);
  const [values, setValues] = useState<PolicyFormValues>(emptyPolicyForm);
  const [readFields, setReadFields] = useState<string[]>([]);

  if (insurers.status === 'loading') return <PageLoader label={t('vault.loading')} />;
  if (insurers.status === 'error') {
    return (
      <WizardBox card wide title={t('vault.addTitle')}>
        <Alert variant="error" title={t('vault.failed.title')}>
          {readApiError(insurers.error).text}
        </Alert>
        <Retry>
          <Button onClick={insurers.retry}>{t('vault.retry')}</Button>
        </Retry>
      </WizardBox>
    );
  }

  const index = steps.indexOf(step);
  const counter = t('vault.stepOf', { step: index + 1, total: steps.length });

  return (
    <WizardBox card wide title={t('vault.addTitle')} intro={t('vault.addIntro')} progress={counter}>
      {step === 'document' ? (
        <>
          <StepHeading focusOnMount={false}>{t('vault.steps.document')}</StepHeading>
          <DocumentStep
            onRead={(picked, read) => {
              setFile(picked);
              setValues(prefill(read));
              setReadFields(read.found);
              toast.success(
                read.found.length > 0
                  ? t('vault.reader.found', { count: read.found.length })
                  : t('vault.reader.foundNone'),
              );
              setStep('details');
            }}
            onSkip={(kept) => {
              setFile(kept);
              setReadFields([]);
              setStep('details');
            }}
          />
        </>
      ) : (
        <>
          <StepHeading focusOnMount>{t('vault.steps.details')}</StepHeading>
          {readFields.length > 0 ? (
            <Alert variant="info" title={t('vault.reader.checkTitle')}>
              {t('vault.reader.checkText')}
            </Alert>
          ) : null}
          <PolicyForm
            initialValues={values}
            insurers={insurers.data}
            readFields={readFields}
            submitLabel={t('vault.form.save')}
            cancel={
              <Button variant="secondary" size="lg" onClick={() => setStep('document')}>
                {t('vault.form.back')}
              </Button>
            }
            onSubmit={async (input) => {
              const saved = await createVaultPolicy(input);
              if (file) {
                try {
                  await attachDocument(saved.uuid, file);
                } catch (error) {
                  // The policy is saved; the member can attach the document again from its page.
                  toast.error(t('vault.attachFailed', { reason: readApiError(error).text }));
                }
              }
              toast.success(t('vault.saved'));
              navigate(localized(`/vault/${saved.uuid}`));
            }}
          />
        </>
      )}
    </WizardBox>
  );
}
