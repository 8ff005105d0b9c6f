// Request and response schemas of the payments routes (card provider and FPX). Money on the wire is a decimal
// string with two places ("41.30"); dates are ISO 8601 timestamps, next_charge_on is YYYY-MM-DD.
import { Type, type Static } from '@fastify/type-provider-typebox';
import { envelope } from '../../lib/http-schemas';
import { IDEMPOTENCY_KEY_PATTERN } from './instant-pay';

const Uuid = Type.String({ format: 'uuid', 'x-message': 'payments.certificateInvalid' });
const Money = Type.String({
  pattern: '^\\d+\\.\\d{2}$',
  description: 'Ringgit, two decimals',
  examples: ['41.30'],
});
const Timestamp = Type.String({ format: 'date-time' });
const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Union([schema, Type.Null()]);
const ReturnUrl = Type.String({ minLength: 1, maxLength: 2000, 'x-message': 'payments.returnUrlOrigin' });

export const PaymentStatus = Type.Union(
  [
    Type.Literal('succeeded'),
    Type.Literal('pending'),
    Type.Literal('requires_action'),
    Type.Literal('failed'),
  ],
  {
    description: 'succeeded: success page; pending: pending page with uuid; requires_action: actions[0].url',
  },
);

export const Payment = Type.Object({
  uuid: Type.String({ format: 'uuid' }),
  certificate: Type.String({ format: 'uuid' }),
  channel: Type.Union([Type.Literal('card'), Type.Literal('fpx')]),
  status: PaymentStatus,
  amount: Money,
  currency: Type.Literal('MYR'),
  failure_code: Nullable(Type.String()),
  created_at: Timestamp,
  paid_at: Nullable(Timestamp),
  cached_data: Type.Object({
    actions: Type.Array(Type.Object({ url: Type.String() }), {
      description: 'With requires_action: the 3-D Secure page to send the member to',
    }),
  }),
});

export const PaymentResult = envelope(Payment);
export const PaymentList = envelope(Type.Array(Payment));

export const Session = Type.Object({
  uuid: Type.String({ format: 'uuid' }),
  certificate: Type.String({ format: 'uuid' }),
  status: Type.Union([
    Type.Literal('active'),
    Type.Literal('completed'),
    Type.Literal('expired'),
    Type.Literal('cancelled'),
  ]),
  amount: Money,
  currency: Type.Literal('MYR'),
  created_at: Timestamp,
  cached_data: Type.Object({ payment_link_url: Type.String({ description: 'The hosted checkout page' }) }),
});
export const SessionResult = envelope(Session);

export const SessionBody = Type.Object({
  certificate: Uuid,
  success_return_url: ReturnUrl,
  cancel_return_url: ReturnUrl,
});

export const PaymentRequestBody = Type.Object({
  payment_method: Type.String({ minLength: 1, maxLength: 64, 'x-message': 'payments.paymentMethodNotFound' }),
  submit: Type.Literal(true, { 'x-message': 'payments.submitRequired' }),
  success_return_url: Type.Optional(ReturnUrl),
  failure_return_url: Type.Optional(ReturnUrl),
});

export const CertificateParams = Type.Object({ certificate: Type.String({ maxLength: 64 }) });
export const IdParams = Type.Object({ id: Type.String({ maxLength: 64 }) });

export const Customer = envelope(
  Type.Object({
    id: Type.String({ description: "The member's customer id at the card provider" }),
    reference_id: Type.String({ format: 'uuid' }),
  }),
);

export const CardMethod = Type.Object({
  id: Type.String({ format: 'uuid' }),
  uuid: Type.String({ format: 'uuid' }),
  type: Type.Literal('card'),
  certificate: Type.String({ format: 'uuid' }),
  status: Type.Union([Type.Literal('active'), Type.Literal('cancelled')]),
  brand: Type.String(),
  masked_card_number: Type.String(),
  last4: Type.String(),
  expiry_month: Type.Integer(),
  expiry_year: Type.Integer(),
  created_at: Timestamp,
});
export const CardMethodResult = envelope(CardMethod);
export const CardMethodList = envelope(Type.Array(CardMethod));

