import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore, useToastStore, type Profile } from '@teduh/shared';
import { installApiMocks, apiError } from '@teduh/shared/testing';
import { memberProfile } from '../../testing/profile-fixture';
import { renderPage, resetStores } from '../../testing/render';
import { EditProfileModal } from './edit-profile-modal';
import { EditProfilePage } from './edit-profile-page';

// Whole flows typed key by key: allow for a busy machine (jest's default is 5 s).
jest.setTimeout(15_000);

let get: jest.Mock;
let patch: jest.Mock;
let post: jest.Mock;
let del: jest.Mock;

const member = { ...memberProfile, newsletter: false } as Profile;

beforeEach(() => {
  resetStores();
  useToastStore.setState({ toasts: [] });
  get = jest.fn().mockResolvedValue({ data: { data: member } });
  patch = jest.fn();
  post = jest.fn();
  del = jest.fn();
  installApiMocks({ get, patch, post, delete: del });
  let next = 0;
  URL.createObjectURL = jest.fn(() => `blob:preview-${(next += 1)}`);
  URL.revokeObjectURL = jest.fn();
});

afterEach(() => {
  jest.restoreAllMocks();
});

function sentForm(): Record<string, FormDataEntryValue> {
  const body = patch.mock.calls[0]?.[1] as FormData;
  return Object.fromEntries(body.entries());
}

function toastTexts() {
  return useToastStore.getState().toasts.map((toast) => `${toast.kind}: ${toast.text}`);
}

async function openPage(url = '/user/edit-profile', locale: 'en' | 'ms' = 'en') {
  renderPage(<EditProfilePage />, { url, path: url, locale });
  return screen.findByLabelText(locale === 'en' ? /^First name/ : /^Nama pertama/);
}

test('loads the profile, then shows the form filled in, with the NRIC in its 6-2-4 form', async () => {
  renderPage(<EditProfilePage />, { url: '/user/edit-profile' });
  expect(screen.getByRole('status')).toHaveTextContent('Loading your profile');

  expect(await screen.findByLabelText(/^First name/)).toHaveValue('Aisyah');
  expect(screen.getByLabelText(/^Last name/)).toHaveValue('Rahman');
  expect(screen.getByLabelText(/^NRIC/)).toHaveValue('900512-14-5678');
  expect(screen.getByTestId('nric-derived')).toHaveTextContent(
    'From your NRIC: date of birth 12 May 1990, gender female.',
  );
  expect(get).toHaveBeenCalledWith('auth/api/v1/me/', { signal: expect.any(AbortSignal) });
});

test('the NRIC is masked while typing and checked with the spec messages; nothing is sent', async () => {
  const nric = await openPage();
  const user = userEvent.setup({ delay: null });
  const field = screen.getByLabelText(/^NRIC/);
  await user.clear(field);
  await user.type(field, '8801011');
  expect(field).toHaveValue('880101-1');
  await user.type(field, '45678999');
  expect(field).toHaveValue('880101-14-5678');

  await user.clear(field);
  await user.type(field, '88013');
  await user.clear(nric);
  await user.click(screen.getByRole('button', { name: 'Update' }));

  expect(await screen.findByText('This field is required')).toBeInTheDocument();
  expect(screen.getByText('Length of NRIC should be 14')).toBeInTheDocument();
  expect(patch).not.toHaveBeenCalled();

  await user.clear(field);
  await user.type(field, '881341145678');
  await user.click(screen.getByRole('button', { name: 'Update' }));
  expect(await screen.findByText('Invalid date of birth')).toBeInTheDocument();
  expect(patch).not.toHaveBeenCalled();
});

test('success: the names are sent, not the unchanged NRIC; the toast says the profile was updated', async () => {
  patch.mockResolvedValue({ data: { data: { ...member, first_name: 'Aisyah Nur' } } });
  const first = await openPage();
  const user = userEvent.setup({ delay: null });
  await user.clear(first);
  await user.type(first, 'Aisyah Nur ');
  await user.click(screen.getByRole('button', { name: 'Update' }));

  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/user\/profile$/));
  expect(patch).toHaveBeenCalledWith('auth/api/v1/me/', expect.any(FormData));
  expect(sentForm()).toEqual({ first_name: 'Aisyah Nur', last_name: 'Rahman' });
  expect(toastTexts()).toEqual(['success: Your profile has been updated.']);
  expect(toastTexts()).not.toContain('success: Password Reset Successfully');
  expect(useSessionStore.getState().profile?.first_name).toBe('Aisyah Nur');
});

