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
import type { Person } from '../api/get-team';

const Grid = styled.ul`
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
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: ${space.lg};
  }
`;

const Card = styled.li`
  display: grid;
  grid-template-columns: auto 1fr;
  align-content: start;
  gap: ${space.xs} ${space.md};
  padding: ${space.lg};
  border-radius: ${radii.lg};
  background: ${colors.background};
  box-shadow: ${shadows.sm};
`;

const Initials = styled.span`
  display: inline-flex;
  grid-row: span 2;
  align-items: center;
  justify-content: center;
  width: 56px;
  height: 56px;
  border-radius: ${radii.round};
  background: ${colors.primarySoft};
  color: ${colors.primary};
  font-size: ${fontSizes.lg};
  font-weight: ${fontWeights.bold};
`;

const Name = styled.h3`
  margin: 0;
  align-self: end;
  color: ${colors.text};
  font-size: ${fontSizes.lg};
  font-weight: ${fontWeights.semibold};
  line-height: ${lineHeights.snug};
`;

const Role = styled.p`
  margin: 0;
  color: ${colors.accentText};
  font-size: ${fontSizes.sm};
  font-weight: ${fontWeights.semibold};
`;

const Bio = styled.p`
  ${bodyText}
  grid-column: 1 / -1;
  margin-top: ${space.xs};
`;

/** Initials of a name for the avatar, skipping honorifics and "bin"/"binti". */
export function initialsOf(name: string): string {
  const skip = new Set([
    'dr',
    'dr.',
    'datuk',
    'dato',
    "dato'",
    'datin',
    'tan',
    'sri',
    'prof',
    'prof.',
    'ustaz',
    'ustazah',
    'bin',
    'binti',
    'haji',
    'hajah',
    'puan',
    'encik',
    'en.',
    'pn.',
  ]);
  const words = name.split(/\s+/).filter((word) => word !== '' && !skip.has(word.toLowerCase()));
  return words
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
}

/** People of one group (team, board, advisors, Shariah committee). */
export function PeopleGrid({ people }: { people: Person[] }) {
  return (
    <Grid>
      {people.map((person) => (
        <Card key={person.slug}>
          <Initials aria-hidden="true">{initialsOf(person.name)}</Initials>
          <Name>{person.name}</Name>
          <Role>{person.role}</Role>
          {person.bio ? <Bio>{person.bio}</Bio> : null}
        </Card>
      ))}
    </Grid>
  );
}
