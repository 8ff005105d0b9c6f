// Request and response schemas of the policy vault (policy/api/v1/general-policies/, api/simple-policies/).
// Money on the wire is a decimal string of ringgit ("250000.00"), dates are YYYY-MM-DD.
import { Type } from '@fastify/type-provider-typebox';
import { envelope } from '../../lib/http-schemas';
import { vaultPolicyTypes } from '../../db/schema-vault';

const Money = (description: string) => Type.String({ description: `${description} (RM, two places)` });
const NullableMoney = (description: string) => Type.Union([Money(description), Type.Null()]);
const IsoDate = (description: string) => Type.String({ description: `${description}, YYYY-MM-DD` });
const PolicyType = Type.Enum([...vaultPolicyTypes]);

/** The policy-add form. Every field is optional to the schema so that the service answers a message per field. */
export const PolicyBody = Type.Object({
  product: Type.Optional(
    Type.String({
      maxLength: 200,
      description: 'Product or plan name',
      'x-message': 'vault.productRequired',
    }),
  ),
  policy_number: Type.Optional(Type.String({ maxLength: 60, 'x-message': 'vault.policyNumberInvalid' })),
  insurer: Type.Optional(
    Type.Union([Type.Integer({ minimum: 1 }), Type.Null()], {
      description: 'An id of product/api/v1/insurers; null with insurer_other for another company',
      'x-message': 'vault.insurerUnknown',
    }),
  ),
  insurer_other: Type.Optional(
    Type.Union([Type.String({ maxLength: 120 }), Type.Null()], {
      description: 'The name of an insurer not in the list ("other")',
      'x-message': 'vault.insurerRequired',
    }),
  ),
  type: Type.Optional(
    Type.String({
      maxLength: 40,
      description: `One of ${vaultPolicyTypes.join(', ')}`,
      'x-message': 'vault.typeInvalid',
    }),
  ),
  coverage_amount: Type.Optional(
    Type.String({
      maxLength: 20,
      description: 'Coverage amount in RM, e.g. "250000" or "250000.00"',
      'x-message': 'vault.coverageInvalid',
    }),
  ),
  start_date: Type.Optional(
    Type.String({
      maxLength: 10,
      description: 'Start (enforce) date, YYYY-MM-DD',
      'x-message': 'vault.dateInvalid',
    }),
  ),
  expiry_date: Type.Optional(
    Type.Union([Type.String({ maxLength: 10 }), Type.Null()], {
      description: 'Expiry date, YYYY-MM-DD; null when the cover has no end',
      'x-message': 'vault.dateInvalid',
    }),
  ),
});

export const PolicyParams = Type.Object({
  uuid: Type.String({ format: 'uuid', 'x-message': 'vault.notFound' }),
});

export const AttachmentParams = Type.Object({
  uuid: Type.String({ format: 'uuid', 'x-message': 'vault.notFound' }),
  attachment: Type.String({ format: 'uuid', 'x-message': 'vault.attachmentNotFound' }),
});

export const PolicyListQuery = Type.Object({
  limit: Type.Integer({ minimum: 1, maximum: 100, default: 20, 'x-message': 'errors.invalidValue' }),
  offset: Type.Integer({ minimum: 0, maximum: 1_000_000, default: 0, 'x-message': 'errors.invalidValue' }),
});

export const AttachmentView = Type.Object({
  uuid: Type.String(),
  file_name: Type.String(),
  content_type: Type.String(),
  size: Type.Integer({ description: 'Bytes' }),
  created_at: Type.String({ format: 'date-time' }),
  url: Type.String({ description: 'Download (the owner only)' }),
});

const policyViewFields = {
  uuid: Type.String(),
  product: Type.String(),
  policy_number: Type.String(),
  insurer: Type.Union([Type.Object({ id: Type.Integer(), name: Type.String() }), Type.Null()]),
  insurer_other: Type.Union([Type.String(), Type.Null()]),
  insurer_name: Type.String({ description: 'The insurer from the list, or the name typed' }),
  type: PolicyType,
  coverage_amount: Money('Coverage amount'),
  start_date: IsoDate('Start (enforce) date'),
  expiry_date: Type.Union([IsoDate('Expiry date'), Type.Null()]),
  status: Type.Enum(['in_force', 'not_started', 'expired']),
  days_to_expiry: Type.Union([Type.Integer(), Type.Null()]),
  attachments_count: Type.Integer(),
  created_at: Type.String({ format: 'date-time' }),
  updated_at: Type.String({ format: 'date-time' }),
};

export const PolicyView = Type.Object(policyViewFields);

export const PolicyDetailView = Type.Object({ ...policyViewFields, attachments: Type.Array(AttachmentView) });

export const PolicyPage = envelope(
  Type.Object({
    count: Type.Integer({ description: "All the member's recorded policies" }),
    results: Type.Array(PolicyView),
  }),
);
export const PolicyResult = envelope(PolicyDetailView);
export const AttachmentList = envelope(Type.Array(AttachmentView));
export const AttachmentResult = envelope(AttachmentView);

export const ReaderResult = envelope(
  Type.Object({
    product: Type.Union([Type.String(), Type.Null()]),
    policy_number: Type.Union([Type.String(), Type.Null()]),
    insurer: Type.Union([Type.Integer(), Type.Null()]),
    type: Type.Union([PolicyType, Type.Null()]),
    coverage_amount: NullableMoney('Coverage amount'),
    start_date: Type.Union([Type.String(), Type.Null()]),
    expiry_date: Type.Union([Type.String(), Type.Null()]),
    found: Type.Array(Type.String(), { description: 'The fields read from the document' }),
  }),
  'What the document says, for the member to confirm: nothing is saved',
);

export const CoverageSummaryResult = envelope(
  Type.Object({
    today: IsoDate('The day the summary is for'),
    total_cover: Money('Cover in force, every type'),
    by_type: Type.Array(
      Type.Object({
        type: PolicyType,
        label: Type.String(),
        recorded: Money('Recorded policies in force'),
        teduh: Money('Teduh certificates'),
        total: Money('Both'),
        policies: Type.Integer(),
      }),
    ),
    expiring: Type.Array(
      Type.Object({
        uuid: Type.String(),
        product: Type.String(),
        policy_number: Type.String(),
        insurer_name: Type.String(),
        type: PolicyType,
        expiry_date: IsoDate('Expiry date'),
        days_left: Type.Integer(),
      }),
      { description: 'Recorded policies ending within 60 days, soonest first' },
    ),
    teduh_certificates: Type.Array(
      Type.Object({
        uuid: Type.String(),
        number: Type.Union([Type.String(), Type.Null()]),
        product: Type.String(),
        sum_covered: Money('Sum covered'),
        next_renewal_date: Type.Union([Type.String(), Type.Null()]),
      }),
      {
        description: 'Certificates issued (paid from the first contribution), shown beside the recorded ones',
      },
    ),
  }),
);

export const SuggestedInsuranceResult = envelope(
  Type.Object({
    needs_test: Type.Union([
      Type.Object({ uuid: Type.String(), created_at: Type.String({ format: 'date-time' }) }),
      Type.Null(),
    ]),
    suggestions: Type.Array(
      Type.Object({
        type: PolicyType,
        label: Type.String(),
        amount: NullableMoney('Cover suggested'),
        product: Type.Union([
          Type.Object({ id: Type.Integer(), slug: Type.String(), name: Type.String() }),
          Type.Null(),
        ]),
        monthly_contribution: NullableMoney('From, a month'),
        reasons: Type.Array(Type.String()),
      }),
    ),
  }),
);
