import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useToastStore } from '@teduh/shared';
import { apiError, installApiMocks } from '@teduh/shared/testing';
import { renderPage, resetStores } from '../../../testing/render';
import {
  answerPolicyReads,
  attachments,
  autoBilling,
  policyDetail,
  policyDetailPath,
  policyUuid,
} from '../policy-fixture';
import type { PolicyDetail } from '../api/types';
import { PolicyDetailPage } from '../policy-detail-page';
import { PolicyEditPage } from './policy-edit-page';

// Whole forms typed key by key: allow for a busy machine.
jest.setTimeout(20_000);

let get: jest.Mock;
let post: jest.Mock;

const changesPath = `policy/api/v1/policies/${policyUuid}/changes/`;
const change = '5f0c8a52-6f0e-4d4b-9a53-0a7f1c2b3d4e';
const confirmPath = `${changesPath}${change}/confirm/`;
const relationships = [
  { code: 'spouse', name: 'Spouse' },
  { code: 'child', name: 'Child' },
];

interface Blocks {
  nominee: { code: string; detail: string } | null;
  contact: { code: string; detail: string } | null;
}

function answerReads(policy: PolicyDetail, blocks: Blocks = { nominee: null, contact: null }) {
  get.mockImplementation((url: string) => {
    if (url === policyDetailPath) return Promise.resolve({ data: { data: policy } });
    if (url === changesPath) return Promise.resolve({ data: { data: blocks } });
    if (url === 'payment/api/v1/relationships/') return Promise.resolve({ data: { data: relationships } });
    if (url === 'ekyc/api/v1/postcodes/50450/') {
      return Promise.resolve({
        data: {
          data: { postcode: '50450', city: 'Kuala Lumpur', state: 'Wilayah Persekutuan Kuala Lumpur' },
        },
      });
    }
    return Promise.reject(apiError(404, { errors: { code: 'not_found', detail: 'Not found' } }));
  });
}

const renderEdit = (locale: 'en' | 'ms' = 'en') =>
  renderPage(<PolicyEditPage />, {
    url: `${locale === 'ms' ? '/ms' : ''}/dashboard/policy-detail/edit/${policyUuid}`,
    path: `${locale === 'ms' ? '/ms' : ''}/dashboard/policy-detail/edit/:uuid?`,
    locale,
  });

const region = (name: string) => within(screen.getByRole('region', { name }));

beforeEach(() => {
  resetStores();
  useToastStore.setState({ toasts: [] });
  get = jest.fn();
  post = jest.fn();
  installApiMocks({ get, post });
});

test('changes the beneficiary with the e-mailed code, then says so', async () => {
  const policy = policyDetail({ beneficiary: null });
  answerReads(policy);
  const updated: PolicyDetail = {
    ...policy,
    beneficiary: {
      name: 'Siti Aminah',
      contact_number: '+60123334444',
      relationship: 'spouse',
      type: 'wasi',
      gender: 'female',
      email: null,
      payout: 100,
      agreed: true,
    },
  };
  post.mockImplementation((url: string) => {
    if (url === changesPath) {
      return Promise.resolve({
        data: {
          data: {
            change,
            email: 'aisyah@example.my',
            expires_at: new Date().toISOString(),
            resend_after_seconds: 60,
          },
        },
      });
    }
    if (url === confirmPath) return Promise.resolve({ data: { data: updated } });
    return Promise.reject(new Error(`unexpected ${url}`));
  });
  const user = userEvent.setup();
  renderEdit();

  expect(
    await screen.findByRole('heading', { level: 1, name: 'Change your certificate details' }),
  ).toBeInTheDocument();
  const nominee = region('Beneficiary');
  // Nothing is sent while the form is incomplete; the payout must be agreed.
  await user.click(nominee.getByRole('button', { name: 'E-mail me a code' }));
  expect(
    await nominee.findByText('I agree that my beneficiary receives 100% of the payout.'),
  ).toBeInTheDocument();
  expect(post).not.toHaveBeenCalled();

  await user.type(nominee.getByLabelText(/Full name/), 'Siti Aminah');
  await user.type(nominee.getByLabelText(/Contact number/), '012-333 4444');
  await user.selectOptions(nominee.getByLabelText(/Relationship to you/), 'spouse');
  await user.click(nominee.getByRole('radio', { name: 'Executor (wasi)' }));
  await user.click(nominee.getByRole('radio', { name: 'Female' }));
  await user.click(nominee.getByRole('checkbox', { name: /100% of the payout/ }));
  await user.click(nominee.getByRole('button', { name: 'E-mail me a code' }));

  expect(await nominee.findByText('aisyah@example.my')).toBeInTheDocument();
  expect(post).toHaveBeenCalledWith(changesPath, {
    nominee: {
      name: 'Siti Aminah',
      contact_number: '012-333 4444',
      relationship: 'spouse',
      type: 'wasi',
      gender: 'female',
      email: null,
      payout: 100,
      agreed: true,
    },
  });
  await user.type(nominee.getByLabelText(/6-digit PIN/), '123456');
  await user.click(nominee.getByRole('button', { name: 'Verify PIN' }));

  await waitFor(() => expect(screen.queryByRole('region', { name: 'Beneficiary' })).not.toBeInTheDocument());
  expect(post).toHaveBeenCalledWith(confirmPath, { pin: '123456' });
  expect(useToastStore.getState().toasts.map((toast) => toast.text)).toEqual([
    'Your beneficiary has been changed. We have e-mailed you a confirmation.',
  ]);
});

