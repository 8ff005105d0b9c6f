// Schemas of the eKYC routes (ekyc/api/v1, ekyc/api/v2/declaration, staff/api/v1/ekyc).
import { Type } from '@fastify/type-provider-typebox';
import { ekycStatuses, type EkycStatus } from '../../db/schema';
import { envelope } from '../../lib/http-schemas';

export const EkycStatusSchema = Type.Unsafe<EkycStatus>({
  type: 'string',
  enum: [...ekycStatuses],
  description: 'users.ekyc_status mirrors the current submission; unverified when there is none',
});

const DateTime = Type.String({ format: 'date-time' });

export const SubmissionSchema = Type.Object({
  uuid: Type.String({ format: 'uuid' }),
  status: EkycStatusSchema,
  id_ref: Type.String({ description: 'The claimed NRIC, dashed' }),
  created_at: DateTime,
  updated_at: DateTime,
  reason: Type.Union([Type.String(), Type.Null()], {
    description: 'Why it was rejected, in the language of the request (rejected, rejected-can-retry)',
  }),
  can_retry: Type.Boolean({ description: 'True when the member may reset and submit again' }),
  images: Type.Object({
    front_ic: Type.String({ description: 'API path of the stored image' }),
    back_ic: Type.String(),
    selfie: Type.String(),
  }),
  retention_until: DateTime,
});

export const DeclarationSchema = Type.Object({
  uuid: Type.String({ format: 'uuid' }),
  nationality: Type.Union([Type.Literal('malaysian'), Type.Literal('foreigner')]),
  country_of_origin: Type.String(),
  postcode: Type.String(),
  address_1: Type.String(),
  address_2: Type.Union([Type.String(), Type.Null()]),
  city: Type.String(),
  state: Type.String(),
  phone: Type.String({ description: 'E.164' }),
  height_cm: Type.Integer(),
  weight_kg: Type.Integer(),
  smoker: Type.Boolean(),
  accuracy_acknowledged: Type.Literal(true),
  created_at: DateTime,
});

export const OverviewResult = envelope(
  Type.Object({
    status: EkycStatusSchema,
    user: Type.Object({ id_ref: Type.Union([Type.String(), Type.Null()]) }),
    submission: Type.Union([SubmissionSchema, Type.Null()]),
    declaration: Type.Union([DeclarationSchema, Type.Null()]),
    retention_days: Type.Integer({ description: 'How long identity images are kept (AMLA record keeping)' }),
  }),
);

export const SubmissionResult = envelope(SubmissionSchema);
export const DeclarationResult = envelope(Type.Union([DeclarationSchema, Type.Null()]));
export const DeclarationCreated = envelope(DeclarationSchema);

export const UuidParams = Type.Object({
  uuid: Type.String({ format: 'uuid', 'x-message': 'ekyc.notFound' }),
});

export const ImageParams = Type.Object({
  uuid: Type.String({ format: 'uuid', 'x-message': 'ekyc.notFound' }),
  kind: Type.Union([Type.Literal('front_ic'), Type.Literal('back_ic'), Type.Literal('selfie')], {
    'x-message': 'ekyc.imageNotFound',
  }),
});

export const PostcodeParams = Type.Object({ postcode: Type.String() });

export const PostcodeResult = envelope(
  Type.Object({ postcode: Type.String(), city: Type.String(), state: Type.String() }),
);

const Checked = { submission: Type.String({ format: 'uuid' }), checked_at: DateTime };

export const VerifyIdResult = envelope(
  Type.Object({
    ...Checked,
    id_ref: Type.String(),
    extracted_id_number: Type.Union([Type.String(), Type.Null()]),
    matches: Type.Boolean(),
  }),
);

export const VerifyFaceResult = envelope(
  Type.Object({
    ...Checked,
    face_match: Type.Object({ score: Type.Number(), threshold: Type.Number() }),
    liveness: Type.Object({ passed: Type.Boolean(), score: Type.Number(), threshold: Type.Number() }),
  }),
);

