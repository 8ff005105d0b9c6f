// E-mailed 6-digit PINs: 10 minutes to live, 5 attempts, a new one at most every 60 seconds. A correct PIN is
// exchanged for a one-time token that the next step of the flow presents.
import crypto from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { emailPins, type PinPurpose } from '../../db/schema';

export const PIN_TTL_MINUTES = 10;
export const PIN_MAX_ATTEMPTS = 5;
export const PIN_RESEND_COOLDOWN_SECONDS = 60;
export const PIN_TOKEN_TTL_MINUTES = 30;

export type PinCheck =
  | { outcome: 'ok'; token: string; tokenExpiresAt: Date }
  | { outcome: 'invalid'; attemptsLeft: number }
  | { outcome: 'expired' }
  | { outcome: 'exhausted' };

type PinRow = typeof emailPins.$inferSelect;

export class EmailPins {
  private readonly key: Buffer;

  constructor(
    private readonly db: Database,
    secret: string,
  ) {
    // A key of its own, derived from the app secret: PIN hashes are useless without it.
    this.key = crypto.createHmac('sha256', secret).update('email-pins').digest();
  }

  private pinHash(purpose: PinPurpose, email: string, pin: string): string {
    return crypto.createHmac('sha256', this.key).update(`${purpose}\n${email}\n${pin}`).digest('base64url');
  }

  private tokenHash(token: string): string {
    return crypto.createHash('sha256').update(token).digest('base64url');
  }

  /** The newest PIN of this purpose and address that is not used up yet. */
  async current(purpose: PinPurpose, email: string, db: Database = this.db): Promise<PinRow | undefined> {
    const [row] = await db
      .select()
      .from(emailPins)
      .where(and(eq(emailPins.purpose, purpose), eq(emailPins.email, email), isNull(emailPins.consumedAt)))
      .orderBy(desc(emailPins.createdAt))
      .limit(1);
    return row;
  }

  /** Seconds before another PIN may be sent to this address, 0 when one may be sent now. */
  async cooldownSeconds(purpose: PinPurpose, email: string, db: Database = this.db): Promise<number> {
    const row = await this.current(purpose, email, db);
    if (!row) return 0;
    const elapsed = (Date.now() - row.sentAt.getTime()) / 1000;
    return Math.max(0, Math.ceil(PIN_RESEND_COOLDOWN_SECONDS - elapsed));
  }

  /** A new PIN; earlier PINs of the address stop working. */
  async issue(
    purpose: PinPurpose,
    email: string,
    options: { userId?: string; db?: Database } = {},
  ): Promise<{ pin: string; expiresAt: Date }> {
    const db = options.db ?? this.db;
    const pin = String(crypto.randomInt(0, 1_000_000)).padStart(6, '0');
    const expiresAt = new Date(Date.now() + PIN_TTL_MINUTES * 60_000);
    await db
      .update(emailPins)
      .set({ consumedAt: new Date() })
      .where(and(eq(emailPins.purpose, purpose), eq(emailPins.email, email), isNull(emailPins.consumedAt)));
    await db.insert(emailPins).values({
      purpose,
      email,
      userId: options.userId ?? null,
      pinHash: this.pinHash(purpose, email, pin),
      expiresAt,
    });
    return { pin, expiresAt };
  }

  /**
   * Checks a PIN. Each check spends one attempt before comparing (atomically, so parallel guesses cannot
   * exceed the limit); a correct PIN yields a one-time token.
   */
  async check(purpose: PinPurpose, email: string, pin: string): Promise<PinCheck> {
    const row = await this.current(purpose, email);
    if (!row || row.expiresAt.getTime() <= Date.now()) return { outcome: 'expired' };

    const [spent] = await this.db
      .update(emailPins)
      .set({ attempts: sql`${emailPins.attempts} + 1` })
      .where(and(eq(emailPins.id, row.id), lt(emailPins.attempts, PIN_MAX_ATTEMPTS)))
      .returning({ attempts: emailPins.attempts });
    if (!spent) return { outcome: 'exhausted' };

    const expected = Buffer.from(row.pinHash);
    const given = Buffer.from(this.pinHash(purpose, email, pin));
    if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) {
      const attemptsLeft = PIN_MAX_ATTEMPTS - spent.attempts;
      return attemptsLeft > 0 ? { outcome: 'invalid', attemptsLeft } : { outcome: 'exhausted' };
    }

    const token = crypto.randomBytes(32).toString('base64url');
    const tokenExpiresAt = new Date(Date.now() + PIN_TOKEN_TTL_MINUTES * 60_000);
    await this.db
      .update(emailPins)
      .set({ verifiedAt: new Date(), tokenHash: this.tokenHash(token), tokenExpiresAt })
      .where(eq(emailPins.id, row.id));
    return { outcome: 'ok', token, tokenExpiresAt };
  }

  /** The verified PIN that a token was issued for, while the token is valid and unused. */
  async findByToken(purpose: PinPurpose, token: string, db: Database = this.db): Promise<PinRow | undefined> {
    const [row] = await db
      .select()
      .from(emailPins)
      .where(
        and(
          eq(emailPins.tokenHash, this.tokenHash(token)),
          eq(emailPins.purpose, purpose),
          isNull(emailPins.consumedAt),
          gt(emailPins.tokenExpiresAt, new Date()),
        ),
      );
    return row;
  }

  /** Marks a PIN used; false when another request used it first. */
  async consume(id: string, db: Database = this.db): Promise<boolean> {
    const rows = await db
      .update(emailPins)
      .set({ consumedAt: new Date() })
      .where(and(eq(emailPins.id, id), isNull(emailPins.consumedAt)))
      .returning({ id: emailPins.id });
    return rows.length > 0;
  }

  /** Deletes PINs that ended more than a day ago. */
  async purgeExpired(db: Database = this.db): Promise<void> {
    const dayAgo = new Date(Date.now() - 24 * 60 * 60 * 1000);
    await db
      .delete(emailPins)
      .where(
        and(
          lt(emailPins.expiresAt, dayAgo),
          or(isNull(emailPins.tokenExpiresAt), lt(emailPins.tokenExpiresAt, dayAgo)),
        ),
      );
  }
}
