import { apiClient } from '@teduh/shared';
import { useApiQuery, type QueryOptions } from '@teduh/shared/query';
import type { Verification } from './verification';

export const verificationPath = 'ekyc/api/v1/';

/** The member's verification: status, latest submission and declaration (`GET ekyc/api/v1/`). */
export async function fetchVerification(signal?: AbortSignal): Promise<Verification> {
  const response = await apiClient.get<{ data: Verification }>(verificationPath, { signal });
  return response.data.data;
}

/** The member's verification through the shared server-data layer (one key for every eKYC page). */
export function useVerificationQuery(options?: QueryOptions<Verification>) {
  return useApiQuery('ekyc:verification', fetchVerification, options);
}
