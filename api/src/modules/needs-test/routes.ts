// The needs test: `POST products/api/v1/needs-test/` and the older generation's
// `POST api/products/teduh-test-recommendations/` (the same registrar, `needsTestRoute(app, url, doc)`, which
// modules/legacy registers) answer a recommendation of Pusara Pro from the
// answers of the five sections; a logged-in member's result is also saved, and
// `GET products/api/v1/needs-test/latest/` answers their last one. The rule is in ./rule.ts.
import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyPluginAsyncTypebox, Static } from '@fastify/type-provider-typebox';
import {
  ageNextBirthday,
  decimalStringToSen,
  formatMoney,
  isCalendarDate,
  senToDecimalString,
  todayIso,
} from '@teduh/shared/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { StoredReason } from '../../db/schema-needs-test';
import { AppError, invalid, isAppError, type FieldErrors } from '../../lib/errors';
import { errorResponses } from '../../lib/http-schemas';
import type { PublicRouteDoc, RouteApp, RouteDoc } from '../../lib/route-doc';
import { translate, type Locale, type MessageKey } from '../../lib/i18n';
import { readAuthorization } from '../auth/authorization-header';
import { FLAGSHIP_PRODUCT_ID } from '../products/catalogue';
import { quote, type PricingConstants } from '../products/pricing';
import { ProductsRepository } from '../products/products-repository';
import { NeedsTestRepository, type NeedsTestRow } from './needs-test-repository';
import { affordabilityReason, recommend, type NeedsAnswers, type Recommendation } from './rule';
import { NeedsTestBody, NeedsTestCreated, NeedsTestLatest } from './schemas';

export interface NeedsTestRoutesOptions {
  /** Limit of the public calls per client address. */
  rateLimit: RateLimitOptions;
}

type Body = Static<typeof NeedsTestBody>;

const OLDEST_AGE_NEXT_BIRTHDAY = 101;
/** Anonymous, an app client, or a member (whose result is saved). */
const anyCaller: Record<string, string[]>[] = [
  {},
  { appClientKey: [] },
  { sessionCookie: [] },
  { accessToken: [] },
];
const MONEY_PARAMS = new Set(['amount', 'need', 'sum', 'min', 'max', 'step']);

/** The checks the schema cannot express: a real date of birth in the past, the youngest child's age. */
export function readAnswers(
  body: Body,
  today: string,
): { ok: true; answers: NeedsAnswers } | { ok: false; fields: FieldErrors } {
  const fields: FieldErrors = {};
  let age: number | undefined;
  const dob = body.about_you.dob.trim();
  if (dob === '') fields['about_you.dob'] = [{ key: 'validation.required' }];
  else if (!/^\d{4}-\d{2}-\d{2}$/.test(dob) || !isCalendarDate(dob)) {
    fields['about_you.dob'] = [{ key: 'validation.invalidDateOfBirth' }];
  } else if (dob > today) fields['about_you.dob'] = [{ key: 'products.dobInFuture' }];
  else {
    age = ageNextBirthday(dob, today);
    if (age > OLDEST_AGE_NEXT_BIRTHDAY) fields['about_you.dob'] = [{ key: 'needsTest.dobTooOld' }];
  }
  const { children, youngest_child_age: youngest } = body.family;
  if (children > 0 && youngest === undefined) {
    fields['family.youngest_child_age'] = [{ key: 'needsTest.youngestChildAgeRange' }];
  }
  if (Object.keys(fields).length > 0 || age === undefined) return { ok: false, fields };
  return {
    ok: true,
    answers: {
      ageNextBirthday: age,
      malaysian: body.about_you.citizenship === 'malaysian',
      hasSpouse: body.family.has_spouse,
      children,
      youngestChildAge: children > 0 ? (youngest ?? null) : null,
      incomeBand: body.money.monthly_income,
      commitmentBand: body.money.monthly_commitments,
      existingCoverSen: decimalStringToSen(body.money.existing_cover),
      homeLoan: body.debts.home_loan,
      otherDebts: body.debts.other_debts,
      priorities: body.priorities,
    },
  };
}

/** A reason in a language: money parameters (sen) formatted, the support address filled in. */
function renderReason(locale: Locale, reason: StoredReason, supportEmail: string): string {
  const params: Record<string, string | number> = { email: supportEmail };
  for (const [name, value] of Object.entries(reason.params ?? {})) {
    if (name === 'monthly' && typeof value === 'number') params[name] = formatMoney(value);
    else if (MONEY_PARAMS.has(name) && typeof value === 'number') {
      params[name] = formatMoney(value, { omitZeroSen: true });
    } else params[name] = value;
  }
  return translate(locale, reason.key as MessageKey, params);
}

