// Rewards (spec 5 "Referral", 9 "Rewards"; ADR 0012): the points ledger of each member and what moves it.
// - A referral earns pending points when the referred member's first contribution is paid (campaign by that day,
//   with its caps); they become available once the 15-day cooling-off has passed and the certificate is active,
//   and a cancellation inside the cooling-off reverses them. Tiered campaigns add their bonus when reached.
// - Sign-up voucher: RM20 for the first 600 participants, RM10 after, once per member.
// - Redemption (active certificate holders, at least RM10): a credit the next contributions take off.
// Every change locks the member's account row and appends to the ledger in one transaction, so the sums and the
// ledger agree and two redemptions can never spend the same points.
import type { FastifyBaseLogger } from 'fastify';
import { todayIso } from '@teduh/shared/domain';
import { AppError, fieldError } from '../../lib/errors';
import type { Locale } from '../../lib/i18n';
import type { EmailService } from '../mail/email-service';
import {
  contributionPeriodKey,
  type CertificateEnded,
  type ContributionCredits,
  type ContributionRecorded,
} from '../certificates/payment-contract';
import { referralStatus } from '../referral/referrals';
import {
  RewardsRepository,
  redeemedChange,
  type AccountRow,
  type EntryRow,
  type NewEntry,
  type Tx,
} from './rewards-repository';
import {
  EARLY_SIGNUP_PARTICIPANTS,
  EARLY_SIGNUP_VOUCHER_POINTS,
  MIN_CHARGE_SEN,
  MIN_REDEMPTION_POINTS,
  REDEMPTION_STEP_POINTS,
  SIGNUP_VOUCHER_POINTS,
  campaignOn,
  pointsToSen,
  referralPoints,
  senToPoints,
  tiersReached,
  type Campaign,
} from './rules';

/** The sign-up voucher, in the registration's transaction: once per member, RM20 to the first 600. */
export async function issueSignupVoucher(tx: Tx, userId: string): Promise<void> {
  const repository = new RewardsRepository(tx);
  const signup = await repository.claimSignup(tx, userId, (ordinal) =>
    ordinal <= EARLY_SIGNUP_PARTICIPANTS ? EARLY_SIGNUP_VOUCHER_POINTS : SIGNUP_VOUCHER_POINTS,
  );
  if (!signup) return;
  await repository.lockAccount(tx, userId);
  await repository.append(tx, {
    userId,
    kind: 'signup_voucher',
    availableDelta: signup.points,
    sourceKey: 'signup',
  });
}

/** The ledger's own sums: what the account row must always equal. */
export function ledgerTotals(entries: readonly Pick<EntryRow, 'kind' | 'pendingDelta' | 'availableDelta'>[]) {
  const totals = { pending: 0, available: 0, redeemed: 0, reversed: 0 };
  for (const entry of entries) {
    totals.pending += entry.pendingDelta;
    totals.available += entry.availableDelta;
    totals.redeemed += redeemedChange(entry.kind, entry.availableDelta);
    if (entry.kind === 'referral_reversed') totals.reversed -= entry.pendingDelta;
  }
  return totals;
}

export interface CampaignProgress {
  campaign: Campaign;
  active: boolean;
  /** Referrals earning points in the campaign (not reversed), by plan category. */
  referrals: { month: number; year: number };
  released: number;
  points: number;
}

export class RewardsService implements ContributionCredits {
  constructor(
    private readonly repository: RewardsRepository,
    private readonly log: FastifyBaseLogger,
    private readonly emails: EmailService,
  ) {}

