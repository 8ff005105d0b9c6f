// Account flows: registration by e-mailed PIN, login, profile changes, password change and recovery.
import {
  isCalendarDate,
  nricMatchesDob,
  nricMatchesGender,
  parseNric,
  todayIso,
  validateDashedNric,
} from '@teduh/shared/domain';
import type { Database } from '../../db/database';
import { AppError, fieldError, invalid, type FieldErrors } from '../../lib/errors';
import type { Locale } from '../../lib/i18n';
import type { EmailService } from '../mail/email-service';
import { EmailPins, PIN_RESEND_COOLDOWN_SECONDS, PIN_TTL_MINUTES } from './email-pins';
import { hashPassword, needsRehash, verifyPassword } from './passwords';
import { recordFirstReferral, referrerOfCode } from '../referral/referrals';
import { issueSignupVoucher } from '../rewards/rewards-service';
import { passwordProblems } from './password-policy';
import type { ProfilePictures } from './profile-pictures';
import { LOGIN_LOCK_MINUTES, type AuthFailures, type Wait } from './auth-failures';
import type { SessionMeta, SessionsRepository, TokenPair } from './sessions-repository';
import {
  EmailTakenError,
  normalizeEmail,
  UsersRepository,
  type ProfileChanges,
  type UserRow,
} from './users-repository';
import { announceProfileChange } from './profile-cache';

export interface RegistrationStarted {
  email: string;
  expiresAt: Date;
  resendAfterSeconds: number;
}

export interface RegistrationDetails {
  token: string;
  password: string;
  firstName: string;
  lastName: string;
  agreeTerms: boolean;
  agreePrivacy: boolean;
  language: Locale;
  /** The referral code signed up with, if any; checked before the account is made. */
  referralCode?: string | null;
}

export interface ProfileInput {
  firstName?: string;
  lastName?: string;
  dob?: string;
  gender?: 'male' | 'female';
  idRef?: string;
  /** The uploaded file (checked and resized here); null removes the picture; undefined leaves it. */
  picture?: Buffer | null;
}

export interface PasswordChange {
  current: string;
  next: string;
  confirmation: string;
}

export const RECOVERY_JOB = 'auth.recovery-pin';

export interface RecoveryJobPayload {
  email: string;
  language: Locale;
}

/** A login that must wait: slowed after 5 wrong passwords, locked after 10 (the same for any address). */
function loginWait(wait: Wait): AppError {
  const headers = { 'retry-after': String(wait.seconds) };
  if (wait.locked) {
    const minutes = Math.max(1, Math.ceil(wait.seconds / 60));
    return new AppError(429, 'login_locked', { key: 'auth.loginLocked', params: { minutes } }, { headers });
  }
  return new AppError(
    429,
    'login_throttled',
    { key: 'auth.loginThrottled', params: { seconds: wait.seconds } },
    { headers },
  );
}

const recoveryTokenInvalid = () =>
  new AppError(400, 'recovery_token_invalid', 'auth.recoveryTokenInvalid', {
    fields: { token: [{ key: 'auth.recoveryTokenInvalid' }] },
  });

export class AccountsService {
  /** Compared against when an e-mail is unknown, so a failed login costs the same either way. */
  private dummyHash: Promise<string>;

  constructor(
    private readonly db: Database,
    private readonly users: UsersRepository,
    private readonly pins: EmailPins,
    private readonly failures: AuthFailures,
    private readonly sessions: SessionsRepository,
    private readonly emails: EmailService,
    private readonly enqueueJob: (kind: string, payload: object) => Promise<number>,
    private readonly options: { scryptCost: number },
    private readonly pictures: ProfilePictures,
    private readonly log: { warn: (object: object, message: string) => void } = console,
  ) {
    this.dummyHash = hashPassword('not a real password: timing only', options.scryptCost);
  }

  /**
   * Step 1: e-mails a PIN. An address that has an account answers 'E-mail is taken' after the same single
   * lookup whatever the state of that account, so the answer's timing says nothing the message does not.
   */
  async startRegistration(rawEmail: string, language: Locale): Promise<RegistrationStarted> {
    const email = normalizeEmail(rawEmail);
    if (await this.users.emailExists(email)) throw fieldError('email', 'validation.emailTaken');

    const wait = await this.pins.cooldownSeconds('registration', email);
    if (wait > 0) {
      throw new AppError(
        429,
        'pin_resend_cooldown',
        { key: 'auth.pinResendCooldown', params: { seconds: wait } },
        { headers: { 'retry-after': String(wait) } },
      );
    }

    const { expiresAt } = await this.db.transaction(async (tx) => {
      const issued = await this.pins.issue('registration', email, { db: tx });
      await this.emails.send(
        email,
        language,
        { template: 'registration_pin', params: { pin: issued.pin, minutes: PIN_TTL_MINUTES } },
        { db: tx },
      );
      return issued;
    });
    return { email, expiresAt, resendAfterSeconds: PIN_RESEND_COOLDOWN_SECONDS };
  }

