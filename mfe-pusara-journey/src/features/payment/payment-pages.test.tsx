import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore } from '@teduh/shared';
import { leaveSite } from '../../lib/leave-site';
import { apiError, installApiMocks } from '@teduh/shared/testing';
import {
  answer,
  certificateUuid,
  paymentFixture,
  paymentUuid,
  policyFixture,
  verifiedMember,
} from '../../testing/fixtures';
import { renderPage, resetStores } from '../../testing/render';
import { MandateSuccessPage } from './mandate-success-page';
import { PaymentErrorPage } from './payment-error-page';
import { PaymentMethodPage } from './payment-method-page';
import { PENDING_POLL_MS, PaymentPendingPage } from './payment-pending-page';
import { PaymentSuccessPage } from './payment-success-page';
import { PaymentSummaryPage } from './payment-summary-page';

jest.mock('../../lib/leave-site', () => ({
  ...jest.requireActual('../../lib/leave-site'),
  leaveSite: jest.fn(),
}));

let get: jest.Mock;
let post: jest.Mock;
const policyPath = `policy/api/v1/policies/${certificateUuid}/`;

beforeEach(() => {
  resetStores();
  useSessionStore.getState().setAuthenticated(verifiedMember);
  jest.mocked(leaveSite).mockReset();
  get = jest.fn();
  post = jest.fn();
  installApiMocks({ get, post });
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

function openMethod() {
  renderPage(<PaymentMethodPage />, {
    url: `/pusara-pro/payment-method/${certificateUuid}`,
    path: '/pusara-pro/payment-method/:uuid',
  });
}

test('the payment method page shows the charge and opens the card checkout once', async () => {
  get.mockResolvedValue(answer(policyFixture()));
  let finish: (value: unknown) => void = () => undefined;
  post.mockReturnValue(new Promise((resolve) => (finish = resolve)));
  openMethod();

  const summary = await screen.findByLabelText('What you will be charged');
  expect(summary).toHaveTextContent('Due now (a month)RM9.90');
  expect(summary).toHaveTextContent('Wakalah fee (20%)RM1.98');

  // Card is chosen to start with.
  expect(screen.getByLabelText(/Debit or credit card/)).toBeChecked();
  expect(screen.getByLabelText(/FPX direct debit/)).not.toBeChecked();
  const pay = screen.getByRole('button', { name: /Pay now/ });
  await userEvent.click(pay);
  await userEvent.click(pay);
  expect(post).toHaveBeenCalledTimes(1);
  expect(post).toHaveBeenCalledWith('payments/providers/xendit/api/v1/session/certificates/', {
    certificate: certificateUuid,
    success_return_url: `http://localhost/pusara-pro/payment-response/success?uuid=${certificateUuid}`,
    cancel_return_url: `http://localhost/pusara-pro/payment-response/error?certificate=${certificateUuid}`,
  });
  await act(async () =>
    finish(answer({ cached_data: { payment_link_url: 'http://card.example/checkout/1' } })),
  );
  expect(leaveSite).toHaveBeenCalledWith('http://card.example/checkout/1');
  expect(pay).toHaveAttribute('aria-busy', 'true');
});

test('FPX lists the banks with offline ones disabled and sends the member to the bank', async () => {
  get.mockImplementation((path: string) =>
    path === 'payment/api/v1/banks'
      ? Promise.resolve(
          answer([
            { id: 'b1', code: 'MBB0228', name: 'Maybank2E', status: 'online', payment_method: 'mandate' },
            { id: 'b2', code: 'KFH0346', name: 'KFH', status: 'offline', payment_method: 'mandate' },
          ]),
        )
      : Promise.resolve(answer(policyFixture())),
  );
  post.mockResolvedValue(answer({ redirect_url: 'http://bank.example/authorise/1' }));
  openMethod();
  await userEvent.click(await screen.findByLabelText(/FPX direct debit/));

  expect(await screen.findByRole('option', { name: 'KFH (unavailable now)' })).toBeDisabled();
  await userEvent.click(screen.getByRole('button', { name: 'Continue to my bank' }));
  expect(await screen.findByText('Please choose your bank.')).toBeInTheDocument();

  await userEvent.selectOptions(screen.getByLabelText(/Your bank/), 'b1');
  await userEvent.click(screen.getByRole('button', { name: 'Continue to my bank' }));
  await waitFor(() => expect(leaveSite).toHaveBeenCalledWith('http://bank.example/authorise/1'));
  expect(post).toHaveBeenCalledWith('payment/api/v1/payment-methods/', {
    certificate: certificateUuid,
    bank_id: 'b1',
  });
});

test('an already paid certificate goes on to the success page', async () => {
  get.mockResolvedValue(answer(policyFixture()));
  post.mockRejectedValue(apiError(409, { errors: { code: 'already_paid', detail: 'Already paid.' } }));
  openMethod();
  await userEvent.click(await screen.findByRole('button', { name: 'Pay now' }));
  await waitFor(() =>
    expect(screen.getByTestId('location')).toHaveTextContent(
      `/pusara-pro/payment-response/success?uuid=${certificateUuid}`,
    ),
  );
});

test('the summary shows what will be charged', async () => {
  get.mockResolvedValue(answer(policyFixture({ contribution_term: 'year', contribution: '108.90' })));
  renderPage(<PaymentSummaryPage />, {
    url: `/pusara-pro/payment-summary/${certificateUuid}`,
    path: '/pusara-pro/payment-summary/:uuid',
  });
  expect(await screen.findByLabelText('What you will be charged')).toHaveTextContent(
    'Due now (a year)RM108.90',
  );
  expect(screen.getByRole('link', { name: 'Choose how to pay' })).toHaveAttribute(
    'href',
    `/pusara-pro/payment-method/${certificateUuid}`,
  );
});

test("a paid certificate's summary says it is paid, with nothing due", async () => {
  get.mockResolvedValue(
    answer(policyFixture({ status: 'issued', number: 'TPP-2026-000001', issued_at: '2026-11-01T02:00:00Z' })),
  );
  renderPage(<PaymentSummaryPage />, {
    url: `/pusara-pro/payment-summary/${certificateUuid}`,
    path: '/pusara-pro/payment-summary/:uuid',
  });
  const summary = await screen.findByLabelText('Your certificate');
  expect(summary).toHaveTextContent('Certificate numberTPP-2026-000001');
  expect(summary).toHaveTextContent('Contribution (a month)RM9.90');
  expect(summary).not.toHaveTextContent('Due now');
  expect(screen.queryByText('This is what you will be charged.')).not.toBeInTheDocument();
  expect(screen.getByText('This certificate is already paid.')).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Choose how to pay' })).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go to my dashboard' })).toHaveAttribute(
    'href',
    '/dashboard/policies',
  );
});

