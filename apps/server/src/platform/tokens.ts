import { randomBytes } from 'node:crypto';
import type { AccountType } from '@shiftclock/contract/constants';
import { EMPLOYEE_SESSION_DAYS } from '@shiftclock/contract/me-messages';
import { createSigner, createVerifier } from 'fast-jwt';

/** The callers that sign in for a token: all but API keys, which are their own credential (features/api-keys). */
export type TokenAccountType = Exclude<AccountType, 'apiKey'>;

/** Token lifetimes of docs/product.md section 11.3: a kiosk stays logged in for a month. */
export const TOKEN_LIFETIME_SECONDS: Record<TokenAccountType, number> = {
  location: 30 * 24 * 3600,
  manager: 12 * 3600,
  orgAdmin: 12 * 3600,
  master: 8 * 3600,
  // The employee's phone: weeks, ended sooner from the app or by a manager (employee_sessions).
  employee: EMPLOYEE_SESSION_DAYS * 24 * 3600,
};

/**
 * What a token carries: the account, its type and the account's version (bumped to revoke). On a
 * token issued by direct access, the owner who opened it: `by` (e-mail, so audit trails can name who
 * acted), `byId` and `byVer` (the owner's account and token version: a new owner password ends it).
 */
export type Claims = {
  sub: string;
  typ: TokenAccountType;
  ver: string;
  by?: string;
  byId?: string;
  byVer?: string;
};

/** A checked token's claims, with its own id (what Logout revokes) and its expiry. */
export type VerifiedClaims = Claims & { jti: string; expiresAt: Date };

export type TokenService = {
  /** A new token with an id of its own (`jti`), so one session can be ended without the others. */
  sign(claims: Claims): string;
  /** The claims of a valid, unexpired token, else null. */
  verify(token: string): VerifiedClaims | null;
};

const ACCOUNT_TYPES = new Set<string>(['location', 'manager', 'orgAdmin', 'master', 'employee']);
const OPTIONAL_CLAIMS = ['by', 'byId', 'byVer'] as const;
/** How many checked tokens stay known; the oldest goes first. */
const VERIFIED_TOKENS_KEPT = 1000;

/**
 * HS256 tokens through fast-jwt (the engine of @fastify/jwt). `iat` and `exp`
 * are set and checked here against the app's clock, so tests can move time.
 */
export function createTokenService(secret: string, now: () => Date): TokenService {
  const signer = createSigner({ key: secret, algorithm: 'HS256', noTimestamp: true });
  const verifier = createVerifier({ key: secret, algorithms: ['HS256'], ignoreExpiration: true });
  // A kiosk sends the same token all day: its checked payload is kept, keyed by the whole token (an
  // exact match of the signed bytes), so the HMAC is not recomputed per call. Expiry is still checked
  // on every call below. Not fast-jwt's own cache: its default key is a hash of the token, which costs
  // about what the cache saves, and it warns at start about any other key.
  const checked = new Map<string, Record<string, unknown>>();
  const payloadOf = (token: string) => {
    const known = checked.get(token);
    if (known) return known;
    const payload = verifier(token) as Record<string, unknown>;
    if (checked.size >= VERIFIED_TOKENS_KEPT) checked.delete(checked.keys().next().value ?? '');
    checked.set(token, payload);
    return payload;
  };
  return {
    sign(claims) {
      const iat = Math.floor(now().getTime() / 1000);
      const jti = randomBytes(16).toString('base64url');
      return signer({ ...claims, jti, iat, exp: iat + TOKEN_LIFETIME_SECONDS[claims.typ] });
    },
    verify(token) {
      let payload: Record<string, unknown>;
      try {
        payload = payloadOf(token);
      } catch {
        return null;
      }
      const { sub, typ, ver, jti, exp } = payload;
      if (typeof exp !== 'number' || exp * 1000 <= now().getTime()) return null;
      if (typeof sub !== 'string' || typeof ver !== 'string' || typeof jti !== 'string') return null;
      if (typeof typ !== 'string' || !ACCOUNT_TYPES.has(typ)) return null;
      const claims: VerifiedClaims = {
        sub,
        typ: typ as TokenAccountType,
        ver,
        jti,
        expiresAt: new Date(exp * 1000),
      };
      for (const key of OPTIONAL_CLAIMS) {
        const value = payload[key];
        if (typeof value === 'string') claims[key] = value;
      }
      return claims;
    },
  };
}
