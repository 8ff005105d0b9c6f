import { object, type InferType } from 'yup';
import { apiClient, type Profile } from '@teduh/shared';
import { createValidators, type Translate } from '@teduh/shared/forms';
import { useApiQuery } from '@teduh/shared/query';

export const changeEmailPath = 'auth/api/v1/me/change-email/';
export const changeEmailVerifyPath = 'auth/api/v1/me/change-email/verify/';
export const changeEmailConfirmPath = 'auth/api/v1/me/change-email/confirm/';

/** Spec: the e-mail is required and valid. */
export function createChangeEmailSchema(t: Translate) {
  return object({ email: createValidators(t).email });
}

export type ChangeEmailInput = InferType<ReturnType<typeof createChangeEmailSchema>>;

/** Mails a link with a token to the new address (`/dashboard/email-verification?token=...`). */
export async function requestEmailChange(email: string): Promise<void> {
  await apiClient.post(changeEmailPath, { email: email.trim() });
}

/** Checks the link's token; answers the new address it would set. */
export async function verifyEmailChange(token: string, signal?: AbortSignal): Promise<string> {
  const response = await apiClient.post<{ data: { email: string } }>(
    changeEmailVerifyPath,
    { token },
    { authRedirect: false, signal },
  );
  return response.data.data.email;
}

/**
 * The link's check through the shared server-data layer: one call per token, shared (the API limits how
 * often a token may be checked, so it is not retried by itself); no token asks for nothing.
 */
export function useEmailChangeCheck(token: string) {
  return useApiQuery(
    token ? `email-change:verify:${token}` : null,
    (signal) => verifyEmailChange(token, signal),
    { retries: 0 },
  );
}

/** Sets the new address; answers the profile. */
export async function confirmEmailChange(token: string): Promise<Profile> {
  const response = await apiClient.post<{ data: Profile }>(
    changeEmailConfirmPath,
    { token },
    { authRedirect: false },
  );
  return response.data.data;
}
