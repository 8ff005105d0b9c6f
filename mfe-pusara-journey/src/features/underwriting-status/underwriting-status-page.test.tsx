import { screen } from '@testing-library/react';
import { useSessionStore } from '@teduh/shared';
import { installApiMocks } from '@teduh/shared/testing';
import type { UnderwritingSubmission } from '../../api/types';
import { answer, quotationUuid, verifiedMember } from '../../testing/fixtures';
import { renderPage, resetStores } from '../../testing/render';
import { underwritingAction, UnderwritingStatusPage } from './underwriting-status-page';

const submission = (status: UnderwritingSubmission['status']): UnderwritingSubmission => ({
  uuid: '0b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e',
  product: 2,
  question_set: 'a0a0a0a0-b1b1-4c2c-8d3d-e4e4e4e4e4e4',
  status,
  reason: null,
});

let get: jest.Mock;

beforeEach(() => {
  resetStores();
  useSessionStore.getState().setAuthenticated(verifiedMember);
  get = jest.fn();
  installApiMocks({ get });
});

afterEach(() => jest.restoreAllMocks());

test.each([
  [[], 'start-new'],
  [[submission('obsolete')], 'start-new'],
  [[submission('expired'), submission('accepted')], 'start-new'],
  [[submission('pending')], 'pending'],
  [[submission('rejected')], 'rejected'],
  [[submission('accepted'), submission('rejected')], 'accepted'],
] as const)('the latest submission decides the action (%#)', (list, action) => {
  expect(underwritingAction([...list])).toBe(action);
});

test('answers waiting for review explain the wait', async () => {
  get.mockResolvedValue(answer([submission('pending')]));
  renderPage(<UnderwritingStatusPage />, {
    url: `/pusara-pro/underwriting-status?quotation=${quotationUuid}`,
  });
  expect(screen.getByRole('heading', { level: 1, name: 'Your health answers' })).toHaveFocus();
  expect(await screen.findByText('Waiting for review')).toBeInTheDocument();
  expect(screen.getByText(/within 2 working days/)).toBeInTheDocument();
  expect(screen.getByText(/Because you answered Yes to a health question/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go to my dashboard' })).toHaveAttribute(
    'href',
    '/dashboard/policies',
  );
});

test('answers all No, accepted at once, are not said to be under review (in Malay too)', async () => {
  get.mockResolvedValue(answer([submission('accepted')]));
  renderPage(<UnderwritingStatusPage />, {
    url: `/ms/pusara-pro/underwriting-status?quotation=${quotationUuid}`,
    locale: 'ms',
  });
  expect(await screen.findByText('Jawapan anda telah diterima')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Jawapan kesihatan anda');
  expect(screen.queryByText(/sedang disemak/)).not.toBeInTheDocument();
  expect(screen.queryByText(/menjawab Ya/)).not.toBeInTheDocument();
});

test("rejected answers lead to the member's certificates, in Malay under /ms", async () => {
  get.mockResolvedValue(answer([submission('rejected')]));
  renderPage(<UnderwritingStatusPage />, { url: '/ms/pusara-pro/underwriting-status', locale: 'ms' });
  expect(await screen.findByRole('link', { name: 'Ke papan pemuka saya' })).toHaveAttribute(
    'href',
    '/ms/dashboard/policies',
  );
});

test('accepted answers resume the journey at the applicant step', async () => {
  get.mockResolvedValue(answer([submission('accepted')]));
  renderPage(<UnderwritingStatusPage />, {
    url: `/pusara-pro/underwriting-status?quotation=${quotationUuid}`,
  });
  expect(await screen.findByRole('link', { name: 'Continue my purchase' })).toHaveAttribute(
    'href',
    `/pusara-pro/sales-journey/${quotationUuid}?step=applicant`,
  );
});
