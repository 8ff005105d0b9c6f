import { screen, within } from '@testing-library/react';
import { renderPage } from '../../testing/render';
import { MotorProductPage } from './motor-product-page';

test('is labelled as a demonstration and compares the two covers', () => {
  renderPage(<MotorProductPage />, { url: '/demo-ecics-motor-sales-journey/product-details' });

  expect(screen.getByText('This is a demonstration journey')).toBeInTheDocument();
  expect(screen.getByText(/No policy is issued and nothing is charged/)).toBeInTheDocument();

  const table = screen.getByRole('table', { name: 'What each kind of cover protects' });
  const theft = within(table).getByRole('row', { name: /Theft of your car/ });
  const [comprehensive, thirdParty] = within(theft).getAllByRole('cell');
  expect(comprehensive).toHaveTextContent('Covered');
  expect(thirdParty).toHaveTextContent('Not covered');
  const injury = within(table).getByRole('row', { name: /Injury to or death of other people/ });
  expect(
    within(injury)
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  ).toEqual(['Covered', 'Covered']);
});

test('leads to the quotation form', () => {
  renderPage(<MotorProductPage />, { url: '/demo-ecics-motor-sales-journey/product-details' });
  const starts = screen.getAllByRole('link', { name: 'Get a demo quotation' });
  expect(starts.length).toBeGreaterThan(0);
  for (const start of starts) expect(start).toHaveAttribute('href', '/demo-ecics-motor-sales-journey/form');
});

test('reads in Malay', () => {
  renderPage(<MotorProductPage />, {
    url: '/ms/demo-ecics-motor-sales-journey/product-details',
    locale: 'ms',
  });
  expect(screen.getByText('Ini ialah demo proses pembelian')).toBeInTheDocument();
  expect(screen.getByRole('columnheader', { name: 'Pihak ketiga' })).toBeInTheDocument();
});
