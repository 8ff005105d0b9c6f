import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useToastStore } from '@teduh/shared';
import { installApiMocks, apiError, networkError } from '@teduh/shared/testing';
import { renderPage, resetStores } from '../../testing/render';
import { cancelMandatePath } from './api/cancel-mandate';
import { autoBillingPath } from './api/get-auto-billing';
import { removeCardPath } from './api/remove-card';
import { replaceCardPath } from './api/replace-card';
import { autoBillingCancelPath } from './api/turn-off-auto-billing';
import { subscriptionPath } from './api/turn-on-auto-billing';
import type { AutoBilling, DirectDebitMandate, PolicyDetail } from './api/types';
import { PolicyDetailPage } from './policy-detail-page';
import { answerPolicyReads, autoBilling, policyDetail, policyUuid } from './policy-fixture';

// Whole flows through the page: allow for a busy machine (jest's default is 5 s).
jest.setTimeout(15_000);

let get: jest.Mock;
let post: jest.Mock;

const card = autoBilling().card!;
const mandate: DirectDebitMandate = {
  id: 'b7c1d2e3-4f50-4a61-8b72-9c83d4e5f601',
  bank_name: 'Maybank2U',
  status: 'active',
};

/** The saved card kept, automatic billing off: the member pays with "Pay now". */
const off = (overrides: Partial<AutoBilling> = {}) =>
  autoBilling({ status: 'off', channel: null, next_debit_on: null, amount: null, ...overrides });

const onFpx = () => autoBilling({ channel: 'fpx', card: null, mandate });

function answer(billings: AutoBilling[], policy: PolicyDetail = policyDetail()) {
  answerPolicyReads(get, [policy], undefined, billings);
}

/** A promise settled by the test, for a call still on its way. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function renderDetail(locale: 'en' | 'ms' = 'en') {
  const prefix = locale === 'ms' ? '/ms' : '';
  return renderPage(<PolicyDetailPage />, {
    url: `${prefix}/dashboard/policy-detail/${policyUuid}`,
    path: `${prefix}/dashboard/policy-detail/:uuid?`,
    locale,
  });
}

/** The auto-billing section once its payment details have loaded. */
async function billingSection(name = 'Auto-billing') {
  const region = within(await screen.findByRole('region', { name }));
  await region.findByTestId('auto-billing-status');
  return region;
}

function toastTexts() {
  return useToastStore.getState().toasts.map((toast) => `${toast.kind}: ${toast.text}`);
}