  /** Step 2: the PIN from the e-mail, exchanged for a registration token. */
  verifyRegistration(rawEmail: string, pin: string): Promise<{ token: string; expiresAt: Date }> {
    return this.checkPin('registration', rawEmail, pin);
  }

  private async checkPin(
    purpose: 'registration' | 'recovery',
    rawEmail: string,
    pin: string,
  ): Promise<{ token: string; expiresAt: Date }> {
    const email = normalizeEmail(rawEmail);
    const result = await this.pins.check(purpose, email, pin);
    switch (result.outcome) {
      case 'ok':
        return { token: result.token, expiresAt: result.tokenExpiresAt };
      case 'invalid':
        throw new AppError(400, 'pin_invalid', 'auth.pinInvalid', {
          fields: { pin: [{ key: 'auth.pinInvalid' }] },
        });
      case 'expired':
        throw new AppError(400, 'pin_expired', 'auth.pinExpired', {
          fields: { pin: [{ key: 'auth.pinExpired' }] },
        });
      case 'exhausted':
        throw new AppError(400, 'pin_attempts_exceeded', 'auth.pinAttemptsExceeded', {
          fields: { pin: [{ key: 'auth.pinAttemptsExceeded' }] },
        });
    }
  }

  /** Step 3: the account is created and logged in. */
  async confirmRegistration(
    details: RegistrationDetails,
    meta: SessionMeta,
  ): Promise<{ user: UserRow; tokens: TokenPair }> {
    const pin = await this.pins.findByToken('registration', details.token);
    if (!pin) {
      throw new AppError(400, 'registration_token_invalid', 'auth.registrationTokenInvalid', {
        fields: { token: [{ key: 'auth.registrationTokenInvalid' }] },
      });
    }

    const fields: FieldErrors = {};
    const problems = passwordProblems(details.password, {
      email: pin.email,
      firstName: details.firstName,
      lastName: details.lastName,
    });
    if (problems.length > 0) fields.password = problems.map((key) => ({ key }));
    if (!details.agreeTerms) fields.agree_terms = [{ key: 'validation.agreeTermsAndPrivacy' }];
    if (!details.agreePrivacy) fields.agree_privacy = [{ key: 'validation.agreeTermsAndPrivacy' }];
    const referralCode = details.referralCode?.trim() || null;
    if (referralCode && !(await referrerOfCode(this.db, referralCode))) {
      fields.referral_code = [{ key: 'validation.invalidReferralCode' }];
    }
    if (Object.keys(fields).length > 0) throw invalid(fields);

    const passwordHash = await hashPassword(details.password, this.options.scryptCost);
    try {
      const created = await this.db.transaction(async (tx) => {
        if (!(await this.pins.consume(pin.id, tx))) return null;
        const user = await this.users.create(
          {
            email: pin.email,
            passwordHash,
            firstName: details.firstName,
            lastName: details.lastName,
            language: details.language,
          },
          tx,
        );
        // Only the first code counts: a new account has none yet, so this one is recorded.
        if (referralCode) await recordFirstReferral(tx, user.id, referralCode);
        await issueSignupVoucher(tx, user.id);
        const tokens = await this.sessions.start(user.id, meta, tx);
        await this.emails.send(
          user.email,
          details.language,
          { template: 'welcome', params: { firstName: user.firstName, email: user.email } },
          { db: tx },
        );
        return { user, tokens };
      });
      if (!created) {
        throw new AppError(400, 'registration_token_invalid', 'auth.registrationTokenInvalid', {
          fields: { token: [{ key: 'auth.registrationTokenInvalid' }] },
        });
      }
      return created;
    } catch (error) {
      if (error instanceof EmailTakenError) {
        throw new AppError(400, 'email_taken', 'validation.emailTaken');
      }
      throw error;
    }
  }

