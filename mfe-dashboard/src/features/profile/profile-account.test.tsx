import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  configureApiClient,
  resetApiClientState,
  useModalStore,
  useSessionStore,
  useToastStore,
} from '@teduh/shared';
import {
  inTurn,
  installApiMocks,
  installFakeApi,
  type FakeApi,
  type FakeReply,
  apiError,
} from '@teduh/shared/testing';
import { memberProfile } from '../../testing/profile-fixture';
import { renderPage, resetStores } from '../../testing/render';
import { ProfilePage } from './profile-page';

// Whole flows typed key by key: allow for a busy machine (jest's default is 5 s).
jest.setTimeout(15_000);

function toastTexts() {
  return useToastStore.getState().toasts.map((toast) => `${toast.kind}: ${toast.text}`);
}

describe('account actions on the profile', () => {
  let get: jest.Mock;
  let post: jest.Mock;
  let del: jest.Mock;

  beforeEach(() => {
    resetStores();
    useToastStore.setState({ toasts: [] });
    get = jest.fn().mockResolvedValue({ data: { data: memberProfile } });
    post = jest.fn();
    del = jest.fn();
    installApiMocks({ get, post, delete: del });
  });

  afterEach(() => {
    jest.restoreAllMocks();
  });

  test('links to Update Profile, opens the change-email and enquiry modals by key', async () => {
    renderPage(<ProfilePage />, { url: '/ms/user/profile', locale: 'ms' });
    const user = userEvent.setup({ delay: null });
    const edit = await screen.findAllByRole('link', { name: 'Kemas kini profil' });
    expect(edit[0]).toHaveAttribute('href', '/ms/user/edit-profile');

    await user.click(screen.getByRole('button', { name: 'Tukar e-mel' }));
    expect(useModalStore.getState().openKey).toBe('change-email');
    await user.click(screen.getByRole('button', { name: 'Hubungi kami' }));
    expect(useModalStore.getState().openKey).toBe('enquiry');
  });

  test('shows the picture when there is one, else the initials', async () => {
    get.mockResolvedValue({
      data: { data: { ...memberProfile, profile_picture: 'https://cdn.example.my/p.png' } },
    });
    renderPage(<ProfilePage />, { url: '/user/profile' });
    expect(await screen.findByRole('img', { name: 'Your profile picture' })).toHaveAttribute(
      'src',
      'https://cdn.example.my/p.png',
    );
  });

  test('delete account: a mailed code, then password and code; the member ends up home, signed out', async () => {
    post.mockResolvedValue({ data: { data: { email: 'aisyah@example.my', resend_after_seconds: 60 } } });
    del.mockResolvedValue({ data: { data: {} } });
    renderPage(<ProfilePage />, { url: '/user/profile' });
    const user = userEvent.setup({ delay: null });
    const zone = await screen.findByRole('region', { name: 'Delete account' });
    await user.click(within(zone).getByRole('button', { name: 'Delete my account' }));

    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    await user.click(within(dialog).getByRole('button', { name: 'E-mail me a code' }));
    expect(post).toHaveBeenCalledWith('auth/api/v1/generate-otp/', { purpose: 'delete-account' });

    await user.click(await within(dialog).findByRole('button', { name: 'Delete my account for good' }));
    expect(await within(dialog).findAllByText(/This field is required|Pin is required/)).toHaveLength(2);
    expect(del).not.toHaveBeenCalled();

    await user.type(within(dialog).getByLabelText(/^Password/), 'Payung-Hijau-27');
    await user.type(within(dialog).getByLabelText(/^6-digit code/), '482913');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account for good' }));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(del).toHaveBeenCalledWith('auth/api/v1/me/', {
      data: { password: 'Payung-Hijau-27', otp: '482913' },
    });
    expect(useSessionStore.getState()).toMatchObject({ status: 'anonymous', profile: null });
    expect(toastTexts()).toEqual(['success: Your account has been deleted. We are sorry to see you go.']);
  });

  test('delete account: a member who signs in only with a provider confirms with the code alone', async () => {
    get.mockResolvedValue({ data: { data: { ...memberProfile, has_password: false } } });
    post.mockResolvedValue({ data: { data: { email: 'aisyah@example.my', resend_after_seconds: 60 } } });
    del.mockResolvedValue({ data: { data: {} } });
    renderPage(<ProfilePage />, { url: '/user/profile' });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    await user.click(within(dialog).getByRole('button', { name: 'E-mail me a code' }));

    await within(dialog).findByLabelText(/^6-digit code/);
    expect(within(dialog).queryByLabelText(/^Password/)).not.toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/^6-digit code/), '482913');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account for good' }));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(del).toHaveBeenCalledWith('auth/api/v1/me/', { data: { otp: '482913' } });
  });

  test('delete account: a wrong password or code stays in the dialog on its field', async () => {
    post.mockResolvedValue({ data: { data: {} } });
    del.mockRejectedValue(
      apiError(400, {
        errors: {
          code: 'invalid',
          detail: 'The code is not correct.',
          fields: { otp: ['The code is not correct.'] },
        },
      }),
    );
    renderPage(<ProfilePage />, { url: '/user/profile' });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'E-mail me a code' }));
    await user.type(await within(dialog).findByLabelText(/^Password/), 'Payung-Hijau-27');
    await user.type(within(dialog).getByLabelText(/^6-digit code/), '000000');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account for good' }));

    expect(await within(dialog).findByText('The code is not correct.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^6-digit code/)).toHaveFocus();
    expect(useSessionStore.getState().status).toBe('authenticated');
    expect(screen.getByTestId('location')).toHaveTextContent('/user/profile');

    await user.click(within(dialog).getByRole('button', { name: 'Keep my account' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  test('delete account: a failed code request says why', async () => {
    post.mockRejectedValue(
      apiError(429, {
        errors: { code: 'rate_limited', detail: 'Please wait a minute before asking again.' },
      }),
    );
    renderPage(<ProfilePage />, { url: '/user/profile' });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Delete my account' }));
    await user.click(screen.getByRole('button', { name: 'E-mail me a code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please wait a minute before asking again.');
    expect(screen.queryByLabelText(/^6-digit code/)).not.toBeInTheDocument();
  });
});

describe('a session that expires while the profile is open (through the real API client)', () => {
  let api: FakeApi;
  /** The fake API answering each `"METHOD path"` with its replies in turn. */
  function answer(replies: Record<string, [FakeReply, ...FakeReply[]]>) {
    api = installFakeApi(
      Object.fromEntries(Object.entries(replies).map(([call, inOrder]) => [call, inTurn(...inOrder)])),
    );
  }
  const calls = () => api.requests.map((request) => `${request.method} ${request.url}`);

  beforeEach(() => {
    resetStores();
    resetApiClientState();
    jest.spyOn(console, 'info').mockImplementation(() => undefined);
  });

  afterEach(() => {
    resetApiClientState();
    jest.restoreAllMocks();
  });

  const expired: FakeReply = {
    status: 403,
    data: { errors: { code: 'token_not_valid', detail: 'Token expired' } },
  };

  test('an expired access token is refreshed silently and the call retried', async () => {
    useSessionStore.getState().setAuthenticated(memberProfile);
    answer({
      'GET auth/api/v1/me/': [
        expired,
        { status: 200, data: { data: { ...memberProfile, first_name: 'Nur' } } },
      ],
      'POST auth/api/v1/jwt/refresh/': [{ status: 200, data: { data: {} } }],
    });
    renderPage(<ProfilePage />, { url: '/user/profile' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Hello, Nur' })).toBeInTheDocument();
    expect(calls()).toEqual(['GET auth/api/v1/me/', 'POST auth/api/v1/jwt/refresh/', 'GET auth/api/v1/me/']);
    expect(useSessionStore.getState().status).toBe('authenticated');
    expect(screen.getByTestId('location')).toHaveTextContent('/user/profile');
  });

  test('a revoked session (refresh refused) clears the session and goes home', async () => {
    const navigate = jest.fn();
    configureApiClient({ navigate });
    useSessionStore.getState().setAuthenticated(memberProfile);
    answer({
      'GET auth/api/v1/me/': [expired],
      'POST auth/api/v1/jwt/refresh/': [
        { status: 403, data: { errors: { code: 'token_not_valid', detail: 'Session revoked' } } },
      ],
    });
    renderPage(<ProfilePage />, { url: '/ms/user/profile', locale: 'ms' });

    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/ms'));
    expect(useSessionStore.getState()).toMatchObject({ status: 'anonymous', profile: null });
    expect(calls()).toEqual(['GET auth/api/v1/me/', 'POST auth/api/v1/jwt/refresh/']);
  });
});
