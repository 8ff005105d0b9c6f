// The sales-closed switch with a date: the manifest's `salesClosed` flag turns on by itself on the configured
// day (Malaysian calendar), so buy buttons become the notice that morning without a redeploy.
import { todayIso } from '@teduh/shared/domain';
import type { DeploymentManifest } from './deployment';

export interface SalesSwitch {
  /** Every manifest the server may send, so each one's inline hash can be allowed by the CSP. */
  manifests: DeploymentManifest[];
  /** The manifest for this moment. */
  current(): DeploymentManifest;
}

/**
 * `closedFrom` null, or the flag already on (TEDUH_FLAG_SALES_CLOSED=true): one manifest, always. Otherwise the
 * open manifest before the day and a copy with `salesClosed: true` from it on.
 */
export function createSalesSwitch(
  manifest: DeploymentManifest,
  closedFrom: string | null,
  now: () => Date = () => new Date(),
): SalesSwitch {
  if (closedFrom === null || manifest.flags.salesClosed)
    return { manifests: [manifest], current: () => manifest };
  const closed: DeploymentManifest = { ...manifest, flags: { ...manifest.flags, salesClosed: true } };
  return {
    manifests: [manifest, closed],
    current: () => (todayIso(now()) >= closedFrom ? closed : manifest),
  };
}
