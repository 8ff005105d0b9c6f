// An unpaid application (a pending certificate) after a declined or abandoned card payment: it is not an active
// certificate, so it never blocks a new quotation with "You already have an active certificate". The member may
// pay it (resume) or start again: submitting the new application voids it, closing its checkout first, with no
// money taken. A payment still under way blocks with its own message until it ends.
import crypto from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import {
  cardSessions,
  certificateContributions,
  certificateRefundRequests,
  certificates,
} from '../src/db/schema';
import { seedCatalogue } from '../src/modules/products/catalogue-seed';
import { seedCertificatesReference } from '../src/modules/underwriting/reference-seed';
import { TEST_CARDS } from '../src/sandboxes/card-provider/server';
import {
  answer,
  createQuotation,
  pendingCertificate,
  QUOTES,
  quotationBody,
  verifiedMember,
  type VerifiedMember,
} from './certificates-fixtures';
import {
  answer3ds,
  auth,
  CARD,
  payOnCheckout,
  returnUrls,
  settle,
  startPaymentsTest,
  type PaymentsTest,
} from './payments-fixtures';

jest.setTimeout(60_000);

let test: PaymentsTest;

beforeAll(async () => {
  const storageDir = path.join(
    os.tmpdir(),
    `teduh-unpaid-application-${process.pid}-${crypto.randomBytes(4).toString('hex')}`,
  );
  test = await startPaymentsTest({ realCertificates: true, config: { certificates: { storageDir } } });
  await seedCatalogue(test.app.db);
  await seedCertificatesReference(test.app.db);
});

afterAll(async () => {
  await test?.close();
});

const IN_PROGRESS_EN =
  'A payment for your unpaid application is still being processed, so you cannot start a new application yet. Please check again in a few minutes: if the payment goes through, your certificate is issued; if it does not, you can pay again or start afresh.';

/** Opens the hosted checkout of a pending certificate, as the payment-method page does. */
async function checkout(member: VerifiedMember, certificate: string): Promise<string> {
  const session = await test.app.inject({
    method: 'POST',
    url: `${CARD}/session/certificates/`,
    headers: auth(member),
    payload: { certificate, ...returnUrls },
  });
  expect([200, 201]).toContain(session.statusCode);
  return session.json<{ data: { cached_data: { payment_link_url: string } } }>().data.cached_data
    .payment_link_url;
}

/** Health answers, terms and term on a draft quotation, then submit: the application and its certificate. */
async function submit(member: VerifiedMember, quotation: string, language = 'en') {
  const submission = (await answer(test, member)).json().data.uuid as string;
  const patched = await test.app.inject({
    method: 'PATCH',
    url: `${QUOTES}/${quotation}/`,
    headers: auth(member),
    payload: { underwriting_submission: submission, terms_accepted: true, contribution_term: 'month' },
  });
  expect(patched.statusCode).toBe(200);
  return test.app.inject({
    method: 'POST',
    url: `${QUOTES}/${quotation}/rate/`,
    headers: { ...auth(member), 'accept-language': language },
    payload: { submit: true },
  });
}

const certificateRow = async (id: string) =>
  (await test.app.db.select().from(certificates).where(eq(certificates.id, id)))[0]!;

