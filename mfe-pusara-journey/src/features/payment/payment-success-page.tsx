import { useEffect, useState } from 'react';
import { useTranslation } from '@teduh/shared/i18n-react';
import { useNavigate, useSearchParams } from '@teduh/shared/router';
import styled from 'styled-components';
import {
  Alert,
  Button,
  certificatePdfName,
  downloadCertificate,
  errorStatus,
  Loader,
  space,
  useLocalizedPath,
} from '@teduh/shared';
import { WizardBox } from '@teduh/shared/journey';
import { fetchCertificatePayments, fetchPayment } from '../../api/card-payments';
import { fetchPolicy } from '../../api/policies';
import type { Policy } from '../../api/types';
import { leaveSite } from '../../lib/leave-site';
import { wait } from '../../lib/wait';
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

type View =
  { kind: 'checking' } | { kind: 'issued'; policy: Policy } | { kind: 'paid' } | { kind: 'unknown' };

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

/**
 * /pusara-pro/payment-response/success?uuid=: the card checkout's return. The payment and certificate are
 * polled briefly: the certificate number shows once issued; a payment still open or failed goes to its page.
 */
export function PaymentSuccessPage() {
  const { t } = useTranslation('pusara');
  const [params] = useSearchParams();
  const uuid = params.get('uuid') ?? '';
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const [view, setView] = useState<View>({ kind: 'checking' });

  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    const run = async () => {
      const certificate = await certificateOf(uuid, signal);
      let paid = false;
      for (let attempt = 0; attempt < SUCCESS_POLL_TRIES; attempt += 1) {
        const policy = await fetchPolicy(certificate, signal);
        if (policy.status === 'issued' && policy.number) {
          setView({ kind: 'issued', policy });
          return;
        }
        if (!paid) {
          const [latest] = await fetchCertificatePayments(certificate, signal);
          if (latest && latest.status !== 'succeeded' && latest.status !== 'pending') {
            const outcome = paymentOutcome(latest);
            if (outcome.kind === 'external') leaveSite(outcome.url);
            else navigate(localized(outcome.to), { replace: true });
            return;
          }
          paid = latest?.status === 'succeeded';
          if (paid) setView({ kind: 'paid' });
        }
        await wait(SUCCESS_POLL_MS, signal);
      }
      setView(paid ? { kind: 'paid' } : { kind: 'unknown' });
    };
    run().catch(() => {
      if (!signal.aborted) setView({ kind: 'unknown' });
    });
    return () => controller.abort();
  }, [uuid, navigate, localized]);

  if (view.kind === 'issued') return <IssuedCertificate policy={view.policy} />;
  return (
    <WizardBox title={t('result.success.title')}>
      {view.kind === 'checking' ? <Loader label={t('result.success.checking')} showLabel /> : null}
      {view.kind === 'paid' ? (
        <Alert variant="success" title={t('result.success.paid')}>
          {t('result.success.issuing')}
        </Alert>
      ) : null}
      {view.kind === 'unknown' ? <Alert variant="info">{t('result.success.unknown')}</Alert> : null}
      <p />
      <Button to={myCertificatesPath} localize variant="secondary" fullWidth>
        {t('common.toDashboard')}
      </Button>
    </WizardBox>
  );
}
