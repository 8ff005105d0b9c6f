import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi, okData } from '@teduh/shared/testing';
import { useToastStore } from '@teduh/shared';
import { renderPage, resetStores } from '../../testing/render';
import type {
  CoverageSummary,
  ReadPolicy,
  SuggestedInsurance,
  VaultPolicyDetail,
  VaultPolicyPage,
} from './api/types';
import { VaultPage } from './vault-page';

// Typing a whole form on a loaded machine takes a few seconds.
jest.setTimeout(30_000);

const base = 'policy/api/v1/general-policies/';
const uuid = '0b8f3c2e-5d7a-4e1b-9c3d-2f6a8e4b1c70';

const insurers = [
  { id: 2, slug: 'aia-bhd', name: 'AIA Bhd.' },
  { id: 10, slug: 'great-eastern', name: 'Great Eastern Life Assurance (Malaysia) Berhad' },
];

function policy(overrides: Partial<VaultPolicyDetail> = {}): VaultPolicyDetail {
  return {
    uuid,
    product: 'Great Life Protector',
    policy_number: 'GE-2024-0012345',
    insurer: { id: 10, name: 'Great Eastern Life Assurance (Malaysia) Berhad' },
    insurer_other: null,
    insurer_name: 'Great Eastern Life Assurance (Malaysia) Berhad',
    type: 'life',
    coverage_amount: '250000.00',
    start_date: '2024-03-15',
    expiry_date: '2044-03-14',
    status: 'in_force',
    days_to_expiry: 6683,
    attachments_count: 1,
    created_at: '2026-11-26T04:00:00Z',
    updated_at: '2026-11-26T04:00:00Z',
    attachments: [
      {
        uuid: 'a1b2c3d4-0000-4000-8000-000000000001',
        file_name: 'schedule.pdf',
        content_type: 'application/pdf',
        size: 2048,
        created_at: '2026-11-26T04:00:00Z',
        url: `/${base}${uuid}/attachments/a1b2c3d4-0000-4000-8000-000000000001/`,
      },
    ],
    ...overrides,
  };
}

const summary: CoverageSummary = {
  today: '2026-11-26',
  total_cover: '350000.00',
  by_type: [
    {
      type: 'life',
      label: 'Life',
      recorded: '250000.00',
      teduh: '50000.00',
      total: '300000.00',
      policies: 2,
    },
    {
      type: 'medical',
      label: 'Medical',
      recorded: '50000.00',
      teduh: '0.00',
      total: '50000.00',
      policies: 1,
    },
    {
      type: 'personal_accident',
      label: 'Personal accident',
      recorded: '0.00',
      teduh: '0.00',
      total: '0.00',
      policies: 0,
    },
    { type: 'motor', label: 'Motor', recorded: '0.00', teduh: '0.00', total: '0.00', policies: 0 },
    { type: 'funeral', label: 'Funeral', recorded: '0.00', teduh: '0.00', total: '0.00', policies: 0 },
  ],
  expiring: [
    {
      uuid: 'c0ffee00-0000-4000-8000-000000000002',
      product: 'MediCare Plus',
      policy_number: 'MED-1',
      insurer_name: 'AIA Bhd.',
      type: 'medical',
      expiry_date: '2026-12-26',
      days_left: 30,
    },
  ],
  teduh_certificates: [
    {
      uuid: 'd00d0000-0000-4000-8000-000000000003',
      number: 'TPP-2026-000123',
      product: 'Pusara Pro',
      sum_covered: '50000.00',
      next_renewal_date: '2027-11-01',
    },
  ],
};

const suggested: SuggestedInsurance = {
  needs_test: { uuid: 'e0e0e0e0-0000-4000-8000-000000000004', created_at: '2026-11-20T00:00:00Z' },
  suggestions: [
    {
      type: 'life',
      label: 'Life',
      amount: '75000.00',
      product: { id: 2, slug: 'pusara-pro', name: 'Pusara Pro' },
      monthly_contribution: '7.43',
      reasons: [
        'Your needs test estimates that your family would need RM354,000 of life cover.',
        'That leaves a gap of RM54,000.',
      ],
    },
  ],
};

