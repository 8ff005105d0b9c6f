// The newsletter over HTTP: the footer's add-contact (validation in English and Malay, idempotency, the welcome
// e-mail, the rate limit) and the member's subscription switch (login required, CSRF, round trip).
import { eq } from 'drizzle-orm';
import { newsletterSubscriptions } from '../src/db/schema';
import {
  answersPastPublicLimit,
  createTestApp,
  loginWithCookie,
  registerMember,
  type TestContext,
  type TestMember,
  uniqueEmail,
  WEB_ORIGIN,
} from './helpers/test-app';

const ADD_CONTACT = '/api/newsletter/add-contact/';
const SUBSCRIPTION = '/api/newsletter/subscription/';

let t: TestContext;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const addContact = (payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: ADD_CONTACT, payload: payload as object, headers });

async function rowsFor(email: string) {
  return t.app.db
    .select()
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.email, email.toLowerCase()));
}

interface Mail {
  template: string;
  subject: string;
  text: string;
  html: string;
  language: string;
}

/** Sends queued e-mail, then reads the newsletter welcomes sent to the address. */
async function welcomesTo(email: string): Promise<Mail[]> {
  await t.app.jobs.runDue();
  const response = await t.app.inject({ method: 'GET', url: `/dev/mailbox?to=${encodeURIComponent(email)}` });
  return response.json<{ data: Mail[] }>().data.filter((mail) => mail.template === 'newsletter_welcome');
}

describe('POST api/newsletter/add-contact/', () => {
  it('subscribes the address, answers 201 and stores it lower-cased with the language', async () => {
    const email = uniqueEmail('Footer');
    const response = await addContact(
      { list_ids: [1], contacts: [{ email: `  ${email} ` }] },
      { 'accept-language': 'ms-MY,ms;q=0.9' },
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ data: { subscribed: true } });
    const rows = await rowsFor(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      email: email.toLowerCase(),
      listId: 1,
      language: 'ms',
      status: 'subscribed',
      userId: null,
      unsubscribedAt: null,
    });
  });

  it('queues a welcome e-mail in the language of Accept-Language, as text and HTML', async () => {
    const enEmail = uniqueEmail('welcome-en');
    const msEmail = uniqueEmail('welcome-ms');
    await addContact({ list_ids: [1], contacts: [{ email: enEmail }] });
    await addContact({ list_ids: [1], contacts: [{ email: msEmail }] }, { 'accept-language': 'ms' });

    const [en] = await welcomesTo(enEmail);
    expect(en).toMatchObject({ subject: 'You are subscribed to the Teduh newsletter', language: 'en' });
    expect(en!.text).toContain('Thank you for subscribing to our newsletter!');
    expect(en!.text).toContain(enEmail);
    expect(en!.html).toContain('<html lang="en">');
    expect(en!.html).toContain('href="http://localhost:8080/resources"');

    const [ms] = await welcomesTo(msEmail);
    expect(ms).toMatchObject({ subject: 'Anda telah melanggan surat berita Teduh', language: 'ms' });
    expect(ms!.text).toContain('Terima kasih kerana melanggan surat berita kami!');
    expect(ms!.html).toContain('href="http://localhost:8080/ms/resources"');
  });

  it('is idempotent: a second subscribe answers the same, keeps one row and sends no second welcome', async () => {
    const email = uniqueEmail('twice');
    const first = await addContact({ list_ids: [1], contacts: [{ email }] });
    const second = await addContact({ list_ids: [1, 1], contacts: [{ email: email.toUpperCase() }] });
    expect(second.statusCode).toBe(first.statusCode);
    expect(second.body).toBe(first.body);
    expect(await rowsFor(email)).toHaveLength(1);
    expect(await welcomesTo(email)).toHaveLength(1);
  });

  it('keeps one row and one welcome when the same address is sent in parallel', async () => {
    const email = uniqueEmail('parallel');
    const responses = await Promise.all(
      Array.from({ length: 4 }, () => addContact({ list_ids: [1], contacts: [{ email }] })),
    );
    expect(responses.map((response) => response.statusCode)).toEqual([201, 201, 201, 201]);
    expect(await rowsFor(email)).toHaveLength(1);
    expect(await welcomesTo(email)).toHaveLength(1);
  });

  it('re-subscribes an address that had unsubscribed, with a new welcome', async () => {
    const email = uniqueEmail('again');
    await addContact({ list_ids: [1], contacts: [{ email }] });
    await t.app.db
      .update(newsletterSubscriptions)
      .set({ status: 'unsubscribed', unsubscribedAt: new Date() })
      .where(eq(newsletterSubscriptions.email, email));

    const again = await addContact({ list_ids: [1], contacts: [{ email }] }, { 'accept-language': 'ms' });
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual({ data: { subscribed: true } });
    const rows = await rowsFor(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'subscribed', unsubscribedAt: null, language: 'ms' });
    expect(await welcomesTo(email)).toHaveLength(2);
  });

  it("answers 'Please enter a valid email.' per field, in English and Malay", async () => {
    const en = await addContact({ list_ids: [1], contacts: [{ email: 'not-an-email' }] });
    expect(en.statusCode).toBe(400);
    expect(en.json()).toEqual({
      errors: {
        code: 'invalid',
        detail: 'Please enter a valid email.',
        fields: { 'contacts.0.email': ['Please enter a valid email.'] },
      },
    });

    const ms = await addContact({ list_ids: [1], contacts: [{ email: '' }] }, { 'accept-language': 'ms' });
    expect(ms.statusCode).toBe(400);
    expect(ms.json()).toEqual({
      errors: {
        code: 'invalid',
        detail: 'Sila masukkan e-mel yang sah.',
        fields: { 'contacts.0.email': ['Sila masukkan e-mel yang sah.'] },
      },
    });

    const missing = await addContact({ list_ids: [1], contacts: [{}] });
    expect(missing.json().errors.fields).toEqual({ 'contacts.0.email': ['Please enter a valid email.'] });
  });

  it('refuses an unknown list, and more than one contact per call, without subscribing anyone', async () => {
    const email = uniqueEmail('unknown-list');
    const unknown = await addContact({ list_ids: [7], contacts: [{ email }] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({
      errors: {
        code: 'invalid',
        detail: 'This mailing list does not exist.',
        fields: { 'list_ids.0': ['This mailing list does not exist.'] },
      },
    });
    const ms = await addContact({ list_ids: [], contacts: [{ email }] }, { 'accept-language': 'ms' });
    expect(ms.statusCode).toBe(400);
    expect(ms.json().errors.fields).toEqual({ list_ids: ['Senarai mel ini tidak wujud.'] });

    const many = await addContact({ list_ids: [1], contacts: [{ email }, { email: uniqueEmail('other') }] });
    expect(many.statusCode).toBe(400);
    expect(many.json().errors.fields).toEqual({ contacts: ['Send one contact at a time.'] });
    expect(await rowsFor(email)).toHaveLength(0);
  });
});

