import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@teduh/shared/i18n-react';
import { Navigate, useParams } from '@teduh/shared/router';
import styled from 'styled-components';
import {
  Alert,
  Button,
  Container,
  NotFoundPage,
  PageLoader,
  colors,
  currentLocale,
  errorStatus,
  lineHeights,
  media,
  readApiErrorParts,
  space,
  toast,
  useLocalizedPath,
} from '@teduh/shared';
import { ProfileCard } from '../../components/profile-card';
import { usePolicy } from './api/get-policy';
import { usePolicyAttachments } from './api/list-attachments';
import type { PolicyDetail } from './api/types';
import { cancelOutcome, canRequestCancellation } from './cancellation';
import { AutoBillingSection } from './components/auto-billing-section';
import { CancelDialog } from './components/cancel-dialog';
import { ClaimSection } from './components/claim-section';
import { DocumentsSection } from './components/documents-section';
import { PayNowSection } from './components/pay-now-section';
import {
  BenefitsSection,
  CertificateDetailsSection,
  ContributionSection,
  HistorySection,
  PeopleSection,
  ScheduleSection,
} from './components/policy-sections';
import { CertificateNumberText } from './components/certificate-number';
import { StatusBadge } from './components/status-badge';
import { day, dayOfInstant } from '../../lib/policy-format';
import { BackLink, Page, Title } from '../../components/account-page';
import { CertificateHistorySection } from './servicing/certificate-history-section';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space.sm} ${space.md};
  margin-bottom: ${space.lg};
`;

const Subtitle = styled.p`
  margin: 0;
  color: ${colors.textMuted};
`;

const Notice = styled.div`
  margin-bottom: ${space.lg};

  &:focus {
    outline: none;
  }
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${space.md};

  ${media.above('md')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${space.lg};
  }
`;

const Wide = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${space.md};
  min-width: 0;

  ${media.above('md')} {
    grid-column: 1 / -1;
    gap: ${space.lg};
  }
`;

const Narrow = styled.div`
  max-width: 36rem;
  margin: 0 auto;
  padding: ${space.xxl} 0;
`;

const Text = styled.p`
  margin: 0 0 ${space.md};
  line-height: ${lineHeights.body};
`;

const Retry = styled.div`
  margin-top: ${space.md};
`;

/** What happened to a certificate that is not simply in force, in words. */
function StatusNotice({ policy }: { policy: PolicyDetail }) {
  const { t } = useTranslation('dashboard');
  const locale = currentLocale();
  const ended = policy.ended_at ? dayOfInstant(policy.ended_at, locale) : null;
  if (policy.status === 'issued' && policy.cancellation) {
    return (
      <Alert variant="warning" title={t('policies.notice.scheduled.title')}>
        {t('policies.notice.scheduled.text', { date: day(policy.cancellation.effective_date, locale) })}
      </Alert>
    );
  }
  if (policy.status === 'canceled') {
    const refunded = policy.end_reason === 'cooling_off' || policy.end_reason === 'duplicate_certificate';
    return (
      <Alert variant="info" title={t('policies.notice.canceled.title')}>
        {ended ? t('policies.notice.canceled.text', { date: ended }) : null}{' '}
        {refunded ? t('policies.notice.canceled.refund') : null}
      </Alert>
    );
  }
  if (policy.status === 'rescinded' || policy.status === 'lapsed' || policy.status === 'pending') {
    return (
      <Alert variant="info" title={t(`policies.notice.${policy.status}.title`)}>
        {t(`policies.notice.${policy.status}.text`, { date: ended ?? '' })}
      </Alert>
    );
  }
  return null;
}

/** Ask to cancel: what it would lead to today, and the button that opens the confirmation. */
function CancellationSection({ policy, onRequest }: { policy: PolicyDetail; onRequest: () => void }) {
  const { t } = useTranslation('dashboard');
  const locale = currentLocale();
  const outcome = cancelOutcome(policy);
  return (
    <ProfileCard id="policy-cancel" title={t('policies.cancel.sectionTitle')}>
      <Text>
        {outcome.kind === 'refund'
          ? t('policies.cancel.summaryRefund', { date: day(outcome.coolingOffEndsOn, locale) })
          : t('policies.cancel.summaryLater', { date: day(outcome.endsOn, locale) })}
      </Text>
      <Button variant="secondary" onClick={onRequest}>
        {t('policies.cancel.request')}
      </Button>
    </ProfileCard>
  );
}

