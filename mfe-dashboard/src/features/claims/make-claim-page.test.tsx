import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetApiQueries } from '@teduh/shared/query';
import { apiError, installApiMocks } from '@teduh/shared/testing';
import { renderPage, resetStores } from '../../testing/render';
import { MakeClaimPage } from './make-claim-page';

jest.setTimeout(15_000);

let get: jest.Mock;
let post: jest.Mock;

beforeEach(() => {
  resetStores();
  resetApiQueries({ retries: 0 });
  get = jest.fn().mockResolvedValue({ data: { data: [] } });
  post = jest.fn();
  installApiMocks({ get, post });
});

afterEach(() => jest.restoreAllMocks());

async function fillDetails(user: ReturnType<typeof userEvent.setup>, nric: RegExp, you: RegExp) {
  await user.type(screen.getByLabelText(nric), '500101-10-1234');
  await user.type(screen.getByLabelText(/^(Certificate number|Nombor sijil)/), 'TPP-2026-000123');
  await user.type(screen.getByLabelText(you), '850505-10-5678');
  await user.type(screen.getByLabelText(/^(Your e-mail address|Alamat e-mel anda)/), 'kin@example.com');
}

test('texts the code to a mobile number in Malay, shows the refusal on the number, then files the claim with it', async () => {
  post.mockRejectedValueOnce(
    apiError(400, {
      errors: {
        code: 'sms_undeliverable',
        detail: 'Kami tidak dapat menghantar SMS ke nombor ini.',
        fields: { phone: ['Kami tidak dapat menghantar SMS ke nombor ini.'] },
      },
    }),
  );
  const user = userEvent.setup();
  renderPage(<MakeClaimPage />, {
    url: '/ms/dashboard/claims/new',
    path: '/ms/dashboard/claims/new',
    locale: 'ms',
  });

  await fillDetails(user, /^No. MyKad si mati/, /^No. MyKad anda/);
  expect(screen.queryByLabelText(/Nombor telefon bimbit anda/)).not.toBeInTheDocument();
  await user.click(screen.getByRole('radio', { name: 'Melalui SMS ke telefon saya' }));
  const phone = screen.getByLabelText(/Nombor telefon bimbit anda/);
  expect(phone).toHaveAttribute('type', 'tel');
  await user.type(phone, '012-345 6789');
  await user.click(screen.getByRole('button', { name: 'SMS kod kepada saya' }));

  // The refusal is announced on the number itself.
  expect(await screen.findByText('Kami tidak dapat menghantar SMS ke nombor ini.')).toBeInTheDocument();
  expect(screen.getByLabelText(/Nombor telefon bimbit anda/)).toHaveAccessibleDescription(
    /Kami tidak dapat menghantar SMS ke nombor ini/,
  );
  expect(post).toHaveBeenLastCalledWith('claim/api/v1/claims/code/', {
    deceased_id_ref: '500101-10-1234',
    certificate_number: 'TPP-2026-000123',
    claimant_id_ref: '850505-10-5678',
    email: 'kin@example.com',
    code_channel: 'sms',
    phone: '012-345 6789',
  });

  post.mockResolvedValueOnce({
    data: {
      data: {
        detail: 'Jika butiran ini sepadan dengan sijil, kami telah menghantar kod 6 digit melalui SMS.',
      },
    },
  });
  await user.click(screen.getByRole('button', { name: 'SMS kod kepada saya' }));
  expect(await screen.findByText(/kami telah menghantar kod 6 digit melalui SMS/)).toBeInTheDocument();
  // Step 2 asks for the texted code, and already has the number as the claimant's phone.
  expect(screen.getByLabelText(/Kod 6 digit yang kami hantar melalui SMS/)).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: /Nombor telefon anda/ })).toHaveValue('012-345 6789');
  expect(get).toHaveBeenCalled();
});

test('the e-mail way sends no phone, even after a number was typed', async () => {
  post.mockResolvedValueOnce({ data: { data: { detail: 'We have e-mailed a 6-digit code.' } } });
  const user = userEvent.setup();
  renderPage(<MakeClaimPage />, { url: '/dashboard/claims/new', path: '/dashboard/claims/new' });
  await fillDetails(user, /NRIC of the person who passed away/, /^Your NRIC/);
  expect(screen.getByRole('radio', { name: 'By e-mail' })).toBeChecked();
  await user.click(screen.getByRole('radio', { name: 'By SMS to my phone' }));
  await user.type(screen.getByLabelText(/Your mobile number/), '012-345 6789');
  await user.click(screen.getByRole('radio', { name: 'By e-mail' }));
  expect(screen.queryByLabelText(/Your mobile number/)).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'E-mail me a code' }));
  expect(await screen.findByText('We have e-mailed a 6-digit code.')).toBeInTheDocument();
  expect(post).toHaveBeenCalledWith('claim/api/v1/claims/code/', {
    deceased_id_ref: '500101-10-1234',
    certificate_number: 'TPP-2026-000123',
    claimant_id_ref: '850505-10-5678',
    email: 'kin@example.com',
    code_channel: 'email',
  });
  expect(screen.getByLabelText(/The 6-digit code we e-mailed you/)).toBeInTheDocument();
});
