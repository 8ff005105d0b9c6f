import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { inTurn, installFakeApi, noAnswer, okData } from '@teduh/shared/testing';
import { renderPage, resetStores } from '../../testing/render';
import type { BankPayout, RewardsSummary } from './api/rewards';
import { RewardsPage } from './rewards-page';

const summaryCall = 'GET rewards/api/v1/summary/';
const redeemCall = 'POST rewards/api/v1/redemptions/';
const payoutCall = 'POST rewards/api/v1/payouts/';

function summary(overrides: Partial<RewardsSummary> = {}): RewardsSummary {
  return {
    balance: {
      pending_points: 1000,
      available_points: 3000,
      available_value: '30.00',
      redeemed_points: 0,
      reversed_points: 0,
    },
    can_redeem: true,
    min_redemption_points: 1000,
    redemption_step_points: 100,
    ledger: [
      {
        id: 2,
        kind: 'referral_earned',
        pending_points: 1000,
        available_points: 0,
        campaign: null,
        payout: null,
        created_at: '2026-11-20T02:00:00.000Z',
      },
      {
        id: 1,
        kind: 'signup_voucher',
        pending_points: 0,
        available_points: 3000,
        campaign: null,
        payout: null,
        created_at: '2026-11-01T02:00:00.000Z',
      },
    ],
    challenges: [
      {
        id: 'kita-cover-challenge-2',
        kind: 'per_referral',
        name: 'Kita Cover Challenge 2',
        starts_on: '2025-02-12',
        ends_on: '2025-05-11',
        active: false,
        points_per_referral: 1000,
        max_referrals_per_category: 10,
        max_points: 86500,
        referrals: { month: 3, year: 1 },
        released: 4,
        points: 4000,
        tiers: [],
      },
    ],
    credits: [],
    payouts: [],
    payout_banks: [
      { code: 'MY_MAYBANK', name: 'Maybank' },
      { code: 'MY_CIMB', name: 'CIMB Bank' },
    ],
    draws: [
      {
        month: '2026-11',
        entry_id: '0b8f2c55-0000-4000-8000-000000000001',
        commit_record: '5d7e1f2a-0000-4000-8000-000000000002',
        result_record: null,
        won: null,
      },
    ],
    ...overrides,
  };
}

beforeEach(() => {
  resetStores();
});

test('shows the balance, the history, the challenge and the draw entry', async () => {
  installFakeApi({ [summaryCall]: () => okData(summary()) });
  renderPage(<RewardsPage />, { url: '/dashboard/rewards' });

  expect(screen.getByRole('status')).toHaveTextContent('Loading your rewards');
  expect(await screen.findByRole('heading', { level: 1, name: 'My rewards' })).toBeInTheDocument();
  expect(screen.getByTestId('available-points')).toHaveTextContent('3,000 points available');
  expect(screen.getByTestId('available-points')).toHaveTextContent('Worth RM30.00');
  const history = screen.getByRole('list', { name: 'Points history' });
  expect(within(history).getAllByRole('listitem')[0]).toHaveTextContent(
    'Referral: friend paid their first contribution',
  );
  expect(within(history).getAllByRole('listitem')[0]).toHaveTextContent('+1,000 pending');
  expect(
    screen.getByText('Referrals counted: 3 monthly and 1 annual plans (at most 10 each).'),
  ).toBeInTheDocument();
  expect(screen.getByText('Ran from 12 February 2025 to 11 May 2025')).toBeInTheDocument();
  const draws = screen.getByRole('list', { name: 'Monthly lucky draw' });
  expect(within(draws).getByRole('link', { name: 'See the public record' })).toHaveAttribute(
    'href',
    '/records/5d7e1f2a-0000-4000-8000-000000000002',
  );
});