function openIssuedSuccess(locale: 'en' | 'ms' = 'en') {
  get.mockImplementation((path: string) =>
    path === policyPath
      ? Promise.resolve(
          answer(
            policyFixture({
              status: 'issued',
              number: 'TPP-2026-000001',
              contribution_term: 'year',
              contribution: '108.90',
              sum_covered: '75000.00',
            }),
          ),
        )
      : Promise.reject(apiError(404, {})),
  );
  const prefix = locale === 'ms' ? '/ms' : '';
  renderPage(<PaymentSuccessPage />, {
    url: `${prefix}/pusara-pro/payment-response/success?uuid=${certificateUuid}`,
    locale,
  });
}

test('the success page shows what was bought, with the certificate and its PDF', async () => {
  openIssuedSuccess();
  const issued = await screen.findByText('TPP-2026-000001', { selector: 'span' });
  expect(issued).toHaveStyle({ whiteSpace: 'nowrap' });
  expect(issued.parentElement).toHaveTextContent('Your certificate number is TPP-2026-000001.');
  const bought = screen.getByLabelText('Your certificate');
  expect(bought).toHaveTextContent('PlanPusara Pro');
  expect(bought).toHaveTextContent('Certificate numberTPP-2026-000001');
  expect(bought).toHaveTextContent('Sum coveredRM75,000.00');
  expect(bought).toHaveTextContent('Contribution (a year)RM108.90');
  expect(screen.getByRole('link', { name: 'View my certificate' })).toHaveAttribute(
    'href',
    `/dashboard/policy-detail/${certificateUuid}`,
  );
  expect(screen.getByRole('link', { name: 'Go to my dashboard' })).toHaveAttribute(
    'href',
    '/dashboard/policies',
  );

  const createObjectURL = jest.fn(() => 'blob:certificate');
  Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
  const clicked: HTMLAnchorElement[] = [];
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push(this);
  });
  get.mockResolvedValueOnce({ data: new Blob(['%PDF-1.7'], { type: 'application/pdf' }) });
  await userEvent.click(screen.getByRole('button', { name: 'Download my certificate (PDF)' }));
  expect(get).toHaveBeenLastCalledWith(`policy/api/v1/policies/${certificateUuid}/certificate.pdf`, {
    responseType: 'blob',
  });
  await waitFor(() => expect(clicked).toHaveLength(1));
  expect(clicked[0]!.download).toBe('tpp-2026-000001.pdf');
});

