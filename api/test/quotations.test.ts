// Certificate quotations and applications over HTTP: each rule refused with its message (login, eKYC, citizens
// only, the member is the person covered, entry age, sum covered, one active certificate, underwriting, terms),
// saving and resuming, beneficiary rules, pricing equal to the products pricing, submit, ownership, and the
// older quick quote alias.
import { eq } from 'drizzle-orm';
import { certificateQuotations, certificates, underwritingSubmissions } from '../src/db/schema';
import {
  answer,
  auth,
  createCertificatesApp,
  createQuotation,
  declare,
  nricForAge,
  paid,
  pendingCertificate,
  QUOTES,
  verifiedMember,
} from './certificates-fixtures';
import type { TestContext } from './helpers/test-app';

jest.setTimeout(30_000);

let t: TestContext;
beforeAll(async () => {
  t = await createCertificatesApp();
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const inject = (
  access: string,
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  payload?: unknown,
  language = 'en',
) =>
  t.app.inject({
    method,
    url,
    headers: { ...auth(access), 'accept-language': language },
    payload: payload as object,
  });

describe('who may get a quotation', () => {
  it('needs a login', async () => {
    const response = await t.app.inject({ method: 'POST', url: `${QUOTES}/`, payload: {} });
    expect(response.statusCode).toBe(401);
  });

  it('needs eKYC accepted, in English and Malay', async () => {
    const member = await verifiedMember(t, { ekycStatus: 'pending' });
    const en = await createQuotation(t, member);
    expect(en.statusCode).toBe(403);
    expect(en.json().errors.code).toBe('ekyc_required');
    expect(en.json().errors.detail).toBe(
      'Please complete your identity verification (eKYC) before you get a quotation.',
    );
    const ms = await t.app.inject({
      method: 'POST',
      url: `${QUOTES}/`,
      headers: { ...auth(member.access), 'accept-language': 'ms' },
      payload: { product: 2, coverage_amount: '50000', persons: [{ person_type: 'main_insured' }] },
    });
    // The member's raw status ("pending") is not a Malay word: the message names no status.
    expect(ms.json().errors.detail).toBe(
      'Sila lengkapkan pengesahan identiti (eKYC) anda sebelum mendapatkan sebut harga.',
    );
  });

  it('is for Malaysian citizens only (the eKYC declaration)', async () => {
    const member = await verifiedMember(t);
    await declare(t, member, 'foreigner');
    const response = await createQuotation(t, member);
    expect(response.statusCode).toBe(403);
    expect(response.json().errors).toMatchObject({
      code: 'citizens_only',
      detail: 'This plan is for Malaysian citizens only.',
    });
  });

  it('needs an NRIC on the profile', async () => {
    const member = await verifiedMember(t);
    await t.app.db.execute(`update users set id_ref = null where id = '${member.uuid}'` as never);
    const response = await createQuotation(t, member);
    expect(response.statusCode).toBe(409);
    expect(response.json().errors.detail).toBe(
      'Please add your NRIC to your profile before you get a quotation.',
    );
  });

  it('covers the member only', async () => {
    const member = await verifiedMember(t);
    const someoneElse = nricForAge(30).idRef;
    const response = await createQuotation(t, member, {
      persons: [{ id_ref: someoneElse, person_type: 'main_insured' }],
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().errors.fields['persons.0.id_ref']).toEqual([
      'The person covered must be you: the NRIC must match the one on your profile.',
    ]);
    const none = await createQuotation(t, member, { persons: [{ person_type: 'holder' }] });
    expect(none.statusCode).toBe(400);
    expect(none.json().errors.fields.persons).toEqual([
      'Add one person covered, with person_type main_insured.',
    ]);
  });

  it('keeps to the entry age 16-50 (age next birthday) with the spec message', async () => {
    for (const age of [15, 51, 60]) {
      const member = await verifiedMember(t, { age });
      const response = await createQuotation(t, member);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors.fields.dob[0]).toMatch(
        /^You are not within the entry age of this product/,
      );
    }
    for (const age of [16, 50]) {
      const member = await verifiedMember(t, { age });
      expect((await createQuotation(t, member)).statusCode).toBe(201);
    }
  });

  it('keeps the sum covered within RM50,000-RM500,000 in steps of RM25,000', async () => {
    const member = await verifiedMember(t);
    for (const coverage of ['60000.00', '25000', '525000', 'abc']) {
      const response = await createQuotation(t, member, { coverage_amount: coverage });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors.fields.coverage_amount).toEqual([
        'The sum covered must be from RM50,000 to RM500,000, in steps of RM25,000.',
      ]);
    }
    expect((await createQuotation(t, member, { coverage_amount: 475000 })).json().data.coverage_amount).toBe(
      '475000.00',
    );
  });

  it('checks the referral code', async () => {
    const member = await verifiedMember(t);
    const bad = await createQuotation(t, member, { referral_code: 'NOSUCHCODE' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.fields.referral_code).toEqual(['Invalid Code']);
  });
});

describe('a saved quotation', () => {
  it('is created from the profile, resumed from the draft list, and only its owner sees it', async () => {
    const member = await verifiedMember(t, { gender: 'male', age: 30 });
    const created = await createQuotation(t, member);
    expect(created.statusCode).toBe(201);
    const quotation = created.json().data;
    expect(quotation).toMatchObject({
      state: 'draft',
      product: 2,
      coverage_amount: '50000.00',
      terms_accepted: false,
      contribution_term: null,
      beneficiary: null,
      application: null,
      certificate: null,
    });
    expect(quotation.persons[0]).toMatchObject({
      id_ref: member.idRef,
      dob: member.dob,
      gender: 'male',
      person_type: 'main_insured',
    });
    expect(quotation.holder.contact_number).toBe('+60123456789');

    const drafts = await inject(member.access, 'GET', `${QUOTES}/?state=draft`);
    expect(drafts.json().data.map((row: { uuid: string }) => row.uuid)).toEqual([quotation.uuid]);

    const other = await verifiedMember(t);
    expect((await inject(other.access, 'GET', `${QUOTES}/${quotation.uuid}/`)).statusCode).toBe(404);
    const patched = await inject(other.access, 'PATCH', `${QUOTES}/${quotation.uuid}/`, {
      terms_accepted: true,
    });
    expect(patched.statusCode).toBe(404);
    expect(patched.json().errors.detail).toBe('This quotation was not found.');
    expect((await inject(other.access, 'POST', `${QUOTES}/${quotation.uuid}/rate/`, {})).statusCode).toBe(
      404,
    );
    expect((await inject(other.access, 'GET', `${QUOTES}/?state=draft`)).json().data).toEqual([]);
  });

  it('takes a beneficiary only with a 100% payout agreed and a known relationship', async () => {
    const member = await verifiedMember(t);
    const quotation = (await createQuotation(t, member)).json().data.uuid;
    const beneficiary = {
      name: 'Ahmad bin Ali',
      contact_number: '0191234567',
      relationship: 'spouse',
      type: 'hibah',
      gender: 'm',
      email: 'ahmad@example.com',
      payout: 100,
      agreed: true,
    };
    const half = await inject(
      member.access,
      'PATCH',
      `${QUOTES}/${quotation}/`,
      { beneficiary: { ...beneficiary, payout: 50 } },
      'ms',
    );
    expect(half.statusCode).toBe(400);
    expect(half.json().errors.fields['beneficiary.payout']).toEqual([
      'Sila sahkan bahawa penama anda akan menerima 100% daripada manfaat yang dibayar.',
    ]);
    const notAgreed = await inject(member.access, 'PATCH', `${QUOTES}/${quotation}/`, {
      beneficiary: { ...beneficiary, agreed: false },
    });
    expect(notAgreed.json().errors.fields['beneficiary.payout']).toEqual([
      'Please confirm that your beneficiary receives 100% of the payout.',
    ]);
    const cousin = await inject(member.access, 'PATCH', `${QUOTES}/${quotation}/`, {
      beneficiary: { ...beneficiary, relationship: 'neighbour' },
    });
    expect(cousin.json().errors.fields['beneficiary.relationship']).toEqual([
      'Choose a relationship from the list.',
    ]);
    const ok = await inject(member.access, 'PATCH', `${QUOTES}/${quotation}/`, { beneficiary });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.beneficiary).toEqual({
      ...beneficiary,
      gender: 'male',
      contact_number: '+60191234567',
      payout: 100,
      agreed: true,
    });
    const removed = await inject(member.access, 'PATCH', `${QUOTES}/${quotation}/`, { beneficiary: null });
    expect(removed.json().data.beneficiary).toBeNull();
  });
});

describe('rate and submit', () => {
  it('prices exactly as the products pricing does, for both terms', async () => {
    for (const [gender, age, coverage] of [
      ['female', 20, '50000.00'],
      ['male', 45, '275000.00'],
      ['female', 50, '500000.00'],
    ] as const) {
      const member = await verifiedMember(t, { gender, age });
      const quotation = (await createQuotation(t, member, { coverage_amount: coverage })).json().data.uuid;
      const monthly = (
        await inject(member.access, 'POST', `${QUOTES}/${quotation}/rate/`, { contribution_term: 'month' })
      ).json().data;
      const yearly = (
        await inject(member.access, 'POST', `${QUOTES}/${quotation}/rate/`, { contribution_term: 'year' })
      ).json().data;
      const products = await t.app.inject({
        method: 'POST',
        url: '/products/api/v1/2/rate/',
        payload: { dob: member.dob, gender, coverage_amount: coverage },
      });
      const [reference] = products.json().data;
      expect(monthly).toMatchObject({
        monthly_gross_premium: reference.monthly_gross_premium,
        yearly_gross_premium: reference.yearly_gross_premium,
        contribution: reference.monthly_gross_premium,
        wakalah_fee: reference.wakalah_fee_monthly,
        tabarru: reference.tabarru_monthly,
        age_next_birthday: age,
        currency: 'MYR',
        application: null,
        certificate: null,
      });
      expect(yearly).toMatchObject({
        contribution_term: 'year',
        contribution: reference.yearly_gross_premium,
        wakalah_fee: reference.wakalah_fee_yearly,
        tabarru: reference.tabarru_yearly,
      });
    }
  });

  it('is RM4.13 a month for a woman of 20 with RM50,000', async () => {
    const member = await verifiedMember(t, { gender: 'female', age: 20 });
    const quotation = (await createQuotation(t, member)).json().data;
    expect(quotation.monthly_price).toBe('4.13');
    expect(quotation.annual_price).toBe('45.43');
  });

  it('submits only with terms, a term, and accepted unused answers, then makes the application and a pending certificate', async () => {
    const member = await verifiedMember(t);
    const quotation = (await createQuotation(t, member)).json().data.uuid;
    const rate = (payload: unknown) => inject(member.access, 'POST', `${QUOTES}/${quotation}/rate/`, payload);

    const noTerm = await rate({ submit: true });
    expect(noTerm.statusCode).toBe(400);
    expect(noTerm.json().errors.fields.contribution_term).toEqual([
      'Please choose to pay monthly or yearly.',
    ]);

    const noTerms = await rate({ submit: true, contribution_term: 'year' });
    expect(noTerms.statusCode).toBe(400);
    expect(noTerms.json().errors.fields.terms_accepted).toEqual([
      'You must agree to all the terms to continue.',
    ]);

    await inject(member.access, 'PATCH', `${QUOTES}/${quotation}/`, { terms_accepted: true });
    const noAnswers = await rate({ submit: true });
    expect(noAnswers.statusCode).toBe(409);
    expect(noAnswers.json().errors).toMatchObject({
      code: 'underwriting_required',
      detail: 'Please answer the health questions before you submit your application.',
    });

    const pending = (await answer(t, member, [0])).json().data.uuid;
    await inject(member.access, 'PATCH', `${QUOTES}/${quotation}/`, { underwriting_submission: pending });
    const inReview = await rate({ submit: true });
    expect(inReview.statusCode).toBe(409);
    expect(inReview.json().errors.code).toBe('underwriting_pending');

    const accepted = (await answer(t, member)).json().data.uuid;
    const stale = await rate({ submit: true });
    expect(stale.json().errors.code).toBe('underwriting_stale'); // the pending one became obsolete

    await t.app.db
      .update(underwritingSubmissions)
      .set({ status: 'rejected' })
      .where(eq(underwritingSubmissions.id, pending));
    await inject(member.access, 'PATCH', `${QUOTES}/${quotation}/`, { underwriting_submission: pending });
    expect((await rate({ submit: true })).json().errors.code).toBe('underwriting_rejected');

    await inject(member.access, 'PATCH', `${QUOTES}/${quotation}/`, { underwriting_submission: accepted });
    const submitted = await rate({ submit: true });
    expect(submitted.statusCode).toBe(200);
    const data = submitted.json().data;
    expect(data.contribution_term).toBe('year');
    expect(data.application.stage).toBe('pending');
    expect(data.certificate).toMatchObject({ status: 'pending', number: null });

    const after = (await inject(member.access, 'GET', `${QUOTES}/${quotation}/`)).json().data;
    expect(after.state).toBe('submitted');
    expect(after.certificate.uuid).toBe(data.certificate.uuid);
    const closed = await inject(member.access, 'PATCH', `${QUOTES}/${quotation}/`, { terms_accepted: true });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().errors.detail).toBe(
      'This quotation has been submitted and can no longer be changed.',
    );
    expect((await rate({ submit: true })).statusCode).toBe(409);

    const [certificate] = await t.app.db
      .select()
      .from(certificates)
      .where(eq(certificates.id, data.certificate.uuid));
    expect(certificate).toMatchObject({
      idRef: member.idRef,
      frequency: 'year',
      contributionSen: Number(data.yearly_gross_premium.replace('.', '')),
    });
    const [used] = await t.app.db
      .select()
      .from(underwritingSubmissions)
      .where(eq(underwritingSubmissions.id, accepted));
    expect(used!.usedAt).not.toBeNull();
  });

  it('allows one active certificate per NRIC: a paid one blocks a new quotation, an unpaid one is replaced', async () => {
    const member = await verifiedMember(t);
    const first = await pendingCertificate(t, member);
    // Unpaid, even with a payment once started (and ended, say declined): a new application replaces it.
    // (api/test/unpaid-application.test.ts covers a payment still under way.)
    await t.app.certificatePayments.payable(member.uuid, first.certificate);
    const second = await pendingCertificate(t, member);
    const [replaced] = await t.app.db
      .select()
      .from(certificates)
      .where(eq(certificates.id, first.certificate));
    expect(replaced).toMatchObject({ status: 'canceled', endReason: 'replaced' });

    await t.app.certificatePayments.contributionPaid(paid(second.certificate));
    const again = await createQuotation(t, member);
    expect(again.statusCode).toBe(409);
    expect(again.json().errors).toMatchObject({
      code: 'certificate_exists',
      detail:
        'You already have an active certificate. Each person can hold only one certificate of this plan.',
    });

    // Another account with the same NRIC is the same person.
    const twin = await verifiedMember(t, { idRef: member.idRef });
    await t.app.db.execute(`update users set dob = '${member.dob}' where id = '${twin.uuid}'` as never);
    expect((await createQuotation(t, twin)).json().errors.code).toBe('certificate_exists');
  });
});

