import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useToastStore } from '@teduh/shared';
import { apiError, installApiMocks } from '@teduh/shared/testing';
import { renderPage, resetStores } from '../../testing/render';
import { ResetPasswordPage } from './reset-password-page';

// Whole flows typed key by key: allow for a busy machine (jest's default is 5 s).
jest.setTimeout(15_000);

let post: jest.Mock;

beforeEach(() => {
  resetStores();
  useToastStore.setState({ toasts: [] });
  post = jest.fn();
  installApiMocks({ post });
});

afterEach(() => {
  jest.restoreAllMocks();
});

function answer(routes: Record<string, unknown>) {
  post.mockImplementation((url: string) => {
    const result = routes[url];
    if (result instanceof Error) return Promise.reject(result);
    return Promise.resolve({ data: { data: result ?? {} } });
  });
}

async function reachPinStep(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^E-mail/), 'demo@teduh.my');
  await user.click(screen.getByRole('button', { name: 'Send me a PIN' }));
  await screen.findByRole('heading', { level: 1, name: 'Check your e-mail' });
}

test('e-mail, PIN, new password, then the way to sign in', async () => {
  answer({
    'auth/api/v1/recovery/': { email: 'demo@teduh.my', resend_after_seconds: 60 },
    'auth/api/v1/recovery/verify/': { token: 'tok-1', expires_at: '2026-01-01T00:00:00Z' },
    'auth/api/v1/recovery/confirm/': {},
  });
  renderPage(<ResetPasswordPage />, { url: '/dashboard/reset-password' });
  const user = userEvent.setup({ delay: null });
  expect(screen.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeInTheDocument();
  await reachPinStep(user);
  expect(post).toHaveBeenCalledWith('auth/api/v1/recovery/', { email: 'demo@teduh.my' });
  expect(screen.getByText('Step 2 of 3')).toBeInTheDocument();
  expect(screen.getByText(/You can ask for a new PIN in 1:00|0:59/)).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Verify PIN' }));
  expect(await screen.findByText('Pin is required')).toBeInTheDocument();
  await user.type(screen.getByLabelText(/^6-digit PIN/), '123456');
  await user.click(screen.getByRole('button', { name: 'Verify PIN' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Choose a new password' })).toHaveFocus();
  expect(post).toHaveBeenCalledWith('auth/api/v1/recovery/verify/', {
    email: 'demo@teduh.my',
    pin: '123456',
  });

  await user.type(screen.getByLabelText(/^New password/), 'Kenari-Biru-Senja-81');
  await user.type(screen.getByLabelText(/^Confirm new password/), 'Kenari-Biru-Senja-8');
  await user.click(screen.getByRole('button', { name: 'Reset password' }));
  expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
  await user.type(screen.getByLabelText(/^Confirm new password/), '1');
  await user.click(screen.getByRole('button', { name: 'Reset password' }));

  expect(await screen.findByRole('heading', { level: 1, name: 'Password reset' })).toBeInTheDocument();
  expect(post).toHaveBeenLastCalledWith('auth/api/v1/recovery/confirm/', {
    token: 'tok-1',
    password: 'Kenari-Biru-Senja-81',
    password_confirm: 'Kenari-Biru-Senja-81',
  });
  expect(useToastStore.getState().toasts[0]).toMatchObject({
    kind: 'success',
    text: 'Your password has been reset.',
  });
  await user.click(screen.getByRole('link', { name: 'Sign in' }));
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/user\/sign-in$/);
});

test('the PIN goes without the spaces an autofill or a paste may bring', async () => {
  answer({
    'auth/api/v1/recovery/': { email: 'demo@teduh.my', resend_after_seconds: 60 },
    'auth/api/v1/recovery/verify/': { token: 'tok-1' },
  });
  renderPage(<ResetPasswordPage />, { url: '/dashboard/reset-password' });
  const user = userEvent.setup({ delay: null });
  await reachPinStep(user);
  // Set as a phone's one-time-code autofill does: past the field's six-character limit, spaces and all.
  fireEvent.change(screen.getByLabelText(/^6-digit PIN/), { target: { value: ' 123456 ' } });
  await user.click(screen.getByRole('button', { name: 'Verify PIN' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Choose a new password' })).toBeInTheDocument();
  expect(post).toHaveBeenCalledWith('auth/api/v1/recovery/verify/', {
    email: 'demo@teduh.my',
    pin: '123456',
  });
});

test("the rate limit's refusal of a new PIN is said, not taken for the PIN's cool-down", async () => {
  answer({ 'auth/api/v1/recovery/': { email: 'demo@teduh.my', resend_after_seconds: 0 } });
  renderPage(<ResetPasswordPage />, { url: '/dashboard/reset-password' });
  const user = userEvent.setup({ delay: null });
  await reachPinStep(user);
  answer({
    'auth/api/v1/recovery/': apiError(
      429,
      { errors: { code: 'throttled', detail: 'Too many requests. Try again in 42 seconds.' } },
      { 'retry-after': '42' },
    ),
  });
  await user.click(await screen.findByRole('button', { name: 'Send a new PIN' }));
  expect(await screen.findByText('Too many requests. Try again in 42 seconds.')).toBeInTheDocument();
  expect(screen.queryByText(/You can ask for a new PIN in/)).not.toBeInTheDocument();
});

test('the password rules come back from the API on the field', async () => {
  answer({
    'auth/api/v1/recovery/': { email: 'demo@teduh.my', resend_after_seconds: 60 },
    'auth/api/v1/recovery/verify/': { token: 'tok-1' },
    'auth/api/v1/recovery/confirm/': apiError(400, {
      errors: {
        code: 'invalid',
        detail: 'This password is too common.',
        fields: { password: ['This password is too common.', 'This password is entirely numeric.'] },
      },
    }),
  });
  renderPage(<ResetPasswordPage />, { url: '/dashboard/reset-password' });
  const user = userEvent.setup({ delay: null });
  await reachPinStep(user);
  await user.type(screen.getByLabelText(/^6-digit PIN/), '123456');
  await user.click(screen.getByRole('button', { name: 'Verify PIN' }));
  await user.type(await screen.findByLabelText(/^New password/), '12345678x');
  await user.type(screen.getByLabelText(/^Confirm new password/), '12345678x');
  await user.click(screen.getByRole('button', { name: 'Reset password' }));

  expect(await screen.findByText(/This password is too common\./)).toHaveTextContent(
    'This password is too common.This password is entirely numeric.',
  );
  expect(screen.getByLabelText(/^New password/)).toHaveFocus();
});

test('a wrong PIN shows on the field; an expired token sends the visitor back for a new PIN', async () => {
  answer({
    'auth/api/v1/recovery/': { email: 'demo@teduh.my', resend_after_seconds: 60 },
    'auth/api/v1/recovery/verify/': apiError(400, {
      errors: {
        code: 'pin_invalid',
        detail: 'The PIN is not correct.',
        fields: { pin: ['The PIN is not correct.'] },
      },
    }),
  });
  renderPage(<ResetPasswordPage />, { url: '/dashboard/reset-password' });
  const user = userEvent.setup({ delay: null });
  await reachPinStep(user);
  await user.type(screen.getByLabelText(/^6-digit PIN/), '000000');
  await user.click(screen.getByRole('button', { name: 'Verify PIN' }));
  expect(await screen.findByText('The PIN is not correct.')).toBeInTheDocument();

  answer({
    'auth/api/v1/recovery/verify/': { token: 'tok-old' },
    'auth/api/v1/recovery/confirm/': apiError(400, {
      errors: {
        code: 'recovery_token_invalid',
        detail: 'Expired.',
        fields: { token: ['Expired.'] },
      },
    }),
  });
  await user.clear(screen.getByLabelText(/^6-digit PIN/));
  await user.type(screen.getByLabelText(/^6-digit PIN/), '111111');
  await user.click(screen.getByRole('button', { name: 'Verify PIN' }));
  await user.type(await screen.findByLabelText(/^New password/), 'Kenari-Biru-Senja-81');
  await user.type(screen.getByLabelText(/^Confirm new password/), 'Kenari-Biru-Senja-81');
  await user.click(screen.getByRole('button', { name: 'Reset password' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Check your e-mail' })).toBeInTheDocument();
  expect(screen.getByText('Please verify again')).toBeInTheDocument();
});

test('a new PIN once the wait is over, with the countdown again', async () => {
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
  try {
    answer({ 'auth/api/v1/recovery/': { email: 'demo@teduh.my', resend_after_seconds: 30 } });
    renderPage(<ResetPasswordPage />, { url: '/ms/dashboard/reset-password', locale: 'ms' });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.type(screen.getByLabelText(/^E-mel/), 'demo@teduh.my');
    await user.click(screen.getByRole('button', { name: 'Hantar PIN kepada saya' }));
    expect(await screen.findByText(/Anda boleh meminta PIN baharu dalam 0:30/)).toBeInTheDocument();
    act(() => {
      jest.advanceTimersByTime(31_000);
    });
    await user.click(await screen.findByRole('button', { name: 'Hantar PIN baharu' }));
    await waitFor(() => expect(post).toHaveBeenCalledTimes(2));
    expect(await screen.findByText(/PIN baharu sedang dihantar ke demo@teduh.my/)).toBeInTheDocument();
    expect(screen.getByText(/Anda boleh meminta PIN baharu dalam 0:30/)).toBeInTheDocument();
  } finally {
    jest.useRealTimers();
  }
});
