// The payment contract with the real certificates service: a pending certificate from the journey is paid by
// hosted checkout and becomes issued once; a cooling-off refund goes back to the card, and one the provider
// settles later shows as refunded on the certificate once it has.
import crypto from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { certificates } from '../src/db/schema';
import { seedCatalogue } from '../src/modules/products/catalogue-seed';
import { seedCertificatesReference } from '../src/modules/underwriting/reference-seed';
import { TEST_CARDS } from '../src/sandboxes/card-provider/server';
import { pendingCertificate, POLICY, verifiedMember } from './certificates-fixtures';
import {
  auth,
  CARD,
  checkoutLink,
  payOnCheckout,
  settle,
  startPaymentsTest,
  type PaymentsTest,
} from './payments-fixtures';

jest.setTimeout(60_000);

let test: PaymentsTest;

beforeAll(async () => {
  const storageDir = path.join(
    os.tmpdir(),
    `teduh-payments-certs-${process.pid}-${crypto.randomBytes(4).toString('hex')}`,
  );
  test = await startPaymentsTest({
    realCertificates: true,
    config: { certificates: { storageDir } },
  });
  await seedCatalogue(test.app.db);
  await seedCertificatesReference(test.app.db);
});

afterAll(async () => {
  await test?.close();
});

it('pays a pending certificate by hosted checkout: issued once, then refunded in the cooling-off', async () => {
  const member = await verifiedMember(test);
  const { certificate } = await pendingCertificate(test, member);

  const link = await checkoutLink(test.app, member, certificate);
  const paid = await payOnCheckout(link, { number: TEST_CARDS.succeeds });
  expect(paid.status).toBe(303);
  await settle(test);

  const list = await test.app.inject({
    method: 'GET',
    url: `${CARD}/payment-requests/certificates/${certificate}/`,
    headers: auth(member),
  });
  const [payment] = list.json<{ data: { uuid: string; status: string; amount: string }[] }>().data;
  expect(payment!.status).toBe('succeeded');
  const [row] = await test.app.db.select().from(certificates).where(eq(certificates.id, certificate));
  expect(row!.status).toBe('issued');
  expect(Math.round(Number(payment!.amount) * 100)).toBe(row!.contributionSen);

  const refund = await test.app.contributionRefunds.refund({
    paymentUuid: payment!.uuid,
    amountSen: row!.contributionSen,
    reason: 'cooling_off',
    idempotencyKey: `cooling-off:${certificate}`,
  });
  expect(refund.status).toBe('succeeded');
});

it('a cooling-off refund the provider settles later shows as refunded on the certificate once it has', async () => {
  const storageDir = path.join(
    os.tmpdir(),
    `teduh-payments-certs-later-${process.pid}-${crypto.randomBytes(4).toString('hex')}`,
  );
  const later = await startPaymentsTest({
    realCertificates: true,
    card: { refunds: { settleAfterMs: 50 } },
    config: { certificates: { storageDir } },
  });
  try {
    await seedCatalogue(later.app.db);
    await seedCertificatesReference(later.app.db);
    const member = await verifiedMember(later);
    const { certificate } = await pendingCertificate(later, member);
    const link = await checkoutLink(later.app, member, certificate);
    await payOnCheckout(link, { number: TEST_CARDS.succeeds });
    await settle(later);

    const cancelled = await later.app.inject({
      method: 'POST',
      url: `${POLICY}/policies/cancel/`,
      headers: auth(member),
      payload: { certificate, reason: 'no_longer_needed' },
    });
    expect(cancelled.statusCode).toBe(200);
    await later.app.jobs.runDue();
    const refunds = async () =>
      (
        await later.app.inject({
          method: 'GET',
          url: `${POLICY}/policies/${certificate}/`,
          headers: auth(member),
        })
      ).json<{ data: { refunds: { status: string }[] } }>().data.refunds;
    expect(await refunds()).toEqual([expect.objectContaining({ status: 'pending' })]);

    await settle(later);
    expect(await refunds()).toEqual([expect.objectContaining({ status: 'succeeded' })]);
  } finally {
    await later.close();
  }
});
