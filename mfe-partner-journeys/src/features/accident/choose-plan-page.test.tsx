import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi, okData } from '@teduh/shared/testing';
import { renderPage, resetStores } from '../../testing/render';
import type { PriceCheck } from './api';
import { ChoosePlanPage } from './choose-plan-page';

jest.setTimeout(20_000);

function dobAged(years: number): string {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - years);
  date.setUTCDate(date.getUTCDate() - 30);
  return date.toISOString().slice(0, 10);
}

const occupations = [
  { code: 'ENG01', name: { en: 'Engineer', ms: 'Jurutera' }, occupational_class: 2 },
  { code: 'DIV01', name: { en: 'Commercial diver', ms: 'Penyelam komersial' }, occupational_class: 0 },
];
const businesses = [{ code: 'ICT', name: { en: 'Information technology', ms: 'Teknologi maklumat' } }];

const accepted: PriceCheck = {
  accepted: true,
  occupational_class: 2,
  declined_by: null,
  message: null,
  plans: [
    {
      id: 301,
      plan_name: 'i-Protect 50',
      annual_limit: 5_000_000,
      recommended: false,
      yearly_price: 9424,
      occupational_class: 2,
      breakdown: { premium: 7800, service_tax: 624, stamp_duty: 1000 },
    },
    {
      id: 302,
      plan_name: 'i-Protect 100',
      annual_limit: 10_000_000,
      recommended: true,
      yearly_price: 16444,
      occupational_class: 2,
      breakdown: { premium: 14300, service_tax: 1144, stamp_duty: 1000 },
    },
  ],
};
const declined: PriceCheck = {
  accepted: false,
  occupational_class: null,
  declined_by: 'occupation',
  message: 'not covered',
  plans: [],
};

function install() {
  return installFakeApi({
    'GET api/iprotect/occupations/': () => okData(occupations),
    'GET api/iprotect/nature-of-business/': () => okData(businesses),
    'POST api/iprotect/price-check/': ({ body }) =>
      okData((body as { occupation_code: string }).occupation_code === 'DIV01' ? declined : accepted),
  });
}

beforeEach(() => {
  resetStores();
  window.sessionStorage.clear();
});

async function ask(occupation: string, dob = dobAged(34)) {
  const user = userEvent.setup();
  renderPage(<ChoosePlanPage />, {
    url: '/journey/gibraltar-i-protect/choose-a-plan',
    path: '/journey/gibraltar-i-protect/choose-a-plan',
  });
  await user.type(await screen.findByLabelText(/Date of birth/), dob);
  await user.selectOptions(screen.getByLabelText(/^Occupation/), occupation);
  await user.selectOptions(screen.getByLabelText(/^Nature of business/), 'Information technology');
  await user.click(screen.getByRole('button', { name: 'See my price' }));
  return user;
}

it('prices the plans for the occupational class; the recommended plan is chosen', async () => {
  const api = install();
  await ask('Engineer');
  expect(await screen.findByText(/occupational class 2 of 4/)).toBeInTheDocument();
  const plan = screen.getByRole('radio', { name: /i-Protect 100/ });
  expect(plan).toBeChecked();
  expect(plan).toHaveAccessibleName(/RM164\.44 a year/);
  expect(api.requests.find((request) => request.method === 'POST')?.body).toEqual({
    dob: dobAged(34),
    occupation_code: 'ENG01',
    nature_of_business_code: 'ICT',
  });
});

it('tells a commercial diver the partner does not cover the occupation, and offers no plan', async () => {
  install();
  await ask('Commercial diver');
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('We cannot offer you this plan');
  expect(alert).toHaveTextContent('Our insurance partner does not cover this occupation');
  expect(screen.queryByRole('radio')).not.toBeInTheDocument();
});

it('refuses a 70-year-old before asking the price', async () => {
  const api = install();
  await ask('Engineer', dobAged(70));
  expect(await screen.findByText('The person to be covered must be 18 to 65 years old.')).toBeInTheDocument();
  expect(api.requests.some((request) => request.method === 'POST')).toBe(false);
});