test('a changed NRIC is sent with the date of birth and gender it carries', async () => {
  patch.mockResolvedValue({ data: { data: member } });
  await openPage();
  const user = userEvent.setup({ delay: null });
  const field = screen.getByLabelText(/^NRIC/);
  await user.clear(field);
  await user.type(field, '850230105671');
  await user.click(screen.getByRole('button', { name: 'Update' }));
  expect(await screen.findByText('Invalid date of birth')).toBeInTheDocument();

  await user.clear(field);
  await user.type(field, '850228105671');
  await user.click(screen.getByRole('button', { name: 'Update' }));
  await waitFor(() => expect(patch).toHaveBeenCalled());
  expect(sentForm()).toEqual({
    first_name: 'Aisyah',
    last_name: 'Rahman',
    id_ref: '850228-10-5671',
    dob: '1985-02-28',
    gender: 'male',
  });
});

test('the picture: refused when not an image or over 5 MB, previewed at once, reset, and sent', async () => {
  patch.mockResolvedValue({ data: { data: { ...member, profile_picture: 'media/p/1.png' } } });
  await openPage();
  const user = userEvent.setup({ applyAccept: false, delay: null });
  const input = screen.getByTestId('profile-picture-input');

  await user.upload(input, new File(['%PDF'], 'payslip.pdf', { type: 'application/pdf' }));
  expect(screen.getByRole('alert')).toHaveTextContent(
    'This file is not a picture we can use. Please choose a JPEG, PNG, WebP or HEIC image.',
  );
  const big = new File(['x'], 'big.jpg', { type: 'image/jpeg' });
  Object.defineProperty(big, 'size', { value: 5 * 1024 * 1024 + 1 });
  await user.upload(input, big);
  expect(screen.getByRole('alert')).toHaveTextContent('This picture is larger than 5 MB.');
  expect(screen.queryByRole('img')).not.toBeInTheDocument();

  const photo = new File(['png'], 'me.png', { type: 'image/png' });
  await user.upload(input, photo);
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(screen.getByRole('img', { name: 'Preview of your new profile picture' })).toHaveAttribute(
    'src',
    'blob:preview-1',
  );
  await user.click(screen.getByRole('button', { name: 'Undo' }));
  expect(screen.queryByRole('img')).not.toBeInTheDocument();
  expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview-1');

  const heic = new File(['heic'], 'IMG_0001.HEIC', { type: '' });
  await user.upload(input, heic);
  expect(screen.getByText('Chosen: IMG_0001.HEIC (saved when you press Update)')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Update' }));
  await waitFor(() => expect(patch).toHaveBeenCalled());
  expect(sentForm().profile_picture).toBeInstanceOf(File);
  expect((sentForm().profile_picture as File).name).toBe('IMG_0001.HEIC');
});

test('failure: one toast per message the API gave (field: message), also on the field', async () => {
  patch.mockRejectedValue(
    apiError(400, {
      errors: {
        code: 'invalid',
        detail: 'NRIC does not match Date of Birth',
        fields: {
          id_ref: ['NRIC does not match Date of Birth'],
          profile_picture: ['The picture must be a JPEG, PNG, WebP or HEIC image.'],
        },
      },
    }),
  );
  await openPage();
  const user = userEvent.setup({ delay: null });
  const field = screen.getByLabelText(/^NRIC/);
  await user.clear(field);
  await user.type(field, '850228105671');
  await user.click(screen.getByRole('button', { name: 'Update' }));

  await waitFor(() =>
    expect(toastTexts()).toEqual([
      'error: NRIC: NRIC does not match Date of Birth',
      'error: Profile picture: The picture must be a JPEG, PNG, WebP or HEIC image.',
    ]),
  );
  expect(field).toHaveAttribute('aria-invalid', 'true');
  expect(field).toHaveFocus();
  expect(screen.getByTestId('location')).toHaveTextContent('/user/edit-profile');
});

test('the newsletter switch subscribes at once, with a loading state, and says so', async () => {
  let answer: (value: unknown) => void = () => undefined;
  post.mockReturnValue(new Promise((resolve) => (answer = resolve)));
  await openPage();
  const toggle = screen.getByRole('switch', { name: 'Newsletter' });
  expect(toggle).toHaveAttribute('aria-checked', 'false');

  await userEvent.setup({ delay: null }).click(toggle);
  expect(post).toHaveBeenCalledWith('api/newsletter/subscription/');
  expect(toggle).toHaveAttribute('aria-checked', 'true');
  expect(toggle).toHaveAttribute('aria-busy', 'true');

  await act(async () => answer({ data: { data: { data: true } } }));
  expect(toggle).not.toHaveAttribute('aria-busy');
  expect(toastTexts()).toEqual(['success: Thank you for subscribing to our newsletter!']);
});

test('turning the newsletter off unsubscribes; a failure puts the switch back with a toast', async () => {
  get.mockResolvedValue({ data: { data: { ...member, newsletter: true } } });
  del.mockRejectedValue(apiError(500, { errors: { code: 'internal', detail: 'Internal error' } }));
  await openPage();
  const toggle = screen.getByRole('switch', { name: 'Newsletter' });
  await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'true'));

  await userEvent.setup({ delay: null }).click(toggle);
  expect(del).toHaveBeenCalledWith('api/newsletter/subscription/');
  await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'true'));
  expect(toggle).not.toHaveAttribute('aria-busy');
  expect(toastTexts()).toEqual([
    'error: We could not unsubscribe you from the newsletter. Please try again.',
  ]);
});

