import { useTranslation } from '@teduh/shared/i18n-react';
import styled from 'styled-components';
import { AppLink, colors, currentLocale, fontSizes, fontWeights, radii, space } from '@teduh/shared';
import { day, money } from '../../../lib/policy-format';
import type { VaultPolicy } from '../api/types';
import { Facts } from './vault-styles';

const CardFacts = styled(Facts)`
  && {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  }
`;

const Card = styled.article`
  height: 100%;
  padding: ${space.md};
  border: 1px solid ${colors.border};
  border-radius: ${radii.xl};
  background: ${colors.background};

  h3 {
    margin: 0 0 ${space.xxs};
    font-size: ${fontSizes.lg};
  }

  a {
    color: ${colors.primary};
    font-weight: ${fontWeights.bold};
  }
`;

const Insurer = styled.p`
  margin: 0 0 ${space.sm};
  color: ${colors.textMuted};
`;

const Badge = styled.span<{ $tone: 'ok' | 'warn' | 'off' }>`
  display: inline-block;
  margin-bottom: ${space.sm};
  padding: 2px ${space.xs};
  border-radius: ${radii.pill};
  background: ${(p) =>
    p.$tone === 'ok'
      ? colors.successBackground
      : p.$tone === 'warn'
        ? colors.warningBackground
        : colors.disabledBackground};
  color: ${(p) => (p.$tone === 'ok' ? colors.success : p.$tone === 'warn' ? colors.warning : colors.disabledText)};
  font-size: ${fontSizes.sm};
  font-weight: ${fontWeights.semibold};
`;

/** The badge of a recorded policy: in force (ending soon when within 60 days), not started, or expired. */
export function PolicyStatus({ policy }: { policy: VaultPolicy }) {
  const { t } = useTranslation('dashboard');
  const endingSoon =
    policy.status === 'in_force' && policy.days_to_expiry !== null && policy.days_to_expiry <= 60;
  const tone =
    policy.status === 'expired' ? 'off' : endingSoon || policy.status === 'not_started' ? 'warn' : 'ok';
  return (
    <Badge $tone={tone} data-testid="vault-status">
      {endingSoon
        ? t('vault.status.endingSoon', { count: policy.days_to_expiry ?? 0 })
        : t(`vault.status.${policy.status}`)}
    </Badge>
  );
}

export function PolicyCard({ policy }: { policy: VaultPolicy }) {
  const { t } = useTranslation('dashboard');
  const locale = currentLocale();
  return (
    <Card data-testid="vault-policy-card">
      <h3>
        <AppLink to={`/vault/${policy.uuid}`} localize>
          {policy.product}
        </AppLink>
      </h3>
      <Insurer>{policy.insurer_name}</Insurer>
      <PolicyStatus policy={policy} />
      <CardFacts>
        <dt>{t('vault.fields.type')}</dt>
        <dd>{t(`vault.type.${policy.type}`)}</dd>
        <dt>{t('vault.fields.coverage')}</dt>
        <dd>{money(policy.coverage_amount, { omitZeroSen: true })}</dd>
        <dt>{t('vault.fields.policyNumber')}</dt>
        <dd>{policy.policy_number}</dd>
        <dt>{t('vault.fields.expiry')}</dt>
        <dd>{day(policy.expiry_date, locale) ?? t('vault.fields.noExpiry')}</dd>
      </CardFacts>
    </Card>
  );
}
