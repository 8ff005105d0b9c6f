import { type InferType } from 'yup';
import { apiClient } from '@teduh/shared';
import { cmsBasePath, langInputSchema, type Envelope } from '../cms';
import { useApiQuery } from '@teduh/shared/query';

export const glossaryPath = `${cmsBasePath}glossary/`;

export interface GlossaryTerm {
  slug: string;
  term: string;
  definition: string;
}

export const getGlossaryInputSchema = langInputSchema;
export type GetGlossaryInput = InferType<typeof getGlossaryInputSchema>;

/** `GET cms/api/v1/glossary/`: every takaful term with its definition. */
export async function getGlossary(input: GetGlossaryInput, signal?: AbortSignal): Promise<GlossaryTerm[]> {
  const params = getGlossaryInputSchema.validateSync(input);
  const response = await apiClient.get<Envelope<GlossaryTerm[]>>(glossaryPath, { params, signal });
  return response.data.data;
}

export function useGlossary(input: GetGlossaryInput) {
  return useApiQuery(`glossary:${input.lang}`, (signal) => getGlossary(input, signal));
}
