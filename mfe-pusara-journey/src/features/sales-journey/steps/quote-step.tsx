import { useState } from 'react';
import { useTranslation } from '@teduh/shared/i18n-react';
import { ringgitToSen, senToDecimalString } from '@teduh/shared';
import { ContributionBreakdown, StepActions, StepHeading } from '@teduh/shared/journey';
import { updateQuotation, useQuotationRate } from '../../../api/quotations';
import { CoveragePrice } from '../../../components/coverage-price';
import { ErrorAlert } from '../../../components/error-alert';
import { coverageRinggitOf, formatDecimal } from '../../../lib/coverage';
import { decimalToSen } from '../../../lib/money';
import type { StepProps } from './step-props';

/** Step 1: the sum covered (saved on release) and the monthly contribution with its breakdown. */
export function QuoteStep({ quotation, counter, focusHeading, onSaved, onNext, onBack }: StepProps) {
  const { t } = useTranslation('pusara');
  const [coverage, setCoverage] = useState(() => coverageRinggitOf(quotation.coverage_amount));
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<unknown>(null);
  // Priced again whenever a new sum is saved (the key names the saved version); a failed price is silent:
  // the loading stops and no price is shown.
  const rated = useQuotationRate(quotation, 'month');
  const rate = rated.status === 'success' ? rated.data : null;
  const busy = saving || rated.status === 'loading';

  const commit = async (ringgit: number) => {
    setSaving(true);
    setError(null);
    try {
      const saved = await updateQuotation(quotation.uuid, {
        coverage_amount: senToDecimalString(ringgitToSen(ringgit)),
      });
      onSaved(saved);
    } catch (caught) {
      setError(caught);
      setCoverage(coverageRinggitOf(quotation.coverage_amount));
    } finally {
      setSaving(false);
    }
  };

  return (
    <section aria-labelledby="step-quote">
      <StepHeading counter={counter} focusOnMount={focusHeading} id="step-quote">
        {t('quoteStep.title')}
      </StepHeading>
      <p>{t('quoteStep.intro')}</p>
      <CoveragePrice
        coverage={coverage}
        onCoverageChange={setCoverage}
        onCoverageCommit={(value) => void commit(value)}
        monthlySen={rate ? decimalToSen(rate.monthly_gross_premium) : null}
        calculating={busy}
        disabled={false}
      />
      {rate && !busy ? (
        <ContributionBreakdown
          label={t('quoteStep.breakdown')}
          spaceAfter="md"
          rows={[
            { id: 'tabarru', label: t('quoteStep.tabarru'), value: formatDecimal(rate.tabarru_monthly) },
            { id: 'wakalah', label: t('quoteStep.wakalah'), value: formatDecimal(rate.wakalah_fee_monthly) },
            {
              id: 'total',
              label: t('quoteStep.total', { per: t('frequency.perMonth') }),
              value: formatDecimal(rate.monthly_gross_premium),
              total: true,
            },
          ]}
        />
      ) : null}
      {error ? <ErrorAlert error={error} /> : null}
      <StepActions onBack={onBack} onContinue={onNext} disabled={busy} />
    </section>
  );
}
