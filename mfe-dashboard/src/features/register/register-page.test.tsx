import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useModalStore, useSessionStore, useToastStore } from '@teduh/shared';
import { apiError, networkError, installApiMocks } from '@teduh/shared/testing';
import { memberProfile } from '../../testing/profile-fixture';
import { renderPage, resetStores } from '../../testing/render';
import { RegisterPage } from './register-page';
import { registrationStorageKey, type RegistrationProgress } from './registration-storage';

let post: jest.Mock;
let get: jest.Mock;

beforeEach(() => {
  resetStores();
  useToastStore.setState({ toasts: [] });
  window.sessionStorage.clear();
  post = jest.fn();
  get = jest.fn();
  installApiMocks({ post, get });
});

afterEach(() => {
  jest.restoreAllMocks();
});

function storeProgress(progress: Partial<RegistrationProgress>) {
  const full: RegistrationProgress = {
    step: 'email',
    email: 'nur@example.my',
    agreeTerms: true,
    agreePrivacy: true,
    resendAvailableAt: Date.now() + 60_000,
    token: null,
    ...progress,
  };
  window.sessionStorage.setItem(registrationStorageKey, JSON.stringify(full));
}

function storedProgress(): RegistrationProgress | null {
  const raw = window.sessionStorage.getItem(registrationStorageKey);
  return raw ? (JSON.parse(raw) as RegistrationProgress) : null;
}

async function submitEmailStep(email: string, { agree = true } = {}) {
  const user = userEvent.setup();
  if (email) await user.type(screen.getByLabelText(/^E-mail/), email);
  if (agree) {
    await user.click(
      screen.getByRole('checkbox', { name: /agree to the Terms and Conditions and the Privacy Policy/ }),
    );
  }
  await user.click(screen.getByRole('button', { name: 'Send me a PIN' }));
  return user;
}

