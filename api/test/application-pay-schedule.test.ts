// applications/{id}/pay/ (the application's certificate paid through instant-pay) and
// product/api/v1/quotation/{id}/payment-schedule-due/ (what is due on the member's certificate of a quotation):
// the owner's answer, another member's 404, bad ids 400 in the contract's error shape, in both languages.
import crypto from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { todayIso } from '@teduh/shared/domain';
import { eq } from 'drizzle-orm';
import { certificates } from '../src/db/schema';
import { paymentScheduleDue } from '../src/modules/certificates/payment-schedule-due';
import { addDays, addMonths, GRACE_DAYS } from '../src/modules/certificates/status';
import { seedCatalogue } from '../src/modules/products/catalogue-seed';
import { seedCertificatesReference } from '../src/modules/underwriting/reference-seed';
import { pendingCertificate, verifiedMember, type VerifiedMember } from './certificates-fixtures';
import { auth, returnUrls, startPaymentsTest, type PaymentsTest } from './payments-fixtures';

jest.setTimeout(60_000);

const DUE = (id: string) => `/product/api/v1/quotation/${id}/payment-schedule-due/`;
const PAY = (id: string) => `/applications/${id}/pay/`;
const payReturnUrls = {
  success_return_url: returnUrls.success_return_url,
  failure_return_url: returnUrls.cancel_return_url,
};

let test: PaymentsTest;
let alice: VerifiedMember;
let bob: VerifiedMember;
let journey: Awaited<ReturnType<typeof pendingCertificate>>;

beforeAll(async () => {
  const storageDir = path.join(
    os.tmpdir(),
    `teduh-application-pay-${process.pid}-${crypto.randomBytes(4).toString('hex')}`,
  );
  test = await startPaymentsTest({ realCertificates: true, config: { certificates: { storageDir } } });
  await seedCatalogue(test.app.db);
  await seedCertificatesReference(test.app.db);
  alice = await verifiedMember(test);
  bob = await verifiedMember(test);
  journey = await pendingCertificate(test, alice);
});

afterAll(async () => {
  await test?.close();
});

const get = (who: VerifiedMember, url: string, language = 'en') =>
  test.app.inject({ method: 'GET', url, headers: { ...auth(who), 'accept-language': language } });

/** A new member's certificate, issued and paid until `set.paidUntil`. */
async function issuedCertificate(set: Partial<typeof certificates.$inferInsert> & { paidUntil: string }) {
  const member = await verifiedMember(test);
  const { quotation, certificate } = await pendingCertificate(test, member);
  await test.app.db
    .update(certificates)
    .set({ status: 'issued', ...set })
    .where(eq(certificates.id, certificate));
  return { member, quotation, certificate };
}

describe('payment-schedule-due/', () => {
  it("answers a pending certificate's first contribution, by quotation or by certificate", async () => {
    const contribution = journey.rate.contribution as string;
    for (const id of [journey.quotation, journey.certificate]) {
      const response = await get(alice, DUE(id));
      expect(response.statusCode).toBe(200);
      const data = response.json().data;
      expect(data).toMatchObject({
        quotation: journey.quotation,
        certificate: journey.certificate,
        certificate_status: 'pending',
        currency: 'MYR',
        contribution,
        total_due: contribution,
        next_due_on: null,
      });
      expect(data.due).toEqual([{ due_on: todayIso(), amount: contribution, status: 'due' }]);
      expect(contribution).toMatch(/^\d+\.\d{2}$/);
    }
  });

  it('lists every ended period of an issued certificate, oldest first, and the next due day', async () => {
    const paidUntil = addMonths(todayIso(), -1);
    const { member, quotation } = await issuedCertificate({
      paidUntil,
      contributionSen: 1234,
      frequency: 'month',
    });
    const data = (await get(member, DUE(quotation))).json().data;
    expect(data.due).toEqual([
      { due_on: paidUntil, amount: '12.34', status: 'overdue' },
      { due_on: todayIso(), amount: '12.34', status: 'due' },
    ]);
    expect(data.total_due).toBe('24.68');
    expect(data.next_due_on).toBe(addMonths(todayIso(), 1));
    expect(data.grace_ends_on).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('states the last day of grace the lapse sweep keeps: still covered on that day, lapsed the next', async () => {
    const paidUntil = addDays(todayIso(), -3);
    const { member, quotation, certificate } = await issuedCertificate({ paidUntil, frequency: 'year' });
    const graceEndsOn = (await get(member, DUE(quotation))).json().data.grace_ends_on as string;
    expect(graceEndsOn).toBe(addDays(paidUntil, GRACE_DAYS - 1));
    const status = async () =>
      (await test.app.db.select().from(certificates).where(eq(certificates.id, certificate)))[0]!.status;
    await test.app.certificates.sweep(graceEndsOn);
    expect(await status()).toBe('issued');
    await test.app.certificates.sweep(addDays(graceEndsOn, 1));
    expect(await status()).toBe('lapsed');
  });

  it("another member's quotation and an unknown one are 404; a bad id is 400 in the error shape", async () => {
    const others = await get(bob, DUE(journey.quotation), 'ms');
    expect(others.statusCode).toBe(404);
    expect(others.json().errors.code).toBe('not_found');
    expect((await get(alice, DUE(crypto.randomUUID()))).statusCode).toBe(404);
    const bad = await get(alice, DUE('not-a-uuid'));
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      errors: expect.objectContaining({ code: expect.any(String), detail: expect.any(String) }),
    });
    expect((await test.app.inject({ method: 'GET', url: DUE(journey.quotation) })).statusCode).toBe(401);
  });
});

