import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore, useToastStore } from '@teduh/shared';
import { installApiMocks, apiError, networkError } from '@teduh/shared/testing';
import { memberProfile } from '../../testing/profile-fixture';
import { renderPage, resetStores } from '../../testing/render';
import { ChangeEmailModal } from './change-email-modal';
import { EmailVerificationPage } from './email-verification-page';

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

function toastTexts() {
  return useToastStore.getState().toasts.map((toast) => `${toast.kind}: ${toast.text}`);
}

describe('the change-email modal', () => {
  function open() {
    useSessionStore.getState().setAuthenticated(memberProfile);
    const onClose = jest.fn();
    renderPage(<ChangeEmailModal onClose={onClose} />, { url: '/user/profile' });
    return onClose;
  }

  test('the e-mail is required and must be valid; nothing is sent', async () => {
    open();
    const user = userEvent.setup({ delay: null });
    expect(await screen.findByRole('dialog', { name: 'Change e-mail' })).toHaveTextContent(
      'Your e-mail now: aisyah@example.my',
    );
    await user.click(screen.getByRole('button', { name: 'Send link' }));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^New e-mail/), 'aisyah@');
    await user.click(screen.getByRole('button', { name: 'Send link' }));
    expect(await screen.findByText('Invalid E-mail')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });

  test("sent: 'E-mail change token sent!', the field locked and the button gone", async () => {
    post.mockResolvedValue({ data: { data: {} } });
    const onClose = open();
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText(/^New e-mail/), ' aisyah.new@example.my ');
    await user.click(screen.getByRole('button', { name: 'Send link' }));

    expect(await screen.findByRole('status')).toHaveTextContent('We sent a link to aisyah.new@example.my');
    expect(post).toHaveBeenCalledWith('auth/api/v1/me/change-email/', { email: 'aisyah.new@example.my' });
    expect(toastTexts()).toEqual(['success: E-mail change token sent!']);
    expect(screen.getByLabelText(/^New e-mail/)).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Send link' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });

  test('failure: one error toast per message, and the field keeps its message', async () => {
    post.mockRejectedValue(
      apiError(400, {
        errors: {
          code: 'invalid',
          detail: 'E-mail is taken',
          fields: { email: ['E-mail is taken', 'Use an address you own.'] },
        },
      }),
    );
    open();
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText(/^New e-mail/), 'taken@example.my');
    await user.click(screen.getByRole('button', { name: 'Send link' }));

    await waitFor(() =>
      expect(toastTexts()).toEqual(['error: E-mail is taken', 'error: Use an address you own.']),
    );
    expect(screen.getByLabelText(/^New e-mail/)).toBeEnabled();
    expect(screen.getByLabelText(/^New e-mail/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Send link' })).toBeInTheDocument();
  });

  test('in Malay, a rate limit answer is its own toast', async () => {
    post.mockRejectedValue(
      apiError(429, { errors: { code: 'rate_limited', detail: 'Terlalu banyak cubaan.' } }),
    );
    useSessionStore.getState().setAuthenticated(memberProfile);
    renderPage(<ChangeEmailModal onClose={jest.fn()} />, { url: '/ms/user/profile', locale: 'ms' });
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText(/^E-mel baharu/), 'baru@example.my');
    await user.click(screen.getByRole('button', { name: 'Hantar pautan' }));
    await waitFor(() => expect(toastTexts()).toEqual(['error: Terlalu banyak cubaan.']));
  });
});

