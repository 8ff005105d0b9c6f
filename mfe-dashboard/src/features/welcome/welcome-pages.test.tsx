import { screen } from '@testing-library/react';
import { useSessionStore } from '@teduh/shared';
import { memberProfile } from '../../testing/profile-fixture';
import { renderPage, resetStores } from '../../testing/render';
import { LandingPage } from './landing-page';
import { ValidatePage } from './validate-page';

beforeEach(() => {
  resetStores();
});

test('the landing page offers sign-in and registration, in Malay too', () => {
  renderPage(<LandingPage />, { url: '/ms/dashboard/landing', locale: 'ms' });
  expect(
    screen.getByRole('heading', { level: 1, name: 'Selamat datang ke papan pemuka Teduh anda' }),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Log masuk' })).toHaveAttribute('href', '/ms/user/sign-in');
  expect(screen.getByRole('link', { name: 'Cipta akaun' })).toHaveAttribute('href', '/ms/user/register');
});

test('a validation link with a token goes on to the e-mail verification with it', () => {
  renderPage(<ValidatePage />, { url: '/ms/dashboard/validate?token=a%2Fb', path: '/ms/dashboard/validate' });
  expect(screen.getByTestId('location')).toHaveTextContent(
    /^\/ms\/dashboard\/email-verification\?token=a%2Fb$/,
  );
});

test('without a token: registration now uses a PIN; continue registering or sign in', () => {
  useSessionStore.getState().setAnonymous();
  renderPage(<ValidatePage />, { url: '/dashboard/validate' });
  expect(screen.getByRole('heading', { level: 1, name: 'Verify your e-mail' })).toBeInTheDocument();
  expect(screen.getByText(/6-digit PIN instead of a link/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Continue registration' })).toHaveAttribute(
    'href',
    '/user/register',
  );
  expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/user/sign-in');
});

test('signed in, the way on is the profile', () => {
  useSessionStore.getState().setAuthenticated(memberProfile);
  renderPage(<ValidatePage />, { url: '/dashboard/validate' });
  expect(screen.getByRole('link', { name: 'Go to my profile' })).toHaveAttribute('href', '/user/profile');
});
