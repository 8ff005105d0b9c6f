// Helpers of the underwriting, quotation and certificate tests: an app with the catalogue and the underwriting
// reference data, members whose eKYC is accepted (set in the database: the eKYC service is tested on its own),
// NRICs of a chosen age, and the journey's calls.
import crypto from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { formatNricDashed, todayIso } from '@teduh/shared/domain';
import { eq } from 'drizzle-orm';
import { authScheme } from '../src/brand';
import {
  certificateApplications,
  certificateQuotations,
  certificates,
  ekycDeclarations,
  users,
} from '../src/db/schema';
import { seedCatalogue } from '../src/modules/products/catalogue-seed';
import { seedCertificatesReference } from '../src/modules/underwriting/reference-seed';
import {
  createTestApp,
  registerMember,
  type TestAppOptions,
  type TestContext,
  type TestMember,
} from './helpers/test-app';

export const UW = '/underwriting/api/v1';
export const QUOTES = '/certificates/api/v1/quotations';
export const POLICY = '/policy/api/v1';

export async function createCertificatesApp(
  config: NonNullable<TestAppOptions['config']> = {},
): Promise<TestContext> {
  const storageDir = path.join(
    os.tmpdir(),
    `teduh-certificates-test-${process.pid}-${crypto.randomBytes(4).toString('hex')}`,
  );
  const t = await createTestApp({ config: { ...config, certificates: { storageDir } } });
  await seedCatalogue(t.app.db);
  await seedCertificatesReference(t.app.db);
  return t;
}

export const auth = (access: string) => ({ authorization: `${authScheme} ${access}` });

let nricCounter = 0;
/** Where this file's NRIC serials start: each call takes the next one, so no two members of a file share one. */
const serialStart = crypto.randomInt(0, 2250);
/**
 * A dashed NRIC of someone whose age next birthday today is `ageNextBirthday` (born one month after today's
 * month-day, so the birthday is still ahead), female (even last digit) unless male.
 */
export function nricForAge(
  ageNextBirthday: number,
  gender: 'female' | 'male' = 'female',
): { idRef: string; dob: string } {
  const today = todayIso();
  const [y, m] = today.split('-').map(Number) as [number, number];
  // Born on the 1st of next month, `ageNextBirthday` years ago: the birthday is ahead, so ANB = years since.
  const month = m === 12 ? 1 : m + 1;
  const year = (m === 12 ? y + 1 : y) - ageNextBirthday;
  const dob = `${year}-${String(month).padStart(2, '0')}-01`;
  nricCounter += 1;
  const slot = (serialStart + nricCounter) % 2250;
  const serial = Math.floor(slot / 5) * 10 + (slot % 5) * 2 + (gender === 'male' ? 1 : 0);
  const digits =
    `${String(year).slice(2)}${String(month).padStart(2, '0')}01` + `14${String(serial).padStart(4, '0')}`;
  return { idRef: formatNricDashed(digits), dob };
}

export interface VerifiedMember extends TestMember {
  idRef: string;
  dob: string;
}

/** A registered member with eKYC accepted and an NRIC on the profile. */
export async function verifiedMember(
  t: TestContext,
  options: {
    age?: number;
    gender?: 'female' | 'male';
    idRef?: string;
    ekycStatus?: string;
    language?: 'en' | 'ms';
  } = {},
): Promise<VerifiedMember> {
  const member = await registerMember(t.app);
  const nric = options.idRef
    ? { idRef: options.idRef, dob: '' }
    : nricForAge(options.age ?? 30, options.gender);
  const gender = options.gender ?? 'female';
  await t.app.db
    .update(users)
    .set({
      idRef: nric.idRef,
      dob: nric.dob || null,
      gender,
      ekycStatus: options.ekycStatus ?? 'accepted',
      language: options.language ?? 'en',
    })
    .where(eq(users.id, member.uuid));
  return { ...member, idRef: nric.idRef, dob: nric.dob };
}

export async function declare(t: TestContext, member: TestMember, nationality: 'malaysian' | 'foreigner') {
  await t.app.db.insert(ekycDeclarations).values({
    userId: member.uuid,
    nationality,
    countryOfOrigin: nationality === 'malaysian' ? 'MY' : 'ID',
    postcode: '50000',
    address1: '1 Jalan Raja',
    city: 'Kuala Lumpur',
    state: 'Wilayah Persekutuan Kuala Lumpur',
    phone: '+60123456789',
    heightCm: 165,
    weightKg: 60,
    smoker: false,
    accuracyAcknowledgedAt: new Date(),
  });
}

export async function questionSet(t: TestContext) {
  const response = await t.app.inject({ method: 'GET', url: `${UW}/question-sets/?products__pk=2` });
  return response.json<{
    data: { uuid: string; product: number; questions: { uuid: string; code: string; text: string }[] }[];
  }>().data[0]!;
}

