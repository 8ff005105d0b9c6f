import { screen } from '@testing-library/react';
import { apiClient, useSessionStore } from '@teduh/shared';
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

beforeEach(() => {
  resetStores();
  useSessionStore.getState().setAuthenticated(verifiedMember);
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
  jest.spyOn(apiClient, 'get').mockResolvedValue(answer([submission('pending')]));
  renderPage(<UnderwritingStatusPage />, {
    url: `/pusara-pro/underwriting-status?quotation=${quotationUuid}`,
  });
  expect(screen.getByRole('heading', { level: 1, name: 'Your answers are being reviewed' })).toHaveFocus();
  expect(await screen.findByText('Waiting for review')).toBeInTheDocument();
  expect(screen.getByText(/within 2 working days/)).toBeInTheDocument();
});

test('accepted answers resume the journey at the applicant step', async () => {
  jest.spyOn(apiClient, 'get').mockResolvedValue(answer([submission('accepted')]));
  renderPage(<UnderwritingStatusPage />, {
    url: `/pusara-pro/underwriting-status?quotation=${quotationUuid}`,
  });
  expect(await screen.findByRole('link', { name: 'Continue my purchase' })).toHaveAttribute(
    'href',
    `/pusara-pro/sales-journey/${quotationUuid}?step=applicant`,
  );
});
