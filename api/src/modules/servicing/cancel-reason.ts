// The reason of a cancellation, chosen from utils/get-choices/policy-cancel-reasons: "other" carries the member's
// words. Both cancellation calls (policy/api/v1/policies/cancel/ and the older DELETE api/policies/<uuid>/) read
// it here, so they accept the same list.
import { invalid, type FieldErrors } from '../../lib/errors';
import { policyCancelReasons } from '../claims/choices';

export type PolicyCancelReason = (typeof policyCancelReasons)[number];

export const CANCEL_REASON_TEXT_MAX = 500;

/** The reason as the certificate keeps it: the choice, or "other: <the member's words>". */
export function readCancelReason(reason: string, reasonText: string | null | undefined): string {
  const code = reason.trim();
  const text = reasonText?.trim() ?? '';
  const fields: FieldErrors = {};
  if (!(policyCancelReasons as readonly string[]).includes(code)) {
    fields.reason = [{ key: 'servicing.cancelReasonUnknown' }];
  } else if (code === 'other' && !text) {
    fields.reason_text = [{ key: 'validation.required' }];
  }
  if (Object.keys(fields).length > 0) throw invalid(fields);
  return code === 'other' ? `other: ${text}` : code;
}

/** The choice and the member's words of a kept reason. */
export function splitCancelReason(stored: string): { code: string; text: string | null } {
  if (stored.startsWith('other: ')) return { code: 'other', text: stored.slice('other: '.length) };
  return { code: stored, text: null };
}
