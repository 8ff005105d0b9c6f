import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore, useToastStore, type Profile } from '@teduh/shared';
import { installApiMocks, apiError, networkError } from '@teduh/shared/testing';
import { memberProfile } from '../../testing/profile-fixture';
import { renderPage, resetStores } from '../../testing/render';
import { ProfilePage } from './profile-page';

let post: jest.Mock;
let get: jest.Mock;

beforeEach(() => {
  resetStores();
  useToastStore.setState({ toasts: [] });
  post = jest.fn();
  get = jest.fn();
  installApiMocks({ post, get });
});

afterEach(() => {
  jest.restoreAllMocks();
});

function answerMe(profile: Profile = memberProfile) {
  get.mockResolvedValue({ data: { data: profile } });
}

test('shows a loader, then the details read from me/', async () => {
  answerMe();
  renderPage(<ProfilePage />, { url: '/user/profile' });

  expect(screen.getByRole('status')).toHaveTextContent('Loading your profile');
  expect(await screen.findByRole('heading', { level: 1, name: 'Hello, Aisyah' })).toBeInTheDocument();
  expect(get).toHaveBeenCalledWith('auth/api/v1/me/', { signal: expect.any(AbortSignal) });
  expect(screen.getByText('Aisyah Rahman')).toBeInTheDocument();
  expect(screen.getByText('aisyah@example.my')).toBeInTheDocument();
  expect(screen.getByText('12 May 1990')).toBeInTheDocument();
  expect(screen.getByText('Female')).toBeInTheDocument();
  expect(screen.getByTestId('referral-code')).toHaveTextContent('EWR8EC3V');
  expect(screen.getByText('Not subscribed')).toBeInTheDocument();
  expect(useSessionStore.getState().profile).toEqual(memberProfile);
});

test('masks the NRIC 6-2-4 with only the last four digits until asked', async () => {
  answerMe();
  renderPage(<ProfilePage />, { url: '/user/profile' });

  const nric = await screen.findByTestId('nric');
  expect(nric).toHaveTextContent('******-**-5678');
  expect(nric).toHaveAccessibleName('NRIC ending in 5678');
  expect(screen.queryByText(/900512/)).not.toBeInTheDocument();

  const toggle = screen.getByRole('button', { name: 'Show full NRIC' });
  await userEvent.setup().click(toggle);
  expect(nric).toHaveTextContent('900512-14-5678');
  expect(toggle).toHaveAttribute('aria-pressed', 'true');
  expect(toggle).toHaveAccessibleName('Hide NRIC');
});

test('an unverified member sees the eKYC label and the way to verify', async () => {
  answerMe();
  renderPage(<ProfilePage />, { url: '/user/profile' });

  expect(await screen.findByTestId('ekyc-status')).toHaveTextContent('Not verified');
  expect(screen.getByRole('link', { name: 'Verify my identity' })).toHaveAttribute(
    'href',
    '/ekyc/begin-verification',
  );
});

test('a pending verification links to the verification too, with its own words', async () => {
  answerMe({ ...memberProfile, ekyc_status: 'pending' });
  renderPage(<ProfilePage />, { url: '/user/profile' });

  expect(await screen.findByTestId('ekyc-status')).toHaveTextContent('Under verification');
  expect(screen.getByRole('link', { name: 'View my verification' })).toHaveAttribute(
    'href',
    '/ekyc/begin-verification',
  );
});

test('an accepted verification shows no verification link', async () => {
  answerMe({ ...memberProfile, ekyc_status: 'accepted' });
  renderPage(<ProfilePage />, { url: '/user/profile' });

  expect(await screen.findByTestId('ekyc-status')).toHaveTextContent('Verified');
  expect(screen.queryByRole('link', { name: /verif/i })).not.toBeInTheDocument();
});

test('in Malay: the date, gender and eKYC label, and the link keeps the /ms prefix', async () => {
  answerMe();
  renderPage(<ProfilePage />, { url: '/ms/user/profile', locale: 'ms' });

  expect(await screen.findByText('12 Mei 1990')).toBeInTheDocument();
  expect(screen.getByText('Perempuan')).toBeInTheDocument();
  expect(screen.getByTestId('ekyc-status')).toHaveTextContent('Belum disahkan');
  expect(screen.getByRole('link', { name: 'Sahkan identiti saya' })).toHaveAttribute(
    'href',
    '/ms/ekyc/begin-verification',
  );
});

test('details not given yet are said so, not left blank', async () => {
  answerMe({ ...memberProfile, id_ref: null, dob: null, gender: null });
  renderPage(<ProfilePage />, { url: '/user/profile' });

  await screen.findByTestId('ekyc-status');
  expect(screen.getAllByText('Not provided yet')).toHaveLength(3);
  expect(screen.queryByTestId('nric')).not.toBeInTheDocument();
});

test('a failed load shows an error with a retry that loads again', async () => {
  get.mockRejectedValueOnce(apiError(500, { errors: { code: 'internal', detail: 'Internal error' } }));
  answerMe();
  renderPage(<ProfilePage />, { url: '/user/profile' });

  expect(await screen.findByRole('alert')).toHaveTextContent('We could not load your profile');
  await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));

  expect(await screen.findByRole('heading', { level: 1, name: 'Hello, Aisyah' })).toBeInTheDocument();
  expect(get).toHaveBeenCalledTimes(2);
});

