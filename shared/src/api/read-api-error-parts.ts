import { isApiError } from './api-settings';

/** Messages per field of an API error `{ errors: { code, detail, fields: { name: [messages] } } }`. */
export type FieldMessages = Record<string, string[]>;

export interface ApiErrorParts {
  status: number | null;
  code: string | null;
  detail: string | null;
  fields: FieldMessages;
  /** Seconds from the Retry-After header, when the API sent one. */
  retryAfterSeconds: number | null;
  /** True when no answer came at all (offline, or the API is down). */
  network: boolean;
}

function messagesOf(value: unknown): string[] {
  if (typeof value === 'string') return value.trim() === '' ? [] : [value];
  if (Array.isArray(value)) return value.flatMap(messagesOf);
  if (typeof value === 'object' && value !== null) {
    const { message, detail } = value as { message?: unknown; detail?: unknown };
    return messagesOf(message ?? detail);
  }
  return [];
}

/** Reads the parts of a failed call that a form needs to put each message next to its field. */
export function readApiErrorParts(error: unknown): ApiErrorParts {
  const parts: ApiErrorParts = {
    status: null,
    code: null,
    detail: null,
    fields: {},
    retryAfterSeconds: null,
    network: false,
  };
  if (!isApiError(error)) return parts;
  if (!error.response) return { ...parts, network: true };
  parts.status = error.response.status;
  const retryAfter = Number(error.response.headers?.['retry-after']);
  if (Number.isFinite(retryAfter) && retryAfter > 0) parts.retryAfterSeconds = Math.ceil(retryAfter);
  const body: unknown = error.response.data;
  const errors =
    typeof body === 'object' && body !== null ? (body as { errors?: unknown }).errors : undefined;
  if (typeof errors !== 'object' || errors === null) return parts;
  const { code, detail, fields } = errors as { code?: unknown; detail?: unknown; fields?: unknown };
  if (typeof code === 'string') parts.code = code;
  if (typeof detail === 'string' && detail.trim() !== '') parts.detail = detail;
  if (typeof fields === 'object' && fields !== null) {
    for (const [name, value] of Object.entries(fields)) {
      const messages = messagesOf(value);
      if (messages.length > 0) parts.fields[name] = messages;
    }
  }
  return parts;
}