  async login(
    rawEmail: string,
    password: string,
    meta: SessionMeta & { language: Locale },
  ): Promise<{ user: UserRow; tokens: TokenPair }> {
    const email = normalizeEmail(rawEmail);
    const wait = await this.failures.wait('login', email);
    if (wait.seconds > 0) throw loginWait(wait);
    const user = await this.users.findByEmail(email);
    const matches = await verifyPassword(password, user?.passwordHash ?? (await this.dummyHash));
    if (!user || !matches || !user.isActive) {
      const { lockedNow } = await this.failures.record('login', email);
      if (lockedNow && user?.isActive) {
        await this.emails.send(user.email, user.language, {
          template: 'login_locked',
          params: { firstName: user.firstName, minutes: LOGIN_LOCK_MINUTES },
        });
      }
      throw new AppError(400, 'invalid_credentials', 'auth.invalidCredentials');
    }
    await this.failures.clear('login', email);
    if (needsRehash(user.passwordHash, this.options.scryptCost)) {
      await this.users.updatePasswordHash(user.id, await hashPassword(password, this.options.scryptCost));
    }
    // E-mails follow the language the member last used.
    if (user.language !== meta.language) await this.users.updateProfile(user.id, { language: meta.language });
    const tokens = await this.sessions.start(user.id, meta);
    return { user, tokens };
  }

  /**
   * Changes the member's details. The NRIC is checked only when it changes: a new one must match the date of
   * birth and gender (or sets them when they are not sent), and it can no longer change once an identity check
   * was accepted. A picture is checked by its content, resized and stored; the old file goes once the change is
   * saved.
   */
  async updateProfile(userId: string, input: ProfileInput, removeAddressId?: string): Promise<void> {
    const user = await this.users.findById(userId);
    if (!user || !user.isActive) throw new AppError(403, 'token_not_valid', 'auth.tokenNotValid');

    const fields: FieldErrors = {};
    const changes: ProfileChanges = {};
    if (input.firstName !== undefined) changes.firstName = input.firstName.trim();
    if (input.lastName !== undefined) changes.lastName = input.lastName.trim();
    if (input.dob !== undefined) {
      if (!isCalendarDate(input.dob) || input.dob > todayIso()) {
        fields.dob = [{ key: 'validation.invalidDateOfBirth' }];
      } else {
        changes.dob = input.dob;
      }
    }
    if (input.gender !== undefined) changes.gender = input.gender;
    // Forms send the NRIC they show: the one on file, unchanged, is not a change.
    const idRef = input.idRef !== undefined && input.idRef.trim() !== user.idRef ? input.idRef : undefined;
    if (idRef !== undefined && user.ekycStatus === 'accepted') {
      throw new AppError(400, 'id_ref_locked', 'auth.idRefLocked', {
        fields: { id_ref: [{ key: 'auth.idRefLocked' }] },
      });
    }
    if (idRef !== undefined) {
      const formatError = validateDashedNric(idRef);
      const nric = formatError ? null : parseNric(idRef);
      if (formatError || !nric) {
        fields.id_ref = [{ key: formatError ?? 'validation.invalidDateOfBirth' }];
      } else {
        changes.idRef = nric.dashed;
        // Without a date of birth or gender in the request, the NRIC supplies them (spec section 5).
        if (input.dob === undefined) changes.dob = nric.dob;
        else if (!fields.dob && !nricMatchesDob(nric.digits, input.dob)) {
          (fields.id_ref ??= []).push({ key: 'validation.nricDobMismatch' });
        }
        if (input.gender === undefined) changes.gender = nric.gender;
        else if (!nricMatchesGender(nric.digits, input.gender)) {
          (fields.id_ref ??= []).push({ key: 'validation.nricGenderMismatch' });
        }
      }
    } else if (user.idRef && (input.dob !== undefined || input.gender !== undefined)) {
      // The NRIC on file still has to agree with a changed date of birth or gender.
      if (input.dob !== undefined && !fields.dob && !nricMatchesDob(user.idRef, input.dob)) {
        (fields.dob ??= []).push({ key: 'validation.nricDobMismatch' });
      }
      if (input.gender !== undefined && !nricMatchesGender(user.idRef, input.gender)) {
        (fields.gender ??= []).push({ key: 'validation.nricGenderMismatch' });
      }
    }
    if (Object.keys(fields).length > 0) throw invalid(fields);

    // The new picture is stored before the row changes; if saving fails, the new file goes again.
    const newPicture = input.picture ? await this.pictures.store(input.picture) : undefined;
    if (input.picture !== undefined) changes.profilePicture = newPicture ?? null;
    try {
      await this.db.transaction(async (tx) => {
        if (removeAddressId && !(await this.users.removeAddress(userId, removeAddressId, tx))) {
          throw new AppError(404, 'address_not_found', 'auth.addressNotFound');
        }
        await this.users.updateProfile(userId, changes, tx);
      });
      // Again once committed: a profile read while the transaction ran may have been kept.
      announceProfileChange(userId);
    } catch (error) {
      if (newPicture) await this.pictures.delete(newPicture);
      throw error;
    }
    if (input.picture !== undefined && user.profilePicture) await this.deletePicture(user.profilePicture);
  }

