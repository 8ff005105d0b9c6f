import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiClient, useSessionStore } from '@teduh/shared';
import { profileFixture } from '@teduh/shared/testing';
import { apiError } from '../../testing/api-error';
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

let get: jest.SpyInstance;
let post: jest.SpyInstance;

beforeEach(() => {
  resetStores();
  get = jest.spyOn(apiClient, 'get').mockResolvedValue(answer([]));
  post = jest.spyOn(apiClient, 'post');
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

  expect(screen.getByText('900512-14-5678')).toBeInTheDocument();
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
  get.mockResolvedValue(answer([quotationFixture({ coverage_amount: '100000.00' })]));
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
  get.mockImplementation((path: string) =>
    Promise.resolve(
      answer(
        path === 'policy/api/v1/policies/'
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

  expect(screen.getByRole('alert')).toHaveTextContent(/not within the entry age/);
  expect(screen.getByRole('button', { name: 'Create quotation' })).toBeDisabled();
  expect(post).not.toHaveBeenCalled();
});
