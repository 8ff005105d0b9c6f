// Request and response schemas of the referral service (referral/api/v1/).
import { Type } from '@fastify/type-provider-typebox';
import { envelope } from '../../lib/http-schemas';

/** Codes are 8 characters today; anything longer than 40 cannot be one and is answered 'Invalid Code'. */
export const CheckCodeBody = Type.Object({
  code: Type.String({
    maxLength: 40,
    description: 'The referral code to check (case-insensitive, surrounding spaces ignored)',
    'x-message': 'validation.invalidReferralCode',
    'x-required-message': 'referral.codeRequired',
  }),
});

export const CheckCodeResult = envelope(
  Type.Object({ valid: Type.Literal(true) }),
  'The code belongs to an active member (whose, is never said)',
);

export const ReferralEntry = Type.Object({
  registered_on: Type.String({ format: 'date', description: 'The day the code was recorded, YYYY-MM-DD' }),
  status: Type.Enum(['registered', 'cooling_off', 'qualified', 'not_eligible']),
  cooling_off_ends_on: Type.Union([Type.String({ format: 'date' }), Type.Null()], {
    description: 'Last day of the referred member’s cooling-off period, once they paid',
  }),
  reward: Type.String({ pattern: '^\\d+\\.\\d{2}$', description: 'RM, "10.00" when qualified else "0.00"' }),
  reward_available: Type.Boolean({
    description: 'The reward can be redeemed: qualified, and the member holds an active certificate',
  }),
});

export const ReferralHistory = envelope(
  Type.Array(ReferralEntry),
  "The logged-in member's referrals: the members who registered with their code",
);
