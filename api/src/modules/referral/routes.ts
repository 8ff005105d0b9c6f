// referral/api/v1/: check/ (public, rate limited: is this a code a visitor may sign up with?) and history/
// (logged in: the member's referrals). Each is a registrar, which modules/legacy also registers under api/referrals/.
import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { senToDecimalString, todayIso } from '@teduh/shared/domain';
import { fieldError } from '../../lib/errors';
import { errorResponses } from '../../lib/http-schemas';
import type { PublicRouteDoc, RouteApp, RouteDoc } from '../../lib/route-doc';
import { CheckCodeBody, CheckCodeResult, ReferralHistory } from './schemas';

export interface ReferralRoutesOptions {
  /** Limit of the public check per client address (it is a guessing target). */
  rateLimit: RateLimitOptions;
}

const defaultTags = ['referral'];
const security: Record<string, string[]>[] = [{ sessionCookie: [] }, { accessToken: [] }];

/** Is this a referral code a visitor may sign up with? */
export function referralCheckRoute(app: RouteApp, url: string, doc: PublicRouteDoc) {
  app.post(
    url,
    {
      config: { rateLimit: doc.rateLimit },
      bodyLimit: 1024,
      schema: {
        tags: doc.tags ?? defaultTags,
        deprecated: doc.deprecated,
        summary: 'Check a referral code before signing up; no login',
        description:
          'Answers { valid: true } for the code of an active member, else 400 with the field code ' +
          "('Invalid Code'). It never says whose code it is.",
        body: CheckCodeBody,
        response: { 200: CheckCodeResult, ...errorResponses(400, 429) },
      },
    },
    async (request) => {
      if (!(await app.referrals.isActiveCode(request.body.code))) {
        throw fieldError('code', 'validation.invalidReferralCode');
      }
      return { data: { valid: true as const } };
    },
  );
}

/** The logged-in member's referrals. */
export function referralHistoryRoute(app: RouteApp, url: string, doc: RouteDoc = {}) {
  app.get(
    url,
    {
      onRequest: app.authenticate,
      schema: {
        tags: doc.tags ?? defaultTags,
        deprecated: doc.deprecated,
        summary: "The logged-in member's referrals",
        description:
          'The members who used this member’s referral code first (at registration, or on their first ' +
          'quotation), oldest first, with where each stands: registered (not paid yet), cooling_off (paid, ' +
          'inside the 15-day cooling-off period), qualified (past it, aged 16-50 at entry) or not_eligible. ' +
          'A qualified referral is worth RM10; reward_available says whether the member holds the active ' +
          'certificate rewards need. Nothing personal about the referred members is shown.',
        security,
        response: { 200: ReferralHistory, ...errorResponses(403) },
      },
    },
    async (request) => {
      const userId = request.auth!.userId;
      const [entries, rewardAvailable] = await Promise.all([
        app.referrals.history(userId, todayIso()),
        app.referrals.holdsActiveCertificate(userId),
      ]);
      return {
        data: entries.map((entry) => ({
          registered_on: entry.registeredOn,
          status: entry.status,
          cooling_off_ends_on: entry.coolingOffEndsOn,
          reward: senToDecimalString(entry.rewardSen),
          reward_available: rewardAvailable && entry.rewardSen > 0,
        })),
      };
    },
  );
}

export const referralRoutes: FastifyPluginAsyncTypebox<ReferralRoutesOptions> = async (app, options) => {
  referralCheckRoute(app, '/check/', { rateLimit: options.rateLimit });
  referralHistoryRoute(app, '/history/');
};