export const CardMethodQuery = Type.Object({
  certificates__in: Type.Optional(
    Type.String({ maxLength: 2000, description: 'Comma-separated certificate uuids' }),
  ),
  status: Type.Optional(Type.Union([Type.Literal('active'), Type.Literal('cancelled')])),
});

export const SubscriptionBody = Type.Object({
  certificate: Uuid,
  payment_method: Type.String({ minLength: 1, maxLength: 64, 'x-message': 'payments.paymentMethodNotFound' }),
});

export const Subscription = envelope(
  Type.Object({
    uuid: Type.String({ format: 'uuid' }),
    certificate: Type.String({ format: 'uuid' }),
    channel: Type.Union([Type.Literal('card'), Type.Literal('fpx')]),
    payment_method: Type.String({ format: 'uuid' }),
    status: Type.Union([Type.Literal('active'), Type.Literal('cancelled')]),
    frequency: Type.Union([Type.Literal('month'), Type.Literal('year')]),
    amount: Nullable(Money),
    next_charge_on: Type.String({ format: 'date' }),
    created_at: Timestamp,
  }),
);

export const Received = envelope(Type.Object({ received: Type.Literal(true), duplicate: Type.Boolean() }));

/**
 * The card provider's webhook envelope, as documented (Payments API and Sessions webhooks): the event name, the
 * business, when it was sent, and the object it is about. There is no event id: a delivery is known again
 * by its event name and body (the provider retries the same body).
 */
export const WebhookEnvelope = Type.Object({
  event: Type.String({ minLength: 1, maxLength: 100 }),
  business_id: Type.Optional(Type.String({ maxLength: 100 })),
  created: Type.Optional(Type.String({ maxLength: 100 })),
  api_version: Type.Optional(Type.String({ maxLength: 40 })),
  data: Type.Record(Type.String(), Type.Unknown()),
});
export type WebhookEnvelope = Static<typeof WebhookEnvelope>;

/** The FPX gateway's signed callback: its own event id, the event type and the object it is about. */
export const CallbackEvent = Type.Object({
  event_id: Type.String({ minLength: 1, maxLength: 200 }),
  type: Type.String({ minLength: 1, maxLength: 100 }),
  data: Type.Unknown(),
});
export type CallbackEvent = Static<typeof CallbackEvent>;

// ---- FPX --------------------------------------------------------------------------------------------------

export const BankQuery = Type.Object({
  payment_method: Type.Optional(Type.Literal('mandate', { 'x-message': 'errors.invalidValue' })),
});

export const BankList = envelope(
  Type.Array(
    Type.Object({
      id: Type.String(),
      code: Type.String(),
      name: Type.String(),
      status: Type.Union([Type.Literal('online'), Type.Literal('offline')]),
      payment_method: Type.Literal('mandate'),
    }),
  ),
);

export const Mandate = Type.Object({
  id: Type.String({ format: 'uuid' }),
  uuid: Type.String({ format: 'uuid' }),
  type: Type.Literal('fpx_mandate'),
  certificate: Type.String({ format: 'uuid' }),
  status: Type.Union([
    Type.Literal('pending'),
    Type.Literal('active'),
    Type.Literal('rejected'),
    Type.Literal('cancelled'),
  ]),
  bank: Type.Object({ id: Type.String(), name: Type.String() }),
  max_amount: Money,
  frequency: Type.Union([Type.Literal('month'), Type.Literal('year')]),
  redirect_url: Nullable(
    Type.String({ description: "While pending: the bank's authorisation page (RM1.00)" }),
  ),
  failure_reason: Nullable(Type.String()),
  approved_at: Nullable(Timestamp),
  created_at: Timestamp,
});
export const MandateResult = envelope(Mandate);
export const MandateList = envelope(Type.Array(Mandate));

export const MandateBody = Type.Object({
  certificate: Uuid,
  bank_id: Type.String({ minLength: 1, maxLength: 32, 'x-message': 'payments.bankNotFound' }),
});

export const MandateQuery = Type.Object({
  status: Type.Optional(
    Type.Union([
      Type.Literal('pending'),
      Type.Literal('active'),
      Type.Literal('rejected'),
      Type.Literal('cancelled'),
    ]),
  ),
});

