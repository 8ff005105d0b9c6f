import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { useSessionStore } from '@teduh/shared';
import { apiError, networkError, installApiMocks } from '@teduh/shared/testing';
import { answer, declarationFixture, memberProfile } from '../../testing/fixtures';
import { renderPage, resetStores } from '../../testing/render';
import { AddressDeclarationPage } from './address-declaration-page';
import { declarationDraftKey } from './declaration-draft';

let get: jest.Mock;

/** Answers GETs by path: the saved declaration (none by default) and the postcode table. */
function routeGet(declaration: unknown = null) {
  get.mockImplementation((url: string) => {
    if (url === 'ekyc/api/v2/declaration/') return Promise.resolve(answer(declaration));
    if (url === 'ekyc/api/v1/postcodes/40000/') {
      return Promise.resolve(answer({ postcode: '40000', city: 'Shah Alam', state: 'Selangor' }));
    }
    if (url === 'ekyc/api/v1/postcodes/99999/') {
      return Promise.reject(apiError(404, { errors: { code: 'not_found', detail: 'Unknown postcode' } }));
    }
    return Promise.reject(networkError());
  });
}

beforeEach(() => {
  resetStores();
  window.sessionStorage.clear();
  useSessionStore.getState().setAuthenticated(memberProfile);
  get = jest.fn();
  installApiMocks({ get });
  routeGet();
});

afterEach(() => jest.restoreAllMocks());

async function openPage(options: { url?: string; locale?: 'en' | 'ms' } = {}) {
  const view = renderPage(<AddressDeclarationPage />, {
    url: options.url ?? '/ekyc/address-declaration',
    ...options,
  });
  await screen.findByRole('heading', { level: 1 });
  return view;
}

async function fillValidForm(user: UserEvent) {
  await user.type(screen.getByLabelText(/^Postcode/), '40000');
  await screen.findByText('Found: Shah Alam, Selangor. You can change them if needed.');
  await user.type(screen.getByLabelText(/^Address line 1/), '12 Jalan Damai');
  await user.type(screen.getByLabelText(/^Mobile phone number/), '012-345 6789');
  await user.type(screen.getByLabelText(/^Height/), '165');
  await user.type(screen.getByLabelText(/^Weight/), '60');
  await user.click(screen.getByRole('radio', { name: 'No' }));
}

test('an empty form shows the spec messages next to each field and stays', async () => {
  const user = userEvent.setup();
  await openPage();
  expect(screen.getByRole('heading', { level: 1, name: 'About you' })).toHaveFocus();
  await user.click(screen.getByRole('button', { name: 'Continue to summary' }));

  expect(await screen.findAllByText('This field is required')).not.toHaveLength(0);
  await user.type(screen.getByLabelText(/^Postcode/), '4000');
  await user.type(screen.getByLabelText(/^Mobile phone number/), '12345');
  await user.type(screen.getByLabelText(/^Height/), '300');
  await user.type(screen.getByLabelText(/^Weight/), '19');
  await user.tab();
  expect(await screen.findByText('Postcode needs to be 5 digits')).toBeInTheDocument();
  expect(screen.getByText('Invalid Phone Number')).toBeInTheDocument();
  expect(screen.getByText('Enter your height in whole centimetres, between 50 and 250')).toBeInTheDocument();
  expect(screen.getByText('Enter your weight in whole kilograms, between 20 and 300')).toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent('/ekyc/address-declaration');
});

test('a first declaration starts as Malaysian, the nationality of the MyKad just checked', async () => {
  await openPage();
  expect(screen.getByRole('radio', { name: 'Malaysian' })).toBeChecked();
  expect(screen.queryByLabelText(/^Country of origin/)).not.toBeInTheDocument();
});

test('a saved foreigner declaration is not turned into a Malaysian one', async () => {
  routeGet({ ...declarationFixture, nationality: 'foreigner', country_of_origin: 'SG' });
  await openPage();
  expect(screen.getByRole('radio', { name: 'Malaysian' })).not.toBeChecked();
  expect(screen.getByLabelText(/^Country of origin/)).toHaveValue('SG');
});

