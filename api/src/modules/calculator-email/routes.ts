// product/api/v1/financial-calculator-results/send-email/ (contract 7.2, Products): the calculator's quote
// e-mailed to a visitor in their language. The price is worked out again here from the same inputs as the rate
// call (never taken from the request), the address is only used to queue the e-mail, and the call is limited
// per client address as tightly as the calls that send codes.
import type { RateLimitOptions } from '@fastify/rate-limit';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { todayIso } from '@teduh/shared/domain';
import { AppError, invalid } from '../../lib/errors';
import { Email, envelope, errorResponses } from '../../lib/http-schemas';
import { FLAGSHIP_PRODUCT_ID } from '../products/catalogue';
import { quote, validateRateRequest } from '../products/pricing';
import { ProductsRepository } from '../products/products-repository';
import { RateBody } from '../products/schemas';

export interface CalculatorEmailRoutesOptions {
  rateLimit: RateLimitOptions;
}

const SendEmailBody = Type.Object({
  ...RateBody.properties,
  email: Email,
  product: Type.Optional(
    Type.Integer({ minimum: 1, maximum: 2_147_483_647, 'x-message': 'products.notFound' }),
  ),
  language: Type.Optional(
    Type.Union([Type.Literal('en'), Type.Literal('ms')], { 'x-message': 'errors.invalidValue' }),
  ),
});

const Sent = envelope(
  Type.Object({
    email: Type.String(),
    language: Type.Union([Type.Literal('en'), Type.Literal('ms')]),
  }),
  'The e-mail is queued',
);

export const calculatorEmailRoutes: FastifyPluginAsyncTypebox<CalculatorEmailRoutesOptions> = async (
  app,
  options,
) => {
  const products = new ProductsRepository(app.db);

  app.post(
    '/financial-calculator-results/send-email/',
    {
      config: { rateLimit: options.rateLimit },
      bodyLimit: 4 * 1024,
      schema: {
        tags: ['products'],
        summary: "E-mail the calculator's quote to a visitor, in their language",
        description:
          "The rate call's fields (dob, gender, coverage_amount; product defaults to the flagship plan) and " +
          'the address. The price is worked out again from them. language (en or ms) defaults to the language ' +
          'of the request. 202: the e-mail is queued. Limited per client address.',
        body: SendEmailBody,
        response: { 202: Sent, ...errorResponses(400, 404, 429) },
      },
    },
    async (request, reply) => {
      const productId = request.body.product ?? FLAGSHIP_PRODUCT_ID;
      const product = await products.productById(productId);
      if (!product) throw new AppError(404, 'not_found', 'products.notFound');
      const pricing = await products.pricing(productId);
      if (!pricing) throw new AppError(404, 'not_rated', 'calculatorEmail.notRated');
      const checked = validateRateRequest(pricing.constants, request.body, todayIso());
      if (!checked.ok) throw invalid(checked.fields);
      const priced = quote(pricing.constants, pricing.bands, checked.value);
      if (!priced) throw invalid({ dob: [{ key: 'validation.calculatorAgeRange' }] });
      const language = request.body.language ?? request.locale;
      const email = request.body.email.trim();
      await app.emails.send(email, language, {
        template: 'calculator_quote',
        params: {
          productName: language === 'ms' ? product.nameMs : product.nameEn,
          productSlug: product.slug,
          gender: checked.value.gender,
          ageNextBirthday: priced.ageNextBirthday,
          sumCoveredSen: priced.sumCoveredSen,
          monthlySen: priced.monthlySen,
          yearlySen: priced.yearlySen,
        },
      });
      return reply.status(202).send({ data: { email, language } });
    },
  );
};
