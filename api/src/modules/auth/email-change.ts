// Changing the e-mail address: a link with a single-use token goes to the NEW address (24 hours; only the
// token's hash is stored); verify/ tells which address a token is for, confirm/ moves the account to it and tells
// the OLD address. The token is the proof, so verify and confirm work logged in or out.
import crypto from 'node:crypto';
import { and, eq, gt, isNull, lt, or } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { emailChangeRequests, newsletterSubscriptions } from '../../db/schema';
import { AppError, fieldError } from '../../lib/errors';
import type { Locale } from '../../lib/i18n';
import type { EmailService } from '../mail/email-service';
import { EmailTakenError, normalizeEmail, type UsersRepository } from './users-repository';
import { announceProfileChange } from './profile-cache';

export const EMAIL_CHANGE_TTL_HOURS = 24;

const tokenInvalid = () =>
  new AppError(400, 'email_change_token_invalid', 'auth.emailChangeTokenInvalid', {
    fields: { token: [{ key: 'auth.emailChangeTokenInvalid' }] },
  });

function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('base64url');
}

export class EmailChangeService {
  constructor(
    private readonly db: Database,
    private readonly users: UsersRepository,
    private readonly emails: EmailService,
  ) {}

  /** E-mails the link to the new address; earlier links of the member stop working. */
  async request(userId: string, rawEmail: string, language: Locale): Promise<{ email: string }> {
    const user = await this.users.findById(userId);
    if (!user || !user.isActive) throw new AppError(403, 'token_not_valid', 'auth.tokenNotValid');
    const email = normalizeEmail(rawEmail);
    if (email === user.email) throw fieldError('email', 'auth.emailUnchanged');
    if (await this.users.emailExists(email)) throw fieldError('email', 'validation.emailTaken');

    const token = crypto.randomBytes(32).toString('base64url');
    await this.db.transaction(async (tx) => {
      await tx
        .update(emailChangeRequests)
        .set({ consumedAt: new Date() })
        .where(and(eq(emailChangeRequests.userId, userId), isNull(emailChangeRequests.consumedAt)));
      await tx.insert(emailChangeRequests).values({
        userId,
        newEmail: email,
        tokenHash: hashToken(token),
        language,
        expiresAt: new Date(Date.now() + EMAIL_CHANGE_TTL_HOURS * 3_600_000),
      });
      await this.emails.send(
        email,
        language,
        { template: 'change_email', params: { email, token, hours: EMAIL_CHANGE_TTL_HOURS } },
        { db: tx },
      );
    });
    return { email };
  }

  private async pending(token: string, db: Database = this.db) {
    const [row] = await db
      .select()
      .from(emailChangeRequests)
      .where(
        and(
          eq(emailChangeRequests.tokenHash, hashToken(token)),
          isNull(emailChangeRequests.consumedAt),
          gt(emailChangeRequests.expiresAt, new Date()),
        ),
      );
    return row;
  }

  /** Which address a token would move the account to, without changing anything. */
  async verify(token: string): Promise<{ email: string }> {
    const row = await this.pending(token);
    if (!row) throw tokenInvalid();
    return { email: row.newEmail };
  }

  /** Moves the account to the new address (the token works once) and tells the old address. */
  async confirm(token: string): Promise<{ userId: string; email: string }> {
    const changed = await this.db.transaction(async (tx) => {
      const row = await this.pending(token, tx);
      if (!row) throw tokenInvalid();
      const [consumed] = await tx
        .update(emailChangeRequests)
        .set({ consumedAt: new Date() })
        .where(and(eq(emailChangeRequests.id, row.id), isNull(emailChangeRequests.consumedAt)))
        .returning({ id: emailChangeRequests.id });
      const user = await this.users.findById(row.userId, tx);
      if (!consumed || !user || !user.isActive) throw tokenInvalid();

      try {
        await this.users.changeEmail(user.id, row.newEmail, tx);
      } catch (error) {
        if (error instanceof EmailTakenError) {
          throw new AppError(400, 'email_taken', 'validation.emailTaken', {
            fields: { email: [{ key: 'validation.emailTaken' }] },
          });
        }
        throw error;
      }
      // The member's newsletter subscription follows the address, unless the new one has its own already.
      const [existing] = await tx
        .select({ id: newsletterSubscriptions.id })
        .from(newsletterSubscriptions)
        .where(eq(newsletterSubscriptions.email, row.newEmail));
      if (!existing) {
        await tx
          .update(newsletterSubscriptions)
          .set({ email: row.newEmail, userId: user.id, updatedAt: new Date() })
          .where(eq(newsletterSubscriptions.email, user.email));
      }
      await this.emails.send(
        user.email,
        user.language,
        { template: 'email_changed', params: { firstName: user.firstName, email: row.newEmail } },
        { db: tx },
      );
      return { userId: user.id, email: row.newEmail };
    });
    announceProfileChange(changed.userId);
    return changed;
  }

  /** Deletes requests that ended more than a day ago. */
  async purgeExpired(db: Database = this.db): Promise<void> {
    const dayAgo = new Date(Date.now() - 24 * 60 * 60 * 1000);
    await db
      .delete(emailChangeRequests)
      .where(or(lt(emailChangeRequests.expiresAt, dayAgo), lt(emailChangeRequests.consumedAt, dayAgo)));
  }
}
