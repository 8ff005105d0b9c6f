import { useTranslation } from '@teduh/shared/i18n-react';
import styled from 'styled-components';
import {
  colors,
  Container,
  fontSizes,
  fontWeights,
  layoutWidths,
  Section,
  space,
  useSessionStore,
} from '@teduh/shared';
import { CreateQuotationForm } from '../../create-quotation/components/create-quotation-form';

const Column = styled.div`
  max-width: ${layoutWidths.calculator}px;
  margin: 0 auto;

  h2 {
    margin: 0 0 ${space.sm};
    color: ${colors.text};
    font-size: ${fontSizes.xl};
    font-weight: ${fontWeights.bold};
  }
`;

/**
 * For a signed-in member whose identity is verified, the create-quotation form right on the product page
 * (spec section 2, 'Quotation calculator'); everyone else sees the page as prerendered.
 */
export function EmbeddedQuotation() {
  const { t } = useTranslation('pusara');
  const profile = useSessionStore((state) => (state.status === 'authenticated' ? state.profile : null));
  if (!profile || profile.ekyc_status !== 'accepted') return null;
  return (
    <Section aria-labelledby="product-quotation-title">
      <Container>
        <Column>
          <h2 id="product-quotation-title">{t('createQuotation.title')}</h2>
          <CreateQuotationForm profile={profile} />
        </Column>
      </Container>
    </Section>
  );
}
