import { useCallback, useEffect, useState } from 'react';
import axios from 'axios';
import { fetchVerification } from '../../lib/get-verification';
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
 * The member's verification, read again every few seconds while its outcome is awaited. Polling pauses
 * while the tab is hidden (and reads at once when it is shown again) and stops when the page goes.
 */
export function useVerification() {
  const [verification, setVerification] = useState<Verification | null>(null);
  const [failed, setFailed] = useState(false);
  const [loading, setLoading] = useState(true);
  const [round, setRound] = useState(0);
  const polling = verification !== null && awaitsOutcome(verification);

  useEffect(() => {
    const controller = new AbortController();
    fetchVerification(controller.signal)
      .then((answer) => {
        setVerification(answer);
        setFailed(false);
        syncProfileStatus(answer.status, answer.user.id_ref);
      })
      .catch((error: unknown) => {
        if (!axios.isCancel(error)) setFailed(true);
      })
      .finally(() => {
        if (!controller.signal.aborted) setLoading(false);
      });
    return () => controller.abort();
  }, [round]);

  useEffect(() => {
    if (!polling) return undefined;
    const next = () => setRound((value) => value + 1);
    const timer = setTimeout(() => {
      if (document.visibilityState !== 'hidden') next();
    }, POLL_INTERVAL_MS);
    const onVisibility = () => {
      if (document.visibilityState === 'visible') next();
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [polling, round]);

  const reload = useCallback(() => {
    setLoading(true);
    setRound((value) => value + 1);
  }, []);

  return { verification, failed, loading, polling, reload };
}
