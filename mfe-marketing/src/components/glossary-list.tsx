import { useTranslation } from '@teduh/shared/i18n-react';
import styled from 'styled-components';
import { bodyText, colors, fontSizes, fontWeights, lineHeights, radii, space } from '@teduh/shared';
import type { GlossaryTerm } from '../lib/api/get-glossary';

const LetterNav = styled.nav`
  margin: 0 0 ${space.lg};

  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${space.xxs};
    margin: 0;
    padding: 0;
    list-style: none;
  }

  a {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-width: 44px;
    min-height: 44px;
    border-radius: ${radii.md};
    color: ${colors.primary};
    font-weight: ${fontWeights.semibold};
    text-decoration: none;
  }

  a:hover {
    background: ${colors.primarySoft};
  }
`;

const Group = styled.section`
  margin: 0 0 ${space.lg};
  scroll-margin-top: 6rem;
`;

const Letter = styled.h2`
  margin: 0 0 ${space.sm};
  padding-bottom: ${space.xxs};
  border-bottom: 2px solid ${colors.accent};
  color: ${colors.text};
  font-size: ${fontSizes.xl};
  font-weight: ${fontWeights.bold};
`;

const Terms = styled.dl`
  display: grid;
  gap: ${space.md};
  margin: 0;
`;

const Term = styled.dt`
  color: ${colors.text};
  font-size: ${fontSizes.md};
  font-weight: ${fontWeights.semibold};
  line-height: ${lineHeights.snug};
`;

const Definition = styled.dd`
  ${bodyText}
  margin: ${space.xxs} 0 0;
`;

const Entry = styled.div`
  scroll-margin-top: 6rem;
`;

/** First letter for grouping: A-Z, anything else under "#". */
function letterOf(term: string): string {
  const first = term.trim().charAt(0).toLocaleUpperCase('en');
  return /^[A-Z]$/.test(first) ? first : '#';
}

/** The glossary A-Z: a letter index, then the terms under each letter. */
export function GlossaryList({ terms }: { terms: GlossaryTerm[] }) {
  const { t, i18n } = useTranslation('marketing');
  const sorted = [...terms].sort((a, b) => a.term.localeCompare(b.term, i18n.language));
  const groups = new Map<string, GlossaryTerm[]>();
  for (const term of sorted) {
    const letter = letterOf(term.term);
    groups.set(letter, [...(groups.get(letter) ?? []), term]);
  }
  const letters = [...groups.keys()];
  return (
    <>
      <LetterNav aria-label={t('glossary.letters')}>
        <ul>
          {letters.map((letter) => (
            <li key={letter}>
              <a href={`#glossary-${letter === '#' ? 'other' : letter.toLowerCase()}`}>{letter}</a>
            </li>
          ))}
        </ul>
      </LetterNav>
      {letters.map((letter) => {
        const id = `glossary-${letter === '#' ? 'other' : letter.toLowerCase()}`;
        return (
          <Group key={letter} id={id} aria-labelledby={`${id}-title`}>
            <Letter id={`${id}-title`}>{letter}</Letter>
            <Terms>
              {(groups.get(letter) ?? []).map((term) => (
                <Entry key={term.slug} id={`term-${term.slug}`}>
                  <Term>{term.term}</Term>
                  <Definition>{term.definition}</Definition>
                </Entry>
              ))}
            </Terms>
          </Group>
        );
      })}
    </>
  );
}
