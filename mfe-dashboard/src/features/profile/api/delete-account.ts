import { object, string, type InferType } from 'yup';
import { apiClient } from '@teduh/shared';
import { createValidators, type Translate } from '@teduh/shared/forms';
import { mePath } from './profile';

export const generateOtpPath = 'auth/api/v1/generate-otp/';

/** The API e-mails a 6-digit code for deleting the account. */
export async function requestDeletionCode(): Promise<void> {
  await apiClient.post(generateOtpPath, { purpose: 'delete-account' });
}

/** The password is asked of a member who has one; one who signs in only with Google, Apple or Facebook has none. */
export function createDeleteAccountSchema(t: Translate, hasPassword = true) {
  const validators = createValidators(t);
  return object({ password: hasPassword ? validators.required : string().default(''), otp: validators.pin });
}

export type DeleteAccountInput = InferType<ReturnType<typeof createDeleteAccountSchema>>;

/** Deletes the account for good; the API ends every session and clears the cookie. */
export async function deleteAccount(input: DeleteAccountInput): Promise<void> {
  const otp = input.otp.trim();
  await apiClient.delete(mePath, { data: input.password ? { password: input.password, otp } : { otp } });
}
