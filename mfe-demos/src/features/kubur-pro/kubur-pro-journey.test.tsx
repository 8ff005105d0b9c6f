import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi, okData } from '@teduh/shared/testing';
import { renderPage, resetStores } from '../../testing/render';
import type { FuneralCover, FuneralPlans } from './api/kubur-pro';
import { KuburProFormPage } from './kubur-pro-form-page';
import { KuburProLandingPage } from './kubur-pro-landing-page';
import { KuburProQuotationPage, KuburProSuccessPage } from './kubur-pro-result-pages';

jest.setTimeout(20_000);

const uuid = '9b2f0c1e-4d5a-4e6b-8c7d-0a1b2c3d4e5f';
const plans: FuneralPlans = {
  plans: [
    { id: 'benefit-5000', benefit: '5000.00', monthly_contribution: '5.00' },
    { id: 'benefit-10000', benefit: '10000.00', monthly_contribution: '10.00' },
  ],
  relationships: ['spouse', 'child', 'parent', 'sibling', 'other'],
  cover_months: 12,
};
const quoted: FuneralCover = {
  uuid,
  demo: true,
  status: 'quoted',
  holder_name: 'Aminah Yusof',
  plan: 'benefit-10000',
  benefit: '10000.00',
  monthly_contribution: '10.00',
  charged: '0.00',
  beneficiary: { name: 'Siti Aminah', relationship: 'child', phone: '+60123456789' },
  certificate_number: null,
  cover_starts_on: null,
  cover_ends_on: null,
  created_at: '2026-11-26T04:00:00.000Z',
};
const issued: FuneralCover = {
  ...quoted,
  status: 'issued',
  certificate_number: 'DEMO-KP-ABCD2345',
  cover_starts_on: '2026-11-26',
  cover_ends_on: '2027-11-25',
};
const coverPath = `demos/api/v1/kubur-pro/quotations/${uuid}/`;

beforeEach(() => resetStores());

test('the landing lists the funeral benefits and leads to the form', async () => {
  installFakeApi({ 'GET demos/api/v1/kubur-pro/plans/': () => okData(plans) });
  renderPage(<KuburProLandingPage />, { url: '/demo-teduh-kubur-pro' });
  expect(await screen.findByText('RM10,000 funeral benefit')).toBeInTheDocument();
  expect(screen.getByText('RM10.00 a month')).toBeInTheDocument();
  expect(screen.getByText('This is a demonstration')).toBeInTheDocument();
  expect(screen.getAllByRole('link', { name: 'Try the demo' })[0]).toHaveAttribute(
    'href',
    '/demo-teduh-kubur-pro/form',
  );
});

