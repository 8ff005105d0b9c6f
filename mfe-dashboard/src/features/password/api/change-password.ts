import { object, type InferType } from 'yup';
import { apiClient } from '@teduh/shared';
import { createValidators, type Translate } from '@teduh/shared/forms';

export const changePasswordPath = 'auth/api/v1/me/change-password/';

/** Spec: all three fields required, the new password follows the password rules, the confirmation matches. */
export function createChangePasswordSchema(t: Translate) {
  const validators = createValidators(t);
  return object({
    password: validators.required,
    password_new: validators.password,
    password_confirm: validators.passwordConfirmation('password_new'),
  });
}

export type ChangePasswordInput = InferType<ReturnType<typeof createChangePasswordSchema>>;

/** The member stays signed in here; the API ends their other sessions. Passwords are sent as typed. */
export async function changePassword(input: ChangePasswordInput): Promise<void> {
  await apiClient.post(changePasswordPath, {
    password: input.password,
    password_new: input.password_new,
    password_confirm: input.password_confirm,
  });
}
