import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useModalStore } from '@teduh/shared';
import { installFakeApi, okData, type FakeApi } from '@teduh/shared/testing';
import { renderPage, resetStores } from '../../testing/render';
import type { MotorQuotation, VehicleList } from './api/motor';
import { MotorFormPage } from './motor-form-page';
import { MotorSummaryPage } from './motor-summary-page';

jest.setTimeout(20_000);

const uuid = '3f6c1a52-8d0e-4b7a-9e61-2a4f5c7d9b10';
const formPattern = '/demo-ecics-motor-sales-journey/form/:uuid?';
const summaryPattern = '/demo-ecics-motor-sales-journey/summary/:uuid?';

const vehicles: VehicleList = {
  models: [
    {
      id: 'perodua-myvi',
      make: 'Perodua',
      model: 'Myvi',
      engine_cc: 1496,
      years: [
        {
          year: 2023,
          market_value: '40100.00',
          sum_insured_min: '36100.00',
          sum_insured_max: '44100.00',
          comprehensive: true,
        },
        {
          year: 2008,
          market_value: '11000.00',
          sum_insured_min: '9900.00',
          sum_insured_max: '12100.00',
          comprehensive: false,
        },
      ],
    },
  ],
  ncd: ['0', '25', '30', '38.33', '45', '55'],
  add_ons: ['windscreen', 'special_perils', 'srcc', 'passengers'],
  engine_cc: { min: 600, max: 8000 },
  comprehensive_max_age_years: 15,
};

const quotation: MotorQuotation = {
  uuid,
  demo: true,
  registration_number: 'WXY 1234',
  vehicle: { id: 'perodua-myvi', make: 'Perodua', model: 'Myvi' },
  year: 2023,
  engine_cc: 1496,
  cover_type: 'comprehensive',
  market_value: '40100.00',
  sum_insured: '40000.00',
  ncd: '38.33',
  add_ons: ['windscreen', 'special_perils'],
  owner_id_ref_masked: '******-**-5679',
  postcode: '50450',
  city: 'Kuala Lumpur',
  state: 'Wp Kuala Lumpur',
  premium: {
    basic: '1319.50',
    ncd_discount: '505.76',
    add_ons: [
      { id: 'windscreen', amount: '150.00' },
      { id: 'special_perils', amount: '200.00' },
    ],
    add_ons_total: '350.00',
    gross: '1163.74',
    sst: '93.10',
    stamp_duty: '10.00',
    total: '1266.84',
  },
  currency: 'MYR',
  created_at: '2026-11-26T04:00:00.000Z',
  updated_at: '2026-11-26T04:00:00.000Z',
};

const postcode = () => okData({ postcode: '50450', city: 'Kuala Lumpur', state: 'Wp Kuala Lumpur' });

beforeEach(() => resetStores());

async function fillVehicle(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^Registration number/), 'wxy1234');
  await user.selectOptions(screen.getByLabelText(/^Make and model/), 'perodua-myvi');
  await user.selectOptions(screen.getByLabelText(/^Year of manufacture/), '2023');
  expect(screen.getByLabelText(/^Engine capacity/)).toHaveValue('1496');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
}

test('a new quotation: car, cover with NCD and add-ons, owner; saved and shown as its summary', async () => {
  const api: FakeApi = installFakeApi({
    'GET demos/api/v1/motor/vehicles/': () => okData(vehicles),
    'GET ekyc/api/v1/postcodes/50450/': postcode,
    'POST demos/api/v1/motor/quotations/': () => ({ status: 201, data: { data: quotation } }),
  });
  renderPage(<MotorFormPage />, { url: '/demo-ecics-motor-sales-journey/form', path: formPattern });
  const user = userEvent.setup({ delay: null });
  expect(await screen.findByText('This is a demonstration journey')).toBeInTheDocument();

  await fillVehicle(user);
  expect(
    await screen.findByRole('heading', { level: 2, name: /Your cover/ }, { timeout: 5000 }),
  ).toBeInTheDocument();
  // Out of the allowed range: the form says so before anything is sent.
  await user.type(screen.getByLabelText(/^Sum insured/), '50000');
  await user.selectOptions(screen.getByLabelText(/^No-claim discount/), '38.33');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  expect(
    await screen.findByText('The sum insured must be from RM36,100 to RM44,100 for this car.'),
  ).toBeInTheDocument();
  await user.clear(screen.getByLabelText(/^Sum insured/));
  await user.type(screen.getByLabelText(/^Sum insured/), '40000');
  await user.click(screen.getByLabelText(/^Windscreen/));
  await user.click(screen.getByLabelText(/^Special perils/));
  await user.click(screen.getByRole('button', { name: 'Continue' }));

  expect(
    await screen.findByRole('heading', { level: 2, name: /The owner/ }, { timeout: 5000 }),
  ).toBeInTheDocument();
  await user.type(screen.getByLabelText(/^Owner's NRIC/), '900101145679');
  await user.type(screen.getByLabelText(/^Postcode/), '50450');
  expect(await screen.findByText('Kuala Lumpur, Wp Kuala Lumpur')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'See my quotation' }));

  await waitFor(() =>
    expect(screen.getByTestId('location')).toHaveTextContent(
      `/demo-ecics-motor-sales-journey/summary/${uuid}`,
    ),
  );
  expect(api.requestsTo('POST demos/api/v1/motor/quotations/')[0]?.body).toEqual({
    registration_number: 'wxy1234',
    vehicle_model: 'perodua-myvi',
    year: 2023,
    engine_cc: 1496,
    cover_type: 'comprehensive',
    sum_insured: '40000.00',
    ncd: '38.33',
    add_ons: ['windscreen', 'special_perils'],
    owner_id_ref: '900101-14-5679',
    postcode: '50450',
  });
});

