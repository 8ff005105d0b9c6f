import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '@teduh/shared/i18n-react';
import { useSearchParams } from '@teduh/shared/router';
import styled from 'styled-components';
import {
  AppLink,
  Button,
  colors,
  Container,
  fontWeights,
  Section,
  SectionTitle,
  space,
  VisuallyHidden,
} from '@teduh/shared';
import { CardsSkeleton, EmptyState, LoadError } from '../../components/content-states';
import { FilterChips } from '../../components/filter-chips';
import { PageBody, PageHero } from '../../components/page-hero';
import { useContentLanguage } from '../../lib/cms';
import { useApiQuery } from '@teduh/shared/query';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useArticleCategories } from './api/get-article-categories';
import { getArticles, useFeaturedArticle, type ArticleSummary } from './api/get-articles';
import { ArticleCard, ArticleGrid } from './components/article-card';
import { FeaturedArticle } from './components/featured-article';

/** Articles per "page" of the list (and per "Load more"). */
export const articlesPageSize = 6;

const allCategories = 'all';

const More = styled.div`
  display: flex;
  justify-content: center;
  margin-top: ${space.xl};
`;

const GlossaryTeaser = styled.p`
  margin: 0;

  a {
    color: ${colors.primary};
    font-weight: ${fontWeights.semibold};
  }
`;

function ArticleList({ category }: { category: string | undefined }) {
  const { t } = useTranslation('marketing');
  const lang = useContentLanguage();
  const featured = useFeaturedArticle(lang, category);
  const first = useApiQuery(`articles:${lang}:${category ?? ''}`, (signal) =>
    getArticles({ lang, category, limit: articlesPageSize, offset: 0 }, signal),
  );
  const [more, setMore] = useState<ArticleSummary[]>([]);
  const [count, setCount] = useState<number | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreFailed, setMoreFailed] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const focusId = useRef<ArticleSummary['id'] | null>(null);
  const links = useRef(new Map<ArticleSummary['id'], HTMLAnchorElement>());

  const loaded = useMemo(() => [...(first.data?.results ?? []), ...more], [first.data, more]);
  const total = count ?? first.data?.count ?? 0;
  const featuredId = featured.data?.id;
  const cards = loaded.filter((article) => article.id !== featuredId);

  const loadMore = useCallback(async () => {
    setLoadingMore(true);
    setMoreFailed(false);
    try {
      const page = await getArticles({ lang, category, limit: articlesPageSize, offset: loaded.length });
      const known = new Set(loaded.map((article) => article.id));
      const added = page.results.filter((article) => !known.has(article.id));
      focusId.current = added.find((article) => article.id !== featuredId)?.id ?? null;
      setMore((current) => [...current, ...added]);
      // A page that adds nothing (the list changed meanwhile) ends the paging instead of a dead button.
      setCount(added.length === 0 ? loaded.length : page.count);
      setAnnouncement(t('resources.loadedMore', { count: added.length }));
    } catch {
      setMoreFailed(true);
    } finally {
      setLoadingMore(false);
    }
  }, [lang, category, loaded, featuredId, t]);

  // Focus moves to the first card "Load more" added, so keyboard users continue from there.
  useEffect(() => {
    if (focusId.current === null) return;
    links.current.get(focusId.current)?.focus();
    focusId.current = null;
  }, [more]);

  if (first.status === 'loading') return <CardsSkeleton label={t('resources.loading')} />;
  if (first.status === 'error') return <LoadError onRetry={first.retry} />;
  if (total === 0) return <EmptyState>{t('resources.empty')}</EmptyState>;

  return (
    <>
      {featured.data ? <FeaturedArticle article={featured.data} /> : null}
      {cards.length > 0 ? (
        <>
          <SectionTitle id="articles-title">{t('resources.latest')}</SectionTitle>
          <ArticleGrid aria-labelledby="articles-title">
            {cards.map((article) => (
              <ArticleCard
                key={article.id}
                article={article}
                linkRef={(element) => {
                  if (element) links.current.set(article.id, element);
                  else links.current.delete(article.id);
                }}
              />
            ))}
          </ArticleGrid>
        </>
      ) : null}
      <VisuallyHidden role="status">{announcement}</VisuallyHidden>
      {moreFailed ? <LoadError onRetry={() => void loadMore()} /> : null}
      {loaded.length < total ? (
        <More>
          <Button variant="secondary" loading={loadingMore} onClick={() => void loadMore()}>
            {t('resources.loadMore')}
          </Button>
        </More>
      ) : null}
    </>
  );
}

export function ResourcesPage() {
  const { t } = useTranslation('marketing');
  const lang = useContentLanguage();
  const [searchParams, setSearchParams] = useSearchParams();
  const categories = useArticleCategories({ lang });
  useDocumentTitle(t('resources.title'));

  const requested = searchParams.get('category') ?? allCategories;
  const known = categories.data?.some((category) => category.slug === requested) ?? false;
  const selected = known ? requested : allCategories;

  return (
    <>
      <PageHero eyebrow={t('resources.eyebrow')} title={t('resources.title')} lead={t('resources.lead')} />
      <PageBody aria-label={t('resources.articles')}>
        <Container>
          {categories.status === 'error' ? <LoadError onRetry={categories.retry} /> : null}
          {categories.status === 'success' ? (
            <>
              <FilterChips
                label={t('resources.filterLabel')}
                options={[
                  { value: allCategories, label: t('resources.allCategories') },
                  ...categories.data.map((category) => ({ value: category.slug, label: category.name })),
                ]}
                value={selected}
                onChange={(slug) =>
                  setSearchParams(slug === allCategories ? {} : { category: slug }, { replace: true })
                }
              />
              <ArticleList
                key={`${lang}:${selected}`}
                category={selected === allCategories ? undefined : selected}
              />
            </>
          ) : null}
          {categories.status === 'loading' ? <CardsSkeleton label={t('resources.loading')} /> : null}
        </Container>
      </PageBody>
      <Section $tone="surface" aria-labelledby="glossary-teaser-title">
        <Container>
          <SectionTitle id="glossary-teaser-title">{t('glossary.title')}</SectionTitle>
          <GlossaryTeaser>
            {t('glossary.teaser')}{' '}
            <AppLink to="/resources/glossary" localize>
              {t('glossary.open')}
            </AppLink>
          </GlossaryTeaser>
        </Container>
      </Section>
    </>
  );
}
