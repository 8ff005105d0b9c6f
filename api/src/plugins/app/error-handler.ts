// The one error handler: every failure answers `{ errors: { code, detail, fields? } }` in the request's language.
// Validation failures are 400 with messages per field; bad input never becomes a 500; 5xx internals are logged,
// never shown.
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isAppError } from '../../lib/errors';
import { translate, type Locale, type MessageKey, type MessageRef } from '../../lib/i18n';

interface AjvError {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  data?: unknown;
  parentSchema?: Record<string, unknown>;
  schema?: unknown;
}

export interface ErrorPayload {
  errors: { code: string; detail: string; fields?: Record<string, string[]> };
}

const NON_FIELD = 'non_field_errors';

function fieldName(error: AjvError): string {
  let pointer = error.instancePath;
  if (error.keyword === 'required') pointer += `/${String(error.params.missingProperty)}`;
  const name = pointer.replace(/^\//, '').split('/').join('.');
  return name || NON_FIELD;
}

function messageOf(error: AjvError): MessageRef {
  const schema = error.parentSchema ?? {};
  if (error.keyword === 'required') {
    const property = (schema.properties as Record<string, Record<string, unknown>> | undefined)?.[
      String(error.params.missingProperty)
    ];
    return { key: (property?.['x-required-message'] as MessageKey | undefined) ?? 'validation.required' };
  }
  if (error.data === '' || (error.keyword === 'minLength' && error.params.limit === 1)) {
    return { key: (schema['x-required-message'] as MessageKey | undefined) ?? 'validation.required' };
  }
  const custom = schema['x-message'] as MessageKey | undefined;
  if (custom) return { key: custom };
  switch (error.keyword) {
    case 'maxLength':
      return { key: 'errors.tooLong', params: { max: Number(error.params.limit) } };
    case 'maxItems':
      return { key: 'errors.tooMany', params: { max: Number(error.params.limit) } };
    case 'format':
      if (error.params.format === 'email') return { key: 'validation.invalidEmail' };
      return { key: 'errors.invalidValue' };
    default:
      return { key: 'errors.invalidValue' };
  }
}

export function validationFields(errors: AjvError[], locale: Locale): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const error of errors) {
    const name = fieldName(error);
    const ref = messageOf(error);
    const text = translate(locale, ref.key, ref.params);
    const list = (fields[name] ??= []);
    if (!list.includes(text)) list.push(text);
  }
  return fields;
}

function payload(
  locale: Locale,
  code: string,
  detail: MessageRef,
  fields?: Record<string, string[]>,
): ErrorPayload {
  const body: ErrorPayload = { errors: { code, detail: translate(locale, detail.key, detail.params) } };
  if (fields && Object.keys(fields).length > 0) body.errors.fields = fields;
  return body;
}

/** Client errors that Fastify raises itself (body parsing, content types), with our codes and texts. */
const frameworkErrors: Record<string, { status: number; code: string; key: MessageKey }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: 'payload_too_large', key: 'errors.payloadTooLarge' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    code: 'unsupported_media_type',
    key: 'errors.unsupportedMediaType',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, code: 'malformed_body', key: 'errors.malformedBody' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: 'malformed_body', key: 'errors.malformedBody' },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: 'malformed_body', key: 'errors.malformedBody' },
};

export function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const locale = request.locale;

  if (isAppError(error)) {
    if (error.headers) reply.headers(error.headers);
    const fields = error.fields
      ? Object.fromEntries(
          Object.entries(error.fields).map(([name, refs]) => [
            name,
            refs.map((ref) => translate(locale, ref.key, ref.params)),
          ]),
        )
      : undefined;
    return reply.status(error.statusCode).send(payload(locale, error.code, error.detail, fields));
  }

  if (error.validation) {
    const fields = validationFields(error.validation as unknown as AjvError[], locale);
    const first = Object.values(fields)[0]?.[0];
    const body = payload(locale, 'invalid', { key: 'errors.invalidInput' }, fields);
    if (first) body.errors.detail = first;
    return reply.status(400).send(body);
  }

  const known = error.code ? frameworkErrors[error.code] : undefined;
  if (known) return reply.status(known.status).send(payload(locale, known.code, { key: known.key }));

  // JSON syntax errors and any other client error Fastify raises before the handler runs.
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    request.log.info({ err: error }, 'client error');
    return reply.status(status).send(payload(locale, 'bad_request', { key: 'errors.malformedBody' }));
  }

  request.log.error({ err: error }, 'request failed');
  return reply.status(500).send(payload(locale, 'server_error', { key: 'errors.generic' }));
}

export const errorHandlerPlugin = fp(
  async (app) => {
    app.setErrorHandler(handleError);
    app.setNotFoundHandler((request, reply) => {
      reply.status(404).send(payload(request.locale, 'not_found', { key: 'errors.notFound' }));
    });
  },
  { name: 'error-handler', dependencies: ['request-context'] },
);