interface Outcome {
  recommendation: Pick<
    Recommendation,
    | 'eligible'
    | 'ineligible'
    | 'ageNextBirthday'
    | 'incomeYears'
    | 'breakdown'
    | 'sumCoveredSen'
    | 'compassionateSen'
    | 'reasons'
  >;
  monthlySen: number | null;
}

/** The needs test's reads, rule and answer, shared by its routes. */
function needsTest(app: RouteApp) {
  const products = new ProductsRepository(app.db);
  const results = new NeedsTestRepository(app.db);
  const supportEmail = app.config.accounts.supportEmail;

  /** The member behind the request when it carries a valid session; anyone else is a visitor. */
  async function identify(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const header = readAuthorization(request.headers.authorization);
    if (!header && !request.session.get('access')) return;
    try {
      await app.authenticate(request, reply);
    } catch (error) {
      if (!isAppError(error)) throw error;
      // An expired access token is refreshed by the client, which sends the answers again and gets them saved.
      if (error.code === 'token_expired') throw error;
      request.auth = null;
    }
  }

  async function pricingConstants() {
    const pricing = await products.pricing(FLAGSHIP_PRODUCT_ID);
    if (!pricing) throw new AppError(404, 'not_rated', 'products.notRated');
    return pricing;
  }

  async function respond(
    locale: Locale,
    outcome: Outcome,
    saved: { uuid: string | null; createdAt: Date },
    answers: Record<string, unknown>,
  ) {
    const [product, launched] = await Promise.all([
      products.productById(FLAGSHIP_PRODUCT_ID),
      products.listProducts({ state: 'launched' }),
    ]);
    if (!product) throw new AppError(404, 'not_found', 'products.notFound');
    const en = locale === 'en';
    const { recommendation: r, monthlySen } = outcome;
    const money = (sen: number | null) => (sen === null ? null : senToDecimalString(sen));
    return {
      uuid: saved.uuid,
      saved: saved.uuid !== null,
      created_at: saved.createdAt.toISOString(),
      product: { id: product.id, slug: product.slug, name: en ? product.nameEn : product.nameMs },
      eligible: r.eligible,
      ineligible: r.ineligible,
      age_next_birthday: r.ageNextBirthday,
      income_years: r.incomeYears,
      need: {
        income: senToDecimalString(r.breakdown.income),
        debts: senToDecimalString(r.breakdown.debts),
        education: senToDecimalString(r.breakdown.education),
        final_expenses: senToDecimalString(r.breakdown.final_expenses),
        existing_cover: senToDecimalString(r.breakdown.existing_cover),
        total: senToDecimalString(r.breakdown.total),
      },
      sum_covered: money(r.sumCoveredSen),
      compassionate_benefit: money(r.compassionateSen),
      monthly_contribution: money(monthlySen),
      currency: 'MYR' as const,
      reasons: r.reasons.map((reason) => renderReason(locale, reason, supportEmail)),
      other_products: launched
        .filter((row) => row.id !== FLAGSHIP_PRODUCT_ID)
        .map((row) => ({
          id: row.id,
          slug: row.slug,
          name: en ? row.nameEn : row.nameMs,
          category: en ? row.category.nameEn : row.category.nameMs,
        })),
      answers,
    };
  }

  function outcomeOf(
    answers: NeedsAnswers,
    pricing: { constants: PricingConstants; bands: Parameters<typeof quote>[1] },
    gender: 'm' | 'f',
  ): Outcome {
    const recommendation = recommend(answers, pricing.constants);
    if (!recommendation.eligible || recommendation.sumCoveredSen === null)
      return { recommendation, monthlySen: null };
    const priced = quote(pricing.constants, pricing.bands, {
      gender: gender === 'm' ? 'male' : 'female',
      ageNextBirthday: answers.ageNextBirthday,
      sumCoveredSen: recommendation.sumCoveredSen,
    });
    // The entry ages lie inside the rate table; a gap is a data fault, told as the age rule.
    if (!priced) throw invalid({ 'about_you.dob': [{ key: 'validation.calculatorAgeRange' }] });
    recommendation.reasons.push(
      affordabilityReason(priced.monthlySen, answers.incomeBand, answers.commitmentBand),
    );
    return { recommendation, monthlySen: priced.monthlySen };
  }

  const postSchema = (doc: RouteDoc) => ({
    tags: doc.tags ?? ['products'],
    deprecated: doc.deprecated,
    security: anyCaller,
    summary: 'The needs test: a recommended Pusara Pro sum covered, its monthly contribution and the reasons',
    description:
      'The answers of the five sections (about you, family, money, debts, priorities). The need is years of ' +
      'household income + debts + education (RM30,000 a child) + RM10,000 funeral and family costs, for the ' +
      'priorities chosen, less existing cover; the sum covered is the need rounded up to RM25,000 steps within ' +
      'RM50,000-RM500,000. Not eligible (age next birthday outside 16-50, not a Malaysian citizen): no sum, with ' +
      "the reasons and the partners' products. A logged-in member's result is saved. Public rate limit.",
    body: NeedsTestBody,
    response: { 200: NeedsTestCreated, ...errorResponses(400, 403, 404, 429) },
  });

  const handle = async (request: FastifyRequest, body: Body) => {
    const checked = readAnswers(body, todayIso());
    if (!checked.ok) throw invalid(checked.fields);
    const pricing = await pricingConstants();
    const outcome = outcomeOf(checked.answers, pricing, body.about_you.gender);
    const answers = body as unknown as Record<string, unknown>;
    let saved: { uuid: string | null; createdAt: Date } = { uuid: null, createdAt: new Date() };
    if (request.auth) {
      const r = outcome.recommendation;
      const row = await results.insert({
        userId: request.auth.userId,
        productId: FLAGSHIP_PRODUCT_ID,
        answers,
        language: request.locale,
        eligible: r.eligible,
        ageNextBirthday: r.ageNextBirthday,
        needSen: r.breakdown.total,
        sumCoveredSen: r.sumCoveredSen,
        monthlySen: outcome.monthlySen,
        breakdown: { ...r.breakdown, income_years: r.incomeYears, compassionate: r.compassionateSen ?? -1 },
        reasons: r.reasons,
        ineligible: r.ineligible,
      });
      saved = { uuid: row.id, createdAt: row.createdAt };
    }
    return { data: await respond(request.locale, outcome, saved, answers) };
  };

  function outcomeOfRow(row: NeedsTestRow): Outcome {
    const { income_years: incomeYears = 0, compassionate = -1, ...breakdown } = row.breakdown;
    return {
      recommendation: {
        eligible: row.eligible,
        ineligible: row.ineligible as Recommendation['ineligible'],
        ageNextBirthday: row.ageNextBirthday,
        incomeYears,
        breakdown: breakdown as unknown as Recommendation['breakdown'],
        sumCoveredSen: row.sumCoveredSen,
        compassionateSen: compassionate < 0 ? null : compassionate,
        reasons: row.reasons,
      },
      monthlySen: row.monthlySen,
    };
  }

  return { identify, handle, postSchema, respond, outcomeOfRow, results };
}

