// referral/api/v1/: check/ (public, rate limited: is this a code a visitor may sign up with?) and history/
// (logged in: the member's referrals).
import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { users } from '../../db/schema';
import { fieldError } from '../../lib/errors';
import { errorResponses } from '../../lib/http-schemas';
import { CheckCodeBody, CheckCodeResult, ReferralHistory } from './schemas';

export interface ReferralRoutesOptions {
  /** Limit of the public check per client address (it is a guessing target). */
  rateLimit: RateLimitOptions;
}

const tags = ['referral'];
const security: Record<string, string[]>[] = [{ sessionCookie: [] }, { accessToken: [] }];

export const referralRoutes: FastifyPluginAsyncTypebox<ReferralRoutesOptions> = async (app, options) => {
  /** Whether `code` is the referral code of an active, not deleted account (compared case-insensitively). */
  async function isActiveCode(code: string): Promise<boolean> {
    const normalized = code.trim().toUpperCase();
    if (normalized === '') return false;
    const [row] = await app.db
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          eq(sql`upper(${users.referralCode})`, normalized),
          eq(users.isActive, true),
          isNull(users.deletedAt),
        ),
      )
      .limit(1);
    return row !== undefined;
  }

  app.post(
    '/check/',
    {
      config: { rateLimit: options.rateLimit },
      bodyLimit: 1024,
      schema: {
        tags,
        summary: 'Check a referral code before signing up; no login',
        description:
          'Answers { valid: true } for the code of an active member, else 400 with the field code ' +
          "('Invalid Code'). It never says whose code it is.",
        body: CheckCodeBody,
        response: { 200: CheckCodeResult, ...errorResponses(400, 429) },
      },
    },
    async (request) => {
      if (!(await isActiveCode(request.body.code))) {
        throw fieldError('code', 'validation.invalidReferralCode');
      }
      return { data: { valid: true as const } };
    },
  );

  app.get(
    '/history/',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "The logged-in member's referrals",
        description:
          'The members who registered with this member’s code. Registration does not record a referral ' +
          'code today, so the list is empty until it does.',
        security,
        response: { 200: ReferralHistory, ...errorResponses(403) },
      },
    },
    // Registration (auth/register/confirm/) stores no referral code, so there is no referral to list yet.
    async () => ({ data: [] }),
  );
};