export const VerifyDocResult = envelope(
  Type.Object({
    ...Checked,
    document: Type.Object({
      authentic: Type.Boolean(),
      score: Type.Number(),
      tampered: Type.Boolean(),
      threshold: Type.Number(),
    }),
  }),
);

const required = { 'x-required-message': 'validation.required' } as const;

export const DeclarationBody = Type.Object(
  {
    nationality: Type.Unsafe<'malaysian' | 'foreigner'>({
      type: 'string',
      enum: ['malaysian', 'foreigner'],
      'x-message': 'ekyc.nationality',
    }),
    country_of_origin: Type.Optional(
      Type.String({ maxLength: 2, pattern: '^[A-Za-z]{2}$', 'x-message': 'ekyc.countryInvalid' }),
    ),
    postcode: Type.String({ pattern: '^\\d{5}$', 'x-message': 'validation.postcode', ...required }),
    address_1: Type.String({ minLength: 1, maxLength: 200, ...required }),
    address_2: Type.Optional(Type.Union([Type.String({ maxLength: 200 }), Type.Null()])),
    city: Type.String({ minLength: 1, maxLength: 100, ...required }),
    state: Type.String({ minLength: 1, maxLength: 100, ...required }),
    phone: Type.String({ minLength: 1, maxLength: 30, ...required }),
    height_cm: Type.Integer({ minimum: 50, maximum: 250, 'x-message': 'ekyc.heightRange' }),
    weight_kg: Type.Integer({ minimum: 20, maximum: 300, 'x-message': 'ekyc.weightRange' }),
    smoker: Type.Boolean({ 'x-message': 'ekyc.yesOrNo' }),
    accuracy_acknowledged: Type.Boolean({
      'x-message': 'validation.accuracyAcknowledgement',
      'x-required-message': 'validation.accuracyAcknowledgement',
    }),
  },
  { additionalProperties: false },
);

export const DecisionBody = Type.Object({
  decision: Type.Unsafe<'accept' | 'reject' | 'reject-can-retry'>({
    type: 'string',
    enum: ['accept', 'reject', 'reject-can-retry'],
    'x-message': 'ekyc.decisionInvalid',
  }),
  reason: Type.Optional(Type.Union([Type.String({ maxLength: 1000 }), Type.Null()])),
});

const Member = Type.Object({
  uuid: Type.String({ format: 'uuid' }),
  email: Type.String(),
  full_name: Type.String(),
});

const StaffScores = Type.Union([
  Type.Object({
    reference: Type.Union([Type.String(), Type.Null()]),
    document: Type.Object({
      authentic: Type.Boolean(),
      score: Type.Number(),
      tampered: Type.Boolean(),
      extracted_id_number: Type.Union([Type.String(), Type.Null()]),
    }),
    face_match: Type.Object({ score: Type.Number() }),
    liveness: Type.Object({ passed: Type.Boolean(), score: Type.Number() }),
  }),
  Type.Null(),
]);

export const StaffListItem = Type.Object({
  uuid: Type.String({ format: 'uuid' }),
  status: EkycStatusSchema,
  id_ref: Type.String(),
  member: Member,
  reason_code: Type.Union([Type.String(), Type.Null()]),
  created_at: DateTime,
  updated_at: DateTime,
});

export const StaffListResult = envelope(Type.Array(StaffListItem));

export const StaffDetailResult = envelope(
  Type.Object({
    submission: SubmissionSchema,
    member: Member,
    reason_code: Type.Union([Type.String(), Type.Null()]),
    reason_note: Type.Union([Type.String(), Type.Null()]),
    scores: StaffScores,
    thresholds: Type.Object({ face_match: Type.Number(), liveness: Type.Number(), document: Type.Number() }),
    images_deleted: Type.Boolean(),
    declaration: Type.Union([DeclarationSchema, Type.Null()]),
    transitions: Type.Array(
      Type.Object({
        from: EkycStatusSchema,
        to: EkycStatusSchema,
        actor: Type.String(),
        reason: Type.Union([Type.String(), Type.Null()]),
        at: DateTime,
      }),
    ),
  }),
);
