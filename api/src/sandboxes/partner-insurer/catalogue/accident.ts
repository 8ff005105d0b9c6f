// Personal accident (i-Protect): a yearly accident plan with three sums insured, priced as personal accident
// insurers price it, by occupational class. The occupation gives the class (1: office and professional work,
// 2: light manual or travelling work, 3: skilled manual work, 4: heavy manual or hazardous work); the nature of
// business can raise the class of work done at the business's sites (an office job keeps its class); some
// occupations and businesses are declined outright. Entry from 18 to 65 (age last birthday). The premium is
// yearly, with 8% service tax and RM10 stamp duty, as general insurance in Malaysia is sold.
// ILLUSTRATIVE: the classes, prices and lists below are made up for the sandbox; they are not the partner's.
import { addError, checkPerson, checkStreetAddress, objectOf } from './applicant';
import { ringgit } from './dates';
import type {
  Bilingual,
  PartnerProduct,
  PriceCheck,
  QuotedPlan,
  TermsItem,
  UnderwritingQuestion,
} from './types';

/** Class 0 is declined: the partner does not cover it. */
type OccupationalClass = 0 | 1 | 2 | 3 | 4;

interface Occupation {
  code: string;
  name: Bilingual;
  occupational_class: OccupationalClass;
  /** Desk work: the business's sites do not change its class. */
  office: boolean;
}

const occupation = (
  code: string,
  en: string,
  ms: string,
  occupationalClass: OccupationalClass,
  office = false,
): Occupation => ({ code, name: { en, ms }, occupational_class: occupationalClass, office });

export const OCCUPATIONS: Occupation[] = [
  occupation('ACC01', 'Accountant', 'Akauntan', 1, true),
  occupation('ADM01', 'Administrative clerk', 'Kerani pentadbiran', 1, true),
  occupation('BNK01', 'Bank officer', 'Pegawai bank', 1, true),
  occupation('DOC01', 'Doctor', 'Doktor', 1, true),
  occupation('HMK01', 'Homemaker', 'Suri rumah', 1, true),
  occupation('LAW01', 'Lawyer', 'Peguam', 1, true),
  occupation('MGR01', 'Manager', 'Pengurus', 1),
  occupation('PHA01', 'Pharmacist', 'Ahli farmasi', 1, true),
  occupation('SWD01', 'Software developer', 'Pembangun perisian', 1, true),
  occupation('STU01', 'Student', 'Pelajar', 1, true),
  occupation('TCH01', 'Teacher or lecturer', 'Guru atau pensyarah', 1, true),
  occupation('ENG01', 'Engineer', 'Jurutera', 2),
  occupation('CHF01', 'Chef or cook', 'Cef atau tukang masak', 2),
  occupation('NUR01', 'Nurse', 'Jururawat', 2),
  occupation('SAL01', 'Sales representative (travelling)', 'Wakil jualan (bergerak)', 2),
  occupation('SHP01', 'Shopkeeper', 'Pekedai', 2),
  occupation('VET01', 'Veterinarian', 'Doktor haiwan', 2),
  occupation('CRP01', 'Carpenter', 'Tukang kayu', 3),
  occupation('DSP01', 'Despatch rider', 'Penghantar bermotosikal', 3),
  occupation('ELC01', 'Electrician', 'Juruelektrik', 3),
  occupation('LRY01', 'Lorry driver', 'Pemandu lori', 3),
  occupation('MCH01', 'Mechanic', 'Mekanik', 3),
  occupation('OPR01', 'Factory machine operator', 'Operator mesin kilang', 3),
  occupation('PLB01', 'Plumber', 'Tukang paip', 3),
  occupation('CON01', 'Construction worker', 'Pekerja binaan', 4),
  occupation('FIR01', 'Firefighter', 'Anggota bomba', 4),
  occupation('FSH01', 'Fisherman', 'Nelayan', 4),
  occupation('SEC01', 'Security guard', 'Pengawal keselamatan', 4),
  occupation('WLD01', 'Welder', 'Pengimpal', 4),
  occupation('DIV01', 'Commercial diver', 'Penyelam komersial', 0),
  occupation('EXP01', 'Explosives handler', 'Pengendali bahan letupan', 0),
  occupation('JCK01', 'Professional jockey', 'Joki profesional', 0),
  occupation('LOG01', 'Logger', 'Pembalak', 0),
  occupation('OFF01', 'Offshore oil rig worker', 'Pekerja pelantar minyak luar pesisir', 0),
  occupation('STN01', 'Stunt performer', 'Pelakon lagak ngeri', 0),
];

