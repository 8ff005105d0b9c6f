// Certificates: what payments may charge, the first contribution issuing the certificate (idempotently), later
// contributions, duplicates of one NRIC, cooling-off and later cancellation, lapse, the policy routes with their
// PDF, refund requests kept whatever payments does, and the transition table.
import crypto from 'node:crypto';
import { todayIso } from '@teduh/shared/domain';
import { eq } from 'drizzle-orm';
import {
  certificateContributions,
  certificateRefundRequests,
  certificates,
  certificateTransitions,
} from '../src/db/schema';
import { AppError } from '../src/lib/errors';
import { CertificatesService } from '../src/modules/certificates/certificates-service';
import { longDate } from '../src/modules/certificates/emails';
import type { ContributionRefunds, RefundRequest } from '../src/modules/certificates/payment-contract';
import { addDays, addMonths, assertTransition } from '../src/modules/certificates/status';
import { LocalDirectoryStorage } from '../src/lib/storage';
import { grantStaff } from '../src/modules/staff/roles';
import {
  auth,
  clonePendingCertificate,
  createCertificatesApp,
  mails,
  paid,
  pendingCertificate,
  POLICY,
  verifiedMember,
  type VerifiedMember,
} from './certificates-fixtures';
import { WEB_ORIGIN, type TestContext } from './helpers/test-app';

jest.setTimeout(30_000);

let t: TestContext;
beforeAll(async () => {
  t = await createCertificatesApp();
}, 60_000);
afterAll(async () => {
  await t?.close();
});

async function certificateRow(id: string) {
  const [row] = await t.app.db.select().from(certificates).where(eq(certificates.id, id));
  return row!;
}
async function contributionsOf(id: string) {
  return t.app.db
    .select()
    .from(certificateContributions)
    .where(eq(certificateContributions.certificateId, id));
}
async function refundsOf(id: string) {
  return t.app.db
    .select()
    .from(certificateRefundRequests)
    .where(eq(certificateRefundRequests.certificateId, id));
}
const policy = (member: VerifiedMember, id: string, suffix = '') =>
  t.app.inject({ method: 'GET', url: `${POLICY}/policies/${id}/${suffix}`, headers: auth(member.access) });
const cancel = (member: VerifiedMember, certificate: string, language = 'en') =>
  t.app.inject({
    method: 'POST',
    url: `${POLICY}/policies/cancel/`,
    headers: { ...auth(member.access), 'accept-language': language },
    payload: { certificate, reason: 'no_longer_needed' },
  });

describe('payable', () => {
  it("answers the member's pending certificate for payments, and 404 for anyone else's", async () => {
    const member = await verifiedMember(t);
    const journey = await pendingCertificate(t, member);
    const payable = await t.app.certificatePayments.payable(member.uuid, journey.certificate);
    expect(payable).toMatchObject({
      uuid: journey.certificate,
      userId: member.uuid,
      status: 'pending',
      contributionSen: Number(String(journey.rate.monthly_gross_premium).replace('.', '')),
      frequency: 'month',
      productName: 'Pusara Pro',
      holder: { email: member.email, phone: '+60123456789' },
    });
    expect((await certificateRow(journey.certificate)).paymentStartedAt).not.toBeNull();

    const other = await verifiedMember(t);
    await expect(t.app.certificatePayments.payable(other.uuid, journey.certificate)).rejects.toMatchObject({
      statusCode: 404,
      code: 'not_found',
    });
  });
});

