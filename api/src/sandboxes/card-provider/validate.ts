// Request checks of the card sandbox, answering in the wording and codes of Xendit's validation errors
// (e.g. "request/body must have required property 'session_type'", apidocs/create-session.md).
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../http';
import type { JsonObject } from './model';

/** Session metadata limits, from the INVALID_METADATA error of apidocs/create-session.md. */
export const SESSION_METADATA = {
  keys: 20,
  keyLength: 40,
  valueLength: 80,
  stringsOnly: true,
  code: 'INVALID_METADATA',
};
/** Payments API metadata limits (Payments_API_MerchantMetadata). */
export const PAYMENTS_METADATA = {
  keys: 50,
  keyLength: 40,
  valueLength: 500,
  stringsOnly: false,
  code: 'API_VALIDATION_ERROR',
};

export function validationError(message: string): HttpError {
  return new HttpError(400, 'API_VALIDATION_ERROR', message);
}

export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The request body as an object (400 otherwise), in the wording of Xendit's validation errors. */
export function body(request: FastifyRequest): JsonObject {
  if (!isObject(request.body)) throw validationError('request/body must be object');
  return request.body;
}

export function requireFields(input: JsonObject, fields: string[]): void {
  for (const field of fields) {
    if (input[field] === undefined || input[field] === null) {
      throw validationError(`request/body must have required property '${field}'`);
    }
  }
}

export function text(input: JsonObject, field: string, { min = 1, max = 255 } = {}): string {
  const value = input[field];
  if (typeof value !== 'string') throw validationError(`request/body/${field} must be string`);
  if (value.length < min || value.length > max) {
    throw validationError(`request/body/${field} must have between ${min} and ${max} characters`);
  }
  return value;
}

export function optionalText(
  input: JsonObject,
  field: string,
  limits?: { min?: number; max?: number },
): string | null {
  return input[field] === undefined || input[field] === null ? null : text(input, field, limits);
}

export function oneOf<T extends string>(input: JsonObject, field: string, allowed: readonly T[]): T {
  const value = input[field];
  if (typeof value !== 'string' || !(allowed as readonly string[]).includes(value)) {
    throw validationError(
      `request/body/${field} must be equal to one of the allowed values: ${allowed.join(', ')}`,
    );
  }
  return value as T;
}

/** HTTPS, or http:// on this machine (the sandbox's one deviation, see the file header). */
export function isAllowedReturnUrl(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  try {
    const url = new URL(value);
    if (url.protocol === 'https:') return true;
    return url.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
  } catch {
    return false;
  }
}

export function metadata(
  value: unknown,
  limits: { keys: number; keyLength: number; valueLength: number; stringsOnly: boolean; code: string },
): JsonObject | null {
  if (value === undefined || value === null) return null;
  const refuse = (message: string) => new HttpError(400, limits.code, message);
  if (!isObject(value)) throw refuse('Metadata must be an object');
  const entries = Object.entries(value);
  if (entries.length > limits.keys) throw refuse(`Metadata must have at most ${limits.keys} keys`);
  for (const [key, entry] of entries) {
    if (key.length > limits.keyLength)
      throw refuse(`Metadata key must have at most ${limits.keyLength} characters`);
    if (limits.stringsOnly && typeof entry !== 'string') throw refuse('Metadata value must be a string');
    const length = typeof entry === 'string' ? entry.length : JSON.stringify(entry).length;
    if (length > limits.valueLength) {
      throw refuse(`Metadata value must have at most ${limits.valueLength} characters`);
    }
  }
  return { ...value };
}