export const CollectionQuery = Type.Object({
  application_id: Type.String({ minLength: 1, maxLength: 64, 'x-message': 'payments.applicationIdRequired' }),
});

/** The amount the member was shown (instant-pay/ GET): the contribution less their rewards credit. */
const ExpectedAmount = Type.String({
  pattern: '^[0-9]{1,7}\\.[0-9]{2}$',
  description:
    'The amount the member was shown (instant-pay/ GET): any other amount is refused (409 amount_changed) ' +
    'before anything is charged',
  'x-message': 'validation.invalid',
});

export const CollectionBody = Type.Object({
  application_id: Type.String({ minLength: 1, maxLength: 64, 'x-message': 'payments.applicationIdRequired' }),
  payment_method: Type.Optional(
    Type.String({ maxLength: 64, 'x-message': 'payments.paymentMethodNotFound' }),
  ),
  expected_amount: Type.Optional(ExpectedAmount),
});

export const InstantPayBody = Type.Object({
  certificate: Uuid,
  payment_method: Type.Optional(
    Type.String({ minLength: 1, maxLength: 64, 'x-message': 'payments.paymentMethodNotFound' }),
  ),
  success_return_url: Type.Optional(ReturnUrl),
  failure_return_url: Type.Optional(ReturnUrl),
  expected_amount: Type.Optional(ExpectedAmount),
});

/** instant-pay/ GET: what paying now would charge. */
export const InstantPayQuery = Type.Object({ certificate: Uuid });

export const InstantPayQuote = envelope(
  Type.Object({
    certificate: Type.String({ format: 'uuid' }),
    due: Type.Boolean({ description: 'Whether a contribution is due now (instant-pay/ would charge it)' }),
    contribution: Money,
    reward_credit: Money,
    amount: Money,
    currency: Type.Literal('MYR'),
  }),
);

/** applications/{id}/pay/: instant-pay's body without the certificate, which is the application's. */
export const ApplicationPayBody = Type.Omit(InstantPayBody, ['certificate']);

export const InstantPayHeaders = Type.Object({
  'idempotency-key': Type.Optional(
    Type.String({ pattern: IDEMPOTENCY_KEY_PATTERN, 'x-message': 'payments.idempotencyKeyInvalid' }),
  ),
});

export const InstantPayResult = envelope(
  Type.Object({
    certificate: Type.String({ format: 'uuid' }),
    outcome: Type.Union([Type.Literal('payment'), Type.Literal('checkout')], {
      description: 'payment: charged to the saved card (see payment.status); checkout: send the member to it',
    }),
    amount: Money,
    currency: Type.Literal('MYR'),
    payment: Nullable(Payment),
    checkout: Nullable(Session),
  }),
);

export const AutoBillingQuery = Type.Object({ certificate: Uuid });
export const AutoBillingBody = Type.Object({ certificate: Uuid });

/** How a certificate is paid: its saved card or FPX mandate, and whether automatic billing is on. */
export const AutoBilling = envelope(
  Type.Object({
    certificate: Type.String({ format: 'uuid' }),
    status: Type.Union([Type.Literal('active'), Type.Literal('off')]),
    channel: Nullable(Type.Union([Type.Literal('card'), Type.Literal('fpx')])),
    frequency: Type.Union([Type.Literal('month'), Type.Literal('year')]),
    next_debit_on: Nullable(Type.String({ format: 'date' })),
    /** The next debit: the contribution less the reward credit it takes. */
    amount: Nullable(Money),
    /** Reward points redeemed against this certificate that the next debit takes off. */
    reward_credit: Nullable(Money),
    card: Nullable(
      Type.Object({
        id: Type.String({ format: 'uuid' }),
        brand: Type.String(),
        last4: Type.String(),
        expiry_month: Type.Integer(),
        expiry_year: Type.Integer(),
      }),
    ),
    mandate: Nullable(
      Type.Object({
        id: Type.String({ format: 'uuid' }),
        bank_name: Type.String(),
        status: Type.Union([
          Type.Literal('pending'),
          Type.Literal('active'),
          Type.Literal('rejected'),
          Type.Literal('cancelled'),
        ]),
      }),
    ),
  }),
);
