// `npm run bench:claims`: the time from a staff approval of the compassionate benefit (CB1) to the payout the
// card sandbox records as SUCCEEDED, and to the claim showing it paid, over a few claims. The API runs in this
// process on a temporary embedded database with its job worker polling, the sandbox on its own port. A
// measurement, never a test: it prints the figures and exits 0.
import crypto from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { certificates } from '../src/db/schema';
import { seedCatalogue } from '../src/modules/products/catalogue-seed';
import { grantStaff } from '../src/modules/staff/roles';
import { seedCertificatesReference } from '../src/modules/underwriting/reference-seed';
import { buildCardSandbox, type CardSandboxOptions } from '../src/sandboxes/card-provider/server';
import { auth, mails, paid, pendingCertificate, verifiedMember } from '../test/certificates-fixtures';
import { multipartBody } from '../test/helpers/multipart';
import { registerMember, testConfig, WEB_ORIGIN } from '../test/helpers/test-app';
import { openTestDatabase } from '../test/helpers/test-database';

const CLAIMS = Number(process.env.BENCH_CLAIMS ?? 5);
const SECRET = 'xnd_development_bench_claims_0001';
const CALLBACK = 'bench-claims-callback-token-0001';
const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

async function main(): Promise<void> {
  const cardOptions: CardSandboxOptions = {
    secretKey: SECRET,
    callbackToken: CALLBACK,
    payouts: { settleAfterMs: Number(process.env.CARD_SANDBOX_PAYOUT_SETTLE_MS ?? 200) },
  };
  const card = await buildCardSandbox(cardOptions);
  const cardUrl = await card.app.listen({ port: 0, host: '127.0.0.1' });
  const database = await openTestDatabase();
  const dir = path.join(os.tmpdir(), `teduh-bench-claims-${crypto.randomBytes(4).toString('hex')}`);
  const app = await buildApp(
    testConfig({
      jobs: { pollIntervalMs: 20 },
      certificates: { storageDir: path.join(dir, 'certificates') },
      claims: { storageDir: path.join(dir, 'claims'), maxUploadBytes: 1_000_000 },
      payments: { card: { url: cardUrl, secretKey: SECRET, callbackToken: CALLBACK, timeoutMs: 5000 } },
    }),
    { database, logger: false },
  );
  const apiUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  cardOptions.webhookUrl = `${apiUrl}/payments/providers/xendit/webhooks/`;
  const t = { app, database, close: async () => {} };
  try {
    await seedCatalogue(app.db);
    await seedCertificatesReference(app.db);
    const staff = await registerMember(app);
    await grantStaff(app.db, staff.email);
    const sandboxMs: number[] = [];
    const paidMs: number[] = [];
    for (let n = 0; n < CLAIMS; n += 1) {
      const holder = await verifiedMember(t);
      const journey = await pendingCertificate(t, holder);
      await app.certificatePayments.contributionPaid(paid(journey.certificate));
      await app.db
        .update(certificates)
        .set({
          beneficiary: {
            name: 'Aminah binti Yusof',
            contact_number: '+60123456780',
            relationship: 'spouse',
            type: 'hibah',
            gender: 'female',
            email: null,
            payout: 100,
            agreed: true,
          },
        })
        .where(eq(certificates.id, journey.certificate));
      const [row] = await app.db.select().from(certificates).where(eq(certificates.id, journey.certificate));
      const claimant = {
        email: `bench.${n}.${crypto.randomBytes(3).toString('hex')}@example.com`,
        idRef: `850505-10-${String(1000 + n)}`,
      };
      const details = {
        deceased_id_ref: row!.idRef,
        certificate_number: row!.number!,
        claimant_id_ref: claimant.idRef,
        email: claimant.email,
      };
      await app.inject({ method: 'POST', url: '/claim/api/v1/claims/code/', payload: details });
      const inbox = await mails(t, claimant.email);
      const code = inbox.find((mail) => mail.template === 'claim_code')?.text.match(/^(\d{6})$/m)?.[1] ?? '';
      const filed = await app.inject({
        method: 'POST',
        url: '/claim/api/v1/claims/submission/',
        payload: {
          ...details,
          code,
          claimant_name: 'Hafiz bin Ahmad',
          claimant_phone: '0123456789',
          relationship: 'son',
          date_of_death: '2026-01-10',
          cause_of_death: 'illness',
          marital_status: 'married',
          bank_code: 'MY_MAYBANK',
          account_number: '114412345678',
        },
      });
      const { claim, tracker_token: token } = filed.json().data as {
        claim: { uuid: string };
        tracker_token: string;
      };
      const upload = multipartBody({ claim: claim.uuid, kind: 'death_certificate' }, [
        { field: 'file', filename: 'death.pdf', contentType: 'application/pdf', data: pdf },
      ]);
      const uploaded = await app.inject({
        method: 'POST',
        url: '/claim/api/v1/claims/submission/upload/',
        headers: { ...upload.headers, 'x-claim-token': token },
        payload: upload.payload,
      });
      const documentId = (uploaded.json().data.documents as { uuid: string }[])[0]!.uuid;
      await app.inject({
        method: 'POST',
        url: `/staff/api/v1/claims/${claim.uuid}/documents/${documentId}/review/`,
        headers: { ...auth(staff.access), origin: WEB_ORIGIN },
        payload: { verdict: 'verified' },
      });
      const approvedAt = Date.now();
      await app.inject({
        method: 'POST',
        url: `/staff/api/v1/claims/${claim.uuid}/decision/`,
        headers: auth(staff.access),
        payload: { benefit: 'CB1', decision: 'approve' },
      });
      for (;;) {
        const view = await app.claims.byIdForStaff(claim.uuid);
        const cb1 = view.benefits.find((benefit) => benefit.code === 'CB1');
        if (cb1?.paidAt) {
          paidMs.push(cb1.paidAt.getTime() - approvedAt);
          break;
        }
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      const recorded = card
        .payouts()
        .filter((p) => p.status === 'SUCCEEDED')
        .map((p) => Date.parse(p.updated))
        .sort((a, b) => b - a)[0]!;
      sandboxMs.push(recorded - approvedAt);
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    process.stdout.write(
      `Claims: ${CLAIMS} compassionate benefits (CB1), approval to payout (sandbox settles after ` +
        `${cardOptions.payouts?.settleAfterMs} ms)\n` +
        `  recorded SUCCEEDED on the sandbox: median ${median(sandboxMs)} ms, max ${Math.max(...sandboxMs)} ms\n` +
        `  claim shows it paid:               median ${median(paidMs)} ms, max ${Math.max(...paidMs)} ms\n` +
        `  promise: within 24 h (${24 * 3600 * 1000} ms)\n`,
    );
  } finally {
    await card.idle();
    await card.app.close();
    await app.close();
    await database.dispose();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
