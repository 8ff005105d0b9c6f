// The build's server render of a first page (scripts/prerender.mjs, docs/adr/0016-server-rendered-first-pages.md):
// the shell's own start-up steps and React tree, rendered by react-dom/static into HTML with styled-components'
// server style sheet. The shell's start module comes first, so modules (and so styled-components' generated
// class names) are created in the order the browser creates them.
import { shellStrings } from '../../shell/src/app/start-shell';
import { loadFirstPage } from '../../shell/src/app/first-page';
import { ShellApp } from '../../shell/src/app/shell-app';
import type { ReactNode } from 'react';
import { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { ServerStyleSheet } from 'styled-components';
import {
  configureApiClient,
  initI18n,
  loadTranslations,
  resolveLocale,
  serverRenderedTitle,
  useAppStore,
  type FeatureFlags,
} from '@teduh/shared';

export interface PageToRender {
  /** The page's URL path, e.g. `/ms/faq`. */
  urlPath: string;
  /** Where the page's API calls go; for a page rendered without data, an address nobody answers. */
  apiBaseUrl: string;
  flags: FeatureFlags;
}

export interface RenderedPage {
  rootHtml: string;
  title: string;
  css: string;
  /** The page's API data by query key (the data block). */
  data: Record<string, unknown>;
  /**
   * The modules the page needed before its first render finished, in the order they were loaded: source paths
   * relative to the repository (`mfe-marketing/src/...`), and packages by name.
   */
  modules: string[];
}

declare const __webpack_module_cache__: Record<string, unknown>;

/** `./mfe-marketing/src/x.tsx` and `external "date-fns"` (module ids are named, webpack.config.js). */
function loadedModules(): string[] {
  return Object.keys(__webpack_module_cache__).map((id) => {
    const external = /^external "(.+)"$/.exec(id);
    return external ? `package:${external[1]}` : id.replace(/^\.\//, '');
  });
}

/** A page's calls answer in a round or two; more means a render keeps asking for new keys. */
const maxRenders = 8;

/**
 * React's markers for hydration (Suspense boundaries, text separators): the shell never hydrates, it
 * replaces the prerendered page in one commit (shell/src/app/start-shell.tsx), and a browser's DOM has none.
 */
const hydrationMarkers = /<!--(?:\$|\/\$|\$\?|\$!| )-->/g;

/**
 * styled-components' server output: each group of rules (a component's, a global style's, a keyframes') is
 * followed by a rule that names the group and its classes for rehydration
 * (`data-styled.g12[id="sc-abc"]{content:"xyz,"}`), and each rule by a `/*!sc*\/` marker.
 */
const groupMarker = /data-styled\.g\d+\[id="([^"]*)"\]\{content:"([^"]*)"\}\/\*!sc\*\/\n?/g;

/**
 * The rules of what was shown, without the rehydration rules (the prerendered style element is never
 * rehydrated). React's server renderer also renders the fallback of each Suspense boundary, whose
 * components' rules a browser never gets: a component's rule stays when its class is in one of the renders,
 * a global style's always, and keyframes when a rule kept names them.
 */
function shownRules(sheetText: string, html: string): string {
  const classes = new Set(
    [...html.matchAll(/class="([^"]*)"/g)].flatMap((match) => (match[1] ?? '').split(/\s+/)),
  );
  const groups: { id: string; names: string[]; css: string }[] = [];
  let from = 0;
  for (const match of sheetText.matchAll(groupMarker)) {
    const names = (match[2] ?? '').split(',').filter(Boolean);
    groups.push({ id: match[1] ?? '', names, css: sheetText.slice(from, match.index) });
    from = (match.index ?? 0) + match[0].length;
  }
  const isKeyframes = (id: string) => id.startsWith('sc-keyframes-');
  // A component's rules, one class per variant of its props: a variant stays when its class was shown.
  const shownRulesOf = (group: (typeof groups)[number]) =>
    group.css.split(/\/\*!sc\*\/\n?/).filter((rule) => {
      if (group.id.startsWith('sc-global-')) return true;
      const names = group.names.filter((name) => rule.includes(`.${name}`));
      return names.length === 0 || names.some((name) => classes.has(name));
    });
  const kept = groups
    .filter((group) => !isKeyframes(group.id))
    .map((group) => ({ group, rules: shownRulesOf(group) }));
  const keptCss = kept.flatMap(({ rules }) => rules).join('');
  // In the sheet's order: it is the cascade's.
  return (
    groups
      .flatMap((group) =>
        isKeyframes(group.id)
          ? group.names.some((name) => keptCss.includes(name))
            ? group.css.split(/\/\*!sc\*\/\n?/)
            : []
          : (kept.find((entry) => entry.group === group)?.rules ?? []),
      )
      // A global style's rules are inserted again by each render (a browser's page renders it once).
      .filter((rule, index, rules) => rule !== '' && rules.indexOf(rule) === index)
      .join('')
  );
}

/** The whole page once every lazy part has loaded: no fallback is rendered, none is sent. */
function renderOnce(element: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
      final(done) {
        resolve(Buffer.concat(chunks).toString('utf8'));
        done();
      },
    });
    const stream = renderToPipeableStream(element, {
      // Every boundary inline, however large: the page is complete HTML that no script reveals.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError: (error) => reject(error instanceof Error ? error : new Error(String(error))),
    });
  });
}

export async function renderPage({ urlPath, apiBaseUrl, flags }: PageToRender): Promise<RenderedPage> {
  // What startShell does before its first render, without the browser's parts (manifest, federation).
  initI18n(resolveLocale(urlPath));
  useAppStore.getState().setFlags(flags);
  configureApiClient({ baseURL: apiBaseUrl });
  await Promise.all([loadTranslations('shell', shellStrings), loadFirstPage(urlPath)]);

  const Router = ({ children }: { children: ReactNode }) => (
    <StaticRouter location={urlPath}>{children}</StaticRouter>
  );
  let modules: string[] = [];
  // One sheet for every render, as a browser's page keeps every rule it inserted while the page loaded (the
  // loading state's among them); the HTML of every render says which classes a browser would have shown.
  const sheet = new ServerStyleSheet();
  const renderedHtml: string[] = [];
  // A render that made no call may still have met code it had to load (a part shown once the data is in):
  // the page is the render after a quiet one, where nothing new is met.
  let quietRenders = 0;
  try {
    for (let round = 1; round <= maxRenders; round += 1) {
      const html = await renderOnce(sheet.collectStyles(<ShellApp Router={Router} />));
      renderedHtml.push(html);
      // What a browser loads before its first commit; the calls' own code comes after (as in a browser).
      if (round === 1) modules = loadedModules();
      // Only now: in a browser the server-data layer is loaded by the page's code, if at all (a remote may
      // bring its own copy), and the preloads follow what was loaded by then (scripts/prerender.mjs).
      const { answerServerRenderCalls } = await import('@teduh/shared/query');
      // The calls this render found unanswered are made, and the page rendered again with their answers.
      if (await answerServerRenderCalls()) {
        quietRenders = 0;
        continue;
      }
      quietRenders += 1;
      if (quietRenders < 2) continue;
      const title = serverRenderedTitle();
      if (!title) throw new Error(`${urlPath} set no document title`);
      return {
        rootHtml: html.replace(hydrationMarkers, ''),
        title,
        css: shownRules(sheet.instance.toString(), renderedHtml.join('')),
        data: (await import('@teduh/shared/query')).answeredApiQueries(),
        modules,
      };
    }
  } finally {
    sheet.seal();
  }
  throw new Error(`${urlPath} still asked the API for new data after ${maxRenders} renders`);
}
