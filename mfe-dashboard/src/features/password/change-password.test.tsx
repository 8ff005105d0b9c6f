import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useToastStore } from '@teduh/shared';
import { installApiMocks, apiError } from '@teduh/shared/testing';
import { renderPage, resetStores } from '../../testing/render';
import { ChangePasswordModal } from './change-password-modal';
import { ChangePasswordPage } from './change-password-page';

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

async function fill(current: string, next: string, confirmation: string) {
  const user = userEvent.setup();
  if (current) await user.type(screen.getByLabelText(/^Current password/), current);
  if (next) await user.type(screen.getByLabelText(/^New password/), next);
  if (confirmation) await user.type(screen.getByLabelText(/^Confirm new password/), confirmation);
  await user.click(screen.getByRole('button', { name: 'Update password' }));
}

test('all three fields are required and the confirmation must match; nothing is sent', async () => {
  renderPage(<ChangePasswordPage />, { url: '/user/change-password' });
  await fill('', '', '');
  expect(await screen.findAllByText('This field is required')).toHaveLength(3);

  await fill('Payung-Hijau-27', 'Kenari-Biru-Senja-81', 'Kenari-Biru-Senja-8');
  expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
  expect(post).not.toHaveBeenCalled();
});

test("success: 'Password Reset Successfully' and back to the profile", async () => {
  post.mockResolvedValue({ data: { data: {} } });
  renderPage(<ChangePasswordPage />, { url: '/user/change-password' });
  await fill('Payung-Hijau-27', 'Kenari-Biru-Senja-81', 'Kenari-Biru-Senja-81');

  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/user\/profile$/));
  expect(post).toHaveBeenCalledWith('auth/api/v1/me/change-password/', {
    password: 'Payung-Hijau-27',
    password_new: 'Kenari-Biru-Senja-81',
    password_confirm: 'Kenari-Biru-Senja-81',
  });
  expect(useToastStore.getState().toasts[0]).toMatchObject({
    kind: 'success',
    text: 'Password Reset Successfully',
  });
});

test("failure: 'Update password failed!' and the API's messages on their fields", async () => {
  post.mockRejectedValue(
    apiError(400, {
      errors: {
        code: 'invalid',
        detail: 'Your current password is not correct.',
        fields: {
          password: ['Your current password is not correct.'],
          password_new: ['This password is too common.'],
        },
      },
    }),
  );
  renderPage(<ChangePasswordPage />, { url: '/user/change-password' });
  await fill('wrong-password', 'password123', 'password123');

  expect(await screen.findByText('Your current password is not correct.')).toBeInTheDocument();
  expect(screen.getByText('This password is too common.')).toBeInTheDocument();
  expect(screen.getByLabelText(/^Current password/)).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByLabelText(/^Current password/)).toHaveFocus();
  expect(useToastStore.getState().toasts[0]).toMatchObject({
    kind: 'error',
    text: 'Update password failed!',
  });
  expect(screen.getByTestId('location')).toHaveTextContent('/user/change-password');
});

test('the modal: same form, in Malay, and success closes it', async () => {
  post.mockResolvedValue({ data: { data: {} } });
  const onClose = jest.fn();
  renderPage(<ChangePasswordModal onClose={onClose} />, { url: '/ms/user/profile', locale: 'ms' });
  const user = userEvent.setup();

  expect(await screen.findByRole('dialog', { name: 'Tukar kata laluan' })).toBeInTheDocument();
  await user.type(screen.getByLabelText(/^Kata laluan semasa/), 'Payung-Hijau-27');
  await user.type(screen.getByLabelText(/^Kata laluan baharu/), 'Kenari-Biru-Senja-81');
  await user.type(screen.getByLabelText(/^Sahkan kata laluan baharu/), 'Kenari-Biru-Senja-81');
  await user.click(screen.getByRole('button', { name: 'Kemas kini kata laluan' }));

  await waitFor(() => expect(onClose).toHaveBeenCalled());
  expect(useToastStore.getState().toasts[0]?.text).toBe('Kata laluan berjaya ditetapkan semula');
});