describe('the first contribution', () => {
  it('issues the certificate once, however often the same payment is reported', async () => {
    const member = await verifiedMember(t, { language: 'ms' });
    const journey = await pendingCertificate(t, member);
    const event = paid(journey.certificate, { amountSen: 413 });
    await t.app.certificatePayments.contributionPaid(event);
    await t.app.certificatePayments.contributionPaid(event);
    await Promise.all([
      t.app.certificatePayments.contributionPaid(event),
      t.app.certificatePayments.contributionPaid(event),
    ]);

    const row = await certificateRow(journey.certificate);
    const today = todayIso(event.paidAt);
    expect(row).toMatchObject({
      status: 'issued',
      startDate: today,
      paidUntil: addMonths(today, 1),
      nextRenewalDate: addMonths(today, 12),
      termMonths: 12,
    });
    expect(row.number).toMatch(new RegExp(`^TPP-${today.slice(0, 4)}-\\d{6}$`));
    expect(await contributionsOf(journey.certificate)).toHaveLength(1);
    const issuedMails = (await mails(t, member.email)).filter(
      (mail) => mail.template === 'certificate_notice',
    );
    expect(issuedMails).toHaveLength(1);
    expect(issuedMails[0]!.subject).toBe(`Sijil Teduh anda (No. ${row.number}) telah dikeluarkan`);

    // The PDF job ran with the mail jobs.
    expect((await certificateRow(journey.certificate)).pdfKey).toMatch(/certificate-tpp-/);
  });

  it('e-mails the issued certificate with its e-certificate PDF attached and a link to its page', async () => {
    const member = await verifiedMember(t, { language: 'ms' });
    const journey = await pendingCertificate(t, member);
    await t.app.certificatePayments.contributionPaid(paid(journey.certificate));
    const { number } = await certificateRow(journey.certificate);

    const [notice, ...others] = (await mails(t, member.email)).filter(
      (mail) => mail.template === 'certificate_notice',
    );
    expect(others).toEqual([]);
    expect(notice!.text).toContain('E-sijil anda dilampirkan pada e-mel ini sebagai PDF');
    expect(notice!.text).toContain(`${WEB_ORIGIN}/ms/dashboard/policy-detail/${journey.certificate}`);
    expect(notice!.html).toContain(`href="${WEB_ORIGIN}/ms/dashboard/policy-detail/${journey.certificate}"`);
    expect(notice!.text).not.toMatch(/\/dashboard(\s|$)/);
    expect(notice!.attachments).toEqual([
      {
        filename: `certificate-${number!.toLowerCase()}.pdf`,
        content_type: 'application/pdf',
        size: expect.any(Number),
        url: expect.stringMatching(/^\/dev\/mailbox\/\d+\/attachments\/0$/),
      },
    ]);

    // The attached file is the certificate PDF the member downloads from the dashboard.
    const attached = await t.app.inject({ method: 'GET', url: notice!.attachments[0]!.url });
    expect(attached.statusCode).toBe(200);
    expect(attached.headers['content-type']).toBe('application/pdf');
    expect(attached.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(attached.rawPayload.length).toBe(notice!.attachments[0]!.size);
    const download = await policy(member, journey.certificate, 'certificate.pdf');
    expect(attached.rawPayload.equals(download.rawPayload)).toBe(true);

    const missing = await t.app.inject({
      method: 'GET',
      url: notice!.attachments[0]!.url.replace(/\/0$/, '/1'),
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ errors: { code: 'not_found' } });
  });

  it('shows the policy with benefits, schedule, history and auto-billing; owner only', async () => {
    const member = await verifiedMember(t);
    const journey = await pendingCertificate(t, member, { coverage: '100000.00' });
    await t.app.certificatePayments.contributionPaid(paid(journey.certificate, { channel: 'fpx' }));
    const response = await policy(member, journey.certificate);
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({
      status: 'issued',
      sum_covered: '100000.00',
      contribution_term: 'month',
      term_months: 12,
      benefits: [
        { code: 'DB1', percent: 100, amount: '100000.00', name: 'Death benefit' },
        { code: 'CB1', percent: 10, amount: '10000.00' },
      ],
      auto_billing: { method: 'fpx', frequency: 'month', billing_date: data.paid_until, bank: null },
      cancellation: null,
    });
    expect(data.payment_schedule).toHaveLength(12);
    expect(data.payment_schedule[0]).toMatchObject({ due_date: data.start_date, status: 'paid' });
    expect(data.payment_schedule[1].status).toBe('upcoming');
    expect(data.payment_history).toHaveLength(1);
    expect(data.cooling_off_ends_on).toBe(addDays(data.start_date, 15));

    const list = await t.app.inject({
      method: 'GET',
      url: `${POLICY}/policies/?state=issued`,
      headers: auth(member.access),
    });
    expect(list.json().data.map((row: { uuid: string }) => row.uuid)).toEqual([journey.certificate]);

    const other = await verifiedMember(t);
    expect((await policy(other, journey.certificate)).statusCode).toBe(404);
    expect((await policy(other, journey.certificate, 'attachments/')).statusCode).toBe(404);
    expect((await policy(other, journey.certificate, 'certificate.pdf')).statusCode).toBe(404);
    const otherList = await t.app.inject({
      method: 'GET',
      url: `${POLICY}/policies/`,
      headers: auth(other.access),
    });
    expect(otherList.json().data).toEqual([]);
  });

  it('gives the certificate PDF and the PDS as attachments', async () => {
    const member = await verifiedMember(t);
    const journey = await pendingCertificate(t, member);
    const pending = await policy(member, journey.certificate, 'attachments/');
    expect(pending.json().data.map((a: { kind: string }) => a.kind)).toEqual(['pds']);
    expect((await policy(member, journey.certificate, 'certificate.pdf')).statusCode).toBe(409);

    await t.app.certificatePayments.contributionPaid(paid(journey.certificate));
    const attachments = (await policy(member, journey.certificate, 'attachments/')).json().data;
    expect(attachments).toEqual([
      expect.objectContaining({
        kind: 'certificate',
        url: `/policy/api/v1/policies/${journey.certificate}/certificate.pdf`,
      }),
      expect.objectContaining({ kind: 'pds', url: '/documents/pds/pusara-pro-pds-en.pdf' }),
    ]);
    const pdf = await policy(member, journey.certificate, 'certificate.pdf');
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('takes later contributions period by period', async () => {
    const member = await verifiedMember(t);
    const journey = await pendingCertificate(t, member);
    await t.app.certificatePayments.contributionPaid(paid(journey.certificate));
    const start = (await certificateRow(journey.certificate)).startDate!;
    await t.app.certificatePayments.contributionPaid(paid(journey.certificate));
    const row = await certificateRow(journey.certificate);
    expect(row.paidUntil).toBe(addMonths(start, 2));
    const contributions = await contributionsOf(journey.certificate);
    expect(contributions.map((c) => [c.periodStart, c.periodEnd]).sort()).toEqual([
      [start, addMonths(start, 1)],
      [addMonths(start, 1), addMonths(start, 2)],
    ]);
    const payable = await t.app.certificatePayments.payable(member.uuid, journey.certificate);
    expect(payable.status).toBe('issued');
  });
});

describe('duplicates', () => {
  it('keeps the earliest of two certificates paid at once for one NRIC and refunds the other in full', async () => {
    const member = await verifiedMember(t);
    const twin = await verifiedMember(t, { idRef: member.idRef });
    const first = await pendingCertificate(t, member);
    const second = await clonePendingCertificate(t, first.certificate, twin.uuid);

    await Promise.all([
      t.app.certificatePayments.contributionPaid(paid(first.certificate, { amountSen: 413 })),
      t.app.certificatePayments.contributionPaid(paid(second, { amountSen: 413 })),
    ]);
    const rows = await Promise.all([certificateRow(first.certificate), certificateRow(second)]);
    expect(rows.map((row) => row.status).sort()).toEqual(['canceled', 'issued']);
    const kept = rows.find((row) => row.status === 'issued')!;
    const dropped = rows.find((row) => row.status === 'canceled')!;
    expect(dropped.endReason).toBe('duplicate');
    expect(dropped.number).toBeNull();
    const refunds = await refundsOf(dropped.id);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ amountSen: 413, reason: 'duplicate_certificate' });
    expect(await contributionsOf(dropped.id)).toHaveLength(1);

    const droppedOwner = dropped.userId === member.uuid ? member : twin;
    const mail = (await mails(t, droppedOwner.email)).find((entry) =>
      entry.subject.startsWith('We refunded a second'),
    );
    expect(mail?.text).toContain(kept.number!);
    expect(mail?.text).toContain('RM4.13');
  });

  it('refunds a contribution that reaches a certificate which can no longer take it', async () => {
    const member = await verifiedMember(t);
    const journey = await pendingCertificate(t, member);
    expect((await cancel(member, journey.certificate)).json().data.status).toBe('canceled');
    const event = paid(journey.certificate);
    await t.app.certificatePayments.contributionPaid(event);
    expect((await certificateRow(journey.certificate)).status).toBe('canceled');
    expect(await refundsOf(journey.certificate)).toEqual([
      expect.objectContaining({
        paymentUuid: event.paymentUuid,
        reason: 'cancellation',
        amountSen: event.amountSen,
      }),
    ]);
    await expect(t.app.certificatePayments.payable(member.uuid, journey.certificate)).rejects.toMatchObject({
      statusCode: 409,
    });
  });
});

describe('cancellation', () => {
  it('within 15 days of issue: canceled at once, every contribution refunded', async () => {
    const member = await verifiedMember(t);
    const journey = await pendingCertificate(t, member, { term: 'year' });
    await t.app.certificatePayments.contributionPaid(paid(journey.certificate, { amountSen: 4543 }));
    const response = await cancel(member, journey.certificate);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ status: 'canceled', end_reason: 'cooling_off' });
    expect(response.json().data.refunds).toEqual([
      expect.objectContaining({ amount: '45.43', reason: 'cooling_off' }),
    ]);
    const mail = (await mails(t, member.email)).find((entry) => entry.subject.includes('is cancelled'));
    expect(mail?.text).toContain('RM45.43');

    const again = await cancel(member, journey.certificate, 'ms');
    expect(again.statusCode).toBe(409);
    expect(again.json().errors.detail).toBe('Sijil ini telah pun tamat.');
  });

  it('after 15 days: stays in force to the end of the paid period, no refund, then canceled', async () => {
    const member = await verifiedMember(t);
    const journey = await pendingCertificate(t, member);
    await t.app.certificatePayments.contributionPaid(paid(journey.certificate));
    const today = todayIso();
    const start = addDays(today, -20);
    await t.app.db
      .update(certificates)
      .set({ startDate: start, paidUntil: addMonths(start, 1), nextRenewalDate: addMonths(start, 12) })
      .where(eq(certificates.id, journey.certificate));
    const response = await cancel(member, journey.certificate);
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data.status).toBe('issued');
    expect(data.cancellation).toMatchObject({
      effective_date: addMonths(start, 1),
      reason: 'no_longer_needed',
    });
    expect(data.refunds).toEqual([]);
    expect(data.auto_billing.billing_date).toBeNull();
    await expect(t.app.certificatePayments.payable(member.uuid, journey.certificate)).rejects.toMatchObject({
      statusCode: 409,
    });
    const twice = await cancel(member, journey.certificate);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().errors.code).toBe('cancel_scheduled');

    await t.app.certificates.sweep(addDays(addMonths(start, 1), -1));
    expect((await certificateRow(journey.certificate)).status).toBe('issued');
    await t.app.certificates.sweep(addMonths(start, 1));
    expect((await certificateRow(journey.certificate)).status).toBe('canceled');
    expect(await refundsOf(journey.certificate)).toEqual([]);
  });

  it("refuses another member's certificate", async () => {
    const member = await verifiedMember(t);
    const journey = await pendingCertificate(t, member);
    const other = await verifiedMember(t);
    const response = await cancel(other, journey.certificate);
    expect(response.statusCode).toBe(404);
    expect(response.json().errors.detail).toBe('This certificate was not found.');
  });
});

