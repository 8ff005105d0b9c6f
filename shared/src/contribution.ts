import type { ComponentType, LazyExoticComponent } from 'react';
import type { RemoteModalKey, RemoteName } from './remotes';

export type { RemoteName } from './remotes';

export type RouteAccess = 'public' | 'logged-out-only' | 'login-required';

/** default: navbar + footer + login popup + WhatsApp button; client-render: bare; wizard: full-screen bar. */
export type LayoutName = 'default' | 'client-render' | 'wizard' | 'motor-partner';

/**
 * Route data without components, so the production web server can read it (it is emitted as
 * `routes.json` beside each remote's entry) to answer unknown paths with 404 and to redirect
 * protected pages to sign-in when the session cookie is absent.
 */
export interface RouteSpec {
  /** Unprefixed react-router pattern, e.g. `/ekyc/v2` or `/resources/:slug`. Locale prefixes are added by the shell. */
  path: string;
  access?: RouteAccess;
  layout?: LayoutName;
  /** The server redirects to sign-in when the session cookie is absent (spec: profile, change-password, ...). */
  requiresSessionCookie?: boolean;
  /** i18n key (in the remote's namespace) of the wizard bar / document title. */
  titleKey?: string;
  /** Where the wizard bar's close link goes; defaults to `/`. */
  closeTo?: string;
  /**
   * Rendered at build time (English and Malay, logged out, without the API unless `prerenderData`) so it
   * paints before any JavaScript runs: public pages without parameters whose first view does not depend on
   * the visitor.
   */
  prerender?: boolean;
  /**
   * Prerendered with the API: the page's content (useApiQuery in marketing) is rendered at build time and
   * kept in the page, so the first view shows it at once and then refreshes it. Only for pages whose data is
   * the same for every visitor.
   */
  prerenderData?: boolean;
  /** Left out of sitemap.xml (notices and confirmations nobody should land on from a search). */
  noindex?: boolean;
  /** i18n key (in the remote's namespace) of the page's meta description, for search results and link previews. */
  descriptionKey?: string;
  /**
   * The page's title and description per language, resolved from `titleKey` and `descriptionKey` when the
   * routes are built (`withPageHead`), so the web server writes them into the page head without the
   * remote's translations.
   */
  head?: Partial<Record<string, PageHeadCopy>>;
  /**
   * What the web server checks of the path's parameters before it answers 200, so that a path the page would
   * show as "not found" answers HTTP 404 (not a soft 404). Without it, every path the pattern matches is a page.
   */
  paramCheck?: ParamCheck;
}

export interface ParamCheck {
  /** The splat (`*`) must name one of these unprefixed route patterns (`allowedPath` in `@teduh/shared/router`). */
  splatTargets?: readonly string[];
  /**
   * An API path with the route's parameters, e.g. `cms/api/v1/records/:uuid/`: when the API answers 404 (or 400,
   * a malformed parameter) there, the page answers 404. Any other answer, or none in time, serves the page.
   */
  apiExists?: string;
  /** Sends the visitor's session cookie with the `apiExists` call (a member's own quotation or certificate). */
  withSession?: boolean;
}

export interface PageHeadCopy {
  title: string;
  description: string;
}

/** A translation bundle (nested objects, strings and lists), read by dotted keys. */
export type TranslationTree = object;

function lookup(tree: TranslationTree, key: string): string | undefined {
  let node: unknown = tree;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/**
 * Adds `head` (title and description in every language given) to each route that names both keys; a key
 * missing from a bundle throws, so a build never ships a page without its description.
 */
export function withPageHead<T extends RouteSpec>(
  specs: readonly T[],
  bundles: Readonly<Record<string, TranslationTree>>,
): T[] {
  return specs.map((spec) => {
    if (!spec.titleKey || !spec.descriptionKey) return spec;
    const head: Record<string, PageHeadCopy> = {};
    for (const [locale, bundle] of Object.entries(bundles)) {
      const title = lookup(bundle, spec.titleKey);
      const description = lookup(bundle, spec.descriptionKey);
      if (title === undefined || description === undefined) {
        throw new Error(
          `${spec.path}: ${locale} has no ${title === undefined ? spec.titleKey : spec.descriptionKey}`,
        );
      }
      head[locale] = { title, description };
    }
    return { ...spec, head };
  });
}

export interface PageRoute extends RouteSpec {
  Page: LazyExoticComponent<ComponentType>;
}

export type NavPlacement = 'insurance-dropdown' | 'support-dropdown' | 'sidebar';

export interface NavItem {
  id: string;
  /** i18n key in the contributing remote's namespace. */
  labelKey: string;
  to: string;
  placement: NavPlacement;
  order: number;
  requiresLogin?: boolean;
}

/** The partner-benefit banner is the shell's own; every other modal belongs to a remote (tools/remotes.mjs). */
export type ModalKey = RemoteModalKey | 'partner-benefit';

export interface ModalProps {
  onClose: () => void;
}

export interface TranslationBundle {
  en: Record<string, unknown>;
  ms: Record<string, unknown>;
}

/** Loads one language of a namespace (a dynamic import), so a page downloads only its visitor's language. */
export type TranslationLoader = (locale: 'en' | 'ms') => Promise<Record<string, unknown>>;

/** What one remote contributes to the shell: exposed by every remote as `./contribution`. */
export interface RemoteContribution {
  remote: RemoteName;
  /** i18next namespace owned by the remote; every key of its pages lives here. */
  namespace: string;
  translations: TranslationBundle | TranslationLoader;
  routes: PageRoute[];
  navItems?: NavItem[];
  modals?: Partial<Record<ModalKey, LazyExoticComponent<ComponentType<ModalProps>>>>;
}
