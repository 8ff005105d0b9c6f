import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAppStore, useSessionStore } from '@teduh/shared';
import { installApiMocks } from '@teduh/shared/testing';
import { profileFixture } from '@teduh/shared/testing';
import { apiError } from '../../testing/cms-api';
import { renderPage, resetStores } from '../../testing/render';
import { ReferralRegistrationPage } from './referral-registration-page';

// The network edge: the rate call and the referral check both go through the shared client to the fake API.
const post = jest.fn();

const rate = { data: { data: [{ monthly_gross_premium: '4.13', yearly_gross_premium: '45.43' }] } };

function clearCookie() {
  document.cookie = 'referral_code=; path=/; max-age=0';
}

beforeEach(() => {
  resetStores();
  post.mockReset();
  installApiMocks({ post });
  clearCookie();
  window.sessionStorage.clear();
});

const location = () => screen.getByTestId('location').textContent;

function answer(check: () => unknown) {
  post.mockImplementation(async (path: string) => {
    if (path === 'products/api/v1/2/rate/') return rate;
    if (path === 'referral/api/v1/check/') return check();
    throw new Error(`Unexpected POST ${path}`);
  });
}

async function fillForm(code: string) {
  await userEvent.type(screen.getByLabelText(/^E-mail/), 'aisyah@example.my');
  await userEvent.type(screen.getByLabelText(/^Referral code/), code);
  fireEvent.change(screen.getByLabelText(/^Date of birth/), { target: { value: '1995-03-04' } });
  await userEvent.selectOptions(screen.getByLabelText(/^Gender/), 'f');
}

test("a wrong code shows 'Invalid Code' at the field and stays on the page", async () => {
  answer(() => {
    throw apiError(400, {
      errors: { code: 'invalid', detail: 'Invalid Code', fields: { code: ['Invalid Code'] } },
    });
  });
  renderPage(<ReferralRegistrationPage />, { url: '/referral-registration' });
  await fillForm('nosuch99');
  await userEvent.click(screen.getByRole('button', { name: 'Continue to registration' }));

  const field = screen.getByLabelText(/^Referral code/);
  expect(await screen.findByText('Invalid Code')).toBeInTheDocument();
  expect(field).toHaveAttribute('aria-invalid', 'true');
  expect(post).toHaveBeenCalledWith('referral/api/v1/check/', { code: 'nosuch99' });
  expect(location()).toBe('/referral-registration');
  expect(document.cookie).not.toContain('referral_code=');
});

test('a good code goes on to registration with the e-mail and the code, and the price is shown', async () => {
  answer(() => ({ data: { data: { valid: true } } }));
  renderPage(<ReferralRegistrationPage />, { url: '/referral-registration' });
  await fillForm('  ABCD2345 ');

  expect(await screen.findByText('RM4.13')).toBeInTheDocument();
  expect(screen.getByTestId('price-line')).toHaveTextContent('from RM4.13 / month');
  expect(post).toHaveBeenCalledWith(
    'products/api/v1/2/rate/',
    { dob: '1995-03-04', gender: 'f', coverage_amount: '50000.00' },
    expect.anything(),
  );

  await userEvent.click(screen.getByRole('button', { name: 'Continue to registration' }));
  await waitFor(() => expect(location()).toBe('/user/register'));
  expect(post).toHaveBeenCalledWith('referral/api/v1/check/', { code: 'ABCD2345' });
  expect(document.cookie).toContain('referral_code=ABCD2345');
  expect(JSON.parse(window.sessionStorage.getItem('teduh.registration') ?? '{}')).toMatchObject({
    step: 'email',
    email: 'aisyah@example.my',
  });
});

test('the required fields are checked before any call, and the code comes from the referral cookie', async () => {
  document.cookie = 'referral_code=FRIEND22; path=/';
  answer(() => ({ data: { data: { valid: true } } }));
  renderPage(<ReferralRegistrationPage />, { url: '/referral-registration' });
  expect(screen.getByLabelText(/^Referral code/)).toHaveValue('FRIEND22');

  await userEvent.click(screen.getByRole('button', { name: 'Continue to registration' }));
  expect(await screen.findAllByText('This field is required')).not.toHaveLength(0);
  expect(post).not.toHaveBeenCalledWith('referral/api/v1/check/', expect.anything(), expect.anything());
});

test('a member who is logged in is sent to the profile', async () => {
  useSessionStore.getState().setAuthenticated(profileFixture());
  renderPage(<ReferralRegistrationPage />, { url: '/referral-registration' });
  await waitFor(() => expect(location()).toBe('/user/profile'));
  expect(screen.queryByRole('button', { name: 'Continue to registration' })).not.toBeInTheDocument();
});

test('speaks Malay', () => {
  renderPage(<ReferralRegistrationPage />, {
    url: '/ms/referral-registration',
    path: '/ms/referral-registration',
    locale: 'ms',
  });
  expect(screen.getByRole('heading', { level: 1, name: 'Daftar dengan kod rujukan' })).toBeInTheDocument();
  expect(screen.getByLabelText(/^Kod rujukan/)).toBeInTheDocument();
});

test('the sales-stopped notice follows the sales-closed switch: absent while sales are open', () => {
  const { unmount } = renderPage(<ReferralRegistrationPage />, { url: '/referral-registration' });
  expect(screen.getByRole('button', { name: 'Continue to registration' })).toBeInTheDocument();
  expect(screen.queryByText('New certificates are not on sale')).not.toBeInTheDocument();
  expect(screen.queryByText(/sales stopped/)).not.toBeInTheDocument();
  unmount();

  useAppStore.getState().setFlags({ salesClosed: true });
  renderPage(<ReferralRegistrationPage />, { url: '/ms/referral-registration', locale: 'ms' });
  expect(screen.getByText(/1 Oktober 2025/)).toBeInTheDocument();
});
