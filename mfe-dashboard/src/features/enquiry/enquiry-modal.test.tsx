import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore, useToastStore } from '@teduh/shared';
import { installApiMocks, apiError, networkError } from '@teduh/shared/testing';
import { memberProfile } from '../../testing/profile-fixture';
import { renderPage, resetStores } from '../../testing/render';
import { EnquiryModal } from './enquiry-modal';

let post: jest.Mock;

beforeEach(() => {
  resetStores();
  useToastStore.setState({ toasts: [] });
  post = jest.fn();
  installApiMocks({ post });
});

afterEach(() => {
  jest.restoreAllMocks();
});

function toastTexts() {
  return useToastStore.getState().toasts.map((toast) => `${toast.kind}: ${toast.text}`);
}

test('a visitor fills in everything; Send stays disabled until the form is valid', async () => {
  useSessionStore.getState().setAnonymous();
  post.mockResolvedValue({ data: { data: { id: 1 } } });
  renderPage(<EnquiryModal onClose={jest.fn()} />, { url: '/' });
  const user = userEvent.setup({ delay: null });
  const send = await screen.findByRole('button', { name: 'Send' });
  await waitFor(() => expect(send).toBeDisabled());

  await user.type(screen.getByLabelText(/^Name/), 'Hafiz Ismail');
  await user.type(screen.getByLabelText(/^E-mail/), 'hafiz@');
  await user.selectOptions(screen.getByLabelText(/^Topic/), 'claims');
  await user.type(screen.getByLabelText(/^Message/), 'How do I make a claim?');
  await user.tab();
  expect(await screen.findByText('Invalid E-mail')).toBeInTheDocument();
  expect(send).toBeDisabled();

  await user.type(screen.getByLabelText(/^E-mail/), 'example.my');
  await waitFor(() => expect(send).toBeEnabled());
  expect(screen.getByText('22 of 2000 characters')).toBeInTheDocument();
  await user.click(send);

  expect(await screen.findByRole('status')).toHaveTextContent(
    'Enquiry form sent successfully. We will get back to you shortly.',
  );
  expect(post).toHaveBeenCalledWith('enquiries/api/v1/', {
    name: 'Hafiz Ismail',
    email: 'hafiz@example.my',
    topic: 'claims',
    message: 'How do I make a claim?',
  });
  for (const label of [/^Name/, /^E-mail/, /^Topic/, /^Message/]) {
    expect(screen.getByLabelText(label)).toBeDisabled();
  }
  expect(screen.queryByRole('button', { name: 'Send' })).not.toBeInTheDocument();
});

test('a member: name and e-mail come from the profile and are locked', async () => {
  useSessionStore.getState().setAuthenticated(memberProfile);
  renderPage(<EnquiryModal onClose={jest.fn()} />, { url: '/user/profile' });
  expect(await screen.findByLabelText(/^Name/)).toHaveValue('Aisyah Rahman');
  expect(screen.getByLabelText(/^Name/)).toBeDisabled();
  expect(screen.getByLabelText(/^E-mail/)).toHaveValue('aisyah@example.my');
  expect(screen.getByLabelText(/^E-mail/)).toBeDisabled();
  expect(screen.getByLabelText(/^Topic/)).toBeEnabled();
});

test("failure: 'Failed to send enquiry Form. Error: {error}' and the form stays editable", async () => {
  useSessionStore.getState().setAuthenticated(memberProfile);
  post.mockRejectedValue(
    apiError(429, { errors: { code: 'rate_limited', detail: 'Too many requests. Please wait a minute.' } }),
  );
  renderPage(<EnquiryModal onClose={jest.fn()} />, { url: '/user/profile' });
  const user = userEvent.setup({ delay: null });
  await user.selectOptions(await screen.findByLabelText(/^Topic/), 'account');
  await user.type(screen.getByLabelText(/^Message/), 'Please help.');
  await user.click(screen.getByRole('button', { name: 'Send' }));

  await waitFor(() =>
    expect(toastTexts()).toEqual([
      'error: Failed to send enquiry Form. Error: Too many requests. Please wait a minute.',
    ]),
  );
  expect(screen.getByLabelText(/^Message/)).toBeEnabled();
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});

test('in Malay: topics and messages in Malay, offline failure says so', async () => {
  useSessionStore.getState().setAuthenticated(memberProfile);
  post.mockRejectedValue(networkError());
  renderPage(<EnquiryModal onClose={jest.fn()} />, { url: '/ms', locale: 'ms' });
  const user = userEvent.setup({ delay: null });
  expect(await screen.findByRole('dialog', { name: 'Hantar pertanyaan kepada kami' })).toBeInTheDocument();
  expect(screen.getByRole('option', { name: 'Tuntutan' })).toBeInTheDocument();
  await user.selectOptions(screen.getByLabelText(/^Topik/), 'general');
  await user.type(screen.getByLabelText(/^Mesej/), 'Salam.');
  await user.click(screen.getByRole('button', { name: 'Hantar' }));
  await waitFor(() =>
    expect(toastTexts()).toEqual([
      'error: Gagal menghantar borang pertanyaan. Ralat: Kami tidak dapat menghubungi Teduh',
    ]),
  );
});
