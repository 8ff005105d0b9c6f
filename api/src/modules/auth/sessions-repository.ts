// Login sessions and their refresh tokens. A refresh token is exchanged once; presenting a spent one again
// (outside a short grace window for a browser's parallel tabs) revokes the whole session.
import crypto from 'node:crypto';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Database } from '../../db/database';
import { authSessions, refreshTokens, users } from '../../db/schema';
import { TokenError, type TokenService } from './tokens';

export interface TokenPair {
  access: string;
  refresh: string;
  accessExpiresAt: Date;
  refreshExpiresAt: Date;
  sessionId: string;
  userId: string;
}

export type RevokeReason = 'logout' | 'reuse_detected' | 'password_changed' | 'account_deleted';

export class RefreshError extends Error {
  constructor(readonly reason: 'invalid' | 'expired' | 'reused') {
    super(`refresh ${reason}`);
    this.name = 'RefreshError';
  }
}

export interface SessionMeta {
  userAgent?: string | undefined;
  ip?: string | undefined;
}

/** Most open sessions remembered as active at once; past that the oldest is read again from the database. */
const ACTIVE_CACHE_SIZE = 10_000;

export class SessionsRepository {
  /** Session id -> its user, counted active without a database read for `activeCacheMs` (the wall clock). */
  private readonly activeCache: LRUCache<string, string>;

  constructor(
    private readonly db: Database,
    private readonly tokens: TokenService,
    private readonly options: { refreshDays: number; reuseGraceSeconds: number; activeCacheMs: number },
  ) {
    this.activeCache = new LRUCache({
      max: ACTIVE_CACHE_SIZE,
      ttl: Math.max(options.activeCacheMs, 1),
      ttlResolution: 0,
      perf: Date,
    });
  }

  /** Opens a session for a user who just proved who they are; pass the transaction's `db` if inside one. */
  async start(userId: string, meta: SessionMeta, db: Database = this.db): Promise<TokenPair> {
    const [session] = await db
      .insert(authSessions)
      .values({
        userId,
        userAgent: meta.userAgent?.slice(0, 512) ?? null,
        ip: meta.ip ?? null,
        expiresAt: this.refreshExpiry(),
      })
      .returning({ id: authSessions.id });
    return this.issue(db, userId, session!.id);
  }

  /** Exchanges a refresh token for a new pair. */
  async rotate(refreshToken: string): Promise<TokenPair> {
    let claims;
    try {
      claims = await this.tokens.verify(refreshToken, 'refresh');
    } catch (error) {
      throw new RefreshError(
        error instanceof TokenError && error.reason === 'expired' ? 'expired' : 'invalid',
      );
    }

    const outcome = await this.db.transaction(async (tx) => {
      const [row] = await tx
        .select({
          usedAt: refreshTokens.usedAt,
          sessionId: authSessions.id,
          userId: authSessions.userId,
          revokedAt: authSessions.revokedAt,
          userActive: users.isActive,
        })
        .from(refreshTokens)
        .innerJoin(authSessions, eq(authSessions.id, refreshTokens.sessionId))
        .innerJoin(users, eq(users.id, authSessions.userId))
        .where(eq(refreshTokens.id, claims.tokenId))
        .for('update', { of: refreshTokens });
      if (!row || row.revokedAt || !row.userActive || row.sessionId !== claims.sessionId) {
        return { kind: 'invalid' as const };
      }
      if (row.usedAt) {
        const sinceUse = Date.now() - row.usedAt.getTime();
        if (sinceUse > this.options.reuseGraceSeconds * 1000) {
          await tx
            .update(authSessions)
            .set({ revokedAt: new Date(), revokedReason: 'reuse_detected' })
            .where(eq(authSessions.id, row.sessionId));
          return { kind: 'reused' as const };
        }
      } else {
        await tx
          .update(refreshTokens)
          .set({ usedAt: new Date() })
          .where(eq(refreshTokens.id, claims.tokenId));
      }
      await tx
        .update(authSessions)
        .set({ lastRefreshedAt: new Date(), expiresAt: this.refreshExpiry() })
        .where(eq(authSessions.id, row.sessionId));
      return { kind: 'ok' as const, pair: await this.issue(tx, row.userId, row.sessionId) };
    });

    if (outcome.kind === 'invalid') throw new RefreshError('invalid');
    if (outcome.kind === 'reused') {
      this.activeCache.delete(claims.sessionId);
      throw new RefreshError('reused');
    }
    return outcome.pair;
  }

