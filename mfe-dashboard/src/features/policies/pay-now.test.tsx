import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useToastStore } from '@teduh/shared';
import { installApiMocks, apiError, networkError } from '@teduh/shared/testing';
import { renderPage, resetStores } from '../../testing/render';
import { instantPayPath } from './api/instant-pay';
import type { PolicyDetail } from './api/types';
import { PolicyDetailPage } from './policy-detail-page';
import { answerPolicyReads, policyDetail, policyUuid } from './policy-fixture';

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
  expect(section.getByText(/Your contribution of RM12\.39 was due on 1 December 2026\./)).toBeInTheDocument();
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
