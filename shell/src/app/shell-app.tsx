import { StrictMode, useEffect } from 'react';
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

export function ShellApp() {
  return (
    <StrictMode>
      <GlobalStyle />
      <BrowserRouter>
        <ApiNavigationBridge />
        <ShellRoutes />
      </BrowserRouter>
    </StrictMode>
  );
}
