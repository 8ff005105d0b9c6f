// Member accounts and the profile the contract returns from `auth/api/v1/me/`.
import { isPasswordHash } from './passwords';
import crypto from 'node:crypto';
import { and, eq, getTableName, inArray, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database';
import { newsletterSubscriptions, socialAccounts, userAddresses, users } from '../../db/schema';
import type { Locale } from '../../lib/i18n';
import { announceProfileChange, type ProfileCache } from './profile-cache';

export type UserRow = typeof users.$inferSelect;

export interface ProfileAddress {
  uuid: string;
  address_1: string;
  address_2: string | null;
  postcode: string;
  city: string | null;
  state: string | null;
  country: string;
}

export interface ProfileSocialAccount {
  provider: 'google' | 'facebook' | 'apple';
  email: string | null;
  linked_at: string;
}

export interface Profile {
  uuid: string;
  first_name: string;
  last_name: string;
  full_name: string;
  email: string;
  gender: 'male' | 'female' | null;
  dob: string | null;
  id_ref: string | null;
  profile_picture: string | null;
  addresses: ProfileAddress[];
  social_media: ProfileSocialAccount[];
  ekyc_status: string;
  referral_code: string;
  completed_registration: boolean;
  has_password: boolean;
  newsletter: boolean;
}

/** The newsletter's list id (the contract's list 1); kept here so the profile needs no newsletter service. */
const NEWSLETTER_LIST_ID = 1;

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Unambiguous characters (no 0/O, 1/I/L) for codes people read out and type. */
const REFERRAL_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

export function generateReferralCode(): string {
  return Array.from({ length: 8 }, () => REFERRAL_ALPHABET[crypto.randomInt(REFERRAL_ALPHABET.length)]).join(
    '',
  );
}

function isUniqueViolation(error: unknown, constraint: string): boolean {
  let current: unknown = error;
  while (current && typeof current === 'object') {
    const candidate = current as { code?: string; constraint?: string; message?: string; cause?: unknown };
    if (
      candidate.code === '23505' &&
      (candidate.constraint === constraint || candidate.message?.includes(constraint))
    ) {
      return true;
    }
    current = candidate.cause;
  }
  return false;
}

export class EmailTakenError extends Error {
  constructor() {
    super('email taken');
    this.name = 'EmailTakenError';
  }
}

export interface NewUser {
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  language: Locale;
}

export interface ProfileChanges {
  firstName?: string;
  lastName?: string;
  dob?: string;
  gender?: 'male' | 'female';
  idRef?: string;
  language?: Locale;
  /** Storage key of the picture; null removes it. */
  profilePicture?: string | null;
}

/**
 * A column named with its table: in a one-table select drizzle names columns bare, which inside these
 * correlated subqueries would mean the subquery's own table.
 */
const q = (column: AnyPgColumn) => sql.raw(`"${getTableName(column.table)}"."${column.name}"`);

/** The member's addresses, oldest first, as the profile answers them. */
const profileAddresses = sql<ProfileAddress[] | string>`coalesce((
  select json_agg(json_build_object(
    'uuid', ${q(userAddresses.id)}, 'address_1', ${q(userAddresses.address1)}, 'address_2', ${q(userAddresses.address2)},
    'postcode', ${q(userAddresses.postcode)}, 'city', ${q(userAddresses.city)}, 'state', ${q(userAddresses.state)},
    'country', ${q(userAddresses.country)}
  ) order by ${q(userAddresses.createdAt)})
  from ${userAddresses} where ${q(userAddresses.userId)} = ${q(users.id)}
), '[]'::json)`;

/** The linked sign-in providers, oldest first; `linked_at` in the form of Date#toISOString. */
const profileSocials = sql<ProfileSocialAccount[] | string>`coalesce((
  select json_agg(json_build_object(
    'provider', ${q(socialAccounts.provider)}, 'email', ${q(socialAccounts.email)},
    'linked_at', to_char(${q(socialAccounts.createdAt)} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
  ) order by ${q(socialAccounts.createdAt)})
  from ${socialAccounts} where ${q(socialAccounts.userId)} = ${q(users.id)}
), '[]'::json)`;

const newsletterStatus = sql<string | null>`(
  select ${q(newsletterSubscriptions.status)} from ${newsletterSubscriptions}
  where ${q(newsletterSubscriptions.listId)} = ${NEWSLETTER_LIST_ID} and ${q(newsletterSubscriptions.email)} = ${q(users.email)}
  limit 1
)`;

/** json columns arrive parsed from node-postgres and PGlite; a driver that hands text is read too. */
const parsedJson = <T>(value: T | string): T =>
  typeof value === 'string' ? (JSON.parse(value) as T) : value;

export class UsersRepository {
  constructor(
    private readonly db: Database,
    /** Profiles kept briefly (the API's own repository); none for seeds and scripts. */
    private readonly profiles?: ProfileCache<Profile>,
  ) {}

  async findByEmail(email: string, db: Database = this.db): Promise<UserRow | undefined> {
    const [row] = await db
      .select()
      .from(users)
      .where(eq(users.email, normalizeEmail(email)));
    return row;
  }

  async findById(id: string, db: Database = this.db): Promise<UserRow | undefined> {
    const [row] = await db.select().from(users).where(eq(users.id, id));
    return row;
  }

  async findManyById(ids: string[]): Promise<UserRow[]> {
    if (ids.length === 0) return [];
    return this.db.select().from(users).where(inArray(users.id, ids));
  }

  async emailExists(email: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, normalizeEmail(email)));
    return row !== undefined;
  }

  /** Creates an account with a fresh referral code; throws EmailTakenError when the address is in use. */
  async create(user: NewUser, db: Database = this.db): Promise<UserRow> {
    for (let attempt = 0; ; attempt += 1) {
      const now = new Date();
      try {
        // A savepoint, so a referral-code collision can be retried inside the caller's transaction.
        return await db.transaction(async (tx) => {
          const [row] = await tx
            .insert(users)
            .values({
              ...user,
              email: normalizeEmail(user.email),
              referralCode: generateReferralCode(),
              termsAcceptedAt: now,
              privacyAcceptedAt: now,
              passwordChangedAt: now,
            })
            .returning();
          return row!;
        });
      } catch (error) {
        if (isUniqueViolation(error, 'users_email_key')) throw new EmailTakenError();
        if (isUniqueViolation(error, 'users_referral_code_key') && attempt < 5) continue;
        throw error;
      }
    }
  }

  /** Stores a re-hash of the same password (stronger parameters); not a password change. */
  async updatePasswordHash(userId: string, passwordHash: string): Promise<void> {
    await this.db.update(users).set({ passwordHash }).where(eq(users.id, userId));
  }

  /** A new password: the change time is kept so that older sessions can be told apart. */
  async setPassword(userId: string, passwordHash: string): Promise<void> {
    await this.db
      .update(users)
      .set({ passwordHash, passwordChangedAt: new Date(), updatedAt: new Date() })
      .where(eq(users.id, userId));
    announceProfileChange(userId);
  }

  async updateProfile(userId: string, changes: ProfileChanges, db: Database = this.db): Promise<void> {
    if (Object.keys(changes).length === 0) return;
    await db
      .update(users)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(users.id, userId));
    announceProfileChange(userId);
  }

  /** Removes one of the member's addresses; false when the member has no such address. */
  async removeAddress(userId: string, addressId: string, db: Database = this.db): Promise<boolean> {
    const removed = await db
      .delete(userAddresses)
      .where(and(eq(userAddresses.id, addressId), eq(userAddresses.userId, userId)))
      .returning({ id: userAddresses.id });
    announceProfileChange(userId);
    return removed.length > 0;
  }

  /** Moves the account to a new address; throws EmailTakenError when another account has it. */
  async changeEmail(userId: string, email: string, db: Database = this.db): Promise<void> {
    try {
      // A savepoint, so the caller's transaction survives a unique violation long enough to roll back cleanly.
      await db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({ email: normalizeEmail(email), updatedAt: new Date() })
          .where(eq(users.id, userId));
      });
      announceProfileChange(userId);
    } catch (error) {
      if (isUniqueViolation(error, 'users_email_key')) throw new EmailTakenError();
      throw error;
    }
  }

  /**
   * The profile the API answers. `pictureUrl` turns the stored picture key into the URL clients load; a value
   * that is a URL already (an imported or social picture) is answered as it is.
   */
  async profile(userId: string, pictureUrl: (key: string) => string): Promise<Profile | undefined> {
    const profile = this.profiles
      ? await this.profiles.get(userId, () => this.readProfile(userId))
      : await this.readProfile(userId);
    if (!profile) return undefined;
    const picture = profile.profile_picture;
    // Kept with the stored key: the URL depends on the address the call came to.
    return picture && !/^https?:\/\//.test(picture)
      ? { ...profile, profile_picture: pictureUrl(picture) }
      : profile;
  }

  /** The profile as stored, its picture a storage key or an outside URL. */
  private async readProfile(userId: string): Promise<Profile | undefined> {
    // One round trip: `me/` is asked on every page of a signed-in member.
    const [row] = await this.db
      .select({
        user: users,
        addresses: profileAddresses,
        socials: profileSocials,
        newsletter: newsletterStatus,
      })
      .from(users)
      .where(eq(users.id, userId));
    if (!row || row.user.deletedAt) return undefined;
    const { user } = row;
    const addresses = parsedJson(row.addresses);
    const socials = parsedJson(row.socials);
    const picture = user.profilePicture;
    return {
      uuid: user.id,
      first_name: user.firstName,
      last_name: user.lastName,
      full_name: `${user.firstName} ${user.lastName}`.trim(),
      email: user.email,
      gender: user.gender ?? null,
      dob: user.dob ?? null,
      id_ref: user.idRef ?? null,
      profile_picture: picture ?? null,
      addresses,
      social_media: socials,
      ekyc_status: user.ekycStatus,
      referral_code: user.referralCode,
      // The profile is complete once the details a certificate needs are known.
      completed_registration: Boolean(
        user.firstName && user.lastName && user.dob && user.gender && user.idRef,
      ),
      has_password: isPasswordHash(user.passwordHash),
      newsletter: row.newsletter === 'subscribed',
    };
  }
}
