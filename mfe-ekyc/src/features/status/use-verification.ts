import { useEffect } from 'react';
import { useVerificationQuery } from '../../lib/get-verification';
import { syncProfileStatus } from '../../lib/sync-profile-status';
import { isInProgress, type Verification } from '../../lib/verification';

/** How often the status is read again while an outcome is awaited. */
export const POLL_INTERVAL_MS = 5000;

/** The outcome is still being worked out (by the vendor's checks, or by our staff). */
export function awaitsOutcome(verification: Verification): boolean {
  return (
    isInProgress(verification.status) ||
    (verification.status === 'submitted' && verification.declaration !== null)
  );
}

/**
 * The member's verification through the shared server-data layer, read again every few seconds while its
 * outcome is awaited. Polling pauses while the tab is hidden (and reads at once when it is shown again) and
 * stops when the page goes; a failed poll keeps the status shown and says so (`failed`).
 */
export function useVerification() {
  const query = useVerificationQuery({
    refetchEveryMs: (answer) => (answer !== null && awaitsOutcome(answer) ? POLL_INTERVAL_MS : false),
  });
  const verification = query.status === 'success' ? query.data : null;

  // Every answer keeps the signed-in profile in step (the navbar, the dashboard and the journeys read it).
  useEffect(() => {
    if (verification) syncProfileStatus(verification.status, verification.user.id_ref);
  }, [verification]);

  return {
    verification,
    failed: query.status === 'error' || (query.status === 'success' && query.refreshError !== null),
    loading: query.status === 'loading',
    polling: verification !== null && awaitsOutcome(verification),
    reload: query.retry,
  };
}
