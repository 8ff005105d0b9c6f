import type { ReactNode } from 'react';
import styled from 'styled-components';
import {
  bodyText,
  colors,
  fontSizes,
  fontWeights,
  lineHeights,
  media,
  radii,
  shadows,
  space,
} from '@teduh/shared';

const Card = styled.section`
  padding: ${space.lg};
  border-radius: ${radii.lg};
  background: ${colors.background};
  box-shadow: ${shadows.sm};

  ${media.above('md')} {
    padding: ${space.xl};
  }

  h2 {
    margin: 0 0 ${space.md};
    color: ${colors.text};
    font-size: ${fontSizes.xl};
    font-weight: ${fontWeights.bold};
    line-height: ${lineHeights.tight};
  }

  p {
    ${bodyText}
  }

  p + p,
  p + ul,
  p + ol,
  ul + p,
  ol + p {
    margin-top: ${space.sm};
  }
`;

/** A titled block of a campaign page. */
export function Block({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      {children}
    </Card>
  );
}

const StepList = styled.ol`
  display: grid;
  gap: ${space.md};
  margin: 0;
  padding: 0;
  list-style: none;
  counter-reset: step;

  li {
    position: relative;
    padding-left: 44px;
    color: ${colors.text};
    line-height: ${lineHeights.body};
    counter-increment: step;
  }

  li::before {
    content: counter(step);
    position: absolute;
    top: 0;
    left: 0;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 30px;
    height: 30px;
    border-radius: ${radii.round};
    background: ${colors.primarySoft};
    color: ${colors.primary};
    font-weight: ${fontWeights.bold};
  }
`;

/** Numbered steps ("how it works"). */
export function Steps({ items }: { items: { id: string; text: ReactNode }[] }) {
  return (
    <StepList>
      {items.map((item) => (
        <li key={item.id}>{item.text}</li>
      ))}
    </StepList>
  );
}

export const Terms = styled.ul`
  display: grid;
  gap: ${space.xs};
  margin: 0;
  padding-left: ${space.lg};
  color: ${colors.text};
  font-size: ${fontSizes.md};
  line-height: ${lineHeights.body};
`;

export const TableWrap = styled.div`
  margin: ${space.md} 0;

  table {
    width: 100%;
    border-collapse: collapse;
    font-size: ${fontSizes.md};
  }

  caption {
    margin-bottom: ${space.sm};
    color: ${colors.textMuted};
    text-align: left;
  }

  th,
  td {
    padding: ${space.sm};
    border-bottom: 1px solid ${colors.border};
    color: ${colors.text};
    text-align: left;
  }

  th {
    font-weight: ${fontWeights.semibold};
  }
`;
