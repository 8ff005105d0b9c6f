// claim/api/v1/claims (contract 7.2: submission/ and submission/upload/, plus the code, the tracker, the
// member's list and a member's demo claim on a funeral-cover demo certificate, kubur-pro-demo/<uuid>/), utils/get-choices (marital status, cause of death, policy cancel reasons; also under api/),
// and staff/api/v1/claims (review queue, documents, decisions, payouts), staff only.
import multipart from '@fastify/multipart';
import type { RateLimitOptions } from '@fastify/rate-limit';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  formatPhone,
  isValidPhone,
  normalizePhone,
  todayIso,
  validateDashedNric,
} from '@teduh/shared/domain';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { BenefitCode, ClaimDocumentKind } from '../../db/schema';
import { AppError, invalid, type FieldErrors } from '../../lib/errors';
import { Email, envelope, errorResponses } from '../../lib/http-schemas';
import { translate, type Locale } from '../../lib/i18n';
import { formatBytes } from '../ekyc/routes';
import {
  causesOfDeath,
  choiceLists,
  choices,
  maritalStatuses,
  type CauseOfDeath,
  type ChoiceListName,
} from './choices';
import { isPayoutBank, payoutAccountNumber, payoutBanks } from '../payouts/banks';
import { SmsError } from '../sms/sms-client';
import { clockOf, CODE_TTL_MINUTES, type ClaimDetail } from './claims-service';
import { checkDocument, claimDocumentKinds, DocumentRejectedError } from './documents';

const tags = ['claims'];
const security: Record<string, string[]>[] = [{ sessionCookie: [] }, { accessToken: [] }];
const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Union([schema, Type.Null()]);

const Clock = Type.Object({
  started_at: Nullable(Type.String()),
  due_at: Nullable(Type.String()),
  seconds_left: Nullable(Type.Integer()),
  met: Nullable(Type.Boolean()),
});

export const ClaimView = Type.Object({
  uuid: Type.String(),
  reference: Type.String(),
  /** True for a claim on a funeral-cover demo certificate: reviewed like any other, never paid. */
  demo: Type.Boolean(),
  certificate_number: Type.String(),
  status: Type.String(),
  status_label: Type.String(),
  claimant_role: Type.String(),
  date_of_death: Type.String(),
  cause_of_death: Type.String(),
  decline_reason: Nullable(Type.String()),
  payee: Type.Object({
    name: Type.String(),
    type: Type.String(),
    bank_code: Type.String(),
    account_number_last4: Type.String(),
  }),
  required_documents: Type.Array(Type.Object({ kind: Type.String(), label: Type.String() })),
  missing_documents: Type.Array(Type.String()),
  documents: Type.Array(
    Type.Object({
      uuid: Type.String(),
      kind: Type.String(),
      status: Type.String(),
      review_note: Nullable(Type.String()),
      uploaded_at: Type.String(),
    }),
  ),
  benefits: Type.Array(
    Type.Object({
      code: Type.String(),
      label: Type.String(),
      amount_sen: Type.Integer(),
      status: Type.String(),
      approved_at: Nullable(Type.String()),
      paid_at: Nullable(Type.String()),
      clock: Clock,
    }),
  ),
  created_at: Type.String(),
  updated_at: Type.String(),
});

export function toClaimView(detail: ClaimDetail, locale: Locale) {
  const { claim } = detail;
  return {
    uuid: claim.id,
    reference: claim.reference,
    demo: detail.demo,
    certificate_number: detail.certificateNumber,
    status: claim.status,
    status_label: translate(locale, `claims.status.${claim.status}`),
    claimant_role: claim.claimantRole,
    date_of_death: claim.dateOfDeath,
    cause_of_death: claim.causeOfDeath,
    decline_reason: claim.declineReason,
    payee: {
      name: claim.payee.name,
      type: claim.payee.type,
      bank_code: claim.payee.bankCode,
      account_number_last4: claim.payee.accountNumber.slice(-4),
    },
    required_documents: claim.requiredDocuments.map((kind) => ({
      kind,
      label: translate(locale, `claims.document.${kind}`),
    })),
    missing_documents: detail.missing,
    documents: detail.documents.map((doc) => ({
      uuid: doc.id,
      kind: doc.kind,
      status: doc.status,
      review_note: doc.reviewNote,
      uploaded_at: doc.createdAt.toISOString(),
    })),
    benefits: detail.benefits.map((benefit) => ({
      code: benefit.code,
      label: translate(locale, `claims.benefit.${benefit.code}`),
      amount_sen: benefit.amountSen,
      status: benefit.status,
      approved_at: benefit.approvedAt?.toISOString() ?? null,
      paid_at: benefit.paidAt?.toISOString() ?? null,
      clock: clockOf(benefit),
    })),
    created_at: claim.createdAt.toISOString(),
    updated_at: claim.updatedAt.toISOString(),
  };
}

