import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useModalStore } from '@teduh/shared';
import { renderPage, resetStores } from '../../testing/render';
import { ContactUsPage } from './contact-us-page';

beforeEach(() => resetStores());

test('contact us: the support address, hours and the enquiry form', async () => {
  renderPage(<ContactUsPage />, { url: '/contact-us', path: '/contact-us' });

  expect(screen.getByRole('heading', { level: 1, name: 'Contact us' })).toBeInTheDocument();
  expect(screen.getAllByRole('link', { name: 'support@teduh.my' })[0]).toHaveAttribute(
    'href',
    'mailto:support@teduh.my',
  );
  expect(screen.getByText('Monday to Friday, 9am to 5pm.')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Send us an enquiry' }));
  expect(useModalStore.getState().openKey).toBe('enquiry');
  expect(document.title).toBe('Contact us | Teduh');
});
