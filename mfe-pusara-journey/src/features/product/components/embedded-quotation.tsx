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
  type Profile,
} from '@teduh/shared';
import { CreateQuotationForm } from '../../create-quotation/components/create-quotation-form';
import {
  HeldCertificateNotice,
  useHeldCertificate,
} from '../../create-quotation/components/held-certificate';

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
 * (spec section 2, 'Quotation calculator'); everyone else sees the page as prerendered. A member who already
 * holds the plan is told so, with the way to their certificate, instead of a price.
 */
export function EmbeddedQuotation() {
  const profile = useSessionStore((state) => (state.status === 'authenticated' ? state.profile : null));
  if (!profile || profile.ekyc_status !== 'accepted') return null;
  return <MemberQuotation profile={profile} />;
}

function MemberQuotation({ profile }: { profile: Profile }) {
  const { t } = useTranslation('pusara');
  const held = useHeldCertificate();
  // Until the member's certificates are read, nothing more: the page itself is already on screen.
  if (held === undefined) return null;
  return (
    <Section aria-labelledby="product-quotation-title">
      <Container>
        <Column>
          <h2 id="product-quotation-title">{t('createQuotation.title')}</h2>
          {held ? <HeldCertificateNotice held={held} /> : <CreateQuotationForm profile={profile} />}
        </Column>
      </Container>
    </Section>
  );
}
