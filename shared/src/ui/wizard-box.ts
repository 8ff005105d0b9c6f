import { styled } from 'styled-components';
import { layoutWidths, media, space } from '../tokens';

/** The wizard's content column: at most 540 px wide (spec section 9), full width on phones. */
export const WizardBox = styled.div`
  width: 100%;
  max-width: ${layoutWidths.wizardBox}px;
  margin: 0 auto;
  padding: ${space.lg} ${space.md} ${space.xxl};

  ${media.above('sm')} {
    padding: ${space.xl} 0 ${space.xxxl};
  }
`;
