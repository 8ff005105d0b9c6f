// Schemas of underwriting/api/v1, staff/api/v1/underwriting and payment/api/v1/relationships.
import { Type, type Static } from '@fastify/type-provider-typebox';
import { envelope } from '../../lib/http-schemas';

export const SubmissionParams = Type.Object({
  uuid: Type.String({ format: 'uuid', 'x-message': 'underwriting.notFound' }),
});
export const QuestionSetParams = Type.Object({
  uuid: Type.String({ format: 'uuid', 'x-message': 'underwriting.questionSetNotFound' }),
});

const ProductId = Type.Integer({
  minimum: 1,
  maximum: 999_999_999,
  'x-message': 'underwriting.productInvalid',
});

export const QuestionSetQuery = Type.Object({ products__pk: Type.Optional(ProductId) });
export const SubmissionListQuery = Type.Object({ product_id: Type.Optional(ProductId) });

export const Question = Type.Object({
  uuid: Type.String({ format: 'uuid' }),
  code: Type.String(),
  position: Type.Integer(),
  text: Type.String({ description: 'In the language of the request' }),
});

export const QuestionSet = Type.Object({
  uuid: Type.String({ format: 'uuid' }),
  product: Type.Integer(),
  title: Type.String(),
  questions: Type.Array(Question),
});

export const SubmissionBody = Type.Object({
  product: ProductId,
  question_set: Type.String({ format: 'uuid', 'x-message': 'underwriting.questionSetNotFound' }),
  answers: Type.Array(
    Type.Object({
      question: Type.String({ format: 'uuid', 'x-message': 'underwriting.unknownQuestion' }),
      answer: Type.Union([Type.Literal('yes'), Type.Literal('no')], {
        'x-message': 'underwriting.answerMissing',
      }),
      user_note: Type.Optional(Type.Union([Type.String({ maxLength: 1000 }), Type.Null()])),
    }),
    { maxItems: 50 },
  ),
  submit: Type.Boolean({ 'x-message': 'underwriting.submitRequired' }),
});
export type SubmissionBodyType = Static<typeof SubmissionBody>;

export const UnderwritingStatusSchema = Type.Union([
  Type.Literal('pending'),
  Type.Literal('accepted'),
  Type.Literal('rejected'),
  Type.Literal('obsolete'),
  Type.Literal('expired'),
]);

export const Submission = Type.Object({
  uuid: Type.String({ format: 'uuid' }),
  product: Type.Integer(),
  question_set: Type.String({ format: 'uuid' }),
  status: UnderwritingStatusSchema,
  /** any_yes or previously_rejected while pending; staff's reason once decided. */
  reason: Type.Union([Type.String(), Type.Null()]),
  answers: Type.Array(
    Type.Object({
      question: Type.String({ format: 'uuid' }),
      answer: Type.Union([Type.Literal('yes'), Type.Literal('no')]),
      user_note: Type.Union([Type.String(), Type.Null()]),
    }),
  ),
  expires_at: Type.String({ format: 'date-time' }),
  used: Type.Boolean(),
  decided_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  created_at: Type.String({ format: 'date-time' }),
});

export const StaffSubmission = Type.Intersect([
  Submission,
  Type.Object({
    member: Type.Object({
      uuid: Type.String({ format: 'uuid' }),
      email: Type.String(),
      full_name: Type.String(),
    }),
  }),
]);

export const DecisionBody = Type.Object({
  decision: Type.Union([Type.Literal('accept'), Type.Literal('reject')], {
    'x-message': 'errors.invalidValue',
  }),
  reason: Type.Optional(Type.Union([Type.String({ maxLength: 1000 }), Type.Null()])),
});

export const Relationship = Type.Object({ code: Type.String(), name: Type.String() });

export const QuestionSetList = envelope(Type.Array(QuestionSet));
export const QuestionSetResult = envelope(QuestionSet);
export const SubmissionResult = envelope(Submission);
export const SubmissionList = envelope(Type.Array(Submission));
export const StaffSubmissionList = envelope(Type.Array(StaffSubmission));
export const RelationshipList = envelope(Type.Array(Relationship));