describe('the rate limit of add-contact', () => {
  it('answers 429 past the public limit of calls per window', async () => {
    const replies = await answersPastPublicLimit(t.database, () => ({
      method: 'POST',
      url: ADD_CONTACT,
      payload: { list_ids: [1], contacts: [{ email: uniqueEmail('limited') }] },
    }));
    expect(replies.map((reply) => reply.statusCode)).toEqual([201, 201, 429]);
    expect(replies[2]!.headers['retry-after']).toBeDefined();
    expect(replies[2]!.json().errors.code).toBe('throttled');
  });
});

describe('api/newsletter/subscription/', () => {
  let member: TestMember;
  let cookie: string;

  beforeAll(async () => {
    member = await registerMember(t.app);
    cookie = await loginWithCookie(t.app, member.email, member.password);
  });

  const withToken = (method: 'GET' | 'POST' | 'DELETE', headers: Record<string, string> = {}) =>
    t.app.inject({
      method,
      url: SUBSCRIPTION,
      headers: { authorization: `Teduh ${member.access}`, ...headers },
    });

  it('needs a login for every method: 401 not_authenticated', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await t.app.inject({ method, url: SUBSCRIPTION, headers: { origin: WEB_ORIGIN } });
      expect(response.statusCode).toBe(401);
      expect(response.json().errors).toEqual({
        code: 'not_authenticated',
        detail: 'Please sign in to continue.',
      });
    }
  });

  it('refuses cookie-authenticated changes from another site (CSRF)', async () => {
    for (const method of ['POST', 'DELETE'] as const) {
      const response = await t.app.inject({
        method,
        url: SUBSCRIPTION,
        headers: { cookie, origin: 'https://evil.example' },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().errors.code).toBe('csrf_failed');
    }
    expect(await rowsFor(member.email)).toHaveLength(0);
  });

  it('subscribes and unsubscribes the member, and reads the state as data.data', async () => {
    expect((await withToken('GET')).json()).toEqual({ data: { data: false } });

    const on = await withToken('POST', { 'accept-language': 'ms' });
    expect(on.statusCode).toBe(200);
    expect(on.json()).toEqual({ data: { data: true } });
    expect((await withToken('GET')).json()).toEqual({ data: { data: true } });
    const [row] = await rowsFor(member.email);
    expect(row).toMatchObject({ userId: member.uuid, status: 'subscribed', language: 'ms' });
    const [welcome] = await welcomesTo(member.email);
    expect(welcome).toMatchObject({ language: 'ms' });

    const off = await withToken('DELETE');
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({ data: { data: false } });
    expect((await withToken('GET')).json()).toEqual({ data: { data: false } });
    const [after] = await rowsFor(member.email);
    expect(after).toMatchObject({ status: 'unsubscribed' });
    expect(after!.unsubscribedAt).toBeInstanceOf(Date);

    // Off again changes nothing; on again keeps the one row.
    expect((await withToken('DELETE')).statusCode).toBe(200);
    expect((await withToken('POST')).json()).toEqual({ data: { data: true } });
    expect(await rowsFor(member.email)).toHaveLength(1);
  });

  it('works with the session cookie from an allowed origin, and sees a footer subscription', async () => {
    const other = await registerMember(t.app);
    const otherCookie = await loginWithCookie(t.app, other.email, other.password);
    await addContact({ list_ids: [1], contacts: [{ email: other.email }] });

    const state = await t.app.inject({ method: 'GET', url: SUBSCRIPTION, headers: { cookie: otherCookie } });
    expect(state.json()).toEqual({ data: { data: true } });

    const off = await t.app.inject({
      method: 'DELETE',
      url: SUBSCRIPTION,
      headers: { cookie: otherCookie, origin: WEB_ORIGIN },
    });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({ data: { data: false } });
    const [row] = await rowsFor(other.email);
    expect(row).toMatchObject({ status: 'unsubscribed' });
  });
});
