import { type InferType } from 'yup';
import { apiClient } from '@teduh/shared';
import { cmsBasePath, langInputSchema, type Envelope } from '../../../lib/cms';
import { useApiQuery } from '@teduh/shared/query';

export const teamPath = `${cmsBasePath}team/`;

export interface Person {
  slug: string;
  name: string;
  role: string;
  bio: string;
}

export interface Team {
  team: Person[];
  board: Person[];
  advisors: Person[];
  shariah_committee: Person[];
}

export const getTeamInputSchema = langInputSchema;
export type GetTeamInput = InferType<typeof getTeamInputSchema>;

/** `GET cms/api/v1/team/`: the management team, the board, the advisors and the Shariah committee. */
export async function getTeam(input: GetTeamInput, signal?: AbortSignal): Promise<Team> {
  const params = getTeamInputSchema.validateSync(input);
  const response = await apiClient.get<Envelope<Team>>(teamPath, { params, signal });
  return response.data.data;
}

export function useTeam(input: GetTeamInput) {
  return useApiQuery(`team:${input.lang}`, (signal) => getTeam(input, signal));
}
