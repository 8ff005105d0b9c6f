import crypto from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { analyticsEvents } from '../src/db/schema';
import { answersPastPublicLimit, createTestApp, registerMember, type TestContext } from './helpers/test-app';

let t: TestContext;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const URL = '/analytics/api/v1/events/';

const pageView = {
  event: 'page_view',
  platform: 'web',
  user_id: '8d7d2c0e-53a6-4c47-9d0b-6c1f6f3b8f21',
  page_url: 'http://localhost:8080/ms/why-teduh',
  language: 'ms',
  entry_point: 'http://localhost:8080/',
  timestamp: '2026-03-01T08:30:00.000Z',
  props: { page: 'why-teduh' },
};

describe('POST analytics/api/v1/events/', () => {
  it('stores a batch of events', async () => {
    const localeChange = {
      ...pageView,
      event: 'locale_change',
      user_id: null,
      timestamp: 1_772_354_000_000,
      props: { from: 'en', to: 'ms' },
    };
    const response = await t.app.inject({
      method: 'POST',
      url: URL,
      payload: { events: [pageView, localeChange] },
    });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ data: { accepted: 2 } });

    const rows = await t.app.db.select().from(analyticsEvents).orderBy(desc(analyticsEvents.id)).limit(2);
    expect(rows.map((row) => row.event)).toEqual(['locale_change', 'page_view']);
    expect(rows[1]).toMatchObject({
      platform: 'web',
      // Sent without a session: the body's user_id is not taken (see 'abuse of the events call').
      userId: null,
      pageUrl: pageView.page_url,
      language: 'ms',
      props: { page: 'why-teduh' },
    });
    expect(rows[1]!.occurredAt.toISOString()).toBe(pageView.timestamp);
    expect(rows[0]!.userId).toBeNull();
    expect(rows[0]!.occurredAt.getTime()).toBe(1_772_354_000_000);
  });

  it('accepts the text/plain JSON that navigator.sendBeacon sends', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: URL,
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      payload: JSON.stringify({ events: [pageView] }),
    });
    expect(response.statusCode).toBe(202);
  });

  it('answers unreadable text with 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: URL,
      headers: { 'content-type': 'text/plain' },
      payload: 'not json',
    });
    expect(response.statusCode).toBe(400);
  });

  it.each([
    [{}, 'events', 'This field is required'],
    [{ events: [] }, 'events', 'Enter a valid value.'],
    [{ events: [{ ...pageView, event: undefined }] }, 'events.0.event', 'This field is required'],
    [{ events: [{ ...pageView, timestamp: 'yesterday' }] }, 'events.0.timestamp', 'Enter a valid value.'],
    [
      { events: [{ ...pageView, event: 'x'.repeat(65) }] },
      'events.0.event',
      'Ensure this field has no more than 64 characters.',
    ],
    [{ events: Array.from({ length: 101 }, () => pageView) }, 'events', 'Send no more than 100 items.'],
  ])('validates %#', async (payload, field, message) => {
    const response = await t.app.inject({ method: 'POST', url: URL, payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.fields[field]).toContain(message);
  });
});

describe('abuse of the events call', () => {
  it('stores the member of the session that sent the events, never a user_id from the body', async () => {
    const member = await registerMember(t.app);
    const forged = { ...pageView, event: 'forged_user', user_id: crypto.randomUUID() };
    const asMember = await t.app.inject({
      method: 'POST',
      url: URL,
      headers: { authorization: `Teduh ${member.access}` },
      payload: { events: [forged] },
    });
    expect(asMember.statusCode).toBe(202);
    const asVisitor = await t.app.inject({ method: 'POST', url: URL, payload: { events: [forged] } });
    expect(asVisitor.statusCode).toBe(202);

    const rows = await t.app.db
      .select({ userId: analyticsEvents.userId })
      .from(analyticsEvents)
      .where(eq(analyticsEvents.event, 'forged_user'))
      .orderBy(analyticsEvents.id);
    expect(rows.map((row) => row.userId)).toEqual([member.uuid, null]);
  });

  it('refuses props larger than 2 KB with the field named', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: URL,
      payload: { events: [pageView, { ...pageView, props: { blob: 'x'.repeat(3000) } }] },
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors.fields ?? response.json().errors)).toContain('events.1.props');
  });

  it('answers 429 past the public limit of calls per window', async () => {
    const replies = await answersPastPublicLimit(t.database, () => ({
      method: 'POST',
      url: URL,
      payload: { events: [pageView] },
    }));
    expect(replies.map((reply) => reply.statusCode)).toEqual([202, 202, 429]);
  });
});