  /** Brings the referrer's referral points up to date as at `today` (Malaysian day). */
  async settleReferrer(referrerUserId: string, today: string): Promise<void> {
    const campaigns = await this.repository.campaigns();
    await this.repository.transaction(async (tx) => {
      await this.repository.lockAccount(tx, referrerUserId);
      const entries = await this.repository.entriesOf(referrerUserId, tx);
      const bySource = new Map(entries.map((entry) => [entry.sourceKey, entry]));
      const append = async (entry: NewEntry) => {
        if (await this.repository.append(tx, entry)) {
          const row = {
            ...entry,
            pendingDelta: entry.pendingDelta ?? 0,
            availableDelta: entry.availableDelta ?? 0,
          };
          entries.push(row as EntryRow);
          bySource.set(entry.sourceKey, row as EntryRow);
        }
      };

      for (const referral of await this.repository.referralFacts(tx, referrerUserId)) {
        const certificate = referral.certificate;
        if (!certificate) continue;
        const key = (step: 'earned' | 'released' | 'reversed') => `referral:${referral.referralId}:${step}`;
        const { status } = referralStatus({ ...certificate, userId: referral.referredUserId }, today);

        let earned = bySource.get(key('earned'));
        if (!earned) {
          // Outside the entry ages, or cancelled in the cooling-off before it was ever counted: never earns.
          if (status === 'not_eligible') continue;
          const campaign = campaignOn(campaigns, certificate.startDate);
          const points = referralPoints(
            campaign,
            countedIn(entries, bySource, campaign, certificate.frequency),
          );
          // Past the campaign's cap for this plan category: no points (ADR 0012).
          if (points === 0) continue;
          await append({
            userId: referrerUserId,
            kind: 'referral_earned',
            pendingDelta: points,
            sourceKey: key('earned'),
            referralId: referral.referralId,
            campaignId: campaign?.id ?? null,
            frequency: certificate.frequency,
          });
          earned = bySource.get(key('earned'));
        }
        if (!earned || bySource.has(key('released')) || bySource.has(key('reversed'))) continue;
        const points = earned.pendingDelta;
        const common = {
          userId: referrerUserId,
          referralId: referral.referralId,
          campaignId: earned.campaignId,
          frequency: earned.frequency,
        };
        if (status === 'not_eligible') {
          await append({
            ...common,
            kind: 'referral_reversed',
            pendingDelta: -points,
            sourceKey: key('reversed'),
          });
        } else if (status === 'qualified' && certificate.status === 'issued') {
          await append({
            ...common,
            kind: 'referral_released',
            pendingDelta: -points,
            availableDelta: points,
            sourceKey: key('released'),
          });
        }
      }

      for (const campaign of campaigns) {
        const released = entries.filter(
          (entry) => entry.kind === 'referral_released' && entry.campaignId === campaign.id,
        ).length;
        for (const tier of tiersReached(campaign, released)) {
          await append({
            userId: referrerUserId,
            kind: 'tier_bonus',
            availableDelta: tier.points,
            sourceKey: `campaign:${campaign.id}:tier:${tier.referrals}`,
            campaignId: campaign.id,
          });
        }
      }
    });
  }

  /** After a certificate change of a referred member: their referrer's points follow. */
  async settleReferred(referredUserId: string, today = todayIso()): Promise<void> {
    const referrer = await this.repository.referrerOf(referredUserId);
    if (referrer) await this.settleReferrer(referrer, today);
  }

  /** Every referrer's points as at `today` (housekeeping: cooling-off periods end without any event). */
  async settleAll(today = todayIso()): Promise<number> {
    let settled = 0;
    for (const referrer of await this.repository.referrersWithReferrals()) {
      try {
        await this.settleReferrer(referrer, today);
        settled += 1;
      } catch (error) {
        this.log.error({ err: error, referrer }, 'rewards settlement failed');
      }
    }
    return settled;
  }

  /** The member's rewards as at `today`, their referral points settled first. */
  async summary(userId: string, today = todayIso()) {
    await this.settleReferrer(userId, today);
    const [account, entries, campaigns, credits, draws, certificate] = await Promise.all([
      this.repository.account(userId),
      this.repository.entriesOf(userId),
      this.repository.campaigns(),
      this.repository.creditsOf(userId),
      this.repository.entriesOfMember(userId),
      this.repository.activeCertificateOf(userId),
    ]);
    const progress: CampaignProgress[] = campaigns.map((campaign) => {
      const inCampaign = entries.filter((entry) => entry.campaignId === campaign.id);
      const reversed = new Set(
        inCampaign.filter((entry) => entry.kind === 'referral_reversed').map((entry) => entry.referralId),
      );
      const counting = inCampaign.filter(
        (entry) => entry.kind === 'referral_earned' && !reversed.has(entry.referralId),
      );
      return {
        campaign,
        active: campaign.startsOn <= today && today <= campaign.endsOn,
        referrals: {
          month: counting.filter((entry) => entry.frequency === 'month').length,
          year: counting.filter((entry) => entry.frequency === 'year').length,
        },
        released: inCampaign.filter((entry) => entry.kind === 'referral_released').length,
        points: counting.reduce((sum, entry) => sum + entry.pendingDelta, 0),
      };
    });
    return {
      account: account ?? emptyAccount(userId),
      entries: [...entries].reverse(),
      progress,
      credits,
      draws,
      holdsActiveCertificate: certificate !== undefined,
    };
  }

