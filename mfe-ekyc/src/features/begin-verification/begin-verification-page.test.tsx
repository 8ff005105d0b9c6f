import { screen, waitFor } from '@testing-library/react';
import { useSessionStore } from '@teduh/shared';
import type { VerificationStatus } from '../../lib/verification';
import { networkError, installApiMocks } from '@teduh/shared/testing';
import { answer, memberProfile, verificationFixture } from '../../testing/fixtures';
import { renderPage, resetStores } from '../../testing/render';
import { BeginVerificationPage } from './begin-verification-page';

let get: jest.Mock;

beforeEach(() => {
  resetStores();
  get = jest.fn();
  installApiMocks({ get });
});

afterEach(() => jest.restoreAllMocks());

function signIn(status: VerificationStatus) {
  useSessionStore.getState().setAuthenticated({ ...memberProfile, ekyc_status: status as never });
}

test('explains verification and starts it with the photo step', async () => {
  signIn('unverified');
  get.mockResolvedValue(answer(verificationFixture('unverified')));
  renderPage(<BeginVerificationPage />, { url: '/ekyc/begin-verification' });

  const title = screen.getByRole('heading', { level: 1, name: 'Verify your identity' });
  expect(title).toHaveFocus();
  expect(screen.getByText(/before you can get a quote or pay a contribution/)).toBeInTheDocument();
  const needs = screen.getByRole('region', { name: 'What you need' });
  expect(needs).toHaveTextContent('front');
  expect(needs).toHaveTextContent('back of the same MyKad');
  expect(needs).toHaveTextContent('selfie');
  expect(screen.getByRole('region', { name: 'Your privacy' })).toHaveTextContent(
    'only you and our verification staff can see them',
  );
  expect(screen.getByRole('link', { name: 'Start verification' })).toHaveAttribute(
    'href',
    '/ekyc/photo-verification',
  );
  await waitFor(() => expect(get).toHaveBeenCalledWith('ekyc/api/v1/', expect.anything()));
  expect(screen.getByTestId('location')).toHaveTextContent('/ekyc/begin-verification');
});

test('in Malay, the start link keeps the locale prefix', () => {
  signIn('unverified');
  // The eKYC service has not answered yet (an answer after the test would update a page no one looks at).
  get.mockReturnValue(new Promise(() => undefined));
  renderPage(<BeginVerificationPage />, { url: '/ms/ekyc/begin-verification', locale: 'ms' });

  expect(screen.getByRole('heading', { level: 1, name: 'Sahkan identiti anda' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Mulakan pengesahan' })).toHaveAttribute(
    'href',
    '/ms/ekyc/photo-verification',
  );
});

test.each<VerificationStatus>([
  'submitted',
  'rejected',
  'rejected-can-retry',
  'accepted',
  'undetermined',
  'suspicious',
])('a member whose profile status is %s is sent to the status page at once', async (status) => {
  signIn(status);
  // Even when the eKYC service does not answer: the profile's status decides.
  get.mockRejectedValue(networkError());
  renderPage(<BeginVerificationPage />, { url: '/ekyc/begin-verification' });

  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/ekyc\/v2$/));
  expect(screen.queryByRole('link', { name: 'Start verification' })).not.toBeInTheDocument();
});

test('in Malay the redirect keeps the prefix', async () => {
  signIn('accepted');
  get.mockResolvedValue(answer(verificationFixture('accepted')));
  renderPage(<BeginVerificationPage />, { url: '/ms/ekyc/begin-verification', locale: 'ms' });

  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/ms\/ekyc\/v2$/));
});

test('the eKYC service has the last word over a stale profile', async () => {
  signIn('unverified');
  get.mockResolvedValue(answer(verificationFixture('submitted')));
  renderPage(<BeginVerificationPage />, { url: '/ekyc/begin-verification' });

  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/ekyc/v2'));
  expect(useSessionStore.getState().profile?.ekyc_status).toBe('submitted');
});

test.each<VerificationStatus>(['pending', 'processing'])(
  'a %s verification says it is under verification, with no new start',
  async (status) => {
    signIn(status);
    get.mockResolvedValue(answer(verificationFixture(status)));
    renderPage(<BeginVerificationPage />, { url: '/ekyc/begin-verification' });

    expect(screen.getByRole('status')).toHaveTextContent('Your verification is under way');
    expect(screen.queryByRole('link', { name: 'Start verification' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See your verification status' })).toHaveAttribute(
      'href',
      '/ekyc/v2',
    );
    await waitFor(() => expect(get).toHaveBeenCalled());
    expect(screen.getByTestId('location')).toHaveTextContent('/ekyc/begin-verification');
  },
);
