// Request and response schemas of the auth service (auth/api/v1/).
import { Type } from '@fastify/type-provider-typebox';
import { Email } from '../../lib/http-schemas';

const Nullable = <T extends ReturnType<typeof Type.String>>(schema: T) => Type.Union([schema, Type.Null()]);

export const ProfileSchema = Type.Object(
  {
    uuid: Type.String({ format: 'uuid', description: 'Also the analytics user id' }),
    first_name: Type.String(),
    last_name: Type.String(),
    full_name: Type.String(),
    email: Type.String({ format: 'email' }),
    gender: Type.Union([Type.Literal('male'), Type.Literal('female'), Type.Null()]),
    dob: Nullable(Type.String({ format: 'date', description: 'YYYY-MM-DD' })),
    id_ref: Nullable(Type.String({ description: 'NRIC, 14 characters with dashes' })),
    profile_picture: Nullable(Type.String({ description: 'URL' })),
    addresses: Type.Array(
      Type.Object({
        uuid: Type.String({ format: 'uuid' }),
        address_1: Type.String(),
        address_2: Nullable(Type.String()),
        postcode: Type.String(),
        city: Nullable(Type.String()),
        state: Nullable(Type.String()),
        country: Type.String(),
      }),
    ),
    social_media: Type.Array(
      Type.Object({
        provider: Type.Union([Type.Literal('google'), Type.Literal('facebook'), Type.Literal('apple')]),
        email: Nullable(Type.String()),
        linked_at: Type.String({ format: 'date-time' }),
      }),
    ),
    ekyc_status: Type.String({ description: 'unverified until an identity check is submitted' }),
    referral_code: Type.String(),
    completed_registration: Type.Boolean(),
    has_password: Type.Boolean({
      description:
        'false for a member who signs in only with Google, Apple or Facebook (no password to ask for)',
    }),
    newsletter: Type.Boolean({ description: "Whether the member's address receives the newsletter" }),
  },
  { description: 'The member profile' },
);

export const TokenDelivery = Type.Enum(['cookie', 'body'], {
  description:
    'cookie (default): the tokens go into the encrypted HttpOnly session cookie and are not in the body; ' +
    'body: the tokens are returned for apps and webviews, which send them as the Authorization header.',
});

export const TokensSchema = Type.Object({
  access: Type.Optional(Type.String({ description: 'Only with delivery=body' })),
  refresh: Type.Optional(Type.String({ description: 'Only with delivery=body' })),
  access_expires_at: Type.String({ format: 'date-time' }),
  refresh_expires_at: Type.String({ format: 'date-time' }),
});

export const SessionSchema = Type.Object({
  ...TokensSchema.properties,
  profile: ProfileSchema,
});

export const Pin = Type.String({
  pattern: '^[0-9]{6}$',
  'x-message': 'validation.pinLength',
  'x-required-message': 'validation.pinRequired',
});

/** A name: at least one visible character. */
export const PersonName = Type.String({ pattern: '\\S', maxLength: 100, 'x-message': 'validation.required' });

export const RegisterBody = Type.Object({ email: Email });

export const RegisterVerifyBody = Type.Object({ email: Email, pin: Pin });

export const RegisterConfirmBody = Type.Object({
  token: Type.String({ minLength: 1, maxLength: 200 }),
  password: Type.String({ minLength: 1, maxLength: 128 }),
  first_name: PersonName,
  last_name: PersonName,
  agree_terms: Type.Boolean({ 'x-message': 'validation.agreeTermsAndPrivacy' }),
  agree_privacy: Type.Boolean({ 'x-message': 'validation.agreeTermsAndPrivacy' }),
  referral_code: Type.Optional(
    Type.Union([Type.String({ maxLength: 40, 'x-message': 'validation.invalidReferralCode' }), Type.Null()], {
      description:
        'The referral code the new member signs up with (empty or null: none). An unknown code answers 400 ' +
        "'Invalid Code' on this field, so a stale code is never dropped silently.",
    }),
  ),
  delivery: Type.Optional(TokenDelivery),
});

export const LoginBody = Type.Object({
  email: Email,
  password: Type.String({ minLength: 1, maxLength: 128 }),
  delivery: Type.Optional(TokenDelivery),
});

export const RefreshBody = Type.Object({
  refresh: Type.Optional(
    Type.String({ minLength: 1, maxLength: 2000, description: 'Omit to use the session cookie' }),
  ),
});

export const ProfilePatchBody = Type.Object({
  first_name: Type.Optional(PersonName),
  last_name: Type.Optional(PersonName),
  dob: Type.Optional(
    Type.String({ format: 'date', description: 'YYYY-MM-DD', 'x-message': 'validation.invalidDateOfBirth' }),
  ),
  gender: Type.Optional(Type.Enum(['male', 'female'])),
  id_ref: Type.Optional(Type.String({ maxLength: 20, description: 'NRIC as xxxxxx-xx-xxxx' })),
  profile_picture: Type.Optional(
    Type.Union([Type.Literal(''), Type.Null()], {
      description:
        'As JSON or a multipart text field: empty (or null) removes the picture. As a multipart file: the ' +
        'new picture (JPEG, PNG, WebP or HEIC, at most 5 MB).',
      'x-message': 'auth.pictureType',
    }),
  ),
  profile_picture_reset: Type.Optional(
    Type.Boolean({ description: 'true removes the profile picture (same as an empty profile_picture)' }),
  ),
});

export const GenerateOtpBody = Type.Object({
  purpose: Type.Enum(['delete-account'], { description: 'What the code is for: delete-account' }),
});

export const OtpIssued = Type.Object({
  email: Type.String(),
  expires_at: Type.String({ format: 'date-time' }),
  resend_after_seconds: Type.Integer(),
});

export const DeleteAccountBody = Type.Object({
  /** Required of a member with a password; one who signs in only with Google, Apple or Facebook has none. */
  password: Type.Optional(Type.String({ minLength: 1, maxLength: 128 })),
  otp: Pin,
});

export const ChangeEmailBody = Type.Object({ email: Email });

export const EmailChangeToken = Type.Object({
  token: Type.String({ minLength: 1, maxLength: 200, 'x-message': 'auth.emailChangeTokenInvalid' }),
});

export const ProfilePatchQuery = Type.Object({
  query: Type.Optional(Type.String({ format: 'uuid', description: 'uuid of an address to remove' })),
});

const Password = Type.String({ minLength: 1, maxLength: 128 });

export const ChangePasswordBody = Type.Object({
  password: Password,
  password_new: Password,
  password_confirm: Password,
});

export const RecoveryBody = Type.Object({ email: Email });

export const RecoveryVerifyBody = Type.Object({ email: Email, pin: Pin });

export const RecoveryConfirmBody = Type.Object({
  token: Type.String({ minLength: 1, maxLength: 200 }),
  password: Password,
  password_confirm: Password,
});
