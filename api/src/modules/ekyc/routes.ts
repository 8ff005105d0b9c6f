// ekyc/api/v1 (submission, images, reset, checks, postcodes) and ekyc/api/v2/declaration. Contract section 7.2.
import multipart from '@fastify/multipart';
import type { RateLimitOptions } from '@fastify/rate-limit';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { isValidPhone, normalizePhone, validateDashedNric } from '@teduh/shared/domain';
import { findPostcode } from 'malaysia-postcodes';
import type { EkycImageKind } from '../../db/schema';
import { AppError, invalid, type FieldErrors } from '../../lib/errors';
import { errorResponses } from '../../lib/http-schemas';
import { isCountryCode } from './countries';
import { imageKinds, toDeclaration, toSubmission, type CheckKind } from './ekyc-service';
import { ImageRejectedError, prepareImage, type PreparedImage } from './images';
import {
  DeclarationBody,
  DeclarationCreated,
  DeclarationResult,
  ImageParams,
  OverviewResult,
  PostcodeParams,
  PostcodeResult,
  SubmissionResult,
  UuidParams,
  VerifyDocResult,
  VerifyFaceResult,
  VerifyIdResult,
} from './schemas';

export interface EkycRoutesOptions {
  /** Limit of the public postcode lookup per client address. */
  rateLimit: RateLimitOptions;
}

const tags = ['ekyc'];

