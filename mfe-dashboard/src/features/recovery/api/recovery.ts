import { apiClient } from '@teduh/shared';
import type { NewPasswordValues } from '@teduh/shared/journey';

export const recoveryPath = 'auth/api/v1/recovery/';
export const recoveryVerifyPath = 'auth/api/v1/recovery/verify/';
export const recoveryConfirmPath = 'auth/api/v1/recovery/confirm/';

/** Used when the API leaves out the resend wait. */
export const DEFAULT_RESEND_SECONDS = 60;

/**
 * Step 1: a PIN is mailed when the address has an account (the answer is the same either way, so the
 * page cannot be used to find out who is a member).
 */
export async function requestRecovery(email: string): Promise<{ email: string; resendAfterSeconds: number }> {
  const response = await apiClient.post<{ data: { email: string; resend_after_seconds?: number } }>(
    recoveryPath,
    { email: email.trim() },
  );
  const data = response.data.data;
  return { email: data.email, resendAfterSeconds: data.resend_after_seconds ?? DEFAULT_RESEND_SECONDS };
}

/** Step 2: the PIN, exchanged for the token of the last step. */
export async function verifyRecoveryPin(email: string, pin: string): Promise<string> {
  const response = await apiClient.post<{ data: { token: string } }>(recoveryVerifyPath, {
    email,
    pin: pin.trim(),
  });
  return response.data.data.token;
}

/** Step 3: the new password; every session of the account ends. Passwords are sent as typed. */
export async function confirmRecovery(token: string, input: NewPasswordValues): Promise<void> {
  await apiClient.post(recoveryConfirmPath, {
    token,
    password: input.password,
    password_confirm: input.password_confirm,
  });
}
