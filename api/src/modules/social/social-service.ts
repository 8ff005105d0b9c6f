// Social sign-in's rules: who a provider identity signs in as, registering with one, proving an existing
// account before a link, linking and unlinking. A provider e-mail equal to a member's is never linked on its
// own: the member proves the account (password or e-mailed PIN) first, and an unverified provider e-mail
// proves nothing. Every link and unlink is e-mailed to the member.
import crypto from 'node:crypto';
import { and, asc, eq, lt } from 'drizzle-orm';
import { brand } from '../../brand';
import type { Database } from '../../db/database';
import { socialAccounts } from '../../db/schema';
import { socialSignIns } from '../../db/schema-social';
import { AppError, fieldError, invalid, type FieldErrors } from '../../lib/errors';
import type { Locale } from '../../lib/i18n';
import type { EmailService } from '../mail/email-service';
import { LOGIN_LOCK_MINUTES, type AuthFailures } from '../auth/auth-failures';
import { PIN_RESEND_COOLDOWN_SECONDS, PIN_TTL_MINUTES, type EmailPins } from '../auth/email-pins';
import { isPasswordHash, verifyPassword } from '../auth/passwords';
import type { SessionMeta, SessionsRepository, TokenPair } from '../auth/sessions-repository';
import {
  EmailTakenError,
  normalizeEmail,
  type UsersRepository,
  type UserRow,
} from '../auth/users-repository';
import { recordFirstReferral, referrerOfCode } from '../referral/referrals';
import { providerNames } from './messages';
import type { ProviderIdentity, SocialProvider } from './providers';
import { announceProfileChange } from '../auth/profile-cache';

/** A social-only account has no password: this marker never verifies (it is no scrypt hash). */
export const NO_PASSWORD = 'social-only';
export const SOCIAL_SIGN_IN_TTL_MINUTES = 30;

export const hasPassword = (user: Pick<UserRow, 'passwordHash'>) => isPasswordHash(user.passwordHash);

type PendingRow = typeof socialSignIns.$inferSelect;

/** What the web and apps are told about a sign-in that is not an account yet. */
export interface PendingView {
  provider: SocialProvider;
  email: string | null;
  email_verified: boolean;
  private_email: boolean;
  first_name: string | null;
  last_name: string | null;
  /** An account has this e-mail: the member proves it (password or PIN) to connect the provider. */
  existing_account: boolean;
  /** complete-registration needs an e-mailed PIN (no attested address from the provider). */
  email_needs_pin: boolean;
}

export type SignInOutcome =
  | { outcome: 'signed_in'; user: UserRow; tokens: TokenPair }
  | { outcome: 'registration_required' | 'link_required'; token: string; pending: PendingView };

export interface CompleteRegistration {
  firstName?: string;
  lastName?: string;
  email?: string;
  pin?: string;
  agreeTerms: boolean;
  agreePrivacy: boolean;
  referralCode?: string | null;
  language: Locale;
}

export type AccountProof = { password: string } | { pin: string };

const tokenHash = (token: string) => crypto.createHash('sha256').update(token).digest('base64url');

const params = (provider: SocialProvider) => ({ provider: providerNames[provider], brand: brand.name });

export function signInExpired(provider: SocialProvider = 'google'): AppError {
  return new AppError(400, 'social_sign_in_expired', {
    key: 'social.signInExpired',
    params: params(provider),
  });
}

function pinError(outcome: 'invalid' | 'expired' | 'exhausted'): AppError {
  const map = {
    invalid: ['pin_invalid', 'auth.pinInvalid'],
    expired: ['pin_expired', 'auth.pinExpired'],
    exhausted: ['pin_attempts_exceeded', 'auth.pinAttemptsExceeded'],
  } as const;
  const [code, key] = map[outcome];
  return new AppError(400, code, key, { fields: { pin: [{ key }] } });
}

export class SocialService {
  constructor(
    private readonly db: Database,
    private readonly users: UsersRepository,
    private readonly pins: EmailPins,
    private readonly failures: AuthFailures,
    private readonly sessions: SessionsRepository,
    private readonly emails: EmailService,
  ) {}

  private async linkedUser(identity: Pick<ProviderIdentity, 'provider' | 'subject'>, db: Database = this.db) {
    const [row] = await db
      .select()
      .from(socialAccounts)
      .where(
        and(eq(socialAccounts.provider, identity.provider), eq(socialAccounts.subject, identity.subject)),
      );
    return row;
  }

