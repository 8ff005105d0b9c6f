import { object, type InferType } from 'yup';
import { apiClient, type Profile } from '@teduh/shared';
import { createValidators, type Translate } from '@teduh/shared/forms';

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
export async function verifyEmailChange(token: string): Promise<string> {
  const response = await apiClient.post<{ data: { email: string } }>(
    changeEmailVerifyPath,
    { token },
    { authRedirect: false },
  );
  return response.data.data.email;
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
