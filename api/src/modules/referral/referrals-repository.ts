// Referrals (who used whose code) and the facts of the referred members' certificates that decide them.
import { and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { certificates, referrals, users } from '../../db/schema';

/** A transaction, or the database. */
export type Tx = Pick<Database, 'select' | 'insert'>;

export type CertificateFacts = Pick<
  typeof certificates.$inferSelect,
  'userId' | 'status' | 'startDate' | 'endReason' | 'ageNextBirthday'
>;

export class ReferralsRepository {
  constructor(private readonly db: Tx) {}

  /** The active, not deleted member whose referral code this is (`code` already trimmed and upper-cased). */
  async activeMemberOfCode(code: string, db: Tx = this.db): Promise<{ id: string } | undefined> {
    const [row] = await db
      .select({ id: users.id })
      .from(users)
      .where(
        and(eq(sql`upper(${users.referralCode})`, code), eq(users.isActive, true), isNull(users.deletedAt)),
      )
      .limit(1);
    return row;
  }

  /** Records a referral unless the member has one already; answers whether it was recorded. */
  async insertFirst(
    values: { referrerUserId: string; referredUserId: string; code: string },
    db: Tx = this.db,
  ): Promise<boolean> {
    const inserted = await db
      .insert(referrals)
      .values(values)
      .onConflictDoNothing({ target: referrals.referredUserId })
      .returning({ id: referrals.id });
    return inserted.length > 0;
  }

  /** The members the referrer brought in, oldest first. */
  async referredBy(referrerUserId: string): Promise<{ referredUserId: string; createdAt: Date }[]> {
    return this.db
      .select({ referredUserId: referrals.referredUserId, createdAt: referrals.createdAt })
      .from(referrals)
      .where(eq(referrals.referrerUserId, referrerUserId))
      .orderBy(asc(referrals.createdAt), asc(referrals.id));
  }

  /** The paid certificates (those with a start date) of these members, earliest first. */
  async paidCertificatesOf(userIds: string[]): Promise<CertificateFacts[]> {
    return this.db
      .select({
        userId: certificates.userId,
        status: certificates.status,
        startDate: certificates.startDate,
        endReason: certificates.endReason,
        ageNextBirthday: certificates.ageNextBirthday,
      })
      .from(certificates)
      .where(and(inArray(certificates.userId, userIds), isNotNull(certificates.startDate)))
      .orderBy(asc(certificates.startDate), asc(certificates.createdAt));
  }

  /** Whether the member holds an active (issued) certificate. */
  async holdsActiveCertificate(userId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: certificates.id })
      .from(certificates)
      .where(and(eq(certificates.userId, userId), eq(certificates.status, 'issued')))
      .limit(1);
    return row !== undefined;
  }
}
