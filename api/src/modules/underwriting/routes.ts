// underwriting/api/v1 (question sets, the member's answers), staff/api/v1/underwriting (review), and
// payment/api/v1/relationships (the beneficiary relationship choices).
import type { FastifyPluginAsyncTypebox, TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { AppError } from '../../lib/errors';
import { errorResponses } from '../../lib/http-schemas';
import type { Locale } from '../../lib/i18n';
import type {
  QuestionSetWithQuestions,
  SubmissionMember,
  SubmissionWithAnswers,
} from './underwriting-service';
import {
  DecisionBody,
  QuestionSetList,
  QuestionSetParams,
  QuestionSetQuery,
  QuestionSetResult,
  RelationshipList,
  StaffSubmissionList,
  SubmissionBody,
  SubmissionList,
  SubmissionListQuery,
  SubmissionParams,
  SubmissionResult,
} from './schemas';

const tags = ['underwriting'];
const security: Record<string, string[]>[] = [{ sessionCookie: [] }, { accessToken: [] }];

export function toQuestionSet(set: QuestionSetWithQuestions, locale: Locale) {
  return {
    uuid: set.id,
    product: set.productId,
    title: locale === 'ms' ? set.titleMs : set.titleEn,
    questions: set.questions.map((question) => ({
      uuid: question.id,
      code: question.code,
      position: question.position,
      text: locale === 'ms' ? question.textMs : question.textEn,
    })),
  };
}

export function toSubmission(row: SubmissionWithAnswers) {
  return {
    uuid: row.id,
    product: row.productId,
    question_set: row.questionSetId,
    status: row.status,
    reason: row.reason,
    answers: row.answers.map((answer) => ({
      question: answer.questionId,
      answer: answer.answer,
      user_note: answer.userNote,
    })),
    expires_at: row.expiresAt.toISOString(),
    used: row.usedAt !== null,
    decided_at: row.decidedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

export const underwritingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/question-sets/',
    {
      schema: {
        tags,
        summary:
          "Active question sets, optionally of one product (?products__pk=2: the flagship's four questions)",
        querystring: QuestionSetQuery,
        response: { 200: QuestionSetList, ...errorResponses(400) },
      },
    },
    async (request) => {
      const sets = await app.underwriting.questionSets({ productId: request.query.products__pk });
      return { data: sets.map((set) => toQuestionSet(set, request.locale)) };
    },
  );

  app.get(
    '/question-sets/:uuid/',
    {
      schema: {
        tags,
        summary: 'One question set with its questions',
        params: QuestionSetParams,
        response: { 200: QuestionSetResult, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const [set] = await app.underwriting.questionSets({ id: request.params.uuid });
      if (!set) throw new AppError(404, 'not_found', 'underwriting.questionSetNotFound');
      return { data: toQuestionSet(set, request.locale) };
    },
  );

  await app.register(async (instance) => {
    const member = instance.withTypeProvider<TypeBoxTypeProvider>();
    member.addHook('onRequest', app.authenticate);

    member.post(
      '/',
      {
        config: { rateLimit: app.authRateLimit },
        schema: {
          tags,
          summary: 'Send answers: all No is accepted at once, any Yes waits for staff review',
          description:
            'Every question of the set answered exactly once (yes or no); user_note is required with a yes. ' +
            "The member's earlier pending or accepted, unused answers for the product become obsolete. Accepted " +
            'answers expire when not used by an application within 30 days.',
          security,
          body: SubmissionBody,
          response: { 201: SubmissionResult, ...errorResponses(400, 403, 429) },
        },
      },
      async (request, reply) => {
        const row = await app.underwriting.submit(request.auth!.userId, request.body);
        reply.code(201);
        return { data: toSubmission(row) };
      },
    );

    member.get(
      '/',
      {
        schema: {
          tags,
          summary: "The member's submissions, newest first (?product_id=)",
          security,
          querystring: SubmissionListQuery,
          response: { 200: SubmissionList, ...errorResponses(400, 403) },
        },
      },
      async (request) => {
        const rows = await app.underwriting.list(request.auth!.userId, request.query.product_id);
        return { data: rows.map(toSubmission) };
      },
    );

    member.get(
      '/:uuid/',
      {
        schema: {
          tags,
          summary: 'One of the member’s submissions',
          security,
          params: SubmissionParams,
          response: { 200: SubmissionResult, ...errorResponses(400, 403, 404) },
        },
      },
      async (request) => {
        const row = await app.underwriting.byId(request.params.uuid, request.auth!.userId);
        if (!row) throw new AppError(404, 'not_found', 'underwriting.notFound');
        return { data: toSubmission(row) };
      },
    );
  });
};

/** staff/api/v1/underwriting: answers awaiting review, and decisions. Staff only (user_roles, app.requireStaff). */
export const staffUnderwritingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.authenticate);
  app.addHook('preHandler', app.requireStaff);

  const withMember = (row: SubmissionWithAnswers & { member: SubmissionMember | null }) => ({
    ...toSubmission(row),
    member: {
      uuid: row.userId,
      email: row.member?.email ?? '',
      full_name: row.member ? `${row.member.firstName} ${row.member.lastName}`.trim() : '',
    },
  });

  app.get(
    '/',
    {
      schema: {
        tags: ['staff'],
        summary: 'Underwriting answers awaiting review, oldest first',
        security,
        response: { 200: StaffSubmissionList, ...errorResponses(403) },
      },
    },
    async () => ({ data: (await app.underwriting.reviewQueue()).map(withMember) }),
  );

  app.post(
    '/:uuid/decision/',
    {
      config: { rateLimit: app.authRateLimit },
      schema: {
        tags: ['staff'],
        summary: 'Accept or reject answers awaiting review; the member is e-mailed',
        description:
          'reason is required to reject. Accepted answers are valid for 30 days from the decision.',
        security,
        params: SubmissionParams,
        body: DecisionBody,
        response: { 200: SubmissionResult, ...errorResponses(400, 403, 404, 409, 429) },
      },
    },
    async (request) => {
      const row = await app.underwriting.decide(
        request.params.uuid,
        request.body.decision,
        request.body.reason ?? null,
        request.auth!.userId,
      );
      return { data: toSubmission(row) };
    },
  );
};

export const relationshipsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/relationships/',
    {
      schema: {
        tags: ['certificates'],
        summary:
          'Relationships of a beneficiary to the person covered (code and name in the request language)',
        response: { 200: RelationshipList, ...errorResponses() },
      },
    },
    async (request, reply) => {
      const rows = await app.underwriting.relationships();
      reply.header('cache-control', 'public, max-age=300');
      reply.header('vary', 'Accept-Language');
      return {
        data: rows.map((row) => ({
          code: row.code,
          name: request.locale === 'ms' ? row.nameMs : row.nameEn,
        })),
      };
    },
  );
};
