import { readApiErrorParts } from '@teduh/shared';

/** What an API answers once it has mailed a PIN: where to, and how long until another may be sent. */
export interface PinSent {
  email: string;
  resendAfterSeconds: number;
}

/** Used when the API leaves out the wait (it answers 60 s today). */
export const defaultResendSeconds = 60;

/**
 * The wait before another PIN may be mailed, when a request was refused for that reason: 429
 * `pin_resend_cooldown`, with the seconds in Retry-After. Any other refusal, e.g. the rate limit's
 * `throttled` (which also sends Retry-After), is an error to show, so this is null for it.
 */
export function resendCooldownOf(error: unknown): number | null {
  const parts = readApiErrorParts(error);
  if (parts.code !== 'pin_resend_cooldown') return null;
  return parts.retryAfterSeconds ?? defaultResendSeconds;
}
