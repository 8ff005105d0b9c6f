import { object, type InferType } from 'yup';
import { apiClient } from '@teduh/shared';
import type { ContentBlock } from '../../../components/content-body';
import { cmsBasePath, langSchema, limitSchema, type Envelope, type Paginated } from '../../../lib/cms';
import { useApiQuery } from '@teduh/shared/query';

export type RecordKind = 'notice' | 'policy' | 'announcement';

export interface OfficialRecordSummary {
  id: string;
  kind: RecordKind;
  title: string;
  summary: string;
  /** `YYYY-MM-DD`: the day it was issued. */
  published_on: string;
}

export interface OfficialRecord extends OfficialRecordSummary {
  body: ContentBlock[];
}

/** The public record is short (a few notices a year): one page holds it. */
export const RECORDS_PAGE_SIZE = 50;

export const getRecordsInputSchema = object({ lang: langSchema, limit: limitSchema.required() });
export type GetRecordsInput = InferType<typeof getRecordsInputSchema>;

/** `GET cms/api/v1/records/`: official notices, policies and announcements, newest first. */
export async function getRecords(
  input: GetRecordsInput,
  signal?: AbortSignal,
): Promise<Paginated<OfficialRecordSummary>> {
  const params = getRecordsInputSchema.validateSync(input);
  const response = await apiClient.get<Envelope<Paginated<OfficialRecordSummary>>>(`${cmsBasePath}records/`, {
    params,
    signal,
  });
  return response.data.data;
}

export function useRecords(input: GetRecordsInput) {
  return useApiQuery(`records:${input.lang}:${input.limit}`, (signal) => getRecords(input, signal));
}
