import { screen } from '@testing-library/react';
import { useSessionStore } from '@teduh/shared';
import { installApiMocks } from '@teduh/shared/testing';
import { answer, quotationFixture, quotationUuid, rateFixture, verifiedMember } from '../../testing/fixtures';
import { renderPage, resetStores } from '../../testing/render';
import { GeneratedQuotationPage } from './generated-quotation-page';

beforeEach(() => {
  resetStores();
  useSessionStore.getState().setAuthenticated(verifiedMember);
});

afterEach(() => jest.restoreAllMocks());

test('summarises a saved quotation for printing', async () => {
  installApiMocks({
    get: jest.fn().mockResolvedValue(answer(quotationFixture({ coverage_amount: '100000.00' }))),
    post: jest.fn().mockResolvedValue(answer(rateFixture())),
  });
  renderPage(<GeneratedQuotationPage />, {
    url: `/pusara-pro/generated-quotation/${quotationUuid}`,
    path: '/pusara-pro/generated-quotation/:uuid',
  });
  const table = await screen.findByLabelText('Your quotation');
  expect(table).toHaveTextContent('Sum coveredRM100,000.00');
  expect(table).toHaveTextContent('Compassionate benefit (10%)RM10,000.00');
  expect(table).toHaveTextContent('MonthlyRM9.90');
  expect(screen.getByRole('button', { name: 'Print' })).toBeInTheDocument();
});
