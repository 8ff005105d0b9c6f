// The needs test over HTTP: validation (English and Malay), the recommendation rule at its edges (rounding to
// the plan's steps, the minimum and maximum, not eligible), the price from the products pricing, and saving for
// members (not for visitors), with the member's latest result.
import { todayIso } from '@teduh/shared/domain';
import { count, eq } from 'drizzle-orm';
import { needsTestResults } from '../src/db/schema';
import { FLAGSHIP_PRODUCT_ID } from '../src/modules/products/catalogue';
import { seedCatalogue } from '../src/modules/products/catalogue-seed';
import {
  affordabilityReason,
  incomeYears,
  recommend,
  sumCoveredFor,
  type NeedsAnswers,
} from '../src/modules/needs-test/rule';
import type { PricingConstants } from '../src/modules/products/pricing';
import {
  answersPastPublicLimit,
  createTestApp,
  loginWithCookie,
  registerMember,
  type TestContext,
  WEB_ORIGIN,
} from './helpers/test-app';

const NEEDS_TEST = '/products/api/v1/needs-test/';
const OLDER = '/api/products/teduh-test-recommendations/';
const LATEST = '/products/api/v1/needs-test/latest/';

/** A date of birth whose birthday is today, giving that age next birthday today. */
function dobForAgeNextBirthday(age: number, today = todayIso()): string {
  const [year, month, day] = today.split('-');
  const monthDay = `${month}-${day}` === '02-29' ? '02-28' : `${month}-${day}`;
  return `${String(Number(year) - (age - 1)).padStart(4, '0')}-${monthDay}`;
}

type Answers = {
  about_you: Record<string, unknown>;
  family: Record<string, unknown>;
  money: Record<string, unknown>;
  debts: Record<string, unknown>;
  priorities: unknown;
};

/** A family of four: 10 years of RM4,000 a month, RM125,000 home loan, two children, funeral costs. */
function answers(overrides: Partial<{ [K in keyof Answers]: Partial<Answers[K]> | unknown }> = {}): Answers {
  const base: Answers = {
    about_you: { dob: dobForAgeNextBirthday(30), gender: 'f', citizenship: 'malaysian' },
    family: { has_spouse: true, children: 2, youngest_child_age: 5 },
    money: { monthly_income: '3000_4999', monthly_commitments: '1000_2999', existing_cover: '0' },
    debts: { home_loan: '50000_199999', other_debts: 'none' },
    priorities: ['income', 'debts', 'education', 'final_expenses'],
  };
  for (const [key, value] of Object.entries(overrides)) {
    const section = key as keyof Answers;
    base[section] =
      Array.isArray(value) || typeof value !== 'object' || value === null
        ? (value as never)
        : ({ ...(base[section] as object), ...(value as object) } as never);
  }
  return base;
}

interface Result {
  uuid: string | null;
  saved: boolean;
  eligible: boolean;
  ineligible: string[];
  age_next_birthday: number;
  income_years: number;
  need: Record<string, string>;
  sum_covered: string | null;
  compassionate_benefit: string | null;
  monthly_contribution: string | null;
  reasons: string[];
  other_products: { id: number; slug: string; name: string; category: string }[];
  product: { id: number; slug: string; name: string };
  answers: Answers;
}

let t: TestContext;

beforeAll(async () => {
  t = await createTestApp();
  await seedCatalogue(t.app.db);
});
afterAll(() => t.close());

const post = (payload: unknown, headers: Record<string, string> = {}, url = NEEDS_TEST) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });

async function savedRows(): Promise<number> {
  const [row] = await t.app.db.select({ n: count() }).from(needsTestResults);
  return row?.n ?? 0;
}

