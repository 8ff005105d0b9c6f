import { useSessionStore } from '@teduh/shared';
import type { VerificationStatus } from './verification';

/**
 * Keeps the signed-in profile's `ekyc_status` in step with what the eKYC service just answered, so the
 * navbar, the dashboard and the journeys see the new status without reading the profile again.
 */
export function syncProfileStatus(status: VerificationStatus): void {
  const { profile, setAuthenticated } = useSessionStore.getState();
  if (!profile || profile.ekyc_status === status) return;
  setAuthenticated({ ...profile, ekyc_status: status });
}
