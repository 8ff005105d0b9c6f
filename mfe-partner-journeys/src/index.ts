// Standalone run (npm run dev in this workspace): the remote's own pages in a minimal host.
import { mountStandalone } from '@teduh/shared/standalone';
import { contribution } from './contribution';

mountStandalone(contribution);
