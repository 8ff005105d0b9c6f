import { screen, waitFor, within } from '@testing-library/react';
import { useAppStore } from '@teduh/shared';
import { installApiMocks } from '@teduh/shared/testing';
import { ageNextBirthday } from '@teduh/shared/identity';
import { renderPage, resetStores } from '../../testing/render';
import { HomePage } from './home-page';

// The network edge: the fake API answers behind the real client (its interceptors and error catalogue).
const post = jest.fn();

beforeEach(() => {
  resetStores();
  post.mockReset();
  installApiMocks({ post });
});

function heroPrice() {
  const hero = screen.getByRole('region', { name: 'Protect your family, online in minutes' });
  return within(hero).getByText(/a month/);
}

test('the hero shows the representative price from the rate API', async () => {
  post.mockResolvedValue({
    data: { data: [{ monthly_gross_premium: '4.13', yearly_gross_premium: '45.43' }] },
  });
  renderPage(<HomePage />);

  expect(await screen.findByText('RM4.13')).toBeInTheDocument();
  expect(heroPrice()).toHaveTextContent('Family takaful from RM4.13 a month');

  expect(post).toHaveBeenCalledTimes(1);
  const [path, body] = post.mock.calls[0] as [
    string,
    { dob: string; gender: string; coverage_amount: string },
  ];
  expect(path).toBe('products/api/v1/2/rate/');
  expect(body).toMatchObject({ gender: 'f', coverage_amount: '50000.00' });
  expect(ageNextBirthday(body.dob, new Date())).toBe(20);
});

test('without the API the hero keeps its copy and shows no figure', async () => {
  post.mockRejectedValue(Object.assign(new Error('Network Error'), { isAxiosError: true }));
  renderPage(<HomePage />);

  await waitFor(() => expect(post).toHaveBeenCalled());
  expect(heroPrice()).toHaveTextContent('Affordable cover from a few ringgit a month');
  expect(screen.queryByText(/RM\d+\.\d{2}/)).not.toBeInTheDocument();
});

test('the calls to action lead to the calculator and the steps, in the page language', async () => {
  post.mockReturnValue(new Promise(() => undefined));
  renderPage(<HomePage />, { url: '/ms', path: '/ms', locale: 'ms' });

  expect(screen.getByRole('link', { name: 'Kira perlindungan' })).toHaveAttribute(
    'href',
    '/ms/pusara-pro/quick-quote',
  );
  expect(screen.getByRole('link', { name: 'Cara ia berfungsi' })).toHaveAttribute('href', '/ms#how-it-works');
  expect(screen.getByRole('heading', { level: 2, name: 'Cara ia berfungsi' })).toBeInTheDocument();
});

test('the four FAQ answers and the sales-closed notice', async () => {
  post.mockReturnValue(new Promise(() => undefined));
  useAppStore.getState().setFlags({ salesClosed: true });
  renderPage(<HomePage />);

  expect(screen.getByText('Who can apply?')).toBeInTheDocument();
  expect(screen.getByText(/Malaysian citizens aged 16 to 50/)).toBeInTheDocument();
  expect(screen.getByText('Can I cancel?')).toBeInTheDocument();
  expect(screen.getByText('New certificates are no longer sold')).toBeInTheDocument();
  // The buy button becomes the way to the notice.
  expect(screen.queryByRole('link', { name: 'Calculate coverage' })).not.toBeInTheDocument();
  for (const link of screen.getAllByRole('link', { name: 'Read the notice' })) {
    expect(link).toHaveAttribute('href', '/records/0b6e1f0c-5d3a-4c52-9a57-1c0a2e9f3d01');
  }
});
