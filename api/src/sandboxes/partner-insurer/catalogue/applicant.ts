// The partner's checks of the applicant part every product's application shares: the person, the contact,
// the address and the payment choice. Messages are the partner's own (English); our API maps them.
import { BANKS, COUNTRIES, STATES } from '../reference';
import { ageOn, daysBetween, parseDate } from './dates';
import type { FieldErrors, PartnerProduct } from './types';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^(\+?60|0)1\d{8,9}$/;
const NRIC = /^(\d{2})(\d{2})(\d{2})-?(\d{2})-?(\d{4})$/;

export function addError(errors: FieldErrors, field: string, message: string): void {
  (errors[field] ??= []).push(message);
}

export function text(body: Record<string, unknown>, field: string, errors: FieldErrors, max = 200): string {
  const value = body[field];
  if (typeof value !== 'string' || value.trim() === '') {
    addError(errors, field, 'This field is required.');
    return '';
  }
  if (value.length > max) addError(errors, field, `Ensure this field has no more than ${max} characters.`);
  return value.trim();
}

export function objectOf(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

/** The age rule of a product, as the partner words it; null when the date of birth is acceptable. */
export function ageRefusal(product: PartnerProduct, dobText: unknown, today: Date): string | null {
  const dob = parseDate(dobText);
  if (!dob || dob > today) return 'Enter a valid date of birth (YYYY-MM-DD).';
  const { minDays, maxYearsExclusive, minYears } = product.ageLimits;
  const age = ageOn(dob, today);
  if (minYears !== undefined) {
    return age < minYears || age >= maxYearsExclusive
      ? `The life assured must be ${minYears} to ${maxYearsExclusive - 1} years old.`
      : null;
  }
  if (daysBetween(dob, today) < minDays || age >= maxYearsExclusive) {
    return `The life assured must be at least ${minDays} days old and under ${maxYearsExclusive} years old.`;
  }
  return null;
}

/** The person and the contact every product asks: name, date of birth, NRIC, e-mail, phone and gender. */
export function checkPerson(
  product: PartnerProduct,
  body: Record<string, unknown>,
  today: Date,
  errors: FieldErrors,
): void {
  text(body, 'name', errors, 150);
  const refusal = ageRefusal(product, body.dob, today);
  if (refusal) addError(errors, 'dob', refusal);
  const nric = text(body, 'identification_no', errors, 14);
  const nricMatch = NRIC.exec(nric);
  if (nric && !nricMatch) addError(errors, 'identification_no', 'Enter a 12-digit NRIC number.');
  if (nricMatch && typeof body.dob === 'string' && !refusal) {
    const [, yy, mm, dd] = nricMatch;
    if (body.dob.slice(2) !== `${yy}-${mm}-${dd}`)
      addError(errors, 'identification_no', 'NRIC number does not match the date of birth.');
  }
  const email = text(body, 'email', errors, 254);
  if (email && !EMAIL.test(email)) addError(errors, 'email', 'Enter a valid email address.');
  const phone = text(body, 'phone', errors, 20).replace(/[\s-]/g, '');
  if (phone && !PHONE.test(phone)) addError(errors, 'phone', 'Enter a valid Malaysian mobile number.');
  if (body.gender !== 'm' && body.gender !== 'f') addError(errors, 'gender', 'Gender must be m or f.');
}

/** The street address and postcode of `detail`. */
export function checkStreetAddress(detail: Record<string, unknown>, errors: FieldErrors): void {
  text(detail, 'address_1', errors, 200);
  if (detail.address_2 !== undefined && detail.address_2 !== null && typeof detail.address_2 !== 'string')
    addError(errors, 'detail.address_2', 'Not a valid string.');
  const postcode = typeof detail.postcode === 'string' ? detail.postcode : '';
  if (!/^\d{5}$/.test(postcode)) addError(errors, 'detail.postcode', 'Enter a 5-digit postcode.');
}

/** The medical and life plans' applicant: the person, citizenship, payment choice, address and measurements. */
export function checkApplicant(
  product: PartnerProduct,
  body: Record<string, unknown>,
  today: Date,
  errors: FieldErrors,
): void {
  checkPerson(product, body, today, errors);
  if (typeof body.is_citizen !== 'boolean') addError(errors, 'is_citizen', 'This field is required.');
  if (body.payment_type !== 1 && body.payment_type !== 2)
    addError(errors, 'payment_type', 'Payment type must be 1 (monthly) or 2 (yearly).');
  if (body.payment_option !== 1 && body.payment_option !== 2)
    addError(errors, 'payment_option', 'Payment option must be 1 (online banking) or 2 (card).');
  if (body.payment_option === 1 && !BANKS.some((bank) => bank.id === body.bank_id))
    addError(errors, 'bank_id', 'Choose a bank for online banking.');

  const detail = objectOf(body.detail);
  checkStreetAddress(detail, errors);
  if (!STATES.some((state) => state.id === detail.state_id))
    addError(errors, 'detail.state_id', 'Choose a state from the list.');
  if (!COUNTRIES.some((country) => country.id === detail.country_id))
    addError(errors, 'detail.country_id', 'Choose a country from the list.');
  const height = detail.height;
  if (typeof height !== 'number' || !(height >= 0.3 && height <= 2.5))
    addError(errors, 'detail.height', 'Height must be between 0.30 and 2.50 metres.');
  const weight = detail.weight;
  if (typeof weight !== 'number' || !(weight >= 2 && weight <= 300))
    addError(errors, 'detail.weight', 'Weight must be between 2 and 300 kg.');
}

/** The body mass index of the detail, when height and weight are usable. */
export function bodyMassIndex(detail: Record<string, unknown>): number | null {
  const { height, weight } = detail;
  if (typeof height !== 'number' || typeof weight !== 'number' || height <= 0) return null;
  return weight / (height * height);
}
