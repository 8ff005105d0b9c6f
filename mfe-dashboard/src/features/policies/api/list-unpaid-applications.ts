import { apiClient } from '@teduh/shared';
import { policiesPath } from './list-policies';
import type { PolicySummary } from './types';

/** `?state=pending`: applications submitted but not paid yet (their certificate awaits its first contribution). */
export async function listUnpaidApplications(): Promise<PolicySummary[]> {
  const response = await apiClient.get<{ data: PolicySummary[] }>(policiesPath, {
    params: { state: 'pending' },
  });
  return response.data.data;
}
