import styled from 'styled-components';
import { bodyText, colors, fontSizes, fontWeights, lineHeights, radii, space } from '@teduh/shared';
import type { Locale } from '@teduh/shared';
import type { Milestone } from '../api/get-milestones';

const List = styled.ol`
  position: relative;
  margin: 0;
  padding: 0 0 0 ${space.lg};
  list-style: none;

  &::before {
    content: '';
    position: absolute;
    top: 0.4rem;
    bottom: 0.4rem;
    left: 0.45rem;
    width: 2px;
    background: ${colors.border};
  }
`;

const Item = styled.li`
  position: relative;
  padding: 0 0 ${space.lg} ${space.sm};

  &::before {
    content: '';
    position: absolute;
    top: 0.35rem;
    left: calc(-${space.lg} + 0.1rem);
    width: 0.9rem;
    height: 0.9rem;
    border: 3px solid ${colors.primary};
    border-radius: ${radii.round};
    background: ${colors.background};
  }
`;

const When = styled.time`
  display: block;
  color: ${colors.accentText};
  font-size: ${fontSizes.sm};
  font-weight: ${fontWeights.semibold};
  text-transform: uppercase;
  letter-spacing: 0.04em;
`;

const Title = styled.h3`
  margin: ${space.xxs} 0;
  color: ${colors.text};
  font-size: ${fontSizes.lg};
  font-weight: ${fontWeights.semibold};
  line-height: ${lineHeights.snug};
`;

const Text = styled.p`
  ${bodyText}
`;

/** "March 2025" / "Mac 2025" from `YYYY-MM`. */
export function formatMonth(value: string, locale: Locale): string {
  const match = /^(\d{4})-(\d{2})$/.exec(value);
  if (!match) return value;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1));
  return new Intl.DateTimeFormat(locale === 'ms' ? 'ms-MY' : 'en-MY', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}

/** The milestones, oldest first, on a vertical line. */
export function Timeline({ milestones, locale }: { milestones: Milestone[]; locale: Locale }) {
  const sorted = [...milestones].sort((a, b) => a.date.localeCompare(b.date));
  return (
    <List>
      {sorted.map((milestone) => (
        <Item key={`${milestone.date}-${milestone.title}`}>
          <When dateTime={milestone.date}>{formatMonth(milestone.date, locale)}</When>
          <Title>{milestone.title}</Title>
          <Text>{milestone.text}</Text>
        </Item>
      ))}
    </List>
  );
}
