// The eKYC vendor's HTTP API: one call sends the three images and the claimed NRIC and answers the document,
// face-match and liveness checks. Timeouts and failures throw; the job queue retries with backoff.
import { Type, type Static } from '@fastify/type-provider-typebox';
import { Value } from 'typebox/value';
import type { EkycVendorResult } from '../../db/schema';

export interface VendorImage {
  data: Buffer;
  type: string;
  filename: string;
}

export interface VendorRequest {
  idNumber: string;
  frontIc: VendorImage;
  backIc: VendorImage;
  selfie: VendorImage;
}

export interface VendorClientOptions {
  baseUrl: string;
  apiKey: string;
  timeoutMs: number;
  fetch?: typeof fetch;
}

const Score = Type.Number({ minimum: 0, maximum: 1 });

export const VendorResponse = Type.Object({
  reference: Type.Optional(Type.String()),
  document: Type.Object({
    authentic: Type.Boolean(),
    score: Score,
    tampered: Type.Boolean(),
    extracted_id_number: Type.Union([Type.String(), Type.Null()]),
  }),
  face_match: Type.Object({ score: Score }),
  liveness: Type.Object({ passed: Type.Boolean(), score: Score }),
});
export type VendorResponse = Static<typeof VendorResponse>;

export class VendorError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
    this.name = 'VendorError';
  }
}

export class VendorClient {
  private readonly fetchImpl: typeof fetch;

  constructor(private readonly options: VendorClientOptions) {
    this.fetchImpl = options.fetch ?? fetch;
  }

  async verify(request: VendorRequest): Promise<EkycVendorResult> {
    const form = new FormData();
    form.set('id_number', request.idNumber);
    for (const [field, image] of [
      ['front_ic', request.frontIc],
      ['back_ic', request.backIc],
      ['selfie', request.selfie],
    ] as const) {
      form.set(field, new Blob([new Uint8Array(image.data)], { type: image.type }), image.filename);
    }

    let response: Response;
    try {
      response = await this.fetchImpl(`${this.options.baseUrl}/v1/verifications`, {
        method: 'POST',
        headers: { 'x-api-key': this.options.apiKey, accept: 'application/json' },
        body: form,
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
    } catch (error) {
      const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
      throw new VendorError(`eKYC vendor unreachable (${reason})`, null);
    }
    const text = await response.text();
    if (!response.ok) {
      throw new VendorError(
        `eKYC vendor answered ${response.status}: ${text.slice(0, 200)}`,
        response.status,
      );
    }
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      throw new VendorError('eKYC vendor answered something other than JSON', response.status);
    }
    if (!Value.Check(VendorResponse, body)) {
      throw new VendorError('eKYC vendor answered an unexpected shape', response.status);
    }
    return {
      reference: body.reference ?? null,
      document: body.document,
      face_match: body.face_match,
      liveness: body.liveness,
    };
  }
}
