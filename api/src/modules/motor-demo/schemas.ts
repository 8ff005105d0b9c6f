// Request and response schemas of the motor demo (demos/api/v1/motor/...). Money is RM with two places.
import { Type } from '@fastify/type-provider-typebox';
import { Email, envelope } from '../../lib/http-schemas';
import { addOnIds, coverTypes } from './tariff';
import { vehicleModelIds } from './vehicles';

const Money = (description: string) =>
  Type.String({ pattern: '^[0-9]+\\.[0-9]{2}$', description: `${description} (RM, two places)` });

/** The NCD steps as the form sends them. */
export const ncdPercents = ['0', '25', '30', '38.33', '45', '55'] as const;

export const MotorQuotationBody = Type.Object({
  registration_number: Type.String({
    maxLength: 16,
    description: 'Malaysian registration number, e.g. "WXY 1234" or "PKR8888A" (spaces optional)',
    'x-message': 'motorDemo.registrationNumber',
  }),
  vehicle_model: Type.Enum([...vehicleModelIds], {
    description: 'An id of GET vehicles/',
    'x-message': 'motorDemo.vehicleModel',
  }),
  year: Type.Integer({ description: 'Year of manufacture' }),
  engine_cc: Type.Integer({ description: 'Engine capacity (cc)' }),
  cover_type: Type.Enum([...coverTypes], { 'x-message': 'motorDemo.coverType' }),
  sum_insured: Type.Union(
    [
      Type.String({
        pattern: '^[0-9]{1,7}(\\.[0-9]{2})?$',
        description: 'RM, whole hundreds; required unless cover_type is third_party',
        'x-message': 'motorDemo.sumInsuredStep',
      }),
      Type.Null(),
    ],
    { 'x-message': 'motorDemo.sumInsuredStep' },
  ),
  ncd: Type.Enum([...ncdPercents], { description: 'No-claim discount, %', 'x-message': 'motorDemo.ncd' }),
  add_ons: Type.Array(Type.Enum([...addOnIds], { 'x-message': 'motorDemo.addOn' }), {
    maxItems: addOnIds.length,
    uniqueItems: true,
    description: `Comprehensive only: ${addOnIds.join(', ')}`,
    'x-message': 'motorDemo.addOn',
  }),
  owner_id_ref: Type.String({
    maxLength: 14,
    description: "The owner's NRIC, xxxxxx-xx-xxxx",
    'x-message': 'validation.invalidNricFormat',
  }),
  postcode: Type.String({ maxLength: 5, pattern: '^[0-9]{5}$', 'x-message': 'validation.postcode' }),
});

const YearValue = Type.Object({
  year: Type.Integer(),
  market_value: Money('Illustrative market value'),
  sum_insured_min: Money('Lowest sum insured'),
  sum_insured_max: Money('Highest sum insured'),
  comprehensive: Type.Boolean({ description: 'Young enough for comprehensive cover' }),
});

export const MotorVehicles = envelope(
  Type.Object({
    models: Type.Array(
      Type.Object({
        id: Type.String(),
        make: Type.String(),
        model: Type.String(),
        engine_cc: Type.Integer({ description: 'The usual engine capacity, the form default' }),
        years: Type.Array(YearValue, { description: 'Newest first' }),
      }),
    ),
    ncd: Type.Array(Type.String()),
    add_ons: Type.Array(Type.String()),
    engine_cc: Type.Object({ min: Type.Integer(), max: Type.Integer() }),
    comprehensive_max_age_years: Type.Integer(),
  }),
);

export const MotorQuotation = Type.Object({
  uuid: Type.String({ format: 'uuid' }),
  demo: Type.Literal(true, { description: 'A demonstration: no policy, nothing charged' }),
  registration_number: Type.String(),
  vehicle: Type.Object({ id: Type.String(), make: Type.String(), model: Type.String() }),
  year: Type.Integer(),
  engine_cc: Type.Integer(),
  cover_type: Type.Enum([...coverTypes]),
  market_value: Money('Illustrative market value'),
  sum_insured: Type.Union([Money('Sum insured'), Type.Null()]),
  ncd: Type.Enum([...ncdPercents]),
  add_ons: Type.Array(Type.Enum([...addOnIds])),
  owner_id_ref_masked: Type.String({ description: 'The NRIC with its first eight digits hidden' }),
  postcode: Type.String(),
  city: Type.String(),
  state: Type.String(),
  premium: Type.Object({
    basic: Money('Basic premium'),
    ncd_discount: Money('No-claim discount'),
    add_ons: Type.Array(Type.Object({ id: Type.Enum([...addOnIds]), amount: Money('Add-on premium') })),
    add_ons_total: Money('Add-ons'),
    gross: Money('Gross premium'),
    sst: Money('SST, 8% of the gross premium'),
    stamp_duty: Money('Stamp duty'),
    total: Money('Total payable'),
  }),
  currency: Type.Literal('MYR'),
  created_at: Type.String({ format: 'date-time' }),
  updated_at: Type.String({ format: 'date-time' }),
});

export const MotorQuotationResult = envelope(MotorQuotation);

export const QuotationParams = Type.Object({
  uuid: Type.String({ maxLength: 64, description: 'The quotation uuid' }),
});

export const EmailBody = Type.Object({ email: Email });
export const EmailQueued = envelope(Type.Object({ email: Type.String(), emails_left: Type.Integer() }));