  /** Redeems available points as a credit against the active certificate's next contributions. */
  async redeem(userId: string, points: number) {
    if (!Number.isInteger(points) || points < MIN_REDEMPTION_POINTS) {
      throw fieldError('points', 'rewards.redemptionMinimum');
    }
    if (points % REDEMPTION_STEP_POINTS !== 0) throw fieldError('points', 'rewards.redemptionStep');
    return this.repository.transaction(async (tx) => {
      // Locked: a certificate ending meanwhile gives back its credits, and this one would be missed.
      const certificate = await this.repository.activeCertificateOf(userId, tx, { lock: true });
      if (!certificate) {
        throw new AppError(409, 'active_certificate_required', 'rewards.activeCertificateRequired');
      }
      // The lock makes a second redemption wait, then see what this one spent.
      const account = await this.repository.lockAccount(tx, userId);
      if (account.availablePoints < points) {
        throw new AppError(409, 'insufficient_points', 'rewards.insufficientPoints', {
          fields: { points: [{ key: 'rewards.insufficientPoints' }] },
        });
      }
      const credit = await this.repository.insertCredit(tx, {
        userId,
        certificateUuid: certificate.id,
        amountSen: pointsToSen(points),
      });
      await this.repository.append(tx, {
        userId,
        kind: 'redeemed',
        availableDelta: -points,
        sourceKey: `redeem:${credit.id}`,
        creditId: credit.id,
      });
      return credit;
    });
  }

  /**
   * Claims the certificate's open credit for the contribution of period `chargeKey`, or answers the claim made
   * already. The claim is provisional: settleContribution makes it agree with the payment that pays the period.
   */
  async apply(certificateUuid: string, chargeKey: string, contributionSen: number): Promise<number> {
    return this.repository.transaction(async (tx) => {
      const credits = await this.repository.lockCredits(tx, certificateUuid);
      // Paid already (the attempt read the certificate before that payment): whatever it pays later settles then.
      if (await this.repository.isSettled(tx, chargeKey)) return 0;
      const claims = await this.repository.applicationsTo(tx, chargeKey, certificateUuid);
      const claimed = claims.reduce((sum, claim) => sum + claim.amountSen, 0);
      if (claimed > 0) return claimed;
      let room = Math.max(0, contributionSen - MIN_CHARGE_SEN);
      let taken = 0;
      for (const credit of credits) {
        if (room === 0) break;
        const take = Math.min(room, credit.remainingSen);
        if (take === 0) continue;
        await this.repository.applyCredit(tx, credit.id, chargeKey, take);
        room -= take;
        taken += take;
      }
      return taken;
    });
  }

  /**
   * A contribution was recorded for a period (in certificates' transaction, which holds the certificate's lock):
   * the credit that period keeps becomes what its payment was lowered by. A claim no payment carried goes back
   * to the credit (a period paid in full, say by a payment started before the redemption); credit a payment
   * carried for a period it did not claim for (a checkout opened for the period before) is taken now. Once per
   * payment and per period (unique keys), under the lock of the certificate's credits.
   */
  async settleContribution(tx: Tx, contribution: ContributionRecorded): Promise<void> {
    const { certificateUuid, paymentUuid } = contribution;
    const credits = await this.repository.lockCredits(tx, certificateUuid);
    const chargeKey = contributionPeriodKey(certificateUuid, contribution.periodStart);
    const carriedSen = Math.max(0, contribution.contributionSen - contribution.amountSen);
    const settled = await this.repository.insertSettlement(tx, {
      paymentUuid,
      certificateUuid,
      chargeKey,
      carriedSen,
    });
    // Recorded even without a credit: an attempt that read the period before it was paid claims nothing for it.
    if (!settled || credits.length === 0) return;
    const claims = await this.repository.applicationsTo(tx, chargeKey, certificateUuid);
    const claimed = claims.reduce((sum, claim) => sum + claim.amountSen, 0);
    let excess = claimed - carriedSen;
    for (const claim of claims) {
      if (excess <= 0) break;
      const give = Math.min(claim.amountSen, excess);
      await this.repository.releaseApplication(tx, claim, give);
      excess -= give;
    }
    let missing = carriedSen - claimed;
    for (const credit of credits) {
      if (missing <= 0) break;
      const take = Math.min(credit.remainingSen, missing);
      if (take === 0) continue;
      await this.repository.applyCredit(tx, credit.id, chargeKey, take);
      missing -= take;
    }
    if (missing > 0) {
      await this.repository.setSettlementShort(tx, paymentUuid, missing);
      this.log.warn(
        { certificateUuid, paymentUuid, shortSen: missing },
        'a contribution was lowered by more reward credit than was left',
      );
    }
  }