test('a wrong code is shown on the code field, and the details can be changed again', async () => {
  answerReads(policyDetail());
  post.mockImplementation((url: string) => {
    if (url === changesPath) {
      return Promise.resolve({
        data: {
          data: {
            change,
            email: 'aisyah@example.my',
            expires_at: new Date().toISOString(),
            resend_after_seconds: 60,
          },
        },
      });
    }
    return Promise.reject(
      apiError(400, {
        errors: {
          code: 'otp_invalid',
          detail: 'The PIN is incorrect.',
          fields: { pin: ['The PIN is incorrect.'] },
        },
      }),
    );
  });
  const user = userEvent.setup();
  renderEdit();

  const contact = within(await screen.findByRole('region', { name: 'Contact details' }));
  const phone = contact.getByLabelText(/Phone number/);
  expect(phone).toHaveValue('+60123456789');
  await user.clear(phone);
  await user.type(phone, '013-222 3344');
  await user.type(contact.getByLabelText(/Address line 1/), '12 Jalan Damai');
  await user.type(contact.getByLabelText(/Postcode/), '50450');
  // The postcode fills the city and state.
  expect(await contact.findByText(/50450 is in Kuala Lumpur/)).toBeInTheDocument();
  expect(contact.getByLabelText(/City/)).toHaveValue('Kuala Lumpur');
  expect(contact.getByLabelText(/State/)).toHaveValue('Wilayah Persekutuan Kuala Lumpur');
  await user.click(contact.getByRole('button', { name: 'E-mail me a code' }));

  await user.type(await contact.findByLabelText(/6-digit PIN/), '000000');
  await user.click(contact.getByRole('button', { name: 'Verify PIN' }));
  expect(await contact.findByText('The PIN is incorrect.')).toBeInTheDocument();
  expect(contact.getByLabelText(/6-digit PIN/)).toHaveAttribute('aria-invalid', 'true');

  await user.click(contact.getByRole('button', { name: 'Change the details' }));
  expect(contact.getByLabelText(/Phone number/)).toBeInTheDocument();
});

test('a claim being handled holds back the beneficiary change with the reason, in Malay', async () => {
  answerReads(policyDetail(), {
    nominee: {
      code: 'claim_in_progress',
      detail: 'Satu tuntutan ke atas sijil ini sedang diuruskan, jadi penama tidak boleh ditukar.',
    },
    contact: null,
  });
  renderEdit('ms');

  const nominee = within(await screen.findByRole('region', { name: 'Penama' }));
  expect(nominee.getByText('Satu tuntutan sedang diuruskan')).toBeInTheDocument();
  expect(nominee.getByText(/penama tidak boleh ditukar/)).toBeInTheDocument();
  expect(nominee.queryByRole('button', { name: 'E-melkan kod kepada saya' })).not.toBeInTheDocument();
  expect(
    region('Butiran hubungan').getByRole('button', { name: 'E-melkan kod kepada saya' }),
  ).toBeInTheDocument();
});

test('a certificate not in force offers no change', async () => {
  const block = { code: 'not_live', detail: 'This certificate is no longer in force.' };
  answerReads(policyDetail({ status: 'canceled' }), { nominee: block, contact: block });
  renderEdit();

  expect(await screen.findByText('This certificate cannot be changed')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'E-mail me a code' })).not.toBeInTheDocument();
});

test("another member's certificate (404) is the 404 page", async () => {
  get.mockRejectedValue(apiError(404, { errors: { code: 'not_found', detail: 'Not found' } }));
  renderEdit();
  expect(await screen.findByText(/This page could not be found/)).toBeInTheDocument();
});

test('the policy page shows the history and links to the change page', async () => {
  answerPolicyReads(
    get,
    [policyDetail()],
    attachments,
    [autoBilling()],
    [
      {
        id: 1,
        kind: 'nominee',
        actor: 'holder',
        at: '2026-11-20T03:00:00.000Z',
        from: null,
        to: { name: 'Hafiz Rahman', type: 'hibah' },
      },
      {
        id: 2,
        kind: 'contact_phone',
        actor: 'holder',
        at: '2026-11-21T03:00:00.000Z',
        from: '+60123456789',
        to: '+60132223344',
      },
    ],
  );
  renderPage(<PolicyDetailPage />, {
    url: `/dashboard/policy-detail/${policyUuid}`,
    path: '/dashboard/policy-detail/:uuid?',
  });

  const history = within(await screen.findByRole('region', { name: 'History' }));
  const entries = await history.findAllByRole('listitem');
  // The newest first.
  expect(entries[0]).toHaveTextContent('Phone number changed');
  expect(entries[0]).toHaveTextContent('From +60123456789 to +60132223344');
  expect(entries[1]).toHaveTextContent('Beneficiary changed');
  expect(entries[1]).toHaveTextContent('From none to Hafiz Rahman, hibah (gift)');
  expect(entries[1]).toHaveTextContent('20 November 2026, by you');
  expect(
    within(screen.getByRole('region', { name: 'Certificate holder and beneficiary' })).getByRole('link', {
      name: 'Change beneficiary or contact details',
    }),
  ).toHaveAttribute('href', `/dashboard/policy-detail/edit/${policyUuid}`);
});
