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
  /** The day the referred member registered, YYYY-MM-DD. */
  registered_on: Type.String({ format: 'date' }),
});

export const ReferralHistory = envelope(
  Type.Array(ReferralEntry),
  "The logged-in member's referrals: the members who registered with their code",
);
