import { useTranslation } from '@teduh/shared/i18n-react';
import styled from 'styled-components';
import {
  AppLink,
  colors,
  currentLocale,
  fontSizes,
  fontWeights,
  lineHeights,
  media,
  radii,
  shadows,
  space,
} from '@teduh/shared';
import { DetailList, DetailRow, NotGiven } from '../../../components/profile-card';
import type { PolicySummary } from '../api/types';
import { day, money } from '../../../lib/policy-format';
import { CertificateNumberText } from './certificate-number';
import { StatusBadge } from './status-badge';

const Card = styled.article`
  display: grid;
  gap: ${space.md};
  padding: ${space.md};
  border: 1px solid ${colors.border};
  border-radius: ${radii.xl};
  background: ${colors.background};
  box-shadow: ${shadows.sm};

  ${media.above('sm')} {
    padding: ${space.lg};
  }
`;

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${space.xs} ${space.md};
`;

const Heading = styled.h2`
  margin: 0;
  font-size: ${fontSizes.lg};
  font-weight: ${fontWeights.bold};
  line-height: ${lineHeights.snug};
`;

const TitleLink = styled(AppLink)`
  color: ${colors.primary};
  text-decoration: underline;
  text-underline-offset: 3px;

  &:hover {
    color: ${colors.primaryHover};
  }

  &:focus-visible {
    outline: 3px solid ${colors.focus};
    outline-offset: 2px;
    border-radius: ${radii.sm};
  }
`;

const CertificateNumber = styled.p`
  margin: ${space.xxs} 0 0;
  color: ${colors.textMuted};
  font-size: ${fontSizes.sm};
`;

const Figures = styled(DetailList)`
  ${media.above('sm')} {
    grid-template-columns: repeat(3, minmax(0, 1fr));

    /* A label on two lines keeps the values of the row on one line. */
    > div {
      align-content: space-between;
    }
  }
`;

/** One certificate in the member's list: plan, number, status and the figures that matter at a glance. */
export function CertificateCard({ policy }: { policy: PolicySummary }) {
  const { t } = useTranslation('dashboard');
  const locale = currentLocale();
  const none = <NotGiven>{t('policies.notApplicable')}</NotGiven>;
  const headingId = `certificate-${policy.uuid}`;
  return (
    <Card aria-labelledby={headingId} data-testid="certificate-card">
      <Top>
        <div>
          <Heading id={headingId}>
            <TitleLink to={`/dashboard/policy-detail/${policy.uuid}`} localize>
              {policy.product.name}
            </TitleLink>
          </Heading>
          <CertificateNumber>
            <CertificateNumberText number={policy.number} />
          </CertificateNumber>
        </div>
        <StatusBadge status={policy.status} />
      </Top>
      <Figures>
        <DetailRow term={t('policies.card.sumCovered')}>
          {money(policy.sum_covered, { omitZeroSen: true }) ?? none}
        </DetailRow>
        <DetailRow
          term={t('policies.card.contribution', { per: t(`policies.per.${policy.contribution_term}`) })}
        >
          {money(policy.contribution) ?? none}
        </DetailRow>
        <DetailRow term={t('policies.card.nextRenewal')}>
          {(policy.status === 'issued' && day(policy.next_renewal_date, locale)) || none}
        </DetailRow>
      </Figures>
    </Card>
  );
}
