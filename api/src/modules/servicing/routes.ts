// policy/api/v1/policies/<uuid>/changes/ and history/: the holder changes the nominee or the contact details of a
// live certificate with a code e-mailed to them, and reads what changed. Another member's certificate is a 404.
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { isValidPhone, normalizePhone } from '@teduh/shared/domain';
import { invalid, type FieldErrors } from '../../lib/errors';
import { envelope, errorResponses } from '../../lib/http-schemas';
import { translate, type Locale, type MessageKey } from '../../lib/i18n';
import { lookupPostcode } from '../ekyc/routes';
import { BeneficiaryIn, PolicyResult } from '../certificates/schemas';
import { presentPolicy } from '../policies/routes';
import type { ProposedChange } from '../../db/schema';
import { policyCancelReasons } from '../claims/choices';
import { splitCancelReason } from './cancel-reason';
import type { CertificateHistoryRow, ChangeBlock } from './servicing-service';

const tags = ['certificates'];
const security: Record<string, string[]>[] = [{ sessionCookie: [] }, { accessToken: [] }];
const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Union([schema, Type.Null()]);
const required = { 'x-required-message': 'validation.required' } as const;

const Params = Type.Object({ uuid: Type.String({ format: 'uuid', 'x-message': 'certificates.notFound' }) });
const ChangeParams = Type.Object({
  uuid: Type.String({ format: 'uuid', 'x-message': 'certificates.notFound' }),
  change: Type.String({ format: 'uuid', 'x-message': 'servicing.changeNotFound' }),
});

const ContactIn = Type.Object({
  phone: Type.String({ minLength: 1, maxLength: 30, ...required }),
  address_1: Type.String({ minLength: 1, maxLength: 200, ...required }),
  address_2: Type.Optional(Nullable(Type.String({ maxLength: 200 }))),
  postcode: Type.String({ pattern: '^\\d{5}$', 'x-message': 'validation.postcode', ...required }),
  city: Type.String({ minLength: 1, maxLength: 100, ...required }),
  state: Type.String({ minLength: 1, maxLength: 100, ...required }),
});

const ChangeBody = Type.Object(
  { nominee: Type.Optional(BeneficiaryIn), contact: Type.Optional(ContactIn) },
  { description: 'Exactly one of nominee (hibah or wasi, payout 100 and agreed) or contact' },
);

const CodeSent = envelope(
  Type.Object({
    change: Type.String({ format: 'uuid' }),
    email: Type.String(),
    expires_at: Type.String({ format: 'date-time' }),
    resend_after_seconds: Type.Integer(),
  }),
);

const Block = Nullable(Type.Object({ code: Type.String(), detail: Type.String() }));

const HistoryEntry = Type.Object({
  id: Type.Integer(),
  kind: Type.Union([
    Type.Literal('nominee'),
    Type.Literal('contact_phone'),
    Type.Literal('contact_address'),
    Type.Literal('cancellation'),
  ]),
  actor: Type.Union([Type.Literal('holder'), Type.Literal('staff'), Type.Literal('system')]),
  at: Type.String({ format: 'date-time' }),
  from: Type.Unknown({
    description: 'The value before: a nominee, a phone number, an address; null when none',
  }),
  to: Type.Unknown({ description: 'The value after; for a cancellation its reason and effective date' }),
});

const blockMessages: Record<Exclude<ChangeBlock, null>, MessageKey> = {
  not_live: 'servicing.notLive',
  claim_in_progress: 'servicing.claimInProgress',
};

function presentBlock(block: ChangeBlock, locale: Locale) {
  return block ? { code: block, detail: translate(locale, blockMessages[block]) } : null;
}

export function presentHistory(row: CertificateHistoryRow, locale: Locale) {
  let to = row.toValue;
  if (row.kind === 'cancellation' && to && typeof to === 'object') {
    const value = to as { reason: string; effective_date: string };
    const { code, text } = splitCancelReason(value.reason);
    const listed = (policyCancelReasons as readonly string[]).includes(code);
    to = {
      reason: listed ? code : 'other',
      // A reason kept before the list existed is the member's own words.
      reason_label: translate(locale, `choices.cancel.${listed ? code : 'other'}` as MessageKey),
      reason_text: listed ? text : value.reason,
      effective_date: value.effective_date,
    };
  }
  return {
    id: row.id,
    kind: row.kind,
    actor: row.actorRole,
    at: row.at.toISOString(),
    from: row.fromValue ?? null,
    to: to ?? null,
  };
}

