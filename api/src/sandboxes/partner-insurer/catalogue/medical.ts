// The medical plan: a standalone medical card with cover to age 80, five plans by annual limit (Plan 50
// recommended). From age 40 (over 39) the plan carries a RM1,000 deductible per admission and is sold at its
// cashless price; younger buyers pay the base price. Entry from 15 days old to under 49 years.
// ILLUSTRATIVE: the rates below are made up for the sandbox, in the shape of the published product disclosure
// sheet (plans by annual limit, RM1,000 deductible per admission, cover to age 80); they are not the partner's.
import { addError, bodyMassIndex, checkApplicant, objectOf } from './applicant';
import { ageOn, parseDate, ringgit } from './dates';
import type { AddOn, PartnerProduct, QuotedPlan, TermsItem, UnderwritingQuestion } from './types';

/** Upper ages of the rate bands (inclusive), youngest first. */
const BANDS = [5, 17, 29, 39, 48] as const;

/** Monthly base price in sen per band (BANDS), by plan. Illustrative. */
const PLANS = [
  { id: 101, name: 'Plan 20', limitSen: 2_000_000, base: [3500, 2500, 3000, 4200, 6500] },
  { id: 102, name: 'Plan 50', limitSen: 5_000_000, base: [4500, 3200, 3900, 5400, 8400], recommended: true },
  { id: 103, name: 'Plan 100', limitSen: 10_000_000, base: [5800, 4100, 5000, 6900, 10800] },
  { id: 104, name: 'Plan 200', limitSen: 20_000_000, base: [7600, 5300, 6500, 9000, 14100] },
  { id: 105, name: 'Plan 500', limitSen: 50_000_000, base: [10400, 7300, 8900, 12300, 19300] },
];

/** The cashless (deductible) price is 62% of the base price, rounded to the sen. Illustrative. */
const CASHLESS_PERCENT = 62;
const DEDUCTIBLE_SEN = 100_000;
const COVERAGE_TERM = 80;
/** A yearly payment is eleven monthly ones. Illustrative. */
const YEARLY_MONTHS = 11;

const ADD_ONS: (AddOn & { monthlySen: number })[] = [
  {
    add_on_id: 1,
    name: { en: 'Critical illness top-up (RM20,000)', ms: 'Tambahan penyakit kritikal (RM20,000)' },
    monthly_price: ringgit(900),
    monthlySen: 900,
  },
  {
    add_on_id: 2,
    name: { en: 'Hospital cash (RM100 a day)', ms: 'Wang tunai hospital (RM100 sehari)' },
    monthly_price: ringgit(600),
    monthlySen: 600,
  },
];

const QUESTIONS_ADULT: UnderwritingQuestion[] = [
  {
    uuid: '7f1d2c1e-0a41-4c0e-9d35-5a5f0e6e0a01',
    text: {
      en: 'In the last 5 years, have you been admitted to hospital or advised to have surgery?',
      ms: 'Dalam 5 tahun lepas, adakah anda pernah dimasukkan ke hospital atau dinasihatkan menjalani pembedahan?',
    },
  },
  {
    uuid: '7f1d2c1e-0a41-4c0e-9d35-5a5f0e6e0a02',
    text: {
      en: 'Have you ever had cancer, heart disease, stroke, kidney disease or diabetes?',
      ms: 'Pernahkah anda menghidap kanser, penyakit jantung, strok, penyakit buah pinggang atau kencing manis?',
    },
  },
  {
    uuid: '7f1d2c1e-0a41-4c0e-9d35-5a5f0e6e0a03',
    text: {
      en: 'Are you currently taking medicine for any condition, or waiting for test results?',
      ms: 'Adakah anda sedang mengambil ubat untuk apa-apa penyakit, atau menunggu keputusan ujian?',
    },
  },
  {
    uuid: '7f1d2c1e-0a41-4c0e-9d35-5a5f0e6e0a04',
    text: {
      en: 'Have you smoked or used any tobacco or vape product in the last 12 months?',
      ms: 'Adakah anda merokok atau menggunakan produk tembakau atau vape dalam 12 bulan lepas?',
    },
  },
];

const QUESTIONS_CHILD: UnderwritingQuestion[] = [
  {
    uuid: '7f1d2c1e-0a41-4c0e-9d35-5a5f0e6e0b01',
    text: {
      en: 'Was the child born before 36 weeks, or kept in hospital after birth for more than 7 days?',
      ms: 'Adakah anak ini lahir sebelum 36 minggu, atau ditahan di hospital lebih 7 hari selepas lahir?',
    },
  },
  QUESTIONS_ADULT[0]!,
  QUESTIONS_ADULT[1]!,
];

function bandIndex(age: number): number {
  const index = BANDS.findIndex((upper) => age <= upper);
  return index === -1 ? BANDS.length - 1 : index;
}

