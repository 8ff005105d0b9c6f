/** Full page loads, in one place so tests can observe them (jsdom cannot navigate). */
export function reloadPage(): void {
  window.location.reload();
}

export function loadPage(href: string): void {
  window.location.assign(href);
}
