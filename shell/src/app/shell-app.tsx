import { StrictMode, useEffect, type ComponentType, type ReactNode } from 'react';
import { BrowserRouter, useNavigate } from '@teduh/shared/router';
import { configureApiClient, GlobalStyle } from '@teduh/shared';
import { ShellRoutes } from './shell-root';

/** Lets the API client navigate inside the app (maintenance notice, lost session) without a page load. */
export function ApiNavigationBridge() {
  const navigate = useNavigate();
  useEffect(() => {
    configureApiClient({ navigate: (path) => void navigate(path) });
  }, [navigate]);
  return null;
}

export interface ShellAppProps {
  /** The browser's router; the build's server render (tools/ssr) passes a router fixed at the page's URL. */
  Router?: ComponentType<{ children: ReactNode }>;
}

export function ShellApp({ Router = BrowserRouter }: ShellAppProps) {
  return (
    <StrictMode>
      <GlobalStyle />
      <Router>
        <ApiNavigationBridge />
        <ShellRoutes />
      </Router>
    </StrictMode>
  );
}
