import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { AxiosProgressEvent, AxiosRequestConfig } from 'axios';
import { useSessionStore } from '@teduh/shared';
import { apiError, networkError, installApiMocks } from '@teduh/shared/testing';
import { answer, memberProfile, submissionFixture, verificationFixture } from '../../testing/fixtures';
import { renderPage, resetStores } from '../../testing/render';
import { PhotoVerificationPage } from './photo-verification-page';

let get: jest.Mock;
let post: jest.Mock;
let getUserMedia: jest.Mock;
let stopTrack: jest.Mock;

const jpeg = (name: string, bytes = 2048) => new File([new Uint8Array(bytes)], name, { type: 'image/jpeg' });

function fakeStream() {
  return { getTracks: () => [{ stop: stopTrack }] } as unknown as MediaStream;
}

beforeEach(() => {
  resetStores();
  useSessionStore.getState().setAuthenticated(memberProfile);
  get = jest.fn().mockResolvedValue(answer(verificationFixture('unverified')));
  post = jest.fn();
  installApiMocks({ get, post });
  stopTrack = jest.fn();
  getUserMedia = jest.fn().mockResolvedValue(fakeStream());
  Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: { getUserMedia } });
  let objectUrls = 0;
  URL.createObjectURL = jest.fn(() => `blob:preview-${(objectUrls += 1)}`);
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  jest
    .spyOn(HTMLCanvasElement.prototype, 'getContext')
    .mockReturnValue({ drawImage: jest.fn() } as unknown as CanvasRenderingContext2D);
  jest.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation(function toBlob(callback, type) {
    callback(new Blob([new Uint8Array(1024)], { type: type ?? 'image/png' }));
  });
});

afterEach(() => {
  jest.restoreAllMocks();
  Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: undefined });
});

async function openPage(url = '/ekyc/photo-verification') {
  renderPage(<PhotoVerificationPage />, { url });
  await screen.findByRole('heading', { level: 1, name: 'Your MyKad and a selfie' });
}

async function passNric(user: UserEvent) {
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await screen.findByRole('heading', { level: 2, name: /Front of your MyKad/ });
}

async function uploadAll(user: UserEvent) {
  await passNric(user);
  await user.upload(screen.getByLabelText('Upload a photo of the front of your MyKad'), jpeg('front.jpg'));
  await user.click(screen.getByRole('button', { name: 'Use this photo' }));
  await user.upload(screen.getByLabelText('Upload a photo of the back of your MyKad'), jpeg('back.jpg'));
  await user.click(screen.getByRole('button', { name: 'Use this photo' }));
  await user.upload(screen.getByLabelText('Upload a selfie'), jpeg('me.jpg'));
  await user.click(screen.getByRole('button', { name: 'Use this photo' }));
  await screen.findByRole('heading', { level: 2, name: /Check and send/ });
}

