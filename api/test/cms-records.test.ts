// The public record over HTTP (cms/api/v1/records/): list newest first in both languages, one record by uuid,
// 404 for unknown and malformed ids, and the seed's records (fixed ids, no financial figures). The sales-stopped
// notice follows the sales-closed switch (SALES_CLOSED_FROM): listed and readable only while sales are closed.
import { seedContent } from '../src/modules/cms/content-seed';
import { recordSeeds, salesClosedRecordIds } from '../src/modules/cms/content/records';
import { createTestApp, type TestContext } from './helpers/test-app';

const RECORDS = '/cms/api/v1/records/';
const salesStoppedId = '0b6e1f0c-5d3a-4c52-9a57-1c0a2e9f3d01';

interface RecordItem {
  id: string;
  kind: string;
  title: string;
  summary: string;
  published_on: string;
}

/** Sales closed since the sandbox ended; `selling` is the same database with sales open (the default start). */
let t: TestContext;
let selling: TestContext;

beforeAll(async () => {
  t = await createTestApp({ config: { sales: { closedFrom: '2025-10-01' } } });
  await seedContent(t.app.db);
  selling = await createTestApp({ database: t.database, config: { sales: { closedFrom: null } } });
});
afterAll(async () => {
  await selling?.close();
  await t?.close();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('GET cms/api/v1/records/', () => {
  it('lists every record newest first, in English by default and in Malay when asked', async () => {
    const response = await get(RECORDS);
    expect(response.statusCode).toBe(200);
    const { count, results } = response.json<{ data: { count: number; results: RecordItem[] } }>().data;
    expect(count).toBe(recordSeeds.length);
    expect(results.map((item) => item.published_on)).toEqual(
      [...results.map((item) => item.published_on)].sort().reverse(),
    );
    const notice = results.find((item) => item.id === salesStoppedId)!;
    expect(notice).toMatchObject({ kind: 'notice', published_on: '2025-10-01' });
    expect(notice.title).toBe('New Pusara Pro certificates are no longer sold from 1 October 2025');

    const malay = await get(`${RECORDS}?lang=ms`);
    const malayNotice = malay
      .json<{ data: { results: RecordItem[] } }>()
      .data.results.find((item) => item.id === salesStoppedId)!;
    expect(malayNotice.title).toBe('Sijil Pusara Pro baharu tidak lagi dijual mulai 1 Oktober 2025');
    expect(malay.headers['content-language']).toBe('ms');
  });

  it('pages with limit and offset, and answers 400 for a bad limit', async () => {
    const first = await get(`${RECORDS}?limit=1`);
    const second = await get(`${RECORDS}?limit=1&offset=1`);
    const idOf = (response: typeof first) =>
      response.json<{ data: { results: RecordItem[] } }>().data.results[0]!.id;
    expect(idOf(first)).not.toBe(idOf(second));
    expect((await get(`${RECORDS}?limit=0`)).statusCode).toBe(400);
    expect((await get(`${RECORDS}?limit=abc`)).statusCode).toBe(400);
  });
});

describe('GET cms/api/v1/records/<uuid>/', () => {
  it('answers one record with its body, in either case of the uuid', async () => {
    for (const id of [salesStoppedId, salesStoppedId.toUpperCase()]) {
      const response = await get(`${RECORDS}${id}/`, { 'accept-language': 'ms' });
      expect(response.statusCode).toBe(200);
      const record = response.json<{ data: RecordItem & { body: { type: string }[] } }>().data;
      expect(record.id).toBe(salesStoppedId);
      expect(record.body.length).toBeGreaterThan(2);
      expect(JSON.stringify(record.body)).toContain('Debit automatik caruman anda diteruskan');
    }
  });

  it('answers 404 with a message for an unknown uuid and for text that is no uuid', async () => {
    for (const id of ['9d1c7c1e-0000-4000-8000-000000000000', 'not-a-uuid', "1'%20or%201=1"]) {
      const response = await get(`${RECORDS}${id}/`);
      expect(response.statusCode).toBe(404);
      expect(response.json().errors).toEqual({ code: 'not_found', detail: 'This record was not found.' });
    }
    const malay = await get(`${RECORDS}not-a-uuid/`, { 'accept-language': 'ms' });
    expect(malay.json().errors.detail).toBe('Rekod ini tidak dijumpai.');
  });
});

describe('the sales-stopped notice', () => {
  it('is neither listed nor readable while sales are open (nor the fund record after the stop), and is both once they close', async () => {
    const listed = async (app: TestContext) => {
      const response = await app.app.inject({ method: 'GET', url: `${RECORDS}?limit=50` });
      const { count, results } = response.json<{ data: { count: number; results: RecordItem[] } }>().data;
      return { count, ids: results.map((item) => item.id) };
    };
    const open = await listed(selling);
    expect(salesClosedRecordIds).toContain(salesStoppedId);
    expect(open.ids.filter((id) => salesClosedRecordIds.includes(id))).toEqual([]);
    expect(open.count).toBe(recordSeeds.length - salesClosedRecordIds.length);
    expect(open.ids.length).toBeGreaterThan(0);
    const openDetail = await selling.app.inject({ method: 'GET', url: `${RECORDS}${salesStoppedId}/` });
    expect(openDetail.statusCode).toBe(404);
    expect(openDetail.json().errors.code).toBe('not_found');

    const closed = await listed(t);
    expect(closed.ids).toContain(salesStoppedId);
    expect(closed.count).toBe(recordSeeds.length);
    expect((await get(`${RECORDS}${salesStoppedId}/`)).statusCode).toBe(200);
  });

  it('waits for the day of SALES_CLOSED_FROM', async () => {
    const later = await createTestApp({
      database: t.database,
      config: { sales: { closedFrom: '2999-01-01' } },
    });
    try {
      const response = await later.app.inject({ method: 'GET', url: `${RECORDS}${salesStoppedId}/` });
      expect(response.statusCode).toBe(404);
    } finally {
      await later.close();
    }
  });
});

describe('the seeded records', () => {
  it('state no amounts of money beyond the published referral rules', () => {
    for (const record of recordSeeds) {
      for (const text of Object.values(record.text)) {
        const all = `${text.title} ${text.summary} ${text.body}`;
        // Only the referral rules' RM10 and RM865 are amounts; fund figures wait for audited statements.
        const amounts = all.match(/RM\d[\d,]*/g) ?? [];
        expect(amounts.every((amount) => ['RM10', 'RM865'].includes(amount))).toBe(true);
      }
    }
  });

  it('changes nothing when the seed runs again', async () => {
    const before = (await get(`${RECORDS}?limit=50`)).body;
    await seedContent(t.app.db);
    expect((await get(`${RECORDS}?limit=50`)).body).toBe(before);
  });
});
