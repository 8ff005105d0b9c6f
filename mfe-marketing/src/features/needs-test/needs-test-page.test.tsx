import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore } from '@teduh/shared';
import { installApiMocks } from '@teduh/shared/testing';
import { profileFixture } from '@teduh/shared/testing';
import { apiError } from '../../testing/cms-api';
import { renderPage, resetStores } from '../../testing/render';
import { emptyValues, type NeedsTestResult } from './api/get-recommendation';
import { NeedsTestPage } from './needs-test-page';
import { storageKey } from './needs-test-storage';

// The network edge: the fake API answers behind the real client (its interceptors and error catalogue).
const post = jest.fn();
const get = jest.fn();

const result: NeedsTestResult = {
  uuid: null,
  saved: false,
  created_at: '2026-11-20T03:00:00.000Z',
  product: { id: 2, slug: 'pusara-pro', name: 'Pusara Pro' },
  eligible: true,
  ineligible: [],
  age_next_birthday: 30,
  income_years: 10,
  need: {
    income: '480000.00',
    debts: '125000.00',
    education: '60000.00',
    final_expenses: '10000.00',
    existing_cover: '0.00',
    total: '675000.00',
  },
  sum_covered: '500000.00',
  compassionate_benefit: '50000.00',
  monthly_contribution: '41.30',
  currency: 'MYR',
  reasons: [
    'RM480,000 replaces 10 years of your household income, so your family has time to adjust.',
    "Your need of RM675,000 is above the plan's largest sum covered, RM500,000: partner products can add to it.",
    'Pusara Pro also pays a compassionate benefit of RM50,000 (10% of the sum covered) on top.',
  ],
  other_products: [],
};

beforeEach(() => {
  resetStores();
  window.sessionStorage.clear();
  post.mockReset();
  get.mockReset();
  installApiMocks({ post, get });
  get.mockImplementation(async (path: string) => {
    throw new Error(`Unexpected GET ${path}`);
  });
});

const user = () => userEvent.setup();

async function start() {
  renderPage(<NeedsTestPage />, { url: '/teduh-test' });
  await user().click(screen.getByRole('button', { name: 'Start the test' }));
}

const next = (name = 'Next') => user().click(screen.getByRole('button', { name }));

async function fillAll(u = user()) {
  fireEvent.change(screen.getByLabelText(/Date of birth/), { target: { value: '1996-03-15' } });
  await u.selectOptions(screen.getByLabelText(/Gender/), 'f');
  await u.selectOptions(screen.getByLabelText(/Citizenship/), 'malaysian');
  await next();
  expect(await screen.findByText('Section 2 of 5')).toBeInTheDocument();
  await u.selectOptions(screen.getByLabelText(/Do you have a spouse/), 'yes');
  await u.clear(screen.getByLabelText(/Number of children/));
  await u.type(screen.getByLabelText(/Number of children/), '2');
  await u.type(await screen.findByLabelText(/Age of your youngest child/), '5');
  await next();
  expect(await screen.findByText('Section 3 of 5')).toBeInTheDocument();
  await u.selectOptions(screen.getByLabelText(/Monthly household income/), '3000_4999');
  await u.selectOptions(screen.getByLabelText(/Monthly commitments/), '1000_2999');
  await next();
  expect(await screen.findByText('Section 4 of 5')).toBeInTheDocument();
  await u.selectOptions(screen.getByLabelText(/Home loan still owed/), '50000_199999');
  await u.selectOptions(screen.getByLabelText(/Other debts still owed/), 'none');
  await next();
  expect(await screen.findByText('Section 5 of 5')).toBeInTheDocument();
  await u.click(screen.getByLabelText('Replacing my income for my family'));
  await u.click(screen.getByLabelText("My children's education"));
}

test('the intro tells what to expect; a section is checked before the next, with announced errors', async () => {
  await start();
  expect(screen.getByText(/5 sections, about 5 minutes/)).toBeInTheDocument();
  expect(screen.getByText('Section 1 of 5')).toBeInTheDocument();
  const heading = screen.getByRole('heading', { level: 2, name: 'About you' });
  expect(heading).toHaveFocus();

  await next();
  const alerts = await screen.findAllByRole('alert');
  expect(alerts.map((alert) => alert.textContent)).toEqual(
    expect.arrayContaining([
      'This field is required',
      'Choose female or male.',
      'Tell us whether you are a Malaysian citizen.',
    ]),
  );
  expect(screen.getByText('Section 1 of 5')).toBeInTheDocument();
  expect(screen.getByLabelText(/Date of birth/)).toHaveFocus();
  expect(post).not.toHaveBeenCalled();
});

