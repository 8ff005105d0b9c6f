/**
 * Form validation of spec section 5: the message keys (namespace `shared`, English and Malay in
 * shared/src/locales) and yup schemas that every form builds on, so journeys do not copy rules.
 */
import { boolean, ref as yupRef, string, type BooleanSchema, type StringSchema } from 'yup';
import { isWithinCalculatorAge, isWithinEntryAge, todayIso } from './age';
import {
  nricDigits,
  nricFormatErrorKeys,
  nricMatchesDob,
  nricMatchesGender,
  parseNric,
  validateDashedNric,
} from './nric';
import { sharedNamespace } from './namespace';
import { isValidPhone } from './phone';

export { sharedNamespace };

/** i18n keys (namespace `shared`) of every validation message. */
export const validationMessageKeys = {
  required: 'validation.required',
  mustBeFilled: 'validation.mustBeFilled',
  invalidPhone: 'validation.invalidPhone',
  invalidEmail: 'validation.invalidEmail',
  emailTaken: 'validation.emailTaken',
  passwordsDoNotMatch: 'validation.passwordsDoNotMatch',
  pinRequired: 'validation.pinRequired',
  pinLength: 'validation.pinLength',
  invalidReferralCode: 'validation.invalidReferralCode',
  nricDigits: 'validation.nricDigits',
  nricDobMismatch: 'validation.nricDobMismatch',
  nricGenderMismatch: 'validation.nricGenderMismatch',
  postcode: 'validation.postcode',
  invalidNricFormat: 'validation.invalidNricFormat',
  nricDashedLength: nricFormatErrorKeys.length,
  nricDashedPattern: nricFormatErrorKeys.pattern,
  invalidDateOfBirth: nricFormatErrorKeys.dateOfBirth,
  passwordTooShort: 'validation.passwordTooShort',
  passwordTooCommon: 'validation.passwordTooCommon',
  passwordEntirelyNumeric: 'validation.passwordEntirelyNumeric',
  passwordTooSimilar: 'validation.passwordTooSimilar',
  calculatorAgeRange: 'validation.calculatorAgeRange',
  entryAge: 'validation.entryAge',
  medicalPlanAge: 'validation.medicalPlanAge',
  newsletterInvalidEmail: 'validation.newsletterInvalidEmail',
  mustAgreeAllTerms: 'validation.mustAgreeAllTerms',
  agreeTermsAndPrivacy: 'validation.agreeTermsAndPrivacy',
  beneficiaryPayout: 'validation.beneficiaryPayout',
  accuracyAcknowledgement: 'validation.accuracyAcknowledgement',
} as const;

export type ValidationMessageName = keyof typeof validationMessageKeys;
export type ValidationMessageKey = (typeof validationMessageKeys)[ValidationMessageName];

/**
 * The translate function the schemas need. `useTranslation()`'s `t` of any namespace fits: every key is
 * looked up with `{ ns: 'shared' }`.
 */
export type Translate = (key: string, options?: { ns?: string }) => string;

export const PASSWORD_MIN_LENGTH = 8;

export interface PersonFields {
  /** Sibling field holding the date of birth (`YYYY-MM-DD`). */
  dobField?: string;
  /** Sibling field holding the gender (`male`/`female` or `m`/`f`). */
  genderField?: string;
}

export interface Validators {
  required: StringSchema<string>;
  email: StringSchema<string>;
  phone: StringSchema<string>;
  nric12: StringSchema<string>;
  dashedNric: StringSchema<string>;
  /** Profile edit: id_ref required and at least 14 characters. */
  idRef: StringSchema<string>;
  postcode: StringSchema<string>;
  pin: StringSchema<string>;
  password: StringSchema<string>;
  passwordConfirmation: (ref: string) => StringSchema<string>;
  newsletterEmail: StringSchema<string>;
  /** A `YYYY-MM-DD` date of birth within the calculator range (16-70). */
  calculatorDob: StringSchema<string>;
  /** A `YYYY-MM-DD` date of birth within the flagship plan's entry age (16-50 next birthday). */
  entryDob: StringSchema<string>;
  /** A 12-digit NRIC that must also match the form's date of birth and gender fields. */
  nricForPerson: (fields?: PersonFields) => StringSchema<string>;
  /** A checkbox that must be ticked; the message defaults to 'You must agree to all the terms to continue.' */
  accepted: (message?: ValidationMessageName) => BooleanSchema<true>;
}

/**
 * yup schemas with the spec's messages. Messages are functions, so they follow a later language switch.
 * Every text schema is required; add `.notRequired()` for an optional field.
 */
export function createValidators(t: Translate): Validators {
  const message = (name: ValidationMessageName) => () =>
    t(validationMessageKeys[name], { ns: sharedNamespace });
  const requiredText = () => string().trim().required(message('required'));

  const nric12 = requiredText()
    .test('nric-digits', message('nricDigits'), (value) => !value || nricDigits(value) !== null)
    .test(
      'nric-date',
      message('invalidDateOfBirth'),
      (value) => !value || nricDigits(value) === null || parseNric(value) !== null,
    );

  return {
    required: requiredText(),
    email: requiredText().email(message('invalidEmail')),
    phone: requiredText().test('phone', message('invalidPhone'), (value) => !value || isValidPhone(value)),
    nric12,
    dashedNric: requiredText().test('dashed-nric', function check(value) {
      if (!value) return true;
      const key = validateDashedNric(value);
      return key === null || this.createError({ message: t(key, { ns: sharedNamespace }) });
    }),
    idRef: requiredText().min(14, message('nricDashedLength')),
    postcode: requiredText().matches(/^\d{5}$/, { message: message('postcode') }),
    pin: string()
      .trim()
      .required(message('pinRequired'))
      .matches(/^\d{6}$/, { message: message('pinLength') }),
    password: string()
      .required(message('required'))
      .min(PASSWORD_MIN_LENGTH, message('passwordTooShort'))
      .test('not-numeric', message('passwordEntirelyNumeric'), (value) => !value || !/^\d+$/.test(value)),
    passwordConfirmation: (ref: string) =>
      string()
        .required(message('required'))
        .oneOf([yupRef(ref)], message('passwordsDoNotMatch')),
    newsletterEmail: string()
      .trim()
      .required(message('newsletterInvalidEmail'))
      .email(message('newsletterInvalidEmail')),
    calculatorDob: requiredText().test(
      'calculator-age',
      message('calculatorAgeRange'),
      (value) => !value || isWithinCalculatorAge(value, todayIso()),
    ),
    entryDob: requiredText().test(
      'entry-age',
      message('entryAge'),
      (value) => !value || isWithinEntryAge(value, todayIso()),
    ),
    nricForPerson: ({ dobField = 'dob', genderField = 'gender' }: PersonFields = {}) =>
      nric12
        .test('nric-dob', message('nricDobMismatch'), function matchesDob(value) {
          const dob: unknown = this.parent?.[dobField];
          if (!value || typeof dob !== 'string' || dob === '' || nricDigits(value) === null) return true;
          return nricMatchesDob(value, dob);
        })
        .test('nric-gender', message('nricGenderMismatch'), function matchesGender(value) {
          const gender: unknown = this.parent?.[genderField];
          if (!value || nricDigits(value) === null) return true;
          if (gender !== 'male' && gender !== 'female' && gender !== 'm' && gender !== 'f') return true;
          return nricMatchesGender(value, gender);
        }),
    accepted: (name: ValidationMessageName = 'mustAgreeAllTerms') =>
      boolean().required(message(name)).oneOf([true], message(name)) as BooleanSchema<true>,
  };
}
