import { cancelOutcome, canRequestCancellation } from './cancellation';
import { policyDetail } from './policy-fixture';

const policy = policyDetail({ cooling_off_ends_on: '2026-11-16', paid_until: '2026-12-01' });

test('the last day of the cooling-off period still gives a full refund of every contribution paid', () => {
  expect(cancelOutcome(policy, '2026-11-16')).toEqual({
    kind: 'refund',
    coolingOffEndsOn: '2026-11-16',
    refund: 'RM12.39',
  });
});

test('the day after, cover runs to the end of the paid period', () => {
  expect(cancelOutcome(policy, '2026-11-17')).toEqual({
    kind: 'endOfPaidPeriod',
    coolingOffEndsOn: '2026-11-16',
    endsOn: '2026-12-01',
  });
});

test('with nothing paid ahead, cover ends on the day of the request', () => {
  expect(cancelOutcome(policy, '2026-12-05')).toMatchObject({
    kind: 'endOfPaidPeriod',
    endsOn: '2026-12-05',
  });
});

test('only an issued certificate without a cancellation asked for can be canceled', () => {
  expect(canRequestCancellation(policy)).toBe(true);
  expect(canRequestCancellation({ ...policy, status: 'lapsed' })).toBe(false);
  expect(
    canRequestCancellation({
      ...policy,
      cancellation: { requested_at: '2026-11-20T01:00:00.000Z', effective_date: '2026-12-01', reason: 'x' },
    }),
  ).toBe(false);
});
