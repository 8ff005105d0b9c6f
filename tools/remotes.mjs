// The remotes the shell composes, declared once (docs/adr/0009-remote-registry.md). Everything that lists
// them reads this file: the TypeScript code through @teduh/shared/remotes (`RemoteName`, `ModalKey`), the
// webpack configs, eslint, jest, the scripts, the web server and e2e. npm cannot read its workspaces from a
// file, so package.json lists the folders again and shell/src/remotes/remote-table.test.ts holds it to this.
// Plain JavaScript with a const type, so Node reads it as it is and TypeScript keeps its literal types.

/**
 * - `name`: the remote's short name (`RemoteName`); its federation name is `teduh_<name>`.
 * - `folder`: its workspace; the package is `@teduh/<folder>`, the build `<folder>/dist`.
 * - `namespace`: its i18next namespace (`<folder>/src/locales`).
 * - `devPort`: the port of its `npm run dev` (the shell's is 3000).
 * - `routes`: the module exporting `routeSpecs`, emitted as `routes.json` beside `remoteEntry.js` (ADR 0002)
 *   and read for the shell's path prefixes (shell/src/remotes/route-prefixes.json).
 * - `modals`: the modal keys whose dialog the remote's contribution renders.
 */
export const remotes = /** @type {const} */ ([
  {
    name: 'marketing',
    folder: 'mfe-marketing',
    namespace: 'marketing',
    devPort: 3001,
    routes: 'src/route-data.ts',
    modals: ['terms', 'privacy'],
  },
  {
    name: 'dashboard',
    folder: 'mfe-dashboard',
    namespace: 'dashboard',
    devPort: 3002,
    routes: 'src/routes.ts',
    modals: ['enquiry', 'change-password', 'change-email', 'edit-profile', 'complete-registration'],
  },
  {
    name: 'ekyc',
    folder: 'mfe-ekyc',
    namespace: 'ekyc',
    devPort: 3003,
    routes: 'src/routes.ts',
    modals: [],
  },
  {
    name: 'pusara_journey',
    folder: 'mfe-pusara-journey',
    namespace: 'pusara',
    devPort: 3004,
    routes: 'src/routes.ts',
    modals: [],
  },
  {
    name: 'partner_journeys',
    folder: 'mfe-partner-journeys',
    namespace: 'partners',
    devPort: 3005,
    routes: 'src/routes.ts',
    modals: [],
  },
  {
    name: 'demos',
    folder: 'mfe-demos',
    namespace: 'demos',
    devPort: 3006,
    routes: 'src/routes.ts',
    modals: [],
  },
]);

/** The remote a workspace folder holds (its webpack config passes its own folder). */
export function remoteInFolder(folder) {
  const remote = remotes.find((candidate) => candidate.folder === folder);
  if (!remote) throw new Error(`${folder} is not a remote in tools/remotes.mjs`);
  return remote;
}