test('offline: the error says so', async () => {
  get.mockRejectedValue(networkError());
  renderPage(<ProfilePage />, { url: '/user/profile' });
  expect(await screen.findByRole('alert')).toHaveTextContent('We could not reach Teduh');
});

test('with a profile from sign-in, it shows at once and a failed refresh keeps it', async () => {
  useSessionStore.getState().setAuthenticated(memberProfile);
  get.mockRejectedValue(apiError(500, {}));
  renderPage(<ProfilePage />, { url: '/user/profile' });

  expect(screen.getByRole('heading', { level: 1, name: 'Hello, Aisyah' })).toBeInTheDocument();
  await waitFor(() => expect(get).toHaveBeenCalled());
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('logs out: ends the session on the API, clears the store and goes home', async () => {
  answerMe();
  post.mockResolvedValue({ data: { data: {} } });
  renderPage(<ProfilePage />, { url: '/ms/user/profile', locale: 'ms' });
  await userEvent.setup().click(await screen.findByRole('button', { name: 'Log keluar' }));

  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/ms$/));
  expect(post).toHaveBeenCalledWith('auth/api/v1/jwt/logout/', {});
  expect(useSessionStore.getState()).toMatchObject({ status: 'anonymous', profile: null });
});

test('a failed logout keeps the member signed in and says so', async () => {
  answerMe();
  post.mockRejectedValue(apiError(500, {}));
  renderPage(<ProfilePage />, { url: '/user/profile' });
  await userEvent.setup().click(await screen.findByRole('button', { name: 'Sign out' }));

  await waitFor(() =>
    expect(useToastStore.getState().toasts[0]).toMatchObject({
      kind: 'error',
      text: 'We could not sign you out. Please try again.',
    }),
  );
  expect(useSessionStore.getState().status).toBe('authenticated');
  expect(screen.getByTestId('location')).toHaveTextContent('/user/profile');
});

test('copies the referral code', async () => {
  answerMe();
  renderPage(<ProfilePage />, { url: '/user/profile' });
  const user = userEvent.setup();
  const writeText = jest.spyOn(navigator.clipboard, 'writeText');
  await user.click(await screen.findByRole('button', { name: 'Copy code' }));

  expect(writeText).toHaveBeenCalledWith('EWR8EC3V');
  expect(await screen.findByRole('button', { name: 'Copied' })).toBeInTheDocument();
  expect(useToastStore.getState().toasts[0]?.text).toBe('Referral code copied');
});

test('the referral history opens on demand: each friend with their status, and the rewards', async () => {
  get.mockImplementation(async (url: string) => {
    if (url === 'referral/api/v1/history/') {
      return {
        data: {
          data: [
            {
              registered_on: '2025-03-01',
              status: 'qualified',
              cooling_off_ends_on: '2025-03-20',
              reward: '10.00',
              reward_available: true,
            },
            {
              registered_on: '2025-03-10',
              status: 'cooling_off',
              cooling_off_ends_on: '2025-04-05',
              reward: '0.00',
              reward_available: false,
            },
          ],
        },
      };
    }
    return { data: { data: memberProfile } };
  });
  renderPage(<ProfilePage />, { url: '/user/profile' });
  const toggle = await screen.findByRole('button', { name: 'Show my referrals' });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect(get).not.toHaveBeenCalledWith('referral/api/v1/history/', expect.anything());

  await userEvent.setup().click(toggle);
  const list = await screen.findByRole('list', { name: 'Your referrals' });
  expect(list).toHaveTextContent('Signed up 1 March 2025');
  expect(list).toHaveTextContent('Qualified · RM10.00');
  expect(list).toHaveTextContent('In the cooling-off period until 5 April 2025');
  expect(screen.getByText('Rewards earned: RM10.00')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Hide my referrals' })).toHaveAttribute('aria-expanded', 'true');
});

test('the referral history says when nobody used the code, and offers to try again after a failure', async () => {
  let failOnce = true;
  get.mockImplementation(async (url: string) => {
    if (url === 'referral/api/v1/history/') {
      if (failOnce) {
        failOnce = false;
        throw networkError();
      }
      return { data: { data: [] } };
    }
    return { data: { data: memberProfile } };
  });
  renderPage(<ProfilePage />, { url: '/user/profile' });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Show my referrals' }));
  expect(await screen.findByText('We could not load your referrals.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText('No one has signed up with your code yet.')).toBeInTheDocument();
});

test('a member signed in after another in the same tab never sees the earlier profile', async () => {
  answerMe();
  const first = renderPage(<ProfilePage />, { url: '/user/profile' });
  expect(await screen.findByRole('heading', { level: 1, name: 'Hello, Aisyah' })).toBeInTheDocument();
  first.unmount();

  const next = {
    ...memberProfile,
    uuid: '0b9f8e7d-0000-4000-8000-000000000042',
    first_name: 'Hafiz',
  } as Profile;
  useSessionStore.getState().setAuthenticated(next);
  answerMe(next);
  renderPage(<ProfilePage />, { url: '/user/profile' });
  expect(screen.getByRole('heading', { level: 1, name: 'Hello, Hafiz' })).toBeInTheDocument();
  await waitFor(() => expect(get).toHaveBeenCalledTimes(2));
  expect(screen.getByRole('heading', { level: 1, name: 'Hello, Hafiz' })).toBeInTheDocument();
  expect(useSessionStore.getState().profile?.uuid).toBe(next.uuid);
});
