// Schemas of certificates/api/v1/quotations, applications, policy/api/v1/policies and the quick quote alias.
// Money on the wire is a decimal string ("4.13"), dates are YYYY-MM-DD.
import { Type } from '@fastify/type-provider-typebox';
import { envelope } from '../../lib/http-schemas';

const Money = Type.String({ pattern: '^-?\\d+\\.\\d{2}$', description: 'Ringgit, two decimals' });
const Day = Type.String({ format: 'date', description: 'YYYY-MM-DD' });
const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Union([schema, Type.Null()]);
const Text = (max: number) => Type.String({ maxLength: max, 'x-message': 'errors.invalidValue' });
const Gender = Type.Union([Type.Literal('male'), Type.Literal('female')]);
const Term = Type.Union([Type.Literal('month'), Type.Literal('year')], {
  'x-message': 'certificates.contributionTermRequired',
});
const Coverage = Type.Union([Type.String({ maxLength: 20 }), Type.Integer({ minimum: 0 })], {
  'x-message': 'validation.required',
  description: 'The sum covered: ringgit as a decimal string ("50000.00") or a whole number (50000)',
});

export const UuidParams = Type.Object({
  uuid: Type.String({ format: 'uuid', 'x-message': 'errors.notFound' }),
});
export const QuotationParams = Type.Object({
  uuid: Type.String({ format: 'uuid', 'x-message': 'certificates.quotationNotFound' }),
});
export const ApplicationParams = Type.Object({
  uuid: Type.String({ format: 'uuid', 'x-message': 'certificates.applicationNotFound' }),
});
export const PolicyParams = Type.Object({
  uuid: Type.String({ format: 'uuid', 'x-message': 'certificates.notFound' }),
});

const PersonIn = Type.Object({
  first_name: Type.Optional(Nullable(Text(100))),
  last_name: Type.Optional(Nullable(Text(100))),
  email: Type.Optional(Nullable(Text(254))),
  gender: Type.Optional(Nullable(Text(10))),
  dob: Type.Optional(Nullable(Text(10))),
  id_ref: Type.Optional(Nullable(Text(20))),
  address_1: Type.Optional(Nullable(Text(200))),
  address_2: Type.Optional(Nullable(Text(200))),
  postcode: Type.Optional(Nullable(Text(10))),
  area: Type.Optional(Nullable(Text(100))),
  city: Type.Optional(Nullable(Text(100))),
  state: Type.Optional(Nullable(Text(100))),
  country: Type.Optional(Nullable(Text(60))),
  person_type: Type.String({ maxLength: 30, 'x-message': 'certificates.mainInsuredRequired' }),
});

export const QuotationCreateBody = Type.Object({
  product: Type.Integer({ minimum: 1, maximum: 2_147_483_647, 'x-message': 'certificates.productNotOnSale' }),
  coverage_amount: Coverage,
  holder: Type.Optional(
    Nullable(
      Type.Object({ contact_number: Type.Optional(Nullable(Text(30))) }, { additionalProperties: true }),
    ),
  ),
  persons: Type.Array(PersonIn, {
    minItems: 1,
    maxItems: 5,
    'x-message': 'certificates.mainInsuredRequired',
  }),
  underwriting_submission: Type.Optional(
    Nullable(Type.String({ format: 'uuid', 'x-message': 'underwriting.notFound' })),
  ),
  referral_code: Type.Optional(Nullable(Text(40))),
});