const ClaimResult = envelope(ClaimView);
const UuidParams = Type.Object({ uuid: Type.String({ format: 'uuid' }) });
const dashedNric = Type.String({ maxLength: 14 });

/** What the claimant says of the death, on a real claim and on a demo one alike. */
const DeathDetails = {
  claimant_name: Type.String({ minLength: 1, maxLength: 120 }),
  claimant_phone: Type.String({ maxLength: 20 }),
  relationship: Type.String({ minLength: 1, maxLength: 60 }),
  date_of_death: Type.String({ format: 'date', 'x-message': 'claims.dateOfDeath' }),
  cause_of_death: Type.String({ maxLength: 40 }),
  marital_status: Type.String({ maxLength: 40 }),
};

const CodeBody = Type.Object({
  deceased_id_ref: dashedNric,
  certificate_number: Type.String({ minLength: 1, maxLength: 40 }),
  claimant_id_ref: dashedNric,
  /** Where the claim's news goes; also where the code goes unless code_channel is sms. */
  email: Email,
  code_channel: Type.Optional(Type.Union([Type.Literal('email'), Type.Literal('sms')], { default: 'email' })),
  /** The Malaysian mobile number the code goes to by SMS (code_channel sms). */
  phone: Type.Optional(Type.String({ maxLength: 20 })),
});

/** Codes asked for one number or one e-mail address, whoever asks and whatever the details. */
export const CODES_PER_DESTINATION = { max: 5, windowMs: 60 * 60_000 };

/** The E.164 form of a Malaysian mobile number (what can receive our texts); null for anything else. */
export function malaysianMobile(value: string | undefined): string | null {
  const phone = value ? parsePhoneNumberFromString(value, 'MY') : undefined;
  if (!phone?.isValid() || phone.country !== 'MY' || phone.getType() !== 'MOBILE') return null;
  return phone.number;
}

/** The channel of a code request and its number, or the field errors of a bad one. */
function codeChannel(
  body: { code_channel?: 'email' | 'sms'; phone?: string },
  fields: FieldErrors,
): { channel: 'email' | 'sms'; phone: string | null } {
  if (body.code_channel !== 'sms') return { channel: 'email', phone: null };
  const phone = malaysianMobile(body.phone);
  if (!phone) fields.phone = [{ key: body.phone?.trim() ? 'sms.mobileOnly' : 'validation.required' }];
  return { channel: 'sms', phone };
}

const SubmissionBody = Type.Object({
  ...CodeBody.properties,
  code: Type.String({ pattern: '^[0-9]{6}$', 'x-message': 'claims.codeInvalid' }),
  ...DeathDetails,
  bank_code: Type.String({ maxLength: 40 }),
  account_number: Type.String({ maxLength: 40 }),
});

const DemoSubmissionBody = Type.Object({ claimant_id_ref: dashedNric, ...DeathDetails });

function checkNric(fields: FieldErrors, field: string, value: string): void {
  const problem = validateDashedNric(value);
  if (problem) fields[field] = [{ key: problem }];
}

