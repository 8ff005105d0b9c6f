/**
 * Turns a failed call into a title and a text for a toast or an alert (the contract's shared error reader):
 * 1. an `errors` member: the title is the response's message, the text is the first error's message;
 *    for our API's `{ errors: { code, detail, fields } }` the text is the detail, else the first field message;
 * 2. a `message`: 'Error' and the message;
 * 3. a `detail`: 'Error' and the detail;
 * 4. anything else: 'Error' and 'An error has occurred'.
 */
import { isApiError } from './api-settings';
import i18next from 'i18next';
import { sharedNamespace } from '../domain/namespace';

export interface ReadableApiError {
  title: string;
  text: string;
}

type Translate = (key: string) => string;

const defaultTranslate: Translate = (key) => i18next.t(key, { ns: sharedNamespace });

function nonEmptyString(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

/** The first message of an error entry: a string, a list of strings, `{ message }` or `{ detail }`. */
function firstMessage(entry: unknown): string | null {
  if (nonEmptyString(entry)) return entry;
  if (Array.isArray(entry)) {
    for (const item of entry) {
      const found = firstMessage(item);
      if (found) return found;
    }
    return null;
  }
  if (typeof entry === 'object' && entry !== null) {
    const { message, detail } = entry as { message?: unknown; detail?: unknown };
    if (nonEmptyString(message)) return message;
    if (nonEmptyString(detail)) return detail;
  }
  return null;
}

function textOfErrors(errors: unknown): string | null {
  if (Array.isArray(errors)) return firstMessage(errors);
  if (typeof errors !== 'object' || errors === null) return firstMessage(errors);
  const { code, detail, fields } = errors as { code?: unknown; detail?: unknown; fields?: unknown };
  // Our API: { code, detail, fields?: { name: [messages] } }.
  if (code !== undefined || detail !== undefined || fields !== undefined) {
    if (nonEmptyString(detail)) return detail;
    if (typeof fields === 'object' && fields !== null) {
      for (const messages of Object.values(fields)) {
        const found = firstMessage(messages);
        if (found) return found;
      }
    }
    return null;
  }
  // Older generation: a map of field -> messages.
  for (const value of Object.values(errors)) {
    const found = firstMessage(value);
    if (found) return found;
  }
  return null;
}

/** The response body of an axios error; a plain object is taken as a body already read. */
function bodyOf(error: unknown): Record<string, unknown> | null {
  if (isApiError(error)) {
    const data: unknown = error.response?.data;
    return typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : null;
  }
  // A thrown Error's own message is a programming detail, not something to show.
  if (error instanceof Error) return null;
  return typeof error === 'object' && error !== null ? (error as Record<string, unknown>) : null;
}

export function readApiError(error: unknown, t: Translate = defaultTranslate): ReadableApiError {
  const errorTitle = t('errors.title');
  const fallback = { title: errorTitle, text: t('errors.generic') };
  const body = bodyOf(error);
  if (!body) return fallback;
  if (body.errors !== undefined && body.errors !== null) {
    return {
      title: nonEmptyString(body.message) ? body.message : errorTitle,
      text: textOfErrors(body.errors) ?? fallback.text,
    };
  }
  if (nonEmptyString(body.message)) return { title: errorTitle, text: body.message };
  if (nonEmptyString(body.detail)) return { title: errorTitle, text: body.detail };
  return fallback;
}
