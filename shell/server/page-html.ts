import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { DeploymentManifest } from './deployment';
import { brand } from '@teduh/shared/brand';
import { type Locale, supportedLocales } from '@teduh/shared/i18n/locale';
import { socialImageSize } from './seo';

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
  /** The page is painted from its prerendered HTML: its scripts start after that paint. */
  prerendered?: boolean;
  /** Head tags for crawlers and link previews (pages only, not the 404). */
  head?: PageHead;
}

export interface PageHead {
  canonical: string;
  alternates: readonly { hreflang: string; href: string }[];
  /** Member pages and notices: kept out of search results. */
  noindex: boolean;
  /** The page's own title and description; null keeps the shell's (index.html) site-wide ones. */
  copy: { title: string; description: string } | null;
  /** Absolute URL of the link-preview picture. */
  image: string;
}

/** The link-preview picture's alternative text, in the reader's language. */
const imageAlt: Record<Locale, string> = {
  en: `${brand.name}: digital family takaful for Malaysians`,
  ms: `${brand.name}: takaful keluarga digital untuk rakyat Malaysia`,
};

const ogLocales: Record<Locale, string> = { en: 'en_MY', ms: 'ms_MY' };

function headTags(head: PageHead, locale: Locale): string {
  const copyTags = head.copy
    ? [
        `<meta name="description" content="${escapeHtml(head.copy.description)}">`,
        `<meta property="og:title" content="${escapeHtml(head.copy.title)}">`,
        `<meta property="og:description" content="${escapeHtml(head.copy.description)}">`,
        `<meta name="twitter:title" content="${escapeHtml(head.copy.title)}">`,
        `<meta name="twitter:description" content="${escapeHtml(head.copy.description)}">`,
      ]
    : [];
  return [
    ...copyTags,
    `<meta property="og:type" content="website">`,
    `<meta property="og:image" content="${escapeHtml(head.image)}">`,
    `<meta property="og:image:width" content="${socialImageSize.width}">`,
    `<meta property="og:image:height" content="${socialImageSize.height}">`,
    `<meta property="og:image:alt" content="${escapeHtml(imageAlt[locale])}">`,
    `<meta name="twitter:card" content="summary_large_image">`,
    `<meta name="twitter:image" content="${escapeHtml(head.image)}">`,
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
 * A prerendered page is painted from its HTML; its scripts wait for that paint. The parser may yield half way
 * through the body (it works to a time budget), and a deferred main.js then ran before the rest of the page
 * was painted: the largest text painted after main.js and the chunks it asked for, and Lighthouse counts every
 * request started before the largest paint as part of it (the quick quote's LCP was 2-3 s, its first paint
 * 0.7 s; / rose from about 1.1 s to 1.7 s when its preloads were in the head). So the head only preloads
 * main.js, and a fixed script at the end of <body> (allowed by its hash) runs it two frames after the whole
 * page was parsed (the first paints it; the browser reports that paint after the frame), then preloads the
 * page's other scripts. A hidden tab gets no frames: it starts at once.
 */
export const afterPaintStart =
  "(function(){var d=document,s=JSON.parse(d.getElementById('teduh-start').textContent);function go(){s.run.forEach(function(u){var e=d.createElement('script');e.src=u;e.async=false;d.body.appendChild(e)});s.preload.forEach(function(u){var l=d.createElement('link');l.rel='preload';l.as='script';l.href=u;d.head.appendChild(l)})}if(d.visibilityState==='hidden')go();else requestAnimationFrame(function(){setTimeout(function(){requestAnimationFrame(function(){setTimeout(go)})})})})()";

/** CSP source of afterPaintStart. */
export const afterPaintStartHash = scriptHashSource(afterPaintStart);

/** The deferred scripts of a built page's head (main.js), in order. */
const deferredScript = /<script defer(?:="defer")? src="([^"]+)"><\/script>/g;

/**
 * A prerendered page's scripts, started after its paint (afterPaintStart): its deferred scripts become
 * preloads in the head, and they run, then the page's other scripts are preloaded, from the end of <body>.
 */
function startAfterPaint(page: string, preload: readonly string[]): string {
  const run: string[] = [];
  const head = page.replace(deferredScript, (_tag, src: string) => {
    run.push(src);
    return `<link rel="preload" as="script" href="${src}">`;
  });
  const data = serializeForScript({ run, preload: [...new Set(preload)] });
  return head.replace(
    '</body>',
    () =>
      `<script id="teduh-start" type="application/json">${data}</script><script>${afterPaintStart}</script></body>`,
  );
}

/**
 * `<link rel="preload">` for scripts, in order and once each, for a page that paints only once they have run.
 * Low priority, so main.js is fetched first.
 */
export function preloadLinks(urls: readonly string[]): string {
  return [...new Set(urls)]
    .map((url) => `<link rel="preload" as="script" href="${escapeHtml(url)}" fetchpriority="low">`)
    .join('');
}

/**
 * Sets <html lang> for the reader's locale, adds the preload links at the end of <head> (after main.js,
 * which the browser then requests first; a prerendered page's scripts start after it has painted) and, on a
 * 404, a message for browsers without JavaScript.
 */
export function renderPage(
  html: string,
  { locale, notFound, preload = [], prerendered = false, head }: PageVariant,
): string {
  let page = /<html[^>]*\slang="/.test(html)
    ? html.replace(/(<html[^>]*\slang=")[^"]*"/, `$1${locale}"`)
    : html.replace('<html', `<html lang="${locale}"`);
  if (prerendered) page = startAfterPaint(page, preload);
  else if (preload.length > 0) page = page.replace('</head>', () => `${preloadLinks(preload)}</head>`);
  if (head) {
    // A prerendered page was saved with the head tags of the server that rendered it: replaced, not repeated.
    page = page.replace(
      /<link rel="(?:canonical|alternate)"[^>]*>|<meta (?:property="og:(?:url|locale|type|image(?::\w+)?)"|name="(?:robots|twitter:\w+)")[^>]*>/g,
      '',
    );
    if (head.copy) {
      // The shell's site-wide title and description give way to the page's own.
      page = page
        .replace(
          /<meta\s+(?:name="description"|property="og:(?:title|description)")\s+content="[^"]*"\s*\/?>/g,
          '',
        )
        .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(head.copy!.title)}</title>`);
    }
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