  /** A provider identity signs in when it is linked; otherwise it waits as a pending sign-in. */
  async signIn(identity: ProviderIdentity, meta: SessionMeta & { language: Locale }): Promise<SignInOutcome> {
    const linked = await this.linkedUser(identity);
    if (linked) {
      const user = await this.users.findById(linked.userId);
      if (!user || !user.isActive) {
        throw new AppError(400, 'invalid_credentials', 'auth.invalidCredentials');
      }
      if (user.language !== meta.language)
        await this.users.updateProfile(user.id, { language: meta.language });
      const tokens = await this.sessions.start(user.id, meta);
      return { outcome: 'signed_in', user, tokens };
    }
    const matched = identity.email ? await this.users.findByEmail(identity.email) : undefined;
    const member = matched?.isActive ? matched : undefined;
    const token = crypto.randomBytes(32).toString('base64url');
    const [row] = await this.db
      .insert(socialSignIns)
      .values({
        tokenHash: tokenHash(token),
        provider: identity.provider,
        subject: identity.subject,
        email: identity.email,
        emailVerified: identity.emailVerified,
        privateEmail: identity.privateEmail,
        firstName: identity.firstName,
        lastName: identity.lastName,
        matchedUserId: member?.id ?? null,
        expiresAt: new Date(Date.now() + SOCIAL_SIGN_IN_TTL_MINUTES * 60_000),
      })
      .returning();
    return {
      outcome: member ? 'link_required' : 'registration_required',
      token,
      pending: this.view(row!),
    };
  }

  private view(row: PendingRow): PendingView {
    return {
      provider: row.provider,
      email: row.email,
      email_verified: row.emailVerified,
      private_email: row.privateEmail,
      first_name: row.firstName,
      last_name: row.lastName,
      existing_account: row.matchedUserId !== null,
      email_needs_pin: !(row.email && row.emailVerified),
    };
  }

  private async pendingRow(token: string | undefined): Promise<PendingRow> {
    if (!token) throw signInExpired();
    const [row] = await this.db
      .select()
      .from(socialSignIns)
      .where(eq(socialSignIns.tokenHash, tokenHash(token)));
    if (!row || row.expiresAt.getTime() <= Date.now()) throw signInExpired(row?.provider);
    return row;
  }

  async pending(token: string | undefined): Promise<PendingView> {
    return this.view(await this.pendingRow(token));
  }

  /**
   * Creates the account of a pending sign-in. The provider's address is used as it is only when the provider
   * attested it; any other address needs the registration PIN e-mailed by `sendRegistrationPin` first.
   */
  async completeRegistration(
    token: string | undefined,
    details: CompleteRegistration,
    meta: SessionMeta,
  ): Promise<{ user: UserRow; tokens: TokenPair }> {
    const pending = await this.pendingRow(token);
    const fields: FieldErrors = {};
    const email = details.email?.trim() ? normalizeEmail(details.email) : pending.email;
    const firstName = (details.firstName ?? pending.firstName ?? '').trim();
    const lastName = (details.lastName ?? pending.lastName ?? '').trim();
    if (!email) fields.email = [{ key: 'social.emailRequired' }];
    if (!firstName) fields.first_name = [{ key: 'validation.required' }];
    if (!lastName) fields.last_name = [{ key: 'validation.required' }];
    if (!details.agreeTerms) fields.agree_terms = [{ key: 'validation.agreeTermsAndPrivacy' }];
    if (!details.agreePrivacy) fields.agree_privacy = [{ key: 'validation.agreeTermsAndPrivacy' }];
    const referralCode = details.referralCode?.trim() || null;
    if (referralCode && !(await referrerOfCode(this.db, referralCode))) {
      fields.referral_code = [{ key: 'validation.invalidReferralCode' }];
    }
    const attested = email !== null && pending.emailVerified && email === pending.email;
    if (email && !attested && !details.pin) fields.pin = [{ key: 'social.pinRequired' }];
    if (Object.keys(fields).length > 0) throw invalid(fields);
    if (await this.users.emailExists(email!)) throw fieldError('email', 'validation.emailTaken');

    let pinId: string | null = null;
    if (!attested) {
      const checked = await this.pins.check('registration', email!, details.pin!);
      if (checked.outcome !== 'ok') throw pinError(checked.outcome);
      pinId = (await this.pins.findByToken('registration', checked.token))?.id ?? null;
      if (!pinId) throw pinError('expired');
    }

    try {
      const created = await this.db.transaction(async (tx) => {
        if (pinId && !(await this.pins.consume(pinId, tx))) return null;
        const spent = await tx.delete(socialSignIns).where(eq(socialSignIns.id, pending.id)).returning();
        if (spent.length === 0) return null;
        if (await this.linkedUser(pending, tx)) return null;
        const user = await this.users.create(
          { email: email!, passwordHash: NO_PASSWORD, firstName, lastName, language: details.language },
          tx,
        );
        await tx.insert(socialAccounts).values({
          userId: user.id,
          provider: pending.provider,
          subject: pending.subject,
          email: pending.email,
        });
        if (referralCode) await recordFirstReferral(tx, user.id, referralCode);
        const tokens = await this.sessions.start(user.id, meta, tx);
        await this.emails.send(
          user.email,
          details.language,
          { template: 'welcome', params: { firstName: user.firstName, email: user.email } },
          { db: tx },
        );
        return { user, tokens };
      });
      if (!created) throw signInExpired(pending.provider);
      return created;
    } catch (error) {
      if (error instanceof EmailTakenError) throw fieldError('email', 'validation.emailTaken');
      throw error;
    }
  }

