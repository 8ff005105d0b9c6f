// Referrals: who brought a member in, and where each referral stands against the rules (spec 5 and 9): the new
// member is aged 16-50 (age next birthday), used the code, paid the contribution and passed the 15-day cooling-off
// period; only the first code used at sign-up counts; rewards (RM10 per referral) need an active certificate.
import { ENTRY_MAX_AGE_NEXT_BIRTHDAY, ENTRY_MIN_AGE_NEXT_BIRTHDAY, todayIso } from '@teduh/shared/domain';
import { COOLING_OFF_DAYS, addDays } from '../certificates/status';
import { ReferralsRepository, type CertificateFacts, type Tx } from './referrals-repository';

export const REFERRAL_REWARD_SEN = 1000;

/**
 * - `registered`: signed up with the code, no contribution paid yet;
 * - `cooling_off`: paid, inside the 15-day cooling-off period (a cancellation there voids the referral);
 * - `qualified`: paid and past the cooling-off period, aged 16-50 at entry;
 * - `not_eligible`: cancelled or rescinded within the cooling-off period, or outside the entry ages.
 */
export type ReferralStatus = 'registered' | 'cooling_off' | 'qualified' | 'not_eligible';

export interface ReferralEntry {
  registeredOn: string;
  status: ReferralStatus;
  /** The last day of the referred member's cooling-off period, once they paid. */
  coolingOffEndsOn: string | null;
  /** RM10 for a qualified referral, else 0. */
  rewardSen: number;
}

function normalizeCode(code: string): string {
  return code.trim().toUpperCase();
}

/** The active, not deleted member whose referral code this is (trimmed, any case). */
export async function referrerOfCode(db: Tx, code: string): Promise<{ id: string } | undefined> {
  const normalized = normalizeCode(code);
  if (normalized === '') return undefined;
  return new ReferralsRepository(db).activeMemberOfCode(normalized);
}

/**
 * Records that `referredUserId` used `code`, unless a code was recorded for them before (only the first counts)
 * or the code is theirs or nobody's. Answers whether it was recorded.
 */
export async function recordFirstReferral(db: Tx, referredUserId: string, code: string): Promise<boolean> {
  const referrer = await referrerOfCode(db, code);
  if (!referrer || referrer.id === referredUserId) return false;
  return new ReferralsRepository(db).insertFirst({
    referrerUserId: referrer.id,
    referredUserId,
    code: normalizeCode(code),
  });
}

/** Where one referral stands, from the referred member's first paid certificate (if any). */
export function referralStatus(
  firstPaid: CertificateFacts | undefined,
  today: string,
): Pick<ReferralEntry, 'status' | 'coolingOffEndsOn'> {
  if (!firstPaid?.startDate) return { status: 'registered', coolingOffEndsOn: null };
  const coolingOffEndsOn = addDays(firstPaid.startDate, COOLING_OFF_DAYS);
  const age = firstPaid.ageNextBirthday;
  const outsideEntryAges = age < ENTRY_MIN_AGE_NEXT_BIRTHDAY || age > ENTRY_MAX_AGE_NEXT_BIRTHDAY;
  const voidedInCoolingOff =
    firstPaid.status === 'rescinded' ||
    (firstPaid.status === 'canceled' && firstPaid.endReason === 'cooling_off');
  if (outsideEntryAges || voidedInCoolingOff) return { status: 'not_eligible', coolingOffEndsOn };
  if (today <= coolingOffEndsOn) return { status: 'cooling_off', coolingOffEndsOn };
  return { status: 'qualified', coolingOffEndsOn };
}

/** What the referral routes ask: whether a code may be used, and a referrer's history. */
export class ReferralService {
  constructor(private readonly referrals: ReferralsRepository) {}

  /** Whether this is the code of an active member (a visitor may sign up with it). */
  async isActiveCode(code: string): Promise<boolean> {
    const normalized = normalizeCode(code);
    if (normalized === '') return false;
    return (await this.referrals.activeMemberOfCode(normalized)) !== undefined;
  }

  /** The member's referrals, oldest first. */
  async history(referrerUserId: string, today: string): Promise<ReferralEntry[]> {
    const rows = await this.referrals.referredBy(referrerUserId);
    if (rows.length === 0) return [];

    // A certificate with a start date had its first contribution paid; the earliest one decides.
    const paid = await this.referrals.paidCertificatesOf(rows.map((row) => row.referredUserId));
    const firstPaidOf = new Map<string, CertificateFacts>();
    for (const certificate of paid) {
      if (!firstPaidOf.has(certificate.userId)) firstPaidOf.set(certificate.userId, certificate);
    }

    return rows.map((row) => {
      const { status, coolingOffEndsOn } = referralStatus(firstPaidOf.get(row.referredUserId), today);
      return {
        // The day in Malaysia, the product's calendar.
        registeredOn: todayIso(row.createdAt),
        status,
        coolingOffEndsOn,
        rewardSen: status === 'qualified' ? REFERRAL_REWARD_SEN : 0,
      };
    });
  }

  /** Whether the member holds an active (issued) certificate, which rewards need. */
  async holdsActiveCertificate(userId: string): Promise<boolean> {
    return this.referrals.holdsActiveCertificate(userId);
  }
}