function answerHome(page: VaultPolicyPage, suggestions = suggested) {
  return installFakeApi({
    [`GET ${base}`]: () => okData(page),
    [`GET ${base}coverage-summary/`]: () => okData(summary),
    [`GET ${base}suggested-insurance/`]: () => okData(suggestions),
  });
}

function toastTexts() {
  return useToastStore.getState().toasts.map((toast) => `${toast.kind}: ${toast.text}`);
}

beforeEach(() => {
  resetStores();
});

test('the vault lists the recorded policies, the cover by type, what ends soon, the Teduh certificate and a suggestion', async () => {
  answerHome({ count: 1, results: [policy()] });
  renderPage(<VaultPage />, { url: '/vault', path: '/vault/:id?' });

  expect(await screen.findByRole('heading', { level: 1, name: 'My policy vault' })).toBeInTheDocument();
  const card = screen.getByTestId('vault-policy-card');
  expect(within(card).getByRole('link', { name: 'Great Life Protector' })).toHaveAttribute(
    'href',
    `/vault/${uuid}`,
  );
  expect(within(card).getByText('RM250,000')).toBeInTheDocument();
  expect(within(card).getByTestId('vault-status')).toHaveTextContent('In force');

  const cover = await screen.findByTestId('coverage-summary');
  expect(within(cover).getByText('RM350,000 of cover in force')).toBeInTheDocument();
  expect(within(cover).getByTestId('cover-life')).toHaveTextContent('LifeRM300,0002 policies');
  expect(
    within(cover).getByText(/with AIA Bhd\. ends on 26 December 2026, in 30 days\./),
  ).toBeInTheDocument();
  expect(within(cover).getByTestId('teduh-certificate')).toHaveTextContent('Pusara Pro (TPP-2026-000123)');

  const suggestion = screen.getByTestId('suggestion-life');
  expect(suggestion).toHaveTextContent('RM75,000, from RM7.43 a month');
  expect(within(suggestion).getByText('That leaves a gap of RM54,000.')).toBeInTheDocument();
  expect(within(suggestion).getByRole('link', { name: 'See Pusara Pro' })).toHaveAttribute(
    'href',
    '/pusara-pro',
  );
});

test('an empty vault in Malay invites the first policy and the needs test', async () => {
  answerHome({ count: 0, results: [] }, { needs_test: null, suggestions: [] });
  renderPage(<VaultPage />, { url: '/ms/vault', path: '/ms/vault/:id?', locale: 'ms' });

  expect(
    await screen.findByRole('heading', { level: 1, name: 'Peti simpanan polisi saya' }),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Tambah polisi pertama anda' })).toHaveAttribute(
    'href',
    '/ms/vault/new',
  );
  expect(await screen.findByRole('link', { name: 'Ambil ujian keperluan' })).toHaveAttribute(
    'href',
    '/ms/teduh-test',
  );
});

test('a failed load says so and tries again', async () => {
  let calls = 0;
  installFakeApi({
    [`GET ${base}`]: () => {
      calls += 1;
      return calls === 1
        ? { status: 404, data: { errors: { code: 'x', detail: 'x' } } }
        : okData({ count: 0, results: [] });
    },
    [`GET ${base}coverage-summary/`]: () => okData(summary),
    [`GET ${base}suggested-insurance/`]: () => okData(suggested),
  });
  renderPage(<VaultPage />, { url: '/vault', path: '/vault/:id?' });
  expect(await screen.findByRole('alert')).toHaveTextContent('We could not load your policy vault');
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText(/You have not recorded any policies yet/)).toBeInTheDocument();
});

