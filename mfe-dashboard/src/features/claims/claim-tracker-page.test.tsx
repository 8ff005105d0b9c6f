import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetApiQueries } from '@teduh/shared/query';
import { apiError, installApiMocks } from '@teduh/shared/testing';
import { renderPage, resetStores } from '../../testing/render';
import type { Claim } from './api/claims';
import { ClaimTrackerPage } from './claim-tracker-page';

jest.setTimeout(15_000);

const uuid = '0b0b9a4e-8a4c-4a57-9c61-0d7b3f1e2a10';

function claim(overrides: Partial<Claim> = {}): Claim {
  return {
    uuid,
    reference: 'CLM-2026-1A2B3C4D',
    demo: false,
    certificate_number: 'TPP-2026-000123',
    status: 'documents_needed',
    status_label: 'documents needed',
    decline_reason: null,
    payee: {
      name: 'Aminah binti Yusof',
      type: 'hibah',
      bank_code: 'MY_MAYBANK',
      account_number_last4: '5678',
    },
    required_documents: [
      { kind: 'death_certificate', label: 'death certificate' },
      { kind: 'burial_permit', label: 'burial permit' },
    ],
    missing_documents: ['burial_permit'],
    documents: [{ uuid: 'd1', kind: 'death_certificate', status: 'verified', review_note: null }],
    benefits: [
      {
        code: 'CB1',
        label: 'compassionate benefit',
        amount_sen: 500_000,
        status: 'paid',
        paid_at: '2026-11-26T03:00:00Z',
        clock: {
          started_at: '2026-11-26T02:00:00Z',
          due_at: '2026-11-27T02:00:00Z',
          seconds_left: 0,
          met: true,
        },
      },
      {
        code: 'DB1',
        label: 'death benefit',
        amount_sen: 4_500_000,
        status: 'pending',
        paid_at: null,
        clock: { started_at: null, due_at: null, seconds_left: null, met: null },
      },
    ],
    ...overrides,
  };
}

let get: jest.Mock;
let post: jest.Mock;

beforeEach(() => {
  resetStores();
  resetApiQueries({ retries: 0 });
  get = jest.fn();
  post = jest.fn();
  installApiMocks({ get, post });
});

afterEach(() => jest.restoreAllMocks());

test('shows the benefits with their clocks and sends the token to read the claim', async () => {
  get.mockResolvedValue({ data: { data: claim() } });
  renderPage(<ClaimTrackerPage />, {
    url: `/dashboard/claims/${uuid}?token=secret`,
    path: '/dashboard/claims/:uuid',
  });
  const cb1 = await screen.findByTestId('benefit-CB1');
  expect(cb1).toHaveTextContent('RM5,000.00');
  expect(cb1).toHaveTextContent(/Paid on 26 November 2026, on time/);
  expect(screen.getByTestId('benefit-DB1')).toHaveTextContent(
    'Paid within 7 days of complete verified documents.',
  );
  expect(get).toHaveBeenCalledWith(
    `claim/api/v1/claims/${uuid}/`,
    expect.objectContaining({ params: { token: 'secret' } }),
  );
  expect(screen.getByText('Documents needed').closest('li')).toHaveAttribute('aria-current', 'step');
});

test("announces the API's refusal of a disguised file, and shows the claim it answers after an upload", async () => {
  get.mockResolvedValue({ data: { data: claim() } });
  post.mockRejectedValueOnce(
    apiError(400, {
      errors: {
        code: 'invalid',
        detail: 'This file is a ZIP file, not a PDF or photo.',
        fields: { file: ['This file is a ZIP file, not a PDF or photo.'] },
      },
    }),
  );
  const user = userEvent.setup();
  renderPage(<ClaimTrackerPage />, {
    url: `/dashboard/claims/${uuid}?token=secret`,
    path: '/dashboard/claims/:uuid',
  });
  const input = await screen.findByLabelText(/burial permit/);
  await user.upload(input, new File(['PK'], 'permit.pdf', { type: 'application/pdf' }));
  await user.click(screen.getByRole('button', { name: 'Upload' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('ZIP');

  post.mockResolvedValueOnce({
    data: { data: claim({ status: 'under_review', status_label: 'under review', missing_documents: [] }) },
  });
  await user.click(screen.getByRole('button', { name: 'Upload' }));
  expect(await screen.findByText('Status: under review')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Upload' })).not.toBeInTheDocument();
});

test('a declined claim says why and how to appeal, in Malay', async () => {
  get.mockResolvedValue({
    data: {
      data: claim({
        status: 'declined',
        status_label: 'ditolak',
        decline_reason: 'Kematian sebelum perlindungan bermula.',
      }),
    },
  });
  renderPage(<ClaimTrackerPage />, {
    url: `/ms/dashboard/claims/${uuid}?token=secret`,
    path: '/ms/dashboard/claims/:uuid',
    locale: 'ms',
  });
  const alert = await screen.findByRole('alert');
  expect(within(alert).getByText('Kematian sebelum perlindungan bermula.')).toBeInTheDocument();
  expect(alert).toHaveTextContent(/Untuk merayu, tulis kepada support@teduh.my dalam tempoh 30 hari/);
});

test('another claim, or a wrong token, is the 404 page', async () => {
  get.mockRejectedValue(
    apiError(404, { errors: { code: 'not_found', detail: 'This claim was not found.' } }),
  );
  renderPage(<ClaimTrackerPage />, {
    url: `/dashboard/claims/${uuid}?token=wrong`,
    path: '/dashboard/claims/:uuid',
  });
  expect(await screen.findByRole('heading', { level: 1 })).not.toHaveTextContent('Your claim');
});

test('a demo claim is marked demo, names no bank account, and says approval pays nothing', async () => {
  get.mockResolvedValue({
    data: {
      data: claim({
        demo: true,
        reference: 'DEMO-CLM-2026-1A2B3C4D',
        certificate_number: 'DEMO-KP-ABCD2345',
        status: 'approved',
        status_label: 'approved',
        payee: { name: 'Siti Aminah', type: 'hibah', bank_code: '', account_number_last4: '' },
        benefits: claim().benefits.map((benefit) => ({ ...benefit, status: 'approved', paid_at: null })),
      }),
    },
  });
  renderPage(<ClaimTrackerPage />, { url: `/dashboard/claims/${uuid}`, path: '/dashboard/claims/:uuid' });
  expect(await screen.findByRole('heading', { level: 1, name: 'Your demo claim' })).toBeInTheDocument();
  expect(screen.getByText('Demo claim: nothing is paid')).toBeInTheDocument();
  expect(screen.getByText(/On this demo, nothing is paid/)).toHaveTextContent('Siti Aminah');
  expect(screen.queryByText(/account ending/)).not.toBeInTheDocument();
  expect(screen.getByTestId('benefit-CB1')).toHaveTextContent('Approved (demo: no payment is made)');
  // An approved demo benefit has no clock to count down: nothing will be paid.
  expect(screen.getByTestId('benefit-CB1')).not.toHaveTextContent(/Time left|Overdue/);
  // The progress stops at approved: a demo claim is never paid.
  const steps = within(screen.getByRole('list', { name: 'Claim progress' })).getAllByRole('listitem');
  expect(steps.map((step) => step.textContent)).toEqual([
    'Submitted',
    'Documents needed',
    'Under review',
    'Approved',
  ]);
});