/** 8388608 -> '8 MB', 204800 -> '200 KB'. */
export function formatBytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${Math.floor(bytes / 1024 / 1024)} MB` : `${Math.floor(bytes / 1024)} KB`;
}
const security: Record<string, string[]>[] = [{ sessionCookie: [] }, { accessToken: [] }];

/** A Malaysian postcode's city and state, from the malaysia-postcodes data; null when unknown. */
export function lookupPostcode(postcode: string): { postcode: string; city: string; state: string } | null {
  const found = findPostcode(postcode, true);
  if (!found.found || !found.city || !found.state) return null;
  return { postcode, city: found.city, state: found.state };
}

export const ekycRoutes: FastifyPluginAsyncTypebox<EkycRoutesOptions> = async (app, options) => {
  const { config } = app;
  const maxBytes = config.ekyc.maxImageBytes;
  // Multipart only for these routes (unless the app already parses it everywhere).
  if (!app.hasRequestDecorator('isMultipart')) {
    await app.register(multipart, { throwFileSizeLimit: true });
  }

  app.get(
    '/v1/',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "The member's verification status, current submission and declaration",
        security,
        response: { 200: OverviewResult, ...errorResponses(403) },
      },
    },
    async (request) => ({ data: await app.ekyc.overview(request.auth!.userId, request.locale) }),
  );

  app.post(
    '/v1/',
    {
      onRequest: app.authenticate,
      config: { rateLimit: app.authRateLimit },
      schema: {
        tags,
        summary: 'Submit the ID card (front, back) and a selfie with the claimed NRIC',
        description:
          `multipart/form-data: id_ref (xxxxxx-xx-xxxx), front_ic, back_ic, selfie (JPEG, PNG, HEIC or WebP, ` +
          `checked by content, at most ${formatBytes(maxBytes)} each). Allowed when the member ` +
          'has no current submission (unverified, or after a reset); 409 otherwise. The vendor checks run in a job.',
        consumes: ['multipart/form-data'],
        security,
        response: { 201: SubmissionResult, ...errorResponses(400, 403, 409, 415, 429) },
      },
    },
    async (request, reply) => {
      const userId = request.auth!.userId;
      if (!request.isMultipart()) throw new AppError(415, 'unsupported_media_type', 'ekyc.notMultipart');
      await app.ekyc.assertCanSubmit(userId);

      const fields: FieldErrors = {};
      const images: Partial<Record<EkycImageKind, PreparedImage>> = {};
      let idRef: string | undefined;
      try {
        const parts = request.parts({
          limits: { fileSize: maxBytes, files: 3, fields: 4, parts: 7, fieldSize: 1024 },
        });
        for await (const part of parts) {
          if (part.type === 'field') {
            if (part.fieldname === 'id_ref') idRef = typeof part.value === 'string' ? part.value.trim() : '';
            continue;
          }
          const kind = part.fieldname as EkycImageKind;
          if (!imageKinds.includes(kind) || images[kind]) {
            await part.toBuffer();
            fields[part.fieldname] = [{ key: 'ekyc.unexpectedField' }];
            continue;
          }
          let data: Buffer;
          try {
            data = await part.toBuffer();
          } catch (error) {
            if (error instanceof app.multipartErrors.RequestFileTooLargeError) {
              fields[kind] = [{ key: 'ekyc.fileTooLarge', params: { max: formatBytes(maxBytes) } }];
              break;
            }
            throw error;
          }
          try {
            images[kind] = await prepareImage(data);
          } catch (error) {
            if (!(error instanceof ImageRejectedError)) throw error;
            fields[kind] = [error.ref];
          }
        }
      } catch (error) {
        if (
          error instanceof app.multipartErrors.FilesLimitError ||
          error instanceof app.multipartErrors.PartsLimitError ||
          error instanceof app.multipartErrors.FieldsLimitError
        ) {
          throw new AppError(400, 'invalid', 'ekyc.tooManyParts');
        }
        if (error instanceof AppError) throw error;
        // A body that is not the multipart it claims to be (no boundary, cut short): the sender's fault.
        request.log.info({ err: error }, 'unreadable multipart body');
        throw new AppError(400, 'malformed_body', 'errors.malformedBody');
      }

      const nricProblem = idRef ? validateDashedNric(idRef) : 'validation.required';
      if (nricProblem) fields.id_ref = [{ key: nricProblem }];
      for (const kind of imageKinds) {
        if (!images[kind] && !fields[kind]) fields[kind] = [{ key: 'ekyc.fileRequired' }];
      }
      if (Object.keys(fields).length > 0) throw invalid(fields);

      const row = await app.ekyc.submit(userId, idRef!, images as Record<EkycImageKind, PreparedImage>);
      return reply.status(201).send({ data: toSubmission(row, request.locale) });
    },
  );

  app.post(
    '/v1/reset/',
    {
      onRequest: app.authenticate,
      config: { rateLimit: app.authRateLimit },
      schema: {
        tags,
        summary: 'Start again after a rejected-can-retry outcome (409 from any other status)',
        security,
        response: { 200: OverviewResult, ...errorResponses(403, 409, 429) },
      },
    },
    async (request) => {
      await app.ekyc.reset(request.auth!.userId);
      return { data: await app.ekyc.overview(request.auth!.userId, request.locale) };
    },
  );

  const checkRoute = (
    path: string,
    kind: CheckKind,
    schema: typeof VerifyIdResult | typeof VerifyFaceResult | typeof VerifyDocResult,
    summary: string,
  ) =>
    app.get(
      path,
      {
        onRequest: app.authenticate,
        schema: { tags, summary, security, response: { 200: schema, ...errorResponses(403, 404) } },
      },
      async (request) => {
        const result = await app.ekyc.checks(request.auth!.userId, kind);
        if (!result) throw new AppError(404, 'not_found', 'ekyc.checksNotRun');
        return { data: result } as never;
      },
    );
  checkRoute('/v1/verify-id/', 'id', VerifyIdResult, 'The NRIC read from the card, against the claimed one');
  checkRoute(
    '/v1/verify-face/',
    'face',
    VerifyFaceResult,
    'Face match and liveness scores of the latest check',
  );
  checkRoute('/v1/verify-doc/', 'doc', VerifyDocResult, 'Document authenticity of the latest check');

  app.get(
    '/v1/postcodes/:postcode/',
    {
      config: { rateLimit: options.rateLimit },
      schema: {
        tags,
        summary: 'City and state of a Malaysian postcode; no login',
        params: PostcodeParams,
        response: { 200: PostcodeResult, ...errorResponses(400, 404, 429) },
      },
    },
    async (request) => {
      const { postcode } = request.params;
      if (!/^\d{5}$/.test(postcode)) {
        throw invalid({ postcode: [{ key: 'validation.postcode' }] });
      }
      const found = lookupPostcode(postcode);
      if (!found) throw new AppError(404, 'not_found', 'ekyc.postcodeUnknown');
      return { data: found };
    },
  );

  app.get(
    '/v1/:uuid/',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'One submission (its member or staff; anyone else 404)',
        security,
        params: UuidParams,
        response: { 200: SubmissionResult, ...errorResponses(400, 403, 404) },
      },
    },
    async (request) => {
      const row = await app.ekyc.forViewer(request.params.uuid, request.auth!.userId);
      return { data: toSubmission(row, request.locale) };
    },
  );

  app.get(
    '/v1/:uuid/images/:kind/',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'A stored image of a submission (its member or staff; staff views are logged)',
        security,
        params: ImageParams,
        produces: ['image/jpeg', 'image/png', 'image/webp', 'image/heic'],
        response: {
          200: Type.Unsafe<Buffer>({ type: 'string', format: 'binary' }),
          ...errorResponses(400, 403, 404),
        },
      },
    },
    async (request, reply) => {
      const image = await app.ekyc.image(request.params.uuid, request.params.kind, {
        userId: request.auth!.userId,
        ip: request.ip ?? null,
      });
      return reply
        .header('cache-control', 'private, no-store')
        .header('content-disposition', 'inline')
        .type(image.type)
        .send(image.data);
    },
  );

  app.get(
    '/v2/declaration/',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "The member's latest declaration, or null",
        security,
        response: { 200: DeclarationResult, ...errorResponses(403) },
      },
    },
    async (request) => {
      const row = await app.ekyc.latestDeclaration(request.auth!.userId);
      return { data: row ? toDeclaration(row) : null };
    },
  );

  app.post(
    '/v2/declaration/',
    {
      onRequest: app.authenticate,
      config: { rateLimit: app.authRateLimit },
      schema: {
        tags,
        summary: 'Declare nationality, address, phone, height, weight and smoking; acknowledge accuracy',
        description:
          'A submission whose checks passed (submitted) becomes accepted. country_of_origin: ISO 3166-1 ' +
          'alpha-2, required for a foreigner, MY for a Malaysian. postcode: 5 digits, a known Malaysian postcode.',
        security,
        body: DeclarationBody,
        response: { 201: DeclarationCreated, ...errorResponses(400, 403, 429) },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const fields: FieldErrors = {};
      const country = body.country_of_origin?.toUpperCase();
      if (body.nationality === 'malaysian') {
        if (country && country !== 'MY') fields.country_of_origin = [{ key: 'ekyc.countryMalaysian' }];
      } else if (!country) {
        fields.country_of_origin = [{ key: 'validation.required' }];
      } else if (!isCountryCode(country)) {
        fields.country_of_origin = [{ key: 'ekyc.countryInvalid' }];
      } else if (country === 'MY') {
        fields.country_of_origin = [{ key: 'ekyc.countryForeigner' }];
      }
      if (!lookupPostcode(body.postcode)) fields.postcode = [{ key: 'ekyc.postcodeUnknown' }];
      const address1 = body.address_1.trim();
      if (!address1) fields.address_1 = [{ key: 'validation.required' }];
      const city = body.city.trim();
      if (!city) fields.city = [{ key: 'validation.required' }];
      const state = body.state.trim();
      if (!state) fields.state = [{ key: 'validation.required' }];
      const phone = isValidPhone(body.phone) ? normalizePhone(body.phone) : null;
      if (!phone) fields.phone = [{ key: 'validation.invalidPhone' }];
      if (body.accuracy_acknowledged !== true) {
        fields.accuracy_acknowledged = [{ key: 'validation.accuracyAcknowledgement' }];
      }
      if (Object.keys(fields).length > 0) throw invalid(fields);

      const row = await app.ekyc.declare(request.auth!.userId, {
        nationality: body.nationality,
        countryOfOrigin: body.nationality === 'malaysian' ? 'MY' : country!,
        postcode: body.postcode,
        address1,
        address2: body.address_2?.trim() || null,
        city,
        state,
        phone: phone!,
        heightCm: body.height_cm,
        weightKg: body.weight_kg,
        smoker: body.smoker,
      });
      return reply.status(201).send({ data: toDeclaration(row) });
    },
  );
};
