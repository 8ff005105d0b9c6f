// The member-facing reason of a rejection, in the member's language.
import { brand } from '../../brand';
import { translate, type Locale, type MessageKey } from '../../lib/i18n';
import type { EkycReasonCode } from './outcome';

const reasonKeys: Partial<Record<EkycReasonCode, MessageKey>> = {
  image_unreadable: 'ekyc.reason.image_unreadable',
  nric_mismatch: 'ekyc.reason.nric_mismatch',
  dob_mismatch: 'ekyc.reason.dob_mismatch',
  gender_mismatch: 'ekyc.reason.gender_mismatch',
  staff_rejected: 'ekyc.reason.staff_rejected',
  staff_rejected_can_retry: 'ekyc.reason.staff_rejected_can_retry',
};

/** Only rejected and rejected-can-retry carry a reason for the member; review reasons stay internal. */
export function reasonText(
  kind: 'rejected' | 'rejected-can-retry',
  reasonCode: string | null,
  reasonNote: string | null,
  locale: Locale,
): string {
  const fallback: EkycReasonCode = kind === 'rejected' ? 'staff_rejected' : 'staff_rejected_can_retry';
  const key = reasonKeys[(reasonCode ?? fallback) as EkycReasonCode] ?? reasonKeys[fallback]!;
  const reason = translate(locale, key, { supportEmail: brand.supportEmail });
  return reasonNote ? translate(locale, 'ekyc.reason.staffNote', { reason, note: reasonNote }) : reason;
}
