/**
 * The document title of a page rendered by React's server renderer (scripts/prerender.mjs), which runs no
 * effects: the hooks that set `document.title` in an effect note it here while rendering on the server, the
 * last one (the page's own, rendered after the shell's) winning as its effect does in the browser.
 */
let titleOnServer: string | null = null;

export const renderingOnServer = typeof document === 'undefined';

export function noteServerTitle(title: string): void {
  titleOnServer = title;
}

export function serverRenderedTitle(): string | null {
  return titleOnServer;
}
