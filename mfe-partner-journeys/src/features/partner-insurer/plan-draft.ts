// What a partner plan's wizard keeps between steps (this tab only).
import type { Answer, Gender, PartnerKind, Quote } from './api';

export const planSteps = {
  medical: ['about', 'plan', 'health', 'terms', 'applicant', 'payment'],
  life: ['about', 'plan', 'health', 'terms', 'applicant', 'beneficiary', 'payment'],
} as const satisfies Record<PartnerKind, readonly string[]>;
export type PlanStep = (typeof planSteps)['life'][number];

export interface Applicant {
  name: string;
  nric: string;
  email: string;
  phone: string;
  citizen: '' | 'yes' | 'no';
  address1: string;
  address2: string;
  postcode: string;
  stateId: string;
  countryId: string;
  height: string;
  weight: string;
  heavyMachinery: '' | 'yes' | 'no';
  maidOrOfficeWorker: '' | 'yes' | 'no';
  smoker: '' | 'yes' | 'no';
}

export interface PlanDraft {
  reached: PlanStep;
  gender: Gender | '';
  dob: string;
  quote: Quote | null;
  planId: number | null;
  addOns: number[];
  answers: Answer[];
  acceptedTerms: string[];
  applicant: Applicant;
  beneficiary: { name: string; relationshipId: string };
}

export const emptyApplicant: Applicant = {
  name: '',
  nric: '',
  email: '',
  phone: '',
  citizen: '',
  address1: '',
  address2: '',
  postcode: '',
  stateId: '',
  countryId: '458',
  height: '',
  weight: '',
  heavyMachinery: '',
  maidOrOfficeWorker: '',
  smoker: '',
};

export const emptyDraft: PlanDraft = {
  reached: 'about',
  gender: '',
  dob: '',
  quote: null,
  planId: null,
  addOns: [],
  answers: [],
  acceptedTerms: [],
  applicant: emptyApplicant,
  beneficiary: { name: '', relationshipId: '' },
};
