import type { ReactNode } from 'react';
import styled from 'styled-components';
import {
  colors,
  fontSizes,
  fontWeights,
  layoutWidths,
  lineHeights,
  media,
  radii,
  shadows,
  space,
} from '@teduh/shared';

const Page = styled.div`
  display: flex;
  justify-content: center;
  padding: ${space.lg} ${space.md} ${space.xxl};

  ${media.above('sm')} {
    padding: ${space.xxl} ${space.md};
  }
`;

const Card = styled.div`
  width: 100%;
  max-width: ${layoutWidths.wizardBox}px;
  padding: ${space.lg} ${space.md};
  border: 1px solid ${colors.border};
  border-radius: ${radii.xl};
  background: ${colors.background};
  box-shadow: ${shadows.md};

  ${media.above('sm')} {
    padding: ${space.xl};
  }
`;

const Title = styled.h1`
  margin: 0 0 ${space.xs};
  color: ${colors.text};
  font-size: ${fontSizes.xxl};
  font-weight: ${fontWeights.bold};
  line-height: ${lineHeights.tight};
`;

const Intro = styled.p`
  margin: 0 0 ${space.lg};
  color: ${colors.textMuted};
  line-height: ${lineHeights.body};
`;

export const AuthFootnote = styled.p`
  margin: ${space.lg} 0 0;
  padding-top: ${space.md};
  border-top: 1px solid ${colors.border};
  color: ${colors.textMuted};
  text-align: center;

  a {
    color: ${colors.primary};
    font-weight: ${fontWeights.semibold};
    text-underline-offset: 0.15em;
  }
`;

/** The centred card of the account pages (sign-in, register, password recovery). */
export function AuthCard({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  return (
    <Page>
      <Card>
        <Title>{title}</Title>
        {intro ? <Intro>{intro}</Intro> : null}
        {children}
      </Card>
    </Page>
  );
}
