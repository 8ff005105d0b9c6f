import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { inTurn, installFakeApi, noAnswer, okData, type FakeApi } from '@teduh/shared/testing';
import { renderPage, resetStores } from '../../testing/render';
import type { PolicySummary } from './api/types';
import { PoliciesPage } from './policies-page';
import { policySummary } from './policy-fixture';

const listCall = 'GET policy/api/v1/policies/';
const partnerPlansCall = 'GET partners/api/v1/insurer/policies/';
/** The member has no plan from the insurance partner (their section stays hidden). */
const noPartnerPlans = { [partnerPlansCall]: () => okData([]) };

/** The API answering the list (and the unpaid applications' `?state=pending`) with `rows`. */
function answerList(rows: PolicySummary[]) {
  return installFakeApi({ ...noPartnerPlans, [listCall]: () => okData(rows) });
}

beforeEach(() => {
  resetStores();
});

test('lists the certificates with number, plan, status, sum covered, contribution and renewal', async () => {
  const api = answerList([
    policySummary(),
    policySummary({
      uuid: 'b7a1c2d3-0000-4000-8000-000000000002',
      number: 'TPP-2025-000007',
      status: 'canceled',
      sum_covered: '50000.00',
      monthly_premium: '4.13',
      contribution: '4.13',
    }),
  ]);
  renderPage(<PoliciesPage />, { url: '/dashboard/policies' });

  expect(screen.getByRole('status')).toHaveTextContent('Loading your certificates');
  expect(await screen.findByRole('heading', { level: 1, name: 'My certificates' })).toBeInTheDocument();
  expect(api.requestsTo(listCall)).toContainEqual({
    method: 'GET',
    url: 'policy/api/v1/policies/',
    body: undefined,
  });

  const cards = screen.getAllByTestId('certificate-card');
  expect(cards).toHaveLength(2);
  const active = within(cards[0]!);
  expect(active.getByRole('link', { name: 'Pusara Pro' })).toHaveAttribute(
    'href',
    '/dashboard/policy-detail/3f0b6a52-8c1e-4c4e-9d5b-2a7f1e0c9b11',
  );
  expect(active.getByText('TPP-2026-000123').parentElement).toHaveTextContent(
    'Certificate no. TPP-2026-000123',
  );
  expect(active.getByTestId('certificate-status')).toHaveTextContent('Active');
  expect(active.getByText('RM150,000')).toBeInTheDocument();
  expect(active.getByText('RM12.39')).toBeInTheDocument();
  expect(active.getByText('1 November 2027')).toBeInTheDocument();

  const ended = within(cards[1]!);
  expect(ended.getByTestId('certificate-status')).toHaveTextContent('Cancelled');
  expect(ended.getByText('RM50,000')).toBeInTheDocument();
  expect(ended.getByText('RM4.13')).toBeInTheDocument();
  // An ended certificate is not renewed: no date is invented for it.
  expect(ended.getByText('Not applicable')).toBeInTheDocument();
});

test('shows the Malay labels in Malay', async () => {
  answerList([policySummary({ status: 'lapsed' })]);
  renderPage(<PoliciesPage />, { url: '/ms/dashboard/policies', locale: 'ms' });

  expect(await screen.findByRole('heading', { level: 1, name: 'Sijil saya' })).toBeInTheDocument();
  expect(screen.getByTestId('certificate-status')).toHaveTextContent('Luput');
  expect(screen.getByText('Jumlah perlindungan')).toBeInTheDocument();
  expect(screen.getByText('Caruman (sebulan)').nextSibling).toHaveTextContent('RM12.39');
  expect(screen.getByRole('link', { name: 'Pusara Pro' })).toHaveAttribute(
    'href',
    '/ms/dashboard/policy-detail/3f0b6a52-8c1e-4c4e-9d5b-2a7f1e0c9b11',
  );
});

test('a yearly contribution is shown as yearly, not monthly; the number stays on one line', async () => {
  answerList([
    policySummary({ contribution_term: 'year', contribution: '136.29', monthly_premium: '12.39' }),
  ]);
  renderPage(<PoliciesPage />, { url: '/dashboard/policies' });

  const card = within(await screen.findByTestId('certificate-card'));
  expect(card.getByText('Contribution (per year)').nextSibling).toHaveTextContent('RM136.29');
  expect(card.queryByText(/Monthly/)).not.toBeInTheDocument();
  expect(card.getByText('TPP-2026-000123')).toHaveStyle({ whiteSpace: 'nowrap' });
});

test('without certificates, says so and links to the plan', async () => {
  answerList([]);
  renderPage(<PoliciesPage />, { url: '/dashboard/policies' });

  expect(await screen.findByRole('heading', { name: 'You have no certificates yet' })).toBeInTheDocument();
  expect(screen.queryByTestId('certificate-card')).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Explore Pusara Pro' })).toHaveAttribute('href', '/pusara-pro');
});