describe('the rule', () => {
  const constants: PricingConstants = {
    currency: 'MYR',
    sumCoveredMinSen: 5_000_000,
    sumCoveredMaxSen: 50_000_000,
    sumCoveredStepSen: 2_500_000,
    sumCoveredDefaultSen: 5_000_000,
    entryAgeMin: 16,
    entryAgeMax: 50,
    calculatorAgeMin: 16,
    calculatorAgeMax: 70,
    wakalahFeeBasisPoints: 2000,
    yearlyMonths: 11,
  };
  const base: NeedsAnswers = {
    ageNextBirthday: 30,
    malaysian: true,
    hasSpouse: false,
    children: 0,
    youngestChildAge: null,
    incomeBand: '3000_4999',
    commitmentBand: 'below_1000',
    existingCoverSen: 0,
    homeLoan: 'none',
    otherDebts: 'none',
    priorities: ['final_expenses'],
  };

  it('rounds up to RM25,000 steps and clamps to RM50,000-RM500,000', () => {
    expect(sumCoveredFor(0, constants)).toBe(5_000_000);
    expect(sumCoveredFor(5_000_000, constants)).toBe(5_000_000);
    expect(sumCoveredFor(5_000_001, constants)).toBe(7_500_000);
    expect(sumCoveredFor(7_500_000, constants)).toBe(7_500_000);
    expect(sumCoveredFor(49_999_999, constants)).toBe(50_000_000);
    expect(sumCoveredFor(50_000_001, constants)).toBe(50_000_000);
  });

  it('counts years of income by dependants: 1 alone, 3 with a spouse, until the youngest is 21 (3-10)', () => {
    expect(incomeYears({ hasSpouse: false, children: 0, youngestChildAge: null })).toBe(1);
    expect(incomeYears({ hasSpouse: true, children: 0, youngestChildAge: null })).toBe(3);
    expect(incomeYears({ hasSpouse: false, children: 1, youngestChildAge: 19 })).toBe(3);
    expect(incomeYears({ hasSpouse: false, children: 1, youngestChildAge: 14 })).toBe(7);
    expect(incomeYears({ hasSpouse: true, children: 3, youngestChildAge: 0 })).toBe(10);
  });

  it('counts only the priorities chosen and takes existing cover off, never below zero', () => {
    const only = recommend({ ...base, priorities: ['final_expenses'] }, constants);
    expect(only.needSen).toBe(1_000_000);
    expect(only.sumCoveredSen).toBe(5_000_000);
    expect(only.reasons.map((r) => r.key)).toContain('needsTest.reason.minimum');

    const covered = recommend({ ...base, existingCoverSen: 9_999_999_00 }, constants);
    expect(covered.needSen).toBe(0);
    expect(covered.breakdown.existing_cover).toBe(1_000_000);
    expect(covered.sumCoveredSen).toBe(5_000_000);
  });

  it('says exact, rounded or capped', () => {
    // Debts RM125,000 + RM25,000 = RM150,000: a step exactly.
    const exact = recommend(
      { ...base, homeLoan: '50000_199999', otherDebts: 'below_50000', priorities: ['debts'] },
      constants,
    );
    expect(exact.sumCoveredSen).toBe(15_000_000);
    expect(exact.reasons.map((r) => r.key)).toContain('needsTest.reason.exact');
    // RM25,000 + RM25,000 + RM10,000 = RM60,000 -> RM75,000.
    const rounded = recommend(
      {
        ...base,
        homeLoan: 'below_50000',
        otherDebts: 'below_50000',
        priorities: ['debts', 'final_expenses'],
      },
      constants,
    );
    expect(rounded.needSen).toBe(6_000_000);
    expect(rounded.sumCoveredSen).toBe(7_500_000);
    expect(rounded.reasons.map((r) => r.key)).toContain('needsTest.reason.roundedUp');
    const capped = recommend(
      { ...base, homeLoan: '500000_plus', otherDebts: 'below_50000', priorities: ['debts'] },
      constants,
    );
    expect(capped.sumCoveredSen).toBe(50_000_000);
    expect(capped.reasons.map((r) => r.key)).toContain('needsTest.reason.maximum');
  });

  it('is not eligible outside entry ages 16-50 next birthday or without citizenship, with no sum', () => {
    expect(recommend({ ...base, ageNextBirthday: 15 }, constants).ineligible).toEqual(['age']);
    expect(recommend({ ...base, ageNextBirthday: 16 }, constants).eligible).toBe(true);
    expect(recommend({ ...base, ageNextBirthday: 50 }, constants).eligible).toBe(true);
    const old = recommend({ ...base, ageNextBirthday: 51, malaysian: false }, constants);
    expect(old).toMatchObject({ eligible: false, ineligible: ['age', 'citizenship'], sumCoveredSen: null });
    expect(old.reasons.length).toBeGreaterThanOrEqual(3);
    expect(old.reasons.length).toBeLessThanOrEqual(5);
  });

  it('puts the contribution against the income left after commitments', () => {
    // RM4,000 - RM500 = RM3,500 left; RM35.00 is 1.0%.
    expect(affordabilityReason(3500, '3000_4999', 'below_1000')).toEqual({
      key: 'needsTest.reason.affordable',
      params: { monthly: 3500, percent: '1.0' },
    });
    expect(affordabilityReason(3500, 'below_3000', '6000_plus').key).toBe('needsTest.reason.tightBudget');
  });
});

