// A sandbox of the eKYC vendor: the same call and answers as the real service, with outcomes chosen by the
// claimed NRIC's serial (its last four digits), so every path of the verification can be tried and tested.
// Serial 99xx: low face match; 98xx: tampered document; 97xx: unreadable card; 96xx: the card shows another
// NRIC; 95xx: liveness failed (a photo of a photo); 94xx: the service is down (503); anything else passes.
import crypto from 'node:crypto';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { fileTypeFromBuffer } from 'file-type/core';

export interface SandboxOptions {
  apiKey: string;
  logger?: boolean;
}

export interface SandboxAnswer {
  reference: string;
  document: { authentic: boolean; score: number; tampered: boolean; extracted_id_number: string | null };
  face_match: { score: number };
  liveness: { passed: boolean; score: number };
}

const imageFields = ['front_ic', 'back_ic', 'selfie'] as const;
const imageTypes = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/heif']);
const MAX_FILE_BYTES = 20 * 1024 * 1024;

/** The answer for a claimed NRIC (digits, dashes optional), or 'unavailable' for the 94xx serials. */
export function sandboxAnswer(idNumber: string): SandboxAnswer | 'unavailable' {
  const digits = idNumber.replace(/-/g, '');
  const dashed = `${digits.slice(0, 6)}-${digits.slice(6, 8)}-${digits.slice(8, 12)}`;
  const serial = digits.slice(8, 12);
  const reference = `sbx_${crypto.randomUUID()}`;
  const pass: SandboxAnswer = {
    reference,
    document: { authentic: true, score: 0.98, tampered: false, extracted_id_number: dashed },
    face_match: { score: 0.97 },
    liveness: { passed: true, score: 0.96 },
  };
  switch (serial.slice(0, 2)) {
    case '99':
      return { ...pass, face_match: { score: 0.41 } };
    case '98':
      return { ...pass, document: { ...pass.document, authentic: false, score: 0.35, tampered: true } };
    case '97':
      return {
        ...pass,
        document: { authentic: false, score: 0, tampered: false, extracted_id_number: null },
        face_match: { score: 0 },
      };
    case '96': {
      const other = `${dashed.slice(0, 10)}1234`;
      return { ...pass, document: { ...pass.document, extracted_id_number: other } };
    }
    case '95':
      return { ...pass, liveness: { passed: false, score: 0.12 } };
    case '94':
      return 'unavailable';
    default:
      return pass;
  }
}

export async function buildEkycVendorSandbox(options: SandboxOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger: options.logger ?? false });
  await app.register(multipart, { limits: { fileSize: MAX_FILE_BYTES, files: 3, fields: 4 } });

  app.get('/health', async () => ({ status: 'ok', service: 'ekyc-vendor-sandbox' }));

  app.post('/v1/verifications', async (request, reply) => {
    const key = request.headers['x-api-key'];
    if (typeof key !== 'string' || key !== options.apiKey) {
      return reply.status(401).send({ error: 'unauthorized', message: 'A valid x-api-key is required.' });
    }
    if (!request.isMultipart()) {
      return reply
        .status(415)
        .send({ error: 'unsupported_media_type', message: 'Send multipart/form-data.' });
    }
    let idNumber = '';
    const images = new Map<string, Buffer>();
    try {
      for await (const part of request.parts()) {
        if (part.type === 'field') {
          if (part.fieldname === 'id_number' && typeof part.value === 'string') idNumber = part.value.trim();
        } else if ((imageFields as readonly string[]).includes(part.fieldname)) {
          images.set(part.fieldname, await part.toBuffer());
        } else {
          await part.toBuffer();
        }
      }
    } catch {
      return reply
        .status(400)
        .send({ error: 'bad_request', message: 'The multipart body could not be read.' });
    }
    if (!/^\d{6}-?\d{2}-?\d{4}$/.test(idNumber)) {
      return reply.status(422).send({ error: 'invalid_id_number', message: 'id_number must be an NRIC.' });
    }
    for (const field of imageFields) {
      const data = images.get(field);
      const type = data && data.length > 0 ? await fileTypeFromBuffer(data) : undefined;
      if (!type || !imageTypes.has(type.mime)) {
        return reply.status(422).send({ error: 'invalid_image', message: `${field} must be an image.` });
      }
    }
    const answer = sandboxAnswer(idNumber);
    if (answer === 'unavailable') {
      return reply
        .status(503)
        .send({ error: 'unavailable', message: 'The service is temporarily unavailable.' });
    }
    return answer;
  });

  return app;
}
