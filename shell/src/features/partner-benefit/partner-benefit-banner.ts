import { useEffect } from 'react';
import { useAppStore, useModalStore, useSessionStore } from '@teduh/shared';
import { isPopupBannerDismissed } from '../../lib/cookies';

let shownThisPage = false;

/**
 * Opens the partner-benefit banner once per page load when the deployment flag is on, the visitor has
 * not dismissed it in the last 4 hours, and the page shows the default layout. It waits for the session
 * check, so the wording matches the visitor. A component of its own, rendering nothing: the session check's
 * answer then re-renders it alone and not the page around it (a store update is never time-sliced).
 */
export function PartnerBenefitBanner({ enabledHere }: { enabledHere: boolean }): null {
  const flagOn = useAppStore((state) => state.flags.partnerBenefitBanner);
  const sessionKnown = useSessionStore((state) => state.status !== 'unknown');
  const modalOpen = useModalStore((state) => state.openKey !== null);

  useEffect(() => {
    if (!flagOn || !enabledHere || !sessionKnown || modalOpen || shownThisPage) return;
    if (isPopupBannerDismissed()) return;
    shownThisPage = true;
    useModalStore.getState().open('partner-benefit');
  }, [flagOn, enabledHere, sessionKnown, modalOpen]);
  return null;
}

/** Tests: forget that the banner was shown. */
export function resetPartnerBenefitBanner(): void {
  shownThisPage = false;
}
