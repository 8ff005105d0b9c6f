import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore } from '@teduh/shared';
import { apiError, networkError, installApiMocks } from '@teduh/shared/testing';
import { answer, declarationFixture, memberProfile } from '../../testing/fixtures';
import { renderPage, resetStores } from '../../testing/render';
import { declarationDraftKey, saveDraft } from './declaration-draft';
import { emptyIdentityForm, type IdentityFormValues } from './declaration-form';
import { DeclarationPage } from './declaration-page';

let get: jest.Mock;
let post: jest.Mock;

const draft: IdentityFormValues = {
  ...emptyIdentityForm,
  nationality: 'foreigner',
  country_of_origin: 'SG',
  postcode: '40000',
  address_1: '12 Jalan Damai',
  city: 'Shah Alam',
  state: 'Selangor',
  phone: '012-345 6789',
  height_cm: '165',
  weight_kg: '60',
  smoker: 'no',
};

beforeEach(() => {
  resetStores();
  window.sessionStorage.clear();
  useSessionStore.getState().setAuthenticated(memberProfile);
  get = jest.fn().mockResolvedValue(answer(null));
  post = jest.fn();
  installApiMocks({ get, post });
});

afterEach(() => jest.restoreAllMocks());

test('without a draft or a saved declaration, the member is sent to the form', async () => {
  renderPage(<DeclarationPage />, { url: '/ekyc/declaration' });
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/ekyc/address-declaration'));
  expect(get).toHaveBeenCalledWith('ekyc/api/v2/declaration/', expect.anything());
});

test('the draft is summarised read-only, with an edit link per section', async () => {
  saveDraft(memberProfile.uuid, draft);
  renderPage(<DeclarationPage />, { url: '/ekyc/declaration' });

  expect(screen.getByRole('heading', { level: 1, name: 'Check your details' })).toHaveFocus();
  const nationality = screen.getByRole('region', { name: 'Nationality' });
  expect(nationality).toHaveTextContent('Not Malaysian');
  expect(nationality).toHaveTextContent('Singapore');
  expect(screen.getByRole('region', { name: 'Home address' })).toHaveTextContent('Shah Alam');
  expect(screen.getByRole('region', { name: 'Contact' })).toHaveTextContent('012-345 6789');
  expect(screen.getByRole('region', { name: 'Health' })).toHaveTextContent('165 cm');
  expect(screen.getByRole('link', { name: 'Edit Home address' })).toHaveAttribute(
    'href',
    '/ekyc/address-declaration#ekyc-field-postcode',
  );
  expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  expect(get).not.toHaveBeenCalled();
});

test('the accuracy acknowledgement is required', async () => {
  saveDraft(memberProfile.uuid, draft);
  const user = userEvent.setup();
  renderPage(<DeclarationPage />, { url: '/ekyc/declaration' });
  await user.click(screen.getByRole('button', { name: 'Confirm and send' }));

  expect(
    await screen.findByText('Please confirm that the information you have given is true and accurate.'),
  ).toBeInTheDocument();
  expect(screen.getByRole('checkbox')).toHaveFocus();
  expect(post).not.toHaveBeenCalled();
});

test('confirming sends the declaration as the API takes it, then shows the status', async () => {
  saveDraft(memberProfile.uuid, draft);
  post.mockResolvedValue({ data: { data: declarationFixture } });
  const user = userEvent.setup();
  renderPage(<DeclarationPage />, { url: '/ms/ekyc/declaration', locale: 'ms' });
  await user.click(screen.getByRole('checkbox', { name: /Saya mengaku/ }));
  await user.click(screen.getByRole('button', { name: 'Sahkan dan hantar' }));

  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/ms/ekyc/v2'));
  expect(post).toHaveBeenCalledWith('ekyc/api/v2/declaration/', {
    nationality: 'foreigner',
    country_of_origin: 'SG',
    postcode: '40000',
    address_1: '12 Jalan Damai',
    address_2: null,
    city: 'Shah Alam',
    state: 'Selangor',
    phone: '+60123456789',
    height_cm: 165,
    weight_kg: 60,
    smoker: false,
    accuracy_acknowledged: true,
  });
  expect(window.sessionStorage.getItem(declarationDraftKey)).toBeNull();
});

test("the API's field messages are listed with a way to fix each", async () => {
  saveDraft(memberProfile.uuid, draft);
  post.mockRejectedValue(
    apiError(400, {
      errors: { code: 'invalid', detail: 'Invalid input', fields: { postcode: ['Unknown postcode'] } },
    }),
  );
  const user = userEvent.setup();
  renderPage(<DeclarationPage />, { url: '/ekyc/declaration' });
  await user.click(screen.getByRole('checkbox'));
  await user.click(screen.getByRole('button', { name: 'Confirm and send' }));

  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Unknown postcode');
  expect(within(alert).getByRole('link', { name: 'Edit' })).toHaveAttribute(
    'href',
    '/ekyc/address-declaration#ekyc-field-postcode',
  );
});

test('a lost connection keeps everything for another try', async () => {
  saveDraft(memberProfile.uuid, draft);
  post.mockRejectedValueOnce(networkError()).mockResolvedValueOnce({ data: { data: declarationFixture } });
  const user = userEvent.setup();
  renderPage(<DeclarationPage />, { url: '/ekyc/declaration' });
  await user.click(screen.getByRole('checkbox'));
  await user.click(screen.getByRole('button', { name: 'Confirm and send' }));

  expect(await screen.findByRole('alert')).toHaveTextContent('Your declaration was not sent');
  await user.click(screen.getByRole('button', { name: 'Try sending again' }));
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/ekyc/v2'));
});

test('an incomplete draft cannot be confirmed', async () => {
  saveDraft(memberProfile.uuid, { ...draft, phone: '' });
  renderPage(<DeclarationPage />, { url: '/ekyc/declaration' });

  expect(screen.getByRole('alert')).toHaveTextContent('Some details are missing');
  expect(screen.getByRole('button', { name: 'Confirm and send' })).toBeDisabled();
});
