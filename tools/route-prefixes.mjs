// The shell's routing knowledge: the first path segment of every route a remote declares (its routeSpecs).
// scripts/route-prefixes.mjs writes them to shell/src/remotes/route-prefixes.json; the shell's remote table
// test holds that file to the remotes' routes.

/**
 * `/resources/:slug` -> `resources`, `/` -> `` (the home page). A route must not start with a parameter.
 * @param {string} routePath
 * @returns {string}
 */
export function firstSegment(routePath) {
  const segment = routePath.replace(/^\/+/, '').split('/', 1)[0] ?? '';
  if (/[:*]/.test(segment)) {
    throw new Error(`${routePath}: a remote's route must start with a fixed segment, the shell routes by it`);
  }
  return segment;
}

/**
 * Each remote's distinct first segments, in the order its routes declare them.
 * @param {Readonly<Record<string, readonly { path: string }[]>>} routeSpecsByRemote
 * @returns {Record<string, string[]>}
 */
export function routePrefixes(routeSpecsByRemote) {
  return Object.fromEntries(
    Object.entries(routeSpecsByRemote).map(([remote, specs]) => [
      remote,
      [...new Set(specs.map((spec) => firstSegment(spec.path)))],
    ]),
  );
}
