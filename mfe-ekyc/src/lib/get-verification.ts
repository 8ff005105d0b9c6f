import { apiClient } from '@teduh/shared';
import type { Verification } from './verification';

export const verificationPath = 'ekyc/api/v1/';

/** The member's verification: status, latest submission and declaration (`GET ekyc/api/v1/`). */
export async function fetchVerification(signal?: AbortSignal): Promise<Verification> {
  const response = await apiClient.get<{ data: Verification }>(verificationPath, { signal });
  return response.data.data;
}
