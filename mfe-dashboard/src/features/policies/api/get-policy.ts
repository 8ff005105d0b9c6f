import { apiClient } from '@teduh/shared';
import { useApiQuery } from '@teduh/shared/query';
import type { PolicyDetail } from './types';

export const policyPath = (uuid: string) => `policy/api/v1/policies/${encodeURIComponent(uuid)}/`;

/** One of the member's certificates; the API answers 404 for another member's or an unknown uuid. */
export async function getPolicy(uuid: string, signal?: AbortSignal): Promise<PolicyDetail> {
  const response = await apiClient.get<{ data: PolicyDetail }>(policyPath(uuid), { signal });
  return response.data.data;
}

/** One certificate, through the shared server-data layer. */
export function usePolicy(uuid: string) {
  return useApiQuery(`policy:${uuid}`, (signal) => getPolicy(uuid, signal));
}
