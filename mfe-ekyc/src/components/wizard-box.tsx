import { useEffect, useRef, type ReactNode } from 'react';
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

const Progress = styled.p`
  margin: 0 0 ${space.xs};
  color: ${colors.accentText};
  font-size: ${fontSizes.sm};
  font-weight: ${fontWeights.semibold};
  letter-spacing: 0.02em;
`;

const Title = styled.h1`
  margin: 0 0 ${space.sm};
  color: ${colors.text};
  font-size: ${fontSizes.xxl};
  font-weight: ${fontWeights.bold};
  line-height: ${lineHeights.tight};

  /* Focused by script to announce the page or step, never by the keyboard: no ring. */
  &:focus {
    outline: none;
  }
`;

const Intro = styled.p`
  margin: 0 0 ${space.lg};
  color: ${colors.textMuted};
  font-size: ${fontSizes.lg};
  line-height: ${lineHeights.body};
`;

/**
 * The narrow column of the verification steps (the spec's wizard box, at most 540px). The title takes
 * focus when the page opens, so a screen reader announces where the member arrived after each step.
 */
export function WizardBox({
  title,
  intro,
  progress,
  children,
}: {
  title: string;
  intro?: string;
  /** "Part 2 of 3", above the title. */
  progress?: string;
  children: ReactNode;
}) {
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    titleRef.current?.focus({ preventScroll: true });
  }, []);
  return (
    <Box>
      {progress ? <Progress>{progress}</Progress> : null}
      <Title ref={titleRef} tabIndex={-1}>
        {title}
      </Title>
      {intro ? <Intro>{intro}</Intro> : null}
      {children}
    </Box>
  );
}
