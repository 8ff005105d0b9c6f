// Request and response schemas of the needs test (products/api/v1/needs-test/, api/products/teduh-test-recommendations/).
import { Type } from '@fastify/type-provider-typebox';
import { envelope } from '../../lib/http-schemas';
import { citizenships, commitmentBands, debtBands, incomeBands, priorities } from './rule';

const Money = (description: string) =>
  Type.String({ pattern: '^[0-9]+\\.[0-9]{2}$', description: `${description} (RM, two places)` });
const NullableMoney = (description: string) => Type.Union([Money(description), Type.Null()]);

const DebtBand = Type.Enum([...debtBands], { 'x-message': 'needsTest.debtBand' });

/** The answers of the five sections. */
export const NeedsTestBody = Type.Object({
  about_you: Type.Object({
    dob: Type.String({
      maxLength: 10,
      description: 'Date of birth, YYYY-MM-DD',
      'x-message': 'validation.invalidDateOfBirth',
    }),
    gender: Type.Enum(['m', 'f'], { 'x-message': 'products.genderInvalid' }),
    citizenship: Type.Enum([...citizenships], { 'x-message': 'needsTest.citizenshipInvalid' }),
  }),
  family: Type.Object({
    has_spouse: Type.Boolean({ 'x-message': 'needsTest.spouseInvalid' }),
    children: Type.Integer({ minimum: 0, maximum: 10, 'x-message': 'needsTest.childrenRange' }),
    youngest_child_age: Type.Optional(
      Type.Integer({
        minimum: 0,
        maximum: 30,
        description: 'Required when children > 0',
        'x-message': 'needsTest.youngestChildAgeRange',
      }),
    ),
  }),
  money: Type.Object({
    monthly_income: Type.Enum([...incomeBands], {
      description: 'Monthly household income band (RM)',
      'x-message': 'needsTest.incomeBand',
    }),
    monthly_commitments: Type.Enum([...commitmentBands], {
      description: 'Monthly commitments band (RM): loans, rent, bills',
      'x-message': 'needsTest.commitmentBand',
    }),
    existing_cover: Type.String({
      pattern: '^[0-9]{1,9}(\\.[0-9]{1,2})?$',
      description: 'Existing life cover in RM, e.g. "100000" or "0"',
      'x-message': 'needsTest.existingCover',
    }),
  }),
  debts: Type.Object({
    home_loan: DebtBand,
    other_debts: DebtBand,
  }),
  priorities: Type.Array(Type.Enum([...priorities], { 'x-message': 'needsTest.priorities' }), {
    minItems: 1,
    maxItems: priorities.length,
    uniqueItems: true,
    description: `What matters, at least one of: ${priorities.join(', ')}`,
    'x-message': 'needsTest.priorities',
  }),
});

export const NeedsTestResult = Type.Object({
  uuid: Type.Union([Type.String({ format: 'uuid' }), Type.Null()], {
    description: 'The saved result (members); null for visitors',
  }),
  saved: Type.Boolean(),
  created_at: Type.String({ format: 'date-time' }),
  product: Type.Object({ id: Type.Integer(), slug: Type.String(), name: Type.String() }),
  eligible: Type.Boolean(),
  ineligible: Type.Array(Type.Enum(['age', 'citizenship'])),
  age_next_birthday: Type.Integer(),
  income_years: Type.Integer(),
  need: Type.Object({
    income: Money('Income replacement'),
    debts: Money('Debts cleared'),
    education: Money("Children's education"),
    final_expenses: Money('Funeral and family costs'),
    existing_cover: Money('Existing cover taken off'),
    total: Money('The need'),
  }),
  sum_covered: NullableMoney('Recommended sum covered; null when not eligible'),
  compassionate_benefit: NullableMoney('10% of the sum covered, paid on top'),
  monthly_contribution: NullableMoney('Monthly contribution for the sum covered'),
  currency: Type.Literal('MYR'),
  reasons: Type.Array(Type.String(), { description: '3 to 5 reasons, in the language of Accept-Language' }),
  other_products: Type.Array(
    Type.Object({ id: Type.Integer(), slug: Type.String(), name: Type.String(), category: Type.String() }),
    { description: "Partners' launched products" },
  ),
  answers: Type.Record(Type.String(), Type.Unknown(), { description: 'The answers as sent' }),
});

export const NeedsTestCreated = envelope(NeedsTestResult);
export const NeedsTestLatest = envelope(Type.Union([NeedsTestResult, Type.Null()]));