test('a PDF that cannot be fetched says so on the success page', async () => {
  openIssuedSuccess();
  await screen.findByText('TPP-2026-000001', { selector: 'span' });
  get.mockRejectedValueOnce(apiError(500, {}));
  await userEvent.click(screen.getByRole('button', { name: 'Download my certificate (PDF)' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('We could not download your certificate');
});

test('the success page in Malay keeps its links in Malay', async () => {
  openIssuedSuccess('ms');
  expect((await screen.findByText('TPP-2026-000001', { selector: 'span' })).parentElement).toHaveTextContent(
    'Nombor sijil anda ialah TPP-2026-000001.',
  );
  expect(screen.getByLabelText('Sijil anda')).toHaveTextContent('Caruman (setahun)RM108.90');
  expect(screen.getByRole('link', { name: 'Lihat sijil saya' })).toHaveAttribute(
    'href',
    `/ms/dashboard/policy-detail/${certificateUuid}`,
  );
  expect(screen.getByRole('link', { name: 'Ke papan pemuka saya' })).toHaveAttribute(
    'href',
    '/ms/dashboard/policies',
  );
});

test('the success page polls until the certificate is issued', async () => {
  jest.useFakeTimers();
  let issued = false;
  get.mockImplementation((path: string) => {
    if (path === policyPath)
      return Promise.resolve(
        answer(issued ? policyFixture({ status: 'issued', number: 'TPP-2026-000002' }) : policyFixture()),
      );
    return Promise.resolve(answer([paymentFixture({ status: 'succeeded' })]));
  });
  renderPage(<PaymentSuccessPage />, { url: `/pusara-pro/payment-response/success?uuid=${certificateUuid}` });
  expect(await screen.findByText('We have received your payment')).toBeInTheDocument();
  issued = true;
  await act(async () => jest.advanceTimersByTimeAsync(2500));
  expect((await screen.findByText('TPP-2026-000002', { selector: 'span' })).parentElement).toHaveTextContent(
    'Your certificate number is TPP-2026-000002.',
  );
});

test('a failed card payment on the success return goes to the error page', async () => {
  get.mockImplementation((path: string) =>
    path === policyPath
      ? Promise.resolve(answer(policyFixture()))
      : Promise.resolve(answer([paymentFixture({ status: 'failed' })])),
  );
  renderPage(<PaymentSuccessPage />, { url: `/pusara-pro/payment-response/success?uuid=${certificateUuid}` });
  await waitFor(() =>
    expect(screen.getByTestId('location')).toHaveTextContent(
      `/pusara-pro/payment-response/error?certificate=${certificateUuid}`,
    ),
  );
});

test('the pending page polls the payment and moves on when it settles', async () => {
  jest.useFakeTimers();
  const statuses = ['pending', 'pending', 'succeeded'] as const;
  let call = 0;
  get.mockImplementation(() =>
    Promise.resolve(answer(paymentFixture({ status: statuses[Math.min(call++, 2)] }))),
  );
  renderPage(<PaymentPendingPage />, { url: `/pusara-pro/payment-response/pending?uuid=${paymentUuid}` });
  expect(await screen.findByText('Checking your payment')).toBeInTheDocument();
  // The request reaches the fake after the client's interceptors, a few ticks after the page asked.
  await waitFor(() =>
    expect(get).toHaveBeenCalledWith(
      `payments/providers/xendit/api/v1/payment-requests/${paymentUuid}`,
      expect.anything(),
    ),
  );
  await act(async () => jest.advanceTimersByTimeAsync(PENDING_POLL_MS));
  expect(get).toHaveBeenCalledTimes(2);
  expect(screen.getByTestId('location')).toHaveTextContent('/pending');
  await act(async () => jest.advanceTimersByTimeAsync(PENDING_POLL_MS));
  await waitFor(() =>
    expect(screen.getByTestId('location')).toHaveTextContent(
      `/pusara-pro/payment-response/success?uuid=${certificateUuid}`,
    ),
  );
});

test('a pending payment that needs 3-D Secure sends the member to the bank page', async () => {
  get.mockResolvedValue(
    answer(
      paymentFixture({
        status: 'requires_action',
        cached_data: { actions: [{ url: 'http://3ds.example/1' }] },
      }),
    ),
  );
  renderPage(<PaymentPendingPage />, { url: `/pusara-pro/payment-response/pending?uuid=${paymentUuid}` });
  await waitFor(() => expect(leaveSite).toHaveBeenCalledWith('http://3ds.example/1'));
});

test('an approved mandate collects the first contribution and follows its outcome', async () => {
  get.mockResolvedValue(answer([{ id: 'm-1', uuid: 'm-1', certificate: certificateUuid, status: 'active' }]));
  post.mockResolvedValue(answer(paymentFixture({ channel: 'fpx', status: 'pending' })));
  renderPage(<MandateSuccessPage />, { url: '/pusara-pro/payment-method/success?uuid=m-1&status=active' });
  await waitFor(() =>
    expect(screen.getByTestId('location')).toHaveTextContent(
      `/pusara-pro/payment-response/pending?uuid=${paymentUuid}`,
    ),
  );
  expect(post).toHaveBeenCalledWith('payment/api/v1/collections/', { application_id: certificateUuid });
});

test('the error page offers to try the payment again', () => {
  renderPage(<PaymentErrorPage kind="payment" />, {
    url: `/pusara-pro/payment-response/error?certificate=${certificateUuid}`,
  });
  expect(screen.getByRole('alert')).toHaveTextContent('you have not been charged');
  expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute(
    'href',
    `/pusara-pro/payment-method/${certificateUuid}`,
  );
  expect(screen.getByRole('link', { name: 'Go to my dashboard' })).toHaveAttribute(
    'href',
    '/dashboard/policies',
  );
});

test('the mandate error page reads in Malay', () => {
  renderPage(<PaymentErrorPage kind="mandate" />, {
    url: '/ms/pusara-pro/payment-method/error',
    locale: 'ms',
  });
  expect(screen.getByRole('heading', { level: 1, name: 'Debit terus tidak berjaya' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Ke papan pemuka saya' })).toHaveAttribute(
    'href',
    '/ms/dashboard/policies',
  );
});
