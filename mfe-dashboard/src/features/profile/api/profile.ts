import { apiClient, type Profile } from '@teduh/shared';

export const mePath = 'auth/api/v1/me/';
export const logoutPath = 'auth/api/v1/jwt/logout/';

export async function fetchProfile(signal?: AbortSignal): Promise<Profile> {
  const response = signal
    ? await apiClient.get<{ data: Profile }>(mePath, { signal })
    : await apiClient.get<{ data: Profile }>(mePath);
  return response.data.data;
}

/** Ends the session on the API, which also clears the HttpOnly session cookie. */
export async function logOut(): Promise<void> {
  await apiClient.post(logoutPath, {});
}