/**
 * `/dashboard/policy-detail/:uuid`: one of the
 * member's certificates. Another member's or an unknown uuid is answered 404 by the API and shows the 404 page;
 * without a uuid the member goes to the list of certificates.
 */
export function PolicyDetailPage() {
  const { uuid } = useParams<{ uuid?: string }>();
  const localized = useLocalizedPath();
  if (!uuid) return <Navigate to={localized('/dashboard/policies')} replace />;
  if (!uuidPattern.test(uuid)) return <NotFoundPage />;
  return <PolicyDetail key={uuid} uuid={uuid} />;
}

function PolicyDetail({ uuid }: { uuid: string }) {
  const { t } = useTranslation('dashboard');
  const policyQuery = usePolicy(uuid);
  // The documents list is a convenience: without it the page still offers the PDF and the sheet.
  const attachmentsQuery = usePolicyAttachments(uuid);
  const [cancelling, setCancelling] = useState(false);
  const noticeRef = useRef<HTMLDivElement>(null);
  const focusNotice = useRef(false);

  // After a cancellation the dialog's button is gone: focus goes to the notice that says what happened.
  useEffect(() => {
    if (!focusNotice.current) return;
    focusNotice.current = false;
    noticeRef.current?.focus();
  });

  const retry = () => {
    policyQuery.retry();
    attachmentsQuery.retry();
  };

  if (policyQuery.status === 'loading' || attachmentsQuery.status === 'loading') {
    return <PageLoader label={t('policies.detail.loading')} />;
  }
  if (policyQuery.status === 'error') {
    const status = errorStatus(policyQuery.error);
    if (status === 404 || status === 400) return <NotFoundPage />;
    const { network } = readApiErrorParts(policyQuery.error);
    return (
      <Page>
        <Container>
          <Narrow>
            <Title>{t('policies.detail.title')}</Title>
            <Alert
              variant="error"
              title={network ? t('common.networkError.title') : t('policies.detail.failed.title')}
            >
              {network ? t('common.networkError.text') : t('policies.detail.failed.text')}
            </Alert>
            <Retry>
              <Button onClick={retry}>{t('policies.retry')}</Button>
            </Retry>
          </Narrow>
        </Container>
      </Page>
    );
  }

  const policy = policyQuery.data;
  const attachments = attachmentsQuery.status === 'success' ? attachmentsQuery.data : null;
  const locale = currentLocale();

  const handleCancelled = (updated: PolicyDetail) => {
    setCancelling(false);
    policyQuery.setData(updated);
    focusNotice.current = true;
    if (updated.status === 'canceled') toast.success(t('policies.cancel.doneCanceled'));
    else {
      toast.success(
        t('policies.cancel.doneScheduled', {
          date: day(updated.cancellation?.effective_date ?? null, locale),
        }),
      );
    }
  };

  return (
    <Page>
      <Container>
        <BackLink to="/dashboard/policies" localize>
          {t('policies.backToList')}
        </BackLink>
        <Header>
          <div>
            <Title>{policy.product.name}</Title>
            <Subtitle>
              <CertificateNumberText number={policy.number} />
            </Subtitle>
          </div>
          <StatusBadge status={policy.status} />
        </Header>
        <Notice ref={noticeRef} tabIndex={-1} data-testid="status-notice">
          <StatusNotice policy={policy} />
        </Notice>
        <Grid>
          <PayNowSection policy={policy} onPaid={retry} />
          <CertificateDetailsSection policy={policy} />
          <BenefitsSection policy={policy} />
          <ContributionSection policy={policy} />
          <AutoBillingSection policy={policy} />
          <Wide>
            <ScheduleSection policy={policy} />
            <HistorySection policy={policy} />
          </Wide>
          <PeopleSection policy={policy} />
          <CertificateHistorySection uuid={policy.uuid} />
          <DocumentsSection policy={policy} attachments={attachments} />
          {policy.status === 'pending' ? null : <ClaimSection policy={policy} />}
          {canRequestCancellation(policy) ? (
            <CancellationSection policy={policy} onRequest={() => setCancelling(true)} />
          ) : null}
        </Grid>
      </Container>
      {cancelling ? (
        <CancelDialog policy={policy} onClose={() => setCancelling(false)} onDone={handleCancelled} />
      ) : null}
    </Page>
  );
}
