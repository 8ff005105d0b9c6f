// The server render's stand-in for shell/src/remotes/remote-loader.ts (swapped in by webpack.config.js): the
// build renders the pages from the remotes' sources, so a contribution is the remote's own exposed module
// (`./contribution`, tools/webpack/create-app-config.js), bundled. ssr.test.ts keeps this list to the registry.
import type { RemoteContribution, RemoteName } from '@teduh/shared';

type ContributionModule = { contribution?: RemoteContribution };

export const contributionModules: Record<RemoteName, () => Promise<ContributionModule>> = {
  marketing: () => import('../../mfe-marketing/src/contribution'),
  dashboard: () => import('../../mfe-dashboard/src/contribution'),
  ekyc: () => import('../../mfe-ekyc/src/contribution'),
  pusara_journey: () => import('../../mfe-pusara-journey/src/contribution'),
  partner_journeys: () => import('../../mfe-partner-journeys/src/contribution'),
  demos: () => import('../../mfe-demos/src/contribution'),
};

export function registerDeploymentRemotes(): void {
  // Every remote is in the bundle.
}

export async function loadContribution(remote: RemoteName): Promise<RemoteContribution> {
  const module = await contributionModules[remote]();
  if (!module.contribution) throw new Error(`Remote ${remote} did not provide its contribution`);
  return module.contribution;
}
