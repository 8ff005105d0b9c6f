// The motor demo (demos/api/v1/motor/): the vehicle data list, quotations priced by the illustrative tariff
// (tariff.ts, README.md) and saved so that their link resumes them, and the summary by e-mail. Public: the
// random uuid is the link; the owner's NRIC is answered masked. Nothing is sold and nothing is charged.
import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyPluginAsyncTypebox, Static } from '@fastify/type-provider-typebox';
import { formatMoney, senToDecimalString, todayIso, validateDashedNric } from '@teduh/shared/domain';
import { findPostcode } from 'malaysia-postcodes';
import { AppError, invalid, type FieldErrors } from '../../lib/errors';
import { errorResponses } from '../../lib/http-schemas';
import {
  MotorDemoRepository,
  type MotorQuotationRow,
  type NewMotorQuotationRow,
} from './motor-demo-repository';
import {
  EmailBody,
  EmailQueued,
  MotorQuotationBody,
  MotorQuotationResult,
  MotorVehicles,
  ncdPercents,
  QuotationParams,
} from './schemas';
import {
  addOnIds,
  COMPREHENSIVE_MAX_AGE_YEARS,
  MAX_ENGINE_CC,
  marketValueSen,
  MIN_ENGINE_CC,
  ncdSteps,
  premiumOf,
  sumInsuredRange,
  VALUE_STEP_SEN,
  type AddOnId,
  type NcdBasisPoints,
} from './tariff';
import { vehicleModelById, vehicleModels, type VehicleModel } from './vehicles';

export interface MotorDemoRoutesOptions {
  /** Limit of the public calls per client address. */
  rateLimit: RateLimitOptions;
  /** Limit of the summary e-mails per client address (each one sends mail). */
  emailRateLimit: RateLimitOptions;
}

type Body = Static<typeof MotorQuotationBody>;

const tags = ['demos'];
const anyone: Record<string, string[]>[] = [{}, { appClientKey: [] }];
/** A quotation's summary can be e-mailed this many times. */
export const MAX_EMAILS_PER_QUOTATION = 5;
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Letters and digits as on a Malaysian plate: no I or O (read as 1 and 0), numbers without a leading 0. */
const registrationPattern = /^([A-HJ-NP-Z]{1,3})([1-9][0-9]{0,3})([A-HJ-NP-Z]?)$/;

/** `wxy1234` -> `WXY 1234`, `qaa 12 a` -> `QAA 12 A`; null when it is not a Malaysian registration. */
export function normalizeRegistration(input: string): string | null {
  const match = registrationPattern.exec(input.toUpperCase().replace(/[\s-]+/g, ''));
  if (!match) return null;
  const [, letters, digits, suffix] = match;
  return suffix ? `${letters} ${digits} ${suffix}` : `${letters} ${digits}`;
}

const maskIdRef = (idRef: string) => `******-**-${idRef.slice(-4)}`;
const ncdOf = (percent: (typeof ncdPercents)[number]): NcdBasisPoints =>
  ncdSteps[ncdPercents.indexOf(percent)] ?? 0;
const percentOfNcd = (basisPoints: number) =>
  ncdPercents[ncdSteps.indexOf(basisPoints as NcdBasisPoints)] ?? '0';
const currentYear = () => Number(todayIso().slice(0, 4));