export const BeneficiaryIn = Type.Object({
  name: Type.String({ maxLength: 150, 'x-message': 'validation.required' }),
  contact_number: Type.String({ maxLength: 30, 'x-message': 'validation.invalidPhone' }),
  relationship: Type.String({ maxLength: 40, 'x-message': 'certificates.relationshipUnknown' }),
  type: Type.Union([Type.Literal('hibah'), Type.Literal('wasi')], { 'x-message': 'errors.invalidValue' }),
  gender: Type.Union([Type.Literal('male'), Type.Literal('female'), Type.Literal('m'), Type.Literal('f')], {
    'x-message': 'products.genderInvalid',
  }),
  email: Type.Optional(
    Nullable(Type.String({ format: 'email', maxLength: 254, 'x-message': 'validation.invalidEmail' })),
  ),
  payout: Type.Union([Type.Number(), Type.String({ maxLength: 10 })], {
    'x-message': 'validation.beneficiaryPayout',
  }),
  agreed: Type.Boolean({ 'x-message': 'validation.beneficiaryPayout' }),
});

export const QuotationPatchBody = Type.Object({
  coverage_amount: Type.Optional(Coverage),
  underwriting_submission: Type.Optional(
    Nullable(Type.String({ format: 'uuid', 'x-message': 'underwriting.notFound' })),
  ),
  beneficiary: Type.Optional(Nullable(BeneficiaryIn)),
  contribution_term: Type.Optional(Term),
  terms_accepted: Type.Optional(Type.Boolean({ 'x-message': 'validation.mustAgreeAllTerms' })),
  referral_code: Type.Optional(Nullable(Text(40))),
});

export const QuotationListQuery = Type.Object({
  state: Type.Optional(
    Type.Union([Type.Literal('draft'), Type.Literal('submitted'), Type.Literal('canceled')], {
      'x-message': 'errors.invalidValue',
    }),
  ),
});

export const RateBody = Type.Object({
  contribution_term: Type.Optional(Term),
  submit: Type.Optional(Type.Boolean()),
});

const Holder = Type.Object({
  first_name: Type.String(),
  last_name: Type.String(),
  email: Type.String(),
  id_ref: Type.String(),
  gender: Gender,
  dob: Day,
  contact_number: Nullable(Type.String()),
});

/** The holder's contact address (servicing), or the application's. */
export const HolderAddress = Type.Object({
  address_1: Type.String(),
  address_2: Nullable(Type.String()),
  postcode: Type.String(),
  city: Type.String(),
  state: Type.String(),
});

const Person = Type.Object({
  first_name: Type.String(),
  last_name: Type.String(),
  email: Type.String(),
  gender: Gender,
  dob: Day,
  id_ref: Type.String(),
  address_1: Nullable(Type.String()),
  address_2: Nullable(Type.String()),
  postcode: Nullable(Type.String()),
  area: Nullable(Type.String()),
  city: Nullable(Type.String()),
  state: Nullable(Type.String()),
  country: Nullable(Type.String()),
  person_type: Type.Literal('main_insured'),
});

const BeneficiaryOut = Type.Object({
  name: Type.String(),
  contact_number: Type.String(),
  relationship: Type.String(),
  type: Type.Union([Type.Literal('hibah'), Type.Literal('wasi')]),
  gender: Gender,
  email: Nullable(Type.String()),
  payout: Type.Literal(100),
  agreed: Type.Literal(true),
});

const CertificateStatus = Type.Union([
  Type.Literal('pending'),
  Type.Literal('issued'),
  Type.Literal('canceled'),
  Type.Literal('rescinded'),
  Type.Literal('lapsed'),
]);
const Stage = Type.Union([Type.Literal('pending'), Type.Literal('submitted'), Type.Literal('published')]);

const ApplicationRef = Type.Object({ uuid: Type.String({ format: 'uuid' }), stage: Stage });
const CertificateRef = Type.Object({
  uuid: Type.String({ format: 'uuid' }),
  status: CertificateStatus,
  number: Nullable(Type.String()),
});