interface NatureOfBusiness {
  code: string;
  name: Bilingual;
  /** The lowest class of site work in this business; 0: the business is declined. */
  class_floor: OccupationalClass;
}

const business = (code: string, en: string, ms: string, floor: OccupationalClass): NatureOfBusiness => ({
  code,
  name: { en, ms },
  class_floor: floor,
});

export const NATURES_OF_BUSINESS: NatureOfBusiness[] = [
  business('AGR', 'Agriculture and plantation', 'Pertanian dan perladangan', 2),
  business('BNK', 'Banking, finance and insurance', 'Perbankan, kewangan dan insurans', 1),
  business('CON', 'Construction', 'Pembinaan', 3),
  business('EDU', 'Education', 'Pendidikan', 1),
  business('FSH', 'Fishing and aquaculture', 'Perikanan dan akuakultur', 3),
  business('GOV', 'Government and public service', 'Kerajaan dan perkhidmatan awam', 1),
  business('HLT', 'Healthcare', 'Penjagaan kesihatan', 1),
  business('HSP', 'Hotels, restaurants and food', 'Hotel, restoran dan makanan', 1),
  business('ICT', 'Information technology', 'Teknologi maklumat', 1),
  business('MFG', 'Manufacturing', 'Pembuatan', 2),
  business('OGM', 'Oil, gas and mining', 'Minyak, gas dan perlombongan', 3),
  business('RTL', 'Retail and wholesale', 'Runcit dan borong', 1),
  business('SEC', 'Security services', 'Perkhidmatan keselamatan', 2),
  business('TRN', 'Transport and logistics', 'Pengangkutan dan logistik', 2),
  business(
    'NON',
    'Not working (student, homemaker, retired)',
    'Tidak bekerja (pelajar, suri rumah, bersara)',
    1,
  ),
  business('FWK', 'Fireworks and explosives manufacturing', 'Pembuatan bunga api dan bahan letupan', 0),
];

export const STATE_CODES = [
  { code: 'JHR', name: 'Johor' },
  { code: 'KDH', name: 'Kedah' },
  { code: 'KTN', name: 'Kelantan' },
  { code: 'MLK', name: 'Melaka' },
  { code: 'NSN', name: 'Negeri Sembilan' },
  { code: 'PHG', name: 'Pahang' },
  { code: 'PRK', name: 'Perak' },
  { code: 'PLS', name: 'Perlis' },
  { code: 'PNG', name: 'Pulau Pinang' },
  { code: 'SBH', name: 'Sabah' },
  { code: 'SWK', name: 'Sarawak' },
  { code: 'SGR', name: 'Selangor' },
  { code: 'TRG', name: 'Terengganu' },
  { code: 'KUL', name: 'W.P. Kuala Lumpur' },
  { code: 'LBN', name: 'W.P. Labuan' },
  { code: 'PJY', name: 'W.P. Putrajaya' },
];

/** Yearly premium in sen of each plan for classes 1 to 4 (before tax). Illustrative. */
const PLANS = [
  {
    id: 301,
    name: 'i-Protect 50',
    sumInsuredSen: 5_000_000,
    medicalSen: 200_000,
    yearly: [6000, 7800, 10500, 15000],
  },
  {
    id: 302,
    name: 'i-Protect 100',
    sumInsuredSen: 10_000_000,
    medicalSen: 500_000,
    yearly: [11000, 14300, 19300, 27500],
    recommended: true,
  },
  {
    id: 303,
    name: 'i-Protect 200',
    sumInsuredSen: 20_000_000,
    medicalSen: 1_000_000,
    yearly: [20000, 26000, 35000, 50000],
  },
];

const SERVICE_TAX_PERCENT = 8;
const STAMP_DUTY_SEN = 1000;
/** Cover lasts a year and renews each year to age 70. */
const COVERAGE_TERM = 70;

