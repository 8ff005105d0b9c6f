/**
 * Where a visitor goes after signing in or registering: the `next` a protected page put in the sign-in
 * address. Only a path of this site is taken (never `//other.site`, `/\other.site` or a full URL), so the
 * parameter cannot become an open redirect.
 */
export function safeNextPath(next: string | null | undefined): string | null {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return null;
  return next;
}
