// staff/api/v1/ekyc: the review queue, one submission with its scores and audit trail, and decisions.
// Logged-in staff only (user_roles); members get 403 permission_denied.
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AppError } from '../../lib/errors';
import { envelope, errorResponses } from '../../lib/http-schemas';
import { toDeclaration, toSubmission } from '../ekyc/ekyc-service';
import { IllegalTransitionError } from '../ekyc/status';
import {
  DecisionBody,
  StaffDetailResult,
  StaffListResult,
  SubmissionResult,
  UuidParams,
} from '../ekyc/schemas';

const tags = ['staff'];
const security: Record<string, string[]>[] = [{ sessionCookie: [] }, { accessToken: [] }];

export const staffRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.authenticate);
  app.addHook('preHandler', app.requireStaff);

  app.get(
    '/ekyc/',
    {
      schema: {
        tags,
        summary:
          'Submissions awaiting review: undetermined, suspicious, and pending or processing for too long',
        security,
        response: { 200: StaffListResult, ...errorResponses(403) },
      },
    },
    async () => {
      const rows = await app.ekyc.reviewQueue();
      return {
        data: rows.map((row) => ({
          uuid: row.id,
          status: row.status,
          id_ref: row.idRef,
          member: {
            uuid: row.userId,
            email: row.email,
            full_name: `${row.firstName} ${row.lastName}`.trim(),
          },
          reason_code: row.reasonCode,
          created_at: row.createdAt.toISOString(),
          updated_at: row.updatedAt.toISOString(),
        })),
      };
    },
  );

  app.get(
    '/ekyc/:uuid/',
    {
      schema: {
        tags,
        summary: 'One submission with the vendor scores, image paths, declaration and audit trail',
        security,
        params: UuidParams,
        response: { 200: StaffDetailResult, ...errorResponses(400, 403, 404) },
      },
    },
    async (request) => {
      const row = await app.ekyc.byId(request.params.uuid);
      if (!row) throw new AppError(404, 'not_found', 'ekyc.notFound');
      const [member, declaration, transitions] = await Promise.all([
        app.ekyc.memberContact(row.userId),
        app.ekyc.latestDeclaration(row.userId),
        app.ekyc.transitionsOf(row.id),
      ]);
      const { thresholds } = app.config.ekyc;
      return {
        data: {
          submission: toSubmission(row, request.locale),
          member: {
            uuid: row.userId,
            email: member?.email ?? '',
            full_name: member ? `${member.firstName} ${member.lastName}`.trim() : '',
          },
          reason_code: row.reasonCode,
          reason_note: row.reasonNote,
          scores: row.vendorResult ?? null,
          thresholds: {
            face_match: thresholds.faceMatch,
            liveness: thresholds.liveness,
            document: thresholds.document,
          },
          images_deleted: row.imagesDeletedAt !== null,
          declaration: declaration ? toDeclaration(declaration) : null,
          transitions: transitions.map((transition) => ({
            from: transition.fromStatus,
            to: transition.toStatus,
            actor: transition.actor,
            reason: transition.reason,
            at: transition.at.toISOString(),
          })),
        },
      };
    },
  );

  app.post(
    '/ekyc/purge-expired/',
    {
      config: { rateLimit: app.authRateLimit },
      schema: {
        tags,
        summary: 'Delete the images of submissions past EKYC_RETENTION_DAYS (their audit rows stay)',
        security,
        response: {
          200: envelope(Type.Object({ purged: Type.Integer({ minimum: 0 }) })),
          ...errorResponses(403, 429),
        },
      },
    },
    async () => ({ data: { purged: await app.ekyc.purgeExpiredImages() } }),
  );

  app.post(
    '/ekyc/:uuid/decision/',
    {
      config: { rateLimit: app.authRateLimit },
      schema: {
        tags,
        summary:
          'Accept (accepted, or submitted while the declaration is missing), reject, or reject-can-retry',
        description: 'reason is required for rejections; the member reads it in the e-mail and on the page.',
        security,
        params: UuidParams,
        body: DecisionBody,
        response: { 200: SubmissionResult, ...errorResponses(400, 403, 404, 409, 429) },
      },
    },
    async (request) => {
      try {
        const row = await app.ekyc.decide(
          request.params.uuid,
          request.body.decision,
          request.body.reason ?? null,
          {
            kind: 'staff',
            userId: request.auth!.userId,
          },
        );
        return { data: toSubmission(row, request.locale) };
      } catch (error) {
        if (error instanceof IllegalTransitionError) {
          throw new AppError(409, 'ekyc_illegal_transition', {
            key: 'ekyc.illegalTransition',
            params: { from: error.from, to: error.to },
          });
        }
        throw error;
      }
    },
  );
};
