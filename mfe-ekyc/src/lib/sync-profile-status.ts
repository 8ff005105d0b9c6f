import { useSessionStore } from '@teduh/shared';
import { dobFromIdRef, genderFromIdRef } from '@teduh/shared/identity';
import type { VerificationStatus } from './verification';

/**
 * Keeps the signed-in profile in step with what the eKYC service just answered, so the navbar, the dashboard
 * and the journeys see the new status without reading the profile again. With the verified NRIC (the status
 * answer's `user.id_ref`), the profile gets it too, and its date of birth and gender when empty, as the API
 * does on acceptance: the quotation prices from them right after eKYC.
 */
export function syncProfileStatus(status: VerificationStatus, verifiedIdRef?: string | null): void {
  const { profile, setAuthenticated } = useSessionStore.getState();
  if (!profile) return;
  const idRef = verifiedIdRef ?? profile.id_ref;
  if (profile.ekyc_status === status && profile.id_ref === idRef) return;
  setAuthenticated({
    ...profile,
    ekyc_status: status,
    id_ref: idRef,
    dob: profile.dob ?? dobFromIdRef(idRef),
    gender: profile.gender ?? genderFromIdRef(idRef),
  });
}
