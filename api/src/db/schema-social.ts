// Tables of social sign-in (modules/social); re-exported by ./schema, the one schema drizzle-kit reads.
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './schema';

export type SocialProvider = 'google' | 'facebook' | 'apple';

/**
 * A provider identity that signed in but belongs to no account yet: it waits (30 minutes) for
 * complete-registration, or for the member of a matching e-mail to prove the account before it is linked.
 * Found by the SHA-256 of its random token (kept in the session cookie, or handed to an app).
 */
export const socialSignIns = pgTable(
  'social_sign_ins',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull(),
    provider: text('provider').$type<SocialProvider>().notNull(),
    subject: text('subject').notNull(),
    /** Lower-cased; null when the provider gave none. */
    email: text('email'),
    /** Only a provider's attested e-mail may become the account's address without a PIN. */
    emailVerified: boolean('email_verified').notNull(),
    /** Apple's private relay address (privaterelay.appleid.com). */
    privateEmail: boolean('private_email').notNull().default(false),
    firstName: text('first_name'),
    lastName: text('last_name'),
    /** The member of the same e-mail, who must prove the account (password or e-mail PIN) before a link. */
    matchedUserId: uuid('matched_user_id').references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('social_sign_ins_token_hash_key').on(t.tokenHash),
    index('social_sign_ins_expires_idx').on(t.expiresAt),
  ],
);
