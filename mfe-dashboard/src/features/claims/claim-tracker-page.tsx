import { useState } from 'react';
import { useTranslation } from '@teduh/shared/i18n-react';
import { useParams, useSearchParams } from '@teduh/shared/router';
import styled from 'styled-components';
import {
  Alert,
  Button,
  Container,
  NotFoundPage,
  PageLoader,
  brand,
  colors,
  currentLocale,
  errorStatus,
  fontWeights,
  lineHeights,
  radii,
  readApiError,
  space,
} from '@teduh/shared';
import { formatMoney } from '@teduh/shared/domain';
import { dayOfInstant } from '../../lib/policy-format';
import { uploadClaimDocument, useClaim, type Claim, type ClaimBenefit } from './api/claims';

const Section = styled.section`
  margin: ${space.lg} 0;
`;

const Steps = styled.ol`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.sm};
  padding: 0;
  list-style: none;
`;

const StepItem = styled.li<{ $done: boolean; $current: boolean }>`
  padding: ${space.xs} ${space.sm};
  border-radius: 999px;
  border: 1px solid ${({ $done }) => ($done ? colors.primary : colors.border)};
  color: ${({ $done }) => ($done ? colors.primary : colors.textMuted)};
  font-weight: ${({ $current }) => ($current ? fontWeights.bold : fontWeights.regular)};
`;

const Rows = styled.ul`
  display: grid;
  gap: ${space.md};
  padding: 0;
  list-style: none;
  line-height: ${lineHeights.body};
`;

const Row = styled.li`
  padding: ${space.md};
  border: 1px solid ${colors.border};
  border-radius: 8px;
`;

const progress = ['submitted', 'documents_needed', 'under_review', 'approved', 'paid'] as const;
/** A demo claim stops at approved: it is never paid. */
const demoProgress: readonly (typeof progress)[number][] = progress.filter((name) => name !== 'paid');

const DemoBadge = styled.span`
  display: inline-block;
  margin-top: ${space.lg};
  padding: ${space.xxs} ${space.sm};
  border-radius: ${radii.pill};
  background: ${colors.accent};
  color: ${colors.onAccent};
  font-weight: ${fontWeights.bold};
`;

function hoursLeft(seconds: number): { hours: number; minutes: number } {
  return { hours: Math.floor(seconds / 3600), minutes: Math.floor((seconds % 3600) / 60) };
}

function BenefitRow({ benefit, demo }: { benefit: ClaimBenefit; demo: boolean }) {
  const { t } = useTranslation('dashboard');
  const locale = currentLocale();
  const { clock } = benefit;
  return (
    <Row data-testid={`benefit-${benefit.code}`}>
      <strong>
        {benefit.label} ({benefit.code}): {formatMoney(benefit.amount_sen)}
      </strong>
      <div>
        {demo && benefit.status === 'approved'
          ? t('kuburClaim.tracker.approved')
          : t(`claims.benefitStatus.${benefit.status}`)}
      </div>
      {demo && benefit.status !== 'pending' ? null : (
        <div>
          {clock.due_at === null
            ? t(demo ? `kuburClaim.tracker.clock.${benefit.code}` : `claims.clock.notStarted.${benefit.code}`)
            : benefit.paid_at
              ? t(clock.met ? 'claims.clock.met' : 'claims.clock.missed', {
                  day: dayOfInstant(benefit.paid_at, locale),
                })
              : clock.seconds_left && clock.seconds_left > 0
                ? t('claims.clock.left', hoursLeft(clock.seconds_left))
                : t('claims.clock.overdue')}
        </div>
      )}
    </Row>
  );
}

