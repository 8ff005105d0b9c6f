// The member's plans from our insurance partner (medical, life and personal accident), beside the certificates:
// bought signed in, or before registering with the e-mail the member verified. Hidden when there are none.
import { useTranslation } from '@teduh/shared/i18n-react';
import styled from 'styled-components';
import { apiClient, colors, fontSizes, fontWeights, formatMoney, radii, space } from '@teduh/shared';
import { useApiQuery } from '@teduh/shared/query';

interface PartnerPlan {
  uuid: string;
  product: 'medical' | 'life' | 'accident';
  status: string;
  payment_type: 1 | 2;
  plan: { plan_name: string; annual_limit: number } | null;
  premium: number | null;
  policy_number: string | null;
  documents: { type: string; url: string }[];
}

async function fetchPartnerPlans(signal: AbortSignal): Promise<PartnerPlan[]> {
  const response = await apiClient.get<{ data: PartnerPlan[] }>('partners/api/v1/insurer/policies/', {
    signal,
  });
  return response.data.data;
}

const Section = styled.section`
  margin-top: ${space.xl};

  h2 {
    margin: 0 0 ${space.md};
    font-size: ${fontSizes.xl};
  }
`;

const Card = styled.li`
  padding: ${space.md};
  border: 1px solid ${colors.border};
  border-radius: ${radii.xl};
  background: ${colors.background};

  h3 {
    margin: 0 0 ${space.xs};
    font-size: ${fontSizes.lg};
  }

  p {
    margin: 0 0 ${space.xxs};
  }

  strong {
    font-weight: ${fontWeights.semibold};
  }
`;

const Cards = styled.ul`
  display: grid;
  gap: ${space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const knownStatuses = ['issued', 'approved', 'referred', 'declined', 'payment_failed'];

export function PartnerPlans() {
  const { t } = useTranslation('dashboard');
  const plans = useApiQuery('partners:insurer:policies', fetchPartnerPlans);
  if (plans.status !== 'success' || plans.data.length === 0) return null;
  return (
    <Section aria-labelledby="partner-plans-title">
      <h2 id="partner-plans-title">{t('partnerInsurer.title')}</h2>
      <Cards>
        {plans.data.map((plan) => (
          <Card key={plan.uuid}>
            <h3>{`${plan.product === 'accident' ? t('accident.product') : t(`partnerInsurer.product.${plan.product}`)}${plan.plan ? `: ${plan.plan.plan_name}` : ''}`}</h3>
            <p>
              {t('partnerInsurer.statusLabel')}{' '}
              <strong>
                {t(`partnerInsurer.status.${knownStatuses.includes(plan.status) ? plan.status : 'pending'}`)}
              </strong>
            </p>
            {plan.policy_number ? (
              <p>{t('partnerInsurer.policyNumber', { number: plan.policy_number })}</p>
            ) : null}
            {plan.premium !== null ? (
              <p>
                {t(plan.payment_type === 2 ? 'partnerInsurer.premiumYear' : 'partnerInsurer.premiumMonth', {
                  amount: formatMoney(plan.premium),
                })}
              </p>
            ) : null}
            {plan.documents.map((document) => (
              <p key={document.url}>
                <a href={document.url} target="_blank" rel="noreferrer">
                  {t(
                    document.type === 'policy_schedule'
                      ? 'partnerInsurer.schedule'
                      : 'partnerInsurer.disclosure',
                  )}
                </a>
              </p>
            ))}
          </Card>
        ))}
      </Cards>
    </Section>
  );
}
