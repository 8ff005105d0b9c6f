import { useTranslation } from '@teduh/shared/i18n-react';
import styled from 'styled-components';
import {
  Alert,
  Button,
  colors,
  decimalStringToSen,
  fontWeights,
  formatMoney,
  radii,
  space,
} from '@teduh/shared';
import { useApiQuery } from '@teduh/shared/query';
import { eligibilityCriteriaPath, fetchSponsoringPartners } from './partners-api';

const List = styled.ul`
  display: grid;
  gap: ${space.md};
  margin: ${space.lg} 0 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: grid;
  gap: ${space.xs};
  padding: ${space.md};
  border: 1px solid ${colors.border};
  border-radius: ${radii.md};

  h3 {
    margin: 0;
    font-weight: ${fontWeights.semibold};
  }

  p {
    margin: 0;
  }
`;

/** The employer partners of sponsored cover, each with its cover and a way to check eligibility. */
export function EmployerPartners() {
  const { t, i18n } = useTranslation('partners');
  const partners = useApiQuery(`partners/list/${i18n.language}`, fetchSponsoringPartners);

  if (partners.status === 'loading') return <p role="status">{t('sponsored.employers.loading')}</p>;
  if (partners.status === 'error') {
    return (
      <Alert variant="error" title={t('sponsored.employers.failed')}>
        <Button variant="secondary" onClick={partners.retry}>
          {t('sponsored.employers.retry')}
        </Button>
      </Alert>
    );
  }
  const employers = partners.data.filter((partner) => partner.kind === 'employer');
  if (employers.length === 0) return null;
  return (
    <List aria-label={t('sponsored.employers.label')}>
      {employers.map((partner) => (
        <Item key={partner.slug}>
          <h3>{partner.name}</h3>
          <p>
            {t('sponsored.employers.cover', {
              cover: formatMoney(decimalStringToSen(partner.sum_covered), { omitZeroSen: true }),
              funeral: formatMoney(decimalStringToSen(partner.funeral_benefit), { omitZeroSen: true }),
            })}
          </p>
          <p>{partner.criteria}</p>
          <Button to={eligibilityCriteriaPath(partner.slug)} localize variant="secondary">
            {t('sponsored.employers.check', { partner: partner.name })}
          </Button>
        </Item>
      ))}
    </List>
  );
}