function checkDeathDetails(
  fields: FieldErrors,
  body: {
    claimant_name: string;
    claimant_phone: string;
    date_of_death: string;
    cause_of_death: string;
    marital_status: string;
  },
): void {
  if (!isValidPhone(body.claimant_phone)) fields.claimant_phone = [{ key: 'validation.invalidPhone' }];
  if (body.date_of_death > todayIso()) fields.date_of_death = [{ key: 'claims.dateOfDeath' }];
  if (!(causesOfDeath as readonly string[]).includes(body.cause_of_death)) {
    fields.cause_of_death = [{ key: 'claims.choiceUnknown' }];
  }
  if (!(maritalStatuses as readonly string[]).includes(body.marital_status)) {
    fields.marital_status = [{ key: 'claims.choiceUnknown' }];
  }
  if (!body.claimant_name.trim()) fields.claimant_name = [{ key: 'validation.required' }];
}

/** The member behind the request when it carries credentials; null for a guest. */
async function optionalMember(
  app: Parameters<FastifyPluginAsyncTypebox>[0],
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<string | null> {
  if (!request.headers.authorization && !request.session.get('access')) return null;
  await app.authenticate(request, reply);
  return request.auth?.userId ?? null;
}

function claimToken(request: FastifyRequest): string | null {
  const header = request.headers['x-claim-token'];
  if (typeof header === 'string' && header) return header;
  const query = (request.query as { token?: unknown } | undefined)?.token;
  return typeof query === 'string' && query ? query : null;
}

export interface ClaimsRoutesOptions {
  rateLimit: RateLimitOptions;
}

export const claimsRoutes: FastifyPluginAsyncTypebox<ClaimsRoutesOptions> = async (app) => {
  const maxBytes = app.config.claims?.maxUploadBytes ?? 8 * 1024 * 1024;
  if (!app.hasRequestDecorator('isMultipart')) {
    await app.register(multipart, { throwFileSizeLimit: true });
  }

  // Counted per number or address before anything is looked up, so a refusal says nothing about certificates
  // (in the same store as the per-client limit: Valkey or Redis when the API is scaled out).
  const countPerDestination = app.createRateLimit({
    max: CODES_PER_DESTINATION.max,
    timeWindow: CODES_PER_DESTINATION.windowMs,
    keyGenerator: (request) => {
      const body = request.body as { code_channel?: string; phone?: string; email?: string };
      return body.code_channel === 'sms'
        ? `claim-code:sms:${malaysianMobile(body.phone) ?? body.phone ?? ''}`
        : `claim-code:email:${(body.email ?? '').trim().toLowerCase()}`;
    },
  });
  const perDestination = async (request: FastifyRequest) => {
    const limit = await countPerDestination(request);
    if (limit.isAllowed || !limit.isExceeded) return;
    const seconds = String(Math.max(1, limit.ttlInSeconds));
    throw new AppError(
      429,
      'throttled',
      { key: 'errors.throttled', params: { seconds } },
      { headers: { 'retry-after': seconds } },
    );
  };

  app.post(
    '/code/',
    {
      config: { rateLimit: app.authRateLimit },
      preHandler: perDestination,
      schema: {
        tags,
        summary:
          "Send a one-time code, by e-mail or by SMS to a Malaysian mobile, to a claimant who knows the deceased's certificate",
        description:
          'Answers 202 whatever the details: a code goes out only when they match an issued certificate, and ' +
          'the answer never says whether one exists. code_channel sms sends it to phone (a Malaysian mobile ' +
          `number; anything else is a 400 on phone). At most ${CODES_PER_DESTINATION.max} requests an hour ` +
          'for one number or one e-mail address (429), besides the per-client limit. When the SMS provider ' +
          'refuses the number: 400 sms_undeliverable on phone; when it cannot be reached: 503 sms_unavailable.',
        body: CodeBody,
        response: {
          202: envelope(Type.Object({ detail: Type.String() })),
          ...errorResponses(400, 429, 503),
        },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const fields: FieldErrors = {};
      checkNric(fields, 'deceased_id_ref', body.deceased_id_ref);
      checkNric(fields, 'claimant_id_ref', body.claimant_id_ref);
      const { channel, phone } = codeChannel(body, fields);
      if (Object.keys(fields).length > 0) throw invalid(fields);
      try {
        await app.claims.requestCode({
          deceasedIdRef: body.deceased_id_ref,
          certificateNumber: body.certificate_number,
          claimantIdRef: body.claimant_id_ref,
          email: body.email,
          language: request.locale,
          channel,
          phone,
        });
      } catch (error) {
        if (!(error instanceof SmsError)) throw error;
        request.log.warn({ err: error, code: error.code }, 'claim code text not sent');
        if (error.failure === 'recipient') {
          throw new AppError(400, 'sms_undeliverable', 'sms.undeliverable', {
            fields: { phone: [{ key: 'sms.undeliverable' }] },
          });
        }
        throw new AppError(503, 'sms_unavailable', 'sms.unavailable');
      }
      const detail =
        channel === 'sms'
          ? translate(request.locale, 'sms.codeSent', {
              phone: formatPhone(phone!) ?? phone!,
              minutes: CODE_TTL_MINUTES,
            })
          : translate(request.locale, 'claims.codeSent', { email: body.email, minutes: CODE_TTL_MINUTES });
      return reply.status(202).send({ data: { detail } });
    },
  );

  app.post(
    '/submission/',
    {
      config: { rateLimit: app.authRateLimit },
      schema: {
        tags,
        summary: 'File a death claim with the code sent by code/ (guests, or members signed in)',
        description:
          'A wrong code and details that match no certificate get the same 400 claim_code_invalid. The answer ' +
          'carries tracker_token: the secret of the tracker link (also in every e-mail about the claim). A code ' +
          'sent by SMS needs the same code_channel and phone as its request.',
        body: SubmissionBody,
        response: {
          201: envelope(Type.Object({ claim: ClaimView, tracker_token: Type.String() })),
          ...errorResponses(400, 403, 409, 429),
        },
      },
    },
    async (request, reply) => {
      const userId = await optionalMember(app, request, reply);
      const body = request.body;
      const fields: FieldErrors = {};
      checkNric(fields, 'deceased_id_ref', body.deceased_id_ref);
      checkNric(fields, 'claimant_id_ref', body.claimant_id_ref);
      const { channel, phone } = codeChannel(body, fields);
      checkDeathDetails(fields, body);
      if (!isPayoutBank(body.bank_code)) fields.bank_code = [{ key: 'claims.bankUnknown' }];
      const accountNumber = payoutAccountNumber(body.account_number);
      if (!accountNumber) fields.account_number = [{ key: 'claims.accountNumber' }];
      if (Object.keys(fields).length > 0) throw invalid(fields);

      const { claim, token } = await app.claims.submit(
        {
          deceasedIdRef: body.deceased_id_ref,
          certificateNumber: body.certificate_number,
          claimantIdRef: body.claimant_id_ref,
          email: body.email,
          language: request.locale,
          channel,
          phone,
          code: body.code,
          claimantName: body.claimant_name.trim(),
          claimantPhone: normalizePhone(body.claimant_phone) ?? body.claimant_phone,
          relationship: body.relationship.trim(),
          dateOfDeath: body.date_of_death,
          causeOfDeath: body.cause_of_death as CauseOfDeath,
          maritalStatus: body.marital_status,
          bankCode: body.bank_code,
          accountNumber: accountNumber!,
        },
        userId,
      );
      const detail = await app.claims.byIdForStaff(claim.id);
      return reply
        .status(201)
        .send({ data: { claim: toClaimView(detail, request.locale), tracker_token: token } });
    },
  );

  app.post(
    '/kubur-pro-demo/:uuid/',
    {
      config: { rateLimit: app.authRateLimit },
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "File a demo claim on the member's own funeral-cover demo certificate (never paid)",
        description:
          "Only the member who holds the demo certificate may file; anyone else's, a quotation and an unknown " +
          'uuid answer the same 404. No code and no bank account: the claimant is the signed-in member, and ' +
          'staff review the claim as any other, but its approval never starts a payout. Documents go to ' +
          'submission/upload/ as for every claim.',
        security,
        params: UuidParams,
        body: DemoSubmissionBody,
        response: {
          201: envelope(Type.Object({ claim: ClaimView, tracker_token: Type.String() })),
          ...errorResponses(400, 403, 404, 409, 429),
        },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const fields: FieldErrors = {};
      checkNric(fields, 'claimant_id_ref', body.claimant_id_ref);
      checkDeathDetails(fields, body);
      if (Object.keys(fields).length > 0) throw invalid(fields);
      const { claim, token } = await app.claims.submitDemo({
        coverId: request.params.uuid,
        userId: request.auth!.userId,
        language: request.locale,
        claimantName: body.claimant_name.trim(),
        claimantIdRef: body.claimant_id_ref,
        claimantPhone: normalizePhone(body.claimant_phone) ?? body.claimant_phone,
        relationship: body.relationship.trim(),
        dateOfDeath: body.date_of_death,
        causeOfDeath: body.cause_of_death as CauseOfDeath,
        maritalStatus: body.marital_status,
      });
      const detail = await app.claims.byIdForStaff(claim.id);
      return reply
        .status(201)
        .send({ data: { claim: toClaimView(detail, request.locale), tracker_token: token } });
    },
  );

  app.post(
    '/submission/upload/',
    {
      config: { rateLimit: app.authRateLimit },
      schema: {
        tags,
        summary: 'Upload one document of a claim (its member, or the tracker token in x-claim-token)',
        description:
          `multipart/form-data: claim (uuid), kind (${claimDocumentKinds.join(', ')}), file (PDF, JPEG or ` +
          `PNG, checked by content, at most ${formatBytes(maxBytes)}). Another person's claim answers 404.`,
        consumes: ['multipart/form-data'],
        response: { 201: ClaimResult, ...errorResponses(400, 403, 404, 409, 415, 429) },
      },
    },
    async (request, reply) => {
      const userId = await optionalMember(app, request, reply);
      if (!request.isMultipart()) throw new AppError(415, 'unsupported_media_type', 'claims.notMultipart');
      const fields: FieldErrors = {};
      let claimId = '';
      let kind = '';
      let token = claimToken(request);
      let file: { data: Buffer; type: string; ext: string } | null = null;
      try {
        const parts = request.parts({
          limits: { fileSize: maxBytes, files: 1, fields: 4, parts: 5, fieldSize: 1024 },
        });
        for await (const part of parts) {
          if (part.type === 'field') {
            const value = typeof part.value === 'string' ? part.value.trim() : '';
            if (part.fieldname === 'claim') claimId = value;
            else if (part.fieldname === 'kind') kind = value;
            else if (part.fieldname === 'token') token = value;
            continue;
          }
          let data: Buffer;
          try {
            data = await part.toBuffer();
          } catch (error) {
            if (error instanceof app.multipartErrors.RequestFileTooLargeError) {
              fields.file = [{ key: 'claims.fileTooLarge', params: { max: formatBytes(maxBytes) } }];
              break;
            }
            throw error;
          }
          try {
            file = { data, ...(await checkDocument(data)) };
          } catch (error) {
            if (!(error instanceof DocumentRejectedError)) throw error;
            fields.file = [error.ref];
          }
        }
      } catch (error) {
        if (
          error instanceof app.multipartErrors.FilesLimitError ||
          error instanceof app.multipartErrors.PartsLimitError ||
          error instanceof app.multipartErrors.FieldsLimitError
        ) {
          throw new AppError(400, 'invalid', 'claims.notMultipart');
        }
        if (error instanceof AppError) throw error;
        request.log.info({ err: error }, 'unreadable multipart body');
        throw new AppError(400, 'malformed_body', 'errors.malformedBody');
      }
      if (!/^[0-9a-f-]{36}$/i.test(claimId)) throw new AppError(404, 'not_found', 'claims.notFound');
      if (!(claimDocumentKinds as readonly string[]).includes(kind))
        fields.kind = [{ key: 'claims.kindUnknown' }];
      if (!file && !fields.file) fields.file = [{ key: 'claims.fileRequired' }];
      if (Object.keys(fields).length > 0) throw invalid(fields);
      const detail = await app.claims.addDocument(
        claimId,
        { userId, token },
        kind as ClaimDocumentKind,
        file!,
      );
      return reply.status(201).send({ data: toClaimView(detail, request.locale) });
    },
  );

  app.get(
    '/',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "The signed-in member's claims",
        security,
        response: { 200: envelope(Type.Array(ClaimView)), ...errorResponses(403) },
      },
    },
    async (request) => {
      const rows = await app.claims.ofMember(request.auth!.userId);
      const details = await Promise.all(rows.map((row) => app.claims.detail(row)));
      return { data: details.map((detail) => toClaimView(detail, request.locale)) };
    },
  );

  app.get(
    '/:uuid/',
    {
      schema: {
        tags,
        summary: 'One claim for its tracker: its member, or the tracker token (x-claim-token or ?token=)',
        params: UuidParams,
        querystring: Type.Object({ token: Type.Optional(Type.String({ maxLength: 100 })) }),
        response: { 200: ClaimResult, ...errorResponses(400, 403, 404) },
      },
    },
    async (request, reply) => {
      const userId = await optionalMember(app, request, reply);
      const detail = await app.claims.forClaimant(request.params.uuid, {
        userId,
        token: claimToken(request),
      });
      return { data: toClaimView(detail, request.locale) };
    },
  );

  app.get(
    '/banks/',
    {
      schema: {
        tags,
        summary: 'Banks a claim can be paid to (the payout channel codes)',
        response: {
          200: envelope(Type.Array(Type.Object({ code: Type.String(), name: Type.String() }))),
        },
      },
    },
    async () => ({ data: payoutBanks.map((bank) => ({ code: bank.code, name: bank.name })) }),
  );
};

