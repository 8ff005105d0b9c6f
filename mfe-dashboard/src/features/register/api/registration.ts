import { object, type InferType } from 'yup';
import { apiClient, readApiErrorParts, type Profile } from '@teduh/shared';
import { createValidators, type Translate } from '@teduh/shared/forms';
import { forgetReferralCode, readReferralCode } from '@teduh/shared/referral-cookie';

export const registerPath = 'auth/api/v1/register/';
export const registerVerifyPath = 'auth/api/v1/register/verify/';
export const registerConfirmPath = 'auth/api/v1/register/confirm/';
export const mePath = 'auth/api/v1/me/';

/** Used when the API leaves out the resend wait (it answers 60 s today). */
export const DEFAULT_RESEND_SECONDS = 60;

export function createEmailStepSchema(t: Translate) {
  const validators = createValidators(t);
  return object({
    email: validators.email,
    agreements: validators.accepted('agreeTermsAndPrivacy'),
  });
}

/**
 * The form's values: one box for the terms and the privacy policy together (the spec asks for agreement to
 * both; one tick gives it, and the API still records each). It starts unticked.
 */
export interface EmailStepInput {
  email: string;
  agreements: boolean;
}

export function createDetailsStepSchema(t: Translate) {
  const validators = createValidators(t);
  return object({
    firstName: validators.required,
    lastName: validators.required,
    password: validators.password,
  });
}

export type DetailsStepInput = InferType<ReturnType<typeof createDetailsStepSchema>>;

/** Step 1: the API e-mails a 6-digit PIN; answers how long until another may be sent. */
export async function startRegistration(
  email: string,
): Promise<{ email: string; resendAfterSeconds: number }> {
  const response = await apiClient.post<{ data: { email: string; resend_after_seconds?: number } }>(
    registerPath,
    { email },
  );
  const data = response.data.data;
  return { email: data.email, resendAfterSeconds: data.resend_after_seconds ?? DEFAULT_RESEND_SECONDS };
}

/** Step 2: the e-mailed PIN, exchanged for the registration token of the last step. */
export async function verifyRegistrationPin(email: string, pin: string): Promise<string> {
  const response = await apiClient.post<{ data: { token: string } }>(registerVerifyPath, { email, pin });
  return response.data.data.token;
}

export interface ConfirmRegistrationInput {
  token: string;
  password: string;
  firstName: string;
  lastName: string;
  agreeTerms: boolean;
  agreePrivacy: boolean;
}

/** A 400 naming only `referral_code`: the code stopped being valid since it was checked. */
function rejectsOnlyReferralCode(error: unknown): boolean {
  const { status, fields } = readApiErrorParts(error);
  const names = Object.keys(fields);
  return status === 400 && names.length === 1 && names[0] === 'referral_code';
}

/**
 * Step 3: creates the account, with the referral code the visitor came with (the API stores the first code a
 * member uses). The API logs the new member in by setting the session cookie; the profile is then read the
 * same way as after a sign-in. The password is sent exactly as typed. A code that stopped being valid since
 * it was checked (its owner left) must not block the sign-up: the account is then made without it.
 */
export async function confirmRegistration(input: ConfirmRegistrationInput): Promise<Profile> {
  const body = {
    token: input.token,
    password: input.password,
    first_name: input.firstName.trim(),
    last_name: input.lastName.trim(),
    agree_terms: input.agreeTerms,
    agree_privacy: input.agreePrivacy,
  };
  const referralCode = readReferralCode();
  try {
    await apiClient.post(registerConfirmPath, referralCode ? { ...body, referral_code: referralCode } : body);
  } catch (error) {
    if (!referralCode || !rejectsOnlyReferralCode(error)) throw error;
    forgetReferralCode();
    await apiClient.post(registerConfirmPath, body);
  }
  const response = await apiClient.get<{ data: Profile }>(mePath);
  return response.data.data;
}
