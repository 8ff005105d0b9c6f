import type { Ref } from 'react';
import styled from 'styled-components';
import {
  AppLink,
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
import type { ArticleSummary } from '../api/get-articles';
import { ArticleMeta } from './article-meta';

export const ArticleGrid = styled.ul`
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
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${space.xs};
  padding: ${space.lg};
  border-radius: ${radii.lg};
  border-top: 4px solid ${colors.accent};
  background: ${colors.background};
  box-shadow: ${shadows.sm};

  &:focus-within {
    box-shadow: ${shadows.md};
  }
`;

export const CategoryBadge = styled.span`
  color: ${colors.accentText};
  font-size: ${fontSizes.sm};
  font-weight: ${fontWeights.semibold};
  letter-spacing: 0.04em;
  text-transform: uppercase;
`;

const Title = styled.h3`
  margin: 0;
  font-size: ${fontSizes.lg};
  font-weight: ${fontWeights.semibold};
  line-height: ${lineHeights.snug};

  a {
    color: ${colors.text};
    text-decoration: none;
  }

  /* The whole card is the link's target area. */
  a::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: ${radii.lg};
  }

  a:hover {
    color: ${colors.primary};
    text-decoration: underline;
  }

  a:focus-visible {
    outline: none;
  }

  a:focus-visible::after {
    outline: 3px solid ${colors.focus};
    outline-offset: 2px;
  }
`;

const Summary = styled.p`
  ${bodyText}
  flex: 1;
`;

/** One article in a list: category, linked title, summary, read time and date. */
export function ArticleCard({
  article,
  headingLevel = 3,
  linkRef,
}: {
  article: ArticleSummary;
  headingLevel?: 2 | 3;
  /** The title link, e.g. to move focus to the first card that "Load more" added. */
  linkRef?: Ref<HTMLAnchorElement>;
}) {
  return (
    <Card>
      <CategoryBadge>{article.category.name}</CategoryBadge>
      <Title as={`h${headingLevel}`}>
        <AppLink to={`/resources/${article.slug}`} localize ref={linkRef}>
          {article.title}
        </AppLink>
      </Title>
      <Summary>{article.summary}</Summary>
      <ArticleMeta article={article} />
    </Card>
  );
}
