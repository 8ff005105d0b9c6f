// Request and response schemas of social sign-in (both API generations).
import { Type } from '@fastify/type-provider-typebox';
import { Email } from '../../lib/http-schemas';
import { PersonName, Pin, ProfileSchema, TokenDelivery, TokensSchema } from '../auth/schemas';

export const ProviderParams = Type.Object({
  provider: Type.Union([Type.Literal('google'), Type.Literal('facebook'), Type.Literal('apple')]),
});

export const PendingSchema = Type.Object({
  provider: Type.String(),
  email: Type.Union([Type.String(), Type.Null()]),
  email_verified: Type.Boolean(),
  private_email: Type.Boolean({ description: "Apple's private relay address" }),
  first_name: Type.Union([Type.String(), Type.Null()]),
  last_name: Type.Union([Type.String(), Type.Null()]),
  existing_account: Type.Boolean({
    description: 'An account has this e-mail: prove it (link-existing/) to connect the provider',
  }),
  email_needs_pin: Type.Boolean({
    description: 'complete-registration/ needs the PIN of email-pin/ (no attested address from the provider)',
  }),
});

export const SocialToken = Type.Optional(
  Type.String({
    minLength: 1,
    maxLength: 200,
    description: 'The pending sign-in (apps); browsers leave it out and the session cookie carries it',
  }),
);

export const AppTokenBody = Type.Object({
  id_token: Type.Optional(Type.String({ minLength: 1, maxLength: 8000, description: 'Google, Apple' })),
  access_token: Type.Optional(Type.String({ minLength: 1, maxLength: 2000, description: 'Facebook' })),
  nonce: Type.Optional(Type.String({ minLength: 1, maxLength: 200, description: 'The nonce the app sent' })),
  delivery: Type.Optional(TokenDelivery),
});

export const SignInAnswer = Type.Object({
  outcome: Type.Union([
    Type.Literal('signed_in'),
    Type.Literal('registration_required'),
    Type.Literal('link_required'),
  ]),
  ...Type.Partial(TokensSchema).properties,
  profile: Type.Optional(ProfileSchema),
  social_token: Type.Optional(Type.String({ description: 'Only with delivery=body' })),
  pending: Type.Optional(PendingSchema),
});

export const CompleteRegistrationBody = Type.Object({
  social_token: SocialToken,
  first_name: Type.Optional(PersonName),
  last_name: Type.Optional(PersonName),
  email: Type.Optional(Email),
  pin: Type.Optional(Pin),
  agree_terms: Type.Boolean({ 'x-message': 'validation.agreeTermsAndPrivacy' }),
  agree_privacy: Type.Boolean({ 'x-message': 'validation.agreeTermsAndPrivacy' }),
  referral_code: Type.Optional(
    Type.Union([Type.String({ maxLength: 40, 'x-message': 'validation.invalidReferralCode' }), Type.Null()]),
  ),
  delivery: Type.Optional(TokenDelivery),
});

export const EmailPinBody = Type.Object({ social_token: SocialToken, email: Email });

export const LinkExistingBody = Type.Object({
  social_token: SocialToken,
  password: Type.Optional(Type.String({ minLength: 1, maxLength: 128 })),
  pin: Type.Optional(Pin),
  delivery: Type.Optional(TokenDelivery),
});

export const PendingQuery = Type.Object({ social_token: SocialToken });

export const AuthorizeQuery = Type.Object({
  intent: Type.Optional(Type.Union([Type.Literal('login'), Type.Literal('link')])),
  locale: Type.Optional(Type.Union([Type.Literal('en'), Type.Literal('ms')])),
  next: Type.Optional(Type.String({ maxLength: 500, description: 'A path of the web app to return to' })),
});
