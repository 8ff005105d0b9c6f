import { useTranslation } from '@teduh/shared/i18n-react';
import styled from 'styled-components';
import { Alert, Button, brand, space } from '@teduh/shared';
import { useUnpaidApplications } from '../api/list-unpaid-applications';
import { money } from '../../../lib/policy-format';

const Section = styled.section`
  display: grid;
  gap: ${space.md};
  margin-bottom: ${space.lg};

  p {
    margin: 0 0 ${space.sm};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.sm};
`;

/**
 * The member's unpaid applications, above their certificates: a declined or abandoned payment leaves one, and
 * the member may pay it now (the journey's payment summary) or start a new quotation, which replaces it.
 * Nothing is shown when there is none or the list cannot be read (the certificates below say the rest).
 */
export function UnpaidApplications() {
  const { t } = useTranslation('dashboard');
  const applications = useUnpaidApplications();
  const unpaid =
    applications.status === 'success' ? applications.data.filter((row) => row.status === 'pending') : [];

  if (unpaid.length === 0) return null;
  return (
    <Section aria-label={t('policies.unpaid.title')}>
      {unpaid.map((application) => (
        <Alert key={application.uuid} variant="warning" title={t('policies.unpaid.title')}>
          <p>
            {t(
              application.contribution_term === 'year'
                ? 'policies.unpaid.textYearly'
                : 'policies.unpaid.textMonthly',
              {
                plan: application.product.name,
                amount: money(application.sum_covered, { omitZeroSen: true }),
                contribution: money(application.contribution),
              },
            )}
          </p>
          <p>{t('policies.unpaid.startAgain')}</p>
          <Actions>
            <Button to={`/${brand.flagshipSlug}/payment-summary/${application.uuid}`} localize>
              {t('policies.unpaid.payNow')}
            </Button>
            <Button to={`/${brand.flagshipSlug}/create-quotation`} localize variant="secondary">
              {t('policies.unpaid.newQuotation')}
            </Button>
          </Actions>
        </Alert>
      ))}
    </Section>
  );
}