test('a failed load explains itself and can be tried again', async () => {
  const api = installFakeApi({
    ...noPartnerPlans,
    [listCall]: inTurn(
      { status: 500, data: { errors: { code: 'server_error', detail: 'Boom' } } },
      okData([policySummary()]),
    ),
  });
  renderPage(<PoliciesPage />, { url: '/dashboard/policies' });

  expect(await screen.findByRole('alert')).toHaveTextContent('We could not load your certificates');
  await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByTestId('certificate-card')).toBeInTheDocument();
  // The list was asked for twice (the unpaid applications are asked for once it is there).
  expect(api.requestsTo(listCall).filter((request) => !request.params)).toHaveLength(2);
});

test('offline, it says the connection is the problem', async () => {
  installFakeApi({ [listCall]: () => noAnswer });
  renderPage(<PoliciesPage />, { url: '/dashboard/policies' });

  expect(await screen.findByRole('alert')).toHaveTextContent('We could not reach Teduh');
});

describe('an unpaid application (a declined or abandoned first payment)', () => {
  const unpaidUuid = 'c8d9e0f1-0000-4000-8000-000000000003';
  let api: FakeApi;
  beforeEach(() => {
    api = installFakeApi({
      ...noPartnerPlans,
      [listCall]: ({ params }) =>
        okData(
          params?.state === 'pending'
            ? [
                policySummary({
                  uuid: unpaidUuid,
                  number: null,
                  status: 'pending',
                  sum_covered: '50000.00',
                  contribution: '4.13',
                  contribution_term: 'month',
                  start_date: null,
                  next_renewal_date: null,
                  issued_at: null,
                }),
              ]
            : [],
        ),
    });
  });

  test('is shown beside "no certificates yet", with Pay now and a new quotation', async () => {
    renderPage(<PoliciesPage />, { url: '/dashboard/policies' });

    expect(await screen.findByRole('heading', { name: 'You have no certificates yet' })).toBeInTheDocument();
    const unpaid = await screen.findByRole('region', { name: 'Unpaid application' });
    expect(unpaid).toHaveTextContent(
      'Your Pusara Pro application for RM50,000 of cover has not been paid yet, so its cover has not started. Its first contribution is RM4.13 a month.',
    );
    expect(within(unpaid).getByRole('link', { name: 'Pay now' })).toHaveAttribute(
      'href',
      `/pusara-pro/payment-summary/${unpaidUuid}`,
    );
    expect(within(unpaid).getByRole('link', { name: 'Start a new quotation' })).toHaveAttribute(
      'href',
      '/pusara-pro/create-quotation',
    );
    expect(api.requestsTo(listCall)).toContainEqual({
      method: 'GET',
      url: 'policy/api/v1/policies/',
      body: undefined,
      params: { state: 'pending' },
    });
  });

  test('in Malay', async () => {
    renderPage(<PoliciesPage />, { url: '/ms/dashboard/policies', locale: 'ms' });

    const unpaid = await screen.findByRole('region', { name: 'Permohonan belum dibayar' });
    expect(unpaid).toHaveTextContent('Caruman pertamanya ialah RM4.13 sebulan.');
    expect(within(unpaid).getByRole('link', { name: 'Bayar sekarang' })).toHaveAttribute(
      'href',
      `/ms/pusara-pro/payment-summary/${unpaidUuid}`,
    );
  });
});

test("shows the member's plans from the insurance partner beside the certificates", async () => {
  installFakeApi({
    [listCall]: () => okData([policySummary()]),
    [partnerPlansCall]: () =>
      okData([
        {
          uuid: 'd1e2f3a4-0000-4000-8000-000000000009',
          product: 'medical',
          status: 'issued',
          payment_type: 1,
          plan: { plan_name: 'Plan 50', annual_limit: 5_000_000 },
          premium: 5208,
          policy_number: 'EM2026100001',
          documents: [{ type: 'policy_schedule', url: 'https://partner.example/schedule' }],
        },
      ]),
  });
  renderPage(<PoliciesPage />, { url: '/dashboard/policies' });

  const section = await screen.findByRole('region', { name: 'Plans from our insurance partner' });
  expect(within(section).getByRole('heading', { name: 'Medical plan: Plan 50' })).toBeInTheDocument();
  expect(within(section).getByText('Policy number EM2026100001')).toBeInTheDocument();
  expect(within(section).getByText('RM52.08 a month')).toBeInTheDocument();
  expect(within(section).getByRole('link', { name: 'Policy schedule' })).toHaveAttribute(
    'href',
    'https://partner.example/schedule',
  );
});
