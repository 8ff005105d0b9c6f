import { object, string, type InferType } from 'yup';
import { apiClient } from '@teduh/shared';
import { cmsBasePath, langSchema, type Envelope } from '../../../lib/cms';
import { useApiQuery } from '@teduh/shared/query';
import type { OfficialRecord } from './get-records';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const getRecordInputSchema = object({
  lang: langSchema,
  id: string().matches(uuidPattern).required(),
});
export type GetRecordInput = InferType<typeof getRecordInputSchema>;

/** True when `id` could name a record (anything else is a 404 without asking the API). */
export function isRecordId(id: string | undefined): id is string {
  return id !== undefined && uuidPattern.test(id);
}

/** `GET cms/api/v1/records/<uuid>/`: one record with its body. */
export async function getRecord(input: GetRecordInput, signal?: AbortSignal): Promise<OfficialRecord> {
  const { lang, id } = getRecordInputSchema.validateSync(input);
  const response = await apiClient.get<Envelope<OfficialRecord>>(
    `${cmsBasePath}records/${encodeURIComponent(id)}/`,
    { params: { lang }, signal },
  );
  return response.data.data;
}

export function useRecord(input: GetRecordInput) {
  return useApiQuery(`record:${input.lang}:${input.id}`, (signal) => getRecord(input, signal));
}
