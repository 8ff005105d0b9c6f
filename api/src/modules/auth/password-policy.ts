// The four password rules of the spec, as Django's validators apply them; each failure has its own message.
import { PASSWORD_MIN_LENGTH, validationMessageKeys, type ValidationMessageKey } from '@teduh/shared/domain';
import { dictionary } from '@zxcvbn-ts/language-common';

export const MAX_SIMILARITY = 0.7;

/**
 * difflib's `SequenceMatcher(a, b).quick_ratio()`: 2 * M / T with M the size of the multiset intersection of the
 * characters and T the total length. Django's UserAttributeSimilarityValidator compares with this ratio.
 */
export function quickRatio(a: string, b: string): number {
  const total = a.length + b.length;
  if (total === 0) return 1;
  const available = new Map<string, number>();
  for (const char of b) available.set(char, (available.get(char) ?? 0) + 1);
  let matches = 0;
  for (const char of a) {
    const left = available.get(char) ?? 0;
    if (left > 0) {
      matches += 1;
      available.set(char, left - 1);
    }
  }
  return (2 * matches) / total;
}

/** Django's guard: a value far shorter than the password cannot make it "too similar". */
function exceedsMaximumLengthRatio(password: string, value: string): boolean {
  const lengthBoundSimilarity = (MAX_SIMILARITY / 2) * password.length;
  return password.length >= 10 * value.length && value.length < lengthBoundSimilarity;
}

export interface PersonalInformation {
  email?: string | null;
  firstName?: string | null;
  lastName?: string | null;
}

export function isTooSimilar(password: string, person: PersonalInformation): boolean {
  const lower = password.toLowerCase();
  for (const value of [person.firstName, person.lastName, person.email]) {
    if (!value) continue;
    const valueLower = value.toLowerCase();
    // Python's re.split(r'\W+') with Unicode word characters, plus the whole value.
    const parts = [...valueLower.split(/[^\p{L}\p{N}_]+/u), valueLower];
    for (const part of parts) {
      if (exceedsMaximumLengthRatio(lower, part)) continue;
      if (quickRatio(lower, part) >= MAX_SIMILARITY) return true;
    }
  }
  return false;
}

let commonPasswords: Set<string> | null = null;

/** The common-password list of @zxcvbn-ts (about 49,000 entries), compared case-insensitively like Django. */
export function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set(dictionary['passwords-common'].map((entry) => entry.toLowerCase()));
  return commonPasswords.has(password.trim().toLowerCase());
}

export function commonPasswordCount(): number {
  isCommonPassword('');
  return commonPasswords!.size;
}

/** Every rule the password breaks, as message keys of the shared validation messages. */
export function passwordProblems(password: string, person: PersonalInformation): ValidationMessageKey[] {
  const problems: ValidationMessageKey[] = [];
  if (isTooSimilar(password, person)) problems.push(validationMessageKeys.passwordTooSimilar);
  if (password.length < PASSWORD_MIN_LENGTH) problems.push(validationMessageKeys.passwordTooShort);
  if (isCommonPassword(password)) problems.push(validationMessageKeys.passwordTooCommon);
  if (/^\p{Nd}+$/u.test(password)) problems.push(validationMessageKeys.passwordEntirelyNumeric);
  return problems;
}
