// The HTTP client of an employer partner's own eligibility API (the interface of
// api/src/sandboxes/partner-eligibility): is this NRIC an employee entitled to the sponsored cover?
import { Type } from '@fastify/type-provider-typebox';
import { Value } from 'typebox/value';

export interface EligibilityClientOptions {
  apiKey: string;
  timeoutMs: number;
  fetch?: typeof fetch;
}

const EmployeeRecord = Type.Object({
  national_id: Type.String(),
  eligible: Type.Boolean(),
  employee_id: Type.Union([Type.String(), Type.Null()]),
  employment_status: Type.String(),
  reason: Type.Union([Type.String(), Type.Null()]),
});

/** What the partner said: an entitled employee (with their number), or why not. */
export type PartnerAnswer =
  | { eligible: true; memberRef: string }
  | { eligible: false; reason: 'not_listed' | 'employment_ended' | 'probation' | 'not_entitled' };

/** The partner's API could not answer (down, timed out, refused our key, or answered nonsense). */
export class PartnerApiError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
    this.name = 'PartnerApiError';
  }
}

export class EligibilityClient {
  private readonly fetchImpl: typeof fetch;

  constructor(private readonly options: EligibilityClientOptions) {
    this.fetchImpl = options.fetch ?? fetch;
  }

  async check(baseUrl: string, idRef: string): Promise<PartnerAnswer> {
    const url = new URL('/v1/employee-benefit/eligibility', baseUrl);
    url.searchParams.set('national_id', idRef);
    let response: Response;
    try {
      response = await this.fetchImpl(url, {
        headers: { authorization: `Bearer ${this.options.apiKey}`, accept: 'application/json' },
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
    } catch (error) {
      const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
      throw new PartnerApiError(`partner eligibility API unreachable (${reason})`, null);
    }
    const text = await response.text();
    if (response.status === 404) return { eligible: false, reason: 'not_listed' };
    if (!response.ok) {
      throw new PartnerApiError(
        `partner eligibility API answered ${response.status}: ${text.slice(0, 200)}`,
        response.status,
      );
    }
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      throw new PartnerApiError(
        'partner eligibility API answered something other than JSON',
        response.status,
      );
    }
    if (!Value.Check(EmployeeRecord, body)) {
      throw new PartnerApiError('partner eligibility API answered an unexpected shape', response.status);
    }
    if (body.eligible && body.employee_id) return { eligible: true, memberRef: body.employee_id };
    const reason =
      body.reason === 'employment_ended' || body.reason === 'probation' ? body.reason : 'not_entitled';
    return { eligible: false, reason };
  }
}