test('children need the youngest age, a whole number up to 30', async () => {
  window.sessionStorage.setItem(
    storageKey,
    JSON.stringify({
      stage: 'form',
      step: 1,
      values: { ...emptyValues, family: { has_spouse: 'no', children: '1', youngest_child_age: '' } },
      result: null,
    }),
  );
  renderPage(<NeedsTestPage />, { url: '/teduh-test' });
  expect(screen.getByText('Section 2 of 5')).toBeInTheDocument();
  await next();
  await waitFor(() =>
    expect(screen.getByLabelText(/Age of your youngest child/)).toHaveAttribute('aria-invalid', 'true'),
  );
  expect(screen.getByRole('alert')).toHaveTextContent('This field is required');
  await user().type(screen.getByLabelText(/Age of your youngest child/), '31');
  expect(await screen.findByRole('alert')).toHaveTextContent(
    "Enter your youngest child's age, from 0 to 30.",
  );
  expect(screen.getByText('Section 2 of 5')).toBeInTheDocument();
});

test('the whole test to a result, kept across a reload, and the retake', async () => {
  post.mockResolvedValue({ data: { data: result } });
  await start();
  await fillAll();
  await next('See my result');

  expect(await screen.findByRole('heading', { name: 'Our recommendation: Pusara Pro' })).toHaveFocus();
  expect(screen.getByText('RM500,000')).toBeInTheDocument();
  expect(screen.getByText('from RM41.30 / month')).toBeInTheDocument();
  for (const reason of result.reasons) expect(screen.getByText(reason)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Get a quick quote' })).toHaveAttribute(
    'href',
    '/pusara-pro/quick-quote',
  );
  expect(screen.getByRole('link', { name: /Product disclosure sheet/ })).toHaveAttribute(
    'href',
    '/pds/pusara-pro-pds-en.pdf',
  );

  expect(post).toHaveBeenCalledTimes(1);
  expect(post.mock.calls[0]).toEqual([
    'products/api/v1/needs-test/',
    {
      about_you: { dob: '1996-03-15', gender: 'f', citizenship: 'malaysian' },
      family: { has_spouse: true, children: 2, youngest_child_age: 5 },
      money: { monthly_income: '3000_4999', monthly_commitments: '1000_2999', existing_cover: '0' },
      debts: { home_loan: '50000_199999', other_debts: 'none' },
      priorities: ['income', 'education'],
    },
  ]);

  // A reload shows the same result from the tab's storage, without asking the API again.
  cleanup();
  renderPage(<NeedsTestPage />, { url: '/teduh-test' });
  expect(screen.getByText('from RM41.30 / month')).toBeInTheDocument();
  expect(post).toHaveBeenCalledTimes(1);

  await user().click(screen.getByRole('button', { name: 'Retake the test' }));
  expect(await screen.findByText('Section 1 of 5')).toBeInTheDocument();
  expect(screen.getByLabelText(/Date of birth/)).toHaveValue('');
  expect(screen.getByRole('heading', { level: 2, name: 'About you' })).toHaveFocus();
});

test('a reload in the middle of the test keeps the section and the answers', async () => {
  await start();
  fireEvent.change(screen.getByLabelText(/Date of birth/), { target: { value: '1990-01-02' } });
  await user().selectOptions(screen.getByLabelText(/Gender/), 'm');
  await user().selectOptions(screen.getByLabelText(/Citizenship/), 'malaysian');
  await next();
  await screen.findByText('Section 2 of 5');
  await user().selectOptions(screen.getByLabelText(/Do you have a spouse/), 'no');

  cleanup();
  renderPage(<NeedsTestPage />, { url: '/teduh-test' });
  expect(screen.getByText('Section 2 of 5')).toBeInTheDocument();
  expect(screen.getByLabelText(/Do you have a spouse/)).toHaveValue('no');
  await next('Back');
  expect(await screen.findByText('Section 1 of 5')).toBeInTheDocument();
  expect(screen.getByLabelText(/Date of birth/)).toHaveValue('1990-01-02');
  expect(screen.getByLabelText(/Gender/)).toHaveValue('m');
});

