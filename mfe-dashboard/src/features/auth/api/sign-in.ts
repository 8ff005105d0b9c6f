import { object, type InferType } from 'yup';
import { apiClient, type Profile } from '@teduh/shared';
import { createValidators, type Translate } from '@teduh/shared/forms';

export const signInPath = 'auth/api/v1/jwt/';
export const mePath = 'auth/api/v1/me/';

/** Sign-in form rules: the spec's required and e-mail messages (password rules apply only when setting one). */
export function createSignInSchema(t: Translate) {
  const validators = createValidators(t);
  return object({ email: validators.email, password: validators.required });
}

export type SignInInput = InferType<ReturnType<typeof createSignInSchema>>;

/**
 * Signs in (the API sets the HttpOnly session cookie) and reads the profile the session store needs.
 * The password is sent exactly as typed; only the e-mail is trimmed.
 */
export async function signIn(input: SignInInput): Promise<Profile> {
  await apiClient.post(signInPath, { email: input.email.trim(), password: input.password });
  const response = await apiClient.get<{ data: Profile }>(mePath);
  return response.data.data;
}
