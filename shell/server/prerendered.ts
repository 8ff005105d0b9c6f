import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { RemoteName } from '@teduh/shared';
import { isLocale, type Locale } from '@teduh/shared/i18n/locale';
import type { DeploymentManifest } from './deployment';

/** One page of shell/dist/prerendered/pages.json (written by scripts/prerender.mjs). */
export interface PrerenderedPageEntry {
  locale: Locale;
  /** The unprefixed route path, e.g. `/` or `/pusara-pro`. */
  path: string;
  remote: RemoteName;
  /** Relative to shell/dist/prerendered. */
  file: string;
  /** Same-origin scripts the page loaded before it rendered (besides main.js), in request order. */
  preload: string[];
}

export interface PrerenderedIndex {
  buildId: string;
  flags: DeploymentManifest['flags'];
  pages: PrerenderedPageEntry[];
}

export interface PrerenderedPage {
  /** The page as built, before the manifest is inlined. */
  html: string;
  preload: string[];
}

export interface PrerenderedPages {
  /** The prerendered page of an unprefixed path in a locale, if there is one. */
  find(locale: Locale, rest: string): PrerenderedPage | null;
  readonly size: number;
}

export const prerenderedFolder = 'prerendered';

/** `/pusara-pro/` and `/pusara-pro` are the same page; `/` stays `/`. */
export function normalizePagePath(rest: string): string {
  const trimmed = rest.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

const keyOf = (locale: Locale, pagePath: string) => `${locale} ${normalizePagePath(pagePath)}`;

const noPages: PrerenderedPages = { find: () => null, size: 0 };

function sameFlags(a: DeploymentManifest['flags'], b: DeploymentManifest['flags'] | undefined): boolean {
  return a.partnerBenefitBanner === b?.partnerBenefitBanner && a.salesClosed === b?.salesClosed;
}

/**
 * The prerendered pages of this build. They show what the build renders with the default deployment, so
 * they are used only when the manifest's buildId (the same files, no moved remote) and flags match the
 * prerender's; otherwise every page is the plain shell page, as before prerendering.
 */
export function loadPrerenderedPages(
  shellDist: string,
  manifest: DeploymentManifest,
  warn: (message: string) => void,
): PrerenderedPages {
  const folder = path.join(shellDist, prerenderedFolder);
  const indexFile = path.join(folder, 'pages.json');
  if (!existsSync(indexFile)) return noPages;
  let index: PrerenderedIndex;
  try {
    index = JSON.parse(readFileSync(indexFile, 'utf8')) as PrerenderedIndex;
  } catch (error) {
    warn(`Ignoring prerendered pages: ${indexFile} is not valid JSON (${(error as Error).message}).`);
    return noPages;
  }
  if (index.buildId !== manifest.buildId || !sameFlags(manifest.flags, index.flags)) {
    warn('Serving pages without prerendering: they were made for another build, moved remote or flags.');
    return noPages;
  }
  const pages = new Map<string, PrerenderedPage>();
  for (const entry of Array.isArray(index.pages) ? index.pages : []) {
    const file = path.join(folder, entry.file);
    if (!isLocale(entry.locale) || !file.startsWith(folder + path.sep) || !existsSync(file)) {
      warn(`Ignoring the prerendered page ${JSON.stringify(entry.file)}: it is missing or misplaced.`);
      continue;
    }
    const preload = Array.isArray(entry.preload)
      ? entry.preload.filter((url) => typeof url === 'string' && url.startsWith('/') && !url.startsWith('//'))
      : [];
    pages.set(keyOf(entry.locale, entry.path), { html: readFileSync(file, 'utf8'), preload });
  }
  return {
    find: (locale, rest) => pages.get(keyOf(locale, rest)) ?? null,
    size: pages.size,
  };
}
