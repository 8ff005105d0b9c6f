import { boolean, object, type InferType } from 'yup';
import { apiClient } from '@teduh/shared';
import {
  cmsBasePath,
  langSchema,
  limitSchema,
  offsetSchema,
  slugSchema,
  type CmsCategory,
  type Envelope,
  type Paginated,
} from '../../../lib/cms';
import { useApiQuery } from '@teduh/shared/query';

export const articlesPath = `${cmsBasePath}articles/`;

/** An article as lists show it. */
export interface ArticleSummary {
  id: number | string;
  /** The slug in the language asked for. */
  slug: string;
  slug_en: string;
  slug_ms: string;
  title: string;
  summary: string;
  category: CmsCategory;
  read_time_minutes: number;
  featured: boolean;
  /** ISO date-time. */
  published_at: string;
  hero_alt: string;
}

export const getArticlesInputSchema = object({
  lang: langSchema,
  category: slugSchema.optional(),
  featured: boolean().optional(),
  limit: limitSchema.required(),
  offset: offsetSchema.required(),
});
export type GetArticlesInput = InferType<typeof getArticlesInputSchema>;

/** `GET cms/api/v1/articles/?category=&featured=&limit=&offset=`: one page of articles, newest first. */
export async function getArticles(
  input: GetArticlesInput,
  signal?: AbortSignal,
): Promise<Paginated<ArticleSummary>> {
  const valid = getArticlesInputSchema.validateSync(input);
  const params: Record<string, string | number | boolean> = {
    lang: valid.lang,
    limit: valid.limit,
    offset: valid.offset,
  };
  if (valid.category) params.category = valid.category;
  if (valid.featured !== undefined) params.featured = valid.featured;
  const response = await apiClient.get<Envelope<Paginated<ArticleSummary>>>(articlesPath, { params, signal });
  return response.data.data;
}

/** The featured article of a category (or of all), or null when it has none. */
export function useFeaturedArticle(lang: GetArticlesInput['lang'], category: string | undefined) {
  return useApiQuery(`articles:featured:${lang}:${category ?? ''}`, async (signal) => {
    const page = await getArticles({ lang, category, featured: true, limit: 1, offset: 0 }, signal);
    return page.results[0] ?? null;
  });
}
