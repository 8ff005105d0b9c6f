import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { brand, useModalStore, useSessionStore } from '@teduh/shared';
import { installApiMocks } from '@teduh/shared/testing';
import type { Verification, VerificationStatus } from '../../lib/verification';
import { apiError, networkError } from '@teduh/shared/testing';
import {
  answer,
  declarationFixture,
  memberProfile,
  submissionFixture,
  verificationFixture,
} from '../../testing/fixtures';
import { renderPage, resetStores } from '../../testing/render';
import { StatusPage } from './status-page';
import { POLL_INTERVAL_MS } from './use-verification';

let get: jest.Mock;
let post: jest.Mock;

/** The status call answers `verification`; image calls answer a blob. */
function answerStatus(verification: Verification) {
  get.mockImplementation((url: string) => {
    if (url === 'ekyc/api/v1/') return Promise.resolve(answer(verification));
    if (url.includes('/images/')) return Promise.resolve({ data: new Blob(['x'], { type: 'image/jpeg' }) });
    return Promise.reject(networkError());
  });
}

function statusCalls() {
  return get.mock.calls.filter(([url]) => url === 'ekyc/api/v1/').length;
}

beforeEach(() => {
  resetStores();
  useSessionStore.getState().setAuthenticated(memberProfile);
  get = jest.fn();
  post = jest.fn();
  installApiMocks({ get, post });
  let urls = 0;
  URL.createObjectURL = jest.fn(() => `blob:stored-${(urls += 1)}`);
  URL.revokeObjectURL = jest.fn();
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

async function openPage(verification: Verification, options: { locale?: 'en' | 'ms' } = {}) {
  answerStatus(verification);
  const url = options.locale === 'ms' ? '/ms/ekyc/v2' : '/ekyc/v2';
  const view = renderPage(<StatusPage />, { url, ...options });
  await screen.findByTestId('ekyc-status');
  return view;
}

const template = () => screen.getByTestId('ekyc-status').getAttribute('data-template');

test('accepted: verified, with the way to a quote', async () => {
  await openPage(verificationFixture('accepted', { declaration: declarationFixture }));
  expect(template()).toBe('accepted');
  expect(screen.getByRole('status')).toHaveTextContent('Your identity is verified');
  expect(screen.getByRole('link', { name: 'Get a quote' })).toHaveAttribute(
    'href',
    '/pusara-pro/create-quotation',
  );
  expect(useSessionStore.getState().profile?.ekyc_status).toBe('accepted');
});

test('accepted: the signed-in profile gets the verified NRIC, so the quotation can price from it', async () => {
  useSessionStore
    .getState()
    .setAuthenticated({ ...memberProfile, ekyc_status: 'pending', id_ref: null, dob: null, gender: null });
  await openPage(verificationFixture('accepted', { declaration: declarationFixture }));
  expect(useSessionStore.getState().profile).toMatchObject({
    ekyc_status: 'accepted',
    id_ref: '900512-14-5678',
    dob: '1990-05-12',
    gender: 'female',
  });
});

test('pending: under verification, and the declaration is asked for when missing', async () => {
  await openPage(verificationFixture('pending'));
  expect(template()).toBe('pending');
  expect(screen.getByRole('status')).toHaveTextContent('Under verification');
  expect(screen.getByRole('link', { name: 'Complete your declaration' })).toHaveAttribute(
    'href',
    '/ekyc/address-declaration',
  );
});

test.each<VerificationStatus>(['processing', 'undetermined', 'suspicious'])(
  '%s shows the member that the verification is under review, never the word suspicious',
  async (status) => {
    await openPage(verificationFixture(status, { declaration: declarationFixture }));
    expect(template()).toBe('processing');
    expect(screen.getByRole('status')).toHaveTextContent('Your verification is under review');
    expect(document.body).not.toHaveTextContent(/suspicious|undetermined/i);
  },
);

test('rejected: contact support on weekdays 9am-5pm, by enquiry or e-mail', async () => {
  const user = userEvent.setup();
  await openPage(
    verificationFixture('rejected', {
      submission: submissionFixture({ status: 'rejected', reason: 'The card appears to have been altered.' }),
    }),
  );
  const status = screen.getByRole('status');
  expect(status).toHaveTextContent('We could not verify your identity');
  expect(status).toHaveTextContent('on weekdays from 9am to 5pm');
  expect(status).toHaveTextContent('The card appears to have been altered.');
  expect(screen.getByRole('link', { name: `E-mail ${brand.supportEmail}` })).toHaveAttribute(
    'href',
    `mailto:${brand.supportEmail}`,
  );
  await user.click(screen.getByRole('button', { name: 'Send us an enquiry' }));
  expect(useModalStore.getState().openKey).toBe('enquiry');
  expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
});

test('rejected-can-retry: the reason and a fresh start', async () => {
  const user = userEvent.setup();
  await openPage(
    verificationFixture('rejected-can-retry', {
      submission: submissionFixture({
        status: 'rejected-can-retry',
        can_retry: true,
        reason: 'We could not read your card. Please take the photos again in better light.',
      }),
    }),
  );
  expect(screen.getByRole('status')).toHaveTextContent('We could not read your card.');
  post.mockResolvedValue(answer(verificationFixture('unverified')));
  await user.click(screen.getByRole('button', { name: 'Try again' }));

  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/ekyc/photo-verification'));
  expect(post).toHaveBeenCalledWith('ekyc/api/v1/reset/', {});
  expect(useSessionStore.getState().profile?.ekyc_status).toBe('unverified');
});

test('a reset the API refuses says so', async () => {
  const user = userEvent.setup();
  await openPage(verificationFixture('rejected-can-retry'));
  post.mockRejectedValue(apiError(409, { errors: { code: 'conflict', detail: 'Not allowed' } }));
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText(/can no longer be restarted/)).toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent('/ekyc/v2');
});

test('submitted without a declaration leads to it; with one it is complete', async () => {
  const view = await openPage(verificationFixture('submitted'));
  expect(template()).toBe('submitted');
  expect(screen.getByRole('link', { name: 'Complete your declaration' })).toHaveAttribute(
    'href',
    '/ekyc/address-declaration',
  );
  view.unmount();

  await openPage(verificationFixture('submitted', { declaration: declarationFixture }));
  expect(template()).toBe('submitted-with-declaration');
  expect(screen.getByRole('status')).toHaveTextContent('We have everything we need');
  expect(screen.queryByRole('link', { name: 'Complete your declaration' })).not.toBeInTheDocument();
});

test('unverified: the way to start', async () => {
  await openPage(verificationFixture('unverified'));
  expect(screen.getByRole('link', { name: 'Start verification' })).toHaveAttribute(
    'href',
    '/ekyc/begin-verification',
  );
  expect(screen.queryByRole('heading', { name: 'What we store' })).not.toBeInTheDocument();
});

test('what we store: the images fetched with the session, the declaration and the retention', async () => {
  await openPage(verificationFixture('accepted', { declaration: declarationFixture }));
  expect(screen.getByRole('heading', { level: 2, name: 'What we store' })).toBeInTheDocument();
  expect(await screen.findByRole('img', { name: 'The front of your MyKad' })).toHaveAttribute(
    'src',
    expect.stringMatching(/^blob:stored-/),
  );
  expect(screen.getByRole('img', { name: 'The back of your MyKad' })).toBeInTheDocument();
  expect(screen.getByRole('img', { name: 'Your selfie' })).toBeInTheDocument();
  expect(get).toHaveBeenCalledWith(
    '/ekyc/api/v1/5b0c2f4e-7a1d-4c3b-9e8f-1a2b3c4d5e6f/images/front_ic/',
    expect.objectContaining({ responseType: 'blob' }),
  );
  expect(
    screen.getByText(/We keep your photos until 18 November 2032 \(2190 days in all\)/),
  ).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Home address' })).toHaveTextContent('Shah Alam');
  expect(screen.getByRole('region', { name: 'Contact' })).toHaveTextContent('012-345 6789');
});

test('in Malay', async () => {
  await openPage(verificationFixture('accepted'), { locale: 'ms' });
  expect(screen.getByRole('status')).toHaveTextContent('Identiti anda telah disahkan');
  expect(screen.getByRole('link', { name: 'Dapatkan sebut harga' })).toHaveAttribute(
    'href',
    '/ms/pusara-pro/create-quotation',
  );
  expect(screen.getByText(/Kami menyimpan gambar anda sehingga 18 November 2032/)).toBeInTheDocument();
});

describe('polling', () => {
  test('reads the status again every few seconds while pending, and stops once decided', async () => {
    jest.useFakeTimers();
    await openPage(verificationFixture('pending'));
    expect(statusCalls()).toBe(1);

    await act(async () => jest.advanceTimersByTimeAsync(POLL_INTERVAL_MS));
    expect(statusCalls()).toBe(2);

    answerStatus(verificationFixture('accepted', { declaration: declarationFixture }));
    await act(async () => jest.advanceTimersByTimeAsync(POLL_INTERVAL_MS));
    expect(statusCalls()).toBe(3);
    expect(screen.getByRole('status')).toHaveTextContent('Your identity is verified');

    await act(async () => jest.advanceTimersByTimeAsync(POLL_INTERVAL_MS * 3));
    expect(statusCalls()).toBe(3);
  });

  test('pauses while the tab is hidden and reads at once when it is shown again', async () => {
    jest.useFakeTimers();
    let visibility: DocumentVisibilityState = 'visible';
    jest.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
    await openPage(verificationFixture('processing'));

    visibility = 'hidden';
    await act(async () => jest.advanceTimersByTimeAsync(POLL_INTERVAL_MS * 4));
    expect(statusCalls()).toBe(1);

    visibility = 'visible';
    await act(async () => {
      document.dispatchEvent(new Event('visibilitychange'));
      await jest.advanceTimersByTimeAsync(0);
    });
    expect(statusCalls()).toBe(2);
  });

  test('a failed poll keeps the status shown, says so, and keeps trying', async () => {
    jest.useFakeTimers();
    await openPage(verificationFixture('pending'));
    expect(screen.getByText('This page checks for updates every few seconds.')).toBeInTheDocument();

    get.mockRejectedValueOnce(networkError());
    await act(async () => jest.advanceTimersByTimeAsync(POLL_INTERVAL_MS));
    expect(statusCalls()).toBe(2);
    expect(template()).toBe('pending');
    expect(
      screen.getByText('We could not check for updates just now; we will keep trying.'),
    ).toBeInTheDocument();

    await act(async () => jest.advanceTimersByTimeAsync(POLL_INTERVAL_MS));
    expect(statusCalls()).toBe(3);
    expect(screen.getByText('This page checks for updates every few seconds.')).toBeInTheDocument();
  });

  test('stops when the page is left', async () => {
    jest.useFakeTimers();
    const view = await openPage(verificationFixture('pending'));
    view.unmount();
    await act(async () => jest.advanceTimersByTimeAsync(POLL_INTERVAL_MS * 3));
    expect(statusCalls()).toBe(1);
  });

  test('does not poll a settled status', async () => {
    jest.useFakeTimers();
    await openPage(verificationFixture('rejected'));
    await act(async () => jest.advanceTimersByTimeAsync(POLL_INTERVAL_MS * 3));
    expect(statusCalls()).toBe(1);
  });
});

test('a failed first load offers to try again', async () => {
  const user = userEvent.setup();
  get.mockRejectedValueOnce(networkError());
  renderPage(<StatusPage />, { url: '/ekyc/v2' });
  expect(await screen.findByRole('alert')).toHaveTextContent('We could not load your verification');

  answerStatus(verificationFixture('accepted'));
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByTestId('ekyc-status')).toHaveAttribute('data-template', 'accepted');
});
