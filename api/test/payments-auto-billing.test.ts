// Automatic billing as the member sees it: how a certificate is paid (card or mandate, next debit, amount),
// turning it on and off, the e-mail before each debit, and a failed debit: tried again on the documented
// days with an e-mail each time, and after the last try an e-mail to pay before the certificate lapses.
import { and, eq } from 'drizzle-orm';
import { cardPaymentMethods, outboxEmails, paymentSchedules, users } from '../src/db/schema';
import { startOfMalaysianDayAfter } from '../src/lib/malaysian-day';
import { DEBIT_NOTICE_DAYS, DEBIT_RETRY_DAYS } from '../src/modules/payments/schedules';
import { TEST_CARDS } from '../src/sandboxes/card-provider/server';
import type { TestMember } from './helpers/test-app';
import {
  auth,
  CARD,
  checkoutLink,
  FPX,
  member,
  payOnCheckout,
  returnUrls,
  startPaymentsTest,
  type PaymentsTest,
} from './payments-fixtures';

jest.setTimeout(60_000);

const DAY = 24 * 3600 * 1000;

interface AutoBillingBody {
  status: 'active' | 'off';
  channel: string | null;
  next_debit_on: string | null;
  amount: string | null;
  card: { id: string; brand: string; last4: string } | null;
  mandate: unknown;
}

let test: PaymentsTest;
let alice: TestMember;
let bob: TestMember;

beforeAll(async () => {
  // No webhooks: a token expired at the provider stays saved here, so its debits fail (as a card that
  // stopped working would).
  test = await startPaymentsTest({ webhooks: false });
  alice = await member(test.app);
  bob = await member(test.app);
});

afterAll(async () => {
  await test?.close();
});

/** An issued certificate paid by card (its first contribution), with the card saved. */
async function paidByCard(who: TestMember, paidUntil: string) {
  const certificate = test.certificates.add(who.uuid, { contributionSen: 4130 });
  const link = await checkoutLink(test.app, who, certificate);
  expect((await payOnCheckout(link, { number: TEST_CARDS.succeeds })).status).toBe(303);
  await test.app.inject({
    method: 'GET',
    url: `${CARD}/payment-requests/certificates/${certificate}/`,
    headers: auth(who),
  });
  const stored = test.certificates.certificates.get(certificate)!;
  test.certificates.certificates.set(certificate, { ...stored, status: 'issued', paidUntil });
  const [card] = await test.app.db
    .select()
    .from(cardPaymentMethods)
    .where(eq(cardPaymentMethods.certificateUuid, certificate));
  return { certificate, card: card! };
}

async function autoBilling(who: TestMember, certificate: string, language = 'en') {
  const response = await test.app.inject({
    method: 'GET',
    url: `${FPX}/auto-billing/?certificate=${certificate}`,
    headers: { ...auth(who), 'accept-language': language },
  });
  return response;
}

async function turnOn(who: TestMember, certificate: string, card: string) {
  const response = await test.app.inject({
    method: 'POST',
    url: `${CARD}/subscription/`,
    headers: auth(who),
    payload: { certificate, payment_method: card },
  });
  expect(response.statusCode).toBe(201);
}

async function mails(to: string) {
  const rows = await test.app.db.select().from(outboxEmails).where(eq(outboxEmails.to, to));
  return rows.map((row) => ({ subject: row.subject, text: row.text }));
}

