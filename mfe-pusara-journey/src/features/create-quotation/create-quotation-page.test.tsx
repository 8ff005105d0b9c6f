import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore } from '@teduh/shared';
import { profileFixture, installApiMocks } from '@teduh/shared/testing';
import { apiError } from '@teduh/shared/testing';
import {
  answer,
  certificateUuid,
  policyFixture,
  quotationFixture,
  quotationUuid,
  verifiedMember,
} from '../../testing/fixtures';
import { renderPage, resetStores } from '../../testing/render';
import { CreateQuotationPage } from './create-quotation-page';

let get: jest.Mock;
let post: jest.Mock;

beforeEach(() => {
  resetStores();
  get = jest.fn().mockResolvedValue(answer([]));
  post = jest.fn();
  installApiMocks({ get, post });
});

afterEach(() => jest.restoreAllMocks());

function rateFor(path: string) {
  if (path === 'products/api/v1/2/rate/')
    return Promise.resolve({
      data: { data: [{ monthly_gross_premium: '7.40', yearly_gross_premium: '81.40' }] },
    });
  return Promise.resolve(answer(quotationFixture()));
}

test('an anonymous visitor goes to the quick quote', async () => {
  useSessionStore.getState().setAnonymous();
  renderPage(<CreateQuotationPage />, { url: '/pusara-pro/create-quotation' });
  await waitFor(() =>
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/pusara-pro\/quick-quote$/),
  );
});

test.each(['unverified', 'pending', 'rejected'] as const)(
  'a member whose eKYC is %s is asked to verify first',
  (status) => {
    useSessionStore.getState().setAuthenticated(profileFixture({ ekyc_status: status }));
    renderPage(<CreateQuotationPage />, { url: '/pusara-pro/create-quotation' });

    expect(screen.getByText('Verify your identity first')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Verify my identity' })).toHaveAttribute(
      'href',
      '/ekyc/begin-verification',
    );
    expect(screen.queryByRole('slider')).not.toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  },
);

test('a verified member is priced from the NRIC and creates the quotation', async () => {
  useSessionStore.getState().setAuthenticated(verifiedMember);
  post.mockImplementation(rateFor);
  renderPage(<CreateQuotationPage />, { url: '/pusara-pro/create-quotation' });

  expect(await screen.findByText('900512-14-5678')).toBeInTheDocument();
  expect(screen.getByText('12 May 1990')).toBeInTheDocument();
  expect(await screen.findByText('RM7.40')).toBeInTheDocument();
  expect(post).toHaveBeenCalledWith(
    'products/api/v1/2/rate/',
    { dob: '1990-05-12', gender: 'f', coverage_amount: '50000.00' },
    expect.anything(),
  );

  await userEvent.click(screen.getByRole('button', { name: 'Create quotation' }));
  await waitFor(() =>
    expect(screen.getByTestId('location')).toHaveTextContent(`/pusara-pro/sales-journey/${quotationUuid}`),
  );
  expect(post).toHaveBeenCalledWith('certificates/api/v1/quotations/', {
    product: 2,
    coverage_amount: '50000.00',
    persons: [{ id_ref: '900512-14-5678', person_type: 'main_insured' }],
  });
});

test('a refused quotation shows the API message', async () => {
  useSessionStore.getState().setAuthenticated(verifiedMember);
  post.mockImplementation((path: string) =>
    path === 'certificates/api/v1/quotations/'
      ? Promise.reject(
          apiError(409, {
            errors: { code: 'certificate_exists', detail: 'You already have an active certificate.' },
          }),
        )
      : rateFor(path),
  );
  renderPage(<CreateQuotationPage />, { url: '/pusara-pro/create-quotation' });
  await screen.findByText('RM7.40');
  await userEvent.click(screen.getByRole('button', { name: 'Create quotation' }));

  expect(await screen.findByRole('alert')).toHaveTextContent('You already have an active certificate.');
  expect(screen.getByTestId('location')).toHaveTextContent('/pusara-pro/create-quotation');
});

test('a draft quotation can be resumed', async () => {
  useSessionStore.getState().setAuthenticated(verifiedMember);
  post.mockImplementation(rateFor);
  get.mockImplementation((path: string) =>
    Promise.resolve(
      answer(
        path === 'certificates/api/v1/quotations/'
          ? [quotationFixture({ coverage_amount: '100000.00' })]
          : [],
      ),
    ),
  );
  renderPage(<CreateQuotationPage />, { url: '/pusara-pro/create-quotation' });

  expect(await screen.findByText(/your RM100,000 quotation/)).toBeInTheDocument();
  expect(get).toHaveBeenCalledWith(
    'certificates/api/v1/quotations/',
    expect.objectContaining({ params: { state: 'draft' } }),
  );
  expect(screen.getByRole('link', { name: 'Continue my quotation' })).toHaveAttribute(
    'href',
    `/pusara-pro/sales-journey/${quotationUuid}`,
  );
});