describe('after a declined card', () => {
  it('a new quotation is allowed; submitting it voids the unpaid application and closes its checkout, no money taken', async () => {
    const member = await verifiedMember(test);
    const first = await pendingCertificate(test, member);
    const link = await checkout(member, first.certificate);
    const declined = await payOnCheckout(link, { number: TEST_CARDS.declined });
    expect(declined.html).toContain('declined');
    await settle(test);

    const created = await createQuotation(test, member);
    expect(created.statusCode).toBe(201);
    // Still unpaid and payable until the new application is submitted: nothing is voided by a mere quotation.
    expect((await certificateRow(first.certificate)).status).toBe('pending');

    const submitted = await submit(member, created.json().data.uuid);
    expect(submitted.statusCode).toBe(200);
    const second = submitted.json().data.certificate.uuid as string;
    expect(await certificateRow(second)).toMatchObject({ status: 'pending' });
    expect(await certificateRow(first.certificate)).toMatchObject({
      status: 'canceled',
      endReason: 'replaced',
    });
    const [session] = await test.app.db
      .select()
      .from(cardSessions)
      .where(eq(cardSessions.certificateUuid, first.certificate));
    expect(session!.status).toBe('cancelled');
    // The old checkout can no longer take a card.
    await expect(payOnCheckout(link, { number: TEST_CARDS.succeeds })).rejects.toThrow('No checkout form');
    const contributions = await test.app.db
      .select()
      .from(certificateContributions)
      .where(eq(certificateContributions.certificateId, first.certificate));
    const refunds = await test.app.db
      .select()
      .from(certificateRefundRequests)
      .where(eq(certificateRefundRequests.certificateId, first.certificate));
    expect(contributions).toEqual([]);
    expect(refunds).toEqual([]);
  });

  it('the member may resume: paying the unpaid application issues it, and only then is a new quotation refused', async () => {
    const member = await verifiedMember(test);
    const { certificate } = await pendingCertificate(test, member);
    await payOnCheckout(await checkout(member, certificate), { number: TEST_CARDS.declined });
    await settle(test);

    const again = await payOnCheckout(await checkout(member, certificate), { number: TEST_CARDS.succeeds });
    expect(again.status).toBe(303);
    await settle(test);
    expect((await certificateRow(certificate)).status).toBe('issued');

    const refused = await createQuotation(test, member);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors).toMatchObject({
      code: 'certificate_exists',
      detail:
        'You already have an active certificate. Each person can hold only one certificate of this plan.',
    });
  });
});

describe('a payment under way', () => {
  it('blocks a new quotation and a submission with its own message, in English and Malay, until it ends', async () => {
    const member = await verifiedMember(test);
    const first = await pendingCertificate(test, member);
    // A draft made before the payment started, submitted while it is under way.
    const draft = (await createQuotation(test, member)).json().data.uuid as string;

    const threeDs = await payOnCheckout(await checkout(member, first.certificate), {
      number: TEST_CARDS.threeDSecure,
    });
    await settle(test);

    const refused = await createQuotation(test, member);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors).toMatchObject({ code: 'payment_in_progress', detail: IN_PROGRESS_EN });
    const inMalay = await test.app.inject({
      method: 'POST',
      url: `${QUOTES}/`,
      headers: { ...auth(member), 'accept-language': 'ms' },
      payload: quotationBody(member),
    });
    expect(inMalay.json().errors.detail).toMatch(/^Bayaran bagi permohonan anda yang belum dibayar/);

    const submitted = await submit(member, draft, 'ms');
    expect(submitted.statusCode).toBe(409);
    expect(submitted.json().errors.code).toBe('payment_in_progress');
    expect((await certificateRow(first.certificate)).status).toBe('pending');

    // The bank refuses it: the payment has ended, and the member may start again.
    const failed = await answer3ds(threeDs.location!, 'fail');
    expect(failed.status).toBe(303);
    await settle(test);
    expect((await submit(member, draft)).statusCode).toBe(200);
    expect((await certificateRow(first.certificate)).status).toBe('canceled');
  });

  it('a checkout paid before its webhook arrived is adopted on submission: the certificate is issued, not voided', async () => {
    const member = await verifiedMember(test);
    const first = await pendingCertificate(test, member);
    const draft = (await createQuotation(test, member)).json().data.uuid as string;
    const link = await checkout(member, first.certificate);
    const webhookUrl = test.cardOptions.webhookUrl;
    test.cardOptions.webhookUrl = undefined;
    try {
      expect((await payOnCheckout(link, { number: TEST_CARDS.succeeds })).status).toBe(303);
    } finally {
      test.cardOptions.webhookUrl = webhookUrl;
    }

    const submitted = await submit(member, draft);
    expect(submitted.statusCode).toBe(409);
    expect(submitted.json().errors.code).toBe('certificate_exists');
    expect((await certificateRow(first.certificate)).status).toBe('issued');
  });
});