/** The needs test: answers in, a recommendation out (saved for a logged-in member). */
export function needsTestRoute(app: RouteApp, url: string, doc: PublicRouteDoc) {
  const { identify, handle, postSchema } = needsTest(app);
  app.post(
    url,
    {
      config: { rateLimit: doc.rateLimit },
      bodyLimit: 8 * 1024,
      preHandler: identify,
      schema: postSchema(doc),
    },
    (request) => handle(request, request.body),
  );
}

export const needsTestRoutes: FastifyPluginAsyncTypebox<NeedsTestRoutesOptions> = async (app, options) => {
  const { respond, outcomeOfRow, results } = needsTest(app);
  needsTestRoute(app, '/products/api/v1/needs-test/', { rateLimit: options.rateLimit });

  app.get(
    '/products/api/v1/needs-test/latest/',
    {
      config: { rateLimit: options.rateLimit },
      onRequest: app.authenticate,
      schema: {
        tags: ['products'],
        security: [{ sessionCookie: [] }, { accessToken: [] }],
        summary:
          "The member's last saved needs-test result (null when none), reasons in the request language",
        response: { 200: NeedsTestLatest, ...errorResponses(401, 403, 429) },
      },
    },
    async (request) => {
      const userId = request.auth?.userId;
      if (!userId) throw new AppError(401, 'not_authenticated', 'auth.notAuthenticated');
      const row = await results.latest(userId);
      if (!row) return { data: null };
      return {
        data: await respond(
          request.locale,
          outcomeOfRow(row),
          { uuid: row.id, createdAt: row.createdAt },
          row.answers,
        ),
      };
    },
  );
};
