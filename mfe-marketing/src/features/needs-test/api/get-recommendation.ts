import { mixed, object, string } from 'yup';
import { apiClient } from '@teduh/shared';
import { todayIso } from '@teduh/shared/identity';
import { createValidators, type Translate } from '@teduh/shared/forms';

export const needsTestPath = 'products/api/v1/needs-test/';

export const sections = ['about_you', 'family', 'money', 'debts', 'priorities'] as const;
export type Section = (typeof sections)[number];

export const incomeBands = ['below_3000', '3000_4999', '5000_7999', '8000_14999', '15000_plus'] as const;
export const commitmentBands = ['below_1000', '1000_2999', '3000_5999', '6000_plus'] as const;
export const debtBands = ['none', 'below_50000', '50000_199999', '200000_499999', '500000_plus'] as const;
export const priorities = ['income', 'debts', 'education', 'final_expenses'] as const;
export type Priority = (typeof priorities)[number];

/** What the form holds: text as typed (inputs and selects), the priorities as ticks. */
export interface NeedsTestValues {
  about_you: { dob: string; gender: string; citizenship: string };
  family: { has_spouse: string; children: string; youngest_child_age: string };
  money: { monthly_income: string; monthly_commitments: string; existing_cover: string };
  debts: { home_loan: string; other_debts: string };
  priorities: Record<Priority, boolean>;
}

export const emptyValues: NeedsTestValues = {
  about_you: { dob: '', gender: '', citizenship: '' },
  family: { has_spouse: '', children: '0', youngest_child_age: '' },
  money: { monthly_income: '', monthly_commitments: '', existing_cover: '0' },
  debts: { home_loan: '', other_debts: '' },
  priorities: { income: false, debts: false, education: false, final_expenses: false },
};

/** One schema per section, validated when the member leaves it (messages in the page's language). */
export function createSectionSchemas(t: Translate) {
  const { required } = createValidators(t);
  const message = (key: string) => () => t(`needsTest.errors.${key}`);
  const oneOf = (values: readonly string[], key: string) =>
    string()
      .required(message(key))
      .oneOf([...values], message(key));
  const wholeNumber = (max: number, key: string) =>
    required.test(
      'whole-number',
      message(key),
      (value) => !value || (/^\d+$/.test(value) && Number(value) <= max),
    );
  return {
    about_you: object({
      about_you: object({
        dob: required.test('past', message('dobFuture'), (value) => !value || value <= todayIso()),
        gender: oneOf(['f', 'm'], 'gender'),
        citizenship: oneOf(['malaysian', 'other'], 'citizenship'),
      }),
    }),
    family: object({
      family: object({
        has_spouse: oneOf(['yes', 'no'], 'spouse'),
        children: wholeNumber(10, 'children'),
        youngest_child_age: string().when('children', {
          is: (children: string | undefined) => Number(children) > 0,
          then: () => wholeNumber(30, 'youngestChildAge'),
          otherwise: (schema) => schema.optional(),
        }),
      }),
    }),
    money: object({
      money: object({
        monthly_income: oneOf(incomeBands, 'income'),
        monthly_commitments: oneOf(commitmentBands, 'commitments'),
        existing_cover: required.test(
          'ringgit',
          message('existingCover'),
          (value) => !value || /^\d{1,9}(\.\d{1,2})?$/.test(value.replace(/,/g, '')),
        ),
      }),
    }),
    debts: object({
      debts: object({
        home_loan: oneOf(debtBands, 'debt'),
        other_debts: oneOf(debtBands, 'debt'),
      }),
    }),
    priorities: object({
      priorities: mixed<Record<Priority, boolean>>().test('one', message('priorities'), (value) =>
        priorities.some((key) => value?.[key] === true),
      ),
    }),
  } satisfies Record<Section, unknown>;
}

export interface NeedsTestResult {
  uuid: string | null;
  saved: boolean;
  created_at: string;
  product: { id: number; slug: string; name: string };
  eligible: boolean;
  ineligible: ('age' | 'citizenship')[];
  age_next_birthday: number;
  income_years: number;
  need: Record<'income' | 'debts' | 'education' | 'final_expenses' | 'existing_cover' | 'total', string>;
  sum_covered: string | null;
  compassionate_benefit: string | null;
  monthly_contribution: string | null;
  currency: 'MYR';
  reasons: string[];
  other_products: { id: number; slug: string; name: string; category: string }[];
}

/** The body of the API: the five sections' answers. */
export function toAnswers(values: NeedsTestValues) {
  const children = Number(values.family.children);
  return {
    about_you: {
      dob: values.about_you.dob,
      gender: values.about_you.gender,
      citizenship: values.about_you.citizenship,
    },
    family: {
      has_spouse: values.family.has_spouse === 'yes',
      children,
      ...(children > 0 ? { youngest_child_age: Number(values.family.youngest_child_age) } : {}),
    },
    money: {
      monthly_income: values.money.monthly_income,
      monthly_commitments: values.money.monthly_commitments,
      existing_cover: values.money.existing_cover.replace(/,/g, '').trim(),
    },
    debts: { home_loan: values.debts.home_loan, other_debts: values.debts.other_debts },
    priorities: priorities.filter((key) => values.priorities[key]),
  };
}

/** Anyone may take the test; a logged-in member's result is also saved. */
export async function getRecommendation(values: NeedsTestValues): Promise<NeedsTestResult> {
  const response = await apiClient.post<{ data: NeedsTestResult }>(needsTestPath, toAnswers(values));
  return response.data.data;
}
