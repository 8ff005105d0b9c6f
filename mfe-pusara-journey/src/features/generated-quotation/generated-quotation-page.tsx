import { useTranslation } from '@teduh/shared/i18n-react';
import { useParams } from '@teduh/shared/router';
import styled from 'styled-components';
import {
  Button,
  colors,
  errorStatus,
  fontWeights,
  formatMoney,
  NotFoundPage,
  PageLoader,
  space,
} from '@teduh/shared';
import { WizardBox } from '@teduh/shared/journey';
import { useQuotation, useQuotationRate } from '../../api/quotations';
import { ErrorAlert } from '../../components/error-alert';
import { PlanLinks } from '../../components/plan-links';
import { compassionateBenefitSen, coverageRinggitOf, formatDecimal } from '../../lib/coverage';
import { formatDisplayDate } from '../../lib/dates';
import { decimalToSen } from '../../lib/money';

const Table = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${space.xs} ${space.md};
  margin: 0 0 ${space.lg};

  dt {
    color: ${colors.textMuted};
  }

  dd {
    margin: 0;
    text-align: right;
    font-weight: ${fontWeights.semibold};
  }
`;

const Actions = styled.div`
  display: grid;
  gap: ${space.sm};

  @media print {
    display: none;
  }
`;

/** /pusara-pro/generated-quotation/<uuid>: a printable summary of a saved quotation. */
export function GeneratedQuotationPage() {
  const { t, i18n } = useTranslation('pusara');
  const { uuid = '' } = useParams();
  const loaded = useQuotation(uuid);
  const read = loaded.status === 'success' ? loaded.data : null;
  // Priced at the saved frequency once the quotation is read; a failed price leaves the prices out.
  const priced = useQuotationRate(read, read?.contribution_term ?? 'month');

  if (loaded.status === 'loading') return <PageLoader />;
  if (loaded.status === 'error') {
    if ([400, 404].includes(errorStatus(loaded.error))) return <NotFoundPage />;
    return (
      <WizardBox title={t('generated.title')}>
        <ErrorAlert error={loaded.error} />
      </WizardBox>
    );
  }
  if (priced.status === 'loading') return <PageLoader />;
  const rate = priced.status === 'success' ? priced.data : null;
  const quotation = loaded.data;
  const coverage = coverageRinggitOf(quotation.coverage_amount);
  const holder = quotation.holder;

  return (
    <WizardBox title={t('generated.title')} intro={t('generated.intro')}>
      <Table aria-label={t('generated.title')}>
        <dt>{t('applicant.name')}</dt>
        <dd>{`${holder.first_name} ${holder.last_name}`}</dd>
        <dt>{t('applicant.nric')}</dt>
        <dd>{holder.id_ref}</dd>
        <dt>{t('quote.dob')}</dt>
        <dd>{formatDisplayDate(holder.dob, i18n.language)}</dd>
        <dt>{t('quote.sumCovered')}</dt>
        <dd>{formatDecimal(quotation.coverage_amount)}</dd>
        <dt>{t('generated.compassionate')}</dt>
        <dd>{formatMoney(compassionateBenefitSen(coverage))}</dd>
        {rate ? (
          <>
            <dt>{t('frequency.monthlyPlain')}</dt>
            <dd>{formatMoney(decimalToSen(rate.monthly_gross_premium))}</dd>
            <dt>{t('frequency.yearlyPlain')}</dt>
            <dd>{formatMoney(decimalToSen(rate.yearly_gross_premium))}</dd>
            <dt>{t('quoteStep.tabarru')}</dt>
            <dd>{formatDecimal(rate.tabarru_monthly)}</dd>
            <dt>{t('quoteStep.wakalah')}</dt>
            <dd>{formatDecimal(rate.wakalah_fee_monthly)}</dd>
          </>
        ) : null}
        <dt>{t('generated.created')}</dt>
        <dd>{formatDisplayDate(quotation.created_at.slice(0, 10), i18n.language)}</dd>
      </Table>
      <Actions>
        <Button onClick={() => window.print()}>{t('generated.print')}</Button>
        {quotation.state === 'draft' ? (
          <Button to={`/pusara-pro/sales-journey/${quotation.uuid}`} localize variant="secondary">
            {t('createQuotation.draft.resume')}
          </Button>
        ) : null}
      </Actions>
      <PlanLinks />
    </WizardBox>
  );
}