describe('POST products/api/v1/needs-test/', () => {
  it('recommends a capped sum for a family of four, priced like the rate call, with 3-5 reasons', async () => {
    const response = await post(answers());
    expect(response.statusCode).toBe(200);
    const data = response.json<{ data: Result }>().data;
    // 4,000 x 12 x 10 + 125,000 + 60,000 + 10,000 = 675,000 -> capped at 500,000.
    expect(data).toMatchObject({
      uuid: null,
      saved: false,
      eligible: true,
      ineligible: [],
      age_next_birthday: 30,
      income_years: 10,
      need: {
        income: '480000.00',
        debts: '125000.00',
        education: '60000.00',
        final_expenses: '10000.00',
        existing_cover: '0.00',
        total: '675000.00',
      },
      sum_covered: '500000.00',
      compassionate_benefit: '50000.00',
      product: { id: FLAGSHIP_PRODUCT_ID, slug: 'pusara-pro' },
    });
    expect(data.reasons.length).toBeGreaterThanOrEqual(3);
    expect(data.reasons.length).toBeLessThanOrEqual(5);
    expect(data.reasons.join(' ')).toContain("above the plan's largest sum covered, RM500,000");
    expect(data.other_products.every((p) => p.id !== FLAGSHIP_PRODUCT_ID)).toBe(true);

    const rate = await t.app.inject({
      method: 'POST',
      url: `/products/api/v1/${FLAGSHIP_PRODUCT_ID}/rate/`,
      payload: { dob: dobForAgeNextBirthday(30), gender: 'f', coverage_amount: '500000.00' },
    });
    expect(data.monthly_contribution).toBe(
      rate.json<{ data: { monthly_gross_premium: string }[] }>().data[0]?.monthly_gross_premium,
    );
  });

  it('prices the advertised RM4.13 for a woman of 20 next birthday with the minimum sum', async () => {
    const response = await post(
      answers({
        about_you: { dob: dobForAgeNextBirthday(20) },
        family: { has_spouse: false, children: 0, youngest_child_age: undefined },
        priorities: ['final_expenses'],
      }),
    );
    const data = response.json<{ data: Result }>().data;
    expect(data.sum_covered).toBe('50000.00');
    expect(data.monthly_contribution).toBe('4.13');
    expect(data.reasons.join(' ')).toContain("below the plan's smallest sum covered");
  });

  it('rounds up to the next RM25,000 step, after taking existing cover off', async () => {
    // Debts 125,000 + 25,000 + 10,000 = 160,000, less RM20,000.50 cover = 139,999.50 -> 150,000.
    const response = await post(
      answers({
        money: { existing_cover: '20000.50' },
        debts: { home_loan: '50000_199999', other_debts: 'below_50000' },
        priorities: ['debts', 'final_expenses'],
      }),
    );
    const data = response.json<{ data: Result }>().data;
    expect(data.need.total).toBe('139999.50');
    expect(data.sum_covered).toBe('150000.00');
    expect(data.reasons.join(' ')).toContain('Your need of RM139,999.50 is rounded up to RM150,000');
    expect(data.reasons.join(' ')).toContain('Your existing cover of RM20,000.50 is taken off');
  });

  it('answers not eligible at 51 next birthday and for non-citizens, in Malay, with what else to do', async () => {
    const response = await post(
      answers({ about_you: { dob: dobForAgeNextBirthday(51), citizenship: 'other' } }),
      { 'accept-language': 'ms' },
    );
    expect(response.statusCode).toBe(200);
    const data = response.json<{ data: Result }>().data;
    expect(data).toMatchObject({
      eligible: false,
      ineligible: ['age', 'citizenship'],
      sum_covered: null,
      monthly_contribution: null,
      compassionate_benefit: null,
    });
    expect(data.reasons[0]).toBe(
      'Umur anda 51 tahun pada hari lahir akan datang; Pusara Pro menerima ahli baharu berumur 16 hingga 50 tahun pada hari lahir akan datang.',
    );
    expect(data.reasons).toContain('Pusara Pro hanya dibuka kepada warganegara Malaysia.');
    expect(data.reasons.length).toBeLessThanOrEqual(5);
  });

  it('answers reasons in Malay', async () => {
    const data = (await post(answers(), { 'accept-language': 'ms-MY,ms;q=0.9' })).json<{ data: Result }>()
      .data;
    expect(data.reasons.join(' ')).toContain('manfaat ihsan sebanyak RM50,000');
  });

  it('takes the older path too', async () => {
    const response = await post(answers(), {}, OLDER);
    expect(response.statusCode).toBe(200);
    expect(response.json<{ data: Result }>().data.sum_covered).toBe('500000.00');
  });

  it('names every missing section', async () => {
    const response = await post({});
    expect(response.statusCode).toBe(400);
    const { errors } = response.json<{ errors: { code: string; fields: Record<string, string[]> } }>();
    expect(errors.code).toBe('invalid');
    for (const field of ['about_you', 'family', 'money', 'debts', 'priorities']) {
      expect(errors.fields[field]).toEqual(['This field is required']);
    }
  });

  it('answers each field its own message, in English and Malay', async () => {
    const bad = answers({
      about_you: { gender: 'x', citizenship: 'mars' },
      family: { children: 11 },
      money: { monthly_income: 'lots', existing_cover: '12,000' },
      debts: { home_loan: 'huge' },
      priorities: [],
    });
    const en = (await post(bad)).json<{ errors: { fields: Record<string, string[]> } }>().errors.fields;
    expect(en).toMatchObject({
      'about_you.gender': ['Choose female or male.'],
      'about_you.citizenship': ['Tell us whether you are a Malaysian citizen.'],
      'family.children': ['Enter the number of children, from 0 to 10.'],
      'money.monthly_income': ['Choose your monthly household income.'],
      'money.existing_cover': [
        'Enter your existing life cover in ringgit, for example 100000 (0 if you have none).',
      ],
      'debts.home_loan': ['Choose the amount you still owe.'],
      priorities: ['Choose at least one thing that matters to you.'],
    });
    const ms = (await post(bad, { 'accept-language': 'ms' })).json<{
      errors: { fields: Record<string, string[]> };
    }>().errors.fields;
    expect(ms['family.children']).toEqual(['Masukkan bilangan anak, dari 0 hingga 10.']);
    expect(ms.priorities).toEqual(['Pilih sekurang-kurangnya satu perkara yang penting bagi anda.']);
  });

  it('checks the date of birth and asks for the youngest child when there are children', async () => {
    const cases: [Record<string, unknown>, Record<string, unknown>, string, string][] = [
      [{ dob: '1990-02-30' }, {}, 'about_you.dob', 'Invalid date of birth'],
      [{ dob: '' }, {}, 'about_you.dob', 'This field is required'],
      [{ dob: '2999-01-01' }, {}, 'about_you.dob', 'The date of birth cannot be in the future.'],
      [{ dob: '1900-01-01' }, {}, 'about_you.dob', 'Enter a date of birth within the last 100 years.'],
      [
        {},
        { children: 1, youngest_child_age: undefined },
        'family.youngest_child_age',
        "Enter your youngest child's age, from 0 to 30.",
      ],
    ];
    for (const [aboutYou, family, field, message] of cases) {
      const response = await post(answers({ about_you: aboutYou, family }));
      expect(response.statusCode).toBe(400);
      expect(response.json<{ errors: { fields: Record<string, string[]> } }>().errors.fields[field]).toEqual([
        message,
      ]);
    }
  });
});

