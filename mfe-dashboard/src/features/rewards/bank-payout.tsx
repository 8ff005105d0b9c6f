import { useMemo, useRef } from 'react';
import { useTranslation } from '@teduh/shared/i18n-react';
import { Form, Formik, type FormikHelpers } from 'formik';
import styled from 'styled-components';
import * as yup from 'yup';
import {
  Button,
  colors,
  decimalStringToSen,
  fontSizes,
  fontWeights,
  formatDate,
  formatMoney,
  readApiErrorParts,
  space,
  toast,
  type Locale,
} from '@teduh/shared';
import { FocusFirstError, SelectField, TextField } from '@teduh/shared/forms';
import { useServerFieldErrors } from '@teduh/shared/journey';
import { getRewards, requestBankPayout, type BankPayout, type RewardsSummary } from './api/rewards';
import { Muted, Rows } from './reward-styles';

const Fields = styled.div`
  display: grid;
  gap: ${space.sm};
  margin-top: ${space.md};
`;

const ListTitle = styled.h3`
  margin: ${space.lg} 0 ${space.xs};
  font-size: ${fontSizes.md};
`;

const CorrectDetails = styled.div`
  margin-top: ${space.sm};
`;

const tones = {
  pending: { text: colors.warning, background: colors.warningBackground },
  paid: { text: colors.success, background: colors.successBackground },
  failed: { text: colors.error, background: colors.errorBackground },
} as const;

const Status = styled.span<{ $status: BankPayout['status'] }>`
  align-self: flex-start;
  padding: ${space.xxs} ${space.xs};
  border-radius: 999px;
  background: ${(p) => tones[p.$status].background};
  color: ${(p) => tones[p.$status].text};
  font-size: ${fontSizes.sm};
  font-weight: ${fontWeights.semibold};
  white-space: nowrap;
`;

interface Values {
  points: string;
  bank_code: string;
  account_number: string;
  account_holder_name: string;
}

const fieldNames = ['points', 'bank_code', 'account_number', 'account_holder_name'] as const;
const initialValues: Values = { points: '', bank_code: '', account_number: '', account_holder_name: '' };

const formatPoints = (value: number, locale: Locale) =>
  new Intl.NumberFormat(locale === 'ms' ? 'ms-MY' : 'en-MY').format(value);

/** Points paid to the member's own bank account: the form, then each payout with where it stands. */
export function BankPayoutCard({
  data,
  locale,
  onChange,
}: {
  data: RewardsSummary;
  locale: Locale;
  onChange: (data: RewardsSummary) => void;
}) {
  const { t } = useTranslation('dashboard');
  const server = useServerFieldErrors();
  const formRef = useRef<HTMLFormElement>(null);
  const min = data.min_redemption_points;
  const step = data.redemption_step_points;
  const available = data.balance.available_points;

  const schema = useMemo(
    () =>
      yup.object({
        points: yup
          .string()
          .trim()
          .required(t('redeem.errors.minimum', { points: formatPoints(min, locale) }))
          .test('minimum', t('redeem.errors.minimum', { points: formatPoints(min, locale) }), (value) => {
            const amount = Number(value);
            return Number.isInteger(amount) && amount >= min;
          })
          .test('step', t('redeem.errors.step', { points: formatPoints(step, locale) }), (value) => {
            return Number(value) % step === 0;
          })
          .test('available', t('redeem.errors.tooMany'), (value) => Number(value) <= available),
        bank_code: yup.string().required(t('redeem.errors.bank')),
        account_number: yup
          .string()
          .trim()
          .required(t('redeem.errors.accountNumber'))
          .test('digits', t('redeem.errors.accountNumber'), (value) =>
            /^\d{6,20}$/.test((value ?? '').replace(/[\s-]/g, '')),
          ),
        account_holder_name: yup.string().trim().required(t('redeem.errors.holderName')),
      }),
    [t, min, step, available, locale],
  );

  const submit = async (values: Values, helpers: FormikHelpers<Values>) => {
    server.setErrors({});
    try {
      const payout = await requestBankPayout({
        points: Number(values.points.trim()),
        bank_code: values.bank_code,
        account_number: values.account_number.trim(),
        account_holder_name: values.account_holder_name.trim(),
      });
      onChange(await getRewards());
      helpers.resetForm();
      toast.success(
        t('redeem.done', {
          amount: formatMoney(decimalStringToSen(payout.amount) ?? 0),
          bank: payout.bank_name,
        }),
      );
    } catch (error) {
      const parts = readApiErrorParts(error);
      if (parts.network) {
        toast.error(t('common.networkError.title'));
        return;
      }
      if (!server.placeFields(parts.fields, fieldNames, helpers.setTouched, formRef.current)) {
        toast.error(parts.detail ?? t('redeem.failed'));
      }
    }
  };

  return (
    <>
      {data.can_redeem ? (
        <>
          <Muted>{t('redeem.text', { points: formatPoints(min, locale) })}</Muted>
          <Formik initialValues={initialValues} validationSchema={schema} onSubmit={submit}>
            {({ isSubmitting }) => (
              <Form noValidate ref={formRef} aria-label={t('redeem.title')}>
                <FocusFirstError formRef={formRef} />
                <Fields>
                  <TextField
                    name="points"
                    label={t('redeem.points')}
                    hint={t('redeem.pointsHint', { points: formatPoints(available, locale) })}
                    inputMode="numeric"
                    autoComplete="off"
                    error={server.errorFor('points')}
                    onChange={() => server.clearField('points')}
                    required
                  />
                  <SelectField
                    name="bank_code"
                    label={t('redeem.bank')}
                    placeholder={t('redeem.bankPlaceholder')}
                    options={data.payout_banks.map((bank) => ({ value: bank.code, label: bank.name }))}
                    error={server.errorFor('bank_code')}
                    onChange={() => server.clearField('bank_code')}
                    required
                  />
                  <TextField
                    name="account_number"
                    label={t('redeem.accountNumber')}
                    hint={t('redeem.accountNumberHint')}
                    inputMode="numeric"
                    autoComplete="off"
                    maxLength={40}
                    error={server.errorFor('account_number')}
                    onChange={() => server.clearField('account_number')}
                    required
                  />
                  <TextField
                    name="account_holder_name"
                    label={t('redeem.holderName')}
                    hint={t('redeem.holderNameHint')}
                    autoComplete="name"
                    maxLength={120}
                    error={server.errorFor('account_holder_name')}
                    onChange={() => server.clearField('account_holder_name')}
                    required
                  />
                  <div>
                    <Button type="submit" loading={isSubmitting} disabled={available < min}>
                      {t('redeem.submit')}
                    </Button>
                  </div>
                </Fields>
              </Form>
            )}
          </Formik>
        </>
      ) : (
        <Muted>{t('redeem.needsCertificate')}</Muted>
      )}
      <PayoutList
        payouts={data.payouts}
        locale={locale}
        onCorrectDetails={
          data.can_redeem
            ? () => formRef.current?.querySelector<HTMLInputElement>('input[name="account_number"]')?.focus()
            : undefined
        }
      />
    </>
  );
}