export const servicingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/policies/:uuid/history/',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "The certificate's history: nominee and contact changes and cancellation, oldest first",
        security,
        params: Params,
        response: { 200: envelope(Type.Array(HistoryEntry)), ...errorResponses(400, 403, 404) },
      },
    },
    async (request) => {
      const rows = await app.servicing.history(request.auth!.userId, request.params.uuid);
      return { data: rows.map((row) => presentHistory(row, request.locale)) };
    },
  );

  app.get(
    '/policies/:uuid/changes/',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'What holds back a nominee or contact change now (null: it can be made)',
        security,
        params: Params,
        response: {
          200: envelope(Type.Object({ nominee: Block, contact: Block })),
          ...errorResponses(400, 403, 404),
        },
      },
    },
    async (request) => {
      const blocks = await app.servicing.blocks(request.auth!.userId, request.params.uuid);
      return {
        data: {
          nominee: presentBlock(blocks.nominee, request.locale),
          contact: presentBlock(blocks.contact, request.locale),
        },
      };
    },
  );

  app.post(
    '/policies/:uuid/changes/',
    {
      onRequest: app.authenticate,
      config: { rateLimit: app.authRateLimit },
      schema: {
        tags,
        summary: 'Ask to change the nominee or the contact details: a 6-digit code is e-mailed to the holder',
        description:
          'Nothing changes until confirm/ gets the code (10 minutes, 5 attempts; a new code at most every 60 ' +
          'seconds, else 429 pin_resend_cooldown). 409 certificate_not_live for a certificate not in force or ' +
          'being cancelled; 409 claim_in_progress for a nominee change while a claim is handled.',
        security,
        params: Params,
        body: ChangeBody,
        response: { 202: CodeSent, ...errorResponses(400, 403, 404, 409, 429) },
      },
    },
    async (request, reply) => {
      const { nominee, contact } = request.body;
      if ((nominee ? 1 : 0) + (contact ? 1 : 0) !== 1) {
        throw invalid({ non_field_errors: [{ key: 'errors.invalidValue' }] });
      }
      let proposed: ProposedChange;
      if (nominee) {
        const checked = await app.quotations.checkBeneficiary(nominee).catch((error: unknown) => {
          // The quotation's field names (beneficiary.x) become this call's (nominee.x).
          if (error instanceof Error && 'fields' in error && (error as { fields?: FieldErrors }).fields) {
            const fields = (error as { fields: FieldErrors }).fields;
            throw invalid(
              Object.fromEntries(
                Object.entries(fields).map(([key, value]) => [
                  key.replace(/^beneficiary\./, 'nominee.'),
                  value,
                ]),
              ),
            );
          }
          throw error;
        });
        proposed = { kind: 'nominee', nominee: checked };
      } else {
        const body = contact!;
        const fields: FieldErrors = {};
        if (!isValidPhone(body.phone)) fields['contact.phone'] = [{ key: 'validation.invalidPhone' }];
        if (!lookupPostcode(body.postcode)) fields['contact.postcode'] = [{ key: 'ekyc.postcodeUnknown' }];
        for (const name of ['address_1', 'city', 'state'] as const) {
          if (!body[name].trim()) fields[`contact.${name}`] = [{ key: 'validation.required' }];
        }
        if (Object.keys(fields).length > 0) throw invalid(fields);
        proposed = {
          kind: 'contact',
          contact: {
            phone: normalizePhone(body.phone) ?? body.phone.trim(),
            address: {
              address_1: body.address_1.trim(),
              address_2: body.address_2?.trim() || null,
              postcode: body.postcode,
              city: body.city.trim(),
              state: body.state.trim(),
            },
          },
        };
      }
      const sent = await app.servicing.request(
        request.auth!.userId,
        request.params.uuid,
        proposed,
        request.locale,
      );
      return reply.status(202).send({
        data: {
          change: sent.change,
          email: sent.email,
          expires_at: sent.expiresAt.toISOString(),
          resend_after_seconds: sent.resendAfterSeconds,
        },
      });
    },
  );

  app.post(
    '/policies/:uuid/changes/:change/resend/',
    {
      onRequest: app.authenticate,
      config: { rateLimit: app.authRateLimit },
      schema: {
        tags,
        summary: 'E-mail a new code for a change still waiting for one (the earlier code stops working)',
        security,
        params: ChangeParams,
        response: { 202: CodeSent, ...errorResponses(400, 403, 404, 409, 429) },
      },
    },
    async (request, reply) => {
      const sent = await app.servicing.resend(
        request.auth!.userId,
        request.params.uuid,
        request.params.change,
        request.locale,
      );
      return reply.status(202).send({
        data: {
          change: sent.change,
          email: sent.email,
          expires_at: sent.expiresAt.toISOString(),
          resend_after_seconds: sent.resendAfterSeconds,
        },
      });
    },
  );

  app.post(
    '/policies/:uuid/changes/:change/confirm/',
    {
      onRequest: app.authenticate,
      config: { rateLimit: app.authRateLimit },
      schema: {
        tags,
        summary: 'Apply a change with its e-mailed code; the holder is e-mailed what changed',
        description:
          'A wrong code answers 400 otp_invalid, an expired, replaced or used one 400 otp_expired, too many ' +
          'wrong ones 400 otp_attempts_exceeded (each with fields.pin).',
        security,
        params: ChangeParams,
        body: Type.Object({
          pin: Type.String({ pattern: '^[0-9]{6}$', 'x-message': 'auth.pinInvalid', ...required }),
        }),
        response: { 200: PolicyResult, ...errorResponses(400, 403, 404, 409, 429) },
      },
    },
    async (request) => {
      const row = await app.servicing.confirm(
        request.auth!.userId,
        request.params.uuid,
        request.params.change,
        request.body.pin,
      );
      return { data: await presentPolicy(app, row, request.locale) };
    },
  );
};
