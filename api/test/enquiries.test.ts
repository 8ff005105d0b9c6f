// Enquiries under both paths (enquiries/api/v1/ and the older api/enquiries/): storage, the e-mails to support and
// to the sender, the recorded member, validation in both languages, the public rate limit, app clients with a
// TeduhFree key, and maintenance mode.
import { enquiryTopics } from '@teduh/shared/domain';
import { eq } from 'drizzle-orm';
import { enquiries } from '../src/db/schema';
import {
  createTestApp,
  loginWithCookie,
  registerMember,
  uniqueEmail,
  WEB_ORIGIN,
  type TestContext,
} from './helpers/test-app';

const PATHS = ['/enquiries/api/v1/', '/api/enquiries/'];
const API_KEY = 'test-public-api-key-0001';

let t: TestContext;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface Mail {
  to: string;
  template: string;
  subject: string;
  text: string;
  language: string;
}

async function mailsTo(email: string): Promise<Mail[]> {
  await t.app.jobs.runDue();
  const response = await t.app.inject({ method: 'GET', url: `/dev/mailbox?to=${encodeURIComponent(email)}` });
  return response.json<{ data: Mail[] }>().data;
}

const valid = (overrides: object = {}) => ({
  name: 'Ahmad Faizal',
  email: uniqueEmail('enquirer'),
  topic: 'pusara-pro',
  message: 'How do I add my wife as a beneficiary?\nThank you.',
  ...overrides,
});

const send = (path: string, payload: object, headers: Record<string, string> = {}, remoteAddress?: string) =>
  t.app.inject({ method: 'POST', url: path, payload, headers, remoteAddress });

describe.each(PATHS)('POST %s', (path) => {
  it('stores the enquiry, e-mails support and acknowledges the sender in their language', async () => {
    const payload = valid({ name: '  Ahmad Faizal ', email: `  ${uniqueEmail('Sender')} ` });
    const response = await send(path, payload, { 'accept-language': 'ms' });
    expect(response.statusCode).toBe(201);
    const data = response.json().data;
    expect(data).toMatchObject({ topic: 'pusara-pro' });
    expect(data.uuid).toMatch(/^[0-9a-f-]{36}$/);

    const sender = (payload.email as string).trim().toLowerCase();
    const [row] = await t.app.db.select().from(enquiries).where(eq(enquiries.id, data.uuid));
    expect(row).toMatchObject({
      name: 'Ahmad Faizal',
      email: sender,
      topic: 'pusara-pro',
      message: 'How do I add my wife as a beneficiary?\nThank you.',
      language: 'ms',
      userId: null,
      apiClient: null,
    });

    const support = (await mailsTo('support@teduh.my')).find((mail) => mail.text.includes(data.uuid));
    expect(support).toMatchObject({
      template: 'enquiry_received',
      language: 'en',
      subject: '[Enquiry] Pusara Pro plan: Ahmad Faizal',
    });
    expect(support!.text).toContain(`From: Ahmad Faizal <${sender}>`);
    expect(support!.text).toContain('How do I add my wife as a beneficiary?');
    expect(support!.text).toContain('Sent without signing in.');

    const [ack] = await mailsTo(sender);
    expect(ack).toMatchObject({
      template: 'enquiry_ack',
      language: 'ms',
      subject: 'Kami telah menerima pertanyaan Teduh anda',
    });
    expect(ack!.text).toContain('"Pelan Pusara Pro"');
    expect(ack!.text).toContain(data.uuid);
    // The acknowledgement repeats nothing the sender typed.
    expect(ack!.text).not.toContain('beneficiary');
  });

  it('records the member who is logged in (header or cookie)', async () => {
    const member = await registerMember(t.app);
    const byHeader = await send(path, valid(), { authorization: `Teduh ${member.access}` });
    expect(byHeader.statusCode).toBe(201);
    const cookie = await loginWithCookie(t.app, member.email, member.password);
    const byCookie = await send(path, valid(), { cookie, origin: WEB_ORIGIN });
    for (const response of [byHeader, byCookie]) {
      const [row] = await t.app.db
        .select()
        .from(enquiries)
        .where(eq(enquiries.id, response.json().data.uuid));
      expect(row!.userId).toBe(member.uuid);
    }
    const support = (await mailsTo('support@teduh.my')).find((mail) =>
      mail.text.includes(byHeader.json().data.uuid),
    );
    expect(support!.text).toContain(`Member account: ${member.uuid}`);
  });

  it('takes a bad or foreign session as a guest', async () => {
    const member = await registerMember(t.app);
    const cookie = await loginWithCookie(t.app, member.email, member.password);
    const attempts: Record<string, string>[] = [
      { authorization: 'Teduh not-a-token' },
      { cookie, origin: 'https://evil.example' },
    ];
    for (const headers of attempts) {
      const response = await send(path, valid(), headers);
      expect(response.statusCode).toBe(201);
      const [row] = await t.app.db
        .select()
        .from(enquiries)
        .where(eq(enquiries.id, response.json().data.uuid));
      expect(row!.userId).toBeNull();
    }
  });

  it.each([
    [{ name: undefined }, 'name', 'This field is required'],
    [{ name: '   ' }, 'name', 'This field is required'],
    [{ email: undefined }, 'email', 'This field is required'],
    [{ email: 'not-an-address' }, 'email', 'Invalid E-mail'],
    [{ topic: undefined }, 'topic', 'This field is required'],
    [{ topic: 'lottery' }, 'topic', 'Choose a topic from the list.'],
    [{ message: undefined }, 'message', 'This field is required'],
    [{ message: '' }, 'message', 'This field is required'],
    [{ message: 'x'.repeat(2001) }, 'message', 'Ensure this field has no more than 2000 characters.'],
    [{ name: 'n'.repeat(101) }, 'name', 'Ensure this field has no more than 100 characters.'],
  ])('validates %j', async (override, field, message) => {
    const response = await send(path, valid(override));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.code).toBe('invalid');
    expect(response.json().errors.fields[field]).toEqual([message]);
  });

  it('validates in Malay', async () => {
    const response = await send(path, { topic: 'lottery' }, { 'accept-language': 'ms' });
    expect(response.json().errors.fields).toEqual({
      name: ['Ruangan ini wajib diisi'],
      email: ['Ruangan ini wajib diisi'],
      topic: ['Pilih topik daripada senarai.'],
      message: ['Ruangan ini wajib diisi'],
    });
  });

  it('acknowledges an address once per 15 minutes, while support gets every enquiry', async () => {
    const email = uniqueEmail('repeat');
    const first = await send(path, valid({ email }));
    const second = await send(path, valid({ email }));
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    const acks = (await mailsTo(email)).filter((mail) => mail.template === 'enquiry_ack');
    expect(acks).toHaveLength(1);
    const support = await mailsTo('support@teduh.my');
    for (const response of [first, second]) {
      expect(support.some((mail) => mail.text.includes(response.json().data.uuid))).toBe(true);
    }
  });

  it('accepts every topic of the shared list, and a message of 2000 characters', async () => {
    for (const topic of enquiryTopics) {
      const response = await send(path, valid({ topic, message: 'm'.repeat(2000) }));
      expect(response.statusCode).toBe(201);
    }
  });
});

