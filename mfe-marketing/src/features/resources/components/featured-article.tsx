import { useTranslation } from '@teduh/shared/i18n-react';
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
import { CategoryBadge } from './article-card';

const Box = styled.article`
  position: relative;
  display: grid;
  gap: ${space.sm};
  margin: 0 0 ${space.xl};
  padding: ${space.lg};
  border-radius: ${radii.xl};
  background: ${colors.primarySoft};
  box-shadow: ${shadows.sm};

  ${media.above('md')} {
    padding: ${space.xl} ${space.xxl};
  }
`;

const Label = styled.p`
  margin: 0;
  color: ${colors.primary};
  font-size: ${fontSizes.sm};
  font-weight: ${fontWeights.bold};
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${fontSizes.xxl};
  font-weight: ${fontWeights.bold};
  line-height: ${lineHeights.tight};

  a {
    color: ${colors.text};
    text-decoration: none;
  }

  a:hover {
    color: ${colors.primary};
    text-decoration: underline;
  }

  ${media.above('md')} {
    font-size: ${fontSizes.xxxl};
  }
`;

const Summary = styled.p`
  ${bodyText}
  max-width: 44rem;
  font-size: ${fontSizes.lg};
`;

const Read = styled(AppLink)`
  justify-self: start;
  color: ${colors.primary};
  font-weight: ${fontWeights.semibold};
`;

/** The category's featured article, shown large above the list. */
export function FeaturedArticle({ article }: { article: ArticleSummary }) {
  const { t } = useTranslation('marketing');
  return (
    <Box aria-labelledby={`featured-${article.id}`}>
      <Label>{t('resources.featured')}</Label>
      <CategoryBadge>{article.category.name}</CategoryBadge>
      <Title id={`featured-${article.id}`}>
        <AppLink to={`/resources/${article.slug}`} localize>
          {article.title}
        </AppLink>
      </Title>
      <Summary>{article.summary}</Summary>
      <ArticleMeta article={article} />
      <Read
        to={`/resources/${article.slug}`}
        localize
        aria-label={t('resources.readArticle', { title: article.title })}
      >
        {t('resources.read')}
      </Read>
    </Box>
  );
}
