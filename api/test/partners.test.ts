// Sponsored cover (partners/api/v1): partners as data, eligibility by roster and by the partner's own API (its
// sandbox), the partner quotation's states up to the sponsored certificate, partner staff's roster upload and
// monthly statement, each scoped to their own partner.
import { todayIso } from '@teduh/shared/domain';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { certificates, partnerQuotations, partners } from '../src/db/schema';
import { addMonths } from '../src/modules/certificates/status';
import { seedPartners } from '../src/modules/partners/partners-seed';
import { buildPartnerEligibilitySandbox } from '../src/sandboxes/partner-eligibility/server';
import {
  answer,
  auth,
  createCertificatesApp,
  mails,
  nricForAge,
  verifiedMember,
  type VerifiedMember,
} from './certificates-fixtures';
import { freePort } from './helpers/free-port';
import { pdfPages } from './helpers/pdf-text';
import type { TestContext } from './helpers/test-app';

const P = '/partners/api/v1';
const QUOTES = '/certificates/api/v1/quotations';
const sandboxKey = 'sandbox-partner-eligibility-key-0001';

let t: TestContext;
let sandbox: FastifyInstance;

beforeAll(async () => {
  const port = await freePort();
  sandbox = await buildPartnerEligibilitySandbox({ apiKey: sandboxKey });
  await sandbox.listen({ host: '127.0.0.1', port });
  t = await createCertificatesApp({
    partners: {
      eligibilityUrl: `http://127.0.0.1:${port}`,
      eligibilityApiKey: sandboxKey,
      eligibilityTimeoutMs: 3000,
    },
  });
  await seedPartners(t.app.db);
});

afterAll(async () => {
  await t.close();
  await sandbox.close();
});

async function partnerId(slug: string): Promise<string> {
  const [row] = await t.app.db.select().from(partners).where(eq(partners.slug, slug));
  return row!.id;
}

async function staffOf(slug: string): Promise<VerifiedMember> {
  const member = await verifiedMember(t);
  await t.app.partners.partners.grantStaff(member.uuid, await partnerId(slug));
  return member;
}

function uploadRoster(staff: VerifiedMember, slug: string, csv: string | Buffer, language = 'en') {
  return t.app.inject({
    method: 'POST',
    url: `${P}/staff/${slug}/roster/`,
    headers: { ...auth(staff.access), 'content-type': 'text/csv', 'accept-language': language },
    payload: csv,
  });
}

const rosterLine = (member: VerifiedMember, ref: string) => `${member.idRef},${member.email},${ref}`;

function call(
  member: VerifiedMember,
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  payload?: object,
  language = 'en',
) {
  return t.app.inject({
    method,
    url,
    headers: { ...auth(member.access), 'accept-language': language },
    ...(payload ? { payload } : {}),
  });
}

/** The journey's steps on the flagship quotation: health answers (all No) and the terms. */
async function doSteps(member: VerifiedMember, flagshipQuotation: string) {
  const submission = (await answer(t, member)).json().data.uuid as string;
  const patched = await call(member, 'PATCH', `${QUOTES}/${flagshipQuotation}/`, {
    underwriting_submission: submission,
    terms_accepted: true,
  });
  expect(patched.statusCode).toBe(200);
}

describe('partners as data', () => {
  it('lists the charity and the employer partner with their cover, criteria in the request language', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `${P}/partners/`,
      headers: { 'accept-language': 'ms' },
    });
    expect(response.statusCode).toBe(200);
    const bySlug = Object.fromEntries(
      response.json<{ data: { slug: string }[] }>().data.map((p) => [p.slug, p]),
    );
    expect(bySlug.mykasih).toMatchObject({
      kind: 'charity',
      journey: 'mykasih',
      sum_covered: '50000.00',
      funeral_benefit: '5000.00',
      eligibility_source: 'roster',
      criteria: expect.stringContaining('warganegara Malaysia'),
    });
    expect(bySlug['gemilang-logistics']).toMatchObject({
      kind: 'employer',
      journey: 'partner',
      sum_covered: '100000.00',
      funeral_benefit: '10000.00',
      eligibility_source: 'api',
    });
    const missing = await t.app.inject({ method: 'GET', url: `${P}/partners/nope/` });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().errors.code).toBe('not_found');
  });
});