export const Quotation = Type.Object({
  uuid: Type.String({ format: 'uuid' }),
  state: Type.Union([Type.Literal('draft'), Type.Literal('submitted'), Type.Literal('canceled')]),
  product: Type.Integer(),
  coverage_amount: Money,
  holder: Holder,
  persons: Type.Array(Person),
  underwriting_submission: Nullable(Type.String({ format: 'uuid' })),
  beneficiary: Nullable(BeneficiaryOut),
  contribution_term: Nullable(Type.Union([Type.Literal('month'), Type.Literal('year')])),
  terms_accepted: Type.Boolean(),
  referral_code: Nullable(Type.String()),
  monthly_price: Nullable(Money),
  annual_price: Nullable(Money),
  application: Nullable(ApplicationRef),
  certificate: Nullable(CertificateRef),
  created_at: Type.String({ format: 'date-time' }),
  updated_at: Type.String({ format: 'date-time' }),
});

export const RateResult = Type.Object({
  yearly_gross_premium: Money,
  monthly_gross_premium: Money,
  contribution_term: Type.Union([Type.Literal('month'), Type.Literal('year')]),
  contribution: Money,
  wakalah_fee: Money,
  tabarru: Money,
  wakalah_fee_monthly: Money,
  tabarru_monthly: Money,
  wakalah_fee_yearly: Money,
  tabarru_yearly: Money,
  sum_covered: Money,
  age_next_birthday: Type.Integer(),
  currency: Type.Literal('MYR'),
  application: Nullable(ApplicationRef),
  certificate: Nullable(CertificateRef),
});

export const Application = Type.Object({
  uuid: Type.String({ format: 'uuid' }),
  stage: Stage,
  quotation: Type.String({ format: 'uuid' }),
  certificate: Nullable(CertificateRef),
  submitted_at: Nullable(Type.String({ format: 'date-time' })),
  published_at: Nullable(Type.String({ format: 'date-time' })),
  created_at: Type.String({ format: 'date-time' }),
});

const Benefit = Type.Object({
  code: Type.Union([Type.Literal('DB1'), Type.Literal('CB1')]),
  name: Type.String(),
  percent: Type.Integer(),
  amount: Money,
});

export const PolicySummary = Type.Object({
  uuid: Type.String({ format: 'uuid' }),
  number: Nullable(Type.String()),
  status: CertificateStatus,
  product: Type.Object({ id: Type.Integer(), name: Type.String() }),
  sum_covered: Money,
  monthly_premium: Money,
  contribution: Money,
  contribution_term: Type.Union([Type.Literal('month'), Type.Literal('year')]),
  start_date: Nullable(Day),
  next_renewal_date: Nullable(Day),
  issued_at: Nullable(Type.String({ format: 'date-time' })),
});

export const PolicyDetail = Type.Intersect([
  PolicySummary,
  Type.Object({
    yearly_premium: Money,
    wakalah_fee: Money,
    tabarru: Money,
    term_months: Type.Integer(),
    end_date: Nullable(Day),
    paid_until: Nullable(Day),
    cooling_off_ends_on: Nullable(Day),
    cancellation: Nullable(
      Type.Object({
        requested_at: Nullable(Type.String({ format: 'date-time' })),
        effective_date: Nullable(Day),
        reason: Nullable(Type.String()),
      }),
    ),
    end_reason: Nullable(Type.String()),
    ended_at: Nullable(Type.String({ format: 'date-time' })),
    holder: Type.Intersect([Holder, Type.Object({ address: Nullable(HolderAddress) })]),
    beneficiary: Nullable(BeneficiaryOut),
    benefits: Type.Array(Benefit),
    payment_schedule: Type.Array(
      Type.Object({
        due_date: Day,
        amount: Money,
        status: Type.Union([Type.Literal('paid'), Type.Literal('due'), Type.Literal('upcoming')]),
      }),
    ),
    payment_history: Type.Array(
      Type.Object({
        payment: Type.String(),
        amount: Money,
        paid_at: Type.String({ format: 'date-time' }),
        channel: Type.Union([Type.Literal('card'), Type.Literal('fpx')]),
        period_start: Nullable(Day),
        period_end: Nullable(Day),
      }),
    ),
    refunds: Type.Array(
      Type.Object({
        payment: Type.String(),
        amount: Money,
        reason: Type.String(),
        status: Type.String(),
        requested_at: Type.String({ format: 'date-time' }),
      }),
    ),
    auto_billing: Type.Object({
      method: Nullable(Type.Union([Type.Literal('card'), Type.Literal('fpx')])),
      frequency: Type.Union([Type.Literal('month'), Type.Literal('year')]),
      billing_date: Nullable(Day),
      bank: Nullable(Type.String()),
    }),
    application: Type.String({ format: 'uuid' }),
    quotation: Type.String({ format: 'uuid' }),
  }),
]);

