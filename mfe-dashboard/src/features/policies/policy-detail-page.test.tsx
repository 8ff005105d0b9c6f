import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useModalStore, useToastStore } from '@teduh/shared';
import { installApiMocks } from '@teduh/shared/testing';
import { todayIso } from '@teduh/shared/identity';
import { apiError } from '@teduh/shared/testing';
import { renderPage, resetStores } from '../../testing/render';
import type { AutoBilling, PolicyDetail } from './api/types';
import { PolicyDetailPage } from './policy-detail-page';
import {
  answerPolicyReads,
  attachments,
  autoBilling,
  policyAttachmentsPath,
  policyDetail,
  policyDetailPath,
  policyUuid,
} from './policy-fixture';

// Whole flows typed key by key: allow for a busy machine (jest's default is 5 s).
jest.setTimeout(15_000);

let get: jest.Mock;
let post: jest.Mock;

const pdfPath = `policy/api/v1/policies/${policyUuid}/certificate.pdf`;

/** `YYYY-MM-DD` a number of days from today in Malaysia (the API's calendar). */
function daysFromToday(days: number): string {
  const [y, m, d] = todayIso().split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d + days));
  return date.toISOString().slice(0, 10);
}

function longDay(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d)).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

function answer(policy: PolicyDetail, files = attachments, billing: AutoBilling = autoBilling()) {
  answerPolicyReads(get, [policy], files, [billing]);
}

function renderDetail(
  url = `/dashboard/policy-detail/${policyUuid}`,
  path = '/dashboard/policy-detail/:uuid?',
) {
  return renderPage(<PolicyDetailPage />, { url, path });
}

function toastTexts() {
  return useToastStore.getState().toasts.map((toast) => `${toast.kind}: ${toast.text}`);
}

