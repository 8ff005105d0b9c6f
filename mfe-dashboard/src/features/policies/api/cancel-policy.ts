import { apiClient, currentLocale } from '@teduh/shared';
import { useApiQuery } from '@teduh/shared/query';
import type { PolicyDetail } from './types';

export const cancelPolicyPath = 'policy/api/v1/policies/cancel/';

export const CANCEL_REASON_MAX_LENGTH = 500;

/**
 * Asks to cancel a certificate. Within the cooling-off period it ends at once with a full refund; later it stays
 * in force to the end of the paid period. Answers the certificate as it now stands.
 */
export async function cancelPolicy(
  certificate: string,
  reason: string,
  reasonText: string | null = null,
): Promise<PolicyDetail> {
  const response = await apiClient.post<{ data: PolicyDetail }>(cancelPolicyPath, {
    certificate,
    reason,
    reason_text: reason === 'other' ? (reasonText?.trim() ?? '') : null,
  });
  return response.data.data;
}

export const cancelReasonsPath = 'utils/get-choices/policy-cancel-reasons/';

/** The reasons a member may give (`other` asks for their words), labelled in the page's language. */
export function useCancelReasons() {
  const locale = currentLocale();
  return useApiQuery(`cancel-reasons:${locale}`, async (signal) => {
    const response = await apiClient.get<{ data: { value: string; label: string }[] }>(cancelReasonsPath, {
      signal,
    });
    return response.data.data;
  });
}
