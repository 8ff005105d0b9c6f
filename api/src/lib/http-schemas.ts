// Schemas every route shares: the `{ data }` envelope and the contract's error shape, one schema per status.
import { Type, type TSchema } from '@fastify/type-provider-typebox';

export const ErrorBody = Type.Object(
  {
    errors: Type.Object({
      code: Type.String({ description: 'Machine-readable error code, e.g. invalid, maintenance_notice' }),
      detail: Type.String({ description: 'A message for people, in the language of the request' }),
      fields: Type.Optional(
        Type.Record(Type.String(), Type.Array(Type.String()), {
          description: 'Messages per field of the request',
        }),
      ),
    }),
  },
  { description: 'Error' },
);

export function envelope<T extends TSchema>(data: T, description?: string) {
  return Type.Object({ data }, description ? { description } : {});
}

type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 422 | 415 | 429 | 500 | 502 | 503;

/**
 * Error responses of a route. 401 (maintenance notice) and 500 can answer any route, so they are always
 * listed; add the statuses the route itself produces.
 */
export function errorResponses<const S extends ErrorStatus[]>(...statuses: S) {
  const result = {} as Record<S[number] | 401 | 500, typeof ErrorBody>;
  for (const status of [...statuses, 401, 500] as (S[number] | 401 | 500)[]) result[status] = ErrorBody;
  return result;
}

export const Email = Type.String({ format: 'email', maxLength: 254, 'x-message': 'validation.invalidEmail' });

export const NoContent = envelope(Type.Object({}), 'Done');