const failureText = {
  bank_details: 'payouts.retryFailedBankDetails',
  gave_up: 'payouts.retryFailedGaveUp',
  refused: 'payouts.retryFailedRefused',
} as const;

function PayoutList({
  payouts,
  locale,
  onCorrectDetails,
}: {
  payouts: BankPayout[];
  locale: Locale;
  /** Takes the member to the form's account number (when they can redeem). */
  onCorrectDetails?: () => void;
}) {
  const { t } = useTranslation('dashboard');
  if (payouts.length === 0) return null;
  /** Where the payout stands: a planned retry and a failure's reason say what happens next. */
  const line = (payout: BankPayout) => {
    const points = formatPoints(payout.points, locale);
    if (payout.status === 'pending' && payout.next_attempt_at) {
      return t('payouts.retryPlanned', {
        date: formatDate(payout.next_attempt_at, locale) ?? '',
        time: new Intl.DateTimeFormat(locale === 'ms' ? 'ms-MY' : 'en-MY', {
          hour: 'numeric',
          minute: '2-digit',
          timeZone: 'Asia/Kuala_Lumpur',
        }).format(new Date(payout.next_attempt_at)),
      });
    }
    if (payout.status === 'failed' && payout.failure) return t(failureText[payout.failure], { points });
    return t(`redeem.list.when.${payout.status}`, {
      date: formatDate(payout.settled_at ?? payout.requested_at, locale) ?? '',
      points,
    });
  };
  // The newest payout's failure over wrong bank details asks for them again.
  const latest = payouts[0];
  const askDetails = latest?.status === 'failed' && latest.failure === 'bank_details' && onCorrectDetails;
  return (
    <>
      <ListTitle id="rewards-payouts-list">{t('redeem.list.title')}</ListTitle>
      <Rows aria-labelledby="rewards-payouts-list">
        {payouts.map((payout) => (
          <li key={payout.id}>
            <span>
              {t('redeem.list.item', {
                amount: formatMoney(decimalStringToSen(payout.amount) ?? 0),
                bank: payout.bank_name,
                last4: payout.account_last4,
              })}
              <br />
              <small>{line(payout)}</small>
            </span>
            <Status $status={payout.status}>{t(`redeem.status.${payout.status}`)}</Status>
          </li>
        ))}
      </Rows>
      {askDetails && (
        <CorrectDetails>
          <Button type="button" variant="secondary" onClick={onCorrectDetails}>
            {t('payouts.retryCorrectDetails')}
          </Button>
        </CorrectDetails>
      )}
    </>
  );
}
