import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore } from '@teduh/shared';
import { dobForAgeNextBirthday } from '@teduh/shared/product-rate';
import { profileFixture, installApiMocks } from '@teduh/shared/testing';
import { networkError } from '@teduh/shared/testing';
import { renderPage, resetStores } from '../../testing/render';
import { QuickQuotePage } from './quick-quote-page';

let post: jest.Mock;

function rateAnswer(monthly: string) {
  return { data: { data: [{ monthly_gross_premium: monthly, yearly_gross_premium: '99.00' }] } };
}

beforeEach(() => {
  resetStores();
  useSessionStore.getState().setAnonymous();
  post = jest.fn();
  installApiMocks({ post });
});

afterEach(() => jest.restoreAllMocks());

async function fillIn(dob: string, gender: 'Male' | 'Female') {
  fireEvent.change(screen.getByLabelText(/Date of birth/), { target: { value: dob } });
  await userEvent.selectOptions(screen.getByLabelText(/Gender/), gender);
}

test('prices an entry age once date of birth and gender are set', async () => {
  post.mockResolvedValue(rateAnswer('4.13'));
  renderPage(<QuickQuotePage />, { url: '/pusara-pro/quick-quote' });

  expect(screen.getByRole('heading', { level: 1, name: 'Calculate your coverage' })).toHaveFocus();
  const slider = screen.getByRole('slider', { name: 'Sum covered' });
  // Empty form: no price asked and the slider is disabled.
  expect(slider).toBeDisabled();
  expect(post).not.toHaveBeenCalled();

  await fillIn(dobForAgeNextBirthday(20), 'Female');
  expect(await screen.findByText('RM4.13')).toBeInTheDocument();
  expect(screen.getByText(/from/)).toHaveTextContent('from RM4.13 / month');
  expect(post).toHaveBeenCalledTimes(1);
  expect(post).toHaveBeenCalledWith(
    'products/api/v1/2/rate/',
    { dob: dobForAgeNextBirthday(20), gender: 'f', coverage_amount: '50000.00' },
    expect.anything(),
  );
  expect(screen.getByText(/Plus RM5,000 \(10% of the sum covered\)/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Create quotation' })).toHaveAttribute(
    'href',
    `/user/register?next=${encodeURIComponent('/ekyc/begin-verification')}`,
  );
  expect(screen.getByRole('link', { name: 'Product disclosure sheet (PDF)' })).toHaveAttribute(
    'href',
    '/pds/pusara-pro-pds-en.pdf',
  );
});

test('ages outside 16-70 get the calculator message and no price', async () => {
  renderPage(<QuickQuotePage />, { url: '/pusara-pro/quick-quote' });
  await fillIn(dobForAgeNextBirthday(72), 'Male');

  expect(
    await screen.findByText('Your age should be in the range between 16 to 70 years of age'),
  ).toBeInTheDocument();
  expect(post).not.toHaveBeenCalled();
});

test('ages 51-70 get the entry-age message and no price (the intended rule, not the always-passing one)', async () => {
  renderPage(<QuickQuotePage />, { url: '/pusara-pro/quick-quote' });
  await fillIn(dobForAgeNextBirthday(55), 'Male');

  expect(await screen.findByRole('alert')).toHaveTextContent(/not within the entry age of this product/);
  expect(screen.queryByText('Your age should be in the range between 16 to 70 years of age')).toBeNull();
  expect(post).not.toHaveBeenCalled();
});

test('the slider is disabled while calculating and its release prices the new sum', async () => {
  let resolveFirst: (value: unknown) => void = () => undefined;
  post.mockReturnValueOnce(new Promise((resolve) => (resolveFirst = resolve)));
  renderPage(<QuickQuotePage />, { url: '/pusara-pro/quick-quote' });
  await fillIn(dobForAgeNextBirthday(30), 'Male');

  const slider = screen.getByRole('slider', { name: 'Sum covered' });
  expect(slider).toBeDisabled();
  expect(screen.getByText('Calculating your price')).toBeInTheDocument();
  resolveFirst(rateAnswer('5.90'));
  await waitFor(() => expect(slider).toBeEnabled());

  post.mockResolvedValueOnce(rateAnswer('11.80'));
  fireEvent.pointerDown(slider);
  fireEvent.input(slider, { target: { value: '75000' } });
  fireEvent.input(slider, { target: { value: '100000' } });
  // Dragging alone does not price.
  expect(post).toHaveBeenCalledTimes(1);
  fireEvent.pointerUp(slider);
  expect(await screen.findByText('RM11.80')).toBeInTheDocument();
  expect(post).toHaveBeenCalledTimes(2);
  expect(post).toHaveBeenLastCalledWith(
    'products/api/v1/2/rate/',
    expect.objectContaining({ coverage_amount: '100000.00', gender: 'm' }),
    expect.anything(),
  );
  expect(screen.getByText(/Plus RM10,000/)).toBeInTheDocument();
});

test('a failed calculation is silent and only stops the loading', async () => {
  post.mockRejectedValue(networkError());
  renderPage(<QuickQuotePage />, { url: '/pusara-pro/quick-quote' });
  await fillIn(dobForAgeNextBirthday(30), 'Female');

  const slider = screen.getByRole('slider', { name: 'Sum covered' });
  await waitFor(() => expect(slider).toBeEnabled());
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(screen.queryByText(/RM\d+\.\d{2}/)).not.toBeInTheDocument();
  expect(screen.getByText('Enter your date of birth and gender to see your price.')).toBeInTheDocument();
});

test('the purchase-criteria notice can be dismissed', async () => {
  renderPage(<QuickQuotePage />, { url: '/pusara-pro/quick-quote' });
  expect(screen.getByText('For Malaysian citizens only.')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: /dismiss|close/i }));
  expect(screen.queryByText('For Malaysian citizens only.')).not.toBeInTheDocument();
});