function DocumentRow({
  claim,
  kind,
  label,
  token,
  onUploaded,
}: {
  claim: Claim;
  kind: string;
  label: string;
  token: string;
  onUploaded: (claim: Claim) => void;
}) {
  const { t } = useTranslation('dashboard');
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const latest = claim.documents.filter((doc) => doc.kind === kind).at(-1);
  const missing = claim.missing_documents.includes(kind);
  const open = claim.status !== 'declined' && claim.status !== 'paid';
  const inputId = `claim-doc-${kind}`;
  return (
    <Row>
      <strong>{label}</strong>
      <div>{t(`claims.documentStatus.${missing ? 'missing' : (latest?.status ?? 'missing')}`)}</div>
      {latest?.review_note ? <div>{latest.review_note}</div> : null}
      {missing && open ? (
        <form
          onSubmit={async (event) => {
            event.preventDefault();
            if (!file) {
              setError(t('claims.tracker.chooseFile'));
              return;
            }
            setBusy(true);
            setError(null);
            try {
              onUploaded(await uploadClaimDocument(claim.uuid, token, kind, file));
            } catch (failure) {
              setError(readApiError(failure).text);
            } finally {
              setBusy(false);
            }
          }}
        >
          <label htmlFor={inputId}>{t('claims.tracker.file', { document: label })}</label>
          <input
            id={inputId}
            type="file"
            accept="application/pdf,image/jpeg,image/png"
            aria-describedby={error ? `${inputId}-error` : undefined}
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          />
          <Button type="submit" size="sm" loading={busy}>
            {t('claims.tracker.upload')}
          </Button>
          {error ? (
            <p id={`${inputId}-error`} role="alert">
              {error}
            </p>
          ) : null}
        </form>
      ) : null}
    </Row>
  );
}

/** `/dashboard/claims/:uuid?token=`: the claim's progress, documents and benefit clocks, for its claimant. */
export function ClaimTrackerPage() {
  const { t } = useTranslation('dashboard');
  const { uuid = '' } = useParams<{ uuid: string }>();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const query = useClaim(uuid, token);
  if (query.status === 'error') {
    if (errorStatus(query.error) === 404 || errorStatus(query.error) === 400) return <NotFoundPage />;
    return (
      <Container>
        <Alert variant="error" title={t('claims.tracker.title')}>
          {readApiError(query.error).text}
        </Alert>
      </Container>
    );
  }
  if (query.status !== 'success') return <PageLoader />;
  const claim = query.data;
  const steps = claim.demo ? demoProgress : progress;
  const reached = steps.indexOf(claim.status as (typeof progress)[number]);
  return (
    <Container>
      {claim.demo ? <DemoBadge>{t('kuburClaim.tracker.badge')}</DemoBadge> : null}
      <h1>{claim.demo ? t('kuburClaim.tracker.title') : t('claims.tracker.title')}</h1>
      {claim.demo ? (
        <Alert variant="info" title={t('kuburClaim.tracker.notice.title')}>
          {t('kuburClaim.tracker.notice.text')}
        </Alert>
      ) : null}
      <p>
        {t('claims.tracker.reference', { reference: claim.reference, certificate: claim.certificate_number })}
      </p>
      <div role="status" aria-live="polite">
        {t('claims.tracker.status', { status: claim.status_label })}
      </div>
      {claim.status === 'declined' ? (
        <Alert variant="error" title={t('claims.tracker.declined')}>
          <p>{claim.decline_reason}</p>
          <p>{t('claims.tracker.appeal', { email: brand.supportEmail })}</p>
        </Alert>
      ) : (
        <Steps aria-label={t('claims.tracker.progress')}>
          {steps.map((name, index) => (
            <StepItem
              key={name}
              $done={index <= reached}
              $current={index === reached}
              aria-current={index === reached ? 'step' : undefined}
            >
              {t(`claims.progress.${name}`)}
            </StepItem>
          ))}
        </Steps>
      )}
      <Section aria-labelledby="claim-benefits">
        <h2 id="claim-benefits">{t('claims.tracker.benefits')}</h2>
        <p>
          {claim.demo
            ? t('kuburClaim.tracker.payee', { name: claim.payee.name })
            : t('claims.tracker.payee', {
                name: claim.payee.name,
                type: t(`claims.payeeType.${claim.payee.type}`),
                last4: claim.payee.account_number_last4,
              })}
        </p>
        <Rows>
          {claim.benefits.map((benefit) => (
            <BenefitRow key={benefit.code} benefit={benefit} demo={claim.demo} />
          ))}
        </Rows>
      </Section>
      <Section aria-labelledby="claim-documents">
        <h2 id="claim-documents">{t('claims.tracker.documents')}</h2>
        <Rows>
          {claim.required_documents.map((doc) => (
            <DocumentRow
              key={doc.kind}
              claim={claim}
              kind={doc.kind}
              label={doc.label}
              token={token}
              onUploaded={query.setData}
            />
          ))}
        </Rows>
      </Section>
    </Container>
  );
}
