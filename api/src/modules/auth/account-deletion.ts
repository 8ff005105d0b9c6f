// Deleting an account (`DELETE auth/api/v1/me/`), confirmed by the password and a code e-mailed by
// `generate-otp/` (purpose delete-account).
//
// What deletion does, and why the row stays: the member's personal data is erased (names, date of birth, gender,
// NRIC, the picture file, addresses, linked social logins, PINs, pending e-mail changes, the newsletter
// subscription of the address, and the name and address on the member's enquiries) and the e-mail is replaced by
// a unique placeholder, so the address can open a new account. The `users` row itself is kept as a tombstone
// (is_active false, deleted_at set, an unusable password hash): takaful certificates, claims and payments must be
// kept for years under Bank Negara Malaysia's record-keeping rules and the AMLA, and they reference the account by
// its id, so that id has to stay valid. A tombstone can never log in again: its sessions are revoked, its
// address matches nothing and no password verifies against its hash.
import { and, eq, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import {
  authSessions,
  emailChangeRequests,
  emailPins,
  enquiries,
  jobs,
  newsletterSubscriptions,
  socialAccounts,
  userAddresses,
  users,
} from '../../db/schema';
import { AppError, invalid, type FieldErrors } from '../../lib/errors';
import type { Locale } from '../../lib/i18n';
import type { EmailService } from '../mail/email-service';
import { EmailPins, PIN_RESEND_COOLDOWN_SECONDS, PIN_TTL_MINUTES } from './email-pins';
import { isPasswordHash, verifyPassword } from './passwords';
import type { SessionsRepository } from './sessions-repository';
import type { UsersRepository } from './users-repository';
import { announceProfileChange } from './profile-cache';

export type OtpPurpose = 'delete-account';

/** Other services erase what they hold about a member in the same transaction (eKYC images, say). */
export type AccountEraser = (userId: string, db: Database) => Promise<void>;

/** The placeholder address of a deleted account: unique, and in the reserved `.invalid` domain. */
export function tombstoneEmail(userId: string): string {
  return `deleted-${userId}@deleted.invalid`;
}

/** A password hash no password matches (verifyPassword answers false for anything not scrypt). */
const UNUSABLE_PASSWORD_HASH = '!deleted';

const otpFailure = {
  invalid: ['otp_invalid', 'auth.pinInvalid'],
  expired: ['otp_expired', 'auth.pinExpired'],
  exhausted: ['otp_attempts_exceeded', 'auth.pinAttemptsExceeded'],
} as const;

export class AccountDeletionService {
  private readonly erasers: AccountEraser[] = [];

  constructor(
    private readonly db: Database,
    private readonly users: UsersRepository,
    private readonly pins: EmailPins,
    private readonly emails: EmailService,
    private readonly deletePicture: (key: string) => Promise<void>,
    private readonly sessions: Pick<SessionsRepository, 'forgetUser'>,
  ) {}

  addEraser(eraser: AccountEraser): void {
    this.erasers.push(eraser);
  }

  /** E-mails a 6-digit code to the member (10 minutes, 5 attempts, a new one at most every 60 seconds). */
  async sendOtp(
    userId: string,
    purpose: OtpPurpose,
    language: Locale,
  ): Promise<{ email: string; expiresAt: Date; resendAfterSeconds: number }> {
    const user = await this.users.findById(userId);
    if (!user || !user.isActive) throw new AppError(403, 'token_not_valid', 'auth.tokenNotValid');
    const pinPurpose = purpose === 'delete-account' ? 'delete_account' : purpose;

    const wait = await this.pins.cooldownSeconds(pinPurpose, user.email);
    if (wait > 0) {
      throw new AppError(
        429,
        'pin_resend_cooldown',
        { key: 'auth.pinResendCooldown', params: { seconds: wait } },
        { headers: { 'retry-after': String(wait) } },
      );
    }
    const { expiresAt } = await this.db.transaction(async (tx) => {
      const issued = await this.pins.issue(pinPurpose, user.email, { userId: user.id, db: tx });
      await this.emails.send(
        user.email,
        language,
        { template: 'delete_account_otp', params: { pin: issued.pin, minutes: PIN_TTL_MINUTES } },
        { db: tx },
      );
      return issued;
    });
    return { email: user.email, expiresAt, resendAfterSeconds: PIN_RESEND_COOLDOWN_SECONDS };
  }

  /**
   * Deletes the account after checking the password and the code (each wrong one answers 400 for its field),
   * then removes the picture file. A member who signed up with Google, Apple or Facebook has no password: the
   * code e-mailed to their address confirms it alone.
   */
  async deleteAccount(userId: string, password: string | undefined, otp: string): Promise<void> {
    const user = await this.users.findById(userId);
    if (!user || !user.isActive) throw new AppError(403, 'token_not_valid', 'auth.tokenNotValid');

    const fields: FieldErrors = {};
    if (isPasswordHash(user.passwordHash)) {
      if (!password) fields.password = [{ key: 'validation.required' }];
      else if (!(await verifyPassword(password, user.passwordHash))) {
        fields.password = [{ key: 'auth.currentPasswordWrong' }];
      }
    }
    const check = await this.pins.check('delete_account', user.email, otp);
    let pinId: string | undefined;
    if (check.outcome === 'ok') {
      pinId = (await this.pins.findByToken('delete_account', check.token))?.id;
    } else {
      fields.otp = [{ key: otpFailure[check.outcome][1] }];
    }
    if (Object.keys(fields).length > 0 || !pinId) {
      if (check.outcome !== 'ok' && !fields.password) {
        const [code, key] = otpFailure[check.outcome];
        throw new AppError(400, code, key, { fields });
      }
      throw invalid(fields);
    }

    const email = user.email;
    await this.db.transaction(async (tx) => {
      if (!(await this.pins.consume(pinId, tx))) {
        throw new AppError(400, 'otp_expired', 'auth.pinExpired', {
          fields: { otp: [{ key: 'auth.pinExpired' }] },
        });
      }
      const now = new Date();
      await tx
        .update(authSessions)
        .set({ revokedAt: now, revokedReason: 'account_deleted' })
        .where(sql`${authSessions.userId} = ${userId} and ${authSessions.revokedAt} is null`);
      await tx.delete(userAddresses).where(eq(userAddresses.userId, userId));
      await tx.delete(socialAccounts).where(eq(socialAccounts.userId, userId));
      await tx.delete(emailPins).where(or(eq(emailPins.userId, userId), eq(emailPins.email, email)));
      await tx.delete(emailChangeRequests).where(eq(emailChangeRequests.userId, userId));
      // Erased rather than marked unsubscribed: an unsubscribed row would still hold the address.
      await tx
        .delete(newsletterSubscriptions)
        .where(or(eq(newsletterSubscriptions.email, email), eq(newsletterSubscriptions.userId, userId)));
      await tx
        .update(enquiries)
        .set({ name: '', email: tombstoneEmail(userId) })
        .where(eq(enquiries.userId, userId));
      // Sent e-mails wait a week in the job table before housekeeping; those to this address go now.
      await tx.delete(jobs).where(and(eq(jobs.status, 'done'), sql`${jobs.payload}->>'to' = ${email}`));
      for (const erase of this.erasers) await erase(userId, tx);
      await tx
        .update(users)
        .set({
          email: tombstoneEmail(userId),
          passwordHash: UNUSABLE_PASSWORD_HASH,
          firstName: '',
          lastName: '',
          gender: null,
          dob: null,
          idRef: null,
          profilePicture: null,
          isActive: false,
          deletedAt: now,
          updatedAt: now,
        })
        .where(eq(users.id, userId));
      // The last message to the old address, sent only if the deletion commits.
      await this.emails.send(email, user.language, { template: 'account_deleted', params: {} }, { db: tx });
    });
    this.sessions.forgetUser(userId);
    announceProfileChange(userId);
    if (user.profilePicture) await this.deletePicture(user.profilePicture);
  }
}
