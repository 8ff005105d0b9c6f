// Signed JWTs (HS256, jose): short-lived access tokens and rotating refresh tokens, both tied to a session.
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { brand } from '../../brand';

export type TokenType = 'access' | 'refresh';

export interface TokenClaims {
  userId: string;
  sessionId: string;
  tokenId: string;
  type: TokenType;
  expiresAt: Date;
}

export class TokenError extends Error {
  constructor(readonly reason: 'expired' | 'invalid') {
    super(`token ${reason}`);
    this.name = 'TokenError';
  }
}

export interface IssuedToken {
  token: string;
  expiresAt: Date;
}

export class TokenService {
  private readonly key: Uint8Array;
  private readonly issuer = `${brand.slug}-api`;
  private readonly audience = brand.slug;

  constructor(
    secret: string,
    private readonly lifetimes: { accessMinutes: number; refreshDays: number },
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  sign(type: TokenType, claims: { userId: string; sessionId: string; tokenId: string }, now = new Date()) {
    const seconds =
      type === 'access' ? this.lifetimes.accessMinutes * 60 : this.lifetimes.refreshDays * 24 * 60 * 60;
    const issuedAt = Math.floor(now.getTime() / 1000);
    const expiresAt = new Date((issuedAt + seconds) * 1000);
    return new SignJWT({ typ: type, sid: claims.sessionId })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer(this.issuer)
      .setAudience(this.audience)
      .setSubject(claims.userId)
      .setJti(claims.tokenId)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + seconds)
      .sign(this.key)
      .then((token): IssuedToken => ({ token, expiresAt }));
  }

  async verify(token: string, type: TokenType): Promise<TokenClaims> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        issuer: this.issuer,
        audience: this.audience,
      });
      if (
        payload.typ !== type ||
        typeof payload.sub !== 'string' ||
        typeof payload.sid !== 'string' ||
        typeof payload.jti !== 'string' ||
        typeof payload.exp !== 'number'
      ) {
        throw new TokenError('invalid');
      }
      return {
        userId: payload.sub,
        sessionId: payload.sid,
        tokenId: payload.jti,
        type,
        expiresAt: new Date(payload.exp * 1000),
      };
    } catch (error) {
      if (error instanceof TokenError) throw error;
      if (error instanceof joseErrors.JWTExpired) throw new TokenError('expired');
      throw new TokenError('invalid');
    }
  }
}
