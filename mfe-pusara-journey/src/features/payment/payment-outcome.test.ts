import { certificateUuid, paymentFixture, paymentUuid } from '../../testing/fixtures';
import { paymentOutcome } from './payment-outcome';

test('succeeded goes to the success page of the certificate', () => {
  expect(paymentOutcome(paymentFixture({ status: 'succeeded' }))).toEqual({
    kind: 'route',
    to: `/pusara-pro/payment-response/success?uuid=${certificateUuid}`,
  });
});

test('pending goes to the pending page with the request uuid', () => {
  expect(paymentOutcome(paymentFixture({ status: 'pending' }))).toEqual({
    kind: 'route',
    to: `/pusara-pro/payment-response/pending?uuid=${paymentUuid}`,
  });
});

test("requires_action goes to the provider's first action url", () => {
  const payment = paymentFixture({
    status: 'requires_action',
    cached_data: { actions: [{ url: 'https://pay.example/3ds/1' }, { url: 'https://pay.example/3ds/2' }] },
  });
  expect(paymentOutcome(payment)).toEqual({ kind: 'external', url: 'https://pay.example/3ds/1' });
});

test.each([
  paymentFixture({ status: 'failed', failure_code: 'card_declined' }),
  paymentFixture({ status: 'requires_action', cached_data: { actions: [] } }),
  paymentFixture({ status: 'cancelled' as never }),
])('anything else goes to the error page (%#)', (payment) => {
  expect(paymentOutcome(payment)).toEqual({
    kind: 'route',
    to: `/pusara-pro/payment-response/error?certificate=${certificateUuid}`,
  });
});
