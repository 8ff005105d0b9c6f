// Signed JWTs (HS256, fast-jwt): short-lived access tokens and rotating refresh tokens, both tied to a session.
// Verification is synchronous and remembers tokens it has verified (until they expire, at most 10,000 of them):
// an access token is checked on every signed-in call, and a repeat costs a hash instead of an HMAC. Revocation
// does not rest on this: the session behind the token is checked on every call (sessions-repository.ts).
import { createSigner, createVerifier, TokenError as JwtError } from 'fast-jwt';
import { brand } from '../../brand';
export type TokenType = 'access' | 'refresh';

export interface TokenClaims {
  userId: string;
  sessionId: string;
  tokenId: string;
  type: TokenType;
  expiresAt: Date;
}

/** Tokens whose verification is remembered (fast-jwt's LRU cache). */
const VERIFIED_TOKENS_KEPT = 10_000;

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
  private readonly issuer = `${brand.slug}-api`;
  private readonly audience = brand.slug;
  private readonly signer: (payload: Record<string, unknown>) => string;
  private readonly verifier: (token: string) => Record<string, unknown>;

  constructor(
    secret: string,
    private readonly lifetimes: { accessMinutes: number; refreshDays: number },
  ) {
    this.signer = createSigner({ key: secret, algorithm: 'HS256', iss: this.issuer, aud: this.audience });
    this.verifier = createVerifier({
      key: secret,
      algorithms: ['HS256'],
      allowedIss: this.issuer,
      allowedAud: this.audience,
      requiredClaims: ['exp', 'sub', 'jti'],
      cache: VERIFIED_TOKENS_KEPT,
    });
  }

  sign(type: TokenType, claims: { userId: string; sessionId: string; tokenId: string }, now = new Date()) {
    const seconds =
      type === 'access' ? this.lifetimes.accessMinutes * 60 : this.lifetimes.refreshDays * 24 * 60 * 60;
    const issuedAt = Math.floor(now.getTime() / 1000);
    const expiresAt = new Date((issuedAt + seconds) * 1000);
    const token = this.signer({
      typ: type,
      sid: claims.sessionId,
      sub: claims.userId,
      jti: claims.tokenId,
      iat: issuedAt,
      exp: issuedAt + seconds,
    });
    return Promise.resolve<IssuedToken>({ token, expiresAt });
  }

  verify(token: string, type: TokenType): Promise<TokenClaims> {
    try {
      return Promise.resolve(this.verifySync(token, type));
    } catch (error) {
      return Promise.reject(error as Error);
    }
  }

  /** The claims of a valid token of `type`; throws TokenError('expired') or TokenError('invalid'). */
  verifySync(token: string, type: TokenType): TokenClaims {
    let payload: Record<string, unknown>;
    try {
      payload = this.verifier(token);
    } catch (error) {
      throw new TokenError(
        error instanceof JwtError && error.code === JwtError.codes.expired ? 'expired' : 'invalid',
      );
    }
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
  }
}