describe('how a certificate is paid', () => {
  it('shows the saved card, and automatic billing off until the member turns it on', async () => {
    const { certificate, card } = await paidByCard(alice, '2026-12-26');
    const before = await autoBilling(alice, certificate);
    expect(before.statusCode).toBe(200);
    expect(before.json<{ data: AutoBillingBody }>().data).toMatchObject({
      status: 'off',
      channel: null,
      next_debit_on: null,
      amount: null,
      card: { id: card.id, brand: 'VISA', last4: '4242' },
      mandate: null,
    });

    await turnOn(alice, certificate, card.id);
    const on = (await autoBilling(alice, certificate)).json<{ data: AutoBillingBody }>().data;
    expect(on).toMatchObject({ status: 'active', channel: 'card', amount: '41.30' });
    expect(on.next_debit_on).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    const off = await test.app.inject({
      method: 'POST',
      url: `${FPX}/auto-billing/cancel/`,
      headers: auth(alice),
      payload: { certificate },
    });
    expect(off.statusCode).toBe(200);
    expect(off.json<{ data: AutoBillingBody }>().data).toMatchObject({
      status: 'off',
      card: { id: card.id },
    });
  });

  it('hides another member’s certificate (404) and needs a login', async () => {
    const { certificate } = await paidByCard(alice, '2026-12-26');
    expect((await autoBilling(bob, certificate)).statusCode).toBe(404);
    const cancel = await test.app.inject({
      method: 'POST',
      url: `${FPX}/auto-billing/cancel/`,
      headers: auth(bob),
      payload: { certificate },
    });
    expect(cancel.statusCode).toBe(404);
    const anonymous = await test.app.inject({
      method: 'GET',
      url: `${FPX}/auto-billing/?certificate=${certificate}`,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('replacing the card', () => {
  it('saves a new card on the hosted checkout (no payment); billing moves to it and the old card goes', async () => {
    const { certificate, card } = await paidByCard(alice, '2026-12-26');
    await turnOn(alice, certificate, card.id);
    const chargesBefore = test.card.paymentRequests().length;

    const start = await test.app.inject({
      method: 'POST',
      url: `${CARD}/payment-methods/certificates/replace/`,
      headers: auth(alice),
      payload: { certificate, ...returnUrls },
    });
    expect(start.statusCode).toBe(201);
    const link = start.json<{ data: { cached_data: { payment_link_url: string } } }>().data.cached_data
      .payment_link_url;
    const saved = await payOnCheckout(link, { number: '5555555555554444' });
    expect(saved.status).toBe(303);

    // Back on the certificate's page: the new card, billing on it, the old one removed (here and there).
    const after = (await autoBilling(alice, certificate)).json<{ data: AutoBillingBody }>().data;
    expect(after).toMatchObject({
      status: 'active',
      channel: 'card',
      card: { brand: 'MASTERCARD', last4: '4444' },
    });
    const [old] = await test.app.db
      .select()
      .from(cardPaymentMethods)
      .where(eq(cardPaymentMethods.id, card.id));
    expect(old!.status).toBe('cancelled');
    expect(test.card.paymentToken(card.providerTokenId)!.status).toBe('CANCELED');
    const active = await test.app.db
      .select()
      .from(paymentSchedules)
      .where(and(eq(paymentSchedules.certificateUuid, certificate), eq(paymentSchedules.status, 'active')));
    expect(active).toEqual([expect.objectContaining({ paymentMethodId: after.card!.id })]);
    // Nothing was charged to save it.
    expect(test.card.paymentRequests().length).toBe(chargesBefore);
  });

  it('refuses another member’s certificate (404) and return addresses of another site (400)', async () => {
    const { certificate } = await paidByCard(alice, '2026-12-26');
    const theirs = await test.app.inject({
      method: 'POST',
      url: `${CARD}/payment-methods/certificates/replace/`,
      headers: auth(bob),
      payload: { certificate, ...returnUrls },
    });
    expect(theirs.statusCode).toBe(404);
    const elsewhere = await test.app.inject({
      method: 'POST',
      url: `${CARD}/payment-methods/certificates/replace/`,
      headers: auth(alice),
      payload: { certificate, ...returnUrls, success_return_url: 'https://evil.example/ok' },
    });
    expect(elsewhere.statusCode).toBe(400);
  });
});

describe('debits', () => {
  // Each test counts its own debits: schedules left by earlier tests are ended first.
  beforeEach(async () => {
    await test.app.db
      .update(paymentSchedules)
      .set({ status: 'cancelled' })
      .where(eq(paymentSchedules.status, 'active'));
  });

  async function schedule(certificate: string) {
    const [row] = await test.app.db
      .select()
      .from(paymentSchedules)
      .where(and(eq(paymentSchedules.certificateUuid, certificate), eq(paymentSchedules.status, 'active')));
    return row!;
  }

  it('e-mails the member before the debit (once), then debits and records the contribution', async () => {
    const { certificate, card } = await paidByCard(alice, '2026-12-26');
    await turnOn(alice, certificate, card.id);
    const { nextChargeAt } = await schedule(certificate);

    // A week before: nothing yet. Within the notice days: one e-mail, however often housekeeping runs.
    await test.app.payments.schedules.runDue(new Date(nextChargeAt.getTime() - 7 * DAY));
    expect(await mails(alice.email)).not.toContainEqual(
      expect.objectContaining({ subject: expect.stringContaining('will be debited') }),
    );
    const noticeTime = new Date(nextChargeAt.getTime() - (DEBIT_NOTICE_DAYS - 1) * DAY);
    expect(await test.app.payments.schedules.runDue(noticeTime)).toBe(0);
    await test.app.payments.schedules.runDue(noticeTime);
    await test.app.jobs.runDue();
    const notices = (await mails(alice.email)).filter((mail) => mail.subject.includes('will be debited'));
    expect(notices).toHaveLength(1);
    expect(notices[0]!.text).toContain('RM41.30');
    expect(notices[0]!.text).toContain('Visa card ending 4242');
    expect(notices[0]!.text).toContain(`/dashboard/policy-detail/${certificate}`);

    const started = await test.app.payments.schedules.runDue(new Date(nextChargeAt.getTime() + 60_000));
    expect(started).toBe(1);
    await test.app.jobs.runDue();
    const paid = test.certificates.calls.filter((call) => call.certificateUuid === certificate);
    expect(paid).toEqual([
      expect.objectContaining({ amountSen: 4130 }),
      expect.objectContaining({ amountSen: 4130 }),
    ]);
  });

  it('debits on the Malaysian day it shows: from 00:00 in Malaysia, and the next a month later', async () => {
    const { certificate, card } = await paidByCard(alice, '2026-12-26');
    await turnOn(alice, certificate, card.id);
    const first = await schedule(certificate);
    const shown = (await autoBilling(alice, certificate)).json<{ data: AutoBillingBody }>().data;
    // 00:00 in Malaysia (UTC+8) is 16:00 UTC the day before.
    expect(first.nextChargeAt.toISOString()).toMatch(/T16:00:00\.000Z$/);
    expect(shown.next_debit_on).toBe(
      new Date(first.nextChargeAt.getTime() + 8 * 3600_000).toISOString().slice(0, 10),
    );

    expect(await test.app.payments.schedules.runDue(new Date(first.nextChargeAt.getTime() - 60_000))).toBe(0);
    expect(await test.app.payments.schedules.runDue(first.nextChargeAt)).toBe(1);
    await test.app.jobs.runDue();
    const second = await schedule(certificate);
    expect(second.nextChargeAt).toEqual(startOfMalaysianDayAfter(first.nextChargeAt, 'month'));
  });

  it('a contribution paid by hand before its debit day is not debited again: that cycle passes, the next debits', async () => {
    const { certificate, card } = await paidByCard(alice, '2026-12-26');
    await turnOn(alice, certificate, card.id);
    const first = await schedule(certificate);
    // The member pays December's contribution by hand: the cover now runs a month past the debit day.
    const stored = test.certificates.certificates.get(certificate)!;
    test.certificates.certificates.set(certificate, { ...stored, paidUntil: '2027-01-26' });
    const charges = () => test.certificates.calls.filter((call) => call.certificateUuid === certificate);
    const before = charges().length;

    await test.app.payments.schedules.runDue(
      new Date(first.nextChargeAt.getTime() - (DEBIT_NOTICE_DAYS - 1) * DAY),
    );
    expect(await test.app.payments.schedules.runDue(new Date(first.nextChargeAt.getTime() + 60_000))).toBe(0);
    await test.app.jobs.runDue();
    expect(charges()).toHaveLength(before);
    expect(
      (await mails(alice.email)).filter(
        (mail) =>
          mail.text.includes(`/dashboard/policy-detail/${certificate}`) &&
          mail.subject.includes('will be debited'),
      ),
    ).toHaveLength(0);
    const second = await schedule(certificate);
    expect(second.nextChargeAt).toEqual(startOfMalaysianDayAfter(first.nextChargeAt, 'month'));

    // January's contribution is due as usual on the next debit day.
    expect(await test.app.payments.schedules.runDue(new Date(second.nextChargeAt.getTime() + 60_000))).toBe(
      1,
    );
    await test.app.jobs.runDue();
    expect(charges()).toHaveLength(before + 1);
  });

  it('a failed debit is tried again on the documented days, the member told each time, then asked to pay before lapse', async () => {
    const { certificate, card } = await paidByCard(bob, '2026-12-26');
    await turnOn(bob, certificate, card.id);
    // The card stops working at the provider (no webhook reaches us here).
    test.card.expirePaymentToken(card.providerTokenId);
    const { nextChargeAt } = await schedule(certificate);
    let now = new Date(nextChargeAt.getTime() + 60_000);

    expect(await test.app.payments.schedules.runDue(now)).toBe(1);
    await test.app.jobs.runDue();
    for (const [index, days] of DEBIT_RETRY_DAYS.entries()) {
      const planned = await schedule(certificate);
      expect(planned.retryCount).toBe(index + 1);
      expect(planned.retryAt!.getTime() - now.getTime()).toBeGreaterThanOrEqual(days * DAY - 60_000);
      // Not before its day; then once.
      expect(await test.app.payments.schedules.runDue(new Date(planned.retryAt!.getTime() - DAY))).toBe(0);
      now = new Date(planned.retryAt!.getTime() + 60_000);
      expect(await test.app.payments.schedules.runDue(now)).toBe(1);
      expect(await test.app.payments.schedules.runDue(now)).toBe(0);
      await test.app.jobs.runDue();
    }
    const final = await schedule(certificate);
    expect(final.retryCount).toBe(DEBIT_RETRY_DAYS.length + 1);
    expect(final.retryAt).toBeNull();

    const failures = (await mails(bob.email)).filter(
      (mail) => mail.subject === 'We could not debit your contribution',
    );
    expect(failures).toHaveLength(DEBIT_RETRY_DAYS.length + 1);
    expect(failures.filter((mail) => mail.text.includes('We will try again on'))).toHaveLength(
      DEBIT_RETRY_DAYS.length,
    );
    // Paid until 26 December 2026, then the grace period: the certificate lapses after 25 January 2027.
    expect(
      failures.some(
        (mail) => mail.text.includes('This was our last try') && mail.text.includes('25 January 2027'),
      ),
    ).toBe(true);
    expect(test.certificates.calls.filter((call) => call.certificateUuid === certificate)).toHaveLength(1);
  });

  it('writes the e-mails in the member’s language', async () => {
    const malay = await member(test.app);
    await test.app.db.update(users).set({ language: 'ms' }).where(eq(users.id, malay.uuid));
    const { certificate, card } = await paidByCard(malay, '2026-12-26');
    await turnOn(malay, certificate, card.id);
    const { nextChargeAt } = await schedule(certificate);
    await test.app.payments.schedules.runDue(new Date(nextChargeAt.getTime() - DAY));
    await test.app.jobs.runDue();
    const notice = (await mails(malay.email)).find((mail) =>
      mail.subject.startsWith('Caruman anda akan didebit pada'),
    );
    expect(notice?.text).toContain('kad Visa anda berakhir 4242');
    expect(notice?.text).toContain(`/ms/dashboard/policy-detail/${certificate}`);
  });
});
