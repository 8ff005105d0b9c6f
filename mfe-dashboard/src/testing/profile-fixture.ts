import { profileFixture } from '@teduh/shared/testing';

/** A member as `GET auth/api/v1/me/` answers (the demo member's details). */
export const memberProfile = profileFixture();
