import type { ReactNode } from 'react';
import styled from 'styled-components';
import { colors, fontSizes, fontWeights, lineHeights, radii, space } from '@teduh/shared';

const Block = styled.section<{ $highlight: boolean }>`
  margin-bottom: ${space.md};
  padding: ${space.md} ${space.lg};
  border: 1px solid ${({ $highlight }) => ($highlight ? colors.primary : colors.border)};
  border-radius: ${radii.lg};
  background: ${({ $highlight }) => ($highlight ? colors.primarySoft : colors.background)};
  color: ${colors.text};
  line-height: ${lineHeights.body};

  h2 {
    margin: 0 0 ${space.xs};
    font-size: ${fontSizes.lg};
    font-weight: ${fontWeights.semibold};
    line-height: ${lineHeights.snug};
  }

  p {
    margin: 0;
    color: ${colors.textMuted};
  }

  ul {
    display: grid;
    gap: ${space.xs};
    margin: 0;
    padding-left: ${space.lg};
  }
`;

/** A titled block of the verification introduction; `highlight` for the privacy promise. */
export function InfoBlock({
  id,
  title,
  children,
  highlight = false,
}: {
  id: string;
  title: string;
  children: ReactNode;
  highlight?: boolean;
}) {
  return (
    <Block aria-labelledby={id} $highlight={highlight}>
      <h2 id={id}>{title}</h2>
      {children}
    </Block>
  );
}