test('a signed-in member is sent to create-quotation, keeping the Malay prefix', async () => {
  useSessionStore.getState().setAuthenticated(profileFixture());
  renderPage(<QuickQuotePage />, { url: '/ms/pusara-pro/quick-quote', locale: 'ms' });
  await waitFor(() =>
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/ms\/pusara-pro\/create-quotation$/),
  );
});

test('reads in Malay', () => {
  renderPage(<QuickQuotePage />, { url: '/ms/pusara-pro/quick-quote', locale: 'ms' });
  expect(screen.getByRole('heading', { level: 1, name: 'Kira perlindungan anda' })).toBeInTheDocument();
  // Disabled until a date of birth and gender give an entry age.
  expect(screen.getByRole('button', { name: 'Buat sebut harga' })).toBeDisabled();
});

test('a date of birth after today gets its own message, not the age range, and no price', async () => {
  renderPage(<QuickQuotePage />, { url: '/pusara-pro/quick-quote' });
  const nextYear = new Date().getFullYear() + 1;
  await fillIn(`${nextYear}-03-15`, 'Female');

  expect(await screen.findByText('Your date of birth cannot be in the future')).toBeInTheDocument();
  expect(screen.queryByText('Your age should be in the range between 16 to 70 years of age')).toBeNull();
  expect(screen.getByLabelText(/Date of birth/)).toHaveAttribute('aria-invalid', 'true');
  expect(post).not.toHaveBeenCalled();
});

test('"Create quotation" stays disabled while the age is invalid, and works once it is an entry age', async () => {
  post.mockResolvedValue(rateAnswer('4.13'));
  renderPage(<QuickQuotePage />, { url: '/ms/pusara-pro/quick-quote', locale: 'ms' });
  const createButton = () => screen.getByRole('button', { name: 'Buat sebut harga' });
  expect(createButton()).toBeDisabled();

  fireEvent.change(screen.getByLabelText(/Tarikh lahir/), {
    target: { value: `${new Date().getFullYear() + 1}-01-01` },
  });
  await userEvent.selectOptions(screen.getByLabelText(/Jantina/), 'Lelaki');
  expect(await screen.findByText('Tarikh lahir anda tidak boleh pada masa hadapan')).toBeInTheDocument();
  expect(createButton()).toBeDisabled();

  fireEvent.change(screen.getByLabelText(/Tarikh lahir/), { target: { value: dobForAgeNextBirthday(72) } });
  expect(createButton()).toBeDisabled();
  fireEvent.change(screen.getByLabelText(/Tarikh lahir/), { target: { value: dobForAgeNextBirthday(55) } });
  expect(createButton()).toBeDisabled();

  fireEvent.change(screen.getByLabelText(/Tarikh lahir/), { target: { value: dobForAgeNextBirthday(30) } });
  expect(await screen.findByRole('link', { name: 'Buat sebut harga' })).toHaveAttribute(
    'href',
    `/ms/user/register?next=${encodeURIComponent('/ms/ekyc/begin-verification')}`,
  );
});

test('"Create quotation" keeps the quick quote for the quotation after registration and eKYC', async () => {
  post.mockResolvedValue(rateAnswer('4.13'));
  renderPage(<QuickQuotePage />, { url: '/pusara-pro/quick-quote' });
  await fillIn(dobForAgeNextBirthday(30), 'Female');
  const slider = screen.getByRole('slider', { name: 'Sum covered' });
  await waitFor(() => expect(slider).toBeEnabled());
  fireEvent.pointerDown(slider);
  fireEvent.input(slider, { target: { value: '150000' } });
  fireEvent.pointerUp(slider);

  await userEvent.click(await screen.findByRole('link', { name: 'Create quotation' }));
  expect(JSON.parse(window.sessionStorage.getItem('teduh.quickQuote') ?? 'null')).toEqual({
    dob: dobForAgeNextBirthday(30),
    gender: 'f',
    coverageRinggit: 150000,
  });
});
