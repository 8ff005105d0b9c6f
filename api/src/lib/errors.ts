// The one error type services throw; the error handler renders it as `{ errors: { code, detail, fields? } }`.
import type { MessageKey, MessageParams, MessageRef } from './i18n';

export type FieldErrors = Record<string, MessageRef[]>;

export class AppError extends Error {
  readonly statusCode: number;
  readonly code: string;
  readonly detail: MessageRef;
  readonly fields: FieldErrors | undefined;
  readonly headers: Record<string, string> | undefined;

  constructor(
    statusCode: number,
    code: string,
    detail: MessageKey | MessageRef,
    options: { fields?: FieldErrors; headers?: Record<string, string> } = {},
  ) {
    const ref = typeof detail === 'string' ? { key: detail } : detail;
    super(`${code}: ${ref.key}`);
    this.name = 'AppError';
    this.statusCode = statusCode;
    this.code = code;
    this.detail = ref;
    this.fields = options.fields;
    this.headers = options.headers;
  }
}

/** A 400 naming the fields at fault, each with its messages. */
export function fieldError(field: string, key: MessageKey, params?: MessageParams): AppError {
  return invalid({ [field]: [{ key, params }] });
}

export function invalid(fields: FieldErrors): AppError {
  const first = Object.values(fields)[0]?.[0];
  return new AppError(400, 'invalid', first ?? { key: 'errors.invalidInput' }, { fields });
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}
