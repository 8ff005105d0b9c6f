import { apiClient } from '@teduh/shared';
import { useApiQuery } from '@teduh/shared/query';
import { policiesPath } from './list-policies';
import type { PolicySummary } from './types';

/** `?state=pending`: applications submitted but not paid yet (their certificate awaits its first contribution). */
export async function listUnpaidApplications(signal?: AbortSignal): Promise<PolicySummary[]> {
  const response = await apiClient.get<{ data: PolicySummary[] }>(policiesPath, {
    params: { state: 'pending' },
    signal,
  });
  return response.data.data;
}

/** The member's unpaid applications, through the shared server-data layer. */
export function useUnpaidApplications() {
  return useApiQuery('policies:pending', listUnpaidApplications);
}
