import { apiClient } from '@teduh/shared';
import type { PolicyDetail } from './types';

export const policyPath = (uuid: string) => `policy/api/v1/policies/${encodeURIComponent(uuid)}/`;

/** One of the member's certificates; the API answers 404 for another member's or an unknown uuid. */
export async function getPolicy(uuid: string): Promise<PolicyDetail> {
  const response = await apiClient.get<{ data: PolicyDetail }>(policyPath(uuid));
  return response.data.data;
}
