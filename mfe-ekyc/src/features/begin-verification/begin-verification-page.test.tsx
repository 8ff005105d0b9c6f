import { profileFixture } from '@teduh/shared/testing';
import { screen } from '@testing-library/react';
import { useSessionStore } from '@teduh/shared';
import { renderPage, resetStores } from '../../testing/render';
import { BeginVerificationPage } from './begin-verification-page';

const profile = profileFixture({ id_ref: null, dob: null, gender: null, referral_code: null });

beforeEach(() => resetStores());

test('explains verification and starts it with the photo step', () => {
  useSessionStore.getState().setAuthenticated(profile);
  renderPage(<BeginVerificationPage />, { url: '/ekyc/begin-verification' });

  expect(screen.getByRole('heading', { level: 1, name: 'Verify your identity' })).toBeInTheDocument();
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
});

test('in Malay, the start link keeps the locale prefix', () => {
  renderPage(<BeginVerificationPage />, { url: '/ms/ekyc/begin-verification', locale: 'ms' });

  expect(screen.getByRole('heading', { level: 1, name: 'Sahkan identiti anda' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Mula pengesahan' })).toHaveAttribute(
    'href',
    '/ms/ekyc/photo-verification',
  );
});

test('a submitted verification shows its review status instead of starting again', () => {
  useSessionStore.getState().setAuthenticated({ ...profile, ekyc_status: 'submitted' });
  renderPage(<BeginVerificationPage />, { url: '/ekyc/begin-verification' });

  expect(screen.getByRole('status')).toHaveTextContent('Your verification is under review');
  expect(screen.queryByRole('link', { name: 'Start verification' })).not.toBeInTheDocument();
});

test('an accepted verification leads to the calculator', () => {
  useSessionStore.getState().setAuthenticated({ ...profile, ekyc_status: 'accepted' });
  renderPage(<BeginVerificationPage />, { url: '/ekyc/begin-verification' });

  expect(screen.getByRole('status')).toHaveTextContent('Your identity is verified');
  expect(screen.getByRole('link', { name: 'Calculate coverage' })).toHaveAttribute(
    'href',
    '/pusara-pro/quick-quote',
  );
});
