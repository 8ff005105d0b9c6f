// The product's pages, as the remotes' builds declare them (dist/routes.json, read by the web server too).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { remotes } from '../../tools/remotes.mjs';
import { repoRoot } from './servers';

export interface BuiltRoute {
  remote: string;
  /** i18n namespace of the remote. */
  namespace: string;
  path: string;
  access?: string;
  /** default (navbar and footer), client-render, wizard or motor-partner. */
  layout?: string;
  requiresSessionCookie?: boolean;
  titleKey?: string;
}

export function builtRoutes(): BuiltRoute[] {
  return remotes.flatMap(({ name: remote, folder, namespace }) => {
    const file = path.join(repoRoot, folder, 'dist', 'routes.json');
    const specs = JSON.parse(readFileSync(file, 'utf8')) as Omit<BuiltRoute, 'remote' | 'namespace'>[];
    return specs.map((spec) => ({ ...spec, remote, namespace }));
  });
}

export const isParameterised = (route: BuiltRoute) => /[:*]/.test(route.path);

/** A concrete path for a pattern: required parameters get a sample value, optional ones are left out. */
export function samplePath(pattern: string): string {
  return (
    pattern
      .replace(/\/:[\w-]+\?/g, '')
      .replace(/:[\w-]+/g, '3f6c1a52-8d0e-4b7a-9e61-2a4f5c7d9b10')
      .replace(/\/\*$/, '/sample') || '/'
  );
}

/** The first page of a remote without parameters (to open it in a test). */
export function firstPageOf(remote: string): BuiltRoute {
  const route = builtRoutes().find(
    (r) => r.remote === remote && !isParameterised(r) && !r.requiresSessionCookie,
  );
  if (!route) throw new Error(`The ${remote} remote declares no page without parameters`);
  return route;
}
