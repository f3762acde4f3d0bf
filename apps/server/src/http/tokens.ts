import type { AccountType } from '@shiftclock/contract/constants';
import { createSigner, createVerifier } from 'fast-jwt';

/** Token lifetimes of CONTRACT.md section 3: a kiosk stays logged in for a month. */
export const TOKEN_LIFETIME_SECONDS: Record<AccountType, number> = {
  location: 30 * 24 * 3600,
  manager: 12 * 3600,
  orgAdmin: 12 * 3600,
  master: 8 * 3600,
};

/**
 * What a token carries: the account, its type and the account's version (bumped to revoke). `by`:
 * the owner's e-mail on a token issued by direct access, so audit trails can name who acted.
 */
export type Claims = { sub: string; typ: AccountType; ver: string; by?: string };

export type TokenService = {
  sign(claims: Claims): string;
  /** The claims of a valid, unexpired token, else null. */
  verify(token: string): Claims | null;
};

const ACCOUNT_TYPES = new Set<string>(['location', 'manager', 'orgAdmin', 'master']);

/**
 * HS256 tokens through fast-jwt (the engine of @fastify/jwt). `iat` and `exp`
 * are set and checked here against the app's clock, so tests can move time.
 */
export function createTokenService(secret: string, now: () => Date): TokenService {
  const signer = createSigner({ key: secret, algorithm: 'HS256', noTimestamp: true });
  const verifier = createVerifier({ key: secret, algorithms: ['HS256'], ignoreExpiration: true });
  return {
    sign(claims) {
      const iat = Math.floor(now().getTime() / 1000);
      return signer({ ...claims, iat, exp: iat + TOKEN_LIFETIME_SECONDS[claims.typ] });
    },
    verify(token) {
      let payload: Partial<Omit<Claims, 'by'>> & { exp?: unknown; by?: unknown };
      try {
        payload = verifier(token);
      } catch {
        return null;
      }
      if (typeof payload.exp !== 'number' || payload.exp * 1000 <= now().getTime()) return null;
      if (typeof payload.sub !== 'string' || typeof payload.ver !== 'string') return null;
      if (typeof payload.typ !== 'string' || !ACCOUNT_TYPES.has(payload.typ)) return null;
      const claims: Claims = { sub: payload.sub, typ: payload.typ as AccountType, ver: payload.ver };
      if (typeof payload.by === 'string') claims.by = payload.by;
      return claims;
    },
  };
}
