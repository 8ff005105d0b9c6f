// A personal accident quotation as label and value rows: the plan, the class it is priced for, the yearly
// premium with its service tax and stamp duty, and once issued the policy number.
import { useTranslation } from '@teduh/shared/i18n-react';
import { formatMoney } from '@teduh/shared';
import { DetailsList } from '@teduh/shared/journey';
import type { AccidentQuotation } from './api';

export function QuotationSummary({ quotation }: { quotation: AccidentQuotation }) {
  const { t } = useTranslation('partners');
  const plan = quotation.plan;
  return (
    <DetailsList>
      <dt>{t('accident.summary.reference')}</dt>
      <dd>{quotation.uuid.slice(0, 8).toUpperCase()}</dd>
      <dt>{t('accident.summary.name')}</dt>
      <dd>{quotation.name}</dd>
      {plan ? (
        <>
          <dt>{t('accident.summary.plan')}</dt>
          <dd>{plan.plan_name}</dd>
          <dt>{t('accident.summary.sumInsured')}</dt>
          <dd>{formatMoney(plan.annual_limit, { omitZeroSen: true })}</dd>
          {plan.occupational_class ? (
            <>
              <dt>{t('accident.summary.class')}</dt>
              <dd>{t('accident.summary.classValue', { occupationalClass: plan.occupational_class })}</dd>
            </>
          ) : null}
          {plan.breakdown ? (
            <>
              <dt>{t('accident.summary.premium')}</dt>
              <dd>{formatMoney(plan.breakdown.premium)}</dd>
              <dt>{t('accident.summary.serviceTax')}</dt>
              <dd>{formatMoney(plan.breakdown.service_tax)}</dd>
              <dt>{t('accident.summary.stampDuty')}</dt>
              <dd>{formatMoney(plan.breakdown.stamp_duty)}</dd>
            </>
          ) : null}
        </>
      ) : null}
      {quotation.premium !== null ? (
        <>
          <dt>{t('accident.summary.total')}</dt>
          <dd>{t('accident.summary.perYear', { amount: formatMoney(quotation.premium) })}</dd>
        </>
      ) : null}
      {quotation.policy_number ? (
        <>
          <dt>{t('accident.summary.policyNumber')}</dt>
          <dd>{quotation.policy_number}</dd>
        </>
      ) : null}
    </DetailsList>
  );
}
