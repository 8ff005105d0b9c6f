import { apiClient } from '@teduh/shared';

/**
 * `POST referral/api/v1/check/` `{ code }`: resolves when the code belongs to an active member; a wrong code
 * rejects with a 400 whose field `code` says 'Invalid Code'.
 */
export async function checkReferralCode(code: string, signal?: AbortSignal): Promise<void> {
  await apiClient.post('referral/api/v1/check/', { code: code.trim() }, { signal });
}
