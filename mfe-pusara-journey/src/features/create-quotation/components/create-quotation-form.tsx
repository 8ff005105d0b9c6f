import { useState } from 'react';
import { useTranslation } from '@teduh/shared/i18n-react';
import { useNavigate } from '@teduh/shared/router';
import styled from 'styled-components';
import {
  Alert,
  Button,
  colors,
  fontWeights,
  ringgitToSen,
  space,
  useLocalizedPath,
  type Profile,
} from '@teduh/shared';
import { dobFromIdRef, genderFromIdRef } from '@teduh/shared/identity';
import { createQuotation } from '../../../api/quotations';
import { CoveragePrice } from '../../../components/coverage-price';
import { ErrorAlert } from '../../../components/error-alert';
import { PlanLinks } from '../../../components/plan-links';
import { COVERAGE_DEFAULT_RINGGIT } from '../../../lib/coverage';
import { formatDisplayDate } from '../../../lib/dates';
import { clearQuickQuote, loadQuickQuote } from '../../../lib/quick-quote-storage';
import { checkQuoteAge, useQuotePrice } from '../../../lib/use-quote-price';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${space.xs} ${space.md};
  margin: ${space.md} 0;

  dt {
    color: ${colors.textMuted};
  }

  dd {
    margin: 0;
    font-weight: ${fontWeights.semibold};
  }
`;

const Space = styled.div`
  margin-bottom: ${space.md};
`;

/** The quote form of a verified member: date of birth and gender come from the NRIC on the profile. */
export function CreateQuotationForm({ profile }: { profile: Profile }) {
  const { t, i18n } = useTranslation('pusara');
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const idRef = profile.id_ref;
  const dob = dobFromIdRef(idRef) ?? '';
  const gender = genderFromIdRef(idRef);
  const rateGender = gender === 'male' ? 'm' : gender === 'female' ? 'f' : '';
  // The sum from the quick quote priced before registering, if this tab has one.
  const [startCoverage] = useState(() => loadQuickQuote()?.coverageRinggit ?? COVERAGE_DEFAULT_RINGGIT);
  const [coverage, setCoverage] = useState(startCoverage);
  const [committed, setCommitted] = useState(startCoverage);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const price = useQuotePrice({ dob, gender: rateGender, coverageRinggit: committed });
  const age = checkQuoteAge(dob);

  if (!idRef || !dob || rateGender === '') {
    return (
      <Alert variant="warning" role="alert" title={t('createQuotation.noNric.title')}>
        {t('createQuotation.noNric.text')}
      </Alert>
    );
  }

  const create = async () => {
    if (submitting) return;
    setSubmitting(true);
    setError(null);
    try {
      const quotation = await createQuotation({ coverageSen: ringgitToSen(coverage), idRef });
      clearQuickQuote();
      navigate(localized(`/pusara-pro/sales-journey/${quotation.uuid}`));
    } catch (caught) {
      setError(caught);
      setSubmitting(false);
    }
  };

  return (
    <>
      <Facts>
        <dt>{t('applicant.nric')}</dt>
        <dd>{idRef}</dd>
        <dt>{t('quote.dob')}</dt>
        <dd>{formatDisplayDate(dob, i18n.language)}</dd>
        <dt>{t('quote.gender')}</dt>
        <dd>{t(rateGender === 'm' ? 'quote.male' : 'quote.female')}</dd>
      </Facts>
      {age !== 'ok' ? (
        <Space>
          <Alert variant="warning" role="alert">
            {t('validation.entryAge', { ns: 'shared' })}
          </Alert>
        </Space>
      ) : null}
      <CoveragePrice
        coverage={coverage}
        onCoverageChange={setCoverage}
        onCoverageCommit={setCommitted}
        monthlySen={price.rate?.monthlySen ?? null}
        calculating={price.calculating}
        disabled={submitting || age !== 'ok'}
      />
      {error ? (
        <Space>
          <ErrorAlert error={error} />
        </Space>
      ) : null}
      <Button
        size="lg"
        fullWidth
        loading={submitting}
        disabled={age !== 'ok' || price.calculating}
        onClick={() => void create()}
      >
        {t('quote.createQuotation')}
      </Button>
      <PlanLinks />
    </>
  );
}
