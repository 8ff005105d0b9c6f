import { object, type InferType } from 'yup';
import { apiClient } from '@teduh/shared';
import { createValidators, type Translate } from '@teduh/shared/forms';
import { mePath } from './profile';

export const generateOtpPath = 'auth/api/v1/generate-otp/';

/** The API e-mails a 6-digit code for deleting the account. */
export async function requestDeletionCode(): Promise<void> {
  await apiClient.post(generateOtpPath, { purpose: 'delete-account' });
}

export function createDeleteAccountSchema(t: Translate) {
  const validators = createValidators(t);
  return object({ password: validators.required, otp: validators.pin });
}

export type DeleteAccountInput = InferType<ReturnType<typeof createDeleteAccountSchema>>;

/** Deletes the account for good; the API ends every session and clears the cookie. */
export async function deleteAccount(input: DeleteAccountInput): Promise<void> {
  await apiClient.delete(mePath, { data: { password: input.password, otp: input.otp.trim() } });
}
