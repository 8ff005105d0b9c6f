import { createInstance, type i18n as I18n } from 'i18next';
import { object, ValidationError, type AnySchema } from 'yup';
import en from '../locales/en.json';
import ms from '../locales/ms.json';
import { toIsoDate } from './age';
import { createValidators, sharedNamespace, validationMessageKeys } from './validation';

function lookup(bundle: unknown, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], bundle);
}

async function makeI18n(lng: 'en' | 'ms'): Promise<I18n> {
  const instance = createInstance();
  await instance.init({
    lng,
    fallbackLng: 'en',
    ns: [sharedNamespace, 'marketing'],
    resources: { en: { shared: en, marketing: {} }, ms: { shared: ms, marketing: {} } },
    initAsync: false,
  });
  return instance;
}

async function errorOf(schema: AnySchema, value: unknown): Promise<string | null> {
  try {
    await schema.validate(value);
    return null;
  } catch (error) {
    if (error instanceof ValidationError) return error.message;
    throw error;
  }
}

describe('validation messages', () => {
  it('has every key in English and in Malay, and the Malay is not a copy of the English', () => {
    for (const key of Object.values(validationMessageKeys)) {
      const english = lookup(en, key);
      const malay = lookup(ms, key);
      expect({ key, english: typeof english }).toEqual({ key, english: 'string' });
      expect({ key, malay: typeof malay }).toEqual({ key, malay: 'string' });
      expect({ key, same: english === malay }).toEqual({ key, same: false });
    }
  });

  it('keeps the spec wording in English', () => {
    expect(lookup(en, validationMessageKeys.required)).toBe('This field is required');
    expect(lookup(en, validationMessageKeys.nricDigits)).toBe(
      'NRIC needs to be 12 digits long (excluding dashes)',
    );
    expect(lookup(en, validationMessageKeys.nricDashedPattern)).toBe('NRIC format should be xxxxxx-xx-xxxx');
    expect(lookup(en, validationMessageKeys.calculatorAgeRange)).toBe(
      'Your age should be in the range between 16 to 70 years of age',
    );
  });
});

