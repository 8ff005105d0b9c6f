import type { ReactNode } from 'react';
import styled from 'styled-components';
import { colors, fontSizes, fontWeights, lineHeights, space } from '@teduh/shared';

const Intro = styled.p`
  margin: 0 0 ${space.md};
  color: ${colors.textMuted};
  line-height: ${lineHeights.body};
`;

const Points = styled.ul`
  display: grid;
  gap: ${space.sm};
  margin: 0 0 ${space.lg};
  padding-left: ${space.lg};
  color: ${colors.text};
  line-height: ${lineHeights.body};
`;

const LinksTitle = styled.h3`
  margin: 0 0 ${space.xs};
  font-size: ${fontSizes.md};
  font-weight: ${fontWeights.semibold};
`;

const Links = styled.ul`
  display: grid;
  gap: ${space.xs};
  margin: 0;
  padding: 0;
  list-style: none;

  a {
    color: ${colors.primary};
    font-weight: ${fontWeights.semibold};
    text-underline-offset: 0.15em;
  }
`;

export interface LegalLink {
  href: string;
  label: string;
}

/** The body of a legal summary modal: an intro, the points, and links to the full documents. */
export function LegalSummary({
  intro,
  points,
  linksTitle,
  links,
}: {
  intro: string;
  points: { id: string; text: ReactNode }[];
  linksTitle?: string;
  links: LegalLink[];
}) {
  return (
    <>
      <Intro>{intro}</Intro>
      <Points>
        {points.map((point) => (
          <li key={point.id}>{point.text}</li>
        ))}
      </Points>
      {linksTitle ? <LinksTitle>{linksTitle}</LinksTitle> : null}
      <Links>
        {links.map((link) => (
          <li key={link.href}>
            <a href={link.href}>{link.label}</a>
          </li>
        ))}
      </Links>
    </>
  );
}