  /** Removes a stored picture; a failure is logged, never the member's problem. */
  async deletePicture(key: string): Promise<void> {
    if (/^https?:\/\//.test(key)) return;
    try {
      await this.pictures.delete(key);
    } catch (error) {
      this.log.warn({ err: error }, 'profile picture could not be deleted');
    }
  }

  /** Changes the password of a logged-in member; the member's other sessions end. */
  async changePassword(userId: string, sessionId: string, change: PasswordChange): Promise<void> {
    const user = await this.users.findById(userId);
    if (!user) throw new AppError(403, 'token_not_valid', 'auth.tokenNotValid');

    const fields: FieldErrors = {};
    if (!(await verifyPassword(change.current, user.passwordHash))) {
      fields.password = [{ key: 'auth.currentPasswordWrong' }];
    }
    this.checkNewPassword(user, change.next, change.confirmation, fields, 'password_new');
    if (Object.keys(fields).length > 0) throw invalid(fields);

    await this.users.setPassword(user.id, await hashPassword(change.next, this.options.scryptCost));
    await this.sessions.revokeAllForUser(user.id, 'password_changed', sessionId);
    await this.emails.send(user.email, user.language, {
      template: 'password_changed',
      params: { firstName: user.firstName },
    });
  }

  /**
   * Recovery step 1. The answer is the same whether or not the address has an account: the work that differs
   * (PIN, e-mail) happens in a job, so neither the answer nor its timing tells who is a member.
   */
  async requestRecovery(rawEmail: string, language: Locale): Promise<{ email: string }> {
    const email = normalizeEmail(rawEmail);
    await this.enqueueJob(RECOVERY_JOB, { email, language } satisfies RecoveryJobPayload);
    return { email };
  }

  /** The recovery job: e-mails a PIN to an active account, at most once per cool-down. */
  async sendRecoveryPin({ email, language }: RecoveryJobPayload): Promise<void> {
    const user = await this.users.findByEmail(email);
    if (!user || !user.isActive) return;
    if ((await this.pins.cooldownSeconds('recovery', email)) > 0) return;
    await this.db.transaction(async (tx) => {
      const issued = await this.pins.issue('recovery', email, { userId: user.id, db: tx });
      await this.emails.send(
        email,
        language,
        { template: 'recovery_pin', params: { pin: issued.pin, minutes: PIN_TTL_MINUTES } },
        { db: tx },
      );
    });
  }

  /** Recovery step 2: the PIN for a one-time token; wrong PINs are capped per address per day. */
  async verifyRecovery(rawEmail: string, pin: string): Promise<{ token: string; expiresAt: Date }> {
    const email = normalizeEmail(rawEmail);
    const wait = await this.failures.wait('recovery', email);
    if (wait.seconds > 0) {
      throw new AppError(429, 'pin_attempts_exceeded', 'auth.recoveryTriesSpent', {
        fields: { pin: [{ key: 'auth.recoveryTriesSpent' }] },
        headers: { 'retry-after': String(wait.seconds) },
      });
    }
    try {
      const verified = await this.checkPin('recovery', email, pin);
      await this.failures.clear('recovery', email);
      return verified;
    } catch (error) {
      if (error instanceof AppError) await this.failures.record('recovery', email);
      throw error;
    }
  }

  /** Recovery step 3: the new password. Every session of the account ends. */
  async confirmRecovery(token: string, password: string, confirmation: string): Promise<void> {
    const pin = await this.pins.findByToken('recovery', token);
    const user = pin?.userId ? await this.users.findById(pin.userId) : undefined;
    if (!pin || !user || !user.isActive) throw recoveryTokenInvalid();

    const fields: FieldErrors = {};
    this.checkNewPassword(user, password, confirmation, fields, 'password');
    if (Object.keys(fields).length > 0) throw invalid(fields);

    const passwordHash = await hashPassword(password, this.options.scryptCost);
    if (!(await this.pins.consume(pin.id))) throw recoveryTokenInvalid();
    await this.users.setPassword(user.id, passwordHash);
    await this.sessions.revokeAllForUser(user.id, 'password_changed');
    // The owner proved the inbox is theirs: a lock from guessing ends with the new password.
    await this.failures.clear('login', user.email);
    await this.emails.send(user.email, user.language, {
      template: 'password_changed',
      params: { firstName: user.firstName },
    });
  }

  private checkNewPassword(
    user: UserRow,
    password: string,
    confirmation: string,
    fields: FieldErrors,
    field: string,
  ): void {
    const problems = passwordProblems(password, {
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
    });
    if (problems.length > 0) fields[field] = problems.map((key) => ({ key }));
    if (password !== confirmation) fields.password_confirm = [{ key: 'validation.passwordsDoNotMatch' }];
  }
}
