import { useTranslation } from '@teduh/shared/i18n-react';
import { useParams } from '@teduh/shared/router';
import { errorStatus, NotFoundPage } from '@teduh/shared';
import { ContentBody } from '../../components/content-body';
import { LoadError, TextSkeleton } from '../../components/content-states';
import { WebviewLead, WebviewPage, WebviewTitle } from '../../components/webview-page';
import { useContentLanguage } from '../../lib/cms';
import { useDocumentTitle } from '../../lib/use-document-title';
import { isArticleSlug, useArticle } from './api/get-article';
import { ArticleMeta } from './components/article-meta';

function LoadedAppArticle({ slug }: { slug: string }) {
  const { t } = useTranslation('marketing');
  const lang = useContentLanguage();
  const article = useArticle({ lang, slug });
  useDocumentTitle(article.data?.title ?? t('appPages.articleTitle'));

  if (article.status === 'error' && errorStatus(article.error) === 404) return <NotFoundPage />;
  return (
    <WebviewPage>
      {article.status === 'loading' ? <TextSkeleton label={t('resources.loadingArticle')} /> : null}
      {article.status === 'error' ? (
        <>
          <WebviewTitle>{t('appPages.errorTitle')}</WebviewTitle>
          <LoadError onRetry={article.retry} />
        </>
      ) : null}
      {article.status === 'success' ? (
        <article aria-labelledby="app-article-title">
          <WebviewTitle id="app-article-title">{article.data.title}</WebviewTitle>
          {article.data.summary ? <WebviewLead>{article.data.summary}</WebviewLead> : null}
          <ArticleMeta article={article.data} />
          <ContentBody blocks={article.data.body} />
        </article>
      ) : null}
    </WebviewPage>
  );
}

/**
 * `/app/<slug>`: a resource-centre article (by its English or Malay slug) for the mobile app's webview: the
 * text only, without the site's navigation, back link or related articles. An unknown slug is the 404 page.
 */
export function AppArticlePage() {
  const { slug } = useParams();
  if (!isArticleSlug(slug)) return <NotFoundPage />;
  return <LoadedAppArticle key={slug} slug={slug} />;
}
