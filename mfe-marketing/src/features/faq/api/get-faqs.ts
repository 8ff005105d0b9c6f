import { mixed, object, type InferType } from 'yup';
import { apiClient } from '@teduh/shared';
import { cmsBasePath, langSchema, slugSchema, type CmsCategory, type Envelope } from '../../../lib/cms';
import { useApiQuery } from '@teduh/shared/query';
import { faqGroups, type FaqGroup } from './get-faq-categories';

export const faqsPath = `${cmsBasePath}faq/`;

export interface Faq {
  id: number | string;
  category: CmsCategory & { group?: FaqGroup };
  question: string;
  answer: string;
}

export const getFaqsInputSchema = object({
  lang: langSchema,
  /** A slug can name a topic of both groups (claims, pusara): the group picks one. */
  group: mixed<FaqGroup>()
    .oneOf([...faqGroups])
    .required(),
  /** Without a category: every question of the group. */
  category: slugSchema.optional(),
});
export type GetFaqsInput = InferType<typeof getFaqsInputSchema>;

/** `GET cms/api/v1/faq/?group=&category=`: the questions of one topic, or of a whole group. */
export async function getFaqs(input: GetFaqsInput, signal?: AbortSignal): Promise<Faq[]> {
  const { lang, group, category } = getFaqsInputSchema.validateSync(input);
  const response = await apiClient.get<Envelope<Faq[]>>(faqsPath, {
    params: category ? { lang, group, category } : { lang, group },
    signal,
  });
  return response.data.data;
}

export function useFaqs(input: GetFaqsInput) {
  return useApiQuery(`faqs:${input.lang}:${input.group}:${input.category ?? ''}`, (signal) =>
    getFaqs(input, signal),
  );
}