describe('createValidators', () => {
  let english: ReturnType<typeof createValidators>;
  let malay: ReturnType<typeof createValidators>;

  beforeAll(async () => {
    // A `t` bound to another namespace still finds the shared messages.
    english = createValidators((await makeI18n('en')).getFixedT('en', 'marketing'));
    malay = createValidators((await makeI18n('ms')).getFixedT('ms', 'marketing'));
  });

  it('required', async () => {
    expect(await errorOf(english.required, '')).toBe('This field is required');
    expect(await errorOf(english.required, '   ')).toBe('This field is required');
    expect(await errorOf(malay.required, undefined)).toBe('Ruangan ini wajib diisi');
    expect(await errorOf(english.required, 'Aisyah')).toBeNull();
  });

  it('email', async () => {
    expect(await errorOf(english.email, 'aisyah@')).toBe('Invalid E-mail');
    expect(await errorOf(malay.email, 'aisyah@')).toBe('E-mel Tidak Sah');
    expect(await errorOf(english.email, 'aisyah@teduh.my')).toBeNull();
  });

  it('phone', async () => {
    expect(await errorOf(english.phone, '012345')).toBe('Invalid Phone Number');
    expect(await errorOf(english.phone, '012-345 6789')).toBeNull();
  });

  it('nric12', async () => {
    expect(await errorOf(english.nric12, '88010114567')).toBe(
      'NRIC needs to be 12 digits long (excluding dashes)',
    );
    expect(await errorOf(english.nric12, '990231145678')).toBe('Invalid date of birth');
    expect(await errorOf(english.nric12, '880101-14-5678')).toBeNull();
    expect(await errorOf(malay.nric12, '1234')).toBe('No. MyKad mestilah 12 digit (tidak termasuk sengkang)');
  });

  it('dashedNric reports length, then pattern, then date', async () => {
    expect(await errorOf(english.dashedNric, '880101145678')).toBe('Length of NRIC should be 14');
    expect(await errorOf(english.dashedNric, '8801011-4-5678')).toBe('NRIC format should be xxxxxx-xx-xxxx');
    expect(await errorOf(english.dashedNric, '990231-14-5678')).toBe('Invalid date of birth');
    expect(await errorOf(malay.dashedNric, '990231-14-5678')).toBe('Tarikh lahir tidak sah');
    expect(await errorOf(english.dashedNric, '880101-14-5678')).toBeNull();
  });

  it('idRef needs at least 14 characters', async () => {
    expect(await errorOf(english.idRef, '880101-14-567')).toBe('Length of NRIC should be 14');
    expect(await errorOf(english.idRef, '880101-14-5678')).toBeNull();
  });

  it('postcode', async () => {
    expect(await errorOf(english.postcode, '5000')).toBe('Postcode needs to be 5 digits');
    expect(await errorOf(english.postcode, '5000a')).toBe('Postcode needs to be 5 digits');
    expect(await errorOf(english.postcode, '50000')).toBeNull();
  });

  it('pin', async () => {
    expect(await errorOf(english.pin, '')).toBe('Pin is required');
    expect(await errorOf(english.pin, '12345')).toBe('PIN needs to be 6 digits');
    expect(await errorOf(english.pin, '123456')).toBeNull();
  });

  it('password', async () => {
    expect(await errorOf(english.password, 'abc')).toBe(
      'This password is too short. It must contain at least 8 characters.',
    );
    expect(await errorOf(english.password, '12345678')).toBe('This password is entirely numeric.');
    expect(await errorOf(english.password, 'kubur-pro-88')).toBeNull();
  });

  it('passwordConfirmation must equal the referenced field', async () => {
    const schema = object({ password: english.password, confirm: english.passwordConfirmation('password') });
    expect(await errorOf(schema, { password: 'kubur-pro-88', confirm: 'kubur-pro-89' })).toBe(
      'Passwords do not match',
    );
    expect(await errorOf(schema, { password: 'kubur-pro-88', confirm: 'kubur-pro-88' })).toBeNull();
  });

  it('newsletterEmail uses its own message for both empty and invalid', async () => {
    expect(await errorOf(english.newsletterEmail, '')).toBe('Please enter a valid email.');
    expect(await errorOf(english.newsletterEmail, 'no-at-sign')).toBe('Please enter a valid email.');
    expect(await errorOf(malay.newsletterEmail, 'no-at-sign')).toBe('Sila masukkan e-mel yang sah.');
  });

  it('calculatorDob and entryDob use the age rules', async () => {
    const today = new Date();
    const yearsAgo = (years: number) =>
      toIsoDate(new Date(today.getFullYear() - years, today.getMonth(), today.getDate()));
    expect(await errorOf(english.calculatorDob, yearsAgo(10))).toBe(
      'Your age should be in the range between 16 to 70 years of age',
    );
    expect(await errorOf(english.calculatorDob, yearsAgo(30))).toBeNull();
    expect(await errorOf(english.entryDob, yearsAgo(60))).toMatch(
      /^You are not within the entry age of this product/,
    );
    expect(await errorOf(english.entryDob, yearsAgo(30))).toBeNull();
  });

  it('nricForPerson checks the NRIC against the date of birth and gender fields', async () => {
    const schema = object({ dob: english.required, gender: english.required, nric: english.nricForPerson() });
    const person = { dob: '1988-01-01', gender: 'female', nric: '880101-14-5678' };
    expect(await errorOf(schema, person)).toBeNull();
    expect(await errorOf(schema, { ...person, dob: '1988-01-02' })).toBe('NRIC does not match Date of Birth');
    expect(await errorOf(schema, { ...person, gender: 'male' })).toBe('NRIC does not match Gender');
  });

  it('accepted wants a ticked box', async () => {
    expect(await errorOf(english.accepted(), false)).toBe('You must agree to all the terms to continue.');
    expect(await errorOf(english.accepted('accuracyAcknowledgement'), undefined)).toBe(
      'Please confirm that the information you have given is true and accurate.',
    );
    expect(await errorOf(english.accepted(), true)).toBeNull();
  });

  it('follows a language switch after the schemas were built', async () => {
    const instance = await makeI18n('en');
    const validators = createValidators(instance.t);
    expect(await errorOf(validators.required, '')).toBe('This field is required');
    await instance.changeLanguage('ms');
    expect(await errorOf(validators.required, '')).toBe('Ruangan ini wajib diisi');
  });
});
