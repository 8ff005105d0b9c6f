import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { DeploymentManifest } from './deployment';
import { type Locale, supportedLocales } from '@teduh/shared/i18n/locale';

export const manifestPlaceholder = '<!--deployment-manifest-->';

export interface NotFoundCopy {
  title: string;
  text: string;
}

/** JSON safe inside a <script> element: no `</script>`, no `<!--`, no line separators. */
export function serializeForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** CSP source allowing exactly this inline script's text. */
export function scriptHashSource(scriptText: string): string {
  return `'sha256-${createHash('sha256').update(scriptText, 'utf8').digest('base64')}'`;
}

/** Puts the manifest at the shell's placeholder, or at the end of <head> when a minifier removed it. */
export function inlineManifest(
  indexHtml: string,
  manifest: DeploymentManifest,
): { html: string; hash: string } {
  const json = serializeForScript(manifest);
  const script = `<script id="deployment-manifest" type="application/json">${json}</script>`;
  const html = indexHtml.includes(manifestPlaceholder)
    ? indexHtml.replace(manifestPlaceholder, () => script)
    : indexHtml.replace('</head>', () => `${script}</head>`);
  return { html, hash: scriptHashSource(json) };
}

/** The 404 copy of the shared UI kit (namespace shared-ui), so the no-JavaScript page says what the app says. */
export function readNotFoundCopy(): Record<Locale, NotFoundCopy> {
  const localesDir = path.join(path.dirname(require.resolve('@teduh/shared')), 'ui', 'locales');
  const copy = {} as Record<Locale, NotFoundCopy>;
  for (const locale of supportedLocales) {
    const file = path.join(localesDir, `${locale}.json`);
    const bundle = JSON.parse(readFileSync(file, 'utf8')) as { ui?: { notFound?: Partial<NotFoundCopy> } };
    const { title, text } = bundle.ui?.notFound ?? {};
    if (!title || !text) throw new Error(`${file} has no ui.notFound.title and ui.notFound.text.`);
    copy[locale] = { title, text };
  }
  return copy;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (c) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot' }[c]};`);
}

export interface PageVariant {
  locale: Locale;
  notFound: NotFoundCopy | null;
  /** Scripts the page will need (its remote's entry, its chunks): fetched while main.js starts. */
  preload?: readonly string[];
  /** Head tags for crawlers and link previews (pages only, not the 404). */
  head?: PageHead;
}

export interface PageHead {
  canonical: string;
  alternates: readonly { hreflang: string; href: string }[];
  /** Member pages and notices: kept out of search results. */
  noindex: boolean;
}

const ogLocales: Record<Locale, string> = { en: 'en_MY', ms: 'ms_MY' };

function headTags(head: PageHead, locale: Locale): string {
  return [
    `<link rel="canonical" href="${escapeHtml(head.canonical)}">`,
    ...head.alternates.map(
      (link) =>
        `<link rel="alternate" hreflang="${escapeHtml(link.hreflang)}" href="${escapeHtml(link.href)}">`,
    ),
    `<meta property="og:url" content="${escapeHtml(head.canonical)}">`,
    `<meta property="og:locale" content="${ogLocales[locale]}">`,
    ...(head.noindex ? ['<meta name="robots" content="noindex">'] : []),
  ].join('');
}

/**
 * `<link rel="preload">` for scripts, in order and once each. Low priority: the page is already painted
 * from its HTML, and Lighthouse counts high-priority scripts fetched before the first paint as blocking it.
 */
export function preloadLinks(urls: readonly string[]): string {
  return [...new Set(urls)]
    .map((url) => `<link rel="preload" as="script" href="${escapeHtml(url)}" fetchpriority="low">`)
    .join('');
}

/**
 * Sets <html lang> for the reader's locale, adds the preload links at the end of <head> (after main.js,
 * which the browser then requests first) and, on a 404, a message for browsers without JavaScript.
 */
export function renderPage(html: string, { locale, notFound, preload = [], head }: PageVariant): string {
  let page = /<html[^>]*\slang="/.test(html)
    ? html.replace(/(<html[^>]*\slang=")[^"]*"/, `$1${locale}"`)
    : html.replace('<html', `<html lang="${locale}"`);
  if (preload.length > 0) page = page.replace('</head>', () => `${preloadLinks(preload)}</head>`);
  if (head) {
    // A prerendered page was saved with the head tags of the server that rendered it: replaced, not repeated.
    page = page.replace(
      /<link rel="(?:canonical|alternate)"[^>]*>|<meta (?:property="og:(?:url|locale)"|name="robots")[^>]*>/g,
      '',
    );
    // Beside the title, so the scripts and their preloads keep their order at the end of the head.
    const tags = headTags(head, locale);
    page = page.includes('</title>')
      ? page.replace('</title>', () => `</title>${tags}`)
      : page.replace('</head>', () => `${tags}</head>`);
  }
  if (notFound) {
    const noscript = `<noscript><h1>${escapeHtml(notFound.title)}</h1><p>${escapeHtml(notFound.text)}</p></noscript>`;
    page = page.replace(/<body[^>]*>/, (body) => `${body}${noscript}`);
  }
  return page;
}
