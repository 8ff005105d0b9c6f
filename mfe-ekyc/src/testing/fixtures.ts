import { profileFixture } from '@teduh/shared/testing';
import type { Declaration, Submission, Verification, VerificationStatus } from '../lib/verification';

/** The demo member as `GET auth/api/v1/me/` answers. */
export const memberProfile = profileFixture();

export function submissionFixture(overrides: Partial<Submission> = {}): Submission {
  const uuid = '5b0c2f4e-7a1d-4c3b-9e8f-1a2b3c4d5e6f';
  return {
    uuid,
    status: 'pending',
    id_ref: '900512-14-5678',
    created_at: '2026-11-20T02:15:00.000Z',
    updated_at: '2026-11-20T02:16:00.000Z',
    reason: null,
    can_retry: false,
    images: {
      front_ic: `/ekyc/api/v1/${uuid}/images/front_ic/`,
      back_ic: `/ekyc/api/v1/${uuid}/images/back_ic/`,
      selfie: `/ekyc/api/v1/${uuid}/images/selfie/`,
    },
    retention_until: '2032-11-18T02:15:00.000Z',
    ...overrides,
  };
}

export const declarationFixture: Declaration = {
  nationality: 'malaysian',
  country_of_origin: 'MY',
  postcode: '40000',
  address_1: '12 Jalan Damai',
  address_2: null,
  city: 'Shah Alam',
  state: 'Selangor',
  phone: '+60123456789',
  height_cm: 165,
  weight_kg: 60,
  smoker: false,
  accuracy_acknowledged: true,
};

/** `GET ekyc/api/v1/` for a member in `status` (a submission unless unverified). */
export function verificationFixture(
  status: VerificationStatus,
  overrides: Partial<Verification> = {},
): Verification {
  return {
    status,
    user: { id_ref: '900512-14-5678' },
    submission: status === 'unverified' ? null : submissionFixture({ status }),
    declaration: null,
    retention_days: 2190,
    ...overrides,
  };
}

/** An axios-like answer `{ data: { data } }`. */
export const answer = <T>(data: T) => ({ data: { data } });
