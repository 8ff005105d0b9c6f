// Underwriting over HTTP: the flagship's four questions (en, ms), the rule engine (all No accepted, any Yes
// pending), obsolete and expired answers, staff decisions with e-mails, ownership, and the relationships list.
import { eq } from 'drizzle-orm';
import { underwritingSubmissions } from '../src/db/schema';
import { grantStaff } from '../src/modules/staff/roles';
import {
  answer,
  auth,
  createCertificatesApp,
  mails,
  questionSet,
  UW,
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

describe('question sets', () => {
  it('lists the flagship set with its four questions, in the language asked for', async () => {
    const en = await t.app.inject({ method: 'GET', url: `${UW}/question-sets/?products__pk=2` });
    expect(en.statusCode).toBe(200);
    const [set] = en.json().data;
    expect(set.product).toBe(2);
    expect(set.questions).toHaveLength(4);
    expect(set.questions.map((q: { code: string }) => q.code)).toEqual([
      'serious_illness_5y',
      'current_treatment',
      'hiv_aids',
      'hazardous_occupation',
    ]);
    expect(set.questions[2].text).toContain('HIV');

    const ms = await t.app.inject({
      method: 'GET',
      url: `${UW}/question-sets/${set.uuid}/`,
      headers: { 'accept-language': 'ms' },
    });
    expect(ms.statusCode).toBe(200);
    expect(ms.json().data.title).toBe('Soalan kesihatan dan gaya hidup');
    expect(ms.json().data.questions[0].text).toMatch(/^Dalam tempoh 5 tahun/);
  });

  it('answers an empty list for a product without questions, and 404 for an unknown set', async () => {
    const none = await t.app.inject({ method: 'GET', url: `${UW}/question-sets/?products__pk=999` });
    expect(none.json().data).toEqual([]);
    const missing = await t.app.inject({
      method: 'GET',
      url: `${UW}/question-sets/00000000-0000-4000-8000-000000000000/`,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().errors.detail).toBe('This question set was not found.');
  });
});

describe('submissions', () => {
  it('needs a login', async () => {
    const response = await t.app.inject({ method: 'POST', url: `${UW}/`, payload: {} });
    expect(response.statusCode).toBe(401);
  });

  it('accepts all-No answers at once and lists them with their status', async () => {
    const member = await verifiedMember(t);
    const response = await answer(t, member);
    expect(response.statusCode).toBe(201);
    const submission = response.json().data;
    expect(submission.status).toBe('accepted');
    expect(submission.answers).toHaveLength(4);
    expect(submission.used).toBe(false);

    const list = await t.app.inject({
      method: 'GET',
      url: `${UW}/?product_id=2`,
      headers: auth(member.access),
    });
    expect(list.json().data.map((row: { uuid: string; status: string }) => [row.uuid, row.status])).toEqual([
      [submission.uuid, 'accepted'],
    ]);
  });

  it('sends answers with a Yes to review, and a new submission makes the older one obsolete', async () => {
    const member = await verifiedMember(t);
    const first = (await answer(t, member, [1])).json().data;
    expect(first.status).toBe('pending');
    expect(first.reason).toBe('any_yes');
    const second = (await answer(t, member)).json().data;
    expect(second.status).toBe('accepted');
    const list = await t.app.inject({ method: 'GET', url: `${UW}/`, headers: auth(member.access) });
    expect(list.json().data.map((row: { status: string }) => row.status)).toEqual(['accepted', 'obsolete']);
  });

  it('refuses incomplete, repeated or unknown answers, a Yes without a note, and submit false', async () => {
    const member = await verifiedMember(t);
    const set = await questionSet(t);
    const post = (payload: object, language = 'en') =>
      t.app.inject({
        method: 'POST',
        url: `${UW}/`,
        headers: { ...auth(member.access), 'accept-language': language },
        payload,
      });
    const all = set.questions.map((q) => ({ question: q.uuid, answer: 'no' }));

    const missing = await post({ product: 2, question_set: set.uuid, submit: true, answers: all.slice(1) });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.fields.answers).toEqual(['Please answer every question.']);

    const twice = await post({ product: 2, question_set: set.uuid, submit: true, answers: [...all, all[0]] });
    expect(twice.json().errors.fields['answers.4.question']).toEqual(['Answer each question only once.']);

    const unknown = await post({
      product: 2,
      question_set: set.uuid,
      submit: true,
      answers: [...all, { question: '00000000-0000-4000-8000-000000000000', answer: 'no' }],
    });
    expect(unknown.json().errors.fields['answers.4.question']).toEqual([
      'This question is not part of the question set.',
    ]);

    const noNote = await post(
      {
        product: 2,
        question_set: set.uuid,
        submit: true,
        answers: all.map((a, i) => (i === 3 ? { ...a, answer: 'yes', user_note: '  ' } : a)),
      },
      'ms',
    );
    expect(noNote.statusCode).toBe(400);
    expect(noNote.json().errors.fields['answers.3.user_note']).toEqual([
      'Sila beritahu kami lebih lanjut tentang jawapan Ya anda.',
    ]);

    const notSubmitted = await post({ product: 2, question_set: set.uuid, submit: false, answers: all });
    expect(notSubmitted.json().errors.fields.submit).toEqual([
      'Please confirm that you want to send your answers.',
    ]);

    const otherProduct = await post({ product: 1, question_set: set.uuid, submit: true, answers: all });
    expect(otherProduct.statusCode).toBe(400);
    expect(otherProduct.json().errors.fields.question_set).toEqual([
      'This question set does not belong to this product.',
    ]);

    const badAnswer = await post({
      product: 2,
      question_set: set.uuid,
      submit: true,
      answers: [{ ...all[0], answer: 'maybe' }],
    });
    expect(badAnswer.statusCode).toBe(400);

    const list = await t.app.inject({ method: 'GET', url: `${UW}/`, headers: auth(member.access) });
    expect(list.json().data).toEqual([]);
  });

  it('expires accepted answers left unused for 30 days', async () => {
    const member = await verifiedMember(t);
    const submission = (await answer(t, member)).json().data;
    await t.app.db
      .update(underwritingSubmissions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(underwritingSubmissions.id, submission.uuid));
    const one = await t.app.inject({
      method: 'GET',
      url: `${UW}/${submission.uuid}/`,
      headers: auth(member.access),
    });
    expect(one.json().data.status).toBe('expired');
  });

  it("never shows another member's answers", async () => {
    const owner = await verifiedMember(t);
    const other = await verifiedMember(t);
    const submission = (await answer(t, owner)).json().data;
    const response = await t.app.inject({
      method: 'GET',
      url: `${UW}/${submission.uuid}/`,
      headers: auth(other.access),
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().errors.detail).toBe('This underwriting submission was not found.');
    const list = await t.app.inject({ method: 'GET', url: `${UW}/`, headers: auth(other.access) });
    expect(list.json().data).toEqual([]);
  });
});

describe('staff decisions', () => {
  it('lets staff accept or reject answers in review, e-mailing the member in their language', async () => {
    const staff = await verifiedMember(t);
    await grantStaff(t.app.db, staff.email);
    const member = await verifiedMember(t, { language: 'ms' });
    const pending = (await answer(t, member, [0])).json().data;

    const queue = await t.app.inject({
      method: 'GET',
      url: '/staff/api/v1/underwriting/',
      headers: auth(staff.access),
    });
    expect(queue.statusCode).toBe(200);
    expect(queue.json().data.some((row: { uuid: string }) => row.uuid === pending.uuid)).toBe(true);

    const denied = await t.app.inject({
      method: 'POST',
      url: `/staff/api/v1/underwriting/${pending.uuid}/decision/`,
      headers: auth(member.access),
      payload: { decision: 'accept' },
    });
    expect(denied.statusCode).toBe(403);

    const noReason = await t.app.inject({
      method: 'POST',
      url: `/staff/api/v1/underwriting/${pending.uuid}/decision/`,
      headers: auth(staff.access),
      payload: { decision: 'reject' },
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors.fields.reason).toEqual(['Please give a reason for the rejection.']);

    const accepted = await t.app.inject({
      method: 'POST',
      url: `/staff/api/v1/underwriting/${pending.uuid}/decision/`,
      headers: auth(staff.access),
      payload: { decision: 'accept', reason: 'Recovered, no ongoing treatment.' },
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().data.status).toBe('accepted');

    const again = await t.app.inject({
      method: 'POST',
      url: `/staff/api/v1/underwriting/${pending.uuid}/decision/`,
      headers: auth(staff.access),
      payload: { decision: 'reject', reason: 'x' },
    });
    expect(again.statusCode).toBe(409);

    const mail = (await mails(t, member.email)).find((entry) => entry.template === 'underwriting_decision');
    expect(mail?.subject).toContain('telah diterima');
  });

  it('rejects with a reason, and later answers of that member go to review whatever they say', async () => {
    const staff = await verifiedMember(t);
    await grantStaff(t.app.db, staff.email);
    const member = await verifiedMember(t);
    const pending = (await answer(t, member, [2])).json().data;
    const rejected = await t.app.inject({
      method: 'POST',
      url: `/staff/api/v1/underwriting/${pending.uuid}/decision/`,
      headers: auth(staff.access),
      payload: { decision: 'reject', reason: 'Not within our underwriting guidelines.' },
    });
    expect(rejected.json().data.status).toBe('rejected');
    const mail = (await mails(t, member.email)).find((entry) => entry.template === 'underwriting_decision');
    expect(mail?.text).toContain('Reason: Not within our underwriting guidelines.');

    const retry = (await answer(t, member)).json().data;
    expect(retry.status).toBe('pending');
    expect(retry.reason).toBe('previously_rejected');
    const list = await t.app.inject({ method: 'GET', url: `${UW}/`, headers: auth(member.access) });
    expect(list.json().data.map((row: { status: string }) => row.status)).toEqual(['pending', 'rejected']);
  });
});

describe('relationships', () => {
  it('lists the beneficiary relationships with codes, in English and Malay', async () => {
    const en = await t.app.inject({ method: 'GET', url: '/payment/api/v1/relationships/' });
    expect(en.statusCode).toBe(200);
    const codes = en.json().data.map((row: { code: string }) => row.code);
    expect(codes).toEqual(expect.arrayContaining(['spouse', 'child', 'parent', 'sibling']));
    const ms = await t.app.inject({
      method: 'GET',
      url: '/payment/api/v1/relationships/',
      headers: { 'accept-language': 'ms' },
    });
    expect(ms.json().data.find((row: { code: string }) => row.code === 'child').name).toBe('Anak');
  });
});
