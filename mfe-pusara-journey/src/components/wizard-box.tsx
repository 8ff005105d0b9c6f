import { useEffect, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { colors, fontSizes, fontWeights, layoutWidths, lineHeights, media, space } from '@teduh/shared';

const Box = styled.div<{ $wide: boolean }>`
  width: 100%;
  max-width: ${(p) => (p.$wide ? layoutWidths.calculator : layoutWidths.wizardBox)}px;
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

  /* Focused by script to announce the page, never by the keyboard: no ring. */
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
 * The narrow column of the journey's pages (the wizard box, at most 540px; the calculator at most 600px).
 * The title takes focus when the page opens, so a screen reader announces where the member arrived.
 */
export function WizardBox({
  title,
  intro,
  wide = false,
  focusTitle = true,
  children,
}: {
  title: string;
  intro?: ReactNode;
  /** The calculator's width (600px) instead of the wizard box's. */
  wide?: boolean;
  focusTitle?: boolean;
  children: ReactNode;
}) {
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusTitle) titleRef.current?.focus({ preventScroll: true });
  }, [focusTitle]);
  return (
    <Box $wide={wide}>
      <Title ref={titleRef} tabIndex={-1}>
        {title}
      </Title>
      {intro ? <Intro>{intro}</Intro> : null}
      {children}
    </Box>
  );
}
