import { renderEmail } from '../src/modules/mail/templates';
import { createTestApp, type TestContext } from './helpers/test-app';

let t: TestContext;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('e-mail templates', () => {
  it('renders the registration PIN in English and Malay, as text and HTML', () => {
    const content = { template: 'registration_pin' as const, params: { pin: '042917', minutes: 10 } };
    const en = renderEmail(content, 'en', { webUrl: 'http://localhost:8080' });
    expect(en.subject).toBe('Your Teduh verification PIN: 042917');
    expect(en.text).toContain('042917');
    expect(en.text).toContain('The PIN expires in 10 minutes.');
    expect(en.html).toContain('<html lang="en">');
    expect(en.html).toContain('042917');

    const ms = renderEmail(content, 'ms', { webUrl: 'http://localhost:8080' });
    expect(ms.subject).toBe('PIN pengesahan Teduh anda: 042917');
    expect(ms.text).toContain('PIN ini tamat tempoh dalam 10 minit.');
  });

  it('escapes what members typed and links to their certificates in their language', () => {
    const welcome = renderEmail(
      { template: 'welcome', params: { firstName: '<b>Ali</b>', email: 'ali@example.com' } },
      'ms',
      { webUrl: 'https://teduh.example' },
    );
    expect(welcome.html).toContain('&lt;b&gt;Ali&lt;/b&gt;');
    expect(welcome.html).not.toContain('<b>Ali</b>');
    // The member's certificates: there is no page at /dashboard itself.
    expect(welcome.html).toContain('href="https://teduh.example/ms/dashboard/policies"');
    expect(welcome.text).toContain('https://teduh.example/ms/dashboard/policies');
    expect(welcome.text).toContain('Salam sejahtera <b>Ali</b>,');
  });
});

describe('certificate e-mails link to pages that exist', () => {
  const uuid = '3f0b6a52-8c1e-4c4e-9d5b-2a7f1e0c9b11';
  const issued = {
    kind: 'issued' as const,
    firstName: 'Aisyah',
    certificateUuid: uuid,
    number: 'TPP-2026-000123',
    sumCoveredSen: 5_000_000,
    contributionSen: 990,
    frequency: 'month' as const,
    startDate: '2026-11-01',
    renewalDate: '2027-11-01',
    coolingOffEnd: '2026-11-16',
  };
  const scheduled = {
    kind: 'canceled_scheduled' as const,
    firstName: 'Aisyah',
    number: 'TPP-2026-000123',
    effectiveDate: '2026-12-01',
  };

  it.each([
    ['en', ''],
    ['ms', '/ms'],
  ] as const)(
    'in %s: the issued certificate links to its page and says its PDF is attached',
    (language, prefix) => {
      const mail = renderEmail({ template: 'certificate_notice', params: issued }, language, {
        webUrl: 'https://teduh.example',
      });
      expect(mail.html).toContain(`href="https://teduh.example${prefix}/dashboard/policy-detail/${uuid}"`);
      expect(mail.text).toMatch(
        language === 'en' ? /attached to this e-mail as a PDF/ : /dilampirkan pada e-mel ini/,
      );

      const notice = renderEmail({ template: 'certificate_notice', params: scheduled }, language, {
        webUrl: 'https://teduh.example',
      });
      expect(notice.html).toContain(`href="https://teduh.example${prefix}/dashboard/policies"`);
      expect(notice.html).not.toContain(`href="https://teduh.example${prefix}/dashboard"`);
    },
  );
});

describe('GET /dev/mailbox', () => {
  beforeAll(async () => {
    for (const to of ['first@example.com', 'second@example.com', 'first@example.com']) {
      await t.app.emails.send(to, 'en', { template: 'welcome', params: { firstName: 'Ali', email: to } });
    }
    await t.app.jobs.runDue();
  });

  it('lists the outbox newest first, filtered by recipient', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/dev/mailbox?to=FIRST@example.com' });
    expect(response.statusCode).toBe(200);
    const mails = response.json().data;
    expect(mails).toHaveLength(2);
    expect(mails[0].id).toBeGreaterThan(mails[1].id);
    expect(mails[0]).toMatchObject({
      to: 'first@example.com',
      from: 'Teduh <no-reply@teduh.my>',
      subject: 'Welcome to Teduh',
      template: 'welcome',
      language: 'en',
    });
    const all = await t.app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(all.json().data).toHaveLength(3);
  });

  it('shows an HTML page to browsers', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/dev/mailbox',
      headers: { accept: 'text/html,application/xhtml+xml' },
    });
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('<h2>Welcome to Teduh</h2>');
  });

  it('validates the recipient filter', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/dev/mailbox?to=nope' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.fields).toEqual({ to: ['Invalid E-mail'] });
  });

  // Production refuses DEV_ROUTES (src/config.test.ts), so its app is built with the developer routes off.
  it('does not exist without DEV_ROUTES, as in production', async () => {
    const production = await createTestApp({
      config: { env: 'production', devTools: { routes: false } },
      database: t.database,
    });
    try {
      const response = await production.app.inject({ method: 'GET', url: '/dev/mailbox' });
      expect(response.statusCode).toBe(404);
    } finally {
      await production.app.close();
    }
  });
});
