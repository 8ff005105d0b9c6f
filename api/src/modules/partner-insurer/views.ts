// What the buyer's pages read of an application.
import type { PartnerApplicationRow } from './applications-repository';

export function applicationView(row: PartnerApplicationRow) {
  const application = row.application;
  return {
    uuid: row.id,
    product: row.product,
    status: row.status,
    /** True while the partner has not answered (it was down or slow): the buyer may resume later. */
    awaiting_partner: row.status === 'saved' || row.status === 'submitting',
    name: typeof application.name === 'string' ? application.name : '',
    email: row.email,
    dob: typeof application.dob === 'string' ? application.dob : null,
    gender: application.gender === 'f' ? 'f' : 'm',
    payment_type: application.payment_type === 2 ? 2 : 1,
    plan: row.plan
      ? {
          id: row.plan.planDetailId,
          plan_name: row.plan.planName,
          annual_limit: row.plan.annualLimitSen,
          coverage_term: row.plan.coverageTerm,
          has_deductible: row.plan.hasDeductible,
          deductible: row.plan.deductibleSen,
          monthly_price: row.plan.monthlySen,
          ...(row.plan.occupationalClass === undefined
            ? {}
            : { occupational_class: row.plan.occupationalClass }),
          ...(row.plan.breakdown
            ? {
                breakdown: {
                  premium: row.plan.breakdown.premiumSen,
                  service_tax: row.plan.breakdown.serviceTaxSen,
                  stamp_duty: row.plan.breakdown.stampDutySen,
                },
              }
            : {}),
        }
      : null,
    premium: row.premiumSen,
    decision_reason: row.decisionReason,
    policy_number: row.policyNumber,
    documents: row.documents,
    payment_status: row.paymentStatus,
    signed_in_owner: row.userId !== null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
