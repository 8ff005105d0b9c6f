// Request and response schemas of the product services (products/api/v1/, product/api/v1/).
import { Type } from '@fastify/type-provider-typebox';

const Money = (description: string) =>
  Type.String({ pattern: '^[0-9]+\\.[0-9]{2}$', description: `${description} (RM, two places)` });

export const ProductState = Type.Enum(['draft', 'launched', 'suspended', 'withdrawn']);

export const CategoryRef = Type.Object({ id: Type.Integer(), slug: Type.String(), name: Type.String() });

export const InsurerRef = Type.Object({ id: Type.Integer(), slug: Type.String(), name: Type.String() });

export const ProductSummary = Type.Object({
  id: Type.Integer({ description: 'The flagship plan is 2' }),
  slug: Type.String(),
  name: Type.String({ description: 'In the language of Accept-Language' }),
  summary: Type.String(),
  state: ProductState,
  category: CategoryRef,
  operator: InsurerRef,
});

export const PricingSchema = Type.Object(
  {
    currency: Type.String(),
    sum_covered_min: Money('Smallest sum covered'),
    sum_covered_max: Money('Largest sum covered'),
    sum_covered_step: Money('Sum covered step'),
    sum_covered_default: Money('Default sum covered'),
    entry_age_min: Type.Integer({ description: 'Age next birthday' }),
    entry_age_max: Type.Integer(),
    calculator_age_min: Type.Integer(),
    calculator_age_max: Type.Integer(),
    wakalah_fee_percent: Type.String({ description: 'Operator fee, percent of each contribution' }),
    yearly_months: Type.Integer({ description: 'Months of contribution a yearly payment costs' }),
    rates: Type.Array(
      Type.Object({
        age_min: Type.Integer(),
        age_max: Type.Integer(),
        female: Type.String({ description: 'Monthly gross contribution per RM1,000 sum covered (RM)' }),
        male: Type.String(),
      }),
    ),
  },
  { description: 'Online pricing; null when the product is not priced online' },
);

export const ProductDetail = Type.Object({
  ...ProductSummary.properties,
  pricing: Type.Union([PricingSchema, Type.Null()]),
});

export const ProductListQuery = Type.Object({
  state: Type.Optional(Type.Enum(['launched', 'suspended', 'withdrawn'])),
});

export const ProductParams = Type.Object({ id: Type.String({ maxLength: 80 }) });

export const RateBody = Type.Object({
  dob: Type.String({
    maxLength: 10,
    description: 'Date of birth, YYYY-MM-DD',
    'x-message': 'validation.invalidDateOfBirth',
  }),
  gender: Type.Enum(['m', 'f', 'male', 'female'], { 'x-message': 'products.genderInvalid' }),
  // No JSON type: both forms are accepted and read by the pricing rules, which answer the sum covered message.
  coverage_amount: Type.Unsafe<string | number>({
    description: 'Sum covered: a decimal string such as "50000.00", or a whole number of ringgit',
    'x-message': 'products.coverageAmount',
  }),
});

export const RateResult = Type.Object({
  monthly_gross_premium: Money('Monthly contribution'),
  yearly_gross_premium: Money('Yearly contribution (one month rebated)'),
  wakalah_fee_monthly: Money('Operator fee of the monthly contribution'),
  tabarru_monthly: Money('Donation to the takaful fund of the monthly contribution'),
  wakalah_fee_yearly: Money('Operator fee of the yearly contribution'),
  tabarru_yearly: Money('Donation to the takaful fund of the yearly contribution'),
  sum_covered: Money('Sum covered'),
  age_next_birthday: Type.Integer(),
  currency: Type.Literal('MYR'),
});

export const CategorySchema = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  name: Type.String(),
  description: Type.String(),
});

export const CategoryDetail = Type.Object({
  ...CategorySchema.properties,
  products: Type.Array(ProductSummary, { description: 'Launched products of the category' }),
});

export const CategoryParams = Type.Object({ slug: Type.String({ maxLength: 100 }) });

export const InsurerSchema = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  name: Type.String(),
  role: Type.Enum(['takaful_operator', 'insurer']),
  is_takaful: Type.Boolean(),
});

export const InsurerListQuery = Type.Object({
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 50 })),
  offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000, default: 0 })),
});

export const InsurerPage = Type.Object({
  count: Type.Integer({ description: 'All insurers' }),
  results: Type.Array(InsurerSchema),
});
