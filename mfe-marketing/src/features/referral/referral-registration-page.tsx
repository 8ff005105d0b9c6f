import { useMemo, useRef, useState } from 'react';
import { useTranslation } from '@teduh/shared/i18n-react';
import { Navigate, useNavigate } from '@teduh/shared/router';
import { Form, Formik, type FormikHelpers } from 'formik';
import { number, object } from 'yup';
import styled from 'styled-components';
import {
  Alert,
  Button,
  Container,
  readApiError,
  readApiErrorParts,
  space,
  useAppStore,
  useLocalizedPath,
  useSessionStore,
} from '@teduh/shared';
import { type RateGender } from '@teduh/shared/product-rate';
import { isWithinCalculatorAge, todayIso } from '@teduh/shared/identity';
import {
  createValidators,
  DateField,
  FocusFirstError,
  SelectField,
  Slider,
  TextField,
} from '@teduh/shared/forms';
import { PageBody, PageHero } from '../../components/page-hero';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useMonthlyPrice } from '../campaigns/api/get-monthly-price';
import { useNow } from '../campaigns/campaign-clock';
import { salesStoppedOn } from '../campaigns/campaigns';
import { formatDay } from '../campaigns/format';
import { PriceLine } from '../campaigns/components/price-line';
import { coverageSlider, ringgitText } from '../campaigns/components/price-checker';
import { useContentLanguage } from '../../lib/cms';
import { checkReferralCode } from './api/check-referral-code';
import { keepReferralCode, readReferralCode } from '@teduh/shared/referral-cookie';
import { prefillRegistrationEmail } from './registration-handoff';

const FormBox = styled.div`
  display: grid;
  gap: ${space.md};
  max-width: 540px;

  form {
    display: grid;
    gap: ${space.md};
  }
`;

interface Values {
  email: string;
  referralCode: string;
  dob: string;
  gender: RateGender | '';
  coverage: number;
}

function PriceForValues({ values, now }: { values: Values; now: Date }) {
  const { t } = useTranslation('marketing');
  const ageOk = values.dob !== '' && isWithinCalculatorAge(values.dob, now);
  const state = useMonthlyPrice(
    ageOk && values.gender
      ? { dob: values.dob, gender: values.gender, coverageRinggit: values.coverage }
      : null,
  );
  return <PriceLine state={state} idleText={t('referral.priceIdle')} />;
}

/**
 * Signing up with a friend's referral code (logged out only: a member is sent to the profile). The code is
 * checked with the API; a good one is handed to the registration with the e-mail (see registration-handoff).
 */
export function ReferralRegistrationPage() {
  const { t } = useTranslation('marketing');
  const lang = useContentLanguage();
  const salesClosed = useAppStore((state) => state.flags.salesClosed);
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const status = useSessionStore((state) => state.status);
  const now = useNow();
  const formRef = useRef<HTMLFormElement>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [committedCoverage, setCommittedCoverage] = useState<number>(coverageSlider.initial);
  useDocumentTitle(t('referral.title'));

  const schema = useMemo(() => {
    const v = createValidators(t);
    return object({
      email: v.email,
      referralCode: v.required,
      dob: v.calculatorDob,
      gender: v.required,
      coverage: number().required(),
    });
  }, [t]);

  if (status === 'authenticated') return <Navigate to={localized('/user/profile')} replace />;

  const submit = async (values: Values, helpers: FormikHelpers<Values>) => {
    setFailure(null);
    const code = values.referralCode.trim();
    try {
      await checkReferralCode(code);
    } catch (error) {
      const parts = readApiErrorParts(error);
      if (parts.fields.code?.[0]) {
        void helpers.setFieldTouched('referralCode', true, false);
        helpers.setFieldError('referralCode', parts.fields.code[0]);
        formRef.current?.querySelector<HTMLInputElement>('input[name="referralCode"]')?.focus();
      } else if (parts.network) {
        setFailure(t('referral.networkError'));
      } else {
        setFailure(readApiError(error).text);
      }
      return;
    }
    keepReferralCode(code);
    prefillRegistrationEmail(values.email.trim());
    navigate(localized('/user/register'));
  };

  return (
    <>
      <PageHero eyebrow={t('referral.eyebrow')} title={t('referral.title')} lead={t('referral.lead')} />
      <PageBody $tone="surface">
        <Container>
          <FormBox>
            {salesClosed ? (
              <Alert variant="warning" title={t('referral.salesStopped.title')}>
                {t('referral.salesStopped.text', { date: formatDay(salesStoppedOn, lang) })}
              </Alert>
            ) : null}
            <Formik<Values>
              initialValues={{
                email: '',
                referralCode: readReferralCode() ?? '',
                dob: '',
                gender: '',
                coverage: coverageSlider.initial,
              }}
              validationSchema={schema}
              onSubmit={submit}
            >
              {({ values, isSubmitting }) => (
                <Form noValidate ref={formRef} aria-label={t('referral.formLabel')}>
                  <FocusFirstError formRef={formRef} />
                  {failure ? (
                    <Alert variant="error" title={t('referral.failedTitle')}>
                      {failure}
                    </Alert>
                  ) : null}
                  <TextField
                    name="email"
                    type="email"
                    label={t('referral.email')}
                    autoComplete="email"
                    inputMode="email"
                    spellCheck={false}
                    required
                  />
                  <TextField
                    name="referralCode"
                    label={t('referral.code')}
                    hint={t('referral.codeHint')}
                    autoComplete="off"
                    autoCapitalize="characters"
                    spellCheck={false}
                    maxLength={40}
                    required
                  />
                  <DateField name="dob" label={t('referral.dob')} max={todayIso(now)} required />
                  <SelectField
                    name="gender"
                    label={t('referral.gender')}
                    placeholder={t('campaigns.price.genderPlaceholder')}
                    options={[
                      { value: 'f', label: t('campaigns.price.female') },
                      { value: 'm', label: t('campaigns.price.male') },
                    ]}
                    required
                  />
                  <Slider
                    name="coverage"
                    label={t('referral.coverage')}
                    min={coverageSlider.min}
                    max={coverageSlider.max}
                    step={coverageSlider.step}
                    valueText={ringgitText}
                    onCommit={setCommittedCoverage}
                  />
                  <PriceForValues values={{ ...values, coverage: committedCoverage }} now={now} />
                  <Button type="submit" fullWidth size="lg" loading={isSubmitting}>
                    {t('referral.submit')}
                  </Button>
                </Form>
              )}
            </Formik>
          </FormBox>
        </Container>
      </PageBody>
    </>
  );
}