const QUESTIONS: UnderwritingQuestion[] = [
  {
    uuid: '9a41c6d2-5e0b-4f7a-b1c3-2d8e6f0a3c01',
    text: {
      en: 'Do you have any physical disability, or any impairment of sight or hearing?',
      ms: 'Adakah anda mempunyai sebarang kecacatan fizikal, atau masalah penglihatan atau pendengaran?',
    },
  },
  {
    uuid: '9a41c6d2-5e0b-4f7a-b1c3-2d8e6f0a3c02',
    text: {
      en: 'Has any insurer ever declined, postponed or put special terms on your personal accident cover?',
      ms: 'Pernahkah mana-mana syarikat insurans menolak, menangguhkan atau mengenakan syarat khas pada perlindungan kemalangan diri anda?',
    },
  },
  {
    uuid: '9a41c6d2-5e0b-4f7a-b1c3-2d8e6f0a3c03',
    text: {
      en: 'Do you take part in motor racing, scuba diving, mountaineering, skydiving or other hazardous sports?',
      ms: 'Adakah anda menyertai lumba motor, selam skuba, mendaki gunung, terjun udara atau sukan berbahaya lain?',
    },
  },
];

const codeOf = (value: unknown) => (typeof value === 'string' ? value : '');

/** The class of an occupation in a business, 0 when either is declined; null for unknown codes. */
export function occupationalClass(occupationCode: unknown, businessCode: unknown): OccupationalClass | null {
  const job = OCCUPATIONS.find((candidate) => candidate.code === codeOf(occupationCode));
  const trade = NATURES_OF_BUSINESS.find((candidate) => candidate.code === codeOf(businessCode));
  if (!job || !trade) return null;
  if (job.occupational_class === 0 || trade.class_floor === 0) return 0;
  if (job.office) return job.occupational_class;
  return Math.max(job.occupational_class, trade.class_floor) as OccupationalClass;
}

function quote(plan: (typeof PLANS)[number], occupationalClassOf: 1 | 2 | 3 | 4): QuotedPlan {
  const premium = plan.yearly[occupationalClassOf - 1]!;
  const serviceTax = Math.round((premium * SERVICE_TAX_PERCENT) / 100);
  const yearly = premium + serviceTax + STAMP_DUTY_SEN;
  return {
    plan_detail_id: plan.id,
    plan_name: plan.name,
    annual_limit: ringgit(plan.sumInsuredSen),
    coverage_amount: ringgit(plan.sumInsuredSen),
    coverage_term: COVERAGE_TERM,
    has_deductible: false,
    deductible_amount: null,
    recommended: plan.recommended === true,
    base_price: ringgit(premium),
    cashless_price: null,
    // Sold by the year only; the monthly figure is the yearly one spread over twelve months, for comparison.
    monthly_price: ringgit(Math.ceil(yearly / 12)),
    yearly_price: ringgit(yearly),
    occupational_class: occupationalClassOf,
    breakdown: {
      premium: ringgit(premium),
      service_tax: ringgit(serviceTax),
      stamp_duty: ringgit(STAMP_DUTY_SEN),
    },
  };
}

function termsOf(plan: (typeof PLANS)[number]): TermsItem[] {
  const cover = `RM${(plan.sumInsuredSen / 100).toLocaleString('en-MY')}`;
  const medical = `RM${(plan.medicalSen / 100).toLocaleString('en-MY')}`;
  return [
    {
      id: `accidental-death-${plan.sumInsuredSen / 100}`,
      title: {
        en: 'Accidental death and permanent disablement',
        ms: 'Kematian dan hilang upaya kekal akibat kemalangan',
      },
      text: {
        en: `${cover} is paid on death or total permanent disablement caused by an accident within 12 months of it; partial disablement is paid by the scale in the policy.`,
        ms: `${cover} dibayar apabila kematian atau hilang upaya kekal menyeluruh berpunca daripada kemalangan dalam tempoh 12 bulan selepasnya; hilang upaya separa dibayar mengikut skala dalam polisi.`,
      },
    },
    {
      id: `medical-expenses-${plan.medicalSen / 100}`,
      title: { en: 'Medical expenses', ms: 'Perbelanjaan perubatan' },
      text: {
        en: `Medical bills for an accidental injury are reimbursed up to ${medical} a year.`,
        ms: `Bil perubatan bagi kecederaan akibat kemalangan dibayar balik sehingga ${medical} setahun.`,
      },
    },
    {
      id: 'occupation-change',
      title: { en: 'Your occupation', ms: 'Pekerjaan anda' },
      text: {
        en: 'The premium depends on your occupation and the business you work in. Tell us if either changes: a claim from work of a higher class is paid in proportion to the premium paid.',
        ms: 'Premium bergantung pada pekerjaan anda dan bidang perniagaan tempat anda bekerja. Maklumkan kepada kami jika salah satunya berubah: tuntutan daripada kerja kelas lebih tinggi dibayar mengikut kadar premium yang dibayar.',
      },
    },
    {
      id: 'exclusions',
      title: { en: 'What is not covered', ms: 'Apa yang tidak dilindungi' },
      text: {
        en: 'War, suicide or self-inflicted injury, injury under the influence of alcohol or drugs, and hazardous sports not declared.',
        ms: 'Peperangan, bunuh diri atau kecederaan yang disengajakan, kecederaan ketika di bawah pengaruh alkohol atau dadah, dan sukan berbahaya yang tidak diisytiharkan.',
      },
    },
    {
      id: 'free-look',
      title: { en: 'Free-look period', ms: 'Tempoh tinjauan percuma' },
      text: {
        en: 'You may cancel within 15 days of receiving the policy for a full refund if no claim was made.',
        ms: 'Anda boleh membatalkan dalam tempoh 15 hari selepas menerima polisi dan mendapat bayaran balik penuh jika tiada tuntutan dibuat.',
      },
    },
  ];
}

