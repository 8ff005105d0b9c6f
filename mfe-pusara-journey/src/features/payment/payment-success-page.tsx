import { useEffect, useState } from 'react';
import { useTranslation } from '@teduh/shared/i18n-react';
import { useNavigate, useSearchParams } from '@teduh/shared/router';
import styled from 'styled-components';
import { Alert, Button, errorStatus, Loader, space, useLocalizedPath } from '@teduh/shared';
import { certificatePdfName, downloadCertificate } from '@teduh/shared/certificate-pdf';
import { WizardBox } from '@teduh/shared/journey';
import { useApiQuery } from '@teduh/shared/query';
import { fetchPayment, useCertificatePayments } from '../../api/card-payments';
import { fetchPolicy, usePolicy } from '../../api/policies';
import type { Policy } from '../../api/types';
import { leaveSite } from '../../lib/leave-site';
import { paymentOutcome } from './payment-outcome';
import { certificatePagePath, myCertificatesPath } from '../../lib/member-pages';
import { ChargeSummary } from './components/charge-summary';

const UnbrokenNumber = styled.span`
  white-space: nowrap;
`;

// Stands for the certificate number in the translated sentence, so the sentence can be split around it.
const numberMarker = '\u2063';

const Actions = styled.div`
  display: grid;
  gap: ${space.sm};
`;

/** How often and how long the page waits for the certificate to be issued. */
export const SUCCESS_POLL_MS = 2000;
export const SUCCESS_POLL_TRIES = 10;

const isIssued = (policy: Policy) => policy.status === 'issued' && Boolean(policy.number);

/** The certificate of `uuid`: the return address carries the certificate, a 3-D Secure return a payment. */
async function certificateOf(uuid: string, signal: AbortSignal): Promise<string> {
  try {
    return (await fetchPolicy(uuid, signal)).uuid;
  } catch (error) {
    if (![400, 404].includes(errorStatus(error))) throw error;
    return (await fetchPayment(uuid, signal)).certificate;
  }
}

/** What the member bought, with their certificate's page and its PDF. */
function IssuedCertificate({ policy }: { policy: Policy }) {
  const { t } = useTranslation('pusara');
  const [downloading, setDownloading] = useState(false);
  const [downloadFailed, setDownloadFailed] = useState(false);
  // The sentence split around the number, which stays on one line (a phone would break it at a hyphen).
  const [before = '', after = ''] = t('result.success.number', { number: numberMarker }).split(numberMarker);
  const download = async () => {
    setDownloading(true);
    setDownloadFailed(false);
    try {
      await downloadCertificate(policy.uuid, certificatePdfName(policy.number));
    } catch {
      setDownloadFailed(true);
    } finally {
      setDownloading(false);
    }
  };
  return (
    <WizardBox title={t('result.success.title')}>
      <Alert variant="success" title={t('result.success.issued')}>
        {before}
        <UnbrokenNumber>{policy.number}</UnbrokenNumber>
        {after}
      </Alert>
      <p>{t('result.success.email')}</p>
      <ChargeSummary policy={policy} />
      <Actions>
        <Button to={certificatePagePath(policy.uuid)} localize size="lg" fullWidth>
          {t('result.success.viewCertificate')}
        </Button>
        <Button variant="secondary" fullWidth loading={downloading} onClick={() => void download()}>
          {t('result.success.downloadPdf')}
        </Button>
        {downloadFailed ? <Alert variant="error">{t('result.success.downloadFailed')}</Alert> : null}
        <Button to={myCertificatesPath} localize variant="secondary" fullWidth>
          {t('common.toDashboard')}
        </Button>
      </Actions>
    </WizardBox>
  );
}

/** The certificate the return address names: a certificate's uuid, or a 3-D Secure return's payment. */
function useCertificateOf(uuid: string) {
  return useApiQuery(`pusara:certificate-of:${uuid}`, (signal) => certificateOf(uuid, signal));
}

/** Once the certificate is issued, a payment failed or the polls ran out, nothing more is asked. */
const stillChecking = (polls: number) => polls < SUCCESS_POLL_TRIES;

/**
 * /pusara-pro/payment-response/success?uuid=: the card checkout's return. The certificate and its payments are
 * polled briefly through the query layer: the certificate number shows once issued; a payment still open or
 * failed goes to its page.
 */
export function PaymentSuccessPage() {
  const { t } = useTranslation('pusara');
  const [params] = useSearchParams();
  const uuid = params.get('uuid') ?? '';
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const [policyPolls, setPolicyPolls] = useState(0);

  const found = useCertificateOf(uuid);
  const certificate = found.status === 'success' ? found.data : null;
  const policy = usePolicy(certificate, {
    refetchEveryMs: (read) =>
      (read && isIssued(read)) || !stillChecking(policyPolls) ? false : SUCCESS_POLL_MS,
    onAsk: () => setPolicyPolls((count) => count + 1),
  });
  const read = policy.status === 'success' ? policy.data : null;
  const issued = read && isIssued(read) ? read : null;

  // The payments are read until one succeeded, while the certificate is not issued yet.
  const payments = useCertificatePayments(read && !issued ? read.uuid : null, {
    refetchEveryMs: (list) =>
      list?.[0]?.status === 'succeeded' || !stillChecking(policyPolls) ? false : SUCCESS_POLL_MS,
  });
  const latest = payments.status === 'success' ? payments.data[0] : undefined;
  const failed = latest && latest.status !== 'succeeded' && latest.status !== 'pending' ? latest : null;
  const paid = latest?.status === 'succeeded';

  // A failed payment (or one needing 3-D Secure) goes to its page: a navigation, not a load.
  useEffect(() => {
    if (!failed) return;
    const outcome = paymentOutcome(failed);
    if (outcome.kind === 'external') leaveSite(outcome.url);
    else navigate(localized(outcome.to), { replace: true });
  }, [failed, navigate, localized]);

  if (issued) return <IssuedCertificate policy={issued} />;
  const unreadable = found.status === 'error' || policy.status === 'error' || payments.status === 'error';
  let view: 'checking' | 'paid' | 'unknown' = 'checking';
  if (paid) view = 'paid';
  else if (unreadable || (policy.status !== 'loading' && !stillChecking(policyPolls))) view = 'unknown';
  return (
    <WizardBox title={t('result.success.title')}>
      {view === 'checking' ? <Loader label={t('result.success.checking')} showLabel /> : null}
      {view === 'paid' ? (
        <Alert variant="success" title={t('result.success.paid')}>
          {t('result.success.issuing')}
        </Alert>
      ) : null}
      {view === 'unknown' ? <Alert variant="info">{t('result.success.unknown')}</Alert> : null}
      <p />
      <Button to={myCertificatesPath} localize variant="secondary" fullWidth>
        {t('common.toDashboard')}
      </Button>
    </WizardBox>
  );
}
