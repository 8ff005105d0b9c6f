import { screen, waitFor, within } from '@testing-library/react';
import { AxiosError } from 'axios';
import { useSessionStore } from '@teduh/shared';
import { ageNextBirthday } from '@teduh/shared/identity';
import { installApiMocks, profileFixture } from '@teduh/shared/testing';
import { renderPage, resetStores } from '../../testing/render';
import { ProductPage } from './product-page';

// Answer as the API would, behind the real client and its error catalogue (the fake sits at the adapter).
const post = jest.fn();
const get = jest.fn();

/** The member's certificates in force, as `GET policy/api/v1/policies/?state=issued` answers them. */
function issuedCertificates(list: { uuid: string; status: string; number: string | null }[]) {
  get.mockImplementation((path: string, config?: { params?: { state?: string } }) =>
    path === 'policy/api/v1/policies/' && config?.params?.state === 'issued'
      ? Promise.resolve({ data: { data: list } })
      : Promise.reject(new AxiosError('Not found', 'ERR_BAD_REQUEST')),
  );
}

// Monthly contribution per RM1,000 (the seeded rate table), by the lowest age of each band.
const ratePerThousand: Record<number, { f: number; m: number }> = {
  16: { f: 0.0826, m: 0.095 },
  26: { f: 0.099, m: 0.118 },
  36: { f: 0.148, m: 0.186 },
  41: { f: 0.226, m: 0.288 },
  46: { f: 0.346, m: 0.448 },
  51: { f: 0.53, m: 0.698 },
  56: { f: 0.814, m: 1.082 },
  61: { f: 1.25, m: 1.66 },
  66: { f: 1.93, m: 2.55 },
};

type RateBody = { dob: string; gender: 'f' | 'm'; coverage_amount: string };

/** Answers like the rate API, optionally refusing ages above `maxAge`. */
function rateApi(maxAge = 70) {
  return (path: string, body: RateBody) => {
    const age = ageNextBirthday(body.dob, new Date());
    const rate = ratePerThousand[age];
    if (path !== 'products/api/v1/2/rate/' || !rate || age > maxAge) {
      return Promise.reject(new AxiosError('Bad request', 'ERR_BAD_REQUEST'));
    }
    const monthly = (Number(body.coverage_amount) / 1000) * rate[body.gender];
    return Promise.resolve({
      data: {
        data: [
          { monthly_gross_premium: monthly.toFixed(2), yearly_gross_premium: (monthly * 11).toFixed(2) },
        ],
      },
    });
  };
}

beforeEach(() => {
  resetStores();
  post.mockReset();
  get.mockReset();
  installApiMocks({ get, post });
});

test('prices every age band for RM50,000 from the rate API', async () => {
  post.mockImplementation(rateApi());
  renderPage(<ProductPage />, { url: '/pusara-pro' });
  // Busy while the prices load, so nothing (a screen reader, the prerender's check) takes the loader for them.
  const prices = screen.getByRole('region', { name: 'Monthly contribution for RM50,000 of cover' });
  expect(prices).toHaveAttribute('aria-busy', 'true');

  const table = await screen.findByRole('table', { name: /Monthly contribution for RM50,000 of cover/ });
  expect(prices).toHaveAttribute('aria-busy', 'false');
  const rows = within(table).getAllByRole('row');
  expect(rows).toHaveLength(10);
  expect(rows[1]).toHaveTextContent('16–25RM4.13RM4.75');
  expect(rows[5]).toHaveTextContent('46–50RM17.30RM22.40');
  expect(rows[9]).toHaveTextContent('66–70renewal onlyRM96.50RM127.50');
  expect(post).toHaveBeenCalledTimes(18);
  expect(post).toHaveBeenCalledWith(
    'products/api/v1/2/rate/',
    expect.objectContaining({ gender: 'f', coverage_amount: '50000.00' }),
    expect.anything(),
  );
  expect(await screen.findByText('RM4.13', { selector: 'strong' })).toBeInTheDocument();
});