test('the form: a benefit and a beneficiary make a quotation', async () => {
  const api = installFakeApi({
    'GET demos/api/v1/kubur-pro/plans/': () => okData(plans),
    'POST demos/api/v1/kubur-pro/quotations/': () => ({ status: 201, data: { data: quoted } }),
  });
  renderPage(<KuburProFormPage />, { url: '/demo-teduh-kubur-pro/form' });
  const user = userEvent.setup({ delay: null });
  await user.click(await screen.findByRole('button', { name: 'Get my quotation' }));
  expect(await screen.findByText('Choose a funeral benefit.')).toBeInTheDocument();
  expect(api.requestsTo('POST demos/api/v1/kubur-pro/quotations/')).toEqual([]);

  await user.click(screen.getByLabelText('RM10,000 funeral benefit, RM10.00 a month'));
  await user.type(screen.getByLabelText(/^Beneficiary's full name/), 'Siti Aminah');
  await user.selectOptions(screen.getByLabelText(/^Relationship to you/), 'child');
  await user.type(screen.getByLabelText(/^Beneficiary's phone number/), '012-345 6789');
  await user.click(screen.getByRole('button', { name: 'Get my quotation' }));

  await waitFor(() =>
    expect(screen.getByTestId('location')).toHaveTextContent(
      `/demo-teduh-kubur-pro/generated-quotation?uuid=${uuid}`,
    ),
  );
  expect(api.requestsTo('POST demos/api/v1/kubur-pro/quotations/')[0]?.body).toEqual({
    plan: 'benefit-10000',
    beneficiary: { name: 'Siti Aminah', relationship: 'child', phone: '012-345 6789' },
  });
});

test('the generated quotation issues the demo certificate, charged nothing', async () => {
  const api = installFakeApi({
    [`GET ${coverPath}`]: () => okData(quoted),
    [`POST ${coverPath}certificate/`]: () => okData(issued),
  });
  renderPage(<KuburProQuotationPage />, {
    url: `/demo-teduh-kubur-pro/generated-quotation?uuid=${uuid}`,
    path: '/demo-teduh-kubur-pro/generated-quotation',
  });
  const user = userEvent.setup({ delay: null });
  expect(await screen.findByText('Siti Aminah (Child)')).toBeInTheDocument();
  expect(screen.getByText('RM0.00')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Take the demo certificate' }));
  await waitFor(() =>
    expect(screen.getByTestId('location')).toHaveTextContent(`/demo-teduh-kubur-pro/success?uuid=${uuid}`),
  );
  expect(api.requestsTo(`POST ${coverPath}certificate/`)).toHaveLength(1);
});

test('the success page shows the certificate and links to the dashboard, in Malay', async () => {
  installFakeApi({ [`GET ${coverPath}`]: () => okData(issued) });
  renderPage(<KuburProSuccessPage />, {
    url: `/ms/demo-teduh-kubur-pro/success?uuid=${uuid}`,
    path: '/ms/demo-teduh-kubur-pro/success',
    locale: 'ms',
  });
  expect(await screen.findByText('DEMO-KP-ABCD2345')).toBeInTheDocument();
  expect(screen.getByText('26 November 2026 hingga 25 November 2027')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Lihat sijil demo dalam papan pemuka saya' })).toHaveAttribute(
    'href',
    `/ms/dashboard/teduh-policies/kubur-pro/${uuid}`,
  );
});

test("no uuid, another member's, or one not yet issued: the 404 page", async () => {
  const api = installFakeApi({
    [`GET ${coverPath}`]: () => okData(quoted),
  });
  const first = renderPage(<KuburProQuotationPage />, {
    url: '/demo-teduh-kubur-pro/generated-quotation',
  });
  expect(await screen.findByRole('heading', { name: 'This page could not be found' })).toBeInTheDocument();
  expect(api.requests).toEqual([]);
  first.unmount();
  renderPage(<KuburProSuccessPage />, {
    url: `/demo-teduh-kubur-pro/success?uuid=${uuid}`,
    path: '/demo-teduh-kubur-pro/success',
  });
  expect(await screen.findByRole('heading', { name: 'This page could not be found' })).toBeInTheDocument();
});

test("the API's word on a field stays on that field until it is edited", async () => {
  installFakeApi({
    'GET demos/api/v1/kubur-pro/plans/': () => okData(plans),
    'POST demos/api/v1/kubur-pro/quotations/': () => ({
      status: 400,
      data: {
        errors: {
          code: 'invalid',
          detail: 'Invalid Phone Number',
          fields: { 'beneficiary.phone': ['Invalid Phone Number'] },
        },
      },
    }),
  });
  renderPage(<KuburProFormPage />, { url: '/demo-teduh-kubur-pro/form' });
  const user = userEvent.setup({ delay: null });
  await user.click(await screen.findByLabelText('RM5,000 funeral benefit, RM5.00 a month'));
  await user.type(screen.getByLabelText(/^Beneficiary's full name/), 'Siti Aminah');
  await user.selectOptions(screen.getByLabelText(/^Relationship to you/), 'spouse');
  await user.type(screen.getByLabelText(/^Beneficiary's phone number/), '012-345 6789');
  await user.click(screen.getByRole('button', { name: 'Get my quotation' }));
  expect(await screen.findByText('Invalid Phone Number')).toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent('/demo-teduh-kubur-pro/form');
  await user.type(screen.getByLabelText(/^Beneficiary's phone number/), '0');
  expect(screen.queryByText('Invalid Phone Number')).not.toBeInTheDocument();
});