describe('lapse', () => {
  it('lapses a certificate not paid by the end of the 30-day grace period', async () => {
    const member = await verifiedMember(t);
    const journey = await pendingCertificate(t, member);
    await t.app.certificatePayments.contributionPaid(paid(journey.certificate));
    const paidUntil = (await certificateRow(journey.certificate)).paidUntil!;
    await t.app.certificates.sweep(addDays(paidUntil, 29));
    expect((await certificateRow(journey.certificate)).status).toBe('issued');
    await t.app.certificates.sweep(addDays(paidUntil, 30));
    expect((await certificateRow(journey.certificate)).status).toBe('lapsed');
    const trail = await t.app.db
      .select()
      .from(certificateTransitions)
      .where(eq(certificateTransitions.certificateId, journey.certificate))
      .orderBy(certificateTransitions.id);
    expect(trail.map((row) => [row.fromStatus, row.toStatus])).toEqual([
      ['pending', 'issued'],
      ['issued', 'lapsed'],
    ]);
  });
});

describe('unpaid contribution', () => {
  const notices = async (email: string) =>
    (await mails(t, email)).filter(
      (mail) => mail.template === 'certificate_notice' && !/issued|dikeluarkan/.test(mail.subject),
    );

  it('reminds the member once, a week into the grace period, then tells them when it lapses; in Malay', async () => {
    const member = await verifiedMember(t, { language: 'ms' });
    const journey = await pendingCertificate(t, member);
    await t.app.certificatePayments.contributionPaid(paid(journey.certificate));
    const { number, paidUntil } = await certificateRow(journey.certificate);

    await t.app.certificates.sweep(addDays(paidUntil!, 6));
    expect(await notices(member.email)).toEqual([]);
    await t.app.certificates.sweep(addDays(paidUntil!, 7));
    await t.app.certificates.sweep(addDays(paidUntil!, 8));
    const [reminder, ...more] = await notices(member.email);
    expect(more).toEqual([]);
    expect(reminder!.subject).toBe(`Caruman Teduh bagi sijil ${number} anda belum dibayar`);
    expect(reminder!.text).toContain(
      `Sila bayar selewat-lewatnya ${longDate(addDays(paidUntil!, 29), 'ms')}`,
    );
    expect(reminder!.text).toContain(`${WEB_ORIGIN}/ms/dashboard/policy-detail/${journey.certificate}`);

    await t.app.certificates.sweep(addDays(paidUntil!, 30));
    expect((await certificateRow(journey.certificate)).status).toBe('lapsed');
    const all = await notices(member.email);
    expect(all).toHaveLength(2);
    const lapsed = all.find((mail) => mail.subject !== reminder!.subject);
    expect(lapsed!.subject).toBe(`Sijil Teduh anda (No. ${number}) telah luput`);
    expect(lapsed!.text).toContain(`tamat tempoh tangguhnya pada ${longDate(addDays(paidUntil!, 29), 'ms')}`);
    expect(lapsed!.text).toContain(`${WEB_ORIGIN}/ms/pusara-pro`);
  });

  it('reminds again for a later period, and not at all once the contribution is paid', async () => {
    const member = await verifiedMember(t);
    const journey = await pendingCertificate(t, member);
    await t.app.certificatePayments.contributionPaid(paid(journey.certificate));
    const first = (await certificateRow(journey.certificate)).paidUntil!;
    await t.app.certificates.sweep(addDays(first, 7));
    expect((await notices(member.email)).map((mail) => mail.subject)).toEqual([
      expect.stringMatching(/^Your Teduh contribution for certificate .* is unpaid$/),
    ]);

    // Paid late, within the grace period: the next period starts; its own reminder comes a week after it ends.
    await t.app.certificatePayments.contributionPaid(paid(journey.certificate));
    const second = (await certificateRow(journey.certificate)).paidUntil!;
    expect(second).not.toBe(first);
    await t.app.certificates.sweep(addDays(second, 6));
    expect(await notices(member.email)).toHaveLength(1);
    await t.app.certificates.sweep(addDays(second, 7));
    expect(await notices(member.email)).toHaveLength(2);
  });
});

