import type { ReactNode } from 'react';
import styled from 'styled-components';
import { colors, fontSizes, fontWeights, layoutWidths, lineHeights, media, space } from '@teduh/shared';

const Box = styled.div`
  width: 100%;
  max-width: ${layoutWidths.wizardBox}px;
  margin: 0 auto;
  padding: ${space.lg} ${space.md} ${space.xxl};

  ${media.above('sm')} {
    padding-top: ${space.xl};
  }
`;

const Title = styled.h1`
  margin: 0 0 ${space.sm};
  color: ${colors.text};
  font-size: ${fontSizes.xxl};
  font-weight: ${fontWeights.bold};
  line-height: ${lineHeights.tight};
`;

const Intro = styled.p`
  margin: 0 0 ${space.lg};
  color: ${colors.textMuted};
  font-size: ${fontSizes.lg};
  line-height: ${lineHeights.body};
`;

/** The narrow column of the verification steps (the spec's wizard box, at most 540px). */
export function WizardBox({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  return (
    <Box>
      <Title>{title}</Title>
      <Intro>{intro}</Intro>
      {children}
    </Box>
  );
}