const ChoiceParams = Type.Object({
  name: Type.Union(Object.keys(choiceLists).map((name) => Type.Literal(name))),
});

/** utils/get-choices/<name>/: a choice list in the request's language. */
export const choicesRoutes: FastifyPluginAsyncTypebox<ClaimsRoutesOptions> = async (app, options) => {
  app.get(
    '/:name/',
    {
      config: { rateLimit: options.rateLimit },
      schema: {
        tags: ['utils'],
        summary: 'A choice list: marital-status, cause-of-death or policy-cancel-reasons',
        params: ChoiceParams,
        response: {
          200: envelope(Type.Array(Type.Object({ value: Type.String(), label: Type.String() }))),
          ...errorResponses(400, 429),
        },
      },
    },
    async (request) => ({ data: choices(request.params.name as ChoiceListName, request.locale) }),
  );
};

const DocParams = Type.Object({
  uuid: Type.String({ format: 'uuid' }),
  document: Type.String({ format: 'uuid' }),
});

/** staff/api/v1/claims: staff only (app.requireStaff), every action in the claim's audit trail. */
export const staffClaimsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.authenticate);
  app.addHook('preHandler', app.requireStaff);
  const staffTags = ['staff'];
  const actor = (request: FastifyRequest) => `staff:${request.auth!.userId}`;

  app.get(
    '/',
    {
      schema: {
        tags: staffTags,
        summary: 'Claims not yet paid or declined, oldest first, with their clocks',
        security,
        response: { 200: envelope(Type.Array(ClaimView)), ...errorResponses(403) },
      },
    },
    async (request) => {
      const rows = await app.claims.queue();
      const details = await Promise.all(rows.map((row) => app.claims.detail(row)));
      return { data: details.map((detail) => toClaimView(detail, request.locale)) };
    },
  );

  app.get(
    '/:uuid/',
    {
      schema: {
        tags: staffTags,
        summary: 'One claim with its claimant, payouts and audit trail',
        security,
        params: UuidParams,
        response: {
          200: envelope(
            Type.Object({
              claim: ClaimView,
              claimant: Type.Object({
                name: Type.String(),
                id_ref: Type.String(),
                email: Type.String(),
                phone: Type.String(),
                relationship: Type.String(),
                member: Nullable(Type.String()),
              }),
              payouts: Type.Array(
                Type.Object({
                  uuid: Type.String(),
                  attempt: Type.Integer(),
                  amount_sen: Type.Integer(),
                  status: Type.String(),
                  provider_payout_id: Nullable(Type.String()),
                  failure_code: Nullable(Type.String()),
                  requested_at: Type.String(),
                  settled_at: Nullable(Type.String()),
                }),
              ),
              events: Type.Array(
                Type.Object({
                  actor: Type.String(),
                  action: Type.String(),
                  detail: Type.Unknown(),
                  at: Type.String(),
                }),
              ),
            }),
          ),
          ...errorResponses(400, 403, 404),
        },
      },
    },
    async (request) => {
      const detail = await app.claims.byIdForStaff(request.params.uuid);
      const [payouts, events] = await Promise.all([
        app.claims.payouts(detail.claim.id),
        app.claims.events(detail.claim.id),
      ]);
      const { claim } = detail;
      return {
        data: {
          claim: toClaimView(detail, request.locale),
          claimant: {
            name: claim.claimantName,
            id_ref: claim.claimantIdRef,
            email: claim.claimantEmail,
            phone: claim.claimantPhone,
            relationship: claim.relationship,
            member: claim.claimantUserId,
          },
          payouts: payouts.map((payout) => ({
            uuid: payout.id,
            attempt: payout.attempt,
            amount_sen: payout.amountSen,
            status: payout.status,
            provider_payout_id: payout.providerPayoutId,
            failure_code: payout.failureCode,
            requested_at: payout.requestedAt.toISOString(),
            settled_at: payout.settledAt?.toISOString() ?? null,
          })),
          events: events.map((event) => ({
            actor: event.actor,
            action: event.action,
            detail: event.detail,
            at: event.at.toISOString(),
          })),
        },
      };
    },
  );

  app.get(
    '/:uuid/documents/:document/',
    {
      schema: {
        tags: staffTags,
        summary: 'A stored document of a claim',
        security,
        params: DocParams,
        produces: ['application/pdf', 'image/jpeg', 'image/png'],
        response: {
          200: Type.Unsafe<Buffer>({ type: 'string', format: 'binary' }),
          ...errorResponses(400, 403, 404),
        },
      },
    },
    async (request, reply) => {
      const file = await app.claims.documentFile(request.params.uuid, request.params.document);
      return reply
        .header('cache-control', 'private, no-store')
        .header('content-disposition', 'inline')
        .type(file.type)
        .send(file.data);
    },
  );

  app.post(
    '/:uuid/documents/:document/review/',
    {
      config: { rateLimit: app.authRateLimit },
      schema: {
        tags: staffTags,
        summary: 'Verify or reject a document; verified documents start the benefit clocks',
        security,
        params: DocParams,
        body: Type.Object({
          verdict: Type.Union([Type.Literal('verified'), Type.Literal('rejected')]),
          note: Type.Optional(Type.String({ maxLength: 500 })),
        }),
        response: { 200: ClaimResult, ...errorResponses(400, 403, 404, 429) },
      },
    },
    async (request) => {
      const detail = await app.claims.reviewDocument(
        request.params.uuid,
        request.params.document,
        request.body.verdict,
        request.body.note?.trim() || null,
        actor(request),
      );
      return { data: toClaimView(detail, request.locale) };
    },
  );

  app.post(
    '/:uuid/decision/',
    {
      config: { rateLimit: app.authRateLimit },
      schema: {
        tags: staffTags,
        summary: 'Approve a benefit (CB1 or DB1; the payout starts) or decline the claim with a reason',
        security,
        params: UuidParams,
        body: Type.Object({
          benefit: Type.Union([Type.Literal('CB1'), Type.Literal('DB1')]),
          decision: Type.Union([Type.Literal('approve'), Type.Literal('decline')]),
          reason: Type.Optional(Type.String({ maxLength: 1000 })),
        }),
        response: { 200: ClaimResult, ...errorResponses(400, 403, 404, 409, 429) },
      },
    },
    async (request) => {
      const detail = await app.claims.decide(
        request.params.uuid,
        request.body.benefit as BenefitCode,
        request.body.decision,
        request.body.reason ?? null,
        actor(request),
      );
      return { data: toClaimView(detail, request.locale) };
    },
  );

  app.post(
    '/:uuid/payouts/retry/',
    {
      config: { rateLimit: app.authRateLimit },
      schema: {
        tags: staffTags,
        summary: 'Send again the payouts the provider refused (returned to staff)',
        security,
        params: UuidParams,
        response: { 200: ClaimResult, ...errorResponses(400, 403, 404, 409, 429) },
      },
    },
    async (request) => {
      const detail = await app.claims.retryPayout(request.params.uuid, actor(request));
      return { data: toClaimView(detail, request.locale) };
    },
  );
};