  /**
   * An issued certificate ended (in the ending's transaction, which holds its lock): the credit its
   * contributions did not use comes back as points, once: what is left, and the claims on periods no
   * contribution paid (an attempt in flight is refunded, as every payment to an ended certificate). When its
   * contributions are refunded in full (cooling-off, a rescission with refund), all of the credit comes back.
   * The member is e-mailed the points.
   */
  async returnCredits(tx: Tx, ended: CertificateEnded): Promise<void> {
    const credits = await this.repository.lockCredits(tx, ended.certificateUuid);
    let returned = 0;
    for (const credit of credits) {
      const unsettled = await this.repository.unsettledApplicationsOf(tx, credit.id);
      const unused = credit.remainingSen + unsettled.reduce((sum, claim) => sum + claim.amountSen, 0);
      const points = senToPoints(ended.contributionsRefunded ? credit.amountSen : unused);
      await this.repository.closeCredit(
        tx,
        credit.id,
        unsettled.map((claim) => claim.id),
      );
      if (points === 0) continue;
      await this.repository.lockAccount(tx, credit.userId);
      await this.repository.append(tx, {
        userId: credit.userId,
        kind: 'redemption_returned',
        availableDelta: points,
        sourceKey: `redeem:${credit.id}:returned`,
        creditId: credit.id,
      });
      returned += points;
    }
    if (returned > 0) await this.tellCreditReturned(tx, ended, returned);
  }

  /** The member hears of the points once, with the ending (the e-mail is queued in its transaction). */
  private async tellCreditReturned(tx: Tx, ended: CertificateEnded, points: number): Promise<void> {
    const member = await this.repository.memberToTell(tx, ended.userId);
    if (!member || !ended.number) return;
    await this.emails.send(
      member.email,
      member.language as Locale,
      {
        template: 'reward_credit_returned',
        params: {
          firstName: member.firstName,
          number: ended.number,
          points,
          contributionsRefunded: ended.contributionsRefunded,
        },
      },
      { db: tx },
    );
  }

  /**
   * What `apply` would answer for the charge now, without claiming: the period's claim when there is one, else
   * what the open credit would take off it.
   */
  async preview(certificateUuid: string, contributionSen: number, chargeKey?: string): Promise<number> {
    if (chargeKey) {
      if (await this.repository.isSettled(this.repository.db, chargeKey)) return 0;
      const claims = await this.repository.applicationsTo(this.repository.db, chargeKey, certificateUuid);
      const claimed = claims.reduce((sum, claim) => sum + claim.amountSen, 0);
      if (claimed > 0) return claimed;
    }
    const open = await this.repository.openCredits(certificateUuid);
    const total = open.reduce((sum, credit) => sum + credit.remainingSen, 0);
    return Math.min(total, Math.max(0, contributionSen - MIN_CHARGE_SEN));
  }
}

function emptyAccount(userId: string): AccountRow {
  return {
    userId,
    pendingPoints: 0,
    availablePoints: 0,
    redeemedPoints: 0,
    reversedPoints: 0,
    updatedAt: new Date(),
  };
}

/** What the campaign already counts: referrals of this plan category earning in it, and its points. */
function countedIn(
  entries: readonly EntryRow[],
  bySource: ReadonlyMap<string, EntryRow>,
  campaign: Campaign | undefined,
  frequency: 'month' | 'year',
): { sameCategory: number; points: number } {
  if (!campaign) return { sameCategory: 0, points: 0 };
  const counting = entries.filter(
    (entry) =>
      entry.kind === 'referral_earned' &&
      entry.campaignId === campaign.id &&
      !bySource.has(`referral:${entry.referralId}:reversed`),
  );
  return {
    sameCategory: counting.filter((entry) => entry.frequency === frequency).length,
    points: counting.reduce((sum, entry) => sum + entry.pendingDelta, 0),
  };
}
