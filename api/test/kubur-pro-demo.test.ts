// The funeral-cover demo: a member's generated quotation and demo certificate (never charged), validation in
// the contract's shape, and ownership (another member's uuid answers 404, as an unknown one does).
import { todayIso } from '@teduh/shared/domain';
import { coverEndOf } from '../src/modules/kubur-pro-demo/routes';
import { createTestApp, registerMember, type TestContext, type TestMember } from './helpers/test-app';

const BASE = '/demos/api/v1/kubur-pro';

let t: TestContext;
let owner: TestMember;
let stranger: TestMember;

beforeAll(async () => {
  t = await createTestApp();
  owner = await registerMember(t.app, { firstName: 'Aminah', lastName: 'Yusof' });
  stranger = await registerMember(t.app);
});
afterAll(() => t.close());

const as = (member: TestMember, language = 'en') => ({
  authorization: `Teduh ${member.access}`,
  'accept-language': language,
});

const body = (overrides: object = {}) => ({
  plan: 'benefit-10000',
  beneficiary: { name: '  Siti   Aminah ', relationship: 'child', phone: '012-345 6789' },
  ...overrides,
});

it('ends cover 12 months less a day after it starts', () => {
  expect(coverEndOf('2026-11-26', 12)).toBe('2027-11-25');
  expect(coverEndOf('2028-03-01', 12)).toBe('2029-02-28');
});

it('lists the funeral benefits to anyone', async () => {
  const response = await t.app.inject({ method: 'GET', url: `${BASE}/plans/` });
  expect(response.statusCode).toBe(200);
  expect(response.json().data.plans[1]).toEqual({
    id: 'benefit-10000',
    benefit: '10000.00',
    monthly_contribution: '10.00',
  });
});

it('generates a quotation, then issues a demo certificate that charges nothing', async () => {
  const created = await t.app.inject({
    method: 'POST',
    url: `${BASE}/quotations/`,
    headers: as(owner),
    payload: body(),
  });
  expect(created.statusCode).toBe(201);
  const quotation = created.json().data;
  expect(quotation).toMatchObject({
    demo: true,
    status: 'quoted',
    holder_name: 'Aminah Yusof',
    benefit: '10000.00',
    monthly_contribution: '10.00',
    charged: '0.00',
    beneficiary: { name: 'Siti Aminah', relationship: 'child', phone: '+60123456789' },
    certificate_number: null,
  });

  // Not a certificate until it is issued.
  const early = await t.app.inject({
    method: 'GET',
    url: `${BASE}/certificates/${quotation.uuid}/`,
    headers: as(owner),
  });
  expect(early.statusCode).toBe(404);

  const issued = await t.app.inject({
    method: 'POST',
    url: `${BASE}/quotations/${quotation.uuid}/certificate/`,
    headers: as(owner),
  });
  expect(issued.statusCode).toBe(200);
  const start = todayIso();
  expect(issued.json().data).toMatchObject({
    status: 'issued',
    charged: '0.00',
    cover_starts_on: start,
    cover_ends_on: coverEndOf(start, 12),
  });
  expect(issued.json().data.certificate_number).toMatch(/^DEMO-KP-[A-Z2-9]{8}$/);

  const again = await t.app.inject({
    method: 'POST',
    url: `${BASE}/quotations/${quotation.uuid}/certificate/`,
    headers: as(owner),
  });
  expect(again.statusCode).toBe(409);

  const certificate = await t.app.inject({
    method: 'GET',
    url: `${BASE}/certificates/${quotation.uuid}/`,
    headers: as(owner),
  });
  expect(certificate.statusCode).toBe(200);
  expect(certificate.json().data).toEqual(issued.json().data);

  // Another member, an unknown uuid and a malformed one: all 404 the same way.
  for (const [member, uuid] of [
    [stranger, quotation.uuid],
    [owner, '3f6c1a52-8d0e-4b7a-9e61-2a4f5c7d9b10'],
    [owner, 'nope'],
  ] as const) {
    for (const path of ['quotations', 'certificates']) {
      const response = await t.app.inject({
        method: 'GET',
        url: `${BASE}/${path}/${uuid}/`,
        headers: as(member),
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        errors: { code: 'not_found', detail: 'This funeral-cover demo was not found.' },
      });
    }
  }
  const stolen = await t.app.inject({
    method: 'POST',
    url: `${BASE}/quotations/${quotation.uuid}/certificate/`,
    headers: as(stranger),
  });
  expect(stolen.statusCode).toBe(404);
});

it('needs a member', async () => {
  const response = await t.app.inject({ method: 'POST', url: `${BASE}/quotations/`, payload: body() });
  expect(response.statusCode).toBe(401);
});

it('names each field at fault, in Malay too', async () => {
  const response = await t.app.inject({
    method: 'POST',
    url: `${BASE}/quotations/`,
    headers: as(owner, 'ms'),
    payload: body({ beneficiary: { name: ' A ', relationship: 'child', phone: '123' } }),
  });
  expect(response.statusCode).toBe(400);
  expect(response.json().errors).toMatchObject({
    code: 'invalid',
    fields: {
      'beneficiary.name': ['Masukkan nama penuh penerima manfaat (2 hingga 100 aksara).'],
      'beneficiary.phone': [expect.any(String)],
    },
  });
  const badPlan = await t.app.inject({
    method: 'POST',
    url: `${BASE}/quotations/`,
    headers: as(owner),
    payload: body({
      plan: 'benefit-1',
      beneficiary: { name: 'Ali', relationship: 'cousin', phone: '0123456789' },
    }),
  });
  expect(badPlan.json().errors.fields).toEqual({
    plan: ['Choose a funeral benefit from the list.'],
    'beneficiary.relationship': ["Choose the beneficiary's relationship to you."],
  });
});
