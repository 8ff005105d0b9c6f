// rewards/api/v1/ (logged in): summary/ (balance, ledger, challenge progress, credits, bank payouts, lucky-draw
// entries), redemptions/ (points as a credit against the next contribution) and payouts/ (points paid to the
// member's bank account).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { senToDecimalString } from '@teduh/shared/domain';
import { errorResponses } from '../../lib/http-schemas';
import { payoutBanks } from '../payouts/banks';
import { payoutFailureKind } from '../payouts/payouts';
import { failureReason } from './reward-payouts';
import type { RewardPayoutRow } from './reward-payouts-repository';
import type { CreditRow } from './rewards-repository';
import { MIN_REDEMPTION_POINTS, REDEMPTION_STEP_POINTS, pointsToSen } from './rules';
import { Payout, PayoutBody, RedeemBody, Redemption, RewardsSummary } from './schemas';

const tags = ['rewards'];
const security: Record<string, string[]>[] = [{ sessionCookie: [] }, { accessToken: [] }];

const creditView = (credit: CreditRow) => ({
  id: credit.id,
  certificate: credit.certificateUuid,
  amount: senToDecimalString(credit.amountSen),
  remaining: senToDecimalString(credit.remainingSen),
  created_at: credit.createdAt.toISOString(),
});

const payoutView = (payout: RewardPayoutRow) => ({
  id: payout.id,
  points: payout.points,
  amount: senToDecimalString(payout.amountSen),
  bank_code: payout.bankCode,
  bank_name: payoutBanks.find((bank) => bank.code === payout.bankCode)?.name ?? payout.bankCode,
  account_last4: payout.accountNumber.slice(-4),
  status:
    payout.status === 'paid'
      ? ('paid' as const)
      : payout.status === 'failed'
        ? ('failed' as const)
        : ('pending' as const),
  failure:
    payout.status === 'failed' && payout.failureCode
      ? failureReason(payoutFailureKind(payout.failureCode))
      : null,
  next_attempt_at:
    payout.status === 'requested' && payout.nextAttemptAt ? payout.nextAttemptAt.toISOString() : null,
  requested_at: payout.requestedAt.toISOString(),
  settled_at: payout.settledAt?.toISOString() ?? null,
});

/** The payout a ledger entry is for ("payout:<id>" or "payout:<id>:returned"). */
const payoutOf = (sourceKey: string) => (sourceKey.startsWith('payout:') ? sourceKey.split(':')[1]! : null);

export const rewardsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/summary/',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: "The logged-in member's reward points",
        description:
          'Balance (pending, available, redeemed, reversed; 1,000 points = RM10), the ledger newest first, the ' +
          'referral challenges with the member’s progress, redeemed credits and lucky-draw entries. Referral ' +
          'points are brought up to date first.',
        response: { 200: RewardsSummary, ...errorResponses(403) },
      },
    },
    async (request) => {
      const summary = await app.rewards.summary(request.auth!.userId);
      const payouts = await app.rewardPayouts.of(request.auth!.userId);
      const locale = request.locale;
      const { account } = summary;
      return {
        data: {
          balance: {
            pending_points: account.pendingPoints,
            available_points: account.availablePoints,
            available_value: senToDecimalString(pointsToSen(account.availablePoints)),
            redeemed_points: account.redeemedPoints,
            reversed_points: account.reversedPoints,
          },
          can_redeem: summary.holdsActiveCertificate,
          min_redemption_points: MIN_REDEMPTION_POINTS,
          redemption_step_points: REDEMPTION_STEP_POINTS,
          ledger: summary.entries.map((entry) => ({
            id: entry.id,
            kind: entry.kind,
            pending_points: entry.pendingDelta,
            available_points: entry.availableDelta,
            campaign: entry.campaignId,
            payout: payoutOf(entry.sourceKey),
            created_at: entry.createdAt.toISOString(),
          })),
          challenges: summary.progress.map(({ campaign, active, referrals, released, points }) => ({
            id: campaign.id,
            kind: campaign.kind,
            name: locale === 'ms' ? campaign.nameMs : campaign.nameEn,
            starts_on: campaign.startsOn,
            ends_on: campaign.endsOn,
            active,
            points_per_referral: campaign.pointsPerReferral,
            max_referrals_per_category: campaign.maxReferralsPerCategory,
            max_points: campaign.maxPoints,
            referrals,
            released,
            points,
            tiers: campaign.tiers.map((tier) => ({ ...tier, reached: released >= tier.referrals })),
          })),
          credits: summary.credits.map(creditView),
          payouts: payouts.map(payoutView),
          payout_banks: payoutBanks.map((bank) => ({ code: bank.code, name: bank.name })),
          draws: summary.draws.map((draw) => ({
            month: draw.month,
            entry_id: draw.entryId,
            commit_record: draw.commitRecordId,
            result_record: draw.resultRecordId,
            won: draw.winnerEntryId === null ? null : draw.winnerEntryId === draw.entryId,
          })),
        },
      };
    },
  );

  app.post(
    '/redemptions/',
    {
      onRequest: app.authenticate,
      bodyLimit: 1024,
      schema: {
        tags,
        security,
        summary: 'Redeem points against the next contribution',
        description:
          'Needs an active certificate (409 active_certificate_required) and enough available points ' +
          '(409 insufficient_points); at least 1,000 points (RM10), in steps of 100. The credit is taken off the ' +
          'certificate’s next contributions, paid automatically or by hand (each keeps at least RM1 to charge).',
        body: RedeemBody,
        response: { 201: Redemption, ...errorResponses(400, 403, 409) },
      },
    },
    async (request, reply) => {
      const credit = await app.rewards.redeem(request.auth!.userId, request.body.points);
      return reply.code(201).send({ data: creditView(credit) });
    },
  );

  app.post(
    '/payouts/',
    {
      onRequest: app.authenticate,
      bodyLimit: 2048,
      schema: {
        tags,
        security,
        summary: 'Redeem points paid to the member’s bank account',
        description:
          'Needs an active certificate (409 active_certificate_required) and enough available points ' +
          '(409 insufficient_points); at least 1,000 points (RM10), in steps of 100. bank_code is one of ' +
          'payout_banks in the summary; account_number 6 to 20 digits; account_holder_name must be the member’s ' +
          'name (as on the account or the certificate). The points leave the balance now; the payout is pending ' +
          'until the bank confirms it, and if the bank fails it the points come back and the member is e-mailed.',
        body: PayoutBody,
        response: { 201: Payout, ...errorResponses(400, 403, 409) },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const payout = await app.rewardPayouts.request(request.auth!.userId, {
        points: body.points,
        bankCode: body.bank_code,
        accountNumber: body.account_number,
        accountHolderName: body.account_holder_name,
      });
      return reply.code(201).send({ data: payoutView(payout) });
    },
  );
};
