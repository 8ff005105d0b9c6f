import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Container, Eyebrow, HeroSection, Lead, media, PageTitle, Section, space } from '@teduh/shared';

const Hero = styled(HeroSection)`
  padding-bottom: ${space.lg};

  ${media.above('md')} {
    padding-bottom: ${space.xl};
  }
`;

const HeroLead = styled(Lead)`
  &:last-child {
    margin-bottom: 0;
  }
`;

/** The opening band of a content page: a small line, the page's one h1 and a lead. */
export function PageHero({
  eyebrow,
  title,
  lead,
  children,
}: {
  eyebrow?: string;
  title: string;
  lead?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Hero>
      <Container>
        {eyebrow ? <Eyebrow>{eyebrow}</Eyebrow> : null}
        <PageTitle>{title}</PageTitle>
        {lead ? <HeroLead>{lead}</HeroLead> : null}
        {children}
      </Container>
    </Hero>
  );
}

/** The section right under the hero: it follows the hero closely. */
export const PageBody = styled(Section)`
  padding-top: ${space.md};

  ${media.above('md')} {
    padding-top: ${space.lg};
  }
`;
