import { useTranslation } from '@teduh/shared/i18n-react';
import { type BreakdownRow, ContributionBreakdown } from '@teduh/shared/journey';
import type { Policy } from '../../../api/types';
import { formatDecimal } from '../../../lib/coverage';

/**
 * The certificate's plan and contribution: what is due now while it waits for its first contribution; once
 * paid (or ended), what it costs, with its number, and nothing said to be due.
 */
export function ChargeSummary({ policy }: { policy: Policy }) {
  const { t } = useTranslation('pusara');
  const per = t(policy.contribution_term === 'year' ? 'frequency.perYear' : 'frequency.perMonth');
  const due = policy.status === 'pending';
  const rows: (BreakdownRow | null)[] = [
    { id: 'plan', label: t('payment.plan'), value: policy.product.name },
    policy.number
      ? { id: 'number', label: t('payment.certificateNumber'), value: policy.number, keepTogether: true }
      : null,
    { id: 'sumCovered', label: t('quote.sumCovered'), value: formatDecimal(policy.sum_covered) },
    policy.tabarru
      ? { id: 'tabarru', label: t('quoteStep.tabarru'), value: formatDecimal(policy.tabarru) }
      : null,
    policy.wakalah_fee
      ? { id: 'wakalah', label: t('quoteStep.wakalah'), value: formatDecimal(policy.wakalah_fee) }
      : null,
    {
      id: 'contribution',
      label: t(due ? 'payment.dueNow' : 'payment.contribution', { per }),
      value: formatDecimal(policy.contribution),
      total: true,
    },
  ];
  return (
    <ContributionBreakdown
      label={t(due ? 'payment.summaryLabel' : 'payment.certificateLabel')}
      rows={rows.filter((row) => row !== null)}
    />
  );
}
