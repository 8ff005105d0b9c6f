// The life plan: level term life cover to age 65, by coverage amount, with nominated beneficiaries. Entry
// from 18 to under 61.
// ILLUSTRATIVE: the rates below are made up for the sandbox; they are not the partner's.
import { addError, checkApplicant, objectOf } from './applicant';
import { ageOn, parseDate, ringgit } from './dates';
import type { PartnerProduct, QuotedPlan, TermsItem, UnderwritingQuestion } from './types';

const BANDS = [29, 39, 49, 60] as const;
/** Monthly price in sen of RM100,000 of cover, per band, by gender; smokers pay 150%. Illustrative. */
const RATES = { m: [600, 950, 1900, 4200], f: [450, 750, 1500, 3200] } as const;
const COVERAGE_TERM = 65;
const YEARLY_MONTHS = 11;

const PLANS = [
  { id: 201, name: 'Life 100', coverSen: 10_000_000 },
  { id: 202, name: 'Life 200', coverSen: 20_000_000, recommended: true },
  { id: 203, name: 'Life 300', coverSen: 30_000_000 },
  { id: 204, name: 'Life 500', coverSen: 50_000_000 },
];

export const RELATIONSHIPS = [
  { id: 1, name: { en: 'Spouse', ms: 'Pasangan' } },
  { id: 2, name: { en: 'Child', ms: 'Anak' } },
  { id: 3, name: { en: 'Parent', ms: 'Ibu bapa' } },
  { id: 4, name: { en: 'Sibling', ms: 'Adik-beradik' } },
];

const QUESTIONS: UnderwritingQuestion[] = [
  {
    uuid: '3c5e8a10-6b7d-4f0e-8a21-0d4c9b7e1a01',
    text: {
      en: 'Have you ever had cancer, heart disease, stroke, kidney failure or HIV?',
      ms: 'Pernahkah anda menghidap kanser, penyakit jantung, strok, kegagalan buah pinggang atau HIV?',
    },
  },
  {
    uuid: '3c5e8a10-6b7d-4f0e-8a21-0d4c9b7e1a02',
    text: {
      en: 'In the last 5 years, have you been admitted to hospital for more than 7 days?',
      ms: 'Dalam 5 tahun lepas, pernahkah anda dimasukkan ke hospital lebih daripada 7 hari?',
    },
  },
];

function monthlySen(coverSen: number, gender: 'm' | 'f', age: number, smoker: boolean): number {
  const index = BANDS.findIndex((upper) => age <= upper);
  const per100k = RATES[gender][index === -1 ? BANDS.length - 1 : index]!;
  const price = Math.round((per100k * coverSen) / 10_000_000);
  return smoker ? Math.round((price * 150) / 100) : price;
}

function quote(plan: (typeof PLANS)[number], gender: 'm' | 'f', age: number, smoker = false): QuotedPlan {
  const monthly = monthlySen(plan.coverSen, gender, age, smoker);
  return {
    plan_detail_id: plan.id,
    plan_name: plan.name,
    annual_limit: ringgit(plan.coverSen),
    coverage_amount: ringgit(plan.coverSen),
    coverage_term: COVERAGE_TERM,
    has_deductible: false,
    deductible_amount: null,
    recommended: plan.recommended === true,
    base_price: ringgit(monthly),
    cashless_price: null,
    monthly_price: ringgit(monthly),
    yearly_price: ringgit(monthly * YEARLY_MONTHS),
  };
}

function termsOf(coverSen: number): TermsItem[] {
  const cover = `RM${(coverSen / 100).toLocaleString('en-MY')}`;
  return [
    {
      id: `cover-${coverSen / 100}`,
      title: { en: 'Death and total permanent disability', ms: 'Kematian dan hilang upaya kekal menyeluruh' },
      text: {
        en: `${cover} is paid to your beneficiaries on death, or to you on total permanent disability, before age ${COVERAGE_TERM}.`,
        ms: `${cover} dibayar kepada penerima manfaat anda apabila meninggal dunia, atau kepada anda apabila hilang upaya kekal menyeluruh, sebelum umur ${COVERAGE_TERM}.`,
      },
    },
    {
      id: 'suicide',
      title: { en: 'Exclusion', ms: 'Pengecualian' },
      text: {
        en: 'Suicide within 12 months of the start date is not covered.',
        ms: 'Bunuh diri dalam tempoh 12 bulan dari tarikh mula tidak dilindungi.',
      },
    },
  ];
}

export const lifeProduct: PartnerProduct = {
  slug: 'elife',
  policyPrefix: 'EL',
  ageLimits: { minDays: 18 * 366, maxYearsExclusive: 61 },
  extraLists: { relationships: RELATIONSHIPS },

  plans({ dob, gender, today }) {
    const date = parseDate(dob);
    if (!date) return [];
    return PLANS.map((plan) => quote(plan, gender, ageOn(date, today)));
  },

  addOns: () => [],

  questions: () => QUESTIONS,

  terms(limit) {
    const sen = Math.round(Number(limit) * 100);
    return PLANS.some((plan) => plan.coverSen === sen) ? termsOf(sen) : null;
  },

  checkApplication(body, today) {
    const errors: Record<string, string[]> = {};
    checkApplicant(this, body, today, errors);
    const detail = objectOf(body.detail);
    if (typeof detail.smoker !== 'boolean') addError(errors, 'detail.smoker', 'This field is required.');
    const plan = PLANS.find((candidate) => candidate.id === body.plan_detail_id);
    if (!plan) addError(errors, 'plan_detail_id', 'Choose one of the plans offered.');
    const beneficiaries = Array.isArray(body.beneficiaries) ? body.beneficiaries : null;
    if (!beneficiaries || beneficiaries.length === 0 || beneficiaries.length > 4) {
      addError(errors, 'beneficiaries', 'Name one to four beneficiaries.');
    } else {
      let total = 0;
      beneficiaries.forEach((item, index) => {
        const beneficiary = objectOf(item);
        if (typeof beneficiary.name !== 'string' || beneficiary.name.trim() === '')
          addError(errors, `beneficiaries.${index}.name`, 'This field is required.');
        if (!RELATIONSHIPS.some((relationship) => relationship.id === beneficiary.relationship_id))
          addError(errors, `beneficiaries.${index}.relationship_id`, 'Choose a relationship from the list.');
        const share = beneficiary.share_percent;
        if (typeof share !== 'number' || !Number.isInteger(share) || share < 1 || share > 100)
          addError(errors, `beneficiaries.${index}.share_percent`, 'Share must be 1 to 100.');
        else total += share;
      });
      if (total !== 100) addError(errors, 'beneficiaries', 'Shares must add up to 100%.');
    }
    const dob = parseDate(body.dob);
    const gender = body.gender === 'f' ? 'f' : 'm';
    const quoted = plan && dob ? quote(plan, gender, ageOn(dob, today), detail.smoker === true) : null;
    return {
      plan: quoted,
      errors,
      monthlyPremiumSen: quoted ? Math.round(Number(quoted.monthly_price) * 100) : 0,
      referralReasons: [],
    };
  },
};
