// Request and response schemas of the funeral-cover demo (demos/api/v1/kubur-pro/...).
import { Type } from '@fastify/type-provider-typebox';
import { envelope } from '../../lib/http-schemas';
import { funeralPlanIds, relationships } from './plans';

const Money = (description: string) =>
  Type.String({ pattern: '^[0-9]+\\.[0-9]{2}$', description: `${description} (RM, two places)` });

export const FuneralPlans = envelope(
  Type.Object({
    plans: Type.Array(
      Type.Object({
        id: Type.String(),
        benefit: Money('Funeral benefit'),
        monthly_contribution: Money('Illustrative monthly contribution'),
      }),
    ),
    relationships: Type.Array(Type.String()),
    cover_months: Type.Integer(),
  }),
);

export const KuburProQuotationBody = Type.Object({
  plan: Type.Enum([...funeralPlanIds], { 'x-message': 'kuburProDemo.plan' }),
  beneficiary: Type.Object({
    name: Type.String({ maxLength: 100, 'x-message': 'kuburProDemo.beneficiaryName' }),
    relationship: Type.Enum([...relationships], { 'x-message': 'kuburProDemo.relationship' }),
    phone: Type.String({ maxLength: 20, 'x-message': 'validation.invalidPhone' }),
  }),
});

export const KuburProCover = Type.Object({
  uuid: Type.String({ format: 'uuid' }),
  demo: Type.Literal(true, { description: 'A demonstration: never charged' }),
  status: Type.Enum(['quoted', 'issued']),
  holder_name: Type.String(),
  plan: Type.String(),
  benefit: Money('Funeral benefit'),
  monthly_contribution: Money('Illustrative monthly contribution'),
  charged: Money('What was charged: always 0.00'),
  beneficiary: Type.Object({ name: Type.String(), relationship: Type.String(), phone: Type.String() }),
  certificate_number: Type.Union([Type.String(), Type.Null()]),
  cover_starts_on: Type.Union([Type.String({ format: 'date' }), Type.Null()]),
  cover_ends_on: Type.Union([Type.String({ format: 'date' }), Type.Null()]),
  created_at: Type.String({ format: 'date-time' }),
});

export const KuburProCoverResult = envelope(KuburProCover);

export const CoverParams = Type.Object({ uuid: Type.String({ maxLength: 64 }) });
