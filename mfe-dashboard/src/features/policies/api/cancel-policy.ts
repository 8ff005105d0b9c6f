import { apiClient } from '@teduh/shared';
import type { PolicyDetail } from './types';

export const cancelPolicyPath = 'policy/api/v1/policies/cancel/';

export const CANCEL_REASON_MAX_LENGTH = 500;

/**
 * Asks to cancel a certificate. Within the cooling-off period it ends at once with a full refund; later it stays
 * in force to the end of the paid period. Answers the certificate as it now stands.
 */
export async function cancelPolicy(certificate: string, reason: string): Promise<PolicyDetail> {
  const response = await apiClient.post<{ data: PolicyDetail }>(cancelPolicyPath, {
    certificate,
    reason: reason.trim(),
  });
  return response.data.data;
}
