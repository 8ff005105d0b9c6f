// Request and response schemas of the rewards service (rewards/api/v1/). Points are whole numbers (1,000 = RM10);
// money is ringgit with two decimals.
import { Type } from '@fastify/type-provider-typebox';
import { rewardEntryKinds } from '../../db/schema';
import { envelope } from '../../lib/http-schemas';

const Money = Type.String({ pattern: '^-?\\d+\\.\\d{2}$', description: 'Ringgit, two decimals' });
const Day = Type.String({ format: 'date' });
const Nullable = <T extends ReturnType<typeof Type.String>>(schema: T) => Type.Union([schema, Type.Null()]);

const PayoutView = Type.Object({
  id: Type.String({ format: 'uuid' }),
  points: Type.Integer(),
  amount: Money,
  bank_code: Type.String(),
  bank_name: Type.String(),
  account_last4: Type.String(),
  status: Type.Enum(['pending', 'paid', 'failed'], {
    description: 'pending until the bank confirms; failed: not paid, and the points are back in the balance',
  }),
  failure: Type.Union([Type.Enum(['bank_details', 'gave_up', 'refused']), Type.Null()], {
    description:
      'Why a failed payout failed: bank_details (the account was not accepted: correct the details and ' +
      'redeem again), gave_up (the bank could not be paid after several attempts), refused (refused for good)',
  }),
  next_attempt_at: Nullable(
    Type.String({
      format: 'date-time',
      description: 'Pending after a temporary failure: when the payout is tried again',
    }),
  ),
  requested_at: Type.String({ format: 'date-time' }),
  settled_at: Nullable(Type.String({ format: 'date-time' })),
});

export const RewardsSummary = envelope(
  Type.Object({
    balance: Type.Object({
      pending_points: Type.Integer({
        description: 'Earned, waiting for the cooling-off and an active certificate',
      }),
      available_points: Type.Integer(),
      available_value: Money,
      redeemed_points: Type.Integer(),
      reversed_points: Type.Integer(),
    }),
    can_redeem: Type.Boolean({
      description: 'The member holds an active certificate, which redemption needs',
    }),
    min_redemption_points: Type.Integer(),
    redemption_step_points: Type.Integer(),
    ledger: Type.Array(
      Type.Object({
        id: Type.Integer(),
        kind: Type.Enum([...rewardEntryKinds], {
          description:
            'redemption_returned: points back from a failed bank payout (payout set), or the credit of a ' +
            'certificate that ended, less what its paid contributions used (payout null)',
        }),
        pending_points: Type.Integer({ description: 'Change of the pending points' }),
        available_points: Type.Integer({ description: 'Change of the available points' }),
        campaign: Nullable(Type.String()),
        payout: Nullable(Type.String({ format: 'uuid', description: 'The bank payout the entry is for' })),
        created_at: Type.String({ format: 'date-time' }),
      }),
      { description: 'Newest first' },
    ),
    challenges: Type.Array(
      Type.Object({
        id: Type.String(),
        kind: Type.Enum(['per_referral', 'tiered']),
        name: Type.String(),
        starts_on: Day,
        ends_on: Day,
        active: Type.Boolean(),
        points_per_referral: Type.Integer(),
        max_referrals_per_category: Type.Union([Type.Integer(), Type.Null()]),
        max_points: Type.Union([Type.Integer(), Type.Null()]),
        referrals: Type.Object({ month: Type.Integer(), year: Type.Integer() }),
        released: Type.Integer(),
        points: Type.Integer(),
        tiers: Type.Array(
          Type.Object({ referrals: Type.Integer(), points: Type.Integer(), reached: Type.Boolean() }),
        ),
      }),
    ),
    credits: Type.Array(
      Type.Object({
        id: Type.String({ format: 'uuid' }),
        certificate: Type.String({ format: 'uuid' }),
        amount: Money,
        remaining: Money,
        created_at: Type.String({ format: 'date-time' }),
      }),
    ),
    payouts: Type.Array(PayoutView, { description: 'Redemptions paid to a bank account, newest first' }),
    payout_banks: Type.Array(Type.Object({ code: Type.String(), name: Type.String() }), {
      description: 'Banks a redemption can be paid to (the payout channel codes)',
    }),
    draws: Type.Array(
      Type.Object({
        month: Type.String({ pattern: '^\\d{4}-\\d{2}$' }),
        entry_id: Type.String({ format: 'uuid' }),
        commit_record: Type.String({ format: 'uuid' }),
        result_record: Nullable(Type.String({ format: 'uuid' })),
        won: Type.Union([Type.Boolean(), Type.Null()], { description: 'null until the draw is made' }),
      }),
    ),
  }),
);

export const RedeemBody = Type.Object({
  points: Type.Integer({
    minimum: 1,
    maximum: 100_000_000,
    description: 'Points to redeem: at least 1,000 (RM10), in steps of 100 (RM1)',
    'x-message': 'rewards.redemptionMinimum',
    'x-required-message': 'rewards.redemptionMinimum',
  }),
});

export const Redemption = envelope(
  Type.Object({
    id: Type.String({ format: 'uuid' }),
    certificate: Type.String({ format: 'uuid' }),
    amount: Money,
    remaining: Money,
    created_at: Type.String({ format: 'date-time' }),
  }),
  'The credit the next contributions take off',
);

export const PayoutBody = Type.Object({
  points: RedeemBody.properties.points,
  bank_code: Type.String({ maxLength: 40, 'x-required-message': 'redeem.bankUnknown' }),
  account_number: Type.String({ maxLength: 40, 'x-required-message': 'redeem.accountNumber' }),
  account_holder_name: Type.String({ maxLength: 120, 'x-required-message': 'validation.required' }),
});

export const Payout = envelope(PayoutView, 'The payout, pending until the bank confirms it');