describe('renewal', () => {
  it('prices the contribution of a new term at the age next birthday on the renewal day, up to 70', async () => {
    const member = await verifiedMember(t, { gender: 'female', age: 30 });
    const journey = await pendingCertificate(t, member);
    await t.app.certificatePayments.contributionPaid(paid(journey.certificate));
    const row = await certificateRow(journey.certificate);
    const renewal = row.nextRenewalDate!;
    // Twelve months paid, and a birthday that makes the member 36 (next birthday) on the renewal day.
    const dob36 = `${Number(renewal.slice(0, 4)) - 35}-${renewal.slice(5, 7)}-${renewal.slice(8)}`;
    const set = async (dob: string) =>
      t.app.db
        .update(certificates)
        .set({ paidUntil: renewal, holder: { ...row.holder, dob } })
        .where(eq(certificates.id, journey.certificate));
    await set(dob36);
    const payable = await t.app.certificatePayments.payable(member.uuid, journey.certificate);
    // RM50,000 at 0.1480 per RM1,000 a month (female, 36-40).
    expect(payable.contributionSen).toBe(740);
    expect(await certificateRow(journey.certificate)).toMatchObject({
      contributionSen: 740,
      ageNextBirthday: 36,
    });

    const dob71 = `${Number(renewal.slice(0, 4)) - 70}-${renewal.slice(5, 7)}-${renewal.slice(8)}`;
    await set(dob71);
    await expect(t.app.certificatePayments.payable(member.uuid, journey.certificate)).rejects.toMatchObject({
      statusCode: 409,
      code: 'renewal_age',
    });
  });
});

