// What the medical wizard keeps between steps (this tab only).
import type { Answer, Gender, Quote } from '../partner-insurer/api';

export const medicalSteps = ['about', 'plan', 'health', 'terms', 'applicant', 'payment'] as const;
export type MedicalStep = (typeof medicalSteps)[number];

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
}

export interface MedicalDraft {
  reached: MedicalStep;
  gender: Gender | '';
  dob: string;
  quote: Quote | null;
  planId: number | null;
  addOns: number[];
  answers: Answer[];
  acceptedTerms: string[];
  applicant: Applicant;
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
};

export const emptyDraft: MedicalDraft = {
  reached: 'about',
  gender: '',
  dob: '',
  quote: null,
  planId: null,
  addOns: [],
  answers: [],
  acceptedTerms: [],
  applicant: emptyApplicant,
};
