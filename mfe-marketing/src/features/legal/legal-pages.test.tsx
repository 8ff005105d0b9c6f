import { screen, within } from '@testing-library/react';
import { renderPage, resetStores } from '../../testing/render';
import { PrivacyPolicyPage, privacySectionIds } from './privacy-policy-page';
import { useAppStore } from '@teduh/shared';
import { TermsPage, termsSectionIds } from './terms-page';

beforeEach(() => resetStores());

test('the privacy policy covers what the PDPA notice must say, with a table of contents', () => {
  renderPage(<PrivacyPolicyPage />, { url: '/privacy-policy', path: '/privacy-policy' });

  expect(screen.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeInTheDocument();
  const contents = screen.getByRole('navigation', { name: 'On this page' });
  expect(within(contents).getAllByRole('link')).toHaveLength(privacySectionIds.length);
  expect(within(contents).getByRole('link', { name: 'Your rights' })).toHaveAttribute('href', '#rights');

  expect(screen.getByRole('region', { name: '2. The personal data we collect' })).toHaveTextContent(
    /front and back of your MyKad, a selfie/,
  );
  expect(screen.getByRole('region', { name: '8. How long we keep it' })).toHaveTextContent(/seven years/);
  const rights = screen.getByRole('region', { name: '11. Your rights' });
  expect(rights).toHaveTextContent(/access/);
  expect(rights).toHaveTextContent(/correct/);
  expect(rights).toHaveTextContent('support@teduh.my');
  expect(screen.getByRole('link', { name: 'Privacy policy (PDF)' })).toHaveAttribute(
    'href',
    '/privacy-policy/privacy_policy_en.pdf',
  );
  expect(document.title).toBe('Privacy policy | Teduh');
});

test('the privacy policy in Malay', () => {
  renderPage(<PrivacyPolicyPage />, { url: '/ms/privacy-policy', path: '/ms/privacy-policy', locale: 'ms' });

  expect(screen.getByRole('heading', { level: 1, name: 'Dasar privasi' })).toBeInTheDocument();
  expect(screen.getByRole('region', { name: '11. Hak anda' })).toHaveTextContent(/dalam tempoh 21 hari/);
  expect(screen.getByRole('link', { name: 'Dasar privasi (PDF)' })).toHaveAttribute(
    'href',
    '/privacy-policy/privacy_policy_ms.pdf',
  );
  expect(screen.queryByText(/\{\{/)).not.toBeInTheDocument();
});

test('the terms and conditions state the plan facts and link the documents', () => {
  renderPage(<TermsPage />, { url: '/terms-and-conditions', path: '/terms-and-conditions' });

  expect(screen.getByRole('heading', { level: 1, name: 'Terms and conditions' })).toBeInTheDocument();
  // Sales are open: no end-of-sales notice.
  expect(within(screen.getByRole('navigation')).getAllByRole('link')).toHaveLength(
    termsSectionIds.length - 1,
  );
  expect(screen.queryByText(/End of new sales/)).not.toBeInTheDocument();
  expect(screen.getByRole('region', { name: '2. Who can buy Pusara Pro' })).toHaveTextContent(
    /Malaysian citizens aged 16 to 50/,
  );
  expect(screen.getByRole('region', { name: '6. Cooling-off and cancellation' })).toHaveTextContent(
    /15 days/,
  );
  expect(screen.getByRole('link', { name: 'Product disclosure sheet (PDF)' })).toHaveAttribute(
    'href',
    '/pds/pusara-pro-pds-en.pdf',
  );
});

test('the terms carry the end-of-sales notice only while sales are closed', () => {
  useAppStore.getState().setFlags({ salesClosed: true });
  renderPage(<TermsPage />, { url: '/terms-and-conditions', path: '/terms-and-conditions' });

  expect(within(screen.getByRole('navigation')).getAllByRole('link')).toHaveLength(termsSectionIds.length);
  expect(screen.getByRole('region', { name: '8. End of new sales' })).toHaveTextContent(
    /New certificate sales stopped on 1 October 2025/,
  );
});