/** The checks the schema cannot express, each on its field; the row to save when all pass. */
export function readQuotation(
  body: Body,
  year: number,
): { ok: true; row: Omit<NewMotorQuotationRow, 'id'> } | { ok: false; fields: FieldErrors } {
  const fields: FieldErrors = {};
  const registration = normalizeRegistration(body.registration_number);
  if (!registration) fields.registration_number = [{ key: 'motorDemo.registrationNumber' }];
  const model = vehicleModelById(body.vehicle_model) as VehicleModel;
  const yearOk = body.year >= model.firstYear && body.year <= year;
  if (!yearOk) fields.year = [{ key: 'motorDemo.year', params: { from: model.firstYear, to: year } }];
  if (body.engine_cc < MIN_ENGINE_CC || body.engine_cc > MAX_ENGINE_CC) {
    fields.engine_cc = [{ key: 'motorDemo.engineCc', params: { min: MIN_ENGINE_CC, max: MAX_ENGINE_CC } }];
  }
  const marketValue = marketValueSen(model, yearOk ? body.year : year, year);
  if (body.cover_type === 'comprehensive' && yearOk && year - body.year > COMPREHENSIVE_MAX_AGE_YEARS) {
    fields.cover_type = [
      { key: 'motorDemo.tooOldForComprehensive', params: { years: COMPREHENSIVE_MAX_AGE_YEARS } },
    ];
  }
  let sumInsuredSen: number | null = null;
  if (body.cover_type !== 'third_party') {
    if (body.sum_insured === null || body.sum_insured === '') {
      fields.sum_insured = [{ key: 'motorDemo.sumInsuredRequired' }];
    } else {
      const [ringgit = '0', sen = '00'] = body.sum_insured.split('.');
      sumInsuredSen = Number(ringgit) * 100 + Number(sen);
      const range = sumInsuredRange(marketValue);
      if (sumInsuredSen % VALUE_STEP_SEN !== 0) fields.sum_insured = [{ key: 'motorDemo.sumInsuredStep' }];
      else if (yearOk && (sumInsuredSen < range.minSen || sumInsuredSen > range.maxSen)) {
        fields.sum_insured = [
          {
            key: 'motorDemo.sumInsuredRange',
            params: {
              min: formatMoney(range.minSen, { omitZeroSen: true }),
              max: formatMoney(range.maxSen, { omitZeroSen: true }),
            },
          },
        ];
      }
    }
  }
  const addOns = addOnIds.filter((id) => body.add_ons.includes(id));
  if (addOns.length > 0 && body.cover_type !== 'comprehensive') {
    fields.add_ons = [{ key: 'motorDemo.addOnsNeedComprehensive' }];
  }
  const nricProblem = validateDashedNric(body.owner_id_ref);
  if (nricProblem) fields.owner_id_ref = [{ key: nricProblem }];
  const place = findPostcode(body.postcode, true);
  if (!place.found || !place.city || !place.state) fields.postcode = [{ key: 'motorDemo.postcodeUnknown' }];
  if (Object.keys(fields).length > 0 || !registration || !place.city || !place.state) {
    return { ok: false, fields };
  }

  const ncdBasisPoints = ncdOf(body.ncd);
  const premium = premiumOf({
    coverType: body.cover_type,
    engineCc: body.engine_cc,
    sumInsuredSen,
    ncdBasisPoints,
    addOns,
  });
  return {
    ok: true,
    row: {
      registrationNumber: registration,
      vehicleModelId: model.id,
      year: body.year,
      engineCc: body.engine_cc,
      coverType: body.cover_type,
      marketValueSen: marketValue,
      sumInsuredSen,
      ncdBasisPoints,
      addOns,
      ownerIdRef: body.owner_id_ref,
      postcode: body.postcode,
      city: place.city,
      state: place.state,
      basicSen: premium.basicSen,
      ncdSen: premium.ncdSen,
      addOnsSen: premium.addOnsSen,
      grossSen: premium.grossSen,
      sstSen: premium.sstSen,
      stampDutySen: premium.stampDutySen,
      totalSen: premium.totalSen,
    },
  };
}

const money = senToDecimalString;