describe('roster upload', () => {
  it('keeps the good lines and reports every bad line with its reasons', async () => {
    const staff = await staffOf('mykasih');
    const recipient = await verifiedMember(t);
    const csv = [
      'nric,full_name,member_ref',
      rosterLine(recipient, 'MK-1'),
      '123,Someone,MK-2',
      `${nricForAge(30).idRef},,MK-3`,
      `${recipient.idRef},Twice,MK-4`,
      `${nricForAge(31).idRef},Short line`,
    ].join('\n');
    const response = await uploadRoster(staff, 'mykasih', csv, 'ms');
    expect(response.statusCode).toBe(201);
    const report = response.json().data;
    expect(report.accepted).toBe(1);
    expect(report.rejected).toEqual([
      { line: 3, nric: '123', reasons: ['nric_invalid'], messages: ['Bukan No. MyKad Malaysia yang sah.'] },
      expect.objectContaining({ line: 4, reasons: ['name_missing'] }),
      expect.objectContaining({ line: 5, reasons: ['duplicate'] }),
      expect.objectContaining({ line: 6, reasons: ['columns', 'member_ref_missing'] }),
    ]);
  });

  it('refuses a file that is not a roster', async () => {
    const staff = await staffOf('mykasih');
    const header = await uploadRoster(staff, 'mykasih', 'name,nric\nA,900101-14-5678\n');
    expect(header.statusCode).toBe(400);
    expect(header.json().errors.code).toBe('roster_header');
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    const binary = await uploadRoster(staff, 'mykasih', png);
    expect(binary.statusCode).toBe(415);
    const empty = await uploadRoster(staff, 'mykasih', '');
    expect(empty.statusCode).toBe(400);
  });

  it('scopes partner staff to their own partner: another partner, or no role, is a 404', async () => {
    const employerStaff = await staffOf('gemilang-logistics');
    const member = await verifiedMember(t);
    const csv = 'nric,full_name,member_ref\n';
    expect((await uploadRoster(employerStaff, 'mykasih', csv)).statusCode).toBe(404);
    expect((await uploadRoster(member, 'mykasih', csv)).statusCode).toBe(404);
    const month = todayIso().slice(0, 7);
    const statement = await call(employerStaff, 'GET', `${P}/staff/mykasih/statements/${month}/`);
    expect(statement.statusCode).toBe(404);
    const csvStatement = await call(member, 'GET', `${P}/staff/mykasih/statements/${month}/csv/`);
    expect(csvStatement.statusCode).toBe(404);
    // An employer confirms eligibility through its API: no roster to upload.
    expect((await uploadRoster(employerStaff, 'gemilang-logistics', csv)).statusCode).toBe(409);
  });
});

