import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage, resetStores } from '../../testing/render';
import { apiError, mockCmsApi } from '../../testing/cms-api';
import { AppProductDetailsPage } from './app-product-details-page';

const flagship = {
  id: 2,
  slug: 'pusara-pro',
  name: 'Pusara Pro',
  summary: 'Term life family takaful.',
  operator: { name: 'Teduh' },
};

function api() {
  return mockCmsApi({
    'products/api/v1/': () => [flagship],
    'products/api/v1/2/': () => ({
      ...flagship,
      pricing: {
        sum_covered_min: '50000.00',
        sum_covered_max: '500000.00',
        entry_age_min: 16,
        entry_age_max: 50,
        wakalah_fee_percent: '20.00',
      },
    }),
  });
}

beforeEach(() => {
  resetStores();
  jest.restoreAllMocks();
});

test("the flagship plan's facts from the products API and its benefits", async () => {
  api();
  renderPage(<AppProductDetailsPage />, {
    url: '/app/product-details/pusara-pro',
    path: '/app/product-details/:slug',
  });
  expect(await screen.findByRole('heading', { level: 1, name: 'Pusara Pro' })).toBeInTheDocument();
  expect(screen.getByText('RM50,000 to RM500,000')).toBeInTheDocument();
  expect(screen.getByText('16 to 50')).toBeInTheDocument();
  expect(screen.getByText('20% of each contribution')).toBeInTheDocument();
  expect(
    screen.getByText('An extra 10% compassionate benefit within 24 hours of the death certificate.'),
  ).toBeInTheDocument();
  // A webview page has no navigation of its own: no link back to the site.
  expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
});

test('an unknown slug is the 404 page; a failed load offers to try again', async () => {
  const get = api();
  const { unmount } = renderPage(<AppProductDetailsPage />, {
    url: '/app/product-details/no-such-plan',
    path: '/app/product-details/:slug',
  });
  expect(
    await screen.findByRole('heading', { level: 1, name: 'This page could not be found' }),
  ).toBeInTheDocument();
  unmount();

  get.mockRejectedValueOnce(apiError(500));
  renderPage(<AppProductDetailsPage />, {
    url: '/app/product-details/pusara-pro',
    path: '/app/product-details/:slug',
  });
  expect(
    await screen.findByRole('heading', { level: 1, name: 'This page could not be loaded' }),
  ).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Pusara Pro' })).toBeInTheDocument();
});
