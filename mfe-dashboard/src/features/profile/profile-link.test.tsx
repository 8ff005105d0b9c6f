import { screen } from '@testing-library/react';
import { installApiMocks } from '@teduh/shared/testing';
import { memberProfile } from '../../testing/profile-fixture';
import { renderPage, resetStores } from '../../testing/render';
import { ProfilePage } from './profile-page';

beforeEach(() => {
  resetStores();
  installApiMocks({ get: jest.fn().mockResolvedValue({ data: { data: memberProfile } }) });
});

afterEach(() => {
  jest.restoreAllMocks();
});

test('the profile overview leads to the member’s certificates', async () => {
  renderPage(<ProfilePage />, { url: '/dashboard/profile' });

  const card = await screen.findByRole('region', { name: 'My certificates' });
  expect(card).toHaveTextContent('Your certificates, benefits, contributions and documents');
  expect(screen.getByRole('link', { name: 'View my certificates' })).toHaveAttribute(
    'href',
    '/dashboard/policies',
  );
});

test('in Malay too', async () => {
  renderPage(<ProfilePage />, { url: '/ms/dashboard/profile', locale: 'ms' });

  expect(await screen.findByRole('region', { name: 'Sijil saya' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Lihat sijil saya' })).toHaveAttribute(
    'href',
    '/ms/dashboard/policies',
  );
});
