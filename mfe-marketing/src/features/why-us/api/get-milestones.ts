import { type InferType } from 'yup';
import { apiClient } from '@teduh/shared';
import { cmsBasePath, langInputSchema, type Envelope } from '../../../lib/cms';
import { useApiQuery } from '@teduh/shared/query';

export const milestonesPath = `${cmsBasePath}milestones/`;

export interface Milestone {
  /** `YYYY-MM` */
  date: string;
  title: string;
  text: string;
}

export const getMilestonesInputSchema = langInputSchema;
export type GetMilestonesInput = InferType<typeof getMilestonesInputSchema>;

/** `GET cms/api/v1/milestones/`: the company's milestones, oldest first. */
export async function getMilestones(input: GetMilestonesInput, signal?: AbortSignal): Promise<Milestone[]> {
  const params = getMilestonesInputSchema.validateSync(input);
  const response = await apiClient.get<Envelope<Milestone[]>>(milestonesPath, { params, signal });
  return response.data.data;
}

export function useMilestones(input: GetMilestonesInput) {
  return useApiQuery(`milestones:${input.lang}`, (signal) => getMilestones(input, signal));
}