/** Answers the flagship questions: No to all, or Yes to the ones listed (with a note). */
export async function answer(t: TestContext, member: TestMember, yes: number[] = []) {
  const set = await questionSet(t);
  return t.app.inject({
    method: 'POST',
    url: `${UW}/`,
    headers: auth(member.access),
    payload: {
      product: 2,
      question_set: set.uuid,
      submit: true,
      answers: set.questions.map((question, index) => ({
        question: question.uuid,
        answer: yes.includes(index) ? 'yes' : 'no',
        user_note: yes.includes(index) ? 'Appendix removed in 2023, fully recovered.' : '',
      })),
    },
  });
}

export function quotationBody(member: VerifiedMember, overrides: Record<string, unknown> = {}) {
  return {
    product: 2,
    coverage_amount: '50000.00',
    holder: { contact_number: '012-345 6789' },
    persons: [
      { id_ref: member.idRef, person_type: 'main_insured', address_1: '1 Jalan Raja', postcode: '50000' },
    ],
    ...overrides,
  };
}

export async function createQuotation(
  t: TestContext,
  member: VerifiedMember,
  overrides: Record<string, unknown> = {},
) {
  return t.app.inject({
    method: 'POST',
    url: `${QUOTES}/`,
    headers: auth(member.access),
    payload: quotationBody(member, overrides),
  });
}

/** The whole journey up to a pending certificate: answers (all No), quotation, terms, term, submit. */
export async function pendingCertificate(
  t: TestContext,
  member: VerifiedMember,
  options: { term?: 'month' | 'year'; coverage?: string } = {},
): Promise<{ quotation: string; application: string; certificate: string; rate: Record<string, unknown> }> {
  const submission = (await answer(t, member)).json().data.uuid as string;
  const created = await createQuotation(t, member, { coverage_amount: options.coverage ?? '50000.00' });
  if (created.statusCode !== 201) throw new Error(`quotation: ${created.statusCode} ${created.body}`);
  const quotation = created.json().data.uuid as string;
  const patched = await t.app.inject({
    method: 'PATCH',
    url: `${QUOTES}/${quotation}/`,
    headers: auth(member.access),
    payload: {
      underwriting_submission: submission,
      terms_accepted: true,
      contribution_term: options.term ?? 'month',
    },
  });
  if (patched.statusCode !== 200) throw new Error(`patch: ${patched.statusCode} ${patched.body}`);
  const rated = await t.app.inject({
    method: 'POST',
    url: `${QUOTES}/${quotation}/rate/`,
    headers: auth(member.access),
    payload: { submit: true },
  });
  if (rated.statusCode !== 200) throw new Error(`rate: ${rated.statusCode} ${rated.body}`);
  const data = rated.json().data;
  return { quotation, application: data.application.uuid, certificate: data.certificate.uuid, rate: data };
}

/** A second pending certificate for the same NRIC, as a race between two applications would leave it. */
export async function clonePendingCertificate(
  t: TestContext,
  certificateId: string,
  userId: string,
): Promise<string> {
  const [original] = await t.app.db.select().from(certificates).where(eq(certificates.id, certificateId));
  const [quotation] = await t.app.db
    .select()
    .from(certificateQuotations)
    .where(eq(certificateQuotations.id, original!.quotationId));
  const { id: _q, createdAt: _qc, updatedAt: _qu, ...quotationRest } = quotation!;
  const [copy] = await t.app.db
    .insert(certificateQuotations)
    .values({ ...quotationRest, userId })
    .returning();
  const [application] = await t.app.db
    .insert(certificateApplications)
    .values({ quotationId: copy!.id, userId, stage: 'pending' })
    .returning();
  const { id: _c, createdAt: _cc, updatedAt: _cu, ...certificateRest } = original!;
  const [certificate] = await t.app.db
    .insert(certificates)
    .values({
      ...certificateRest,
      userId,
      quotationId: copy!.id,
      applicationId: application!.id,
      status: 'pending',
    })
    .returning();
  return certificate!.id;
}

export async function mails(
  t: TestContext,
  email: string,
): Promise<
  {
    template: string;
    subject: string;
    text: string;
    html: string;
    attachments: { filename: string; content_type: string; size: number; url: string }[];
  }[]
> {
  await t.app.jobs.runDue();
  const response = await t.app.inject({ method: 'GET', url: `/dev/mailbox?to=${encodeURIComponent(email)}` });
  return response.json().data;
}

export const paid = (
  certificateUuid: string,
  overrides: Partial<{ paymentUuid: string; amountSen: number; paidAt: Date; channel: 'card' | 'fpx' }> = {},
) => ({
  certificateUuid,
  paymentUuid: overrides.paymentUuid ?? crypto.randomUUID(),
  amountSen: overrides.amountSen ?? 413,
  paidAt: overrides.paidAt ?? new Date(),
  channel: overrides.channel ?? ('card' as const),
});