  /** E-mails the registration PIN to the address a pending sign-in will register with. */
  async sendRegistrationPin(
    token: string | undefined,
    rawEmail: string,
    language: Locale,
  ): Promise<{ email: string; expiresAt: Date }> {
    await this.pendingRow(token);
    const email = normalizeEmail(rawEmail);
    if (await this.users.emailExists(email)) throw fieldError('email', 'validation.emailTaken');
    await this.assertCooldown('registration', email);
    return this.db.transaction(async (tx) => {
      const issued = await this.pins.issue('registration', email, { db: tx });
      await this.emails.send(
        email,
        language,
        { template: 'registration_pin', params: { pin: issued.pin, minutes: PIN_TTL_MINUTES } },
        { db: tx },
      );
      return { email, expiresAt: issued.expiresAt };
    });
  }

  private async assertCooldown(purpose: 'registration' | 'social_link', email: string) {
    const wait = await this.pins.cooldownSeconds(purpose, email);
    if (wait > 0) {
      throw new AppError(
        429,
        'pin_resend_cooldown',
        { key: 'auth.pinResendCooldown', params: { seconds: wait } },
        { headers: { 'retry-after': String(wait) } },
      );
    }
  }

  private async matchedMember(pending: PendingRow): Promise<UserRow> {
    const user = pending.matchedUserId ? await this.users.findById(pending.matchedUserId) : undefined;
    if (!user || !user.isActive) throw new AppError(400, 'social_no_account', 'social.noAccountToProve');
    return user;
  }

  /** E-mails a PIN to the member whose address the provider gave, to prove the account before a link. */
  async sendLinkPin(token: string | undefined): Promise<{ email: string; resendAfterSeconds: number }> {
    const pending = await this.pendingRow(token);
    const user = await this.matchedMember(pending);
    await this.assertCooldown('social_link', user.email);
    await this.db.transaction(async (tx) => {
      const issued = await this.pins.issue('social_link', user.email, { userId: user.id, db: tx });
      await this.emails.send(
        user.email,
        user.language,
        {
          template: 'social_link_pin',
          params: { provider: providerNames[pending.provider], pin: issued.pin, minutes: PIN_TTL_MINUTES },
        },
        { db: tx },
      );
    });
    return { email: user.email, resendAfterSeconds: PIN_RESEND_COOLDOWN_SECONDS };
  }