  async revoke(sessionId: string, reason: RevokeReason): Promise<void> {
    this.activeCache.delete(sessionId);
    await this.db
      .update(authSessions)
      .set({ revokedAt: new Date(), revokedReason: reason })
      .where(and(eq(authSessions.id, sessionId), isNull(authSessions.revokedAt)));
  }

  /** Ends every session of a user, except the one given (the session that changed the password). */
  async revokeAllForUser(userId: string, reason: RevokeReason, exceptSessionId?: string): Promise<void> {
    this.forgetUser(userId);
    await this.db
      .update(authSessions)
      .set({ revokedAt: new Date(), revokedReason: reason })
      .where(
        and(
          eq(authSessions.userId, userId),
          isNull(authSessions.revokedAt),
          exceptSessionId ? sql`${authSessions.id} <> ${exceptSessionId}` : undefined,
        ),
      );
  }

  /** Whether the session was found open within `activeCacheMs` (no database read; false when not known). */
  isKnownActive(sessionId: string, userId: string): boolean {
    return this.activeCache.get(sessionId) === userId;
  }

  /**
   * Whether an access token's session is still open and its account active. An open session is remembered
   * for `activeCacheMs`: what this instance revokes takes effect at once, a revocation made by another API
   * instance within that time.
   */
  async isActive(sessionId: string, userId: string): Promise<boolean> {
    if (this.isKnownActive(sessionId, userId)) return true;
    const [row] = await this.db
      .select({ id: authSessions.id })
      .from(authSessions)
      .innerJoin(users, eq(users.id, authSessions.userId))
      .where(
        and(
          eq(authSessions.id, sessionId),
          eq(authSessions.userId, userId),
          isNull(authSessions.revokedAt),
          eq(users.isActive, true),
        ),
      );
    if (row === undefined) {
      this.activeCache.delete(sessionId);
      return false;
    }
    if (this.options.activeCacheMs > 0) this.activeCache.set(sessionId, userId);
    return true;
  }

  /** Drops what this instance remembers of a user's sessions (their sessions were just ended). */
  forgetUser(userId: string): void {
    const sessions = [...this.activeCache.entries()].filter(([, owner]) => owner === userId);
    for (const [sessionId] of sessions) this.activeCache.delete(sessionId);
  }

  /** Deletes what can no longer be used: expired refresh tokens and sessions ended over a week ago. */
  async purgeExpired(db: Database = this.db): Promise<void> {
    await db.delete(refreshTokens).where(lt(refreshTokens.expiresAt, new Date()));
    const weekAgo = new Date(Date.now() - 7 * 24 * 60 * 60 * 1000);
    await db
      .delete(authSessions)
      .where(or(lt(authSessions.revokedAt, weekAgo), lt(authSessions.expiresAt, weekAgo)));
  }

  private refreshExpiry(): Date {
    return new Date(Date.now() + this.options.refreshDays * 24 * 60 * 60 * 1000);
  }

  private async issue(db: Database, userId: string, sessionId: string): Promise<TokenPair> {
    const refreshId = crypto.randomUUID();
    const [access, refresh] = await Promise.all([
      this.tokens.sign('access', { userId, sessionId, tokenId: crypto.randomUUID() }),
      this.tokens.sign('refresh', { userId, sessionId, tokenId: refreshId }),
    ]);
    await db.insert(refreshTokens).values({ id: refreshId, sessionId, expiresAt: refresh.expiresAt });
    return {
      access: access.token,
      refresh: refresh.token,
      accessExpiresAt: access.expiresAt,
      refreshExpiresAt: refresh.expiresAt,
      sessionId,
      userId,
    };
  }
}
