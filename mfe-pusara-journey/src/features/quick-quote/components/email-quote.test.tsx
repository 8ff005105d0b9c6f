import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAppStore, useSessionStore } from '@teduh/shared';
import { resetConsentForTests, useConsentStore } from '@teduh/shared/consent';
import { dobForAgeNextBirthday } from '@teduh/shared/product-rate';
import { apiError, networkError, installApiMocks } from '@teduh/shared/testing';
import { renderPage, resetStores } from '../../../testing/render';
import { QuickQuotePage } from '../quick-quote-page';

const SEND_PATH = 'product/api/v1/financial-calculator-results/send-email/';
let post: jest.Mock;

const rateAnswer = { data: { data: [{ monthly_gross_premium: '4.13', yearly_gross_premium: '45.43' }] } };

const conversions = () =>
  (window.dataLayer ?? [])
    .map((entry) => Array.from(entry as ArrayLike<unknown>))
    .filter((call) => call[0] === 'event' && call[1] === 'conversion');

beforeEach(() => {
  resetStores();
  resetConsentForTests();
  useSessionStore.getState().setAnonymous();
  post = jest.fn();
  installApiMocks({ post });
});
afterEach(() => jest.restoreAllMocks());

/** Answers the rate call; the e-mail call answers `send`. */
function answer(send: () => Promise<unknown>) {
  post.mockImplementation((url: string) => (url === SEND_PATH ? send() : Promise.resolve(rateAnswer)));
}

async function priced(locale: 'en' | 'ms' = 'en') {
  renderPage(<QuickQuotePage />, {
    url: locale === 'ms' ? '/ms/pusara-pro/quick-quote' : '/pusara-pro/quick-quote',
    locale,
  });
  fireEvent.change(screen.getByLabelText(locale === 'ms' ? /Tarikh lahir/ : /Date of birth/), {
    target: { value: dobForAgeNextBirthday(30) },
  });
  await userEvent.selectOptions(
    screen.getByLabelText(locale === 'ms' ? /Jantina/ : /Gender/),
    locale === 'ms' ? 'Perempuan' : 'Female',
  );
  expect(await screen.findByText('RM4.13')).toBeInTheDocument();
}

test('is disabled until there is a price', () => {
  answer(() => Promise.resolve({}));
  renderPage(<QuickQuotePage />, { url: '/pusara-pro/quick-quote' });
  expect(screen.getByRole('button', { name: 'Send quote' })).toBeDisabled();
  expect(screen.getByText('Enter your date of birth and gender first.')).toBeInTheDocument();
});

test('sends the quote on screen in the page language, shows loading, then the confirmation', async () => {
  let resolve: (value: unknown) => void = () => undefined;
  answer(() => new Promise((done) => (resolve = done)));
  await priced();
  await userEvent.type(screen.getByLabelText('E-mail me this quote'), 'aisyah@example.com');
  await userEvent.click(screen.getByRole('button', { name: 'Send quote' }));

  expect(post).toHaveBeenCalledWith(SEND_PATH, {
    product: 2,
    email: 'aisyah@example.com',
    dob: dobForAgeNextBirthday(30),
    gender: 'f',
    coverage_amount: '50000.00',
    language: 'en',
  });
  expect(screen.getByRole('button', { name: /Send quote/ })).toHaveAttribute('aria-busy', 'true');
  resolve({ data: { data: { email: 'aisyah@example.com', language: 'en' } } });
  expect(await screen.findByRole('status')).toHaveTextContent(
    'We have sent your quote to aisyah@example.com. Please check your inbox.',
  );
});

test('a malformed address is refused on the page, with no call, and announced', async () => {
  answer(() => Promise.resolve({}));
  await priced();
  await userEvent.type(screen.getByLabelText('E-mail me this quote'), 'aisyah@');
  await userEvent.click(screen.getByRole('button', { name: 'Send quote' }));
  expect(await screen.findByText('Please enter a valid e-mail address')).toBeInTheDocument();
  expect(screen.getByLabelText('E-mail me this quote')).toHaveAttribute('aria-invalid', 'true');
  expect(post).not.toHaveBeenCalledWith(SEND_PATH, expect.anything());
});

test("the API's refusal and a lost connection are shown in Malay", async () => {
  answer(() =>
    Promise.reject(
      apiError(429, {
        errors: { code: 'throttled', detail: 'Terlalu banyak permintaan. Sila cuba lagi dalam 60 saat.' },
      }),
    ),
  );
  await priced('ms');
  const field = screen.getByLabelText('E-melkan sebut harga ini kepada saya');
  await userEvent.type(field, 'aisyah@example.com');
  await userEvent.click(screen.getByRole('button', { name: 'Hantar sebut harga' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Terlalu banyak permintaan');
  expect(post).toHaveBeenCalledWith(SEND_PATH, expect.objectContaining({ language: 'ms' }));

  answer(() => Promise.reject(networkError()));
  await userEvent.click(screen.getByRole('button', { name: 'Hantar sebut harga' }));
  await waitFor(() =>
    expect(screen.getByRole('alert')).toHaveTextContent('Kami tidak dapat menghubungi pelayan kami'),
  );
});

describe('the calculator submit ads conversion', () => {
  beforeEach(() => {
    useAppStore.getState().setAdsTag({
      tagId: 'AW-123456789',
      conversionLabels: { calculator: 'calc', newsletter: 'news' },
    });
  });
  afterEach(() => useAppStore.getState().setAdsTag(null));

  const send = async () => {
    await priced();
    await userEvent.type(screen.getByLabelText('E-mail me this quote'), 'aisyah@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send quote' }));
  };

  test('is sent once per successful send, with consent', async () => {
    useConsentStore.getState().choose('marketing');
    answer(() => Promise.resolve({ data: { data: { email: 'aisyah@example.com', language: 'en' } } }));
    await send();
    expect(await screen.findByRole('status')).toHaveTextContent('We have sent your quote');
    expect(conversions()).toEqual([['event', 'conversion', { send_to: 'AW-123456789/calc' }]]);
    await userEvent.click(screen.getByRole('button', { name: 'Send quote' }));
    await waitFor(() => expect(conversions()).toHaveLength(2));
  });

  test('is not sent when the send fails', async () => {
    useConsentStore.getState().choose('marketing');
    answer(() =>
      Promise.reject(apiError(429, { errors: { code: 'throttled', detail: 'Too many requests.' } })),
    );
    await send();
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests.');
    expect(conversions()).toEqual([]);
  });

  test('is not sent before the visitor has chosen', async () => {
    answer(() => Promise.resolve({ data: { data: { email: 'aisyah@example.com', language: 'en' } } }));
    await send();
    expect(await screen.findByRole('status')).toHaveTextContent('We have sent your quote');
    expect(window.dataLayer).toBeUndefined();
  });
});
