import { screen } from '@testing-library/react';
import { useAppStore } from '@teduh/shared';
import { renderPage, resetStores } from '../../testing/render';
import { MaintenanceNoticePage } from './maintenance-notice-page';

beforeEach(() => resetStores());

test('shows the message the API sent with its maintenance notice', () => {
  useAppStore.getState().setMaintenanceMessage('Back at 6am on Sunday 12 October.');
  renderPage(<MaintenanceNoticePage />, { url: '/maintenance-notice' });

  expect(screen.getByRole('heading', { level: 1, name: 'Scheduled maintenance' })).toBeInTheDocument();
  expect(screen.getByText('Back at 6am on Sunday 12 October.')).toBeInTheDocument();
  expect(screen.queryByText(/some services are briefly unavailable/)).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to Homepage' })).toHaveAttribute('href', '/');
});

test('without a stored message it shows the generic text, in Malay too', () => {
  renderPage(<MaintenanceNoticePage />, { url: '/ms/maintenance-notice', locale: 'ms' });

  expect(screen.getByText(/sesetengah perkhidmatan tidak tersedia buat seketika/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Kembali ke Laman Utama' })).toHaveAttribute('href', '/ms');
});
