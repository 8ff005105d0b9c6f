import type { Profile } from '../session/session-store';

/** A member as `GET auth/api/v1/me/` answers (the seeded demo member), with the fields a test cares about. */
export function profileFixture(overrides: Partial<Profile> = {}): Profile {
  return {
    uuid: '8d0e7f2c-4b1a-4c8e-9f43-0a6f5b2d1e77',
    id_ref: '900512-14-5678',
    first_name: 'Aisyah',
    last_name: 'Rahman',
    full_name: 'Aisyah Rahman',
    email: 'aisyah@example.my',
    dob: '1990-05-12',
    gender: 'female',
    profile_picture: null,
    addresses: [],
    social_media: [],
    ekyc_status: 'unverified',
    referral_code: 'EWR8EC3V',
    completed_registration: true,
    newsletter_subscribed: false,
    ...overrides,
  };
}