test('a document read by the API prefills the form; only the confirmed form is saved, with the document attached', async () => {
  const read: ReadPolicy = {
    product: 'Great Life Protector',
    policy_number: 'GE-2024-0012345',
    insurer: 10,
    type: 'life',
    coverage_amount: '250000.00',
    start_date: '2024-03-15',
    expiry_date: null,
    found: ['product', 'policy_number', 'insurer', 'type', 'coverage_amount', 'start_date'],
  };
  const api = installFakeApi({
    'GET product/api/v1/insurers': () => okData({ count: 2, results: insurers }),
    [`POST ${base}reader/`]: () => okData(read),
    [`POST ${base}`]: () => ({
      status: 201,
      data: { data: policy({ attachments: [], attachments_count: 0 }) },
    }),
    [`POST ${base}${uuid}/attachments/`]: () => ({ status: 201, data: { data: policy().attachments[0] } }),
    [`GET ${base}${uuid}/`]: () => okData(policy()),
  });
  const user = userEvent.setup();
  renderPage(<VaultPage />, { url: '/vault/new', path: '/vault/:id?' });

  expect(await screen.findByRole('heading', { name: 'Add a policy' })).toBeInTheDocument();
  const pdf = new File(['%PDF-1.7 schedule'], 'schedule.pdf', { type: 'application/pdf' });
  await user.upload(screen.getByLabelText(/Policy document \(PDF/), pdf);
  await user.click(screen.getByRole('button', { name: 'Read my document' }));

  expect(await screen.findByRole('heading', { name: 'Check the details' })).toBeInTheDocument();
  expect(api.requestsTo(`POST ${base}`)).toHaveLength(0);
  expect(screen.getByLabelText(/Product or plan name/)).toHaveValue('Great Life Protector');
  expect(screen.getByLabelText(/Policy or certificate number/)).toHaveValue('GE-2024-0012345');
  expect(screen.getByLabelText(/Insurer or takaful operator/)).toHaveValue('10');
  expect(screen.getByLabelText(/Coverage amount/)).toHaveValue('250000.00');
  expect(screen.getByLabelText(/Start \(enforce\) date/)).toHaveValue('2024-03-15');
  expect(toastTexts()).toContain('success: We read 6 details from your document. Please check them.');

  // The member corrects what was read, then confirms.
  await user.clear(screen.getByLabelText(/Coverage amount/));
  await user.type(screen.getByLabelText(/Coverage amount/), '300,000');
  await user.type(screen.getByLabelText(/Expiry date/), '2044-03-14');
  await user.click(screen.getByRole('button', { name: 'Save to my vault' }));

  expect(await screen.findByRole('heading', { level: 1, name: 'Great Life Protector' })).toBeInTheDocument();
  expect(api.requestsTo(`POST ${base}`)[0]!.body).toEqual({
    product: 'Great Life Protector',
    policy_number: 'GE-2024-0012345',
    insurer: 10,
    insurer_other: null,
    type: 'life',
    coverage_amount: '300000',
    start_date: '2024-03-15',
    expiry_date: '2044-03-14',
  });
  const attached = api.requestsTo(`POST ${base}${uuid}/attachments/`)[0]!.body as FormData;
  expect((attached.get('document') as File).name).toBe('schedule.pdf');
});

test('a document the reader cannot read says so, and the member types the details with it kept', async () => {
  installFakeApi({
    'GET product/api/v1/insurers': () => okData({ count: 2, results: insurers }),
    [`POST ${base}reader/`]: () => ({
      status: 400,
      data: {
        errors: {
          code: 'document_unreadable',
          detail:
            'We could not read the policy details in this document. Please type them in yourself, or try a sharper, well-lit photo of the page.',
        },
      },
    }),
  });
  const user = userEvent.setup();
  renderPage(<VaultPage />, { url: '/vault/new', path: '/vault/:id?' });
  await user.upload(
    await screen.findByLabelText(/Policy document \(PDF/),
    new File(['%PDF-1.7'], 'scan.pdf', { type: 'application/pdf' }),
  );
  await user.click(screen.getByRole('button', { name: 'Read my document' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'We could not read the policy details in this document',
  );
  await user.click(screen.getByRole('button', { name: 'Type the details and keep this document' }));
  expect(await screen.findByRole('heading', { name: 'Check the details' })).toBeInTheDocument();
  expect(screen.getByLabelText(/Product or plan name/)).toHaveValue('');
});

test('the form checks its fields before sending, and shows the API messages on their fields', async () => {
  const api = installFakeApi({
    'GET product/api/v1/insurers': () => okData({ count: 2, results: insurers }),
    [`POST ${base}`]: () => ({
      status: 400,
      data: {
        errors: {
          code: 'invalid',
          detail: 'The start date cannot be more than a year from today.',
          fields: { start_date: ['The start date cannot be more than a year from today.'] },
        },
      },
    }),
  });
  const user = userEvent.setup();
  renderPage(<VaultPage />, { url: '/vault/new', path: '/vault/:id?' });
  await user.click(await screen.findByRole('button', { name: 'Type the details myself' }));
  await user.click(await screen.findByRole('button', { name: 'Save to my vault' }));
  expect(await screen.findByText('Enter the name of the product or plan.')).toBeInTheDocument();
  expect(screen.getByText('Choose the insurer or takaful operator, or choose Other.')).toBeInTheDocument();
  expect(api.requestsTo(`POST ${base}`)).toHaveLength(0);

  await user.type(screen.getByLabelText(/Product or plan name/), 'Kurnia Motor');
  await user.type(screen.getByLabelText(/Policy or certificate number/), 'KM-88');
  await user.selectOptions(screen.getByLabelText(/Insurer or takaful operator/), 'other');
  await user.type(await screen.findByLabelText(/Name of the insurer/), 'Kurnia Insurans');
  await user.selectOptions(screen.getByLabelText(/Type of cover/), 'motor');
  await user.type(screen.getByLabelText(/Coverage amount/), '45000');
  await user.type(screen.getByLabelText(/Start \(enforce\) date/), '2030-01-01');
  await user.click(screen.getByRole('button', { name: 'Save to my vault' }));

  expect(
    await screen.findByText('The start date cannot be more than a year from today.'),
  ).toBeInTheDocument();
  expect(api.requestsTo(`POST ${base}`)[0]!.body).toMatchObject({
    insurer: null,
    insurer_other: 'Kurnia Insurans',
  });
});

test('a policy is deleted only after the member confirms', async () => {
  const api = installFakeApi({
    [`GET ${base}${uuid}/`]: () => okData(policy()),
    'GET product/api/v1/insurers': () => okData({ count: 2, results: insurers }),
    [`DELETE ${base}${uuid}/`]: () => okData({}),
    [`GET ${base}`]: () => okData({ count: 0, results: [] }),
    [`GET ${base}coverage-summary/`]: () => okData(summary),
    [`GET ${base}suggested-insurance/`]: () => okData(suggested),
  });
  const user = userEvent.setup();
  renderPage(<VaultPage />, { url: `/vault/${uuid}`, path: '/vault/:id?' });

  expect(await screen.findByRole('heading', { level: 1, name: 'Great Life Protector' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Download schedule.pdf' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Delete policy' }));
  const dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent('The policy and its 1 document will be deleted');
  await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
  expect(api.requestsTo(`DELETE ${base}${uuid}/`)).toHaveLength(0);

  await user.click(screen.getByRole('button', { name: 'Delete policy' }));
  await user.click(
    within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete the policy' }),
  );
  expect(await screen.findByRole('heading', { level: 1, name: 'My policy vault' })).toBeInTheDocument();
  expect(api.requestsTo(`DELETE ${base}${uuid}/`)).toHaveLength(1);
});

test("another member's policy (404) is the not-found page", async () => {
  installFakeApi({
    [`GET ${base}${uuid}/`]: () => ({
      status: 404,
      data: { errors: { code: 'not_found', detail: 'Not found' } },
    }),
    'GET product/api/v1/insurers': () => okData({ count: 2, results: insurers }),
  });
  renderPage(<VaultPage />, { url: `/vault/${uuid}`, path: '/vault/:id?' });
  expect(await screen.findByRole('heading', { level: 1, name: /could not be found/i })).toBeInTheDocument();
});