export const PolicyListQuery = Type.Object({
  state: Type.Optional(
    Type.Union(
      [
        Type.Literal('pending'),
        Type.Literal('issued'),
        Type.Literal('canceled'),
        Type.Literal('rescinded'),
        Type.Literal('lapsed'),
      ],
      {
        'x-message': 'errors.invalidValue',
      },
    ),
  ),
});

export const CancelBody = Type.Object({
  certificate: Type.String({ format: 'uuid', 'x-message': 'certificates.notFound' }),
  reason: Type.String({
    minLength: 1,
    maxLength: 40,
    'x-message': 'servicing.cancelReasonUnknown',
    'x-required-message': 'servicing.cancelReasonUnknown',
    description: 'A value of utils/get-choices/policy-cancel-reasons',
  }),
  reason_text: Type.Optional(
    Type.Union([Type.String({ maxLength: 500 }), Type.Null()], {
      description: "The member's words; required when reason is other",
    }),
  ),
});

export const RescindBody = Type.Object({
  reason: Type.String({ minLength: 1, maxLength: 1000, 'x-message': 'validation.required' }),
  refund: Type.Boolean({ 'x-message': 'errors.invalidValue' }),
});

export const Attachment = Type.Object({
  kind: Type.Union([Type.Literal('certificate'), Type.Literal('pds')]),
  name: Type.String(),
  url: Type.String(),
  content_type: Type.Literal('application/pdf'),
});

export const QuickQuoteParams = Type.Object({ id: Type.String({ maxLength: 12 }) });
export const QuickQuoteBody = Type.Object({
  product_id: Type.Optional(Type.Union([Type.Integer(), Type.String({ maxLength: 12 })])),
  constraint_id: Type.Optional(Type.Union([Type.Integer(), Type.String({ maxLength: 40 }), Type.Null()])),
  currency: Type.String({ maxLength: 3, 'x-message': 'certificates.quickQuoteCurrency' }),
  plan_id: Type.Optional(Type.Union([Type.Integer(), Type.String({ maxLength: 40 }), Type.Null()])),
  aggregate_limit_amount: Coverage,
  payment_mode: Type.Union([Type.Literal('year'), Type.Literal('month')], {
    'x-message': 'certificates.contributionTermRequired',
  }),
  insured: Type.Object({
    birth_date: Type.String({ maxLength: 10, 'x-message': 'validation.invalidDateOfBirth' }),
    gender: Type.Union([Type.Literal('m'), Type.Literal('f'), Type.Literal('male'), Type.Literal('female')], {
      'x-message': 'products.genderInvalid',
    }),
  }),
});

export const QuickQuoteResult = Type.Object({
  payment_schedule: Type.Object({
    standard_premium_amount: Money,
    payment_mode: Type.Union([Type.Literal('year'), Type.Literal('month')]),
    currency: Type.Literal('MYR'),
  }),
  monthly_gross_premium: Money,
  yearly_gross_premium: Money,
  aggregate_limit_amount: Money,
  age_next_birthday: Type.Integer(),
});

export const QuotationResult = envelope(Quotation);
export const QuotationList = envelope(Type.Array(Quotation));
export const RateResponse = envelope(RateResult);
export const ApplicationResult = envelope(Application);
export const PolicyList = envelope(Type.Array(PolicySummary));
export const PolicyResult = envelope(PolicyDetail);
export const AttachmentList = envelope(Type.Array(Attachment));
export const QuickQuoteResponse = envelope(QuickQuoteResult);
