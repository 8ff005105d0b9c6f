// Standalone run (npm run dev in this workspace, or a partner deployment on its own origin): the remote's own
// pages in a minimal host; a deployment manifest naming a partner adds that partner's logo and colours.
import { createElement } from 'react';
import { mountStandalone, readDeploymentManifest } from '@teduh/shared/standalone';
import { contribution } from './contribution';
import { PartnerDeploymentHeader } from './features/sponsored/partner-deployment-header';

const { partner } = readDeploymentManifest();

mountStandalone(contribution, undefined, {
  header: typeof partner === 'string' ? createElement(PartnerDeploymentHeader, { slug: partner }) : undefined,
});
