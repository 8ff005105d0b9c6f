import type { ReactNode, Ref } from 'react';
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

  &:focus {
    outline: none;
  }
`;

const Eyebrow = styled.p`
  margin: 0 0 ${space.xxs};
  color: ${colors.primary};
  font-size: ${fontSizes.sm};
  font-weight: ${fontWeights.semibold};
  letter-spacing: 0.02em;
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

export interface AuthCardProps {
  title: string;
  intro?: ReactNode;
  /** A short line above the title, e.g. "Step 2 of 3". */
  eyebrow?: string;
  /** The title can take focus (tabIndex -1), so a step change can move the reading position to it. */
  titleRef?: Ref<HTMLHeadingElement>;
  children: ReactNode;
}

/** The centred card of the account pages (sign-in, register, password recovery). */
export function AuthCard({ title, intro, eyebrow, titleRef, children }: AuthCardProps) {
  return (
    <Page>
      <Card>
        {eyebrow ? <Eyebrow>{eyebrow}</Eyebrow> : null}
        <Title ref={titleRef} tabIndex={titleRef ? -1 : undefined}>
          {title}
        </Title>
        {intro ? <Intro>{intro}</Intro> : null}
        {children}
      </Card>
    </Page>
  );
}