describe('the charity partner, end to end', () => {
  let staff: VerifiedMember;
  let recipient: VerifiedMember;
  let quotation: string;
  let flagshipQuotation: string;

  beforeAll(async () => {
    staff = await staffOf('mykasih');
    recipient = await verifiedMember(t, { language: 'ms' });
    const listed = await uploadRoster(
      staff,
      'mykasih',
      ['nric,full_name,member_ref', rosterLine(recipient, 'MK-100')].join('\n'),
    );
    expect(listed.statusCode).toBe(201);
  });

  it('tells a person not on the roster why, in their language, and refuses a quotation', async () => {
    const stranger = await verifiedMember(t);
    const check = await call(
      stranger,
      'GET',
      `${P}/check-eligibility/employee-benefit/?id=mykasih`,
      undefined,
      'ms',
    );
    expect(check.statusCode).toBe(200);
    expect(check.json().data).toMatchObject({
      eligible: false,
      reason: 'not_listed',
      detail: expect.stringContaining('tiada dalam senarai orang yang ditaja oleh MyKasih Foundation'),
      quotation: null,
    });
    const created = await call(stranger, 'POST', `${P}/quotations/`, {
      partner: 'mykasih',
      plan: 2,
      sum: 50000,
    });
    expect(created.statusCode).toBe(403);
    expect(created.json().errors.code).toBe('not_eligible');
  });

  it('asks for eKYC first', async () => {
    const unverified = await verifiedMember(t, { ekycStatus: 'pending' });
    const check = await call(unverified, 'GET', `${P}/check-eligibility/employee-benefit/?id=mykasih`);
    expect(check.statusCode).toBe(403);
    expect(check.json().errors.code).toBe('ekyc_required');
  });

  it('creates one pending quotation of RM50,000 per person and partner', async () => {
    const check = await call(recipient, 'GET', `${P}/check-eligibility/employee-benefit/?id=mykasih`);
    expect(check.json().data).toMatchObject({
      eligible: true,
      eligibility: { source: 'roster', member_ref: 'MK-100' },
    });
    const wrongSum = await call(recipient, 'POST', `${P}/quotations/`, {
      partner: 'mykasih',
      plan: 2,
      sum: 75000,
    });
    expect(wrongSum.statusCode).toBe(400);
    expect(wrongSum.json().errors.fields.sum).toEqual([
      'The sponsored cover of MyKasih Foundation is RM50,000.00.',
    ]);

    const created = await call(recipient, 'POST', `${P}/quotations/`, {
      partner: 'mykasih',
      plan: 2,
      sum: 50000,
      eligibility: check.json().data.eligibility,
    });
    expect(created.statusCode).toBe(201);
    const data = created.json().data;
    expect(data).toMatchObject({
      state: 'pending',
      current_version: { state: 'pending' },
      partner: { slug: 'mykasih', journey: 'mykasih' },
      sum_covered: '50000.00',
      funeral_benefit: '5000.00',
      participant_pays: '0.00',
      certificate: null,
    });
    quotation = data.uuid;
    flagshipQuotation = data.quotation;

    // Not among the flagship's drafts to resume: it belongs to the partner journey.
    const drafts = await call(recipient, 'GET', `${QUOTES}/?state=draft`);
    expect(drafts.json().data.map((draft: { uuid: string }) => draft.uuid)).not.toContain(flagshipQuotation);
    expect((await call(recipient, 'GET', `${QUOTES}/${flagshipQuotation}/`)).statusCode).toBe(200);

    const again = await call(recipient, 'POST', `${P}/quotations/`, {
      partner: 'mykasih',
      plan: 2,
      sum: 50000,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors.code).toBe('partner_quotation_exists');
    const recheck = await call(recipient, 'GET', `${P}/check-eligibility/employee-benefit/?id=mykasih`);
    expect(recheck.json().data.quotation).toEqual({ uuid: quotation, state: 'pending' });
  });

  it('refuses another member every call on the quotation (404)', async () => {
    const other = await verifiedMember(t);
    for (const [method, url, payload] of [
      ['GET', `${P}/quotations/${quotation}/`, undefined],
      ['PATCH', `${P}/quotations/${quotation}/`, { contribution_term: 'year' }],
      ['POST', `${P}/quotations/${quotation}/rate/`, undefined],
      ['POST', `${P}/quotations/${quotation}/submit/`, { contribution_term: 'yearly', submit: false }],
    ] as const) {
      const response = await call(other, method, url, payload);
      expect(response.statusCode).toBe(404);
      expect(response.json().errors.code).toBe('not_found');
    }
    expect((await call(other, 'GET', `${P}/quotations/`)).json().data).toEqual([]);
  });

  it('submit false keeps it pending and answers the schedule the partner pays', async () => {
    const monthly = await call(recipient, 'POST', `${P}/quotations/${quotation}/submit/`, {
      contribution_term: 'month',
      submit: false,
    });
    expect(monthly.statusCode).toBe(400);
    expect(monthly.json().errors.fields.contribution_term).toBeDefined();

    const response = await call(recipient, 'POST', `${P}/quotations/${quotation}/submit/`, {
      contribution_term: 'yearly',
      submit: false,
    });
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data.quotation).toMatchObject({ state: 'pending', contribution_term: 'year' });
    expect(data.payment_schedule).toEqual([
      expect.objectContaining({
        due_date: todayIso(),
        standard_premium_amount: data.yearly_gross_premium,
        paid_by: 'MyKasih Foundation',
        participant_amount: '0.00',
      }),
    ]);
    expect(Number(data.payment_schedule[0].standard_premium_amount)).toBeGreaterThan(0);
    const rate = await call(recipient, 'POST', `${P}/quotations/${quotation}/rate/`);
    expect(rate.json().data.payment_schedule[0].standard_premium_amount).toBe(data.yearly_gross_premium);
  });

  it('submit true needs the steps done, then publishes a sponsored certificate the member does not pay', async () => {
    const early = await call(recipient, 'POST', `${P}/quotations/${quotation}/submit/`, {
      contribution_term: 'yearly',
      submit: true,
    });
    expect(early.statusCode).toBe(400);
    expect(early.json().errors.fields.terms_accepted).toBeDefined();

    await doSteps(recipient, flagshipQuotation);
    const response = await call(recipient, 'POST', `${P}/quotations/${quotation}/submit/`, {
      contribution_term: 'yearly',
      submit: true,
    });
    expect(response.statusCode).toBe(200);
    const published = response.json().data.quotation;
    expect(published).toMatchObject({
      state: 'published',
      current_version: { state: 'published' },
      certificate: {
        status: 'issued',
        number: expect.stringMatching(/^TPP-\d{4}-\d{6}$/),
        start_date: todayIso(),
      },
    });
    const [certificate] = await t.app.db
      .select()
      .from(certificates)
      .where(eq(certificates.id, published.certificate.uuid));
    expect(certificate).toMatchObject({
      sumCoveredSen: 50_000_00,
      frequency: 'year',
      paidUntil: addMonths(todayIso(), 12),
    });

    // In the dashboard's list, with no contribution taken from the member.
    const policies = await call(recipient, 'GET', '/policy/api/v1/policies/?state=issued');
    expect(policies.json().data.map((policy: { uuid: string }) => policy.uuid)).toContain(certificate!.id);

    // A second submit is refused; the quotation stays published.
    const twice = await call(recipient, 'POST', `${P}/quotations/${quotation}/submit/`, {
      contribution_term: 'yearly',
      submit: true,
    });
    expect(twice.statusCode).toBe(409);

    const [notice] = (await mails(t, recipient.email)).filter(
      (mail) => mail.template === 'certificate_notice',
    );
    expect(notice!.text).toContain('ditaja oleh MyKasih Foundation');
    expect(notice!.text).toContain('anda tidak perlu membayar apa-apa');
    const pdf = await t.app.inject({ method: 'GET', url: notice!.attachments[0]!.url });
    const text = pdfPages(pdf.rawPayload).join('\n');
    expect(text).toContain('Sponsored by / Ditaja oleh');
    expect(text).toContain('MyKasih Foundation');
    expect(text).toContain('RM5,000.00');
  });

  it('a submitted application whose certificate was not issued yet is issued when it is next read', async () => {
    // As left by an issue that failed after the submission committed (the quotation stays submitted).
    const [row] = await t.app.db.select().from(partnerQuotations).where(eq(partnerQuotations.id, quotation));
    const [before] = await t.app.db
      .select()
      .from(certificates)
      .where(eq(certificates.id, row!.certificateId!));
    await t.app.db
      .update(partnerQuotations)
      .set({ state: 'submitted', publishedAt: null })
      .where(eq(partnerQuotations.id, quotation));
    await t.app.db
      .update(certificates)
      .set({ status: 'pending', number: null, issuedAt: null, startDate: null })
      .where(eq(certificates.id, before!.id));
    const list = await call(recipient, 'GET', `${P}/quotations/?partner=mykasih`);
    expect(list.json().data[0]).toMatchObject({ state: 'submitted', certificate: { status: 'pending' } });

    const read = await call(recipient, 'GET', `${P}/quotations/${quotation}/`);
    expect(read.json().data).toMatchObject({
      state: 'published',
      certificate: { status: 'issued', number: expect.stringMatching(/^TPP-/) },
    });
  });

  it('keeps the certificate when the roster drops its holder, and tells the participant and the partner', async () => {
    const response = await uploadRoster(staff, 'mykasih', 'nric,full_name,member_ref\n');
    expect(response.statusCode).toBe(201);
    expect(response.json().data.holders_removed).toEqual([
      expect.objectContaining({ number: expect.stringMatching(/^TPP-/) }),
    ]);
    const view = await call(recipient, 'GET', `${P}/quotations/${quotation}/`);
    expect(view.json().data).toMatchObject({
      state: 'published',
      eligibility_lost: true,
      certificate: { status: 'issued' },
    });

    const [told] = (await mails(t, recipient.email)).filter((mail) => mail.template === 'partner_notice');
    expect(told!.subject).toBe('Perlindungan tajaan anda daripada MyKasih Foundation');
    const [partnerTold] = (await mails(t, 'finance@mykasih.example')).filter(
      (mail) => mail.template === 'partner_notice',
    );
    expect(partnerTold!.text).toContain('The certificate is not cancelled');

    const check = await call(recipient, 'GET', `${P}/check-eligibility/employee-benefit/?id=mykasih`);
    expect(check.json().data).toMatchObject({ eligible: false, reason: 'removed' });
  });

  it('bills the partner the yearly contribution in the month the certificate starts, and renews only the listed', async () => {
    const month = todayIso().slice(0, 7);
    const response = await call(staff, 'GET', `${P}/staff/mykasih/statements/${month}/`);
    expect(response.statusCode).toBe(200);
    const statement = response.json().data;
    const [row] = await t.app.db.select().from(partnerQuotations).where(eq(partnerQuotations.id, quotation));
    const [certificate] = await t.app.db
      .select()
      .from(certificates)
      .where(eq(certificates.id, row!.certificateId!));
    const due = (certificate!.yearlySen / 100).toFixed(2);
    expect(statement).toMatchObject({
      month,
      billing_reference: 'MYK-001',
      certificates_in_force: 1,
      new_certificates: 1,
      contributions_due: due,
    });
    expect(statement.lines[0]).toMatchObject({
      member_ref: 'MK-100',
      sum_covered: '50000.00',
      funeral_benefit: '5000.00',
      contribution_due: due,
      eligibility_lost: true,
    });

    // A year on: still in force, nothing due (its holder left the roster, so it is not renewed).
    const nextYear = addMonths(`${month}-01`, 12).slice(0, 7);
    const later = (await call(staff, 'GET', `${P}/staff/mykasih/statements/${nextYear}/`)).json().data;
    expect(later).toMatchObject({ certificates_in_force: 1, new_certificates: 0, contributions_due: '0.00' });

    const csv = await call(staff, 'GET', `${P}/staff/mykasih/statements/${month}/csv/`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.trim().split('\n');
    expect(lines[0]).toBe(
      'certificate_number,holder_name,id_ref,member_ref,start_date,status,sum_covered,funeral_benefit,contribution_due,eligibility_lost',
    );
    expect(lines[1]).toContain(`,MK-100,${todayIso()},issued,50000.00,5000.00,${due},true`);
    expect(lines.at(-1)).toBe(`TOTAL,,,,,,,,${due},`);

    const badMonth = await call(staff, 'GET', `${P}/staff/mykasih/statements/2026-13/`);
    expect(badMonth.statusCode).toBe(400);
  });
});

describe('the employer partner, through its own eligibility API', () => {
  /** A member whose NRIC serial starts with `prefix` (the sandbox's outcome). */
  async function employee(prefix: string) {
    const { idRef } = nricForAge(35);
    return verifiedMember(t, { idRef: `${idRef.slice(0, 10)}${prefix}02` });
  }

  it('publishes a RM100,000 certificate for an active employee', async () => {
    const member = await employee('50');
    const check = await call(member, 'GET', `${P}/check-eligibility/employee-benefit/?id=gemilang-logistics`);
    expect(check.json().data).toMatchObject({ eligible: true, eligibility: { source: 'api' } });
    const created = await call(member, 'POST', `${P}/quotations/`, {
      partner: 'gemilang-logistics',
      plan: 2,
      sum: '100000',
    });
    expect(created.statusCode).toBe(201);
    const { uuid, quotation: flagship } = created.json().data;
    await doSteps(member, flagship);
    const submitted = await call(member, 'POST', `${P}/quotations/${uuid}/submit/`, {
      contribution_term: 'yearly',
      submit: true,
    });
    expect(submitted.statusCode).toBe(200);
    expect(submitted.json().data.quotation).toMatchObject({
      state: 'published',
      sum_covered: '100000.00',
      funeral_benefit: '10000.00',
      partner: { journey: 'partner' },
      certificate: { status: 'issued' },
    });
  });

  it('says why not: employment ended, probation, not an employee; 503 when the partner is down', async () => {
    const ended = await employee('82');
    const check = await call(ended, 'GET', `${P}/check-eligibility/employee-benefit/?id=gemilang-logistics`);
    expect(check.json().data).toMatchObject({ eligible: false, reason: 'employment_ended' });
    const probation = await employee('83');
    const onProbation = await call(
      probation,
      'GET',
      `${P}/check-eligibility/employee-benefit/?id=gemilang-logistics`,
      undefined,
      'ms',
    );
    expect(onProbation.json().data.detail).toContain('tempoh percubaan');
    const stranger = await employee('81');
    const notListed = await call(
      stranger,
      'GET',
      `${P}/check-eligibility/employee-benefit/?id=gemilang-logistics`,
    );
    expect(notListed.json().data.reason).toBe('not_listed');
    const down = await employee('84');
    const unavailable = await call(
      down,
      'GET',
      `${P}/check-eligibility/employee-benefit/?id=gemilang-logistics`,
    );
    expect(unavailable.statusCode).toBe(503);
    expect(unavailable.json().errors).toMatchObject({
      code: 'partner_unavailable',
      detail:
        'Gemilang Logistics Sdn Bhd could not confirm your eligibility just now. Please try again in a few minutes.',
    });
  });
});
