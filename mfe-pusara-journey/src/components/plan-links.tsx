import { useTranslation } from '@teduh/shared/i18n-react';
import styled from 'styled-components';
import { colors, currentLocale, fontWeights, space } from '@teduh/shared';

const List = styled.ul`
  display: grid;
  gap: ${space.xs};
  margin: ${space.md} 0 0;
  padding: 0;
  list-style: none;

  a {
    color: ${colors.primary};
    font-weight: ${fontWeights.semibold};
    text-underline-offset: 0.15em;
  }
`;

/** The product disclosure sheet and product statement, in the page language. */
export function PlanLinks() {
  const { t } = useTranslation('pusara');
  const locale = currentLocale();
  return (
    <List aria-label={t('product.documents.title')}>
      <li>
        <a href={`/pds/pusara-pro-pds-${locale}.pdf`}>{t('product.documents.pds')}</a>
      </li>
      <li>
        <a href={`/product-statement/pusara-pro-product-statement-${locale}.pdf`}>
          {t('product.documents.productStatement')}
        </a>
      </li>
    </List>
  );
}
