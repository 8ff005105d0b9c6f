import { screen } from '@testing-library/react';
import { renderPage, resetStores } from '../../testing/render';
import { routeSpecs } from '../../routes';
import { ValidatePage } from './validate-page';
import { DashboardRedirect, UserAreaRedirect } from './area-redirects';

beforeEach(() => {
  resetStores();
});

test('/user goes on to sign-in, in the same language and keeping next', () => {
  renderPage(<UserAreaRedirect />, { url: '/ms/user?next=%2Fms%2Ffaq', path: '/ms/user' });
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/ms\/user\/sign-in\?next=%2Fms%2Ffaq$/);
});

test('/dashboard is the certificates list', () => {
  renderPage(<DashboardRedirect />, { url: '/dashboard', path: '/dashboard' });
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/dashboard\/policies$/);
});

test('/token-submission with a token goes on to the e-mail verification', () => {
  renderPage(<ValidatePage />, { url: '/token-submission?token=abc', path: '/token-submission' });
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/dashboard\/email-verification\?token=abc$/);
});

test('the routes: /user for visitors (members go to the profile), /dashboard after sign-in', () => {
  const byPath = Object.fromEntries(routeSpecs.map((spec) => [spec.path, spec.access]));
  expect(byPath['/user']).toBe('logged-out-only');
  expect(byPath['/dashboard']).toBe('login-required');
  expect(byPath['/token-submission']).toBe('public');
});
