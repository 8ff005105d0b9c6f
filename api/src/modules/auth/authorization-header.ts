// The member's credential in an Authorization header: `Teduh <token>`.
import { authScheme, freeAuthScheme } from '../../brand';

/** The token; undefined when the header names no member (absent, or an app client's key); null when malformed. */
export function readAuthorization(header: string | undefined): string | null | undefined {
  if (header === undefined) return undefined;
  const [scheme, token, ...rest] = header.trim().split(/\s+/);
  // `TeduhFree <api key>` names an app client, not a member (plugins/app/api-clients.ts): no member credential.
  if (scheme?.toLowerCase() === freeAuthScheme.toLowerCase()) return undefined;
  if (scheme?.toLowerCase() === authScheme.toLowerCase() && token && rest.length === 0) return token;
  return null;
}
