import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useToastStore } from '@teduh/shared';
import { installApiMocks, apiError, networkError } from '@teduh/shared/testing';
import { renderPage, resetStores } from '../../testing/render';
import { instantPayPath } from './api/instant-pay';
import type { PolicyDetail } from './api/types';
import { PolicyDetailPage } from './policy-detail-page';
import { answerPolicyReads, payQuote, policyDetail, policyUuid } from './policy-fixture';

jest.setTimeout(15_000);

let get: jest.Mock;
let post: jest.Mock;

/** The fixture certificate with its December contribution overdue. */
const overdue = () =>
  policyDetail({
    payment_schedule: [
      { due_date: '2026-11-01', amount: '12.39', status: 'paid' },
      { due_date: '2026-12-01', amount: '12.39', status: 'due' },
    ],
  });

function answer(...policies: PolicyDetail[]) {
  answerPolicyReads(get, policies);
}

const paid = (status: string) => ({
  data: {
    data: {
      certificate: policyUuid,
      outcome: 'payment',
      amount: '12.39',
      currency: 'MYR',
      payment: { uuid: 'p-1', status, cached_data: { actions: [] } },
      checkout: null,
    },
  },
});

function renderDetail() {
  return renderPage(<PolicyDetailPage />, {
    url: `/dashboard/policy-detail/${policyUuid}`,
    path: '/dashboard/policy-detail/:uuid?',
  });
}

beforeEach(() => {
  resetStores();
  useToastStore.setState({ toasts: [] });
  get = jest.fn();
  post = jest.fn();
  installApiMocks({ get, post });
});

afterEach(() => {
  jest.restoreAllMocks();
});

test('offers no Pay now while nothing is due', async () => {
  answer(policyDetail());
  renderDetail();
  expect(await screen.findByRole('heading', { level: 1, name: 'Pusara Pro' })).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Contribution due' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /^Pay RM/ })).not.toBeInTheDocument();
});

