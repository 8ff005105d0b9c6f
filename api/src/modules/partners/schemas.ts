// Schemas of partners/api/v1. Money on the wire is a decimal string ("50000.00"), dates are YYYY-MM-DD.
import { Type } from '@fastify/type-provider-typebox';
import { envelope } from '../../lib/http-schemas';

const Money = Type.String({ pattern: '^-?\\d+\\.\\d{2}$', description: 'Ringgit, two decimals' });
const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Union([schema, Type.Null()]);
const Slug = Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$', 'x-message': 'partners.notFound' });

export const SlugParams = Type.Object({ slug: Slug });
export const QuotationParams = Type.Object({
  uuid: Type.String({ format: 'uuid', 'x-message': 'partners.quotationNotFound' }),
});
export const StatementParams = Type.Object({
  slug: Slug,
  month: Type.String({ pattern: '^\\d{4}-(0[1-9]|1[0-2])$', 'x-message': 'partners.monthInvalid' }),
});
export const EligibilityQuery = Type.Object({
  id: Type.Optional(Slug),
});
export const QuotationListQuery = Type.Object({ partner: Type.Optional(Slug) });

const PartnerRef = Type.Object({
  slug: Type.String(),
  name: Type.String(),
  kind: Type.Union([Type.Literal('charity'), Type.Literal('employer')]),
  journey: Type.Union([Type.Literal('mykasih'), Type.Literal('partner')]),
});

export const Partner = Type.Object({
  ...PartnerRef.properties,
  sum_covered: Money,
  funeral_benefit: Money,
  eligibility_source: Type.Union([Type.Literal('roster'), Type.Literal('api')]),
  criteria: Type.String(),
  logo_url: Nullable(Type.String()),
  primary_colour: Type.String(),
  accent_colour: Type.String(),
});
export const PartnerResult = envelope(Partner);
export const PartnerList = envelope(Type.Array(Partner));

const State = Type.Union([Type.Literal('pending'), Type.Literal('submitted'), Type.Literal('published')]);
const Eligibility = Type.Object({
  source: Type.Union([Type.Literal('roster'), Type.Literal('api')]),
  member_ref: Type.String(),
  checked_at: Type.String(),
});

export const PartnerQuotation = Type.Object({
  uuid: Type.String({ format: 'uuid' }),
  partner: PartnerRef,
  state: State,
  current_version: Type.Object({ state: State }),
  sum_covered: Money,
  funeral_benefit: Money,
  contribution_term: Nullable(Type.Literal('year')),
  referral_code: Nullable(Type.String()),
  eligibility: Eligibility,
  eligibility_lost: Type.Boolean(),
  quotation: Type.String({ format: 'uuid', description: 'The flagship quotation the journey steps save to' }),
  participant_pays: Money,
  certificate: Nullable(
    Type.Object({
      uuid: Type.String({ format: 'uuid' }),
      status: Type.String(),
      number: Nullable(Type.String()),
      start_date: Nullable(Type.String()),
      end_date: Nullable(Type.String()),
    }),
  ),
  created_at: Type.String(),
  updated_at: Type.String(),
});
export const PartnerQuotationResult = envelope(PartnerQuotation);
export const PartnerQuotationList = envelope(Type.Array(PartnerQuotation));

export const EligibilityResult = envelope(
  Type.Object({
    partner: PartnerRef,
    eligible: Type.Boolean(),
    reason: Nullable(Type.String()),
    detail: Nullable(Type.String({ description: 'Why not, in the language of the request' })),
    eligibility: Nullable(Eligibility),
    quotation: Nullable(Type.Object({ uuid: Type.String({ format: 'uuid' }), state: State })),
  }),
);

export const QuotationCreateBody = Type.Object({
  partner: Slug,
  plan: Type.Optional(
    Type.Integer({ minimum: 1, maximum: 2_147_483_647, 'x-message': 'partners.planInvalid' }),
  ),
  sum: Type.Optional(
    Type.Union([Type.String({ maxLength: 20 }), Type.Number({ minimum: 0 })], {
      'x-message': 'errors.invalidValue',
    }),
  ),
  eligibility: Type.Optional(Type.Unknown({ description: 'The eligibility check answer; asked again' })),
});

const TermText = Type.String({ maxLength: 10, 'x-message': 'partners.termYearly' });
const ReferralCode = Nullable(Type.String({ maxLength: 32, 'x-message': 'errors.invalidValue' }));

export const QuotationPatchBody = Type.Object({
  contribution_term: Type.Optional(TermText),
  referral_code: Type.Optional(ReferralCode),
});

export const SubmitBody = Type.Object({
  contribution_term: TermText,
  submit: Type.Boolean({ 'x-message': 'partners.submitRequired' }),
  referral_code: Type.Optional(ReferralCode),
});

export const RateResult = envelope(
  Type.Object({
    quotation: PartnerQuotation,
    yearly_gross_premium: Money,
    monthly_gross_premium: Money,
    payment_schedule: Type.Array(
      Type.Object({
        due_date: Type.String(),
        standard_premium_amount: Money,
        wakalah_fee: Money,
        tabarru: Money,
        paid_by: Type.String(),
        participant_amount: Money,
      }),
    ),
  }),
);

export const RosterResult = envelope(
  Type.Object({
    upload: Type.String({ format: 'uuid' }),
    accepted: Type.Integer(),
    removed: Type.Integer(),
    rejected: Type.Array(
      Type.Object({
        line: Type.Integer(),
        nric: Type.String(),
        reasons: Type.Array(Type.String()),
        messages: Type.Array(Type.String()),
      }),
    ),
    holders_removed: Type.Array(Type.Object({ number: Type.String(), holder_name: Type.String() })),
  }),
);

export const StatementResult = envelope(
  Type.Object({
    partner: PartnerRef,
    billing_reference: Type.String(),
    month: Type.String(),
    certificates_in_force: Type.Integer(),
    new_certificates: Type.Integer(),
    contributions_due: Money,
    lines: Type.Array(
      Type.Object({
        certificate_number: Type.String(),
        holder_name: Type.String(),
        id_ref: Type.String(),
        member_ref: Type.String(),
        start_date: Type.String(),
        status: Type.String(),
        sum_covered: Money,
        funeral_benefit: Money,
        contribution_due: Money,
        eligibility_lost: Type.Boolean(),
      }),
    ),
  }),
);
