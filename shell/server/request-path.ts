/** Splits a raw request URL; collapsing `//` keeps a `next` redirect target on this origin. */
export function splitUrl(url: string): { pathname: string; search: string } {
  const queryAt = url.indexOf('?');
  const rawPath = queryAt === -1 ? url : url.slice(0, queryAt);
  return { pathname: rawPath.replace(/\/{2,}/g, '/'), search: queryAt === -1 ? '' : url.slice(queryAt) };
}

/** A last segment with an extension is a file request: a missing one gets a plain 404, never a page. */
export function looksLikeFile(pathname: string): boolean {
  return /\/[^/]*\.[a-z0-9]{1,8}$/i.test(pathname);
}
