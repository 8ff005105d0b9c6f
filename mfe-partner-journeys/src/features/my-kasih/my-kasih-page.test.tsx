import { screen, within } from '@testing-library/react';
import { renderPage } from '../../testing/render';
import { MyKasihPage } from './my-kasih-page';

test('presents the sponsored cover, how to claim it, and the employer variant', () => {
  renderPage(<MyKasihPage />, { url: '/my-kasih' });

  expect(
    screen.getByRole('heading', { level: 1, name: 'Family takaful, sponsored for you' }),
  ).toBeInTheDocument();
  const benefits = screen.getByRole('region', { name: 'What you get' });
  expect(benefits).toHaveTextContent('RM50,000 of cover');
  expect(benefits).toHaveTextContent('RM5,000 funeral benefit');
  expect(benefits).toHaveTextContent('Free annual subscription');

  const steps = within(
    screen.getByRole('region', { name: 'How to claim your sponsored cover' }),
  ).getAllByRole('listitem');
  expect(steps.map((step) => step.querySelector('h3')?.textContent)).toEqual([
    'Sign in or register',
    'Verify your identity',
    'Accept your cover',
  ]);

  const employer = screen.getByRole('region', { name: 'Cover from your employer' });
  expect(employer).toHaveTextContent('RM100,000 of cover');
  expect(employer).toHaveTextContent('RM10,000 funeral benefit');

  expect(screen.getByRole('link', { name: 'Register to claim your cover' })).toHaveAttribute(
    'href',
    `/user/register?next=${encodeURIComponent('/pusara-pro/mykasih/mykasih/eligibility-criteria')}`,
  );
  // The eligibility check asks a visitor to sign in first.
  expect(screen.getByRole('link', { name: 'Check my eligibility' })).toHaveAttribute(
    'href',
    '/pusara-pro/mykasih/mykasih/eligibility-criteria',
  );
});

test('reads in Malay and keeps the locale on its links', () => {
  renderPage(<MyKasihPage />, { url: '/ms/my-kasih', locale: 'ms' });

  expect(
    screen.getByRole('heading', { level: 1, name: 'Takaful keluarga, ditaja untuk anda' }),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Daftar untuk menuntut perlindungan anda' })).toHaveAttribute(
    'href',
    `/ms/user/register?next=${encodeURIComponent('/pusara-pro/mykasih/mykasih/eligibility-criteria')}`,
  );
  expect(screen.getByRole('link', { name: 'Semak kelayakan saya' })).toHaveAttribute(
    'href',
    '/ms/pusara-pro/mykasih/mykasih/eligibility-criteria',
  );
});