describe('the e-mail verification page', () => {
  test('checks the token, shows the new address, and confirms it (signed in: the profile follows)', async () => {
    useSessionStore.getState().setAuthenticated(memberProfile);
    post.mockImplementation((url: string) =>
      Promise.resolve({
        data: {
          data:
            url === 'auth/api/v1/me/change-email/verify/'
              ? { email: 'aisyah.new@example.my' }
              : { ...memberProfile, email: 'aisyah.new@example.my' },
        },
      }),
    );
    renderPage(<EmailVerificationPage />, { url: '/dashboard/email-verification?token=abc123' });

    expect(screen.getByRole('status')).toHaveTextContent('Checking your link');
    expect(await screen.findByTestId('new-email')).toHaveTextContent('aisyah.new@example.my');
    expect(post).toHaveBeenCalledWith(
      'auth/api/v1/me/change-email/verify/',
      { token: 'abc123' },
      { authRedirect: false, signal: expect.any(AbortSignal) },
    );

    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Confirm new e-mail' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your e-mail has changed' })).toHaveFocus();
    expect(post).toHaveBeenLastCalledWith(
      'auth/api/v1/me/change-email/confirm/',
      { token: 'abc123' },
      { authRedirect: false },
    );
    expect(screen.getByRole('status')).toHaveTextContent('From now on, sign in with aisyah.new@example.my');
    expect(screen.getByRole('link', { name: 'Go to my profile' })).toHaveAttribute('href', '/user/profile');
    expect(useSessionStore.getState().profile?.email).toBe('aisyah.new@example.my');
  });

  test('signed out, in Malay: after confirming, the way on is sign-in', async () => {
    useSessionStore.getState().setAnonymous();
    post.mockImplementation((url: string) =>
      Promise.resolve({
        data: {
          data: url.endsWith('verify/')
            ? { email: 'baru@example.my' }
            : { ...memberProfile, email: 'baru@example.my' },
        },
      }),
    );
    renderPage(<EmailVerificationPage />, { url: '/ms/dashboard/email-verification?token=t1', locale: 'ms' });
    await userEvent
      .setup({ delay: null })
      .click(await screen.findByRole('button', { name: 'Sahkan e-mel baharu' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'E-mel anda telah ditukar' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log masuk' })).toHaveAttribute('href', '/ms/user/sign-in');
    expect(useSessionStore.getState().status).toBe('anonymous');
  });

  test('an expired or unknown link says so clearly, with the API message', async () => {
    useSessionStore.getState().setAnonymous();
    post.mockRejectedValue(
      apiError(400, {
        errors: {
          code: 'email_change_token_invalid',
          detail: 'This link has expired or was already used.',
          fields: { token: ['This link has expired or was already used.'] },
        },
      }),
    );
    renderPage(<EmailVerificationPage />, { url: '/dashboard/email-verification?token=old' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This link does not work' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('This link has expired or was already used.');
    expect(screen.getByText(/Sign in and ask for a new link/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm new e-mail' })).not.toBeInTheDocument();
  });

  test('a link spent between checking and confirming turns into the expired state', async () => {
    post
      .mockResolvedValueOnce({ data: { data: { email: 'x@example.my' } } })
      .mockRejectedValueOnce(
        apiError(400, { errors: { code: 'email_change_token_invalid', detail: 'Expired.' } }),
      );
    renderPage(<EmailVerificationPage />, { url: '/dashboard/email-verification?token=t' });
    await userEvent
      .setup({ delay: null })
      .click(await screen.findByRole('button', { name: 'Confirm new e-mail' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This link does not work' }),
    ).toBeInTheDocument();
  });

  test('without a token nothing is called and the page explains where the link is', async () => {
    renderPage(<EmailVerificationPage />, { url: '/dashboard/email-verification' });
    expect(screen.getByRole('heading', { level: 1, name: 'Confirm your new e-mail' })).toBeInTheDocument();
    expect(screen.getByText(/Open this page from the link/)).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });

  test('offline: says so and checks again on retry', async () => {
    post
      .mockRejectedValueOnce(networkError())
      .mockResolvedValueOnce({ data: { data: { email: 'x@example.my' } } });
    renderPage(<EmailVerificationPage />, { url: '/dashboard/email-verification?token=t' });
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not reach Teduh');
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('new-email')).toHaveTextContent('x@example.my');
  });
});
