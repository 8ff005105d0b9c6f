/**
 * The footer of a prerendered page stays as it was built until the footer's code, fetched after the page
 * is interactive, replaces it: it is below the fold, and its links work as plain links meanwhile. Its
 * rules are in the prerendered stylesheet, so that stays until then too (the same class names carry the
 * same rules, so keeping both sheets for a moment changes nothing).
 */
export const siteFooterAttribute = 'data-site-footer';

let footerHtml: string | null = null;

/** Keeps the built footer's markup before React replaces the page. */
export function keepPrerenderedFooter(container: HTMLElement): void {
  footerHtml = container.querySelector(`footer[${siteFooterAttribute}]`)?.outerHTML ?? null;
}

/** The built footer's markup, while the footer's code has not replaced it. */
export function prerenderedFooterHtml(): string | null {
  return footerHtml;
}

/** The built page's stylesheet goes once nothing built is on screen any more. */
export function removePrerenderedStyles(): void {
  document.querySelectorAll('style[data-prerendered]').forEach((style) => style.remove());
}

/** The footer's code has rendered: the built copy and its stylesheet are no longer needed. */
export function releasePrerenderedFooter(): void {
  if (footerHtml === null) return;
  footerHtml = null;
  removePrerenderedStyles();
}