describe('NRIC', () => {
  test('is prefilled from the profile with the 6-2-4 mask', async () => {
    await openPage();
    expect(screen.getByText('Step 1 of 5')).toBeInTheDocument();
    expect(screen.getByLabelText(/^NRIC number/)).toHaveValue('900512-14-5678');
    expect(get).toHaveBeenCalledWith('ekyc/api/v1/', expect.anything());
  });

  test('masks what is typed and shows the spec messages', async () => {
    const user = userEvent.setup();
    await openPage();
    const field = screen.getByLabelText(/^NRIC number/);
    await user.clear(field);
    await user.type(field, '9005121');
    expect(field).toHaveValue('900512-1');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Length of NRIC should be 14')).toBeInTheDocument();
    expect(field).toHaveFocus();

    await user.clear(field);
    await user.type(field, '900513145678');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('NRIC does not match Date of Birth')).toBeInTheDocument();

    await user.clear(field);
    await user.type(field, '900512145677');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('NRIC does not match Gender')).toBeInTheDocument();

    await user.clear(field);
    await user.type(field, '901312145678');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Invalid date of birth')).toBeInTheDocument();
  });

  test('in Malay the messages are Malay', async () => {
    const user = userEvent.setup();
    renderPage(<PhotoVerificationPage />, { url: '/ms/ekyc/photo-verification', locale: 'ms' });
    const field = await screen.findByLabelText(/^Nombor MyKad/);
    await user.clear(field);
    await user.click(screen.getByRole('button', { name: 'Teruskan' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Ruangan ini wajib diisi');
  });
});

describe('capture by camera', () => {
  test('the card uses the rear camera with a guide frame, and the photo can be retaken', async () => {
    const user = userEvent.setup();
    await openPage();
    await passNric(user);
    const heading = screen.getByRole('heading', { level: 2, name: /Front of your MyKad/ });
    expect(heading).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Take the photo with my camera' }));
    expect(getUserMedia).toHaveBeenCalledWith({
      video: expect.objectContaining({ facingMode: { ideal: 'environment' } }),
      audio: false,
    });
    const take = screen.getByRole('button', { name: 'Take photo' });
    await waitFor(() => expect(take).toBeEnabled());
    expect(document.querySelector('svg mask')).not.toBeNull();
    await user.click(take);

    expect(await screen.findByRole('img', { name: 'The front of your MyKad' })).toHaveAttribute(
      'src',
      'blob:preview-1',
    );
    expect(screen.getByText('Taken with your camera')).toBeInTheDocument();
    expect(stopTrack).toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Retake' }));
    expect(screen.queryByRole('img', { name: 'The front of your MyKad' })).not.toBeInTheDocument();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview-1');
  });

  test('the selfie uses the front camera', async () => {
    const user = userEvent.setup();
    await openPage();
    await passNric(user);
    await user.upload(screen.getByLabelText('Upload a photo of the front of your MyKad'), jpeg('front.jpg'));
    await user.click(screen.getByRole('button', { name: 'Use this photo' }));
    await user.upload(screen.getByLabelText('Upload a photo of the back of your MyKad'), jpeg('back.jpg'));
    await user.click(screen.getByRole('button', { name: 'Use this photo' }));
    expect(screen.getByRole('heading', { level: 2, name: /A selfie/ })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Take the photo with my camera' }));
    expect(getUserMedia).toHaveBeenLastCalledWith({
      video: expect.objectContaining({ facingMode: { ideal: 'user' } }),
      audio: false,
    });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Take photo' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Take photo' }));
    expect(await screen.findByRole('img', { name: 'Your selfie' })).toBeInTheDocument();
  });

  test('a denied permission falls back to upload with an explanation', async () => {
    getUserMedia.mockRejectedValue(new DOMException('Permission denied', 'NotAllowedError'));
    const user = userEvent.setup();
    await openPage();
    await passNric(user);
    await user.click(screen.getByRole('button', { name: 'Take the photo with my camera' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Camera access is blocked');
    expect(alert).toHaveTextContent('You can upload a photo instead');
    expect(screen.queryByRole('button', { name: 'Take photo' })).not.toBeInTheDocument();
    await user.upload(screen.getByLabelText('Upload a photo of the front of your MyKad'), jpeg('front.jpg'));
    expect(await screen.findByRole('img', { name: 'The front of your MyKad' })).toBeInTheDocument();
    expect(screen.getByText('Uploaded: front.jpg')).toBeInTheDocument();
  });

  test('no camera at all: only the upload is offered', async () => {
    Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: undefined });
    const user = userEvent.setup();
    await openPage();
    await passNric(user);
    await user.click(screen.getByRole('button', { name: 'Take the photo with my camera' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('No camera available');
    expect(screen.queryByRole('button', { name: /camera/ })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Upload a photo of the front of your MyKad')).toHaveAttribute(
      'accept',
      'image/*',
    );
  });
});

describe('upload checks', () => {
  test('a file that is not an image, or too large, is refused with a clear message', async () => {
    const user = userEvent.setup({ applyAccept: false });
    await openPage();
    await passNric(user);
    const input = screen.getByLabelText('Upload a photo of the front of your MyKad');

    await user.upload(input, new File(['%PDF'], 'card.pdf', { type: 'application/pdf' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please choose a photo in JPEG, PNG, HEIC or WebP format.',
    );

    await user.upload(input, jpeg('huge.jpg', 8 * 1024 * 1024 + 1));
    expect(await screen.findByRole('alert')).toHaveTextContent('This photo is larger than 8 MB.');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();

    await user.upload(input, new File([new Uint8Array(10)], 'IMG_0001.HEIC', { type: '' }));
    expect(await screen.findByText(/cannot be previewed here/)).toBeInTheDocument();
  });
});

test('a large photo is made smaller before it is kept, so even one over 8 MB can be used', async () => {
  const close = jest.fn();
  Object.assign(globalThis, {
    createImageBitmap: jest.fn().mockResolvedValue({ width: 4000, height: 3000, close }),
  });
  try {
    const user = userEvent.setup();
    await openPage();
    await passNric(user);
    await user.upload(
      screen.getByLabelText('Upload a photo of the front of your MyKad'),
      new File([new Uint8Array(9 * 1024 * 1024)], 'IMG_2041.png', { type: 'image/png' }),
    );

    expect(await screen.findByRole('img', { name: 'The front of your MyKad' })).toBeInTheDocument();
    expect(screen.getByText('Uploaded: IMG_2041.jpg')).toBeInTheDocument();
    expect(HTMLCanvasElement.prototype.toBlob).toHaveBeenCalledWith(expect.any(Function), 'image/jpeg', 0.88);
    expect(close).toHaveBeenCalled();
  } finally {
    delete (globalThis as { createImageBitmap?: unknown }).createImageBitmap;
  }
});

describe('sending', () => {
  test('shows the progress, keeps the photos when the network fails, and sends again', async () => {
    let fail: ((error: unknown) => void) | undefined;
    post.mockImplementationOnce(
      (_url: string, _body: unknown, config: AxiosRequestConfig) =>
        new Promise((_resolve, reject) => {
          config.onUploadProgress?.({ loaded: 50, total: 100 } as AxiosProgressEvent);
          fail = reject;
        }),
    );
    const user = userEvent.setup();
    await openPage();
    await uploadAll(user);
    expect(screen.getByText('Step 5 of 5')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Send for verification' }));
    expect(await screen.findByText('Sending your photos: 50%')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('value', '50');
    const [url, form] = post.mock.calls[0] as [string, FormData];
    expect(url).toBe('ekyc/api/v1/');
    expect(form.get('id_ref')).toBe('900512-14-5678');
    expect((form.get('front_ic') as File).name).toBe('front.jpg');
    expect((form.get('back_ic') as File).name).toBe('back.jpg');
    expect((form.get('selfie') as File).name).toBe('me.jpg');

    act(() => fail?.(networkError()));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your photos are still here');
    expect(screen.getAllByRole('img')).toHaveLength(3);

    post.mockResolvedValueOnce(answer(submissionFixture({ status: 'pending' })));
    await user.click(screen.getByRole('button', { name: 'Try sending again' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/ekyc/address-declaration'),
    );
    expect(post).toHaveBeenCalledTimes(2);
    expect(useSessionStore.getState().profile?.ekyc_status).toBe('pending');
  });

  test('an upload can be cancelled and the photos stay', async () => {
    post.mockImplementationOnce(
      (_url: string, _body: unknown, config: AxiosRequestConfig) =>
        new Promise((_resolve, reject) => {
          (config.signal as AbortSignal).addEventListener('abort', () => {
            const cancel = new Error('canceled');
            Object.assign(cancel, { __CANCEL__: true, name: 'CanceledError' });
            reject(cancel);
          });
        }),
    );
    const user = userEvent.setup();
    await openPage();
    await uploadAll(user);
    await user.click(screen.getByRole('button', { name: 'Send for verification' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel upload' }));

    expect(await screen.findByText('Upload cancelled')).toBeInTheDocument();
    expect(screen.getAllByRole('img')).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Try sending again' })).toBeInTheDocument();
  });

  test("the API's word on the NRIC sends the member back to it, then straight back to the review", async () => {
    post.mockRejectedValueOnce(
      apiError(400, {
        errors: {
          code: 'invalid',
          detail: 'Invalid input',
          fields: { id_ref: ['NRIC does not match Date of Birth'] },
        },
      }),
    );
    const user = userEvent.setup();
    await openPage();
    await uploadAll(user);
    await user.click(screen.getByRole('button', { name: 'Send for verification' }));

    const heading = await screen.findByRole('heading', { level: 2, name: /Your NRIC/ });
    expect(heading).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent('NRIC does not match Date of Birth');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { level: 2, name: /Check and send/ })).toBeInTheDocument();
  });

  test('an image the API refuses is marked for a retake', async () => {
    post.mockRejectedValueOnce(
      apiError(400, {
        errors: {
          code: 'invalid',
          detail: 'Invalid input',
          fields: { selfie: ['The file is not a JPEG, PNG, HEIC or WebP image'] },
        },
      }),
    );
    const user = userEvent.setup();
    await openPage();
    await uploadAll(user);
    await user.click(screen.getByRole('button', { name: 'Send for verification' }));

    expect(await screen.findByText('Some photos could not be used')).toBeInTheDocument();
    const selfie = screen.getByText('The file is not a JPEG, PNG, HEIC or WebP image').closest('li')!;
    await user.click(within(selfie).getByRole('button', { name: 'Retake: Selfie' }));
    expect(await screen.findByRole('heading', { level: 2, name: /A selfie/ })).toHaveFocus();
    expect(screen.getByLabelText('Upload a selfie')).toBeInTheDocument();
  });

  test('a submission already in progress (409) points to the status page', async () => {
    post.mockRejectedValueOnce(apiError(409, { errors: { code: 'conflict', detail: 'In progress' } }));
    const user = userEvent.setup();
    await openPage();
    await uploadAll(user);
    await user.click(screen.getByRole('button', { name: 'Send for verification' }));

    expect(await screen.findByText('A verification is already in progress')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'See your verification status' })[0]).toHaveAttribute(
      'href',
      '/ekyc/v2',
    );
  });
});

test('a member with a verification in progress is sent to the status page', async () => {
  get.mockResolvedValue(answer(verificationFixture('pending')));
  renderPage(<PhotoVerificationPage />, { url: '/ekyc/photo-verification' });
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/ekyc/v2'));
});

test('after a rejection that allows a retry, photos may be taken again', async () => {
  get.mockResolvedValue(answer(verificationFixture('rejected-can-retry')));
  await openPage();
  expect(screen.getByLabelText(/^NRIC number/)).toHaveValue('900512-14-5678');
});