test('redeems points, refusing too few first and showing the API’s refusal', async () => {
  const api = installFakeApi({
    [summaryCall]: inTurn(
      okData(summary()),
      okData(
        summary({
          balance: {
            pending_points: 1000,
            available_points: 2000,
            available_value: '20.00',
            redeemed_points: 1000,
            reversed_points: 0,
          },
          credits: [
            {
              id: 'c1',
              certificate: 'x',
              amount: '10.00',
              remaining: '10.00',
              created_at: '2026-11-26T00:00:00Z',
            },
          ],
        }),
      ),
    ),
    [redeemCall]: inTurn(
      { status: 201, data: { data: {} } },
      {
        status: 409,
        data: {
          errors: { code: 'insufficient_points', detail: 'You do not have enough available points.' },
        },
      },
    ),
  });
  renderPage(<RewardsPage />, { url: '/dashboard/rewards' });
  const user = userEvent.setup();
  const field = await screen.findByLabelText(/Points to redeem/);
  const submit = screen.getByRole('button', { name: 'Redeem against my next contribution' });

  await user.type(field, '500');
  await user.click(submit);
  expect(screen.getByText('Redeem at least 1,000 points.')).toBeInTheDocument();
  expect(api.requestsTo(redeemCall)).toHaveLength(0);

  await user.clear(field);
  await user.type(field, '1000');
  await user.click(submit);
  expect(await screen.findByTestId('available-points')).toHaveTextContent('2,000 points available');
  expect(
    screen.getByText('RM10.00 of redeemed points will be taken off your next contributions.'),
  ).toBeInTheDocument();
  expect(api.requestsTo(redeemCall)[0]).toMatchObject({ body: { points: 1000 } });

  await user.type(field, '1000');
  await user.click(submit);
  expect(await screen.findByText('You do not have enough available points.')).toBeInTheDocument();
});

test('without an active certificate, says redemption needs one; in Malay', async () => {
  installFakeApi({ [summaryCall]: () => okData(summary({ can_redeem: false, ledger: [], draws: [] })) });
  renderPage(<RewardsPage />, { url: '/ms/dashboard/rewards', locale: 'ms' });

  expect(await screen.findByRole('heading', { level: 1, name: 'Ganjaran saya' })).toBeInTheDocument();
  expect(
    screen.getByText('Anda boleh menebus mata sebaik sahaja anda memegang sijil yang aktif.'),
  ).toBeInTheDocument();
  expect(screen.queryByLabelText(/Mata untuk ditebus/)).not.toBeInTheDocument();
  expect(
    screen.getByText('Belum ada mata. Kongsi kod rujukan anda untuk mula mengumpul.'),
  ).toBeInTheDocument();
});

test('a failed load explains itself and can be tried again; offline says so', async () => {
  installFakeApi({
    [summaryCall]: inTurn(
      { status: 500, data: { errors: { code: 'server_error', detail: 'Boom' } } },
      okData(summary()),
    ),
  });
  renderPage(<RewardsPage />, { url: '/dashboard/rewards' });
  expect(await screen.findByRole('alert')).toHaveTextContent('We could not load your rewards');
  await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByTestId('available-points')).toBeInTheDocument();
});

test('offline, it says the connection is the problem', async () => {
  installFakeApi({ [summaryCall]: () => noAnswer });
  renderPage(<RewardsPage />, { url: '/dashboard/rewards' });
  expect(await screen.findByRole('alert')).toHaveTextContent('We could not reach Teduh');
});

const payout = (overrides: Partial<BankPayout>): BankPayout => ({
  id: 'p1',
  points: 1000,
  amount: '10.00',
  bank_code: 'MY_MAYBANK',
  bank_name: 'Maybank',
  account_last4: '4455',
  status: 'pending',
  failure: null,
  next_attempt_at: null,
  requested_at: '2026-11-26T02:00:00.000Z',
  settled_at: null,
  ...overrides,
});

