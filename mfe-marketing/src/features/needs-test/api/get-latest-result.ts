import { apiClient } from '@teduh/shared';
import { useApiQuery } from '@teduh/shared/query';
import type { NeedsTestResult } from './get-recommendation';

export const latestResultPath = 'products/api/v1/needs-test/latest/';

/** The member's last saved result; null when they have none (members only). */
export async function getLatestResult(signal?: AbortSignal): Promise<NeedsTestResult | null> {
  const response = await apiClient.get<{ data: NeedsTestResult | null }>(latestResultPath, { signal });
  return response.data.data;
}

/** The saved result of the member `memberId`; asks nothing for a visitor (null). */
export function useLatestResult(memberId: string | null) {
  return useApiQuery(memberId ? `needs-test:latest:${memberId}` : null, getLatestResult);
}