test('without the flag in the profile, the switch asks the newsletter service', async () => {
  const { newsletter: _ignored, ...withoutFlag } = member as Profile & { newsletter: boolean };
  get.mockImplementation((url: string) =>
    Promise.resolve({
      data:
        url === 'api/newsletter/subscription/'
          ? { data: { data: true } }
          : { data: { ...withoutFlag, newsletter_subscribed: undefined } },
    }),
  );
  await openPage();
  await waitFor(() =>
    expect(screen.getByRole('switch', { name: 'Newsletter' })).toHaveAttribute('aria-checked', 'true'),
  );
  expect(get).toHaveBeenCalledWith('api/newsletter/subscription/', { signal: expect.any(AbortSignal) });
});

test('a failed load says so and loads again on retry', async () => {
  get.mockRejectedValueOnce(apiError(500, {}));
  renderPage(<EditProfilePage />, { url: '/user/edit-profile' });
  expect(await screen.findByRole('alert')).toHaveTextContent('We could not load your profile');
  await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByLabelText(/^First name/)).toHaveValue('Aisyah');
});

test('Cancel goes back to the profile without saving', async () => {
  await openPage('/ms/user/edit-profile', 'ms');
  await userEvent.setup({ delay: null }).click(screen.getByRole('link', { name: 'Batal' }));
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/ms\/user\/profile$/);
  expect(patch).not.toHaveBeenCalled();
});

test('the modal, in Malay: the same form; Update closes it with the Malay toast', async () => {
  useSessionStore.getState().setAuthenticated(member);
  patch.mockResolvedValue({ data: { data: member } });
  const onClose = jest.fn();
  renderPage(<EditProfileModal onClose={onClose} />, { url: '/ms/user/profile', locale: 'ms' });

  const dialog = await screen.findByRole('dialog', { name: 'Kemas kini profil' });
  expect(within(dialog).getByLabelText(/^Nama pertama/)).toHaveValue('Aisyah');
  await userEvent.setup({ delay: null }).click(within(dialog).getByRole('button', { name: 'Kemas kini' }));

  await waitFor(() => expect(onClose).toHaveBeenCalled());
  expect(toastTexts()).toEqual(['success: Profil anda telah dikemas kini.']);
});

test('the modal: Cancel closes it', async () => {
  useSessionStore.getState().setAuthenticated(member);
  const onClose = jest.fn();
  renderPage(<EditProfileModal onClose={onClose} />, { url: '/user/profile' });
  await userEvent.setup({ delay: null }).click(await screen.findByRole('button', { name: 'Cancel' }));
  expect(onClose).toHaveBeenCalled();
  expect(patch).not.toHaveBeenCalled();
});
