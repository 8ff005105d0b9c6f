import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, installApiMocks } from '@teduh/shared/testing';
import { renderPage, resetStores } from '../../testing/render';
import type { Quote } from '../partner-insurer/api';
import { MedicalPage } from './medical-page';

jest.setTimeout(20_000);

function dobAged(years: number): string {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - years);
  date.setUTCDate(date.getUTCDate() - 30);
  return date.toISOString().slice(0, 10);
}

function quote(hasDeductible: boolean): Quote {
  const plan = (id: number, name: string, limit: number, base: number, recommended = false) => ({
    id,
    plan_name: name,
    annual_limit: limit,
    coverage_term: 80,
    has_deductible: hasDeductible,
    deductible: hasDeductible ? 100_000 : null,
    recommended,
    base_price: base,
    cashless_price: hasDeductible ? Math.round(base * 0.62) : null,
    monthly_price: hasDeductible ? Math.round(base * 0.62) : base,
    yearly_price: (hasDeductible ? Math.round(base * 0.62) : base) * 11,
  });
  return {
    has_deductible: hasDeductible,
    plans: [plan(101, 'Plan 20', 2_000_000, 6500), plan(102, 'Plan 50', 5_000_000, 8400, true)],
    add_ons: [{ id: 1, name: { en: 'Hospital cash', ms: 'Wang tunai hospital' }, monthly_price: 600 }],
  };
}

let post: jest.Mock;

beforeEach(() => {
  resetStores();
  window.sessionStorage.clear();
  post = jest.fn((_path: string, body: unknown) => {
    const { dob } = body as { dob: string };
    const age = new Date().getUTCFullYear() - Number(dob.slice(0, 4));
    return Promise.resolve({ data: { data: quote(age > 39) } });
  });
  const get = jest.fn(() => Promise.reject(apiError(404, {})));
  installApiMocks({ get, post });
});

afterEach(() => jest.restoreAllMocks());

async function about(dob: string) {
  const user = userEvent.setup();
  renderPage(<MedicalPage />, { url: '/axa-emedic', path: '/axa-emedic' });
  await user.click(await screen.findByLabelText('Female'));
  await user.type(screen.getByLabelText(/Date of birth/), dob);
  await user.click(screen.getByRole('button', { name: 'See plans' }));
  return user;
}

it('refuses a 50-year-old with the age message, without asking the API', async () => {
  await about(dobAged(50));
  expect(
    await screen.findByText('The person covered must be at least 15 days old and under 49 years of age.'),
  ).toBeInTheDocument();
  expect(post).not.toHaveBeenCalled();
});

it('shows a 42-year-old the deductible and the cashless price, Plan 50 recommended and chosen', async () => {
  await about(dobAged(42));
  expect(await screen.findByText('A deductible applies')).toBeInTheDocument();
  const plan50 = screen.getByRole('radio', { name: /Plan 50/ });
  expect(plan50).toBeChecked();
  expect(plan50).toHaveAccessibleName(/Recommended/);
  expect(plan50).toHaveAccessibleName(/cashless price RM52\.08 a month/);
  expect(post).toHaveBeenCalledWith('partners/api/v1/medical/quote/', { gender: 'f', dob: dobAged(42) });
});

it('shows a 30-year-old the base price and no deductible', async () => {
  await about(dobAged(30));
  expect(await screen.findByText(/No deductible/)).toBeInTheDocument();
  expect(screen.queryByText('A deductible applies')).not.toBeInTheDocument();
  await waitFor(() =>
    expect(screen.getByRole('radio', { name: /Plan 50/ })).toHaveAccessibleName(/RM84\.00 a month/),
  );
});