test('pays an overdue contribution with one key per intent, then shows the certificate paid', async () => {
  answer(overdue(), policyDetail());
  // The first answer is lost on the way back: the retry must be the same payment (same key).
  post.mockRejectedValueOnce(networkError()).mockResolvedValueOnce(paid('succeeded'));
  renderDetail();

  const section = within(await screen.findByRole('region', { name: 'Contribution due' }));
  expect(
    section.getByText(
      /Your contribution of RM12\.39 was due on 1 December 2026\. Pay it by 30 December 2026, the last day of the grace period/,
    ),
  ).toBeInTheDocument();
  await userEvent.click(section.getByRole('button', { name: 'Pay RM12.39 now' }));
  expect(await screen.findByText(/Check your internet connection/)).toBeInTheDocument();
  await userEvent.click(section.getByRole('button', { name: 'Pay RM12.39 now' }));

  await waitFor(() => expect(post).toHaveBeenCalledTimes(2));
  type PostCall = [string, Record<string, string>, { headers: Record<string, string> }];
  const [first, second] = post.mock.calls as [PostCall, PostCall];
  expect(first[0]).toBe(instantPayPath);
  expect(first[1]).toMatchObject({
    certificate: policyUuid,
    success_return_url: `http://localhost/dashboard/policy-detail/${policyUuid}?payment=success`,
  });
  expect(first[2].headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
  expect(second[2].headers['Idempotency-Key']).toBe(first[2].headers['Idempotency-Key']);

  await waitFor(() =>
    expect(useToastStore.getState().toasts.map((toast) => toast.text)).toContain(
      'Thank you, your contribution is paid.',
    ),
  );
  await waitFor(() =>
    expect(screen.queryByRole('region', { name: 'Contribution due' })).not.toBeInTheDocument(),
  );
});

test('says so when the card is declined, and a new click is a new payment', async () => {
  answer(overdue());
  post
    .mockResolvedValueOnce(paid('failed'))
    .mockRejectedValueOnce(
      apiError(409, { errors: { code: 'nothing_due', detail: 'Nothing is due on this certificate now.' } }),
    );
  renderDetail();
  const section = within(await screen.findByRole('region', { name: 'Contribution due' }));
  await userEvent.click(section.getByRole('button', { name: 'Pay RM12.39 now' }));
  expect(await section.findByText(/Your payment did not go through/)).toBeInTheDocument();
  await userEvent.click(section.getByRole('button', { name: 'Pay RM12.39 now' }));
  expect(await section.findByText('Nothing is due on this certificate now.')).toBeInTheDocument();
  const keys = (post.mock.calls as [string, unknown, { headers: Record<string, string> }][]).map(
    (call) => call[2].headers['Idempotency-Key'],
  );
  expect(keys[1]).not.toBe(keys[0]);
});

/** The fixture certificate's next contribution of RM41.30, with a RM10 reward credit redeemed against it. */
const withCredit = payQuote({ contribution: '41.30', reward_credit: '10.00', amount: '31.30' });

test('shows the contribution, the rewards credit and the amount to pay before paying, and pays exactly that', async () => {
  answerPolicyReads(get, [overdue(), policyDetail()], undefined, undefined, undefined, [withCredit]);
  post.mockResolvedValueOnce({
    data: { data: { ...paid('succeeded').data.data, amount: '31.30' } },
  });
  renderDetail();

  const section = within(await screen.findByRole('region', { name: 'Contribution due' }));
  const lines = within(await section.findByLabelText('What you pay'));
  expect(lines.getByText('Contribution').nextSibling).toHaveTextContent('RM41.30');
  expect(lines.getByText('Rewards credit').nextSibling).toHaveTextContent('−RM10.00 (your redeemed points)');
  expect(lines.getByText('Amount to pay').nextSibling).toHaveTextContent('RM31.30');
  await userEvent.click(section.getByRole('button', { name: 'Pay RM31.30 now' }));
  await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
  expect((post.mock.calls[0] as [string, Record<string, string>])[1]).toMatchObject({
    certificate: policyUuid,
    expected_amount: '31.30',
  });
});

test('in Malay, the credit line and the amount', async () => {
  answerPolicyReads(get, [overdue()], undefined, undefined, undefined, [withCredit]);
  renderPage(<PolicyDetailPage />, {
    url: `/ms/dashboard/policy-detail/${policyUuid}`,
    path: '/ms/dashboard/policy-detail/:uuid?',
    locale: 'ms',
  });
  const section = within(await screen.findByRole('region', { name: 'Caruman perlu dibayar' }));
  const lines = within(await section.findByLabelText('Jumlah yang anda bayar'));
  expect(lines.getByText('Kredit ganjaran').nextSibling).toHaveTextContent('−RM10.00 (mata yang anda tebus)');
  expect(lines.getByText('Jumlah perlu dibayar').nextSibling).toHaveTextContent('RM31.30');
  expect(section.getByRole('button', { name: /RM31\.30/ })).toBeEnabled();
});

test('when the amount changed since it was shown, nothing is charged and the new amount is shown', async () => {
  answerPolicyReads(get, [overdue()], undefined, undefined, undefined, [
    withCredit,
    payQuote({ contribution: '41.30', reward_credit: '0.00', amount: '41.30' }),
  ]);
  post.mockRejectedValueOnce(
    apiError(409, {
      errors: {
        code: 'amount_changed',
        detail:
          'The amount to pay has changed since it was shown (your reward credit changed): check it and pay again.',
      },
    }),
  );
  renderDetail();
  const section = within(await screen.findByRole('region', { name: 'Contribution due' }));
  await userEvent.click(await section.findByRole('button', { name: 'Pay RM31.30 now' }));
  expect(await section.findByText(/The amount to pay has changed/)).toBeInTheDocument();
  expect(await section.findByRole('button', { name: 'Pay RM41.30 now' })).toBeEnabled();
  expect(section.queryByText('Rewards credit')).not.toBeInTheDocument();
});
