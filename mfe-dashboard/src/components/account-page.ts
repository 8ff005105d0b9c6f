// The frame every account page of the dashboard shares: the page band, its title, lead and back link.
import styled from 'styled-components';
import { AppLink, colors, fontSizes, fontWeights, lineHeights, media, radii, space } from '@teduh/shared';

/** The page band below the navbar. */
export const Page = styled.div`
  padding: ${space.lg} 0 ${space.xxl};
  background: ${colors.surface};

  ${media.above('sm')} {
    padding: ${space.xl} 0 ${space.xxxl};
  }
`;

/** The page's one h1. */
export const Title = styled.h1`
  margin: 0 0 ${space.xxs};
  color: ${colors.text};
  font-size: ${fontSizes.xxl};
  font-weight: ${fontWeights.bold};
  line-height: ${lineHeights.tight};

  ${media.above('md')} {
    font-size: ${fontSizes.xxxl};
  }
`;

/** The sentence under the title. */
export const Lead = styled.p`
  margin: 0 0 ${space.lg};
  color: ${colors.textMuted};
  line-height: ${lineHeights.body};
`;

/** The link back to the page above. */
export const BackLink = styled(AppLink)`
  display: inline-block;
  margin-bottom: ${space.md};
  color: ${colors.primary};
  font-weight: ${fontWeights.semibold};

  &:focus-visible {
    outline: 3px solid ${colors.focus};
    outline-offset: 2px;
    border-radius: ${radii.sm};
  }
`;