function section(name: string) {
  return within(screen.getByRole('region', { name }));
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

test('shows every part of the certificate', async () => {
  answer(policyDetail());
  renderDetail();

  expect(screen.getByRole('status')).toHaveTextContent('Loading your certificate');
  expect(await screen.findByRole('heading', { level: 1, name: 'Pusara Pro' })).toBeInTheDocument();
  expect(get).toHaveBeenCalledWith(policyDetailPath, { signal: expect.any(AbortSignal) });
  expect(get).toHaveBeenCalledWith(policyAttachmentsPath, { signal: expect.any(AbortSignal) });
  expect(screen.getAllByText('TPP-2026-000123')[0]!.parentElement).toHaveTextContent(
    'Certificate no. TPP-2026-000123',
  );
  expect(screen.getByTestId('certificate-status')).toHaveTextContent('Active');

  const details = section('Certificate details');
  expect(details.getByText('TPP-2026-000123')).toBeInTheDocument();
  expect(details.getByText('RM150,000')).toBeInTheDocument();
  expect(details.getByText('Monthly')).toBeInTheDocument();
  expect(details.getByText('1 November 2026')).toBeInTheDocument();
  expect(details.getAllByText('1 November 2027')).toHaveLength(2); // cover ends, next renewal
  expect(details.getByText('1 December 2026')).toBeInTheDocument();
  expect(details.getByText('16 November 2026')).toBeInTheDocument();

  const benefits = section('Benefits');
  expect(within(benefits.getByTestId('benefit-DB1')).getByText('Death benefit')).toBeInTheDocument();
  expect(benefits.getByTestId('benefit-DB1')).toHaveTextContent('DB1 · 100% of the sum covered');
  expect(benefits.getByTestId('benefit-DB1')).toHaveTextContent('RM150,000.00');
  expect(benefits.getByTestId('benefit-CB1')).toHaveTextContent('Compassionate benefit');
  expect(benefits.getByTestId('benefit-CB1')).toHaveTextContent('CB1 · 10% of the sum covered');
  expect(benefits.getByTestId('benefit-CB1')).toHaveTextContent('RM15,000.00');

  const contribution = section('Contribution');
  expect(contribution.getByText('Your contribution (per month)')).toBeInTheDocument();
  expect(contribution.getByText("Tabarru' (into the takaful fund)").nextSibling).toHaveTextContent('RM9.91');
  expect(contribution.getByText('Wakalah fee (operator, 20%)').nextSibling).toHaveTextContent('RM2.48');
  expect(contribution.getByText('Yearly rate').nextSibling).toHaveTextContent('RM136.29');

  const schedule = within(screen.getByRole('table', { name: 'Payment schedule' }));
  const scheduleRows = schedule.getAllByRole('row');
  expect(scheduleRows).toHaveLength(3);
  expect(scheduleRows[1]).toHaveTextContent('1 November 2026RM12.39Paid');
  expect(scheduleRows[2]).toHaveTextContent('1 December 2026RM12.39Upcoming');

  const history = within(screen.getByRole('table', { name: 'Payment history' }));
  const historyRows = history.getAllByRole('row');
  expect(historyRows).toHaveLength(2);
  expect(historyRows[1]).toHaveTextContent('1 November 2026');
  expect(historyRows[1]).toHaveTextContent('1 November 2026 to 1 December 2026');
  expect(historyRows[1]).toHaveTextContent('Card');
  expect(historyRows[1]).toHaveTextContent('RM12.39');

  const billing = section('Auto-billing');
  expect(await billing.findByText('Next debit')).toBeInTheDocument();
  expect(billing.getByText('Status').nextSibling).toHaveTextContent('On');
  expect(billing.getByText('Next debit').nextSibling).toHaveTextContent('RM12.39 on 1 December 2026');
  expect(billing.getByText('Paid from').nextSibling).toHaveTextContent('Visa ending in 4242');
  // A card payer has no direct debit to show.
  expect(billing.queryByText('FPX direct debit')).not.toBeInTheDocument();

  const people = section('Certificate holder and beneficiary');
  expect(people.getByText('Aisyah Rahman')).toBeInTheDocument();
  expect(people.getByText('NRIC ******-**-5678')).toBeInTheDocument();
  expect(people.getByTestId('beneficiary')).toHaveTextContent('Hafiz Rahman, Spouse, by hibah (gift), 100%');

  const documents = section('Documents');
  expect(documents.getByText('Certificate TPP-2026-000123')).toBeInTheDocument();
  expect(documents.getByRole('button', { name: 'Download PDF' })).toBeInTheDocument();
  expect(documents.getByRole('link', { name: /Open the sheet/ })).toHaveAttribute(
    'href',
    '/pds/pusara-pro-pds-en.pdf',
  );

  const claim = section('Make a claim');
  expect(claim.getByText('the death certificate')).toBeInTheDocument();
  expect(claim.getByText(/You can claim online/)).toBeInTheDocument();
  expect(claim.getByRole('link', { name: 'Make a claim online' })).toHaveAttribute(
    'href',
    '/dashboard/claims/new',
  );
  expect(claim.getByRole('link', { name: 'E-mail support@teduh.my' })).toHaveAttribute(
    'href',
    'mailto:support@teduh.my?subject=Claim%20for%20certificate%20TPP-2026-000123',
  );
  await userEvent.setup().click(claim.getByRole('button', { name: 'Start a claim enquiry' }));
  expect(useModalStore.getState().openKey).toBe('enquiry');

  expect(
    section('Cancel this certificate').getByRole('button', { name: 'Request cancellation' }),
  ).toBeInTheDocument();
});

test('a direct debit payer sees their bank under auto-billing, in Malay too', async () => {
  answer(
    policyDetail(),
    attachments,
    autoBilling({
      channel: 'fpx',
      card: null,
      mandate: { id: 'b7c1d2e3-0000-4000-8000-000000000001', bank_name: 'Maybank2U', status: 'active' },
    }),
  );
  renderPage(<PolicyDetailPage />, {
    url: `/ms/dashboard/policy-detail/${policyUuid}`,
    path: '/ms/dashboard/policy-detail/:uuid?',
    locale: 'ms',
  });
  const billing = within(await screen.findByRole('region', { name: 'Bil automatik' }));
  expect((await billing.findByText('Dibayar melalui')).nextSibling).toHaveTextContent(
    'Debit terus FPX, Maybank2U',
  );
  expect(billing.getByText('Debit seterusnya').nextSibling).toHaveTextContent('RM12.39 pada 1 Disember 2026');
  expect(billing.getByText('Bank').nextSibling).toHaveTextContent('Maybank2U');
  expect(billing.getByRole('button', { name: 'Batalkan debit terus' })).toBeInTheDocument();
});

test('the certificate number is kept on one line wherever the page shows it', async () => {
  answer(policyDetail());
  renderDetail();
  const numbers = await screen.findAllByText('TPP-2026-000123');
  // The subtitle ("Certificate no. ...") and the details row; the number is never broken at its hyphens.
  expect(numbers).toHaveLength(2);
  for (const number of numbers) expect(number).toHaveStyle({ whiteSpace: 'nowrap' });
  expect(numbers[0]!.parentElement).toHaveTextContent('Certificate no. TPP-2026-000123');
});

test('no automatic billing and no saved card, and no beneficiary, are said plainly', async () => {
  answer(
    policyDetail({ beneficiary: null, payment_history: [] }),
    attachments,
    autoBilling({
      status: 'off',
      channel: null,
      next_debit_on: null,
      amount: null,
      frequency: 'year',
      card: null,
    }),
  );
  renderDetail();

  const billing = await screen.findByRole('region', { name: 'Auto-billing' });
  expect(await within(billing).findByText(/^No saved card\./)).toBeInTheDocument();
  expect(within(billing).getByText('Status').nextSibling).toHaveTextContent('Off');
  expect(within(billing).getByText('Yearly')).toBeInTheDocument();
  expect(
    within(billing)
      .getAllByRole('button')
      .map((button) => button.textContent),
  ).toEqual(['Add a card']);
  expect(screen.getByText(/No beneficiary named/)).toBeInTheDocument();
  expect(screen.getByText('No contributions have been received yet.')).toBeInTheDocument();
});

test('in Malay, the PDS link is the Malay sheet and the labels are Malay', async () => {
  answer(policyDetail(), [
    attachments[0]!,
    { ...attachments[1]!, url: '/documents/pds/pusara-pro-pds-ms.pdf' },
  ]);
  renderPage(<PolicyDetailPage />, {
    url: `/ms/dashboard/policy-detail/${policyUuid}`,
    path: '/ms/dashboard/policy-detail/:uuid?',
    locale: 'ms',
  });

  expect(await screen.findByRole('region', { name: 'Butiran sijil' })).toBeInTheDocument();
  expect(screen.getByTestId('certificate-status')).toHaveTextContent('Aktif');
  expect(screen.getByRole('link', { name: /Buka helaian/ })).toHaveAttribute(
    'href',
    '/pds/pusara-pro-pds-ms.pdf',
  );
  expect(screen.getByRole('button', { name: 'Minta pembatalan' })).toBeInTheDocument();
});

test('inside the cooling-off period, cancelling explains the full refund, needs a reason and ends the cover', async () => {
  const coolingOffEnds = daysFromToday(5);
  const policy = policyDetail({ start_date: daysFromToday(-10), cooling_off_ends_on: coolingOffEnds });
  answer(policy);
  const canceled: PolicyDetail = {
    ...policy,
    status: 'canceled',
    end_reason: 'cooling_off',
    ended_at: new Date().toISOString(),
    cancellation: {
      requested_at: new Date().toISOString(),
      effective_date: todayIso(),
      reason: 'Found a cheaper plan',
    },
    auto_billing: { ...policy.auto_billing, billing_date: null },
    refunds: [
      {
        payment: policy.payment_history[0]!.payment,
        amount: '12.39',
        reason: 'cooling_off',
        status: 'requested',
        requested_at: new Date().toISOString(),
      },
    ],
  };
  post.mockResolvedValue({ data: { data: canceled } });
  const user = userEvent.setup();
  renderDetail();

  await user.click(await screen.findByRole('button', { name: 'Request cancellation' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Cancel certificate TPP-2026-000123?' }));
  expect(dialog.getByTestId('cancel-outcome')).toHaveTextContent(
    `You are still in the 15-day cooling-off period, which ends on ${longDay(coolingOffEnds)}.`,
  );
  expect(dialog.getByTestId('cancel-outcome')).toHaveTextContent(
    'the RM12.39 you have paid will be refunded in full',
  );

  await user.click(dialog.getByRole('button', { name: 'Cancel certificate' }));
  expect(await dialog.findByText('Please choose why you are cancelling.')).toBeInTheDocument();
  expect(post).not.toHaveBeenCalled();

  // "Another reason" asks for the member's words.
  await user.click(dialog.getByRole('radio', { name: 'Another reason' }));
  await user.click(dialog.getByRole('button', { name: 'Cancel certificate' }));
  expect(await dialog.findByText('Please tell us why you are cancelling.')).toBeInTheDocument();
  expect(post).not.toHaveBeenCalled();
  await user.type(dialog.getByLabelText(/Tell us your reason/), 'Found a cheaper plan');
  await user.click(dialog.getByRole('button', { name: 'Cancel certificate' }));

  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(post).toHaveBeenCalledWith('policy/api/v1/policies/cancel/', {
    certificate: policyUuid,
    reason: 'other',
    reason_text: 'Found a cheaper plan',
  });
  expect(screen.getByTestId('certificate-status')).toHaveTextContent('Cancelled');
  expect(screen.getByTestId('status-notice')).toHaveTextContent('This certificate has been cancelled');
  expect(screen.getByTestId('status-notice')).toHaveTextContent('being refunded in full');
  expect(screen.getByTestId('status-notice')).toHaveFocus();
  expect(screen.getByRole('table', { name: 'Refunds' })).toHaveTextContent('Being processed');
  expect(screen.queryByRole('button', { name: 'Request cancellation' })).not.toBeInTheDocument();
  expect(toastTexts()).toEqual(['success: Your certificate is cancelled. Your refund is on its way.']);
});

test('after the cooling-off period, cancelling keeps the cover to the end of the paid period', async () => {
  const paidUntil = daysFromToday(12);
  const coolingOffEnded = daysFromToday(-20);
  const policy = policyDetail({
    start_date: daysFromToday(-35),
    cooling_off_ends_on: coolingOffEnded,
    paid_until: paidUntil,
  });
  answer(policy);
  post.mockResolvedValue({
    data: {
      data: {
        ...policy,
        cancellation: {
          requested_at: new Date().toISOString(),
          effective_date: paidUntil,
          reason: 'Moving abroad',
        },
        auto_billing: { ...policy.auto_billing, billing_date: null },
      },
    },
  });
  const user = userEvent.setup();
  renderDetail();

  const cancelSection = await screen.findByRole('region', { name: 'Cancel this certificate' });
  expect(cancelSection).toHaveTextContent(
    `your cover continues until the end of the period you have paid for (${longDay(paidUntil)})`,
  );
  await user.click(within(cancelSection).getByRole('button', { name: 'Request cancellation' }));
  const outcome = screen.getByTestId('cancel-outcome');
  expect(outcome).toHaveTextContent(`The cooling-off period ended on ${longDay(coolingOffEnded)}.`);
  expect(outcome).toHaveTextContent(`Your cover continues until ${longDay(paidUntil)} and then ends.`);
  expect(outcome).toHaveTextContent('contributions already paid are not refunded');
  expect(outcome).not.toHaveTextContent('refunded in full');

  await user.click(await screen.findByRole('radio', { name: 'I have other cover' }));
  await user.click(screen.getByRole('button', { name: 'Cancel certificate' }));

  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(screen.getByTestId('certificate-status')).toHaveTextContent('Active');
  const notice = screen.getByTestId('status-notice');
  expect(notice).toHaveTextContent('Cancellation requested');
  expect(notice).toHaveTextContent(`Your cover continues until ${longDay(paidUntil)}, then ends.`);
  expect(notice).toHaveFocus();
  expect(screen.queryByRole('button', { name: 'Request cancellation' })).not.toBeInTheDocument();
  // Nothing more is collected: the auto-billing section offers no action.
  const billing = within(screen.getByRole('region', { name: 'Auto-billing' }));
  expect(billing.getByText(/You have asked to cancel this certificate/)).toBeInTheDocument();
  expect(billing.queryByRole('button')).not.toBeInTheDocument();
  const details = section('Certificate details');
  expect(details.getByText('Cover ends').nextSibling).toHaveTextContent(longDay(paidUntil));
  expect(details.getByText('Next renewal').nextSibling).toHaveTextContent('Not applicable');
  expect(toastTexts()).toEqual([
    `success: Cancellation requested. Your cover ends on ${longDay(paidUntil)}.`,
  ]);
});

test('a refused cancellation keeps the dialog open with the reason', async () => {
  answer(policyDetail());
  post.mockRejectedValue(
    apiError(409, { errors: { code: 'already_ended', detail: 'This certificate has already ended.' } }),
  );
  const user = userEvent.setup();
  renderDetail();

  await user.click(await screen.findByRole('button', { name: 'Request cancellation' }));
  await user.click(await screen.findByRole('radio', { name: 'I no longer need this cover' }));
  await user.click(screen.getByRole('button', { name: 'Cancel certificate' }));

  const alert = await within(await screen.findByRole('dialog')).findByRole('alert');
  expect(alert).toHaveTextContent('We could not cancel your certificate');
  expect(alert).toHaveTextContent('This certificate has already ended.');
  await user.click(screen.getByRole('button', { name: 'Keep my certificate' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.getByTestId('certificate-status')).toHaveTextContent('Active');
});

describe('the certificate PDF', () => {
  let createObjectURL: jest.Mock;
  let revokeObjectURL: jest.Mock;
  let click: jest.SpyInstance;
  let clicked: HTMLAnchorElement[];

  beforeEach(() => {
    createObjectURL = jest.fn(() => 'blob:http://localhost/pdf-1');
    revokeObjectURL = jest.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    clicked = [];
    click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this);
    });
  });

  test('is fetched with the session through the API client and offered as a download', async () => {
    answer(policyDetail());
    const pdf = new Blob(['%PDF-1.7'], { type: 'application/pdf' });
    const user = userEvent.setup();
    renderDetail();
    await screen.findByRole('heading', { level: 1 });
    get.mockImplementationOnce(() => Promise.resolve({ data: pdf }));

    await user.click(screen.getByRole('button', { name: 'Download PDF' }));

    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(get).toHaveBeenLastCalledWith(pdfPath, { responseType: 'blob' });
    expect(createObjectURL).toHaveBeenCalledTimes(1);
    expect(clicked[0]!.download).toBe('tpp-2026-000123.pdf');
    expect(clicked[0]!.href).toBe('blob:http://localhost/pdf-1');
    await waitFor(() => expect(revokeObjectURL).toHaveBeenCalledWith('blob:http://localhost/pdf-1'));
    expect(toastTexts()).toEqual([]);
  });

  test('not ready yet (409): says so', async () => {
    answer(policyDetail());
    const user = userEvent.setup();
    renderDetail();
    await screen.findByRole('heading', { level: 1 });
    get.mockImplementationOnce(() => Promise.reject(apiError(409, new Blob(['{}']))));

    await user.click(screen.getByRole('button', { name: 'Download PDF' }));

    await waitFor(() =>
      expect(toastTexts()).toEqual([
        'error: Your certificate document is still being prepared. Please try again in a minute.',
      ]),
    );
    expect(click).not.toHaveBeenCalled();
  });
});

test("another member's or an unknown certificate (the API answers 404) is the 404 page", async () => {
  get.mockRejectedValue(apiError(404, { errors: { code: 'not_found', detail: 'Certificate not found.' } }));
  renderDetail();

  expect(await screen.findByRole('heading', { name: 'This page could not be found' })).toBeInTheDocument();
  expect(get).toHaveBeenCalledWith(policyDetailPath, { signal: expect.any(AbortSignal) });
});

test('a path that is not a certificate id is the 404 page without asking the API', async () => {
  renderDetail('/dashboard/policy-detail/not-a-uuid');

  expect(await screen.findByRole('heading', { name: 'This page could not be found' })).toBeInTheDocument();
  expect(get).not.toHaveBeenCalled();
});

test('without a certificate id, the member goes to the list', async () => {
  renderDetail('/dashboard/policy-detail');

  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/policies'));
});

test('a failed load (not a 404) offers to try again', async () => {
  get.mockRejectedValueOnce(apiError(500, { errors: { code: 'server_error', detail: 'Boom' } }));
  get.mockRejectedValueOnce(apiError(500, { errors: { code: 'server_error', detail: 'Boom' } }));
  renderDetail();

  expect(await screen.findByRole('alert')).toHaveTextContent('We could not load this certificate');
  answer(policyDetail());
  await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Pusara Pro' })).toBeInTheDocument();
});