describe('step 1: e-mail and agreements', () => {
  test('an empty form shows the required and agreement messages and calls nothing', async () => {
    renderPage(<RegisterPage />, { url: '/user/register' });
    expect(screen.getByText('Step 1 of 3')).toBeInTheDocument();
    await submitEmailStep('', { agree: false });

    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(
      screen.getAllByText(
        'Please agree to the Terms and Conditions and the Privacy Policy to create an account.',
      ),
    ).toHaveLength(1);
    expect(screen.getByRole('checkbox', { name: /Terms and Conditions/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(post).not.toHaveBeenCalled();
  });

  test('one box agrees to both the terms and the privacy policy, and the API records each', async () => {
    post.mockResolvedValue({ data: { data: { email: 'nur@example.my', resend_after_seconds: 60 } } });
    renderPage(<RegisterPage />, { url: '/user/register' });
    expect(screen.getAllByRole('checkbox')).toHaveLength(1);
    await submitEmailStep('nur@example.my');

    await waitFor(() => expect(storedProgress()?.step).toBe('pin'));
    expect(storedProgress()).toMatchObject({ agreeTerms: true, agreePrivacy: true });
  });

  test('links the terms modal and the privacy policy PDF of the page language', async () => {
    renderPage(<RegisterPage />, { url: '/ms/user/register', path: '/ms/user/register', locale: 'ms' });
    expect(await screen.findByRole('link', { name: /Dasar Privasi/ })).toHaveAttribute(
      'href',
      '/privacy-policy/privacy_policy_ms.pdf',
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Terma dan Syarat' }));
    expect(useModalStore.getState().openKey).toBe('terms');
  });

  test("shows 'E-mail is taken' on the field when the API says so", async () => {
    post.mockRejectedValue(
      apiError(400, {
        errors: { code: 'invalid', detail: 'E-mail is taken', fields: { email: ['E-mail is taken'] } },
      }),
    );
    renderPage(<RegisterPage />, { url: '/user/register' });
    await submitEmailStep('demo@teduh.my');

    const field = screen.getByLabelText(/^E-mail/);
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByText('E-mail is taken')).toBeInTheDocument();
    expect(field).toHaveFocus();
    expect(screen.getByText('Step 1 of 3')).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith('auth/api/v1/register/', { email: 'demo@teduh.my' });
  });

  test('a network failure is said in an alert', async () => {
    post.mockRejectedValue(networkError());
    renderPage(<RegisterPage />, { url: '/user/register' });
    await submitEmailStep('nur@example.my');

    expect(await screen.findByRole('alert')).toHaveTextContent('We could not reach Teduh');
  });

  test('sends the PIN, moves to step 2 and remembers the e-mail for a reload', async () => {
    post.mockResolvedValue({
      data: {
        data: { email: 'nur@example.my', expires_at: '2026-01-01T00:10:00Z', resend_after_seconds: 60 },
      },
    });
    renderPage(<RegisterPage />, { url: '/user/register' });
    await submitEmailStep(' nur@example.my ');

    expect(await screen.findByText('Step 2 of 3')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Check your e-mail' })).toHaveFocus();
    expect(screen.getByText('nur@example.my')).toBeInTheDocument();
    expect(screen.getByText(/You can ask for a new PIN in (1:00|0:59)/)).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith('auth/api/v1/register/', { email: 'nur@example.my' });
    expect(storedProgress()).toMatchObject({
      step: 'pin',
      email: 'nur@example.my',
      agreeTerms: true,
      agreePrivacy: true,
    });
  });

  test('a PIN sent less than a minute ago: carries on to step 2 with the wait the API gave', async () => {
    post.mockRejectedValue(
      apiError(
        429,
        { errors: { code: 'pin_resend_cooldown', detail: 'Please wait 42 seconds.' } },
        { 'retry-after': '42' },
      ),
    );
    renderPage(<RegisterPage />, { url: '/user/register' });
    await submitEmailStep('nur@example.my');

    expect(await screen.findByText(/You can ask for a new PIN in 0:4[12]/)).toBeInTheDocument();
  });
});

describe('step 2: the e-mailed PIN', () => {
  test('a reload keeps the step and the e-mail', () => {
    storeProgress({ step: 'pin' });
    renderPage(<RegisterPage />, { url: '/user/register' });
    expect(screen.getByText('Step 2 of 3')).toBeInTheDocument();
    expect(screen.getByText('nur@example.my')).toBeInTheDocument();
  });

  test("'Pin is required', then the 6-digit rule, before any call", async () => {
    storeProgress({ step: 'pin' });
    renderPage(<RegisterPage />, { url: '/user/register' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Verify PIN' }));
    expect(await screen.findByText('Pin is required')).toBeInTheDocument();

    await user.type(screen.getByLabelText(/6-digit PIN/), '123');
    await user.click(screen.getByRole('button', { name: 'Verify PIN' }));
    expect(await screen.findByText('PIN needs to be 6 digits')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });

  test("the API's PIN message is shown on the field", async () => {
    storeProgress({ step: 'pin' });
    post.mockRejectedValue(
      apiError(400, {
        errors: {
          code: 'pin_invalid',
          detail: 'The PIN is incorrect.',
          fields: { pin: ['The PIN is incorrect. 4 attempts left.'] },
        },
      }),
    );
    renderPage(<RegisterPage />, { url: '/user/register' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/6-digit PIN/), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify PIN' }));

    expect(await screen.findByText('The PIN is incorrect. 4 attempts left.')).toBeInTheDocument();
    expect(screen.getByLabelText(/6-digit PIN/)).toHaveAttribute('aria-invalid', 'true');
    expect(post).toHaveBeenCalledWith('auth/api/v1/register/verify/', {
      email: 'nur@example.my',
      pin: '000000',
    });
    // Editing the PIN takes the server's message away.
    await user.type(screen.getByLabelText(/6-digit PIN/), '{Backspace}1');
    expect(screen.queryByText('The PIN is incorrect. 4 attempts left.')).not.toBeInTheDocument();
  });

  test('shows the wait as a countdown, without a resend link', () => {
    storeProgress({ step: 'pin', resendAvailableAt: Date.now() + 45_000 });
    renderPage(<RegisterPage />, { url: '/user/register' });
    expect(screen.getByText(/You can ask for a new PIN in 0:4[45]/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send a new PIN' })).not.toBeInTheDocument();
  });

  test('once the wait is over, a new PIN can be sent and the wait starts again', async () => {
    storeProgress({ step: 'pin', resendAvailableAt: Date.now() - 1000 });
    post.mockResolvedValue({ data: { data: { email: 'nur@example.my', resend_after_seconds: 60 } } });
    renderPage(<RegisterPage />, { url: '/user/register' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Send a new PIN' }));

    expect(await screen.findByRole('status')).toHaveTextContent('A new PIN is on its way to nur@example.my');
    expect(post).toHaveBeenCalledWith('auth/api/v1/register/', { email: 'nur@example.my' });
    expect(screen.getByText(/You can ask for a new PIN in (1:00|0:59)/)).toBeInTheDocument();
    expect(storedProgress()?.resendAvailableAt).toBeGreaterThan(Date.now() + 50_000);
  });

  test('a different e-mail goes back to step 1 with the address filled in', async () => {
    storeProgress({ step: 'pin' });
    renderPage(<RegisterPage />, { url: '/user/register' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Use a different e-mail' }));
    expect(screen.getByText('Step 1 of 3')).toBeInTheDocument();
    expect(screen.getByLabelText(/^E-mail/)).toHaveValue('nur@example.my');
  });

  test('a right PIN moves to step 3 with the registration token', async () => {
    storeProgress({ step: 'pin' });
    post.mockResolvedValue({ data: { data: { token: 'registration-token', expires_at: '' } } });
    renderPage(<RegisterPage />, { url: '/user/register' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/6-digit PIN/), '482913');
    await user.click(screen.getByRole('button', { name: 'Verify PIN' }));

    expect(await screen.findByText('Step 3 of 3')).toBeInTheDocument();
    expect(storedProgress()).toMatchObject({ step: 'details', token: 'registration-token' });
  });
});

describe('step 3: name and password', () => {
  async function fillDetails(firstName: string, lastName: string, password: string) {
    const user = userEvent.setup();
    if (firstName) await user.type(screen.getByLabelText(/^First name/), firstName);
    if (lastName) await user.type(screen.getByLabelText(/^Last name/), lastName);
    if (password) await user.type(screen.getByLabelText(/^Password/), password);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    return user;
  }

  beforeEach(() => storeProgress({ step: 'details', token: 'registration-token' }));

  test('checks the fields before calling the API', async () => {
    renderPage(<RegisterPage />, { url: '/user/register' });
    await fillDetails('', '', '');
    expect(await screen.findAllByText('This field is required')).toHaveLength(3);

    await fillDetails('Nur', 'Amani', '12345678');
    expect(await screen.findByText('This password is entirely numeric.')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });

  test("shows each of the API's password rules on the password field", async () => {
    post.mockRejectedValue(
      apiError(400, {
        errors: {
          code: 'invalid',
          detail: 'The password is too similar to your personal information.',
          fields: {
            password: [
              'The password is too similar to your personal information.',
              'This password is too common.',
            ],
          },
        },
      }),
    );
    renderPage(<RegisterPage />, { url: '/user/register' });
    await fillDetails('Nur', 'Amani', 'nuramani');

    const password = screen.getByLabelText(/^Password/);
    await waitFor(() => expect(password).toHaveAttribute('aria-invalid', 'true'));
    const message = document.getElementById(
      password.getAttribute('aria-describedby')?.split(' ').pop() ?? '',
    );
    expect(message).toHaveTextContent('The password is too similar to your personal information.');
    expect(message).toHaveTextContent('This password is too common.');
    expect(password).toHaveFocus();
  });

  test('an expired registration token leads back to the PIN step', async () => {
    post.mockRejectedValue(
      apiError(400, {
        errors: {
          code: 'registration_token_invalid',
          detail: 'This link has expired.',
          fields: { token: ['This link has expired.'] },
        },
      }),
    );
    renderPage(<RegisterPage />, { url: '/user/register' });
    const user = await fillDetails('Nur', 'Amani', 'Kenari-Biru-Senja-81');

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Your e-mail check has expired')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Verify my e-mail again' }));
    expect(screen.getByText('Step 2 of 3')).toBeInTheDocument();
  });

  test('creates the account, signs the member in and opens the profile in the page language', async () => {
    post.mockResolvedValue({ data: { data: {} } });
    get.mockResolvedValue({ data: { data: { ...memberProfile, first_name: 'Nur' } } });
    renderPage(<RegisterPage />, { url: '/ms/user/register', path: '/ms/user/register', locale: 'ms' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Nama pertama/), ' Nur ');
    await user.type(screen.getByLabelText(/^Nama akhir/), 'Amani');
    await user.type(screen.getByLabelText(/^Kata laluan/), 'Kenari-Biru-Senja-81');
    await user.click(screen.getByRole('button', { name: 'Daftar akaun' }));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/ms\/user\/profile$/));
    expect(post).toHaveBeenCalledWith('auth/api/v1/register/confirm/', {
      token: 'registration-token',
      password: 'Kenari-Biru-Senja-81',
      first_name: 'Nur',
      last_name: 'Amani',
      agree_terms: true,
      agree_privacy: true,
    });
    expect(get).toHaveBeenCalledWith('auth/api/v1/me/');
    expect(useSessionStore.getState().status).toBe('authenticated');
    expect(storedProgress()).toBeNull();
    expect(useToastStore.getState().toasts[0]?.text).toBe(
      'Selamat datang ke Teduh, Nur! Akaun anda sudah sedia.',
    );
  });

  test('from the quick quote: the new member goes on to the page in next (eKYC), not the profile', async () => {
    post.mockResolvedValue({ data: { data: {} } });
    get.mockResolvedValue({ data: { data: { ...memberProfile, first_name: 'Nur' } } });
    renderPage(<RegisterPage />, {
      url: `/ms/user/register?next=${encodeURIComponent('/ms/ekyc/begin-verification')}`,
      path: '/ms/user/register',
      locale: 'ms',
    });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Nama pertama/), 'Nur');
    await user.type(screen.getByLabelText(/^Nama akhir/), 'Amani');
    await user.type(screen.getByLabelText(/^Kata laluan/), 'Kenari-Biru-Senja-81');
    await user.click(screen.getByRole('button', { name: 'Daftar akaun' }));

    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/ms\/ekyc\/begin-verification$/),
    );
  });

  test('a next that leaves the site is ignored: the profile', async () => {
    post.mockResolvedValue({ data: { data: {} } });
    get.mockResolvedValue({ data: { data: memberProfile } });
    renderPage(<RegisterPage />, {
      url: '/user/register?next=https%3A%2F%2Fevil.example',
      path: '/user/register',
    });
    await fillDetails('Nur', 'Amani', 'Kenari-Biru-Senja-81');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/user\/profile$/));
  });

  describe('with the referral code the visitor came with (cookie referral_code)', () => {
    beforeEach(() => {
      document.cookie = 'referral_code=EWR8EC3V; path=/';
    });
    afterEach(() => {
      document.cookie = 'referral_code=; path=/; max-age=0';
    });

    test('sends the code, so the API records who referred the new member', async () => {
      post.mockResolvedValue({ data: { data: {} } });
      get.mockResolvedValue({ data: { data: memberProfile } });
      renderPage(<RegisterPage />, { url: '/user/register' });
      await fillDetails('Nur', 'Amani', 'Kenari-Biru-Senja-81');

      await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/user\/profile$/));
      expect(post).toHaveBeenCalledWith(
        'auth/api/v1/register/confirm/',
        expect.objectContaining({ referral_code: 'EWR8EC3V', first_name: 'Nur' }),
      );
    });

    test('a code that stopped being valid does not block the sign-up: the account is made without it', async () => {
      post
        .mockRejectedValueOnce(
          apiError(400, {
            errors: { code: 'invalid', detail: 'Invalid Code', fields: { referral_code: ['Invalid Code'] } },
          }),
        )
        .mockResolvedValue({ data: { data: {} } });
      get.mockResolvedValue({ data: { data: memberProfile } });
      renderPage(<RegisterPage />, { url: '/user/register' });
      await fillDetails('Nur', 'Amani', 'Kenari-Biru-Senja-81');

      await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/user\/profile$/));
      expect(post).toHaveBeenCalledTimes(2);
      expect(post.mock.calls[1]![1]).not.toHaveProperty('referral_code');
      expect(document.cookie).not.toContain('referral_code=EWR8EC3V');
    });
  });
});
