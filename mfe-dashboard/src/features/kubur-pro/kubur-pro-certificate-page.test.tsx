import { screen } from '@testing-library/react';
import { installFakeApi, okData } from '@teduh/shared/testing';
import { renderPage, resetStores } from '../../testing/render';
import { funeralCertificatePath, type FuneralCertificate } from './get-funeral-certificate';
import { KuburProCertificatePage } from './kubur-pro-certificate-page';

const uuid = '9b2f0c1e-4d5a-4e6b-8c7d-0a1b2c3d4e5f';
const pattern = '/dashboard/teduh-policies/kubur-pro/:uuid';
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

beforeEach(() => resetStores());

test("shows the member's demo funeral certificate, marked as a demo", async () => {
  installFakeApi({ [`GET ${funeralCertificatePath(uuid)}`]: () => okData(certificate) });
  renderPage(<KuburProCertificatePage />, {
    url: `/dashboard/teduh-policies/kubur-pro/${uuid}`,
    path: pattern,
  });
  expect(await screen.findByRole('heading', { level: 1, name: 'Funeral cover (demo)' })).toBeInTheDocument();
  expect(screen.getByText('This is a demo certificate')).toBeInTheDocument();
  expect(screen.getByText('DEMO-KP-ABCD2345')).toBeInTheDocument();
  expect(screen.getByText('RM10,000')).toBeInTheDocument();
  expect(screen.getByText('RM0.00')).toBeInTheDocument();
  expect(screen.getByText('26 November 2026 to 25 November 2027')).toBeInTheDocument();
  expect(screen.getByText('Child')).toBeInTheDocument();
});

test("another member's or an unknown certificate is the 404 page; a malformed one asks nothing", async () => {
  installFakeApi({
    [`GET ${funeralCertificatePath(uuid)}`]: () => ({
      status: 404,
      data: { errors: { code: 'not_found', detail: 'This funeral-cover demo was not found.' } },
    }),
  });
  const first = renderPage(<KuburProCertificatePage />, {
    url: `/dashboard/teduh-policies/kubur-pro/${uuid}`,
    path: pattern,
  });
  expect(await screen.findByRole('heading', { name: 'This page could not be found' })).toBeInTheDocument();
  first.unmount();
  const api = installFakeApi({});
  renderPage(<KuburProCertificatePage />, { url: '/dashboard/teduh-policies/kubur-pro/nope', path: pattern });
  expect(await screen.findByRole('heading', { name: 'This page could not be found' })).toBeInTheDocument();
  expect(api.requests).toEqual([]);
});

test('reads in Malay', async () => {
  installFakeApi({ [`GET ${funeralCertificatePath(uuid)}`]: () => okData(certificate) });
  renderPage(<KuburProCertificatePage />, {
    url: `/ms/dashboard/teduh-policies/kubur-pro/${uuid}`,
    path: `/ms${pattern}`,
    locale: 'ms',
  });
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Perlindungan pengebumian (demo)' }),
  ).toBeInTheDocument();
  expect(screen.getByText('Penama')).toBeInTheDocument();
});