describe('applications', () => {
  it('go pending -> submitted -> published when the certificate is issued; owner only', async () => {
    const member = await verifiedMember(t);
    const journey = await pendingCertificate(t, member);
    const get = (access: string) =>
      t.app.inject({ method: 'GET', url: `/applications/${journey.application}/`, headers: auth(access) });
    expect((await get(member.access)).json().data).toMatchObject({
      uuid: journey.application,
      stage: 'pending',
      quotation: journey.quotation,
      certificate: { uuid: journey.certificate, status: 'pending' },
    });
    const other = await verifiedMember(t);
    expect((await get(other.access)).statusCode).toBe(404);
    const otherSubmit = await t.app.inject({
      method: 'POST',
      url: `/applications/${journey.application}/submit/`,
      headers: auth(other.access),
    });
    expect(otherSubmit.statusCode).toBe(404);

    const submit = () =>
      t.app.inject({
        method: 'POST',
        url: `/applications/${journey.application}/submit/`,
        headers: auth(member.access),
      });
    expect((await submit()).json().data.stage).toBe('submitted');
    expect((await submit()).json().data.stage).toBe('submitted');

    await t.app.certificatePayments.contributionPaid(paid(journey.certificate));
    const published = (await get(member.access)).json().data;
    expect(published.stage).toBe('published');
    expect(published.certificate.number).toMatch(/^TPP-\d{4}-\d{6}$/);
    const late = await submit();
    expect(late.statusCode).toBe(409);
    expect(late.json().errors.detail).toBe('This application is complete: its certificate has been issued.');
  });
});

