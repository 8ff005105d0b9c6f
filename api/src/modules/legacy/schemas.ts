// Bodies of the older generation's adapters: where its call differs from the newer one's (contract 7.3).
import { Type } from '@fastify/type-provider-typebox';
import { CancelBody, RateBody } from '../certificates/schemas';

/** DELETE api/policies/<uuid>/: the reason of the cancellation, as cancel/ takes it (the certificate is in the path). */
export const PolicyDeleteBody = Type.Pick(CancelBody, ['reason', 'reason_text']);

/** POST api/quotations/<uuid>/activate/: rate/ with submit true; the contribution term may come along. */
export const QuotationActivateBody = Type.Omit(RateBody, ['submit']);
