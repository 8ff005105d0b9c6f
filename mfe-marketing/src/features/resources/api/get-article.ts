import { object, type InferType } from 'yup';
import { apiClient } from '@teduh/shared';
import type { ContentBlock } from '../../../components/content-body';
import { cmsBasePath, langSchema, slugSchema, type Envelope } from '../../../lib/cms';
import { useApiQuery } from '@teduh/shared/query';
import type { ArticleSummary } from './get-articles';

export type ArticleBlock = ContentBlock;

export interface Article extends ArticleSummary {
  body: ArticleBlock[];
  related: ArticleSummary[];
}

export const articlePath = (slug: string) => `${cmsBasePath}articles/${encodeURIComponent(slug)}/`;

export const getArticleInputSchema = object({
  lang: langSchema,
  /** The English or the Malay slug. */
  slug: slugSchema.required(),
});
export type GetArticleInput = InferType<typeof getArticleInputSchema>;

/** `GET cms/api/v1/articles/<slug>/`: one article with its body and related articles. */
export async function getArticle(input: GetArticleInput, signal?: AbortSignal): Promise<Article> {
  const { lang, slug } = getArticleInputSchema.validateSync(input);
  const response = await apiClient.get<Envelope<Article>>(articlePath(slug), { params: { lang }, signal });
  return response.data.data;
}

/** True when `slug` could name an article (anything else is a 404 without asking the API). */
export function isArticleSlug(slug: string | undefined): slug is string {
  return slug !== undefined && slugSchema.required().isValidSync(slug);
}

export function useArticle(input: GetArticleInput) {
  return useApiQuery(`article:${input.lang}:${input.slug}`, (signal) => getArticle(input, signal));
}