describe('rescission', () => {
  it('lets staff rescind an issued certificate, refunding it when told to', async () => {
    const staff = await verifiedMember(t);
    await grantStaff(t.app.db, staff.email);
    const member = await verifiedMember(t);
    const journey = await pendingCertificate(t, member);
    await t.app.certificatePayments.contributionPaid(paid(journey.certificate, { amountSen: 413 }));
    const rescind = (access: string) =>
      t.app.inject({
        method: 'POST',
        url: `/staff/api/v1/certificates/${journey.certificate}/rescind/`,
        headers: auth(access),
        payload: { reason: 'Undisclosed heart condition diagnosed in 2024.', refund: true },
      });
    expect((await rescind(member.access)).statusCode).toBe(403);
    const response = await rescind(staff.access);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ status: 'rescinded', end_reason: 'rescinded' });
    expect(await refundsOf(journey.certificate)).toEqual([
      expect.objectContaining({ amountSen: 413, reason: 'cancellation' }),
    ]);
    const again = await rescind(staff.access);
    expect(again.statusCode).toBe(409);
    expect(again.json().errors.detail).toBe('Only an issued certificate can be rescinded.');
    const mail = (await mails(t, member.email)).find((entry) => entry.subject.includes('rescinded'));
    expect(mail?.text).toContain('RM4.13');
  });
});

