import { isApiError } from '@teduh/shared';

/** The `errors.code` of an API refusal (`already_paid`, `payment_in_progress`, ...), if any. */
export function apiErrorCode(error: unknown): string | undefined {
  if (!isApiError(error)) return undefined;
  const body: unknown = error.response?.data;
  if (typeof body !== 'object' || body === null) return undefined;
  const errors = (body as { errors?: unknown }).errors;
  if (typeof errors !== 'object' || errors === null) return undefined;
  const code = (errors as { code?: unknown }).code;
  return typeof code === 'string' ? code : undefined;
}