test('the postcode fills in the city and state, and says so politely', async () => {
  const user = userEvent.setup();
  await openPage();
  await user.type(screen.getByLabelText(/^Postcode/), '40000');

  const note = await screen.findByText('Found: Shah Alam, Selangor. You can change them if needed.');
  expect(note).toHaveAttribute('aria-live', 'polite');
  expect(get).toHaveBeenCalledWith('ekyc/api/v1/postcodes/40000/', expect.anything());
  expect(screen.getByLabelText(/^City/)).toHaveValue('Shah Alam');
  expect(screen.getByLabelText(/^State/)).toHaveValue('Selangor');
});

test('an unknown postcode asks for the city and state', async () => {
  const user = userEvent.setup();
  await openPage();
  await user.type(screen.getByLabelText(/^Postcode/), '99999');

  expect(await screen.findByText(/We do not know this postcode/)).toBeInTheDocument();
  expect(screen.getByLabelText(/^City/)).toHaveValue('');
});

test('a foreigner chooses a country of origin, named in the page language', async () => {
  const user = userEvent.setup();
  await openPage({ url: '/ms/ekyc/address-declaration', locale: 'ms' });
  expect(screen.queryByLabelText(/^Negara asal/)).not.toBeInTheDocument();

  await user.click(screen.getByRole('radio', { name: 'Bukan warganegara Malaysia' }));
  const country = screen.getByLabelText(/^Negara asal/);
  expect(screen.getByRole('option', { name: 'Singapura' })).toBeInTheDocument();
  expect(screen.queryByRole('option', { name: 'Malaysia' })).not.toBeInTheDocument();
  await user.selectOptions(country, 'SG');
  expect(country).toHaveValue('SG');
});

test('every change is kept as a draft, so a reload loses nothing', async () => {
  const user = userEvent.setup();
  const first = await openPage();
  await fillValidForm(user);
  await waitFor(() =>
    expect(window.sessionStorage.getItem(declarationDraftKey)).toContain('"height_cm":"165"'),
  );
  first.unmount();

  get.mockClear();
  await openPage();
  expect(screen.getByLabelText(/^Postcode/)).toHaveValue('40000');
  expect(screen.getByLabelText(/^City/)).toHaveValue('Shah Alam');
  expect(screen.getByLabelText(/^Mobile phone number/)).toHaveValue('012-345 6789');
  expect(screen.getByRole('radio', { name: 'No' })).toBeChecked();
  // Neither the saved declaration nor the postcode is asked for again.
  expect(get).not.toHaveBeenCalled();
});

test("another member's draft in the same tab is not shown", async () => {
  window.sessionStorage.setItem(
    declarationDraftKey,
    JSON.stringify({ owner: 'someone-else', values: { postcode: '40000', address_1: 'Not mine' } }),
  );
  await openPage();
  expect(screen.getByLabelText(/^Address line 1/)).toHaveValue('');
});

test('a saved declaration is the starting point when there is no draft', async () => {
  routeGet({ ...declarationFixture, address_2: 'Seksyen 7', smoker: true });
  await openPage();
  expect(screen.getByLabelText(/^Address line 2/)).toHaveValue('Seksyen 7');
  expect(screen.getByLabelText(/^Mobile phone number/)).toHaveValue('012-345 6789');
  expect(screen.getByRole('radio', { name: 'Yes' })).toBeChecked();
});

test('a complete form goes on to the summary', async () => {
  const user = userEvent.setup();
  await openPage();
  await fillValidForm(user);
  await user.click(screen.getByRole('button', { name: 'Continue to summary' }));
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/ekyc/declaration'));
});

test('an edit link of the summary lands on the field it names', async () => {
  await openPage({ url: '/ekyc/address-declaration#ekyc-field-phone' });
  expect(screen.getByLabelText(/^Mobile phone number/)).toHaveFocus();
});
