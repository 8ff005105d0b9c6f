// The HTTP plumbing both payment clients share: JSON over fetch with a timeout, an idempotency key on every
// mutating call, and answers checked against a schema, so a provider's surprise is an error, not bad data.
import type { Static, TSchema } from '@fastify/type-provider-typebox';
import { Value } from 'typebox/value';

/**
 * How a provider call went wrong. Only `refused` says the provider did nothing: it answered a 4xx that is
 * not a "try again" (408, 409, 429). For the others the call may have taken effect, so a charge or a refund
 * behind one is never booked as failed: it stays open and is reconciled.
 */
export type ProviderErrorKind = 'refused' | 'unreachable' | 'server' | 'try-again' | 'unreadable';

/** The external parties reached through this plumbing. */
export type ProviderName = 'card' | 'fpx' | 'partner-insurer';

export class ProviderError extends Error {
  constructor(
    readonly provider: ProviderName,
    message: string,
    /** HTTP status of the provider's answer; null when it could not be reached or timed out. */
    readonly status: number | null,
    /** The provider's error code (DUPLICATE_ERROR, BANK_OFFLINE, ...), when it sent one. */
    readonly errorCode: string | null = null,
    readonly kind: ProviderErrorKind = status === null ? 'unreachable' : status >= 500 ? 'server' : 'refused',
    /** The answer's JSON when it had some (an unreadable 2xx may still name the object it created). */
    readonly body: unknown = null,
  ) {
    super(message);
    this.name = 'ProviderError';
  }

  /** The provider refused the request outright: nothing was charged, refunded or changed. */
  get refused(): boolean {
    return this.kind === 'refused';
  }
}

/** 4xx answers that mean "not now" rather than "no" (409: this idempotency key is busy or was used). */
const retryableClientStatuses = new Set([408, 409, 425, 429]);

export interface ProviderHttpOptions {
  provider: ProviderName;
  baseUrl: string;
  authorization: string;
  timeoutMs: number;
  fetch?: typeof fetch;
}

export interface ProviderCall<S extends TSchema> {
  method: 'GET' | 'POST' | 'PATCH';
  path: string;
  query?: Record<string, string | undefined>;
  body?: unknown;
  /** Required on every POST: derived from our own record ids, so a retried call is never a second charge. */
  idempotencyKey?: string;
  /** Extra headers the call needs (the provider's `api-version`). */
  headers?: Record<string, string>;
  schema: S;
}

export class ProviderHttp {
  private readonly fetchImpl: typeof fetch;

  constructor(private readonly options: ProviderHttpOptions) {
    this.fetchImpl = options.fetch ?? fetch;
  }

  async call<S extends TSchema>(call: ProviderCall<S>): Promise<Static<S>> {
    const { provider } = this.options;
    if (call.method === 'POST' && !call.idempotencyKey) {
      throw new Error(`A POST to ${call.path} needs an idempotency key`);
    }
    const url = new URL(`${this.options.baseUrl}${call.path}`);
    for (const [key, value] of Object.entries(call.query ?? {})) {
      if (value !== undefined) url.searchParams.set(key, value);
    }
    const headers: Record<string, string> = {
      ...call.headers,
      authorization: this.options.authorization,
      accept: 'application/json',
    };
    if (call.body !== undefined) headers['content-type'] = 'application/json';
    if (call.idempotencyKey) headers['idempotency-key'] = call.idempotencyKey;

    let response: Response;
    try {
      response = await this.fetchImpl(url, {
        method: call.method,
        headers,
        body: call.body === undefined ? undefined : JSON.stringify(call.body),
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
    } catch (error) {
      const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
      throw new ProviderError(provider, `${provider} provider unreachable (${reason})`, null);
    }
    let text: string;
    try {
      text = await response.text();
    } catch (error) {
      const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
      throw new ProviderError(
        provider,
        `${provider} provider answer cut off (${reason})`,
        response.status,
        null,
        'unreadable',
      );
    }
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      // A proxy's HTML error page says nothing about whether the provider acted.
      const kind = response.status >= 500 ? 'server' : 'unreadable';
      throw new ProviderError(
        provider,
        `${provider} provider answered non-JSON (${response.status})`,
        response.status,
        null,
        kind,
      );
    }
    if (!response.ok) {
      const body = (json ?? {}) as { error_code?: unknown; message?: unknown };
      const code = typeof body.error_code === 'string' ? body.error_code : null;
      const message = typeof body.message === 'string' ? body.message : `HTTP ${response.status}`;
      const kind =
        response.status >= 500
          ? 'server'
          : retryableClientStatuses.has(response.status)
            ? 'try-again'
            : 'refused';
      throw new ProviderError(
        provider,
        `${provider} provider: ${message}`,
        response.status,
        code,
        kind,
        json,
      );
    }
    if (!Value.Check(call.schema, json)) {
      const first = Value.Errors(call.schema, json)[0];
      throw new ProviderError(
        provider,
        `${provider} provider answered an unexpected shape (${first?.instancePath ?? ''} ${first?.message ?? ''})`,
        response.status,
        null,
        'unreadable',
        json,
      );
    }
    return json as Static<S>;
  }
}

/** Ringgit as the providers write it ("12.34" or 12.34) from integer sen, and back. */
export function senToDecimal(sen: number): string {
  const sign = sen < 0 ? '-' : '';
  const abs = Math.abs(sen);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

export function decimalToSen(value: string | number): number {
  const text = typeof value === 'number' ? value.toFixed(2) : value;
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) throw new Error(`Not an amount: ${text}`);
  const sen = Number(match[2]) * 100 + Number((match[3] ?? '0').padEnd(2, '0'));
  return match[1] ? -sen : sen;
}
