import { useEffect, useImperativeHandle, useRef, type ReactNode, type Ref } from 'react';
import styled, { css } from 'styled-components';
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

const columnPadding = css`
  padding: ${space.lg} ${space.md} ${space.xxl};

  ${media.above('sm')} {
    padding-top: ${space.xl};
  }
`;

const Column = styled.div<{ $wide: boolean }>`
  width: 100%;
  max-width: ${(p) => (p.$wide ? layoutWidths.calculator : layoutWidths.wizardBox)}px;
  margin: 0 auto;
  ${columnPadding}
`;

const CardPage = styled.div`
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

const Progress = styled.p<{ $card: boolean }>`
  margin: 0 0 ${(p) => (p.$card ? space.xxs : space.xs)};
  color: ${(p) => (p.$card ? colors.primary : colors.accentText)};
  font-size: ${fontSizes.sm};
  font-weight: ${fontWeights.semibold};
  letter-spacing: 0.02em;
`;

const Title = styled.h1<{ $card: boolean }>`
  margin: 0 0 ${(p) => (p.$card ? space.xs : space.sm)};
  color: ${colors.text};
  font-size: ${fontSizes.xxl};
  font-weight: ${fontWeights.bold};
  line-height: ${lineHeights.tight};

  /* Focused by script to announce the page or step, never by the keyboard: no ring. */
  &:focus {
    outline: none;
  }
`;

const Intro = styled.p<{ $card: boolean }>`
  margin: 0 0 ${space.lg};
  color: ${colors.textMuted};
  font-size: ${(p) => (p.$card ? 'inherit' : fontSizes.lg)};
  line-height: ${lineHeights.body};
`;

export interface WizardBoxProps {
  title: string;
  intro?: ReactNode;
  /** A short line above the title: "Step 2 of 3", "Part 2 of 3". */
  progress?: string;
  /** The calculator's width (600px) instead of the wizard box's (540px). */
  wide?: boolean;
  /** A framed card centred on the page (the account pages), instead of a plain column. */
  card?: boolean;
  /** Move focus to the title when the box opens, so a screen reader announces where the visitor arrived. */
  focusTitle?: boolean;
  /** The title, for a page that moves focus to it itself (e.g. on a step change). */
  titleRef?: Ref<HTMLHeadingElement>;
  children: ReactNode;
}

/** The narrow column of a journey's pages (the spec's wizard box, at most 540px), or its framed card. */
export function WizardBox({
  title,
  intro,
  progress,
  wide = false,
  card = false,
  focusTitle = !card,
  titleRef,
  children,
}: WizardBoxProps) {
  const ownRef = useRef<HTMLHeadingElement>(null);
  useImperativeHandle(titleRef, () => ownRef.current as HTMLHeadingElement, []);
  useEffect(() => {
    if (focusTitle) ownRef.current?.focus({ preventScroll: true });
  }, [focusTitle]);
  const content = (
    <>
      {progress ? <Progress $card={card}>{progress}</Progress> : null}
      <Title ref={ownRef} tabIndex={-1} $card={card}>
        {title}
      </Title>
      {intro ? <Intro $card={card}>{intro}</Intro> : null}
      {children}
    </>
  );
  if (card) {
    return (
      <CardPage>
        <Card>{content}</Card>
      </CardPage>
    );
  }
  return <Column $wide={wide}>{content}</Column>;
}
