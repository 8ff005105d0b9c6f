import { mixed, object, string } from 'yup';
import {
  createValidators,
  formatPhone,
  normalizePhone,
  sharedNamespace,
  validationMessageKeys,
} from '@teduh/shared/forms';
import { isCountryCode, MALAYSIA } from '../../lib/countries';
import type { Declaration, Nationality } from '../../lib/verification';

/** `useTranslation('ekyc').t`: also fills `{{min}}`-style values. */
export type FormTranslate = (key: string, options?: Record<string, unknown>) => string;

/** The identity form as typed (every value a string until it is sent). */
export interface IdentityFormValues {
  nationality: '' | Nationality;
  country_of_origin: string;
  postcode: string;
  address_1: string;
  address_2: string;
  city: string;
  state: string;
  phone: string;
  height_cm: string;
  weight_kg: string;
  smoker: '' | 'yes' | 'no';
}

export const emptyIdentityForm: IdentityFormValues = {
  nationality: '',
  country_of_origin: '',
  postcode: '',
  address_1: '',
  address_2: '',
  city: '',
  state: '',
  phone: '',
  height_cm: '',
  weight_kg: '',
  smoker: '',
};

export const HEIGHT_CM = { min: 50, max: 250 } as const;
export const WEIGHT_KG = { min: 20, max: 300 } as const;
export const ADDRESS_MAX_LENGTH = 120;

function wholeNumberWithin(range: { min: number; max: number }) {
  return (value: string | undefined) => {
    if (!value) return true;
    if (!/^\d+$/.test(value.trim())) return false;
    const number = Number(value);
    return number >= range.min && number <= range.max;
  };
}

/** Rules of the identity form (spec sections 3 and 5), with messages in the page's language. */
export function createIdentitySchema(t: FormTranslate) {
  const validators = createValidators(t);
  const required = () => t(validationMessageKeys.required, { ns: sharedNamespace });
  return object({
    nationality: mixed<IdentityFormValues['nationality']>()
      .required(required)
      .oneOf(['malaysian', 'foreigner'], required),
    country_of_origin: string().when('nationality', {
      is: 'foreigner',
      then: (schema) =>
        schema.required(required).test(
          'country',
          () => t('address.errors.country'),
          (value) => !value || (isCountryCode(value) && value !== MALAYSIA),
        ),
      otherwise: (schema) => schema.notRequired(),
    }),
    postcode: validators.postcode,
    address_1: validators.required.max(ADDRESS_MAX_LENGTH, () =>
      t('address.errors.tooLong', { max: ADDRESS_MAX_LENGTH }),
    ),
    address_2: string()
      .trim()
      .max(ADDRESS_MAX_LENGTH, () => t('address.errors.tooLong', { max: ADDRESS_MAX_LENGTH })),
    city: validators.required,
    state: validators.required,
    phone: validators.phone,
    height_cm: validators.required.test(
      'height',
      () => t('address.errors.height', HEIGHT_CM),
      wholeNumberWithin(HEIGHT_CM),
    ),
    weight_kg: validators.required.test(
      'weight',
      () => t('address.errors.weight', WEIGHT_KG),
      wholeNumberWithin(WEIGHT_KG),
    ),
    smoker: mixed<IdentityFormValues['smoker']>().required(required).oneOf(['yes', 'no'], required),
  });
}

/** The form's values as the API takes them (phone in E.164, numbers, `MY` for Malaysians). */
export function toDeclaration(values: IdentityFormValues): Declaration {
  const nationality: Nationality = values.nationality === 'foreigner' ? 'foreigner' : 'malaysian';
  const address2 = values.address_2.trim();
  return {
    nationality,
    country_of_origin: nationality === 'malaysian' ? MALAYSIA : values.country_of_origin,
    postcode: values.postcode.trim(),
    address_1: values.address_1.trim(),
    address_2: address2 === '' ? null : address2,
    city: values.city.trim(),
    state: values.state.trim(),
    phone: normalizePhone(values.phone) ?? values.phone.trim(),
    height_cm: Number(values.height_cm),
    weight_kg: Number(values.weight_kg),
    smoker: values.smoker === 'yes',
  };
}

/** A saved declaration, back in the form's shape (to edit it). */
export function fromDeclaration(declaration: Declaration): IdentityFormValues {
  return {
    nationality: declaration.nationality,
    country_of_origin: declaration.nationality === 'foreigner' ? declaration.country_of_origin : '',
    postcode: declaration.postcode,
    address_1: declaration.address_1,
    address_2: declaration.address_2 ?? '',
    city: declaration.city,
    state: declaration.state,
    phone: formatPhone(declaration.phone) ?? declaration.phone,
    height_cm: String(declaration.height_cm),
    weight_kg: String(declaration.weight_kg),
    smoker: declaration.smoker ? 'yes' : 'no',
  };
}
