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
