import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '../../testing/render';
import { PrivacyModal } from './privacy-modal';
import { TermsModal } from './terms-modal';

test('the terms summary links to the full documents in the current language and closes', async () => {
  const onClose = jest.fn();
  renderPage(<TermsModal onClose={onClose} />, { locale: 'ms', url: '/ms', path: '/ms' });

  const dialog = await screen.findByRole('dialog', { name: 'Ringkasan terma' });
  expect(dialog).toHaveTextContent(/fi wakalah/i);
  expect(screen.getByRole('link', { name: 'Helaian pendedahan produk (PDF)' })).toHaveAttribute(
    'href',
    '/pds/pusara-pro-pds-ms.pdf',
  );
  await userEvent.click(screen.getByRole('button', { name: 'Tutup' }));
  expect(onClose).toHaveBeenCalled();
});

test('the privacy summary names the support address and the full policy', async () => {
  renderPage(<PrivacyModal onClose={jest.fn()} />);

  expect(await screen.findByRole('dialog', { name: 'Privacy in brief' })).toHaveTextContent(
    'support@teduh.my',
  );
  expect(screen.getByRole('link', { name: 'Read the full privacy policy (PDF)' })).toHaveAttribute(
    'href',
    '/privacy-policy/privacy_policy_en.pdf',
  );
});
