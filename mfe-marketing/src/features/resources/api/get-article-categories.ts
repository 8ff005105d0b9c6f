import { type InferType } from 'yup';
import { apiClient } from '@teduh/shared';
import { cmsBasePath, langInputSchema, type CmsCategory, type Envelope } from '../../../lib/cms';
import { useApiQuery } from '@teduh/shared/query';

export const articleCategoriesPath = `${cmsBasePath}article-categories/`;

export const getArticleCategoriesInputSchema = langInputSchema;
export type GetArticleCategoriesInput = InferType<typeof getArticleCategoriesInputSchema>;

/** `GET cms/api/v1/article-categories/`: the resource centre's categories, in order. */
export async function getArticleCategories(
  input: GetArticleCategoriesInput,
  signal?: AbortSignal,
): Promise<CmsCategory[]> {
  const params = getArticleCategoriesInputSchema.validateSync(input);
  const response = await apiClient.get<Envelope<CmsCategory[]>>(articleCategoriesPath, { params, signal });
  return response.data.data;
}

export function useArticleCategories(input: GetArticleCategoriesInput) {
  return useApiQuery(`article-categories:${input.lang}`, (signal) => getArticleCategories(input, signal));
}
