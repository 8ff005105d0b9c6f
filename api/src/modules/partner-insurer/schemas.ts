// Request shapes of the partner plans' routes (contract: Medical plan quote request, Medical application,
// Underwriting answer). Dates YYYY-MM-DD; money in the answers is integer sen.
import { Type, type Static } from '@fastify/type-provider-typebox';
import { Email } from '../../lib/http-schemas';

const DateText = Type.String({
  pattern: '^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$',
  'x-message': 'validation.invalidDateOfBirth',
});
const Gender = Type.Union([Type.Literal('m'), Type.Literal('f')]);
const Required = (maxLength: number) =>
  Type.String({ minLength: 1, maxLength, 'x-message': 'validation.required' });

export const QuoteBody = Type.Object({
  gender: Gender,
  dob: DateText,
  referral_code: Type.Optional(Type.String({ maxLength: 40 })),
});

export const DobQuery = Type.Object({ dob: DateText });
export const TermsQuery = Type.Object({ annual_limit: Type.Integer({ minimum: 1, maximum: 1_000_000_000 }) });
export const UuidParams = Type.Object({ uuid: Type.String({ format: 'uuid' }) });
export const LocaleQuery = Type.Object(
  { locale: Type.Optional(Type.String({ maxLength: 10 })) },
  { additionalProperties: true },
);

const AddOnChoice = Type.Object({ add_on_id: Type.Integer(), status: Type.Boolean() });
const Beneficiary = Type.Object({
  name: Required(150),
  relationship_id: Type.Integer(),
  identification_no: Type.Optional(Type.String({ maxLength: 14 })),
  share_percent: Type.Integer({ minimum: 1, maximum: 100 }),
});

const Detail = Type.Object(
  {
    address_1: Required(200),
    address_2: Type.Optional(Type.String({ maxLength: 200 })),
    postcode: Type.String({ pattern: '^[0-9]{5}$', 'x-message': 'validation.postcode' }),
    state_id: Type.Integer(),
    country_id: Type.Integer(),
    source: Type.Optional(Type.String({ maxLength: 40 })),
    /** Metres. */
    height: Type.Number({ minimum: 0.3, maximum: 2.5 }),
    /** Kilograms. */
    weight: Type.Number({ minimum: 2, maximum: 300 }),
    add_ons: Type.Optional(Type.Array(AddOnChoice, { maxItems: 10 })),
    heavy_machinery: Type.Optional(Type.Boolean()),
    maid_or_office_worker: Type.Optional(Type.Boolean()),
    smoker: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);

export const ApplicationBody = Type.Object(
  {
    name: Required(150),
    dob: DateText,
    identification_no: Type.String({
      pattern: '^[0-9]{6}-?[0-9]{2}-?[0-9]{4}$',
      'x-message': 'validation.invalidNricFormat',
    }),
    email: Email,
    phone: Type.String({ pattern: '^\\+?[0-9 -]{9,16}$', 'x-message': 'validation.invalidPhone' }),
    gender: Gender,
    plan_detail_id: Type.Integer(),
    is_citizen: Type.Boolean(),
    payment_type: Type.Union([Type.Literal(1), Type.Literal(2)]),
    payment_option: Type.Union([Type.Literal(1), Type.Literal(2)]),
    bank_id: Type.Optional(Type.Union([Type.Integer(), Type.Null()])),
    detail: Detail,
    beneficiaries: Type.Optional(Type.Array(Beneficiary, { maxItems: 4 })),
  },
  { additionalProperties: false },
);
export type ApplicationBody = Static<typeof ApplicationBody>;

export const ApplicationPatch = Type.Partial(ApplicationBody, { additionalProperties: false });

/** Left out when resuming: the answers and terms saved with the first submit are sent again. */
export const SubmitBody = Type.Object({
  answers: Type.Optional(
    Type.Array(
      Type.Object({
        question_uuid: Type.String({ maxLength: 64 }),
        answer: Type.Union([Type.Literal('Yes'), Type.Literal('No')]),
        user_note: Type.Optional(Type.String({ maxLength: 500 })),
      }),
      { maxItems: 30 },
    ),
  ),
  accepted_terms: Type.Optional(Type.Array(Type.String({ maxLength: 80 }), { maxItems: 30 })),
});

/** Personal accident (contract 7.3 "Personal accident plan"): `refId` is our quotation's id. */
export const RefIdQuery = Type.Object(
  {
    refId: Type.String({ format: 'uuid' }),
    key: Type.Optional(Type.String({ maxLength: 100 })),
    locale: Type.Optional(Type.String({ maxLength: 10 })),
  },
  // The partner's gateway adds payment_id and status to the return address: a hint only, never read.
  { additionalProperties: true },
);

const Code = (field: string) =>
  Type.String({ pattern: '^[A-Z0-9]{2,10}$', 'x-message': `accident.${field}` });

export const PriceCheckBody = Type.Object(
  {
    dob: DateText,
    occupation_code: Code('unknownOccupation'),
    nature_of_business_code: Code('unknownBusiness'),
  },
  { additionalProperties: false },
);

export const SumInsuredQuery = Type.Object({
  sum_insured: Type.Integer({ minimum: 1, maximum: 1_000_000_000 }),
});

export const AccidentQuotationBody = Type.Object(
  {
    name: Required(150),
    dob: DateText,
    identification_no: Type.String({
      pattern: '^[0-9]{6}-?[0-9]{2}-?[0-9]{4}$',
      'x-message': 'validation.invalidNricFormat',
    }),
    email: Email,
    phone: Type.String({ pattern: '^\\+?[0-9 -]{9,16}$', 'x-message': 'validation.invalidPhone' }),
    gender: Gender,
    plan_detail_id: Type.Integer(),
    occupation_code: Code('unknownOccupation'),
    nature_of_business_code: Code('unknownBusiness'),
    /** Sold by the year only. */
    payment_type: Type.Literal(2, { 'x-message': 'accident.yearlyOnly' }),
    detail: Type.Object(
      {
        address_1: Required(200),
        address_2: Type.Optional(Type.String({ maxLength: 200 })),
        postcode: Type.String({ pattern: '^[0-9]{5}$', 'x-message': 'validation.postcode' }),
        state_code: Type.String({ pattern: '^[A-Z]{3}$', 'x-message': 'accident.unknownState' }),
        source: Type.Optional(Type.String({ maxLength: 40 })),
      },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);