  /**
   * The member of the matching e-mail proves the account (password, with login's throttling, or the e-mailed
   * PIN); then the provider is linked and the member signed in.
   */
  async proveAndLink(
    token: string | undefined,
    proof: AccountProof,
    meta: SessionMeta,
  ): Promise<{ user: UserRow; tokens: TokenPair }> {
    const pending = await this.pendingRow(token);
    const user = await this.matchedMember(pending);
    if ('password' in proof) {
      const wait = await this.failures.wait('login', user.email);
      if (wait.seconds > 0) {
        const minutes = Math.max(1, Math.ceil(wait.seconds / 60));
        throw new AppError(
          429,
          wait.locked ? 'login_locked' : 'login_throttled',
          wait.locked
            ? { key: 'auth.loginLocked', params: { minutes } }
            : { key: 'auth.loginThrottled', params: { seconds: wait.seconds } },
          { headers: { 'retry-after': String(wait.seconds) } },
        );
      }
      if (!(await verifyPassword(proof.password, user.passwordHash))) {
        const { lockedNow } = await this.failures.record('login', user.email);
        if (lockedNow) {
          await this.emails.send(user.email, user.language, {
            template: 'login_locked',
            params: { firstName: user.firstName, minutes: LOGIN_LOCK_MINUTES },
          });
        }
        throw new AppError(400, 'invalid_credentials', 'auth.invalidCredentials', {
          fields: { password: [{ key: 'auth.invalidCredentials' }] },
        });
      }
      await this.failures.clear('login', user.email);
    } else {
      const checked = await this.pins.check('social_link', user.email, proof.pin);
      if (checked.outcome !== 'ok') throw pinError(checked.outcome);
      const pin = await this.pins.findByToken('social_link', checked.token);
      if (!pin || !(await this.pins.consume(pin.id))) throw pinError('expired');
    }
    const tokens = await this.db.transaction(async (tx) => {
      const spent = await tx.delete(socialSignIns).where(eq(socialSignIns.id, pending.id)).returning();
      if (spent.length === 0) throw signInExpired(pending.provider);
      await this.insertLink(user, pending, tx);
      return this.sessions.start(user.id, meta, tx);
    });
    return { user, tokens };
  }

  /** Links a provider identity to a signed-in member (from the profile). */
  async link(userId: string, identity: ProviderIdentity): Promise<void> {
    const user = await this.users.findById(userId);
    if (!user || !user.isActive) throw new AppError(403, 'token_not_valid', 'auth.tokenNotValid');
    await this.db.transaction((tx) => this.insertLink(user, identity, tx));
  }

  private async insertLink(
    user: UserRow,
    identity: Pick<ProviderIdentity, 'provider' | 'subject' | 'email'>,
    db: Database,
  ): Promise<void> {
    const existing = await this.linkedUser(identity, db);
    if (existing?.userId === user.id) return;
    if (existing) {
      throw new AppError(409, 'social_account_taken', {
        key: 'social.accountTaken',
        params: params(identity.provider),
      });
    }
    const [sameProvider] = await db
      .select({ id: socialAccounts.id })
      .from(socialAccounts)
      .where(and(eq(socialAccounts.userId, user.id), eq(socialAccounts.provider, identity.provider)));
    if (sameProvider) {
      throw new AppError(409, 'social_provider_linked', {
        key: 'social.providerLinked',
        params: params(identity.provider),
      });
    }
    await db.insert(socialAccounts).values({
      userId: user.id,
      provider: identity.provider,
      subject: identity.subject,
      email: identity.email,
    });
    announceProfileChange(user.id);
    await this.emails.send(
      user.email,
      user.language,
      {
        template: 'social_changed',
        params: {
          firstName: user.firstName,
          provider: providerNames[identity.provider],
          change: 'linked',
          account: identity.email,
        },
      },
      { db },
    );
  }

  /** Unlinks a provider; the member's last way to sign in stays. */
  async unlink(userId: string, provider: SocialProvider): Promise<void> {
    const user = await this.users.findById(userId);
    if (!user || !user.isActive) throw new AppError(403, 'token_not_valid', 'auth.tokenNotValid');
    await this.db.transaction(async (tx) => {
      const linked = await tx
        .select()
        .from(socialAccounts)
        .where(eq(socialAccounts.userId, userId))
        .orderBy(asc(socialAccounts.createdAt))
        .for('update');
      const target = linked.find((row) => row.provider === provider);
      if (!target) {
        throw new AppError(404, 'social_not_linked', { key: 'social.notLinked', params: params(provider) });
      }
      if (!hasPassword(user) && linked.length <= 1) {
        throw new AppError(400, 'last_sign_in_method', 'social.lastMethod');
      }
      await tx.delete(socialAccounts).where(eq(socialAccounts.id, target.id));
      announceProfileChange(user.id);
      await this.emails.send(
        user.email,
        user.language,
        {
          template: 'social_changed',
          params: {
            firstName: user.firstName,
            provider: providerNames[provider],
            change: 'unlinked',
            account: target.email,
          },
        },
        { db: tx },
      );
    });
  }

  /** Housekeeping: pending sign-ins past their time. */
  async purgeExpired(db: Database = this.db): Promise<void> {
    await db.delete(socialSignIns).where(lt(socialSignIns.expiresAt, new Date()));
  }
}
