import { screen, within } from '@testing-library/react';
import { renderPage, resetStores } from '../../testing/render';
import { OtherProductsPage } from './other-products-page';

beforeEach(() => resetStores());

test("the partner plans with the spec's facts, and where each leads", () => {
  renderPage(<OtherProductsPage />, { url: '/other-products', path: '/other-products' });
  expect(screen.getByRole('heading', { level: 1, name: 'Other products' })).toBeInTheDocument();
  const names = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
  expect(names).toEqual([
    'Partner life plan',
    'Partner medical plan',
    'Personal accident plan',
    'Motor insurance',
    'Our own family takaful',
  ]);
  const medical = screen.getByRole('heading', { name: 'Partner medical plan' }).closest('li')!;
  expect(medical).toHaveTextContent('Annual limit up to RM500,000');
  expect(medical).toHaveTextContent('Plan options up to age 80');
  expect(medical).toHaveTextContent('Deductible of RM1,000 per admission');
  expect(
    within(medical).getByRole('link', { name: 'Ask us about this plan (Partner medical plan)' }),
  ).toHaveAttribute('href', '/contact-us');
  const life = screen.getByRole('heading', { name: 'Partner life plan' }).closest('li')!;
  expect(life).toHaveTextContent('Coverage term up to age 70');
  expect(screen.getByRole('link', { name: 'Try the motor demo' })).toHaveAttribute(
    'href',
    '/demo-ecics-motor-sales-journey/product-details',
  );
  expect(document.title).toBe('Other products | Teduh');
});

test('in Malay, with links in Malay', () => {
  renderPage(<OtherProductsPage />, { url: '/ms/other-products', path: '/ms/other-products', locale: 'ms' });
  expect(screen.getByRole('heading', { level: 1, name: 'Produk lain' })).toBeInTheDocument();
  expect(screen.getByText('Deduktibel RM1,000 bagi setiap kemasukan')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Cuba demo motor' })).toHaveAttribute(
    'href',
    '/ms/demo-ecics-motor-sales-journey/product-details',
  );
});