test('a field the API refuses is shown at its field, in its section', async () => {
  post.mockRejectedValue(
    apiError(400, {
      errors: {
        code: 'invalid',
        detail: 'The date of birth cannot be in the future.',
        fields: { 'about_you.dob': ['The date of birth cannot be in the future.'] },
      },
    }),
  );
  window.sessionStorage.setItem(
    storageKey,
    JSON.stringify({
      stage: 'form',
      step: 4,
      values: {
        about_you: { dob: '1996-03-15', gender: 'f', citizenship: 'malaysian' },
        family: { has_spouse: 'no', children: '0', youngest_child_age: '' },
        money: { monthly_income: 'below_3000', monthly_commitments: 'below_1000', existing_cover: '0' },
        debts: { home_loan: 'none', other_debts: 'none' },
        priorities: { income: false, debts: false, education: false, final_expenses: true },
      },
      result: null,
    }),
  );
  renderPage(<NeedsTestPage />, { url: '/teduh-test' });
  await next('See my result');
  expect(await screen.findByText('Section 1 of 5')).toBeInTheDocument();
  expect(screen.getAllByText('The date of birth cannot be in the future.').length).toBeGreaterThan(0);
  expect(screen.getByLabelText(/Date of birth/)).toHaveAttribute('aria-invalid', 'true');
});

test('the last section asks for at least one priority', async () => {
  window.sessionStorage.setItem(
    storageKey,
    JSON.stringify({ stage: 'form', step: 4, values: emptyValues, result: null }),
  );
  renderPage(<NeedsTestPage />, { url: '/teduh-test' });
  await next('See my result');
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Choose at least one thing that matters to you.',
  );
  expect(post).not.toHaveBeenCalled();
});

test('a member coming back sees the saved result, with the quotation as the next step', async () => {
  get.mockImplementation(async (path: string) => {
    if (path !== 'products/api/v1/needs-test/latest/') throw new Error(`Unexpected GET ${path}`);
    return { data: { data: { ...result, uuid: '5b0c1c0e-7c43-4f7e-8f3f-2b1f6b3f9a10', saved: true } } };
  });
  act(() => useSessionStore.getState().setAuthenticated(profileFixture()));
  renderPage(<NeedsTestPage />, { url: '/teduh-test' });
  expect(await screen.findByRole('heading', { name: 'Our recommendation: Pusara Pro' })).toBeInTheDocument();
  expect(screen.getByText(/Your saved result from 20 November 2026/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Create my quotation' })).toHaveAttribute(
    'href',
    '/pusara-pro/create-quotation',
  );
  await user().click(screen.getByRole('button', { name: 'Retake the test' }));
  expect(await screen.findByText('Section 1 of 5')).toBeInTheDocument();
});

test('a member without a saved result starts from the intro', async () => {
  get.mockResolvedValue({ data: { data: null } });
  act(() => useSessionStore.getState().setAuthenticated(profileFixture()));
  renderPage(<NeedsTestPage />, { url: '/teduh-test' });
  expect(await screen.findByRole('button', { name: 'Start the test' })).toBeInTheDocument();
  // Through the query layer, which can abort the call when the page goes.
  expect(get).toHaveBeenCalledWith('products/api/v1/needs-test/latest/', { signal: expect.any(AbortSignal) });
});

test('in Malay: the intro, the progress and the errors', async () => {
  renderPage(<NeedsTestPage />, { url: '/ms/teduh-test', path: '/ms/teduh-test', locale: 'ms' });
  expect(screen.getByText(/5 bahagian, kira-kira 5 minit/)).toBeInTheDocument();
  await user().click(screen.getByRole('button', { name: 'Mulakan ujian' }));
  expect(screen.getByText('Bahagian 1 daripada 5')).toBeInTheDocument();
  await next('Seterusnya');
  await waitFor(() => expect(screen.getByText('Pilih perempuan atau lelaki.')).toBeInTheDocument());
});

test('not eligible: why, what else to do, and no quote', async () => {
  window.sessionStorage.setItem(
    storageKey,
    JSON.stringify({
      stage: 'result',
      step: 4,
      values: emptyValues,
      result: {
        ...result,
        eligible: false,
        ineligible: ['age'],
        age_next_birthday: 55,
        sum_covered: null,
        compassionate_benefit: null,
        monthly_contribution: null,
        reasons: [
          'You are 55 next birthday; Pusara Pro takes new members aged 16 to 50 next birthday.',
          'We estimate that your family would need about RM675,000.',
          'Ask us about takaful and insurance from our partners, which may suit you instead.',
        ],
        other_products: [{ id: 7, slug: 'partner-life', name: 'Partner Life', category: 'Life protection' }],
      },
    }),
  );
  renderPage(<NeedsTestPage />, { url: '/teduh-test' });
  expect(screen.getByRole('heading', { name: 'Pusara Pro is not open to you' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Why, and what else you can do' })).toBeInTheDocument();
  expect(screen.getByText(/You are 55 next birthday/)).toBeInTheDocument();
  expect(screen.getByText('Partner Life (Life protection)')).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Get a quick quote' })).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Talk to us' })).toHaveAttribute('href', '/contact-us');
  expect(screen.queryByText(/\/ month/)).not.toBeInTheDocument();
});