export const accidentProduct: PartnerProduct = {
  slug: 'iprotect',
  policyPrefix: 'PA',
  ageLimits: { minDays: 0, minYears: 18, maxYearsExclusive: 66 },
  extraLists: {
    occupations: OCCUPATIONS.map(({ office: _, ...listed }) => listed),
    'nature-of-business': NATURES_OF_BUSINESS.map(({ code, name }) => ({ code, name })),
    'state-codes': STATE_CODES,
  },

  // Without an occupation the partner quotes class 1, its lowest price ("from").
  plans: () => PLANS.map((plan) => quote(plan, 1)),

  addOns: () => [],

  questions: () => QUESTIONS,

  terms(limit) {
    const sen = Math.round(Number(limit) * 100);
    const plan = PLANS.find((candidate) => candidate.sumInsuredSen === sen);
    return plan ? termsOf(plan) : null;
  },

  priceCheck({ occupation: occupationCode, business: businessCode }): PriceCheck | null {
    const found = occupationalClass(occupationCode, businessCode);
    if (found === null) return null;
    if (found === 0) {
      const job = OCCUPATIONS.find((candidate) => candidate.code === occupationCode);
      return {
        accepted: false,
        occupational_class: null,
        declined_by: job?.occupational_class === 0 ? 'occupation' : 'nature_of_business',
        plans: [],
      };
    }
    return {
      accepted: true,
      occupational_class: found,
      declined_by: null,
      plans: PLANS.map((plan) => quote(plan, found)),
    };
  },

  checkApplication(body, today) {
    const errors: Record<string, string[]> = {};
    checkPerson(this, body, today, errors);
    if (body.payment_type !== 2)
      addError(errors, 'payment_type', 'This plan is paid yearly: payment type 2.');
    const detail = objectOf(body.detail);
    checkStreetAddress(detail, errors);
    if (!STATE_CODES.some((state) => state.code === detail.state_code))
      addError(errors, 'detail.state_code', 'Choose a state code from the list.');
    if (!OCCUPATIONS.some((candidate) => candidate.code === body.occupation_code))
      addError(errors, 'occupation_code', 'Choose an occupation from the list.');
    if (!NATURES_OF_BUSINESS.some((candidate) => candidate.code === body.nature_of_business_code))
      addError(errors, 'nature_of_business_code', 'Choose a nature of business from the list.');
    const plan = PLANS.find((candidate) => candidate.id === body.plan_detail_id);
    if (!plan) addError(errors, 'plan_detail_id', 'Choose one of the plans offered.');
    const found = occupationalClass(body.occupation_code, body.nature_of_business_code);
    const declined =
      found === 0
        ? { code: 'OCCUPATION_DECLINED', message: 'We do not cover this occupation or nature of business.' }
        : undefined;
    const quoted = plan && found ? quote(plan, found) : null;
    const yearly = quoted ? Math.round(Number(quoted.yearly_price) * 100) : 0;
    return {
      plan: quoted,
      errors,
      monthlyPremiumSen: quoted ? Math.round(Number(quoted.monthly_price) * 100) : 0,
      yearlyPremiumSen: yearly,
      referralReasons: [],
      declined,
    };
  },
};
