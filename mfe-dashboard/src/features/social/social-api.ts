// The social sign-in calls of the web app: the pending sign-in, complete-registration, proving an existing
// account before a provider is connected, and disconnecting a provider.
import { apiClient, type Profile } from '@teduh/shared';
import { useApiQuery } from '@teduh/shared/query';

export const socialPath = 'auth/api/v1/social/';

export interface PendingSignIn {
  provider: 'google' | 'apple' | 'facebook';
  email: string | null;
  email_verified: boolean;
  private_email: boolean;
  first_name: string | null;
  last_name: string | null;
  existing_account: boolean;
  email_needs_pin: boolean;
}

export async function readPendingSignIn(signal?: AbortSignal): Promise<PendingSignIn> {
  const response = await apiClient.get<{ data: PendingSignIn }>(`${socialPath}pending/`, { signal });
  return response.data.data;
}

/**
 * The provider sign-in waiting to be completed, through the shared server-data layer. It exists only after a
 * provider's return (a page load of its own), so a tab never holds another one in the cache.
 */
export function usePendingSignIn() {
  return useApiQuery('social:pending', readPendingSignIn);
}

export interface CompleteRegistrationInput {
  first_name: string;
  last_name: string;
  email?: string;
  pin?: string;
  agree_terms: boolean;
  agree_privacy: boolean;
  referral_code?: string;
}

export async function completeRegistration(input: CompleteRegistrationInput): Promise<Profile> {
  const response = await apiClient.post<{ data: { profile: Profile } }>(
    `${socialPath}complete-registration/`,
    input,
  );
  return response.data.data.profile;
}

export async function sendRegistrationPin(email: string): Promise<void> {
  await apiClient.post(`${socialPath}email-pin/`, { email });
}

export async function proveExistingAccount(proof: { password: string } | { pin: string }): Promise<Profile> {
  const response = await apiClient.post<{ data: { profile: Profile } }>(`${socialPath}link-existing/`, proof);
  return response.data.data.profile;
}

export async function sendLinkPin(): Promise<void> {
  await apiClient.post(`${socialPath}link-existing/pin/`, {});
}

export async function unlinkProvider(provider: PendingSignIn['provider']): Promise<Profile> {
  const response = await apiClient.post<{ data: Profile }>(`${socialPath}${provider}/unlink/`, {});
  return response.data.data;
}
