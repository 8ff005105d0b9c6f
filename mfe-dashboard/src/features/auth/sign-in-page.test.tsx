import { apiError, installApiMocks, networkError, profileFixture } from '@teduh/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore } from '@teduh/shared';
import { renderPage, resetStores } from '../../testing/render';
import { SignInPage } from './sign-in-page';

let post: jest.Mock;
let get: jest.Mock;

const profile = profileFixture({ ekyc_status: 'accepted' });

beforeEach(() => {
  resetStores();
  post = jest.fn();
  get = jest.fn();
  installApiMocks({ get, post });
});

async function fillAndSubmit(email: string, password: string) {
  const user = userEvent.setup();
  if (email) await user.type(screen.getByLabelText(/E-mail/), email);
  if (password) await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  return user;
}

test('an empty form shows the required messages and calls nothing', async () => {
  renderPage(<SignInPage />, { url: '/user/sign-in' });
  await fillAndSubmit('', '');

  expect(await screen.findAllByText('This field is required')).toHaveLength(2);
  expect(screen.getByLabelText(/E-mail/)).toHaveAttribute('aria-invalid', 'true');
  await waitFor(() => expect(screen.getByLabelText(/E-mail/)).toHaveFocus());
  expect(post).not.toHaveBeenCalled();
});

test('an invalid e-mail shows the spec message', async () => {
  renderPage(<SignInPage />, { url: '/user/sign-in' });
  await fillAndSubmit('aisyah@', 'correct horse');

  expect(await screen.findByText('Invalid E-mail')).toBeInTheDocument();
  expect(post).not.toHaveBeenCalled();
});

test('signs in, stores the profile and goes to the page that asked for sign-in', async () => {
  post.mockResolvedValue({ data: { data: {} } });
  get.mockResolvedValue({ data: { data: profile } });
  renderPage(<SignInPage />, {
    url: '/user/sign-in?next=%2Fms%2Fekyc%2Fbegin-verification',
    path: '/user/sign-in',
  });
  await fillAndSubmit(' aisyah@example.my ', 'correct horse');

  await waitFor(() =>
    expect(screen.getByTestId('location')).toHaveTextContent('/ms/ekyc/begin-verification'),
  );
  expect(post).toHaveBeenCalledWith('auth/api/v1/jwt/', {
    email: 'aisyah@example.my',
    password: 'correct horse',
  });
  expect(get).toHaveBeenCalledWith('auth/api/v1/me/');
  expect(useSessionStore.getState()).toMatchObject({ status: 'authenticated', profile });
});

test('without a safe next page it goes to the profile, in the page language', async () => {
  post.mockResolvedValue({ data: { data: {} } });
  get.mockResolvedValue({ data: { data: profile } });
  renderPage(<SignInPage />, {
    url: '/ms/user/sign-in?next=//evil.example',
    path: '/ms/user/sign-in',
    locale: 'ms',
  });
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/E-mel/), 'aisyah@example.my');
  await user.type(screen.getByLabelText(/^Kata laluan/), 'correct horse');
  await user.click(screen.getByRole('button', { name: 'Log masuk' }));

  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/ms\/user\/profile$/));
});

test('a refused sign-in shows the API message in an alert and keeps the visitor signed out', async () => {
  post.mockRejectedValue(
    apiError(400, { errors: { code: 'invalid_credentials', detail: 'Wrong e-mail or password.' } }),
  );
  renderPage(<SignInPage />, { url: '/user/sign-in' });
  await fillAndSubmit('aisyah@example.my', 'wrong password');

  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Sign-in failed');
  expect(alert).toHaveTextContent('Wrong e-mail or password.');
  expect(get).not.toHaveBeenCalled();
  expect(useSessionStore.getState().status).not.toBe('authenticated');
  expect(screen.getByTestId('location')).toHaveTextContent('/user/sign-in');
});

test('a network failure shows a clear message in Malay', async () => {
  post.mockRejectedValue(networkError());
  renderPage(<SignInPage />, { url: '/ms/user/sign-in', locale: 'ms' });
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/E-mel/), 'aisyah@example.my');
  await user.type(screen.getByLabelText(/^Kata laluan/), 'correct horse');
  await user.click(screen.getByRole('button', { name: 'Log masuk' }));

  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Kami tidak dapat menghubungi Teduh');
  expect(screen.getByRole('button', { name: 'Log masuk' })).toBeEnabled();
});

test('the password can be shown and hidden', async () => {
  renderPage(<SignInPage />, { url: '/user/sign-in' });
  const user = userEvent.setup();
  const password = screen.getByLabelText(/^Password/);
  const toggle = screen.getByRole('button', { name: 'Show password' });

  expect(password).toHaveAttribute('type', 'password');
  await user.click(toggle);
  expect(password).toHaveAttribute('type', 'text');
  expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await user.click(toggle);
  expect(password).toHaveAttribute('type', 'password');
});

test('links to registration', () => {
  renderPage(<SignInPage />, { url: '/user/sign-in' });
  expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/user/register');
});

test("links to password recovery ('Forgot password?'), keeping the language", () => {
  renderPage(<SignInPage />, { url: '/ms/user/sign-in', locale: 'ms' });
  expect(screen.getByRole('link', { name: 'Lupa kata laluan?' })).toHaveAttribute(
    'href',
    '/ms/dashboard/reset-password',
  );
});
