import { apiClient } from '@teduh/shared';
import { useApiQuery } from '@teduh/shared/query';
import type { PolicySummary } from './types';

export const policiesPath = 'policy/api/v1/policies/';

/**
 * The member's certificates, newest first. Without `?state=` the API answers every certificate that has been
 * paid for (issued, canceled, rescinded, lapsed), so ended ones keep their place in the list with their status.
 */
export async function listPolicies(signal?: AbortSignal): Promise<PolicySummary[]> {
  const response = await apiClient.get<{ data: PolicySummary[] }>(policiesPath, { signal });
  return response.data.data;
}

/** The member's certificates, through the shared server-data layer. */
export function usePolicies() {
  return useApiQuery('policies', listPolicies);
}