describe('saving for members', () => {
  it('does not save for a visitor, and latest/ asks a visitor to log in', async () => {
    const before = await savedRows();
    expect((await post(answers())).json<{ data: Result }>().data.saved).toBe(false);
    expect(await savedRows()).toBe(before);
    const latest = await t.app.inject({ method: 'GET', url: LATEST });
    expect(latest.statusCode).toBe(401);
    expect(latest.json<{ errors: { code: string } }>().errors.code).toBe('not_authenticated');
  });

  it("saves a member's result and answers the latest one in the language asked", async () => {
    const member = await registerMember(t.app);
    const auth = { authorization: `Teduh ${member.access}` };
    const none = await t.app.inject({ method: 'GET', url: LATEST, headers: auth });
    expect(none.json()).toEqual({ data: null });

    await post(answers({ priorities: ['final_expenses'] }), auth);
    const response = await post(answers(), auth);
    const data = response.json<{ data: Result }>().data;
    expect(data.saved).toBe(true);
    expect(data.uuid).toMatch(/^[0-9a-f-]{36}$/);
    const rows = await t.app.db
      .select()
      .from(needsTestResults)
      .where(eq(needsTestResults.userId, member.uuid));
    expect(rows).toHaveLength(2);

    const latest = await t.app.inject({
      method: 'GET',
      url: LATEST,
      headers: { ...auth, 'accept-language': 'ms' },
    });
    expect(latest.statusCode).toBe(200);
    const saved = latest.json<{ data: Result }>().data;
    expect(saved).toMatchObject({
      uuid: data.uuid,
      saved: true,
      sum_covered: '500000.00',
      monthly_contribution: data.monthly_contribution,
      income_years: 10,
      need: data.need,
      answers: answers(),
    });
    expect(saved.reasons.join(' ')).toContain('manfaat ihsan');
    expect(saved.reasons).toHaveLength(data.reasons.length);
  });

  it('saves with the session cookie from the web origin, and not for a cross-site request', async () => {
    const member = await registerMember(t.app);
    const cookie = await loginWithCookie(t.app, member.email, member.password);
    const sameSite = await post(answers(), { cookie, origin: WEB_ORIGIN });
    expect(sameSite.json<{ data: Result }>().data.saved).toBe(true);
    const crossSite = await post(answers(), { cookie, origin: 'https://evil.example' });
    expect(crossSite.statusCode).toBe(200);
    expect(crossSite.json<{ data: Result }>().data.saved).toBe(false);
    const rows = await t.app.db
      .select()
      .from(needsTestResults)
      .where(eq(needsTestResults.userId, member.uuid));
    expect(rows).toHaveLength(1);
  });
});

describe('the rate limit', () => {
  it('answers 429 past the public limit of calls per window, in the request language', async () => {
    const replies = await answersPastPublicLimit(t.database, () => ({
      method: 'POST',
      url: NEEDS_TEST,
      payload: answers(),
      headers: { 'accept-language': 'ms' },
    }));
    expect(replies.map((reply) => reply.statusCode)).toEqual([200, 200, 429]);
    expect(replies[2]!.headers['retry-after']).toBeDefined();
    expect(replies[2]!.json<{ errors: { code: string } }>().errors.code).toBe('throttled');
  });
});