function billingReads() {
  return get.mock.calls.filter(([url]) => url === autoBillingPath).length;
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

test('shows the saved card, that automatic billing is on, and the next debit', async () => {
  answer([autoBilling()]);
  renderDetail();

  const section = await billingSection();
  expect(get).toHaveBeenCalledWith(autoBillingPath, {
    params: { certificate: policyUuid },
    signal: expect.any(AbortSignal),
  });
  const status = within(section.getByTestId('auto-billing-status'));
  expect(status.getByText('Status').nextSibling).toHaveTextContent('On');
  expect(status.getByText('Frequency').nextSibling).toHaveTextContent('Monthly');
  expect(status.getByText('Next debit').nextSibling).toHaveTextContent('RM12.39 on 1 December 2026');
  expect(status.getByText('Paid from').nextSibling).toHaveTextContent('Visa ending in 4242');
  expect(section.getByRole('heading', { level: 3, name: 'Saved card' })).toBeInTheDocument();
  expect(section.getByTestId('saved-card')).toHaveTextContent('Visa ending in 4242Expires 08/2031');
  expect(section.getByRole('button', { name: 'Turn off automatic billing' })).toBeInTheDocument();
  expect(section.getByRole('button', { name: 'Remove card' })).toBeInTheDocument();
  expect(section.queryByRole('button', { name: 'Turn on automatic billing' })).not.toBeInTheDocument();
  expect(post).not.toHaveBeenCalled();
});

test('a redeemed reward credit is shown with the lowered next debit, in English and Malay', async () => {
  answer([autoBilling({ amount: '2.39', reward_credit: '10.00' })]);
  const view = renderDetail();
  let status = within((await billingSection()).getByTestId('auto-billing-status'));
  expect(status.getByText('Next debit').nextSibling).toHaveTextContent('RM2.39 on 1 December 2026');
  expect(status.getByText('Reward credit').nextSibling).toHaveTextContent('RM10.00 off this debit');
  view.unmount();

  resetStores();
  answer([autoBilling({ amount: '2.39', reward_credit: '10.00' })]);
  renderDetail('ms');
  status = within((await billingSection('Bil automatik')).getByTestId('auto-billing-status'));
  expect(status.getByText('Kredit ganjaran').nextSibling).toHaveTextContent(
    'RM10.00 ditolak daripada debit ini',
  );
});

test('no credit, no credit line', async () => {
  answer([autoBilling({ reward_credit: '0.00' })]);
  renderDetail();
  const status = within((await billingSection()).getByTestId('auto-billing-status'));
  expect(status.queryByText('Reward credit')).not.toBeInTheDocument();
});

test('shows a placeholder while loading, and a failed load offers to try again', async () => {
  answer([autoBilling()]);
  const answered = get.getMockImplementation()!;
  const first = deferred<never>();
  let reads = 0;
  get.mockImplementation((url: string, config?: unknown) => {
    if (url !== autoBillingPath) return answered(url, config);
    reads += 1;
    return reads === 1 ? first.promise : answered(url, config);
  });
  const user = userEvent.setup();
  renderDetail();

  const region = within(await screen.findByRole('region', { name: 'Auto-billing' }));
  expect(region.getByRole('status')).toHaveTextContent('Loading how this certificate is paid');
  expect(region.getByRole('status')).toHaveAttribute('aria-busy', 'true');

  first.reject(apiError(500, { errors: { code: 'server_error', detail: 'Boom' } }));
  expect(await region.findByRole('alert')).toHaveTextContent('We could not load your payment details');
  await user.click(region.getByRole('button', { name: 'Try again' }));

  expect(await region.findByTestId('auto-billing-status')).toHaveFocus();
  expect(region.getByText('Next debit').nextSibling).toHaveTextContent('RM12.39 on 1 December 2026');
  expect(region.queryByRole('alert')).not.toBeInTheDocument();
});

test('turns on automatic billing on the saved card once, then shows the next debit', async () => {
  answer([off(), autoBilling()]);
  const subscribed = deferred<unknown>();
  post.mockReturnValue(subscribed.promise);
  const user = userEvent.setup();
  renderDetail();

  const section = await billingSection();
  expect(section.getByText('Status').nextSibling).toHaveTextContent('Off');
  expect(section.getByText(/a “Pay now” button appears on this page/)).toBeInTheDocument();
  expect(section.queryByText('Next debit')).not.toBeInTheDocument();
  expect(
    section.getByText(
      /your contribution of RM12\.39 per month is charged to this card each time it falls due/,
    ),
  ).toBeInTheDocument();

  const turnOn = section.getByRole('button', { name: /Turn on automatic billing/ });
  await user.click(turnOn);
  expect(turnOn).toHaveAttribute('aria-busy', 'true');
  expect(section.getByRole('button', { name: 'Remove card' })).toBeDisabled();
  await user.click(turnOn); // a second click while busy sends nothing
  expect(post).toHaveBeenCalledTimes(1);
  expect(post).toHaveBeenCalledWith(subscriptionPath, { certificate: policyUuid, payment_method: card.id });

  subscribed.resolve({ data: { data: {} } });
  await waitFor(() => expect(section.getByText('Status').nextSibling).toHaveTextContent('On'));
  expect(billingReads()).toBe(2); // read again after the change
  expect(section.getByText('Next debit').nextSibling).toHaveTextContent('RM12.39 on 1 December 2026');
  expect(section.getByTestId('auto-billing-status')).toHaveFocus();
  expect(section.getByRole('button', { name: 'Turn off automatic billing' })).toBeInTheDocument();
  expect(toastTexts()).toEqual([
    'success: Automatic billing is on. Your next contribution of RM12.39 will be charged on 1 December 2026.',
  ]);
});

test('replacing the card opens the provider’s page to save a new one, and comes back to this page', async () => {
  answer([autoBilling()]);
  const opened = deferred<unknown>();
  post.mockReturnValue(opened.promise);
  const user = userEvent.setup();
  renderDetail();

  const section = await billingSection();
  const replace = section.getByRole('button', { name: 'Replace card' });
  await user.click(replace);
  const here = `${window.location.origin}/dashboard/policy-detail/${policyUuid}`;
  expect(post).toHaveBeenCalledWith(replaceCardPath, {
    certificate: policyUuid,
    success_return_url: `${here}?card=saved`,
    cancel_return_url: here,
  });
  expect(replace).toHaveAttribute('aria-busy', 'true');
  expect(section.getByRole('button', { name: 'Remove card' })).toBeDisabled();

  // The provider cannot be reached: said in the section, and the buttons work again.
  opened.reject(
    apiError(503, {
      errors: { code: 'payment_provider_unavailable', detail: 'We cannot reach the payment provider.' },
    }),
  );
  expect(await section.findByRole('alert')).toHaveTextContent('We cannot reach the payment provider.');
  expect(section.getByRole('button', { name: 'Replace card' })).not.toHaveAttribute('aria-busy', 'true');
});

test('back from saving a new card: says so once', async () => {
  window.history.replaceState(null, '', `/dashboard/policy-detail/${policyUuid}?card=saved`);
  answer([autoBilling()]);
  renderPage(<PolicyDetailPage />, {
    url: `/dashboard/policy-detail/${policyUuid}?card=saved`,
    path: '/dashboard/policy-detail/:uuid?',
  });
  await billingSection();
  await waitFor(() =>
    expect(toastTexts()).toEqual(['success: Your new card is saved for this certificate.']),
  );
  expect(window.location.search).toBe('');
});

test('turning off asks first; keeping it changes nothing, confirming stops it and keeps the card', async () => {
  answer([autoBilling()]);
  post.mockResolvedValue({ data: { data: off() } });
  const user = userEvent.setup();
  renderDetail();

  const section = await billingSection();
  const turnOff = section.getByRole('button', { name: 'Turn off automatic billing' });
  await user.click(turnOff);
  let dialog = within(await screen.findByRole('dialog', { name: 'Turn off automatic billing?' }));
  const explanation = dialog.getByTestId('payment-action-explanation');
  expect(explanation).toHaveTextContent(
    'We will stop charging your Visa ending in 4242 for this certificate. The card stays saved',
  );
  expect(explanation).toHaveTextContent(
    'Your next contribution of RM12.39 is due on 1 December 2026: pay it yourself with “Pay now” on this page.',
  );
  expect(explanation).toHaveTextContent(
    'Your certificate stays in force as long as your contributions are paid.',
  );

  await user.click(dialog.getByRole('button', { name: 'Keep automatic billing' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(post).not.toHaveBeenCalled();
  expect(turnOff).toHaveFocus();

  await user.click(turnOff);
  dialog = within(await screen.findByRole('dialog', { name: 'Turn off automatic billing?' }));
  await user.click(dialog.getByRole('button', { name: 'Turn off automatic billing' }));

  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(post).toHaveBeenCalledWith(autoBillingCancelPath, { certificate: policyUuid });
  expect(billingReads()).toBe(1); // the answer is the new state
  expect(section.getByText('Status').nextSibling).toHaveTextContent('Off');
  expect(section.getByTestId('saved-card')).toHaveTextContent('Visa ending in 4242');
  expect(section.getByRole('button', { name: 'Turn on automatic billing' })).toBeInTheDocument();
  expect(section.getByTestId('auto-billing-status')).toHaveFocus();
  expect(toastTexts()).toEqual([
    'success: Automatic billing is off. Pay your next contribution with “Pay now” when it falls due.',
  ]);
});

test('removing the card explains what follows; cancelling the dialog does nothing, confirming removes it', async () => {
  answer([autoBilling(), off({ card: null })]);
  post.mockResolvedValue({ data: { data: {} } });
  const user = userEvent.setup();
  renderDetail();

  const section = await billingSection();
  const remove = section.getByRole('button', { name: 'Remove card' });
  await user.click(remove);
  let dialog = within(await screen.findByRole('dialog', { name: 'Remove your Visa ending in 4242?' }));
  const explanation = dialog.getByTestId('payment-action-explanation');
  expect(explanation).toHaveTextContent(
    'The card will be removed from this certificate and from our payment provider',
  );
  expect(explanation).toHaveTextContent('Automatic billing on this card stops.');
  expect(explanation).toHaveTextContent(
    'Your next contribution of RM12.39 is due on 1 December 2026: pay it yourself with “Pay now” on this page. “Pay now” asks for a card and saves it for this certificate.',
  );
  expect(explanation).toHaveTextContent(
    'Your certificate stays in force as long as your contributions are paid.',
  );

  await user.click(dialog.getByRole('button', { name: 'Keep my card' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(remove).toHaveFocus();
  await user.click(remove);
  await screen.findByRole('dialog');
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(post).not.toHaveBeenCalled();

  await user.click(remove);
  dialog = within(await screen.findByRole('dialog', { name: 'Remove your Visa ending in 4242?' }));
  await user.click(dialog.getByRole('button', { name: 'Remove card' }));

  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(post).toHaveBeenCalledTimes(1);
  expect(post).toHaveBeenCalledWith(removeCardPath(card.id));
  expect(removeCardPath(card.id)).toBe(
    `payments/providers/xendit/api/v1/payment-methods/certificates/${card.id}/cancel/`,
  );
  expect(section.getByText(/^No saved card\./)).toBeInTheDocument();
  expect(section.getByText('Status').nextSibling).toHaveTextContent('Off');
  // Only the way to save another card is left.
  expect(section.getAllByRole('button').map((button) => button.textContent)).toEqual(['Add a card']);
  expect(section.getByTestId('auto-billing-status')).toHaveFocus();
  expect(toastTexts()).toEqual(['success: Your card has been removed.']);
});

test('cancels an FPX direct-debit mandate after saying what follows', async () => {
  answer([onFpx(), off({ card: null, mandate: { ...mandate, status: 'cancelled' } })]);
  post.mockResolvedValue({ data: { data: {} } });
  const user = userEvent.setup();
  renderDetail();

  const section = await billingSection();
  expect(section.getByText('Paid from').nextSibling).toHaveTextContent('FPX direct debit, Maybank2U');
  expect(section.getByText(/^No saved card\./)).toBeInTheDocument();
  const debit = within(section.getByTestId('mandate'));
  expect(debit.getByText('Bank').nextSibling).toHaveTextContent('Maybank2U');
  expect(debit.getByText('Mandate status').nextSibling).toHaveTextContent('Active');

  await user.click(debit.getByRole('button', { name: 'Cancel direct debit' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Cancel your FPX direct debit?' }));
  const explanation = dialog.getByTestId('payment-action-explanation');
  expect(explanation).toHaveTextContent(
    'We will cancel your direct-debit authority with Maybank2U. No more contributions will be debited from your account.',
  );
  expect(explanation).toHaveTextContent('pay it yourself with “Pay now” on this page.');
  expect(explanation).toHaveTextContent('you will need to set up a new mandate');
  await user.click(dialog.getByRole('button', { name: 'Cancel direct debit' }));

  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(post).toHaveBeenCalledWith(cancelMandatePath(mandate.id));
  expect(cancelMandatePath(mandate.id)).toBe(`payment/api/v1/${mandate.id}/collections/cancel/`);
  expect(section.getByText('Mandate status').nextSibling).toHaveTextContent('Cancelled');
  expect(section.getByText('Status').nextSibling).toHaveTextContent('Off');
  expect(section.queryByRole('button', { name: 'Cancel direct debit' })).not.toBeInTheDocument();
  expect(toastTexts()).toEqual(['success: Your FPX direct debit has been cancelled.']);
});

test('with automatic billing on FPX, removing a saved card does not ask the member to pay themselves', async () => {
  answer([autoBilling({ channel: 'fpx', mandate })]);
  const user = userEvent.setup();
  renderDetail();

  const section = await billingSection();
  expect(section.getByText('Paid from').nextSibling).toHaveTextContent('FPX direct debit, Maybank2U');
  // Billing runs on the mandate: the card can be removed, not switched to from here.
  expect(section.queryByRole('button', { name: 'Turn on automatic billing' })).not.toBeInTheDocument();
  expect(section.queryByRole('button', { name: 'Turn off automatic billing' })).not.toBeInTheDocument();
  await user.click(section.getByRole('button', { name: 'Remove card' }));
  const explanation = within(await screen.findByRole('dialog')).getByTestId('payment-action-explanation');
  expect(explanation).toHaveTextContent('Your contributions are still collected by FPX direct debit.');
  expect(explanation).not.toHaveTextContent('Pay now');
  expect(explanation).not.toHaveTextContent('Automatic billing on this card stops.');
});

test("a refusal shows the API's own words and leaves everything usable", async () => {
  answer([off()]);
  post.mockRejectedValueOnce(
    apiError(409, {
      errors: {
        code: 'card_expired',
        detail: 'This card can no longer be charged. Please use another card.',
      },
    }),
  );
  const user = userEvent.setup();
  renderDetail();

  const section = await billingSection();
  await user.click(section.getByRole('button', { name: 'Turn on automatic billing' }));

  const alert = await section.findByRole('alert');
  expect(alert).toHaveTextContent('We could not turn on automatic billing');
  expect(alert).toHaveTextContent('This card can no longer be charged. Please use another card.');
  expect(section.getByRole('button', { name: 'Turn on automatic billing' })).not.toHaveAttribute('aria-busy');
  // 409: the state may have changed elsewhere, so it is read again.
  await waitFor(() => expect(billingReads()).toBe(2));
  expect(toastTexts()).toEqual([]);
});

test('an unavailable payment provider (503) keeps the dialog open and says to try again later', async () => {
  answer([autoBilling()]);
  post
    .mockRejectedValueOnce(
      apiError(503, {
        errors: {
          code: 'payment_provider_unavailable',
          detail: 'Our payment provider is not answering. Please try again in a few minutes.',
        },
      }),
    )
    .mockRejectedValueOnce(networkError());
  const user = userEvent.setup();
  renderDetail();

  const section = await billingSection();
  await user.click(section.getByRole('button', { name: 'Remove card' }));
  const dialog = within(await screen.findByRole('dialog'));
  await user.click(dialog.getByRole('button', { name: 'Remove card' }));

  const alert = await dialog.findByRole('alert');
  expect(alert).toHaveTextContent('Our payment provider is not available right now');
  expect(alert).toHaveTextContent('Please try again in a few minutes.');
  expect(screen.getByRole('dialog')).toBeInTheDocument();

  await user.click(dialog.getByRole('button', { name: 'Remove card' }));
  await waitFor(() => expect(dialog.getByRole('alert')).toHaveTextContent('We could not remove your card'));
  expect(dialog.getByRole('alert')).toHaveTextContent('Check your internet connection');
  expect(post).toHaveBeenCalledTimes(2);
  expect(section.getByTestId('saved-card')).toBeInTheDocument();
  expect(toastTexts()).toEqual([]);
});

test('in Malay: turning on automatic billing, and the removal dialog', async () => {
  answer([off(), autoBilling()]);
  post.mockResolvedValue({ data: { data: {} } });
  const user = userEvent.setup();
  renderDetail('ms');

  const section = await billingSection('Bil automatik');
  expect(section.getByText('Status').nextSibling).toHaveTextContent('Tidak aktif');
  expect(section.getByTestId('saved-card')).toHaveTextContent(
    'Visa berakhir dengan 4242Tamat tempoh 08/2031',
  );
  expect(
    section.getByText(/caruman anda sebanyak RM12\.39 sebulan akan dicaj pada kad ini/),
  ).toBeInTheDocument();

  await user.click(section.getByRole('button', { name: 'Alih keluar kad' }));
  const dialog = within(
    await screen.findByRole('dialog', { name: 'Alih keluar kad Visa berakhir dengan 4242?' }),
  );
  expect(dialog.getByTestId('payment-action-explanation')).toHaveTextContent(
    'Kad ini akan dialih keluar daripada sijil ini dan daripada penyedia pembayaran kami',
  );
  expect(dialog.getByTestId('payment-action-explanation')).toHaveTextContent(
    'Sijil anda kekal berkuat kuasa selagi caruman anda dibayar.',
  );
  await user.click(dialog.getByRole('button', { name: 'Kekalkan kad saya' }));
  expect(post).not.toHaveBeenCalled();

  await user.click(section.getByRole('button', { name: 'Hidupkan bil automatik' }));
  await waitFor(() => expect(section.getByText('Status').nextSibling).toHaveTextContent('Aktif'));
  expect(section.getByText('Debit seterusnya').nextSibling).toHaveTextContent('RM12.39 pada 1 Disember 2026');
  expect(section.getByText('Dibayar melalui').nextSibling).toHaveTextContent('Visa berakhir dengan 4242');
  expect(toastTexts()).toEqual([
    'success: Bil automatik telah dihidupkan. Caruman anda yang seterusnya sebanyak RM12.39 akan dicaj pada 1 Disember 2026.',
  ]);
});

test('an expired card cannot be used for automatic billing, and says what to do', async () => {
  answer([off({ card: { ...card, expiry_month: 1, expiry_year: 2020 } })]);
  renderDetail();

  const section = await billingSection();
  expect(section.getByTestId('saved-card')).toHaveTextContent('Expired 01/2020');
  expect(section.getByText(/This card has expired and can no longer be charged/)).toBeInTheDocument();
  expect(section.queryByRole('button', { name: 'Turn on automatic billing' })).not.toBeInTheDocument();
  expect(section.getByRole('button', { name: 'Remove card' })).toBeInTheDocument();
});

test.each([
  ['pending', policyDetail({ status: 'pending' }), 'can be set up once your first contribution is paid'],
  [
    'lapsed',
    policyDetail({ status: 'lapsed', ended_at: '2027-01-02T00:00:00.000Z' }),
    'This certificate has ended',
  ],
  [
    'canceled',
    policyDetail({ status: 'canceled', ended_at: '2026-11-10T00:00:00.000Z' }),
    'This certificate has ended',
  ],
])(
  'a %s certificate shows nothing to manage and asks nothing of the payment API',
  async (_, policy, text) => {
    answer([autoBilling()], policy);
    renderDetail();

    const region = within(await screen.findByRole('region', { name: 'Auto-billing' }));
    expect(region.getByText(new RegExp(text))).toBeInTheDocument();
    expect(region.queryByRole('button')).not.toBeInTheDocument();
    expect(billingReads()).toBe(0);
  },
);
