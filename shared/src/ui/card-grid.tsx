import type { ReactNode } from 'react';
import styled from 'styled-components';
import { colors, fontSizes, fontWeights, lineHeights, media, radii, shadows, space } from '../tokens';
import { bodyText } from './page-layout';

const Grid = styled.ul<{ $columns: number }>`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${space.md};
  margin: 0;
  padding: 0;
  list-style: none;

  ${media.above('sm')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  ${media.above('lg')} {
    grid-template-columns: repeat(${({ $columns }) => $columns}, minmax(0, 1fr));
    gap: ${space.lg};
  }
`;

const Card = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${space.xs};
  padding: ${space.lg};
  border-radius: ${radii.lg};
  border-top: 4px solid ${colors.accent};
  background: ${colors.background};
  box-shadow: ${shadows.sm};
`;

const CardBadge = styled.span`
  color: ${colors.accentText};
  font-size: ${fontSizes.sm};
  font-weight: ${fontWeights.semibold};
  text-transform: uppercase;
  letter-spacing: 0.04em;
`;

const CardTitle = styled.h3`
  margin: 0;
  color: ${colors.text};
  font-size: ${fontSizes.lg};
  font-weight: ${fontWeights.semibold};
  line-height: ${lineHeights.snug};
`;

const CardText = styled.p`
  ${bodyText}
`;

export interface CardItem {
  id: string;
  title: string;
  text: ReactNode;
  badge?: string;
}

/** A responsive list of titled cards: one column on phones, up to `columns` on wide screens. */
export function CardGrid({
  items,
  columns = 4,
  ordered = false,
}: {
  items: CardItem[];
  columns?: number;
  /** Steps of a process are an ordered list. */
  ordered?: boolean;
}) {
  return (
    <Grid as={ordered ? 'ol' : 'ul'} $columns={columns}>
      {items.map((item) => (
        <Card key={item.id}>
          {item.badge ? <CardBadge>{item.badge}</CardBadge> : null}
          <CardTitle>{item.title}</CardTitle>
          <CardText>{item.text}</CardText>
        </Card>
      ))}
    </Grid>
  );
}
