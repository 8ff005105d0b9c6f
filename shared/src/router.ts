// The router every app uses, shared as one singleton. Apps import routing from here, never from
// react-router-dom: a shared package is never tree-shaken, and the whole of react-router 7 (data routers,
// server rendering) is 60 KB gzip on every page, while these exports are a third of it.
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  Route,
  Routes,
  matchPath,
  matchRoutes,
  useInRouterContext,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  useSearchParams,
} from 'react-router-dom';
export type { Location, NavigateFunction } from 'react-router-dom';
import { matchPath as matchOnePath } from 'react-router-dom';

/** A path segment of letters, digits, '-', '_' or '.', never `.` or `..` alone. */
const safeSegment = /^(?!\.{1,2}$)[A-Za-z0-9._-]{1,200}$/;

/**
 * The unprefixed path that `path` (e.g. a route's `*`, without its leading slash) names when it matches one of
 * `patterns`, or null. Empty segments, encoded characters, schemes, `..` and anything outside the patterns are
 * null, so an allow-list can never lead elsewhere. The pages (deep links) and the web server (its 404s) share it.
 */
export function allowedPath(path: string | undefined, patterns: readonly string[]): string | null {
  if (path === undefined) return null;
  const trimmed = path.replace(/\/+$/, '');
  if (trimmed === '') return patterns.includes('/') ? '/' : null;
  const segments = trimmed.split('/');
  if (!segments.every((segment) => safeSegment.test(segment))) return null;
  const candidate = `/${segments.join('/')}`;
  return patterns.some((pattern) => matchOnePath({ path: pattern, end: true }, candidate)) ? candidate : null;
}
