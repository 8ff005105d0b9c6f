import { useState } from 'react';
import { useTranslation } from '@teduh/shared/i18n-react';
import { Navigate } from '@teduh/shared/router';
import styled from 'styled-components';
import { Alert, Button, colors, space, useLocalizedPath, useSessionStore } from '@teduh/shared';
import { type RateGender } from '@teduh/shared/product-rate';
import { todayIso } from '@teduh/shared/identity';
import { DateField, SelectField } from '@teduh/shared/forms';
import { WizardBox } from '@teduh/shared/journey';
import { CoveragePrice } from '../../components/coverage-price';
import { PlanLinks } from '../../components/plan-links';
import { EmailQuote } from './components/email-quote';
import { COVERAGE_DEFAULT_RINGGIT } from '../../lib/coverage';
import { saveQuickQuote } from '../../lib/quick-quote-storage';
import { checkQuoteAge, useQuotePrice } from '../../lib/use-quote-price';

const DidYouKnow = styled.p`
  margin: 0 0 ${space.md};
  color: ${colors.textMuted};
`;

const Notice = styled.div`
  margin-bottom: ${space.md};
`;

/**
 * /pusara-pro/quick-quote (logged out): date of birth, gender and sum covered give the monthly price. A
 * signed-in member goes to create-quotation, where the price comes from their NRIC (spec section 2).
 */
export function QuickQuotePage() {
  const { t } = useTranslation('pusara');
  const localized = useLocalizedPath();
  const status = useSessionStore((state) => state.status);
  const [dob, setDob] = useState('');
  const [gender, setGender] = useState<RateGender | ''>('');
  const [noticeOpen, setNoticeOpen] = useState(true);
  const [coverage, setCoverage] = useState(COVERAGE_DEFAULT_RINGGIT);
  const [committed, setCommitted] = useState(COVERAGE_DEFAULT_RINGGIT);
  const price = useQuotePrice({ dob, gender, coverageRinggit: committed });
  const age = checkQuoteAge(dob);

  if (status === 'authenticated') return <Navigate replace to={localized('/pusara-pro/create-quotation')} />;

  const dobError =
    age === 'future'
      ? t('quote.dobInFuture')
      : age === 'outside-calculator'
        ? t('validation.calculatorAgeRange', { ns: 'shared' })
        : undefined;
  const quoteReady = age === 'ok' && gender !== '';
  // Registration, then eKYC, then the quotation with these values (registration reads `next`).
  const registerPath = `/user/register?next=${encodeURIComponent(localized('/ekyc/begin-verification'))}`;
  const keepQuote = () => {
    if (gender !== '') saveQuickQuote({ dob, gender, coverageRinggit: coverage });
  };

  return (
    <WizardBox title={t('quickQuote.title')} intro={t('quickQuote.intro')} wide>
      {noticeOpen ? (
        <Notice>
          <Alert variant="info" title={t('quote.criteria.title')} onDismiss={() => setNoticeOpen(false)}>
            <ul>
              <li>{t('quote.criteria.citizen')}</li>
              <li>{t('quote.criteria.age')}</li>
              <li>{t('quote.criteria.oneCertificate')}</li>
            </ul>
          </Alert>
        </Notice>
      ) : null}
      <DateField
        label={t('quote.dob')}
        name="dob"
        value={dob}
        max={todayIso()}
        required
        onChange={(event) => setDob(event.target.value)}
        error={dobError}
      />
      <SelectField
        label={t('quote.gender')}
        name="gender"
        placeholder={t('quote.genderPlaceholder')}
        value={gender}
        required
        options={[
          { value: 'm', label: t('quote.male') },
          { value: 'f', label: t('quote.female') },
        ]}
        onChange={(event) => setGender(event.target.value as RateGender)}
      />
      {age === 'outside-entry' ? (
        <Alert variant="warning" role="alert">
          {t('validation.entryAge', { ns: 'shared' })}
        </Alert>
      ) : null}
      <CoveragePrice
        coverage={coverage}
        onCoverageChange={setCoverage}
        onCoverageCommit={setCommitted}
        monthlySen={price.rate?.monthlySen ?? null}
        calculating={price.calculating}
        disabled={dob === '' || gender === ''}
      />
      <DidYouKnow>{t('quote.didYouKnow')}</DidYouKnow>
      <Button to={registerPath} localize size="lg" fullWidth disabled={!quoteReady} onClick={keepQuote}>
        {t('quote.createQuotation')}
      </Button>
      <EmailQuote
        dob={dob}
        gender={gender}
        coverageSen={committed * 100}
        ready={quoteReady && price.rate !== null}
      />
      <PlanLinks />
    </WizardBox>
  );
}
