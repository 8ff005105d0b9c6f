import type { EkycStatus } from '@teduh/shared';

/** Every status the eKYC service reports (the profile's `ekyc_status` holds the same values). */
export type VerificationStatus = EkycStatus;

export const verificationStatuses: readonly VerificationStatus[] = [
  'unverified',
  'pending',
  'processing',
  'submitted',
  'accepted',
  'rejected',
  'rejected-can-retry',
  'undetermined',
  'suspicious',
];

export type ImageKind = 'front_ic' | 'back_ic' | 'selfie';

export const imageKinds: readonly ImageKind[] = ['front_ic', 'back_ic', 'selfie'];

export type Nationality = 'malaysian' | 'foreigner';

/** The member's declaration (`ekyc/api/v2/declaration/`). */
export interface Declaration {
  nationality: Nationality;
  /** ISO 3166 alpha-2; `MY` for Malaysians. */
  country_of_origin: string;
  postcode: string;
  address_1: string;
  address_2: string | null;
  city: string;
  state: string;
  /** E.164. */
  phone: string;
  height_cm: number;
  weight_kg: number;
  smoker: boolean;
  accuracy_acknowledged?: boolean;
}

/** One verification attempt, as the owner sees it. */
export interface Submission {
  uuid: string;
  status: VerificationStatus;
  id_ref: string;
  created_at: string;
  updated_at: string;
  /** Why it was rejected or sent to review, in the request's language. */
  reason: string | null;
  can_retry: boolean;
  /** API paths of the images (owner only; they need the session). Null once deleted after retention. */
  images: Record<ImageKind, string | null> | null;
  retention_until: string | null;
}

/** `GET ekyc/api/v1/`: the member's current status, latest submission and declaration. */
export interface Verification {
  status: VerificationStatus;
  user: { id_ref: string | null };
  submission: Submission | null;
  declaration: Declaration | null;
  retention_days: number | null;
}

export function isVerificationStatus(value: unknown): value is VerificationStatus {
  return typeof value === 'string' && (verificationStatuses as readonly string[]).includes(value);
}

/** Spec section 2: entering begin-verification with one of these sends the member to the status page. */
const settledOrReviewed: readonly VerificationStatus[] = [
  'submitted',
  'rejected',
  'rejected-can-retry',
  'accepted',
  'undetermined',
  'suspicious',
];

export function redirectsToStatusPage(status: VerificationStatus | null | undefined): boolean {
  return status !== null && status !== undefined && settledOrReviewed.includes(status);
}

/** Photos may be taken only when nothing is in progress: never verified, or a rejection that allows a retry. */
export function mayTakePhotos(status: VerificationStatus | null | undefined): boolean {
  return status === 'unverified' || status === 'rejected-can-retry';
}

/** Statuses whose outcome is still being worked out (the status page polls while one of them holds). */
export function isInProgress(status: VerificationStatus | null | undefined): boolean {
  return (
    status === 'pending' || status === 'processing' || status === 'undetermined' || status === 'suspicious'
  );
}
