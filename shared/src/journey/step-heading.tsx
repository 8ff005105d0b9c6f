import { useEffect, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { colors, fontSizes, fontWeights, lineHeights, space } from '@teduh/shared';

const Heading = styled.h2`
  margin: 0 0 ${space.xs};
  color: ${colors.text};
  font-size: ${fontSizes.xl};
  font-weight: ${fontWeights.bold};
  line-height: ${lineHeights.snug};

  /* Focused by script to announce the page or step, never by the keyboard: no ring. */
  &:focus {
    outline: none;
  }
`;

const Counter = styled.span`
  display: block;
  margin-bottom: ${space.xxs};
  color: ${colors.accentText};
  font-size: ${fontSizes.sm};
  font-weight: ${fontWeights.semibold};
`;

/**
 * The heading of one step of a multi-step page. It takes focus when the step appears (not on the first
 * step, whose page title already has it), so keyboard and screen-reader users start at the new step.
 */
export function StepHeading({
  children,
  counter,
  focusOnMount = true,
  id,
}: {
  children: ReactNode;
  /** "Step 2 of 5", read as part of the heading. */
  counter?: string;
  focusOnMount?: boolean;
  id?: string;
}) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnMount) ref.current?.focus();
  }, [focusOnMount]);
  return (
    <Heading ref={ref} tabIndex={-1} id={id}>
      {counter ? <Counter>{counter}</Counter> : null}
      {children}
    </Heading>
  );
}