describe('app clients (Authorization: TeduhFree <key>)', () => {
  it('records a valid key as the client, and refuses an unknown key with 401 invalid_api_key', async () => {
    const response = await send(PATHS[0]!, valid(), { authorization: `TeduhFree ${API_KEY}` });
    expect(response.statusCode).toBe(201);
    const [row] = await t.app.db.select().from(enquiries).where(eq(enquiries.id, response.json().data.uuid));
    expect(row!.apiClient).toMatch(/^[0-9a-f]{16}$/);
    expect(row!.apiClient).not.toContain(API_KEY);

    for (const authorization of ['TeduhFree wrong-key-000000000000', 'TeduhFree', 'teduhfree a b']) {
      const refused = await send(PATHS[0]!, valid(), { authorization });
      expect(refused.statusCode).toBe(401);
      expect(refused.json().errors).toEqual({ code: 'invalid_api_key', detail: 'The API key is not valid.' });
    }
    const malay = await send(PATHS[1]!, valid(), {
      authorization: 'TeduhFree nope',
      'accept-language': 'ms',
    });
    expect(malay.json().errors.detail).toBe('Kunci API tidak sah.');
  });

  it('is not a member credential: member calls with it answer 401 not_authenticated', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/auth/api/v1/me/',
      headers: { authorization: `TeduhFree ${API_KEY}` },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().errors.code).toBe('not_authenticated');
  });
});

describe('limits', () => {
  it('share the public rate limit per address, with a bucket of its own for each app client key', async () => {
    const limited = await createTestApp({
      // A key of its own: counters live in the shared database, and other tests used the default key.
      config: {
        rateLimit: { public: { max: 1, windowMs: 60_000 } },
        accounts: { publicApiKeys: ['limits-test-key-000000001'] },
      },
      database: t.database,
    });
    try {
      const post = (headers: Record<string, string> = {}) =>
        limited.app.inject({
          method: 'POST',
          url: PATHS[0]!,
          payload: valid(),
          headers,
          remoteAddress: '192.0.2.61',
        });
      expect((await post()).statusCode).toBe(201);
      const throttled = await post();
      expect(throttled.statusCode).toBe(429);
      expect(throttled.json().errors.code).toBe('throttled');
      expect(throttled.headers['retry-after']).toBeDefined();
      // The app client behind the same address has its own bucket.
      const app = { authorization: 'TeduhFree limits-test-key-000000001' };
      expect((await post(app)).statusCode).toBe(201);
      expect((await post(app)).statusCode).toBe(429);
    } finally {
      await limited.app.close();
    }
  });

  it('answers 401 maintenance_notice during maintenance', async () => {
    await t.app.maintenance.set({ enabled: true, message: null });
    try {
      for (const path of PATHS) {
        const response = await send(path, valid());
        expect(response.statusCode).toBe(401);
        expect(response.json().errors.code).toBe('maintenance_notice');
      }
    } finally {
      await t.app.maintenance.set({ enabled: false, message: null });
    }
  });
});
