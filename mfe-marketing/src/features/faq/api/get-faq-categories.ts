import { mixed, object, type InferType } from 'yup';
import { apiClient } from '@teduh/shared';
import { cmsBasePath, langSchema, type CmsCategory, type Envelope } from '../../../lib/cms';
import { useApiQuery } from '@teduh/shared/query';

export const faqCategoriesPath = `${cmsBasePath}faq-categories/`;

/** `faq` categories filter the FAQ page; `help-center` ones are the help centre's topics. */
export const faqGroups = ['faq', 'help-center'] as const;
export type FaqGroup = (typeof faqGroups)[number];

export interface FaqCategory extends CmsCategory {
  group: FaqGroup;
}

export const getFaqCategoriesInputSchema = object({
  lang: langSchema,
  group: mixed<FaqGroup>()
    .oneOf([...faqGroups])
    .required(),
});
export type GetFaqCategoriesInput = InferType<typeof getFaqCategoriesInputSchema>;

/** `GET cms/api/v1/faq-categories/?group=`: the topics of the FAQ page or of the help centre, in order. */
export async function getFaqCategories(
  input: GetFaqCategoriesInput,
  signal?: AbortSignal,
): Promise<FaqCategory[]> {
  const params = getFaqCategoriesInputSchema.validateSync(input);
  const response = await apiClient.get<Envelope<FaqCategory[]>>(faqCategoriesPath, { params, signal });
  // Only this group's topics, also from an API that ignores the filter.
  return response.data.data.filter((category) => category.group === params.group);
}

export function useFaqCategories(input: GetFaqCategoriesInput) {
  return useApiQuery(`faq-categories:${input.lang}:${input.group}`, (signal) =>
    getFaqCategories(input, signal),
  );
}
