// product/api/v1/financial-calculator-results/send-email/: the calculator's quote e-mailed in the visitor's
// language, priced again from the inputs (a price in the request is ignored), the address checked, the rate
// rules' messages in both languages, and the limit per client address.
import { todayIso } from '@teduh/shared/domain';
import { seedCatalogue } from '../src/modules/products/catalogue-seed';
import { createTestApp, type TestContext, uniqueEmail } from './helpers/test-app';

const SEND = '/product/api/v1/financial-calculator-results/send-email/';

let t: TestContext;

beforeAll(async () => {
  t = await createTestApp();
  await seedCatalogue(t.app.db);
});
afterAll(() => t.close());

/** A date of birth giving age next birthday 30 today. */
function dobForAge30(): string {
  const [y, m] = todayIso().split('-').map(Number) as [number, number];
  const month = m === 12 ? 1 : m + 1;
  return `${(m === 12 ? y + 1 : y) - 30}-${String(month).padStart(2, '0')}-01`;
}

interface Mail {
  template: string;
  subject: string;
  text: string;
  html: string;
}

async function mailsTo(email: string): Promise<Mail[]> {
  await t.app.jobs.runDue();
  const response = await t.app.inject({ method: 'GET', url: `/dev/mailbox?to=${encodeURIComponent(email)}` });
  return response.json<{ data: Mail[] }>().data.filter((mail) => mail.template === 'calculator_quote');
}

const send = (payload: Record<string, unknown>, language = 'en') =>
  t.app.inject({ method: 'POST', url: SEND, payload, headers: { 'accept-language': language } });

async function rate(dob: string, coverage: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/products/api/v1/2/rate/',
    payload: { dob, gender: 'f', coverage_amount: coverage },
  });
  return response.json<{ data: { monthly_gross_premium: string; yearly_gross_premium: string }[] }>()
    .data[0]!;
}

describe('send-email', () => {
  it('e-mails the quote the rate call gives, in English', async () => {
    const email = uniqueEmail('visitor');
    const dob = dobForAge30();
    const response = await send({ email, dob, gender: 'f', coverage_amount: '75000.00', monthly: '0.01' });
    expect(response.statusCode).toBe(202);
    expect(response.json().data).toEqual({ email, language: 'en' });
    const price = await rate(dob, '75000.00');
    const [mail, ...more] = await mailsTo(email);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe(`Your Teduh quote: RM${price.monthly_gross_premium} a month`);
    expect(mail!.text).toContain('Sum covered: RM75,000.00');
    expect(mail!.text).toContain(`Yearly contribution: RM${price.yearly_gross_premium}`);
    expect(mail!.text).toContain('female, age next birthday 30');
    expect(mail!.text).toContain('/pusara-pro/quick-quote');
    expect(mail!.text).not.toContain('0.01');
  });

  it("uses the visitor's language: Malay from the request, or the language field", async () => {
    const email = uniqueEmail('pelawat');
    expect(
      (await send({ email, dob: dobForAge30(), gender: 'male', coverage_amount: 50000 }, 'ms')).statusCode,
    ).toBe(202);
    const [mail] = await mailsTo(email);
    expect(mail!.subject).toMatch(/^Sebut harga Teduh anda: RM\d+\.\d{2} sebulan$/);
    expect(mail!.text).toContain('lelaki, umur pada hari lahir berikutnya 30');
    expect(mail!.text).toContain('/ms/pusara-pro/quick-quote');
    expect(mail!.html).toContain('lang="ms"');

    const other = uniqueEmail('pelawat');
    const chosen = await send({
      email: other,
      dob: dobForAge30(),
      gender: 'm',
      coverage_amount: 50000,
      language: 'ms',
    });
    expect(chosen.json().data.language).toBe('ms');
    expect((await mailsTo(other))[0]!.subject).toContain('sebulan');
  });

  it('refuses a bad address, age or sum covered with 400 in the error shape, and sends nothing', async () => {
    const badEmail = await send({
      email: 'not-an-address',
      dob: dobForAge30(),
      gender: 'f',
      coverage_amount: 50000,
    });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().errors).toMatchObject({ code: expect.any(String), detail: expect.any(String) });
    expect(badEmail.json().errors.fields.email).toBeDefined();

    const email = uniqueEmail('visitor');
    const tooOld = await send({ email, dob: '1940-01-01', gender: 'f', coverage_amount: 50000 }, 'ms');
    expect(tooOld.statusCode).toBe(400);
    expect(tooOld.json().errors.fields.dob[0]).toMatch(/\d/);
    const badSum = await send({ email, dob: dobForAge30(), gender: 'f', coverage_amount: '60000.00' });
    expect(badSum.statusCode).toBe(400);
    expect(badSum.json().errors.fields.coverage_amount).toBeDefined();
    const noEmail = await send({ dob: dobForAge30(), gender: 'f', coverage_amount: 50000 });
    expect(noEmail.statusCode).toBe(400);
    const unknownProduct = await send({
      email,
      dob: dobForAge30(),
      gender: 'f',
      coverage_amount: 50000,
      product: 9999,
    });
    expect(unknownProduct.statusCode).toBe(404);
    expect(await mailsTo(email)).toEqual([]);
  });

  it('answers 429 past the limit of calls per client address', async () => {
    const limited = await createTestApp({
      database: t.database,
      config: { rateLimit: { auth: { max: 2, windowMs: 60_000 } } },
    });
    try {
      const codes: number[] = [];
      for (let call = 0; call < 3; call += 1) {
        const reply = await limited.app.inject({
          method: 'POST',
          url: SEND,
          payload: { email: uniqueEmail('visitor'), dob: dobForAge30(), gender: 'f', coverage_amount: 50000 },
        });
        codes.push(reply.statusCode);
      }
      expect(codes).toEqual([202, 202, 429]);
    } finally {
      await limited.app.close();
    }
  });
});