describe('paymentScheduleDue', () => {
  const today = '2026-03-31';
  const row = (overrides: Record<string, unknown>) =>
    ({
      id: crypto.randomUUID(),
      quotationId: crypto.randomUUID(),
      status: 'issued',
      frequency: 'month',
      contributionSen: 413,
      paidUntil: '2026-04-15',
      cancelEffectiveDate: null,
      createdAt: new Date('2026-01-01T00:00:00Z'),
      ...overrides,
    }) as unknown as Parameters<typeof paymentScheduleDue>[0];

  it('owes nothing while the paid period runs, or once the certificate has ended', () => {
    expect(paymentScheduleDue(row({}), today)).toMatchObject({
      due: [],
      total_due: '0.00',
      next_due_on: '2026-04-15',
    });
    expect(paymentScheduleDue(row({ status: 'lapsed' }), today)).toMatchObject({
      due: [],
      next_due_on: null,
    });
    expect(paymentScheduleDue(row({ cancelEffectiveDate: '2026-04-15' }), today).due).toEqual([]);
  });

  it('steps a year at a time for yearly contributions and states the end of the grace period', () => {
    const result = paymentScheduleDue(row({ frequency: 'year', paidUntil: '2026-03-01' }), today);
    expect(result.due).toEqual([{ due_on: '2026-03-01', amount: '4.13', status: 'overdue' }]);
    expect(result.next_due_on).toBe('2027-03-01');
    expect(result.grace_ends_on).toBe('2026-03-30');
  });
});

describe('applications/{id}/pay/', () => {
  it("opens a hosted checkout for the application's certificate; a repeat answers the same one", async () => {
    const first = await test.app.inject({
      method: 'POST',
      url: PAY(journey.application),
      headers: auth(alice),
      payload: payReturnUrls,
    });
    expect(first.statusCode).toBe(201);
    const data = first.json().data;
    expect(data).toMatchObject({
      certificate: journey.certificate,
      outcome: 'checkout',
      amount: journey.rate.contribution,
      currency: 'MYR',
      payment: null,
    });
    expect(data.checkout.cached_data.payment_link_url).toMatch(/^https?:\/\//);
    const again = await test.app.inject({
      method: 'POST',
      url: PAY(journey.application),
      headers: auth(alice),
      payload: payReturnUrls,
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.checkout.uuid).toBe(data.checkout.uuid);
  });

  it("another member's application is 404, a bad id 400, a foreign return address 400, in the member's language", async () => {
    const others = await test.app.inject({
      method: 'POST',
      url: PAY(journey.application),
      headers: { ...auth(bob), 'accept-language': 'ms' },
      payload: {},
    });
    expect(others.statusCode).toBe(404);
    const bad = await test.app.inject({ method: 'POST', url: PAY('123'), headers: auth(alice), payload: {} });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toMatchObject({ code: expect.any(String), detail: expect.any(String) });
    const foreign = await test.app.inject({
      method: 'POST',
      url: PAY(journey.application),
      headers: auth(alice),
      payload: { success_return_url: 'https://evil.example/ok' },
    });
    expect(foreign.statusCode).toBe(400);
  });
});