function view(row: MotorQuotationRow) {
  const model = vehicleModelById(row.vehicleModelId);
  const addOns = row.addOns as AddOnId[];
  // The add-ons' split is the tariff's, from what was saved (the total is the saved one).
  const premium = premiumOf({
    coverType: row.coverType,
    engineCc: row.engineCc,
    sumInsuredSen: row.sumInsuredSen,
    ncdBasisPoints: row.ncdBasisPoints as NcdBasisPoints,
    addOns,
  });
  return {
    uuid: row.id,
    demo: true as const,
    registration_number: row.registrationNumber,
    vehicle: { id: row.vehicleModelId, make: model?.make ?? '', model: model?.model ?? '' },
    year: row.year,
    engine_cc: row.engineCc,
    cover_type: row.coverType,
    market_value: money(row.marketValueSen),
    sum_insured: row.sumInsuredSen === null ? null : money(row.sumInsuredSen),
    ncd: percentOfNcd(row.ncdBasisPoints),
    add_ons: addOns,
    owner_id_ref_masked: maskIdRef(row.ownerIdRef),
    postcode: row.postcode,
    city: row.city,
    state: row.state,
    premium: {
      basic: money(row.basicSen),
      ncd_discount: money(row.ncdSen),
      add_ons: premium.addOns.map((addOn) => ({ id: addOn.id, amount: money(addOn.premiumSen) })),
      add_ons_total: money(row.addOnsSen),
      gross: money(row.grossSen),
      sst: money(row.sstSen),
      stamp_duty: money(row.stampDutySen),
      total: money(row.totalSen),
    },
    currency: 'MYR' as const,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export const motorDemoRoutes: FastifyPluginAsyncTypebox<MotorDemoRoutesOptions> = async (app, options) => {
  const quotations = new MotorDemoRepository(app.db);
  const config = { rateLimit: options.rateLimit };

  async function found(uuid: string): Promise<MotorQuotationRow> {
    const row = uuidPattern.test(uuid) ? await quotations.find(uuid) : undefined;
    if (!row) throw new AppError(404, 'not_found', 'motorDemo.notFound');
    return row;
  }

  function checked(body: Body) {
    const result = readQuotation(body, currentYear());
    if (!result.ok) throw invalid(result.fields);
    return result.row;
  }

  app.get(
    '/vehicles/',
    {
      config,
      schema: {
        tags,
        security: anyone,
        summary: 'The data list of the motor demo: makes, models, years and the sums insured each allows',
        response: { 200: MotorVehicles, ...errorResponses(429) },
      },
    },
    async () => {
      const year = currentYear();
      return {
        data: {
          models: vehicleModels.map((model) => ({
            id: model.id,
            make: model.make,
            model: model.model,
            engine_cc: model.engineCc,
            years: Array.from({ length: year - model.firstYear + 1 }, (_, index) => {
              const modelYear = year - index;
              const value = marketValueSen(model, modelYear, year);
              const range = sumInsuredRange(value);
              return {
                year: modelYear,
                market_value: money(value),
                sum_insured_min: money(range.minSen),
                sum_insured_max: money(range.maxSen),
                comprehensive: year - modelYear <= COMPREHENSIVE_MAX_AGE_YEARS,
              };
            }),
          })),
          ncd: [...ncdPercents],
          add_ons: [...addOnIds],
          engine_cc: { min: MIN_ENGINE_CC, max: MAX_ENGINE_CC },
          comprehensive_max_age_years: COMPREHENSIVE_MAX_AGE_YEARS,
        },
      };
    },
  );

  const bodySchema = {
    tags,
    security: anyone,
    body: MotorQuotationBody,
    description:
      'Priced by the illustrative tariff of api/src/modules/motor-demo/README.md: basic premium by engine ' +
      'capacity (and RM26 per RM1,000 of sum insured above the first for comprehensive; 75% of that for third ' +
      'party, fire and theft), less the no-claim discount, plus add-ons (comprehensive only), SST 8% of the ' +
      'gross premium and RM10 stamp duty. A demonstration: no policy, nothing charged.',
  };

  app.post(
    '/quotations/',
    {
      config,
      bodyLimit: 4 * 1024,
      schema: {
        ...bodySchema,
        summary: 'Price and save a motor demo quotation',
        response: { 201: MotorQuotationResult, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      const saved = await quotations.insert({ ...checked(request.body), language: request.locale });
      return reply.status(201).send({ data: view(saved) });
    },
  );

  app.get(
    '/quotations/:uuid/',
    {
      config,
      schema: {
        tags,
        security: anyone,
        params: QuotationParams,
        summary: 'A saved motor demo quotation (its link resumes it)',
        response: { 200: MotorQuotationResult, ...errorResponses(404, 429) },
      },
    },
    async (request) => ({ data: view(await found(request.params.uuid)) }),
  );

  app.put(
    '/quotations/:uuid/',
    {
      config,
      bodyLimit: 4 * 1024,
      schema: {
        ...bodySchema,
        params: QuotationParams,
        summary: 'Change a saved motor demo quotation (every field again, the NRIC too) and price it again',
        response: { 200: MotorQuotationResult, ...errorResponses(400, 404, 429) },
      },
    },
    async (request) => {
      await found(request.params.uuid);
      const row = checked(request.body);
      const saved = await quotations.replace(request.params.uuid, { ...row, language: request.locale });
      if (!saved) throw new AppError(404, 'not_found', 'motorDemo.notFound');
      return { data: view(saved) };
    },
  );

  app.post(
    '/quotations/:uuid/email/',
    {
      config: { rateLimit: options.emailRateLimit },
      bodyLimit: 1024,
      schema: {
        tags,
        security: anyone,
        params: QuotationParams,
        body: EmailBody,
        summary: "E-mail a quotation's summary (in the language of Accept-Language)",
        description: `At most ${MAX_EMAILS_PER_QUOTATION} e-mails per quotation (429 email_limit after), and the auth rate limit per address.`,
        response: { 202: EmailQueued, ...errorResponses(400, 404, 429) },
      },
    },
    async (request, reply) => {
      const row = await found(request.params.uuid);
      const sent = await quotations.countEmail(row.id, MAX_EMAILS_PER_QUOTATION);
      if (sent === null) {
        throw new AppError(429, 'email_limit', {
          key: 'motorDemo.emailLimit',
          params: { max: MAX_EMAILS_PER_QUOTATION },
        });
      }
      const model = vehicleModelById(row.vehicleModelId);
      await app.emails.send(request.body.email, request.locale, {
        template: 'motor_demo_summary',
        params: {
          quotationUuid: row.id,
          registrationNumber: row.registrationNumber,
          vehicle: model ? `${model.make} ${model.model}` : row.vehicleModelId,
          year: row.year,
          engineCc: row.engineCc,
          coverType: row.coverType,
          sumInsuredSen: row.sumInsuredSen,
          ncdPercent: percentOfNcd(row.ncdBasisPoints),
          basicSen: row.basicSen,
          ncdSen: row.ncdSen,
          addOnsSen: row.addOnsSen,
          grossSen: row.grossSen,
          sstSen: row.sstSen,
          stampDutySen: row.stampDutySen,
          totalSen: row.totalSen,
        },
      });
      return reply
        .status(202)
        .send({ data: { email: request.body.email, emails_left: MAX_EMAILS_PER_QUOTATION - sent } });
    },
  );
};