test("the API's word on a field of an earlier step takes the visitor back to it", async () => {
  installFakeApi({
    'GET demos/api/v1/motor/vehicles/': () => okData(vehicles),
    'GET ekyc/api/v1/postcodes/50450/': postcode,
    'PUT demos/api/v1/motor/quotations/3f6c1a52-8d0e-4b7a-9e61-2a4f5c7d9b10/': () => ({
      status: 400,
      data: {
        errors: {
          code: 'invalid',
          detail: 'Enter a Malaysian registration number.',
          fields: { registration_number: ['Enter a Malaysian registration number.'] },
        },
      },
    }),
    [`GET demos/api/v1/motor/quotations/${uuid}/`]: () => okData(quotation),
  });
  renderPage(<MotorFormPage />, {
    url: `/demo-ecics-motor-sales-journey/form/${uuid}?step=owner`,
    path: formPattern,
  });
  const user = userEvent.setup({ delay: null });
  // Resumed at the step asked for; the NRIC is asked again (the API never answers it).
  const nric = await screen.findByLabelText(/^Owner's NRIC/);
  expect(nric).toHaveValue('');
  expect(screen.getByText(/we do not show the saved NRIC/)).toBeInTheDocument();
  expect(screen.getByLabelText(/^Postcode/)).toHaveValue('50450');
  await user.type(nric, '900101145679');
  await user.click(screen.getByRole('button', { name: 'See my quotation' }));

  expect(
    await screen.findByRole('heading', { level: 2, name: /Your car/ }, { timeout: 5000 }),
  ).toBeInTheDocument();
  expect(screen.getByLabelText(/^Registration number/)).toHaveValue('WXY 1234');
  expect(screen.getByText('Enter a Malaysian registration number.')).toBeInTheDocument();
});

test('a resumed quotation that does not exist, or an address that is not a uuid, is the 404 page', async () => {
  installFakeApi({
    'GET demos/api/v1/motor/vehicles/': () => okData(vehicles),
    [`GET demos/api/v1/motor/quotations/${uuid}/`]: () => ({
      status: 404,
      data: { errors: { code: 'not_found', detail: 'This motor quotation was not found.' } },
    }),
  });
  const { unmount } = renderPage(<MotorFormPage />, {
    url: `/demo-ecics-motor-sales-journey/form/${uuid}`,
    path: formPattern,
  });
  expect(await screen.findByRole('heading', { name: 'This page could not be found' })).toBeInTheDocument();
  unmount();
  const api = installFakeApi({});
  renderPage(<MotorSummaryPage />, {
    url: '/demo-ecics-motor-sales-journey/summary/nope',
    path: summaryPattern,
  });
  expect(await screen.findByRole('heading', { name: 'This page could not be found' })).toBeInTheDocument();
  expect(api.requests).toEqual([]);
});

test('the summary: the premium worked out, e-mailed, and a way to talk to us', async () => {
  const api = installFakeApi({
    [`GET demos/api/v1/motor/quotations/${uuid}/`]: () => okData(quotation),
    [`POST demos/api/v1/motor/quotations/${uuid}/email/`]: () => ({
      status: 202,
      data: { data: { email: 'aminah@example.my', emails_left: 4 } },
    }),
  });
  renderPage(<MotorSummaryPage />, {
    url: `/demo-ecics-motor-sales-journey/summary/${uuid}`,
    path: summaryPattern,
  });
  const user = userEvent.setup({ delay: null });
  const premium = await screen.findByRole('region', { name: 'How the premium is worked out' });
  const rows = within(premium)
    .getAllByRole('definition')
    .map((cell) => cell.textContent);
  expect(rows).toEqual([
    'RM1,319.50',
    '−RM505.76',
    'RM150.00',
    'RM200.00',
    'RM1,163.74',
    'RM93.10',
    'RM10.00',
  ]);
  expect(within(premium).getByText('No-claim discount (38.33%)')).toBeInTheDocument();
  expect(within(premium).getByText('RM1,266.84')).toBeInTheDocument();
  expect(screen.getByText('This is a demonstration journey')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Change the details' })).toHaveAttribute(
    'href',
    `/demo-ecics-motor-sales-journey/form/${uuid}`,
  );

  await user.click(screen.getByRole('button', { name: 'Send the summary' }));
  expect(await screen.findByText('This field is required')).toBeInTheDocument();
  await user.type(screen.getByLabelText(/^E-mail address/), 'aminah@example.my');
  await user.click(screen.getByRole('button', { name: 'Send the summary' }));
  expect(
    await screen.findByText('We have sent it to aminah@example.my. You can send it 4 more times.'),
  ).toBeInTheDocument();
  expect(api.requestsTo(`POST demos/api/v1/motor/quotations/${uuid}/email/`)[0]?.body).toEqual({
    email: 'aminah@example.my',
  });

  await user.click(screen.getByRole('button', { name: 'Talk to us' }));
  expect(useModalStore.getState().openKey).toBe('enquiry');
});

test('reads in Malay', async () => {
  installFakeApi({ [`GET demos/api/v1/motor/quotations/${uuid}/`]: () => okData(quotation) });
  renderPage(<MotorSummaryPage />, {
    url: `/ms/demo-ecics-motor-sales-journey/summary/${uuid}`,
    path: `/ms${summaryPattern}`,
    locale: 'ms',
  });
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Sebut harga motor anda (demo)' }),
  ).toBeInTheDocument();
  expect(screen.getByText('Diskaun tanpa tuntutan (38.33%)')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Hubungi kami' })).toBeInTheDocument();
});