test('pays points to the bank account: checks the form, sends it, shows the payout pending', async () => {
  const api = installFakeApi({
    [summaryCall]: inTurn(
      okData(summary()),
      okData(
        summary({
          balance: {
            pending_points: 1000,
            available_points: 1000,
            available_value: '10.00',
            redeemed_points: 2000,
            reversed_points: 0,
          },
          payouts: [
            payout({
              id: 'p2',
              points: 2000,
              amount: '20.00',
              bank_code: 'MY_CIMB',
              bank_name: 'CIMB Bank',
              account_last4: '7788',
            }),
          ],
        }),
      ),
    ),
    [payoutCall]: inTurn(
      {
        status: 400,
        data: {
          errors: {
            code: 'invalid',
            detail: 'The account must be in your own name, as on your account or certificate.',
            fields: {
              account_holder_name: [
                'The account must be in your own name, as on your account or certificate.',
              ],
            },
          },
        },
      },
      { status: 201, data: { data: payout({ id: 'p2', points: 2000, amount: '20.00' }) } },
    ),
  });
  renderPage(<RewardsPage />, { url: '/dashboard/rewards' });
  const user = userEvent.setup();
  const card = await screen.findByRole('region', { name: 'Paid to your bank account' });
  const submit = within(card).getByRole('button', { name: 'Pay to my bank account' });

  await user.click(submit);
  expect(await within(card).findByText('Pay out at least 1,000 points.')).toBeInTheDocument();
  expect(within(card).getByText('Choose your bank.')).toBeInTheDocument();
  expect(within(card).getByText('Enter your account number: 6 to 20 digits.')).toBeInTheDocument();
  expect(within(card).getByText('Enter the name on the account.')).toBeInTheDocument();
  expect(within(card).getByLabelText(/Points to pay out/)).toHaveFocus();
  expect(api.requestsTo(payoutCall)).toHaveLength(0);

  await user.type(within(card).getByLabelText(/Points to pay out/), '2000');
  await user.selectOptions(within(card).getByLabelText(/^Bank/), 'MY_CIMB');
  await user.type(within(card).getByLabelText(/Account number/), '12-34');
  await user.type(within(card).getByLabelText(/Account holder's name/), 'Someone Else');
  await user.click(submit);
  expect(await within(card).findByText('Enter your account number: 6 to 20 digits.')).toBeInTheDocument();
  await user.clear(within(card).getByLabelText(/Account number/));
  await user.type(within(card).getByLabelText(/Account number/), '7001 2233 7788');
  await user.click(submit);
  // The API's refusal lands on its field.
  expect(
    await within(card).findByText('The account must be in your own name, as on your account or certificate.'),
  ).toBeInTheDocument();
  expect(within(card).getByLabelText(/Account holder's name/)).toHaveFocus();

  await user.clear(within(card).getByLabelText(/Account holder's name/));
  await user.type(within(card).getByLabelText(/Account holder's name/), 'Nurul Hidayah');
  await user.click(submit);
  const payouts = await within(card).findByRole('list', { name: 'Your payouts' });
  expect(within(payouts).getByRole('listitem')).toHaveTextContent('RM20.00 to CIMB Bank ····7788');
  expect(within(payouts).getByRole('listitem')).toHaveTextContent('Payout pending');
  expect(api.requestsTo(payoutCall)[1]).toMatchObject({
    body: {
      points: 2000,
      bank_code: 'MY_CIMB',
      account_number: '7001 2233 7788',
      account_holder_name: 'Nurul Hidayah',
    },
  });
  expect(screen.getByTestId('available-points')).toHaveTextContent('1,000 points available');
}, 30_000);

test('shows each payout paid, pending or failed with the points returned, and the ledger says which; in Malay', async () => {
  installFakeApi({
    [summaryCall]: () =>
      okData(
        summary({
          ledger: [
            // The credit of a certificate that ended, given back: no payout.
            {
              id: 4,
              kind: 'redemption_returned',
              pending_points: 0,
              available_points: 500,
              campaign: null,
              payout: null,
              created_at: '2026-11-26T02:00:00.000Z',
            },
            {
              id: 3,
              kind: 'redemption_returned',
              pending_points: 0,
              available_points: 1000,
              campaign: null,
              payout: 'p3',
              created_at: '2026-11-25T02:00:00.000Z',
            },
            {
              id: 2,
              kind: 'redeemed',
              pending_points: 0,
              available_points: -1000,
              campaign: null,
              payout: 'p3',
              created_at: '2026-11-24T02:00:00.000Z',
            },
          ],
          payouts: [
            payout({ id: 'p3', status: 'failed', settled_at: '2026-11-25T02:00:00.000Z' }),
            payout({ id: 'p2', status: 'paid', settled_at: '2026-11-24T02:00:00.000Z' }),
            payout({ id: 'p1' }),
          ],
        }),
      ),
  });
  renderPage(<RewardsPage />, { url: '/ms/dashboard/rewards', locale: 'ms' });
  const payouts = await screen.findByRole('list', { name: 'Pembayaran anda' });
  const [failed, paid, pending] = within(payouts).getAllByRole('listitem');
  expect(failed).toHaveTextContent('Gagal, mata dikembalikan');
  expect(failed).toHaveTextContent('1,000 mata anda telah dikembalikan ke baki');
  expect(paid).toHaveTextContent('Dibayar pada 24 November 2026.');
  expect(pending).toHaveTextContent('Pembayaran belum selesai');
  const history = screen.getByRole('list', { name: 'Sejarah mata' });
  const [creditReturned, returned, redeemed] = within(history).getAllByRole('listitem');
  expect(creditReturned).toHaveTextContent('Kredit dikembalikan: sijil telah tamat');
  expect(creditReturned).toHaveTextContent('+500');
  expect(returned).toHaveTextContent('Pembayaran gagal: mata dikembalikan');
  expect(redeemed).toHaveTextContent('Ditebus: dibayar ke akaun bank anda');
});

test('says when a payout the bank failed for now is tried again, and asks for bank details the bank refused', async () => {
  const user = userEvent.setup();
  installFakeApi({
    [summaryCall]: () =>
      okData(
        summary({
          payouts: [
            payout({
              id: 'p3',
              status: 'failed',
              failure: 'bank_details',
              settled_at: '2026-11-25T02:00:00.000Z',
            }),
            payout({
              id: 'p2',
              status: 'failed',
              failure: 'gave_up',
              settled_at: '2026-11-24T02:00:00.000Z',
            }),
            payout({ id: 'p1', next_attempt_at: '2026-11-26T03:15:00.000Z' }),
          ],
        }),
      ),
  });
  renderPage(<RewardsPage />, { url: '/dashboard/rewards', locale: 'en' });
  const payouts = await screen.findByRole('list', { name: 'Your payouts' });
  const [wrongAccount, gaveUp, retrying] = within(payouts).getAllByRole('listitem');
  expect(wrongAccount).toHaveTextContent(
    'The bank did not accept this account. Your 1,000 points are back in your balance: check the bank and the account number, then redeem again.',
  );
  expect(gaveUp).toHaveTextContent('We tried several times, but the bank could not take it.');
  expect(retrying).toHaveTextContent('We will try again on 26 November 2026 at 11:15');
  expect(retrying).toHaveTextContent('Payout pending');

  await user.click(screen.getByRole('button', { name: 'Correct the bank details' }));
  expect(screen.getByRole('textbox', { name: /Account number/ })).toHaveFocus();
});

test('in Malay, a planned retry and a refused account say so', async () => {
  installFakeApi({
    [summaryCall]: () =>
      okData(
        summary({
          payouts: [
            payout({ id: 'p2', status: 'failed', failure: 'bank_details' }),
            payout({ id: 'p1', next_attempt_at: '2026-11-26T03:15:00.000Z' }),
          ],
        }),
      ),
  });
  renderPage(<RewardsPage />, { url: '/ms/dashboard/rewards', locale: 'ms' });
  const payouts = await screen.findByRole('list', { name: 'Pembayaran anda' });
  const [wrongAccount, retrying] = within(payouts).getAllByRole('listitem');
  expect(wrongAccount).toHaveTextContent('Bank tidak menerima akaun ini.');
  expect(retrying).toHaveTextContent('Kami akan cuba lagi pada 26 November 2026');
  expect(screen.getByRole('button', { name: 'Betulkan butiran bank' })).toBeVisible();
});
