import { useState, type ReactNode } from 'react';
import { useTranslation } from '@teduh/shared/i18n-react';
import { useNavigate, useSearchParams } from '@teduh/shared/router';
import {
  Alert,
  Button,
  decimalStringToSen,
  errorStatus,
  formatDate,
  formatMoney,
  NotFoundPage,
  PageLoader,
  useLocalizedPath,
} from '@teduh/shared';
import { useDescribeFailure, WizardBox, type StepFailure } from '@teduh/shared/journey';
import { issueDemoCertificate, useFuneralCover, type FuneralCover } from './api/kubur-pro';
import { Actions, FuneralDemoNotice, FuneralStepper, LoadFailed, Rows } from './components/funeral-parts';
import { kuburProPaths, uuidPattern } from './kubur-pro-paths';

const money = (value: string, omitZeroSen = false) => formatMoney(decimalStringToSen(value), { omitZeroSen });

/** The `?uuid=` of the page, or null when it is missing or not a uuid (the page then does not exist). */
function useUuidParam(): string | null {
  const [params] = useSearchParams();
  const uuid = params.get('uuid');
  return uuid && uuidPattern.test(uuid) ? uuid : null;
}

/**
 * The page of the `?uuid=` cover once it has loaded: a loader meanwhile, the 404 page for a missing, malformed or
 * unknown uuid (another member's cover too), and the failure with a retry otherwise.
 */
function FuneralCoverGate({
  title,
  loading,
  children,
}: {
  title: string;
  loading: string;
  children: (cover: FuneralCover, setCover: (cover: FuneralCover) => void) => ReactNode;
}) {
  const uuid = useUuidParam();
  if (!uuid) return <NotFoundPage />;
  return (
    <LoadedCover key={uuid} uuid={uuid} title={title} loading={loading}>
      {children}
    </LoadedCover>
  );
}

function LoadedCover({
  uuid,
  title,
  loading,
  children,
}: Parameters<typeof FuneralCoverGate>[0] & { uuid: string }) {
  const cover = useFuneralCover(uuid);
  if (cover.status === 'loading') return <PageLoader label={loading} />;
  if (cover.status === 'error') {
    if ([400, 404].includes(errorStatus(cover.error))) return <NotFoundPage />;
    return <LoadFailed title={title} error={cover.error} retry={cover.retry} />;
  }
  return <>{children(cover.data, cover.setData)}</>;
}

/** `/demo-teduh-kubur-pro/generated-quotation?uuid=`: the member's quotation, and the demo certificate. */
export function KuburProQuotationPage() {
  const { t } = useTranslation('demos');
  return (
    <FuneralCoverGate title={t('kuburPro.quotation.title')} loading={t('kuburPro.quotation.loading')}>
      {(cover, setCover) => <QuotationView cover={cover} onIssued={setCover} />}
    </FuneralCoverGate>
  );
}

function CoverRows({ cover }: { cover: FuneralCover }) {
  const { t } = useTranslation('demos');
  return (
    <>
      <dt>{t('kuburPro.details.holder')}</dt>
      <dd>{cover.holder_name}</dd>
      <dt>{t('kuburPro.details.benefit')}</dt>
      <dd>{money(cover.benefit, true)}</dd>
      <dt>{t('kuburPro.details.monthly')}</dt>
      <dd>{money(cover.monthly_contribution)}</dd>
      <dt>{t('kuburPro.details.beneficiary')}</dt>
      <dd>
        {`${cover.beneficiary.name} (${t(`kuburPro.relationships.${cover.beneficiary.relationship}`)})`}
      </dd>
      <dt>{t('kuburPro.details.phone')}</dt>
      <dd>{cover.beneficiary.phone}</dd>
    </>
  );
}

function QuotationView({
  cover,
  onIssued,
}: {
  cover: FuneralCover;
  onIssued: (cover: FuneralCover) => void;
}) {
  const { t } = useTranslation('demos');
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const describeFailure = useDescribeFailure();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<StepFailure | null>(null);
  const issued = cover.status === 'issued';

  const issue = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const certificate = await issueDemoCertificate(cover.uuid);
      onIssued(certificate);
      navigate(localized(kuburProPaths.success(certificate.uuid)));
    } catch (error) {
      setFailure(describeFailure(error));
      setBusy(false);
    }
  };

  return (
    <WizardBox title={t('kuburPro.quotation.title')} intro={t('kuburPro.quotation.intro')}>
      <FuneralStepper current="quotation" />
      <FuneralDemoNotice />
      <Rows aria-label={t('kuburPro.quotation.title')}>
        <CoverRows cover={cover} />
        <dt>{t('kuburPro.details.charged')}</dt>
        <dd>{money(cover.charged)}</dd>
      </Rows>
      {failure ? (
        <Alert variant="error" title={failure.title}>
          {failure.text}
        </Alert>
      ) : null}
      <Actions>
        {issued ? (
          <Button to={kuburProPaths.success(cover.uuid)} localize>
            {t('kuburPro.quotation.seeCertificate')}
          </Button>
        ) : (
          <Button onClick={() => void issue()} loading={busy}>
            {t('kuburPro.quotation.issue')}
          </Button>
        )}
        <Button to={kuburProPaths.form} localize variant="secondary">
          {t('kuburPro.quotation.startAgain')}
        </Button>
      </Actions>
    </WizardBox>
  );
}

/** `/demo-teduh-kubur-pro/success?uuid=`: the demo certificate, and where the dashboard keeps it. */
export function KuburProSuccessPage() {
  const { t } = useTranslation('demos');
  return (
    <FuneralCoverGate title={t('kuburPro.success.title')} loading={t('kuburPro.success.loading')}>
      {/* A quotation without its certificate has no success page yet. */}
      {(cover) => (cover.status === 'issued' ? <SuccessView data={cover} /> : <NotFoundPage />)}
    </FuneralCoverGate>
  );
}

function SuccessView({ data }: { data: FuneralCover }) {
  const { t, i18n } = useTranslation('demos');
  const day = (value: string | null) => (value ? (formatDate(value, i18n.language) ?? value) : '');
  return (
    <WizardBox title={t('kuburPro.success.title')} intro={t('kuburPro.success.intro')}>
      <FuneralStepper current="certificate" />
      <FuneralDemoNotice />
      <Rows aria-label={t('kuburPro.success.title')}>
        <dt>{t('kuburPro.details.certificateNumber')}</dt>
        <dd>{data.certificate_number}</dd>
        <CoverRows cover={data} />
        <dt>{t('kuburPro.details.coverPeriod')}</dt>
        <dd>
          {t('kuburPro.details.period', { from: day(data.cover_starts_on), to: day(data.cover_ends_on) })}
        </dd>
        <dt>{t('kuburPro.details.charged')}</dt>
        <dd>{money(data.charged)}</dd>
      </Rows>
      <Actions>
        <Button to={kuburProPaths.certificate(data.uuid)} localize>
          {t('kuburPro.success.dashboard')}
        </Button>
        <Button to={kuburProPaths.landing} localize variant="secondary">
          {t('kuburPro.success.back')}
        </Button>
      </Actions>
    </WizardBox>
  );
}
