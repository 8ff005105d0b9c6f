// From the vendor's answer to a status. Never accepts below the configured thresholds: such answers go to staff.
import { nricDigits, nricMatchesDob, nricMatchesGender } from '@teduh/shared/domain';
import type { EkycStatus, EkycVendorResult } from '../../db/schema';
import type { EkycConfig } from '../../config';

export type EkycReasonCode =
  | 'image_unreadable'
  | 'nric_mismatch'
  | 'dob_mismatch'
  | 'gender_mismatch'
  | 'tampered'
  | 'liveness_failed'
  | 'low_scores'
  | 'duplicate_identity'
  | 'staff_rejected'
  | 'staff_rejected_can_retry';

export interface VendorOutcome {
  status: Extract<
    EkycStatus,
    'accepted' | 'submitted' | 'undetermined' | 'suspicious' | 'rejected-can-retry'
  >;
  reasonCode: EkycReasonCode | null;
}

export interface OutcomeContext {
  /** The NRIC the member claimed (dashed). */
  claimedIdRef: string;
  profile: { dob: string | null; gender: 'male' | 'female' | null };
  hasDeclaration: boolean;
  /** Another account's submission with this NRIC was accepted (one person, one account). */
  nricVerifiedElsewhere?: boolean;
  thresholds: EkycConfig['thresholds'];
}

/**
 * In order: an unreadable card -> rejected-can-retry; signs of tampering or a failed liveness check (a spoof)
 * -> suspicious; a card NRIC other than the claimed one, or one that contradicts the profile's date of birth
 * or gender -> rejected-can-retry; an NRIC already verified on another account -> suspicious; any score under its threshold or a document not found authentic ->
 * undetermined; otherwise accepted when the declaration exists, else submitted.
 */
export function evaluateVendorResult(result: EkycVendorResult, context: OutcomeContext): VendorOutcome {
  const { document, face_match: faceMatch, liveness } = result;
  const extracted = document.extracted_id_number ? nricDigits(document.extracted_id_number) : null;
  if (!extracted) return { status: 'rejected-can-retry', reasonCode: 'image_unreadable' };
  if (document.tampered) return { status: 'suspicious', reasonCode: 'tampered' };
  if (!liveness.passed) return { status: 'suspicious', reasonCode: 'liveness_failed' };
  if (extracted !== nricDigits(context.claimedIdRef)) {
    return { status: 'rejected-can-retry', reasonCode: 'nric_mismatch' };
  }
  if (context.profile.dob && !nricMatchesDob(context.claimedIdRef, context.profile.dob)) {
    return { status: 'rejected-can-retry', reasonCode: 'dob_mismatch' };
  }
  if (context.profile.gender && !nricMatchesGender(context.claimedIdRef, context.profile.gender)) {
    return { status: 'rejected-can-retry', reasonCode: 'gender_mismatch' };
  }
  if (context.nricVerifiedElsewhere) return { status: 'suspicious', reasonCode: 'duplicate_identity' };
  const { thresholds } = context;
  const belowThreshold =
    !document.authentic ||
    !(document.score >= thresholds.document) ||
    !(faceMatch.score >= thresholds.faceMatch) ||
    !(liveness.score >= thresholds.liveness);
  if (belowThreshold) return { status: 'undetermined', reasonCode: 'low_scores' };
  return { status: context.hasDeclaration ? 'accepted' : 'submitted', reasonCode: null };
}