test('renewal bands the API will not price are left out', async () => {
  post.mockImplementation(rateApi(50));
  renderPage(<ProductPage />, { url: '/pusara-pro' });

  const table = await screen.findByRole('table');
  expect(within(table).getAllByRole('row')).toHaveLength(6);
  expect(table).not.toHaveTextContent('renewal only');
});

test('without the rate API the page keeps its facts and shows no prices', async () => {
  post.mockRejectedValue(new AxiosError('Network Error', 'ERR_NETWORK'));
  renderPage(<ProductPage />, { url: '/pusara-pro' });

  await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
  expect(screen.queryByText(/RM\d+\.\d{2}/)).not.toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'Pusara Pro' })).toBeInTheDocument();
  expect(
    screen.getByText('Full refund if you cancel within the 15-day cooling-off period.'),
  ).toBeInTheDocument();
  expect(screen.getByText(/20% of each contribution/)).toBeInTheDocument();
  expect(screen.getByText('Entry age 16 to 50 (age next birthday)')).toBeInTheDocument();
  for (const link of screen.getAllByRole('link', { name: 'Calculate coverage' })) {
    expect(link).toHaveAttribute('href', '/pusara-pro/quick-quote');
  }
});

test('reads in Malay with Malay document links', async () => {
  post.mockReturnValue(new Promise(() => undefined));
  renderPage(<ProductPage />, { url: '/ms/pusara-pro', locale: 'ms' });

  expect(screen.getByRole('heading', { level: 2, name: 'Apa yang dibayar' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Helaian pendedahan produk (PDF)' })).toHaveAttribute(
    'href',
    '/pds/pusara-pro-pds-ms.pdf',
  );
  expect(screen.getAllByRole('link', { name: 'Kira perlindungan' })[0]).toHaveAttribute(
    'href',
    '/ms/pusara-pro/quick-quote',
  );
});

test('a verified member gets the create-quotation form on the page', async () => {
  post.mockImplementation(rateApi());
  useSessionStore.getState().setAuthenticated(profileFixture({ ekyc_status: 'accepted' }));
  issuedCertificates([]);
  renderPage(<ProductPage />, { url: '/pusara-pro' });

  expect(await screen.findByRole('heading', { level: 2, name: 'Create your quotation' })).toBeInTheDocument();
  expect(screen.getByRole('slider', { name: 'Sum covered' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Create quotation' })).toBeInTheDocument();
});

test('a member who holds the plan is told so on the page, with the way to the certificate, and no price', async () => {
  post.mockImplementation(rateApi());
  useSessionStore.getState().setAuthenticated(profileFixture({ ekyc_status: 'accepted' }));
  const uuid = '7b1e2c3d-4f50-4a61-8b72-9c83d4e5f602';
  issuedCertificates([{ uuid, status: 'issued', number: 'TPP-2026-000123' }]);
  renderPage(<ProductPage />, { url: '/ms/pusara-pro', locale: 'ms' });

  expect(await screen.findByText('Anda sudah memiliki sijil Pusara Pro')).toBeInTheDocument();
  expect(screen.getByText(/Sijil anda TPP-2026-000123 kekal aktif/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Lihat sijil saya' })).toHaveAttribute(
    'href',
    `/ms/dashboard/policy-detail/${uuid}`,
  );
  expect(screen.queryByRole('slider', { name: 'Jumlah perlindungan' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Buat sebut harga' })).not.toBeInTheDocument();
});

test('a member not yet verified sees no quotation form', () => {
  post.mockReturnValue(new Promise(() => undefined));
  useSessionStore.getState().setAuthenticated(profileFixture({ ekyc_status: 'unverified' }));
  renderPage(<ProductPage />, { url: '/pusara-pro' });
  expect(screen.queryByRole('slider')).not.toBeInTheDocument();
});