test('an unpaid application (a declined card) can be paid now, or replaced by a new quotation', async () => {
  useSessionStore.getState().setAuthenticated(verifiedMember);
  post.mockImplementation(rateFor);
  get.mockImplementation((path: string, config?: { params?: { state?: string } }) =>
    Promise.resolve(
      answer(
        path === 'policy/api/v1/policies/' && config?.params?.state === 'pending'
          ? [policyFixture({ status: 'pending', number: null, sum_covered: '100000.00' })]
          : [],
      ),
    ),
  );
  renderPage(<CreateQuotationPage />, { url: '/pusara-pro/create-quotation' });

  expect(await screen.findByText('You have an unpaid application')).toBeInTheDocument();
  expect(
    screen.getByText(
      'Your application for RM100,000 of cover has not been paid yet, so its cover has not started. Pay it now, or create a new quotation below: the unpaid application is withdrawn when you submit the new one.',
    ),
  ).toBeInTheDocument();
  expect(get).toHaveBeenCalledWith(
    'policy/api/v1/policies/',
    expect.objectContaining({ params: { state: 'pending' } }),
  );
  expect(screen.getByRole('link', { name: 'Pay now' })).toHaveAttribute(
    'href',
    `/pusara-pro/payment-summary/${certificateUuid}`,
  );
  // Starting again stays open: the quotation form is there.
  expect(screen.getByRole('button', { name: 'Create quotation' })).toBeEnabled();
});

test('a member outside the entry age cannot create a quotation', async () => {
  useSessionStore.getState().setAuthenticated({ ...verifiedMember, id_ref: '700512-14-5678' });
  renderPage(<CreateQuotationPage />, { url: '/pusara-pro/create-quotation' });

  expect(await screen.findByRole('alert')).toHaveTextContent(/not within the entry age/);
  expect(screen.getByRole('button', { name: 'Create quotation' })).toBeDisabled();
  expect(post).not.toHaveBeenCalled();
});

test('a certificate holder is told first, with a link to the certificate, and gets no price or draft', async () => {
  useSessionStore.getState().setAuthenticated(verifiedMember);
  post.mockImplementation(rateFor);
  get.mockImplementation((path: string, config?: { params?: { state?: string } }) =>
    Promise.resolve(
      answer(
        path === 'policy/api/v1/policies/' && config?.params?.state === 'issued'
          ? [{ uuid: certificateUuid, status: 'issued', number: 'TPP-2026-000123' }]
          : [quotationFixture()],
      ),
    ),
  );
  renderPage(<CreateQuotationPage />, { url: '/ms/pusara-pro/create-quotation', locale: 'ms' });

  expect(await screen.findByText('Anda sudah memiliki sijil Pusara Pro')).toBeInTheDocument();
  expect(screen.getByText(/Sijil anda TPP-2026-000123 kekal aktif/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Lihat sijil saya' })).toHaveAttribute(
    'href',
    `/ms/dashboard/policy-detail/${certificateUuid}`,
  );
  expect(screen.queryByRole('link', { name: 'Sambung sebut harga saya' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Buat sebut harga' })).not.toBeInTheDocument();
  expect(post).not.toHaveBeenCalled();
});

test('after the quick quote, registration and eKYC, the quotation starts from the quick quote sum', async () => {
  window.sessionStorage.setItem(
    'teduh.quickQuote',
    JSON.stringify({ dob: '1990-05-12', gender: 'f', coverageRinggit: 150000 }),
  );
  useSessionStore.getState().setAuthenticated(verifiedMember);
  post.mockImplementation(rateFor);
  renderPage(<CreateQuotationPage />, { url: '/pusara-pro/create-quotation' });

  expect(await screen.findByRole('slider', { name: 'Sum covered' })).toHaveValue('150000');
  await waitFor(() =>
    expect(post).toHaveBeenCalledWith(
      'products/api/v1/2/rate/',
      { dob: '1990-05-12', gender: 'f', coverage_amount: '150000.00' },
      expect.anything(),
    ),
  );
  await userEvent.click(await screen.findByRole('button', { name: 'Create quotation' }));
  await waitFor(() =>
    expect(post).toHaveBeenCalledWith(
      'certificates/api/v1/quotations/',
      expect.objectContaining({
        coverage_amount: '150000.00',
      }),
    ),
  );
  // Used once: a later quotation starts from the defaults.
  expect(window.sessionStorage.getItem('teduh.quickQuote')).toBeNull();
});