function quote(plan: (typeof PLANS)[number], age: number): QuotedPlan {
  const base = plan.base[bandIndex(age)]!;
  const hasDeductible = age > 39;
  const cashless = Math.round((base * CASHLESS_PERCENT) / 100);
  const monthly = hasDeductible ? cashless : base;
  return {
    plan_detail_id: plan.id,
    plan_name: plan.name,
    annual_limit: ringgit(plan.limitSen),
    coverage_term: COVERAGE_TERM,
    has_deductible: hasDeductible,
    deductible_amount: hasDeductible ? ringgit(DEDUCTIBLE_SEN) : null,
    recommended: plan.recommended === true,
    base_price: ringgit(base),
    cashless_price: hasDeductible ? ringgit(cashless) : null,
    monthly_price: ringgit(monthly),
    yearly_price: ringgit(monthly * YEARLY_MONTHS),
  };
}

function termsOf(limitSen: number): TermsItem[] {
  const limit = `RM${(limitSen / 100).toLocaleString('en-MY')}`;
  return [
    {
      id: `annual-limit-${limitSen / 100}`,
      title: { en: 'Annual limit', ms: 'Had tahunan' },
      text: {
        en: `Eligible hospital bills are paid up to ${limit} in each policy year, with cover renewable to age ${COVERAGE_TERM}.`,
        ms: `Bil hospital yang layak dibayar sehingga ${limit} bagi setiap tahun polisi, dengan perlindungan boleh diperbaharui hingga umur ${COVERAGE_TERM}.`,
      },
    },
    {
      id: 'deductible',
      title: { en: 'Deductible from age 40', ms: 'Deduktibel mulai umur 40' },
      text: {
        en: 'If the life assured is over 39 on the start date, the first RM1,000 of each admission is paid by the life assured; admission is cashless above it.',
        ms: 'Jika orang yang diinsuranskan berumur lebih 39 tahun pada tarikh mula, RM1,000 pertama bagi setiap kemasukan dibayar sendiri; kemasukan tanpa tunai bagi jumlah selebihnya.',
      },
    },
    {
      id: 'waiting-period',
      title: { en: 'Waiting period', ms: 'Tempoh menunggu' },
      text: {
        en: 'Illness is covered 30 days after the start date (120 days for specified illnesses); accidents from the first day.',
        ms: 'Penyakit dilindungi 30 hari selepas tarikh mula (120 hari bagi penyakit tertentu); kemalangan dari hari pertama.',
      },
    },
    {
      id: 'free-look',
      title: { en: 'Free-look period', ms: 'Tempoh tinjauan percuma' },
      text: {
        en: 'You may cancel within 15 days of receiving the policy for a refund of the premium paid, less any medical fees.',
        ms: 'Anda boleh membatalkan dalam tempoh 15 hari selepas menerima polisi dan mendapat balik premium yang dibayar, tolak sebarang caj perubatan.',
      },
    },
  ];
}

export const medicalProduct: PartnerProduct = {
  slug: 'emedic',
  policyPrefix: 'EM',
  ageLimits: { minDays: 15, maxYearsExclusive: 49 },

  plans({ dob, today }) {
    const date = parseDate(dob);
    if (!date) return [];
    const age = ageOn(date, today);
    return PLANS.map((plan) => quote(plan, age));
  },

  addOns: () => ADD_ONS.map(({ monthlySen: _, ...addOn }) => addOn),

  questions({ dob, today }) {
    const date = parseDate(dob);
    if (!date) return [];
    return ageOn(date, today) < 18 ? QUESTIONS_CHILD : QUESTIONS_ADULT;
  },

  terms(limit) {
    const sen = Math.round(Number(limit) * 100);
    const plan = PLANS.find((candidate) => candidate.limitSen === sen);
    return plan ? termsOf(plan.limitSen) : null;
  },

  checkApplication(body, today) {
    const errors: Record<string, string[]> = {};
    checkApplicant(this, body, today, errors);
    const detail = objectOf(body.detail);
    const dob = parseDate(body.dob);
    const age = dob ? ageOn(dob, today) : 0;
    const plan = PLANS.find((candidate) => candidate.id === body.plan_detail_id);
    if (!plan) addError(errors, 'plan_detail_id', 'Choose one of the plans offered.');
    if (typeof detail.heavy_machinery !== 'boolean')
      addError(errors, 'detail.heavy_machinery', 'This field is required.');
    if (typeof detail.maid_or_office_worker !== 'boolean')
      addError(errors, 'detail.maid_or_office_worker', 'This field is required.');
    let addOnSen = 0;
    const addOns = detail.add_ons ?? [];
    if (!Array.isArray(addOns)) addError(errors, 'detail.add_ons', 'Expected a list of items.');
    else {
      for (const item of addOns) {
        const { add_on_id: id, status } = objectOf(item);
        const known = ADD_ONS.find((addOn) => addOn.add_on_id === id);
        if (!known || typeof status !== 'boolean') {
          addError(errors, 'detail.add_ons', 'Unknown add-on.');
          continue;
        }
        if (status) addOnSen += known.monthlySen;
      }
    }
    const quoted = plan ? quote(plan, age) : null;
    const referralReasons: string[] = [];
    if (detail.heavy_machinery === true) referralReasons.push('Operates heavy machinery');
    const bmi = bodyMassIndex(detail);
    if (age >= 18 && bmi !== null && (bmi < 16 || bmi > 35))
      referralReasons.push('Body mass index outside 16-35');
    const planSen = quoted ? Math.round(Number(quoted.monthly_price) * 100) : 0;
    return { plan: quoted, errors, monthlyPremiumSen: planSen + addOnSen, referralReasons };
  },
};
