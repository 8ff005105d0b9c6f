import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi, okData } from '@teduh/shared/testing';
import { renderPage, resetStores } from '../../testing/render';
import { funeralCertificatePath, type FuneralCertificate } from './get-funeral-certificate';
import { MakeDemoClaimPage } from './make-demo-claim-page';

jest.setTimeout(20_000);

const uuid = '9b2f0c1e-4d5a-4e6b-8c7d-0a1b2c3d4e5f';
const claimUuid = '0b0b9a4e-8a4c-4a57-9c61-0d7b3f1e2a10';
const pattern = '/dashboard/teduh-policies/kubur-pro/:uuid/make-a-claim';
const certificate: FuneralCertificate = {
  uuid,
  demo: true,
  status: 'issued',
  holder_name: 'Aminah Yusof',
  plan: 'benefit-10000',
  benefit: '10000.00',
  monthly_contribution: '10.00',
  charged: '0.00',
  beneficiary: { name: 'Siti Aminah', relationship: 'child', phone: '+60123456789' },
  certificate_number: 'DEMO-KP-ABCD2345',
  cover_starts_on: '2026-11-26',
  cover_ends_on: '2027-11-25',
  created_at: '2026-11-26T04:00:00.000Z',
};

const claimPath = `claim/api/v1/claims/kubur-pro-demo/${uuid}/`;
const choices = {
  'GET utils/get-choices/cause-of-death/': () =>
    okData([
      { value: 'illness', label: 'Illness or natural causes' },
      { value: 'accident', label: 'Accident' },
    ]),
  'GET utils/get-choices/marital-status/': () =>
    okData([
      { value: 'single', label: 'Single' },
      { value: 'married', label: 'Married' },
    ]),
};

beforeEach(() => resetStores());

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/Your NRIC/), '900101145567');
  await user.type(screen.getByLabelText(/Your full name/), 'Siti Aminah');
  await user.type(screen.getByLabelText(/Your phone number/), '0123456789');
  await user.type(screen.getByLabelText(/Your relationship/), 'daughter');
  await user.type(screen.getByLabelText(/Date of death/), '2026-01-10');
  await user.selectOptions(screen.getByLabelText(/Cause of death/), 'illness');
  await user.selectOptions(screen.getByLabelText(/Marital status/), 'married');
}

test('files a demo claim on the demo certificate, says nothing is paid, then opens the tracker', async () => {
  const user = userEvent.setup();
  const api = installFakeApi({
    [`GET ${funeralCertificatePath(uuid)}`]: () => okData(certificate),
    ...choices,
    [`POST ${claimPath}`]: () => ({
      status: 201,
      data: { data: { claim: { uuid: claimUuid, demo: true }, tracker_token: 'token-1' } },
    }),
  });
  renderPage(<MakeDemoClaimPage />, {
    url: `/dashboard/teduh-policies/kubur-pro/${uuid}/make-a-claim`,
    path: pattern,
  });
  expect(await screen.findByRole('heading', { level: 1, name: 'Make a demo claim' })).toBeInTheDocument();
  expect(screen.getByText('This is a demo claim')).toBeInTheDocument();
  expect(screen.getByText(/no money is ever paid/)).toBeInTheDocument();
  expect(screen.getByText('DEMO-KP-ABCD2345')).toBeInTheDocument();
  expect(screen.getByText('RM10,000')).toBeInTheDocument();
  // Neither a code nor a bank account: the member is signed in, and a demo claim is never paid.
  expect(screen.queryByLabelText(/code/i)).not.toBeInTheDocument();
  expect(screen.queryByLabelText(/Account number/)).not.toBeInTheDocument();

  await fillIn(user);
  await user.click(screen.getByRole('button', { name: 'Submit the demo claim' }));
  await waitFor(() =>
    expect(screen.getByTestId('location')).toHaveTextContent(`/dashboard/claims/${claimUuid}`),
  );
  expect(api.requests.find((request) => request.method === 'POST')).toEqual({
    method: 'POST',
    url: claimPath,
    body: {
      claimant_id_ref: '900101-14-5567',
      claimant_name: 'Siti Aminah',
      claimant_phone: '0123456789',
      relationship: 'daughter',
      date_of_death: '2026-01-10',
      cause_of_death: 'illness',
      marital_status: 'married',
    },
  });
});

test("places the API's field errors under their fields, announced, in Malay", async () => {
  const user = userEvent.setup();
  installFakeApi({
    [`GET ${funeralCertificatePath(uuid)}`]: () => okData(certificate),
    ...choices,
    [`POST ${claimPath}`]: () => ({
      status: 400,
      data: {
        errors: {
          code: 'invalid',
          detail: 'Semak butiran.',
          fields: { date_of_death: ['Masukkan tarikh kematian yang bukan pada masa hadapan.'] },
        },
      },
    }),
  });
  renderPage(<MakeDemoClaimPage />, {
    url: `/ms/dashboard/teduh-policies/kubur-pro/${uuid}/make-a-claim`,
    path: `/ms${pattern}`,
    locale: 'ms',
  });
  expect(await screen.findByRole('heading', { level: 1, name: 'Buat tuntutan demo' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Hantar tuntutan demo' }));
  await screen.findByText('Masukkan tarikh kematian yang bukan pada masa hadapan.');
  const dateInput = screen.getByLabelText(/Tarikh kematian/);
  expect(dateInput).toHaveAttribute('aria-invalid', 'true');
  expect(dateInput).toHaveAccessibleDescription(
    expect.stringContaining('Masukkan tarikh kematian yang bukan pada masa hadapan.'),
  );
});

test("someone else's or an unknown demo certificate is the 404 page, and nothing is filed", async () => {
  const api = installFakeApi({
    [`GET ${funeralCertificatePath(uuid)}`]: () => ({
      status: 404,
      data: { errors: { code: 'not_found', detail: 'This funeral-cover demo was not found.' } },
    }),
    ...choices,
  });
  renderPage(<MakeDemoClaimPage />, {
    url: `/dashboard/teduh-policies/kubur-pro/${uuid}/make-a-claim`,
    path: pattern,
  });
  expect(await screen.findByRole('heading', { name: 'This page could not be found' })).toBeInTheDocument();
  expect(api.requests.filter((request) => request.method === 'POST')).toEqual([]);
});
