// Schema-driven fuzzing over the OpenAPI document: every route, as a visitor and as a member, gets hostile
// values in its path, query and body (null bytes, unpaired surrogates, integers past 2^31, 1e999, wrong types,
// malformed JSON and multipart). Bad input must answer 4xx in the contract's error shape, never 5xx.
// Bounded: a few thousand requests, the same ones on every run.
import type { InjectOptions } from 'fastify';
import { seedCatalogue } from '../src/modules/products/catalogue-seed';
import { createTestApp, registerMember, WEB_ORIGIN, type TestContext } from './helpers/test-app';

jest.setTimeout(240_000);

interface Schema {
  type?: string | string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  minimum?: number;
  required?: string[];
}

interface Operation {
  security?: Record<string, string[]>[];
  parameters?: { in: string; name: string; schema?: Schema }[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
}

/** Hostile values for a string, a number or a whole field. Raw JSON text where JSON.stringify cannot say it. */
const hostileValues: unknown[] = [
  '\u0000',
  'a\u0000b',
  '\uD800',
  'x\uDFFFy',
  2 ** 31,
  2 ** 53 + 2,
  -(2 ** 31) - 1,
  '99999999999999999999999',
  '',
  'a'.repeat(5000),
  null,
  true,
  [],
  {},
  ['\u0000'],
];
const rawNumbers = ['1e999', '-1e999', '123456789012345678901234567890'];

const hostilePathValues = [
  '%00',
  'a%00b',
  '%ED%A0%80',
  '99999999999999999999',
  '2147483648',
  '-1',
  '1e999',
  'NaN',
  'null',
  'x'.repeat(600),
  '%27%20or%201%3D1--',
  '00000000-0000-0000-0000-000000000000',
];

/** A plain value the schema accepts, as a starting point for one hostile field at a time. */
function sample(schema: Schema | undefined, depth = 0): unknown {
  if (!schema || depth > 4) return 'x';
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const variant = schema.anyOf?.[0] ?? schema.oneOf?.[0];
  if (variant) return sample(variant, depth + 1);
  const type = Array.isArray(schema.type)
    ? schema.type.find((candidate) => candidate !== 'null')
    : schema.type;
  switch (type) {
    case 'object': {
      const value: Record<string, unknown> = {};
      for (const [name, property] of Object.entries(schema.properties ?? {})) {
        value[name] = sample(property, depth + 1);
      }
      return value;
    }
    case 'array':
      return [sample(schema.items, depth + 1)];
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    case 'boolean':
      return true;
    default:
      if (schema.format === 'date') return '1990-01-01';
      if (schema.format === 'date-time') return '2026-01-01T00:00:00.000Z';
      if (schema.format === 'email') return 'fuzz@example.com';
      if (schema.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
      return 'x';
  }
}

function bodies(schema: Schema | undefined): string[] {
  const base = sample(schema);
  const out = ['{', '{"a":', '[1,', '"\\ud800"', 'null', '[]', JSON.stringify(base)];
  if (base && typeof base === 'object' && !Array.isArray(base)) {
    for (const name of Object.keys(base)) {
      for (const value of hostileValues) out.push(JSON.stringify({ ...base, [name]: value }));
      const text = JSON.stringify({ ...base, [name]: 0 });
      for (const raw of rawNumbers) out.push(text.replace(`"${name}":0`, `"${name}":${raw}`));
    }
  }
  return out;
}

const multipartBodies = [
  {
    type: 'multipart/form-data; boundary=zz',
    body: '--zz\r\nContent-Disposition: form-data; name="a"\r\n\r\nb',
  },
  { type: 'multipart/form-data', body: 'no boundary' },
  {
    type: 'multipart/form-data; boundary=zz',
    body: '--zz\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n%PDF-1.4\r\n--zz--\r\n',
  },
  { type: 'multipart/form-data; boundary=zz', body: '--zz--\r\n' },
];

let t: TestContext;
let memberAuth: string;

beforeAll(async () => {
  t = await createTestApp({
    config: { rateLimit: { auth: { max: 100_000 }, public: { max: 100_000 } } },
  });
  await seedCatalogue(t.app.db);
  const member = await registerMember(t.app);
  memberAuth = `Teduh ${member.access}`;
});
afterAll(() => t.close());

function requestsFor(url: string, method: string, operation: Operation): InjectOptions[] {
  const params = operation.parameters ?? [];
  const pathParams = params.filter((param) => param.in === 'path');
  const queryParams = params.filter((param) => param.in === 'query');
  const fill = (value: (name: string) => string) =>
    url.replace(/\{(\w+)\}/g, (_all, name: string) => value(name));
  const plainUrl = fill((name) =>
    String(sample(pathParams.find((param) => param.name === name)?.schema) ?? 'x'),
  );
  const out: InjectOptions[] = [];
  const verb = method.toUpperCase() as InjectOptions['method'];

  for (const value of pathParams.length ? hostilePathValues : []) {
    out.push({ method: verb, url: fill(() => value) });
  }
  for (const param of queryParams) {
    for (const value of [...hostilePathValues, '%F0%28%8C%28', '']) {
      out.push({ method: verb, url: `${plainUrl}?${param.name}=${value}` });
    }
  }
  out.push({ method: verb, url: `${plainUrl}?a=1&a=2&a[b]=%00` });

  const content = operation.requestBody?.content ?? {};
  if (
    content['application/json'] ||
    (verb !== 'GET' && verb !== 'DELETE' && !content['multipart/form-data'])
  ) {
    for (const body of bodies(content['application/json']?.schema)) {
      out.push({
        method: verb,
        url: plainUrl,
        headers: { 'content-type': 'application/json' },
        payload: body,
      });
    }
  }
  if (content['multipart/form-data'] || verb === 'PATCH' || verb === 'POST') {
    for (const { type, body } of multipartBodies) {
      out.push({ method: verb, url: plainUrl, headers: { 'content-type': type }, payload: body });
    }
  }
  return out;
}

it('answers no request with a 5xx, and every 4xx in the contract error shape', async () => {
  const document = t.app.swagger() as { paths: Record<string, Record<string, Operation>> };
  const failures: string[] = [];
  let sent = 0;
  for (const [url, operations] of Object.entries(document.paths)) {
    if (url.startsWith('/docs') || url.startsWith('/dev/')) continue;
    for (const [method, operation] of Object.entries(operations)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
      for (const request of requestsFor(url, method, operation)) {
        // Calls for members are also sent by one, to reach their handlers past the session check (all but
        // logout, which would end the member's session for the calls after it).
        const asMember = Boolean(operation.security?.length) && !url.includes('logout');
        for (const authorization of asMember ? [undefined, memberAuth] : [undefined]) {
          const headers = {
            origin: WEB_ORIGIN,
            ...request.headers,
            ...(authorization ? { authorization } : {}),
          };
          const response = await t.app.inject({ ...request, headers });
          sent += 1;
          const label = `${request.method} ${String(request.url).slice(0, 120)} ${String(request.payload ?? '').slice(0, 80)}`;
          if (response.statusCode >= 500) {
            failures.push(`${response.statusCode} ${label}`);
          } else if (response.statusCode >= 400 && response.statusCode !== 404) {
            const body = response.json<{ errors?: { code?: unknown; detail?: unknown } }>();
            if (typeof body.errors?.code !== 'string' || typeof body.errors.detail !== 'string') {
              failures.push(`${response.statusCode} without the error shape: ${label}`);
            }
          }
        }
      }
    }
  }
  console.info(`${sent} requests`);
  expect(sent).toBeGreaterThan(2000);
  expect(failures).toEqual([]);
});

describe('what the refusals say', () => {
  it('names the field whose text has a NUL character or half a surrogate pair, in the request language', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/enquiries/api/v1',
      headers: { origin: WEB_ORIGIN, 'accept-language': 'ms' },
      payload: { name: 'Siti\u0000', email: 'siti@example.com', topic: 'general', message: 'Hai \uD800' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toMatchObject({
      code: 'invalid',
      fields: {
        name: ['Teks ini mengandungi aksara yang tidak dapat disimpan. Sila taipkannya semula.'],
        message: ['Teks ini mengandungi aksara yang tidak dapat disimpan. Sila taipkannya semula.'],
      },
    });
  });

  it('refuses a number that is not finite, and a path the router cannot decode', async () => {
    const infinite = await t.app.inject({ method: 'GET', url: '/cms/api/v1/records/?limit=1e999' });
    expect(infinite.statusCode).toBe(400);
    expect(Object.keys(infinite.json().errors.fields)).toEqual(['limit']);
    const undecodable = await t.app.inject({ method: 'GET', url: '/policy/api/v1/policies/%ED%A0%80/' });
    expect(undecodable.statusCode).toBe(400);
    expect(undecodable.json().errors.code).toBe('invalid_path');
  });
});
