import { useEffect } from 'react';
import { useTranslation } from '@teduh/shared/i18n-react';
import { useLocation, useNavigate, useParams } from '@teduh/shared/router';
import styled from 'styled-components';
import {
  colors,
  Container,
  errorStatus,
  fontSizes,
  lineHeights,
  NotFoundPage,
  Section,
  SectionTitle,
  space,
  useLocalizedPath,
} from '@teduh/shared';
import { ContentBody } from '../../components/content-body';
import { BackToList, ContentColumn, ContentHeader, ContentTitle } from '../../components/content-page';
import { LoadError, TextSkeleton } from '../../components/content-states';
import { useContentLanguage } from '../../lib/cms';
import { useDocumentTitle } from '../../lib/use-document-title';
import { isArticleSlug, useArticle, type Article } from './api/get-article';
import { ArticleCard, ArticleGrid, CategoryBadge } from './components/article-card';
import { ArticleMeta } from './components/article-meta';

const Summary = styled.p`
  margin: 0 0 ${space.md};
  color: ${colors.textMuted};
  font-size: ${fontSizes.xl};
  line-height: ${lineHeights.body};
`;

function BackToResources() {
  const { t } = useTranslation('marketing');
  return <BackToList to="/resources">{t('resources.backToList')}</BackToList>;
}

function ArticleView({ article }: { article: Article }) {
  const { t } = useTranslation('marketing');
  return (
    <>
      <Section as="div">
        <Container>
          <ContentColumn>
            <BackToResources />
            <article aria-labelledby="article-title">
              <ContentHeader>
                <CategoryBadge>{article.category.name}</CategoryBadge>
                <ContentTitle id="article-title">{article.title}</ContentTitle>
                {article.summary ? <Summary>{article.summary}</Summary> : null}
                <ArticleMeta article={article} />
              </ContentHeader>
              <ContentBody blocks={article.body} />
            </article>
          </ContentColumn>
        </Container>
      </Section>
      {article.related.length > 0 ? (
        <Section $tone="surface" aria-labelledby="related-title">
          <Container>
            <SectionTitle id="related-title">{t('resources.related')}</SectionTitle>
            <ArticleGrid>
              {article.related.map((related) => (
                <ArticleCard key={related.id} article={related} />
              ))}
            </ArticleGrid>
          </Container>
        </Section>
      ) : null}
    </>
  );
}

function LoadedArticle({ slug }: { slug: string }) {
  const { t } = useTranslation('marketing');
  const lang = useContentLanguage();
  const navigate = useNavigate();
  const { hash } = useLocation();
  const localized = useLocalizedPath();
  const article = useArticle({ lang, slug });
  useDocumentTitle(article.data?.title ?? (article.status === 'loading' ? t('resources.title') : null));

  // Each language has its own slug: after a language switch, go to the article's slug in that language.
  const slugInLanguage = article.data ? (lang === 'ms' ? article.data.slug_ms : article.data.slug_en) : null;
  useEffect(() => {
    if (slugInLanguage && slugInLanguage !== slug) {
      void navigate(`${localized(`/resources/${slugInLanguage}`)}${hash}`, { replace: true });
    }
  }, [slugInLanguage, slug, localized, navigate, hash]);

  if (article.status === 'error') {
    if (errorStatus(article.error) === 404) return <NotFoundPage />;
    return (
      <Section as="div">
        <Container>
          <ContentColumn>
            <BackToResources />
            <h1>{t('resources.articleErrorTitle')}</h1>
            <LoadError onRetry={article.retry} />
          </ContentColumn>
        </Container>
      </Section>
    );
  }
  if (article.status === 'loading') {
    return (
      <Section as="div">
        <Container>
          <ContentColumn>
            <TextSkeleton label={t('resources.loadingArticle')} />
          </ContentColumn>
        </Container>
      </Section>
    );
  }
  return <ArticleView article={article.data} />;
}

export function ArticlePage() {
  const { slug } = useParams();
  // A slug no article can have is a 404 without asking the API.
  if (!isArticleSlug(slug)) return <NotFoundPage />;
  return <LoadedArticle key={slug} slug={slug} />;
}
