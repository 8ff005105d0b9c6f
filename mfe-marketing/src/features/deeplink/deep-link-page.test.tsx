import { screen, waitFor } from '@testing-library/react';
import { renderPage, resetStores } from '../../testing/render';
import { DeepLinkPage } from './deep-link-page';

beforeEach(() => resetStores());

test('a deep link to a known page goes to that page of the site, in the reader’s language', async () => {
  renderPage(<DeepLinkPage />, {
    url: '/ms/deeplink/pusara-pro/quick-quote',
    path: '/ms/deeplink/*',
    locale: 'ms',
  });
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/ms/pusara-pro/quick-quote'));
});

test('a deep link to anything else is the 404 page and goes nowhere', () => {
  renderPage(<DeepLinkPage />, { url: '/deeplink/evil.example.com', path: '/deeplink/*' });
  expect(screen.getByRole('heading', { level: 1, name: 'This page could not be found' })).toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent('/deeplink/evil.example.com');
});
