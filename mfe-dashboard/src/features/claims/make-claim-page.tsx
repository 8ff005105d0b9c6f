import { useState } from 'react';
import { Form, Formik } from 'formik';
import { useTranslation } from '@teduh/shared/i18n-react';
import { useNavigate } from '@teduh/shared/router';
import { Alert, readApiErrorParts, useLocalizedPath } from '@teduh/shared';
import { RadioGroup, SelectField, TextField } from '@teduh/shared/forms';
import {
  NricField,
  PinField,
  StepActions,
  StepHeading,
  WizardBox,
  useDescribeFailure,
  useServerFieldErrors,
  type StepFailure,
} from '@teduh/shared/journey';
import {
  requestClaimCode,
  submitClaim,
  useBanks,
  type ClaimSubmission,
  type CodeRequest,
} from './api/claims';
import { DeathDetailsFields, deathDetailsFieldNames, emptyDeathDetails } from './death-details-fields';

const codeFields = [
  'deceased_id_ref',
  'certificate_number',
  'claimant_id_ref',
  'email',
  'code_channel',
  'phone',
] as const;
const claimFields = ['code', ...deathDetailsFieldNames, 'bank_code', 'account_number'] as const;

type ClaimValues = Omit<ClaimSubmission, keyof CodeRequest>;

/**
 * `/dashboard/claims/new` (and the certificate's make-a-claim address): a next of kin, beneficiary or executor
 * files a death claim without an account. Step 1 sends a code, by e-mail or by SMS to a Malaysian mobile, to
 * whoever knows the deceased's NRIC and certificate number; step 2 takes the code, the claim and the payee's bank; the tracker then asks for the
 * documents.
 */
export function MakeClaimPage() {
  const { t } = useTranslation('dashboard');
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const describe = useDescribeFailure();
  const server = useServerFieldErrors();
  const [step, setStep] = useState<'details' | 'claim'>('details');
  const [details, setDetails] = useState<CodeRequest>({
    deceased_id_ref: '',
    certificate_number: '',
    claimant_id_ref: '',
    email: '',
    code_channel: 'email',
    phone: '',
  });
  const [sent, setSent] = useState<string | null>(null);
  const [failure, setFailure] = useState<StepFailure | null>(null);
  const banks = useBanks();

  return (
    <WizardBox
      title={t('claims.new.title')}
      progress={t('claims.new.stepOf', { step: step === 'details' ? 1 : 2, total: 2 })}
    >
      <p>{t('claims.new.intro')}</p>
      {failure ? (
        <Alert variant="error" title={failure.title}>
          {failure.text}
        </Alert>
      ) : null}
      {step === 'details' ? (
        <Formik
          key="details"
          initialValues={details}
          onSubmit={async (values, helpers) => {
            setFailure(null);
            try {
              setSent(await requestClaimCode(values));
              setDetails(values);
              setStep('claim');
            } catch (error) {
              const parts = readApiErrorParts(error);
              if (!server.placeFields(parts.fields, codeFields, helpers.setTouched, null)) {
                setFailure(describe(error));
              }
            }
          }}
        >
          {({ isSubmitting, values }) => (
            <Form noValidate>
              <StepHeading counter={t('claims.new.stepOf', { step: 1, total: 2 })}>
                {t('claims.new.details')}
              </StepHeading>
              <NricField
                name="deceased_id_ref"
                label={t('claims.fields.deceasedNric')}
                required
                error={server.errorFor('deceased_id_ref')}
              />
              <TextField
                name="certificate_number"
                label={t('claims.fields.certificateNumber')}
                hint={t('claims.fields.certificateHint')}
                required
                error={server.errorFor('certificate_number')}
              />
              <NricField
                name="claimant_id_ref"
                label={t('claims.fields.claimantNric')}
                required
                error={server.errorFor('claimant_id_ref')}
              />
              <TextField
                name="email"
                type="email"
                autoComplete="email"
                label={t('claims.fields.email')}
                hint={t('phoneCode.emailHint')}
                required
                error={server.errorFor('email')}
              />
              <RadioGroup
                name="code_channel"
                legend={t('phoneCode.channelLegend')}
                options={[
                  { value: 'email', label: t('phoneCode.byEmail') },
                  { value: 'sms', label: t('phoneCode.bySms') },
                ]}
                onValueChange={() => server.clearField('phone')}
              />
              {values.code_channel === 'sms' ? (
                <TextField
                  name="phone"
                  type="tel"
                  autoComplete="tel"
                  inputMode="tel"
                  label={t('phoneCode.phone')}
                  hint={t('phoneCode.phoneHint')}
                  required
                  onChange={() => server.clearField('phone')}
                  error={server.errorFor('phone')}
                />
              ) : null}
              <StepActions
                loading={isSubmitting}
                continueLabel={
                  values.code_channel === 'sms' ? t('phoneCode.sendSms') : t('claims.new.sendCode')
                }
              />
            </Form>
          )}
        </Formik>
      ) : (
        // Its own key: without it React keeps the first step's Formik, and these initial values are never read.
        <Formik<ClaimValues>
          key="claim"
          initialValues={{
            code: '',
            ...emptyDeathDetails,
            claimant_phone: details.code_channel === 'sms' ? details.phone : '',
            bank_code: '',
            account_number: '',
          }}
          onSubmit={async (values, helpers) => {
            setFailure(null);
            try {
              const { claim, token } = await submitClaim({ ...details, ...values });
              navigate(`${localized(`/dashboard/claims/${claim.uuid}`)}?token=${encodeURIComponent(token)}`);
            } catch (error) {
              const parts = readApiErrorParts(error);
              if (!server.placeFields(parts.fields, claimFields, helpers.setTouched, null)) {
                setFailure(describe(error));
              }
            }
          }}
        >
          {({ isSubmitting }) => (
            <Form noValidate>
              <StepHeading counter={t('claims.new.stepOf', { step: 2, total: 2 })} focusOnMount>
                {t('claims.new.claim')}
              </StepHeading>
              {sent ? <Alert variant="info">{sent}</Alert> : null}
              <PinField
                name="code"
                label={details.code_channel === 'sms' ? t('phoneCode.code') : t('claims.fields.code')}
                error={server.errorFor('code')}
              />
              <DeathDetailsFields server={server} />
              <p>{t('claims.new.payee')}</p>
              <SelectField
                name="bank_code"
                label={t('claims.fields.bank')}
                placeholder={t('claims.fields.choose')}
                options={(banks.data ?? []).map((bank) => ({ value: bank.code, label: bank.name }))}
                required
                error={server.errorFor('bank_code')}
              />
              <TextField
                name="account_number"
                inputMode="numeric"
                label={t('claims.fields.accountNumber')}
                required
                error={server.errorFor('account_number')}
              />
              <StepActions
                loading={isSubmitting}
                onBack={() => setStep('details')}
                continueLabel={t('claims.new.submit')}
              />
            </Form>
          )}
        </Formik>
      )}
    </WizardBox>
  );
}
