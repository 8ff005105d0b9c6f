import { apiClient } from '@teduh/shared';
import { isVerificationStatus, type VerificationStatus } from '../../../lib/verification';

export const resetPath = 'ekyc/api/v1/reset/';

/**
 * Starts verification again after a rejection that allows a retry (`POST ekyc/api/v1/reset/`).
 * Answers the status the member is left with (unverified).
 */
export async function resetVerification(): Promise<VerificationStatus> {
  const response = await apiClient.post<{ data?: { status?: unknown } }>(resetPath, {});
  const status = response.data?.data?.status;
  return isVerificationStatus(status) ? status : 'unverified';
}