describe('refund requests', () => {
  it('are handed to payments with their idempotency key, and kept unsent while payments is absent', async () => {
    const member = await verifiedMember(t);
    const journey = await pendingCertificate(t, member);
    const event = paid(journey.certificate);
    await t.app.certificatePayments.contributionPaid(event);
    await cancel(member, journey.certificate);
    const [request] = await refundsOf(journey.certificate);
    expect(request).toMatchObject({
      paymentUuid: event.paymentUuid,
      idempotencyKey: `certificate-refund:${event.paymentUuid}`,
    });

    const storage = new LocalDirectoryStorage('/tmp/unused');
    const absent = new CertificatesService(
      t.app.db,
      t.app.jobs,
      t.app.emails,
      storage,
      () => null,
      t.app.log,
    );
    await absent.sendRefund(request!.id);
    expect((await refundsOf(journey.certificate))[0]).toMatchObject({ status: 'unsent' });

    const calls: RefundRequest[] = [];
    const fake: ContributionRefunds = {
      refund: async (refund) => {
        calls.push(refund);
        return { refundUuid: crypto.randomUUID(), status: 'succeeded' };
      },
    };
    const present = new CertificatesService(
      t.app.db,
      t.app.jobs,
      t.app.emails,
      storage,
      () => fake,
      t.app.log,
    );
    await present.sendRefund(request!.id);
    await present.sendRefund(request!.id);
    expect(calls).toEqual([
      {
        paymentUuid: event.paymentUuid,
        amountSen: event.amountSen,
        reason: 'cooling_off',
        idempotencyKey: request!.idempotencyKey,
      },
    ]);
    expect((await refundsOf(journey.certificate))[0]).toMatchObject({ status: 'succeeded' });

    // A refusal for good (an FPX debit is refunded by bank transfer) is marked failed, not retried.
    await t.app.db
      .update(certificateRefundRequests)
      .set({ status: 'requested' })
      .where(eq(certificateRefundRequests.id, request!.id));
    const refusing = new CertificatesService(
      t.app.db,
      t.app.jobs,
      t.app.emails,
      storage,
      () => ({
        refund: async () => {
          throw new AppError(409, 'refund_manual', 'errors.generic');
        },
      }),
      t.app.log,
    );
    await refusing.sendRefund(request!.id);
    expect((await refundsOf(journey.certificate))[0]).toMatchObject({
      status: 'failed',
      lastError: 'refund_manual',
    });
  });
});

describe('the transition table', () => {
  it('allows only the written transitions', () => {
    expect(() => assertTransition('pending', 'issued')).not.toThrow();
    expect(() => assertTransition('issued', 'lapsed')).not.toThrow();
    expect(() => assertTransition('issued', 'rescinded')).not.toThrow();
    expect(() => assertTransition('canceled', 'issued')).toThrow(
      'A certificate cannot go from canceled to issued',
    );
    expect(() => assertTransition('lapsed', 'issued')).toThrow();
    expect(() => assertTransition('pending', 'lapsed')).toThrow();
  });

  it('adds months the calendar way', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonths('2026-11-23', 12)).toBe('2027-11-23');
    expect(addMonths('2026-03-15', -3)).toBe('2025-12-15');
    expect(addDays('2026-12-25', 15)).toBe('2027-01-09');
  });
});