describe('quick quote (older API)', () => {
  const body = (overrides: Record<string, unknown> = {}) => ({
    product_id: 2,
    constraint_id: 1,
    currency: 'MYR',
    plan_id: 1,
    aggregate_limit_amount: 50000,
    payment_mode: 'month',
    insured: { birth_date: nricForAge(20).dob, gender: 'f' },
    ...overrides,
  });

  it('answers the standard premium of the payment mode', async () => {
    const monthly = await t.app.inject({ method: 'POST', url: '/api/products/2/rating/', payload: body() });
    expect(monthly.statusCode).toBe(200);
    expect(monthly.json().data.payment_schedule).toEqual({
      standard_premium_amount: '4.13',
      payment_mode: 'month',
      currency: 'MYR',
    });
    const yearly = await t.app.inject({
      method: 'POST',
      url: '/api/products/2/rating/',
      payload: body({ payment_mode: 'year' }),
    });
    expect(yearly.json().data.payment_schedule.standard_premium_amount).toBe('45.43');
  });

  it('refuses other currencies, products, sums and ages', async () => {
    const usd = await t.app.inject({
      method: 'POST',
      url: '/api/products/2/rating/',
      payload: body({ currency: 'USD' }),
    });
    expect(usd.statusCode).toBe(400);
    expect(usd.json().errors.fields.currency).toEqual(['Only MYR is supported.']);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/products/7/rating/', payload: body() })).statusCode,
    ).toBe(404);
    const sum = await t.app.inject({
      method: 'POST',
      url: '/api/products/2/rating/',
      payload: body({ aggregate_limit_amount: 60000 }),
    });
    expect(sum.json().errors.fields.aggregate_limit_amount).toEqual([
      'The sum covered must be from RM50,000 to RM500,000, in steps of RM25,000.',
    ]);
    const old = await t.app.inject({
      method: 'POST',
      url: '/api/products/2/rating/',
      payload: body({ insured: { birth_date: '1940-01-01', gender: 'm' } }),
    });
    expect(old.json().errors.fields['insured.birth_date']).toEqual([
      'Your age should be in the range between 16 to 70 years of age',
    ]);
  });
});

describe('quotation rows', () => {
  it('keep the person covered as the profile says', async () => {
    const member = await verifiedMember(t);
    const quotation = (await createQuotation(t, member)).json().data.uuid;
    const [row] = await t.app.db
      .select()
      .from(certificateQuotations)
      .where(eq(certificateQuotations.id, quotation));
    expect(row!.mainInsured.id_ref).toBe(member.idRef);
    expect(row!.userId).toBe(member.uuid);
  });
});
