import { useState } from 'react';
import { useTranslation } from '@teduh/shared/i18n-react';
import { useNavigate, useParams } from '@teduh/shared/router';
import styled from 'styled-components';
import {
  Alert,
  Button,
  colors,
  errorStatus,
  NotFoundPage,
  PageLoader,
  space,
  useLocalizedPath,
} from '@teduh/shared';
import { SelectField } from '@teduh/shared/forms';
import { WizardBox } from '@teduh/shared/journey';
import { createCheckoutSession } from '../../api/card-payments';
import { createMandate, useMandateBanks } from '../../api/fpx-payments';
import { usePolicy } from '../../api/policies';
import { ErrorAlert } from '../../components/error-alert';
import { apiErrorCode } from '../../lib/api-error-code';
import { leaveSite, rememberPayingCertificate } from '../../lib/leave-site';
import { ChargeSummary } from './components/charge-summary';
import { siteUrl } from './payment-outcome';
import { myCertificatesPath } from '../../lib/member-pages';
import { SettledNotice } from './components/settled-notice';

const Methods = styled.fieldset`
  display: grid;
  gap: ${space.xs};
  margin: 0 0 ${space.md};
  padding: 0;
  border: 0;

  legend {
    margin-bottom: ${space.xs};
    font-weight: 600;
  }

  label {
    display: flex;
    gap: ${space.xs};
    align-items: flex-start;
    padding: ${space.sm};
    border: 1px solid ${colors.borderStrong};
    border-radius: 8px;
    cursor: pointer;
  }

  label:focus-within {
    outline: 3px solid ${colors.focus};
    outline-offset: 2px;
  }

  input {
    width: 20px;
    height: 20px;
    margin: 2px 0 0;
  }

  small {
    display: block;
    opacity: 0.8;
  }
`;

/**
 * /pusara-pro/payment-method/<certificate uuid>: pay the first contribution by card (the provider's hosted
 * checkout) or set up FPX direct debit (an e-mandate approved at the member's bank). Card, listed first and
 * needing no bank choice, is chosen to start with; FPX is one tick away.
 */
export function PaymentMethodPage() {
  const { t } = useTranslation('pusara');
  const { uuid = '' } = useParams();
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const policy = usePolicy(uuid);
  const [method, setMethod] = useState<'card' | 'fpx'>('card');
  const [bankId, setBankId] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const banks = useMandateBanks(method === 'fpx');

  if (policy.status === 'loading') return <PageLoader />;
  if (policy.status === 'error') {
    if ([400, 404].includes(errorStatus(policy.error))) return <NotFoundPage />;
    return (
      <WizardBox title={t('payment.title')}>
        <ErrorAlert error={policy.error} />
        <p />
        <Button onClick={policy.retry}>{t('common.retry')}</Button>
      </WizardBox>
    );
  }

  const certificate = policy.data;
  if (certificate.status !== 'pending') {
    return (
      <WizardBox title={t('payment.title')}>
        <SettledNotice status={certificate.status} />
        <p />
        <Button to={myCertificatesPath} localize fullWidth>
          {t('common.toDashboard')}
        </Button>
      </WizardBox>
    );
  }

  const pay = async () => {
    if (submitting) return;
    setError(null);
    setFormError(null);
    if (method === 'fpx' && bankId === '') {
      setFormError(t('payment.chooseBank'));
      return;
    }
    setSubmitting(true);
    rememberPayingCertificate(uuid);
    try {
      if (method === 'card') {
        const session = await createCheckoutSession({
          certificate: uuid,
          successReturnUrl: siteUrl(localized(`/pusara-pro/payment-response/success?uuid=${uuid}`)),
          cancelReturnUrl: siteUrl(localized(`/pusara-pro/payment-response/error?certificate=${uuid}`)),
        });
        leaveSite(session.cached_data.payment_link_url);
      } else {
        const mandate = await createMandate({ certificate: uuid, bankId });
        if (!mandate.redirect_url) throw new Error('The mandate has no bank address');
        leaveSite(mandate.redirect_url);
      }
      // The browser is leaving: the button stays busy so a second click cannot start another payment.
    } catch (caught) {
      const code = apiErrorCode(caught);
      if (code === 'already_paid' || code === 'payment_in_progress') {
        navigate(localized(`/pusara-pro/payment-response/success?uuid=${uuid}`));
        return;
      }
      setError(caught);
      setSubmitting(false);
    }
  };

  const bankOptions =
    banks.status === 'success'
      ? banks.data.map((bank) => ({
          value: String(bank.id),
          label: bank.status === 'offline' ? t('payment.bankOffline', { name: bank.name }) : bank.name,
          disabled: bank.status === 'offline',
        }))
      : [];

  return (
    <WizardBox title={t('payment.title')} intro={t('payment.intro')}>
      <ChargeSummary policy={certificate} />
      <Methods aria-describedby={formError ? 'payment-method-error' : undefined}>
        <legend>{t('payment.methodLegend')}</legend>
        <label>
          <input
            type="radio"
            name="method"
            value="card"
            checked={method === 'card'}
            onChange={() => setMethod('card')}
          />
          <span>
            {t('payment.card')}
            <small>{t('payment.cardHint')}</small>
          </span>
        </label>
        <label>
          <input
            type="radio"
            name="method"
            value="fpx"
            checked={method === 'fpx'}
            onChange={() => setMethod('fpx')}
          />
          <span>
            {t('payment.fpx')}
            <small>{t('payment.fpxHint')}</small>
          </span>
        </label>
      </Methods>
      {method === 'fpx' ? (
        banks.status === 'error' ? (
          <ErrorAlert error={banks.error} />
        ) : (
          <SelectField
            label={t('payment.bank')}
            placeholder={banks.status === 'loading' ? t('common.loading') : t('payment.bankPlaceholder')}
            options={bankOptions}
            value={bankId}
            onChange={(event) => setBankId(event.target.value)}
            required
          />
        )
      ) : null}
      {formError ? (
        <Alert variant="error">
          <span id="payment-method-error">{formError}</span>
        </Alert>
      ) : null}
      {error ? <ErrorAlert error={error} /> : null}
      <p />
      <Button size="lg" fullWidth loading={submitting} onClick={() => void pay()}>
        {method === 'fpx' ? t('payment.continueToBank') : t('payment.pay')}
      </Button>
    </WizardBox>
  );
}
