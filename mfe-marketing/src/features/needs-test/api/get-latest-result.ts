import { apiClient } from '@teduh/shared';
import type { NeedsTestResult } from './get-recommendation';

export const latestResultPath = 'products/api/v1/needs-test/latest/';

/** The member's last saved result; null when they have none (members only). */
export async function getLatestResult(): Promise<NeedsTestResult | null> {
  const response = await apiClient.get<{ data: NeedsTestResult | null }>(latestResultPath);
  return response.data.data;
}
