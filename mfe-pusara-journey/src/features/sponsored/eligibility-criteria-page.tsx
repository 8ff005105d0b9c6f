import { useState } from 'react';
import { useTranslation } from '@teduh/shared/i18n-react';
import { Navigate, useLocation, useNavigate, useParams } from '@teduh/shared/router';
import {
  Alert,
  Button,
  errorStatus,
  NotFoundPage,
  PageLoader,
  useLocalizedPath,
  useSessionStore,
} from '@teduh/shared';
import { useApiQuery } from '@teduh/shared/query';
import { WizardBox } from '@teduh/shared/journey';
import styled from 'styled-components';
import { space } from '@teduh/shared';
import { ErrorAlert } from '../../components/error-alert';
import { apiErrorCode } from '../../lib/api-error-code';
import {
  checkEligibility,
  createPartnerQuotation,
  fetchPartner,
  submitPartnerQuotation,
  type EligibilityCheck,
  type Partner,
} from './api';
import { CoverFacts } from './components/cover-facts';
import { paymentSummaryPath, reviewApplicationPath } from './paths';

const Actions = styled.div`
  display: grid;
  gap: ${space.sm};
  margin-top: ${space.lg};
`;

const Criteria = styled.p`
  margin: 0 0 ${space.lg};
`;

/**
 * /pusara-pro/mykasih/<partner>/eligibility-criteria: who the partner sponsors, then (signed in, identity
 * verified) the member's own eligibility. An eligible member without an application gets one (the partner's
 * sum, submitted yearly with submit false) and goes to the payment summary; a submitted or published one goes
 * to its review page.
 */
export function EligibilityCriteriaPage() {
  const { t, i18n } = useTranslation('pusara');
  const { id = '' } = useParams();
  const partner = useApiQuery(`partners/${id}/${i18n.language}`, (signal) => fetchPartner(id, signal));

  if (partner.status === 'loading') return <PageLoader />;
  if (partner.status === 'error') {
    if ([400, 404].includes(errorStatus(partner.error))) return <NotFoundPage />;
    return (
      <WizardBox title={t('sponsored.criteria.title')}>
        <ErrorAlert error={partner.error} />
        <Actions>
          <Button onClick={partner.retry}>{t('common.retry')}</Button>
        </Actions>
      </WizardBox>
    );
  }
  return (
    <WizardBox
      title={t('sponsored.criteria.title')}
      intro={t('sponsored.criteria.intro', { partner: partner.data.name })}
    >
      <Criteria>{partner.data.criteria}</Criteria>
      <CoverFacts
        partnerName={partner.data.name}
        sumCovered={partner.data.sum_covered}
        funeralBenefit={partner.data.funeral_benefit}
      />
      <MemberEligibility partner={partner.data} />
    </WizardBox>
  );
}

function MemberEligibility({ partner }: { partner: Partner }) {
  const { t } = useTranslation('pusara');
  const { pathname } = useLocation();
  const status = useSessionStore((state) => state.status);
  const userId = useSessionStore((state) => state.profile?.uuid ?? null);

  if (status === 'unknown') return <PageLoader />;
  if (status !== 'authenticated' || !userId) {
    const next = `?next=${encodeURIComponent(pathname)}`;
    return (
      <>
        <p>{t('sponsored.criteria.signInFirst')}</p>
        <Actions>
          <Button to={`/user/register${next}`} localize size="lg" fullWidth>
            {t('sponsored.criteria.register')}
          </Button>
          <Button to={`/user/sign-in${next}`} localize variant="secondary" fullWidth>
            {t('sponsored.criteria.signIn')}
          </Button>
        </Actions>
      </>
    );
  }
  return <EligibilityCheckResult partner={partner} userId={userId} />;
}

function EligibilityCheckResult({ partner, userId }: { partner: Partner; userId: string }) {
  const { t, i18n } = useTranslation('pusara');
  const localized = useLocalizedPath();
  const check = useApiQuery(
    `partners/eligibility/${partner.slug}/${userId}/${i18n.language}`,
    (signal) => checkEligibility(partner.slug, signal),
    // The partner's own system may be down: asked again once the member chooses to.
    { retries: 0 },
  );

  if (check.status === 'loading') {
    return <p role="status">{t('sponsored.criteria.checking', { partner: partner.name })}</p>;
  }
  if (check.status === 'error') {
    if (apiErrorCode(check.error) === 'ekyc_required') {
      return (
        <>
          <Alert variant="warning" title={t('sponsored.criteria.verifyTitle')}>
            {t('sponsored.criteria.verifyText')}
          </Alert>
          <Actions>
            <Button to="/ekyc/begin-verification" localize size="lg" fullWidth>
              {t('sponsored.criteria.verifyButton')}
            </Button>
          </Actions>
        </>
      );
    }
    return (
      <>
        <ErrorAlert error={check.error} />
        <Actions>
          <Button onClick={check.retry}>{t('common.retry')}</Button>
        </Actions>
      </>
    );
  }
  const result = check.data;
  if (result.quotation && result.quotation.state !== 'pending') {
    return <Navigate replace to={localized(reviewApplicationPath(partner.journey, result.quotation.uuid))} />;
  }
  if (!result.eligible) {
    return (
      <>
        <Alert variant="error" title={t('sponsored.criteria.notEligibleTitle')}>
          {result.detail}
        </Alert>
        <Actions>
          <Button to="/my-kasih" localize variant="secondary" fullWidth>
            {t('sponsored.criteria.backToPartners')}
          </Button>
        </Actions>
      </>
    );
  }
  return <StartApplication partner={partner} result={result} />;
}

/** The eligible member's way on: their pending application, or a new one made now. */
function StartApplication({ partner, result }: { partner: Partner; result: EligibilityCheck }) {
  const { t } = useTranslation('pusara');
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);

  const start = async () => {
    setBusy(true);
    setError(null);
    try {
      const uuid = result.quotation?.uuid ?? (await createPartnerQuotation(partner, result.eligibility)).uuid;
      await submitPartnerQuotation(uuid, false);
      navigate(localized(paymentSummaryPath(partner.journey, uuid)));
    } catch (caught) {
      // Shown, never only logged: the member sees what went wrong and can try again.
      setError(caught);
      setBusy(false);
    }
  };

  return (
    <>
      <Alert variant="success" title={t('sponsored.criteria.eligibleTitle')}>
        {t('sponsored.criteria.eligibleText', { partner: partner.name })}
      </Alert>
      {error ? (
        <>
          <p />
          <ErrorAlert error={error} />
        </>
      ) : null}
      <Actions>
        <Button onClick={start} loading={busy} size="lg" fullWidth>
          {result.quotation ? t('sponsored.criteria.continue') : t('sponsored.criteria.start')}
        </Button>
      </Actions>
    </>
  );
}
