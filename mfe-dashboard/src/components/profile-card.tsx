import type { ReactNode } from 'react';
import styled from 'styled-components';
import { colors, fontSizes, fontWeights, lineHeights, media, radii, shadows, space } from '@teduh/shared';

const Card = styled.section`
  padding: ${space.md};
  border: 1px solid ${colors.border};
  border-radius: ${radii.xl};
  background: ${colors.background};
  box-shadow: ${shadows.sm};

  ${media.above('sm')} {
    padding: ${space.lg};
  }
`;

const Heading = styled.h2`
  margin: 0 0 ${space.md};
  color: ${colors.text};
  font-size: ${fontSizes.lg};
  font-weight: ${fontWeights.bold};
  line-height: ${lineHeights.snug};
`;

/** One titled box of the profile overview (a landmark region named by its heading). */
export function ProfileCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card aria-labelledby={id}>
      <Heading id={id}>{title}</Heading>
      {children}
    </Card>
  );
}

export const DetailList = styled.dl`
  display: grid;
  gap: ${space.md};
  margin: 0;
`;

const Row = styled.div`
  display: grid;
  gap: ${space.xxs};
  min-width: 0;
`;

const Term = styled.dt`
  color: ${colors.textMuted};
  font-size: ${fontSizes.sm};
  font-weight: ${fontWeights.semibold};
`;

const Value = styled.dd`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.xs} ${space.sm};
  margin: 0;
  color: ${colors.text};
  font-size: ${fontSizes.md};
  line-height: ${lineHeights.snug};
  overflow-wrap: anywhere;
`;

export const NotGiven = styled.span`
  color: ${colors.textMuted};
  font-style: italic;
`;

export function DetailRow({ term, children }: { term: string; children: ReactNode }) {
  return (
    <Row>
      <Term>{term}</Term>
      <Value>{children}</Value>
    </Row>
  );
}
