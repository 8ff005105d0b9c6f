import styled, { css } from 'styled-components';
import { colors, fontSizes, fontWeights, layoutWidths, lineHeights, media, space } from '../tokens';

/** Centred content column, with gutters that grow on wider screens. */
export const Container = styled.div`
  width: 100%;
  max-width: ${layoutWidths.content}px;
  margin: 0 auto;
  padding: 0 ${space.md};

  ${media.above('sm')} {
    padding: 0 ${space.xl};
  }
`;

const tones = {
  plain: colors.background,
  surface: colors.surface,
  soft: colors.primarySoft,
} as const;

export const Section = styled.section<{ $tone?: keyof typeof tones }>`
  padding: ${space.xxl} 0;
  background: ${({ $tone = 'plain' }) => tones[$tone]};

  ${media.above('md')} {
    padding: ${space.xxxl} 0;
  }
`;

export const SectionTitle = styled.h2`
  margin: 0 0 ${space.md};
  color: ${colors.text};
  font-size: ${fontSizes.xxl};
  font-weight: ${fontWeights.bold};
  line-height: ${lineHeights.tight};

  ${media.above('md')} {
    font-size: ${fontSizes.xxxl};
  }
`;

export const Lead = styled.p`
  margin: 0 0 ${space.xl};
  max-width: 40rem;
  color: ${colors.textMuted};
  font-size: ${fontSizes.lg};
  line-height: ${lineHeights.body};
`;

export const bodyText = css`
  margin: 0;
  color: ${colors.textMuted};
  font-size: ${fontSizes.md};
  line-height: ${lineHeights.body};
`;

/** The opening band of a product or landing page. */
export const HeroSection = styled.section`
  padding: ${space.xxl} 0;
  background: linear-gradient(180deg, ${colors.primarySoft} 0%, ${colors.background} 100%);

  ${media.above('md')} {
    padding: ${space.xxxl} 0;
  }
`;

/** The small line above a page title. */
export const Eyebrow = styled.p`
  margin: 0 0 ${space.xs};
  color: ${colors.accentText};
  font-size: ${fontSizes.sm};
  font-weight: ${fontWeights.semibold};
  letter-spacing: 0.04em;
  text-transform: uppercase;
`;

/** The page's one h1. */
export const PageTitle = styled.h1`
  margin: 0 0 ${space.md};
  color: ${colors.text};
  font-size: ${fontSizes.xxxl};
  font-weight: ${fontWeights.bold};
  line-height: ${lineHeights.tight};

  ${media.above('md')} {
    font-size: ${fontSizes.display};
  }
`;
