import { messages } from '@shiftclock/contract/messages';
import type { Db } from '../../db/client.ts';
import type { Account } from '../../platform/account.ts';
import { Forbidden, Unauthorized } from '../../platform/errors.ts';
import type { SessionCache } from '../../platform/session-cache.ts';
import type { TokenService, VerifiedClaims } from '../../platform/tokens.ts';
import { findLocationSession, findOrgAdminSession } from './accounts.repository.ts';
import { findOpenEmployeeSession, touchEmployeeSession } from './employee-sessions.repository.ts';
import { isOrganizationActive } from './organization-activity.ts';
import { isTokenRevoked } from './revoked-tokens.repository.ts';

type AuthenticateDeps = {
  db: Db;
  tokens: TokenService;
  masterKeyFingerprint: string;
  now: () => Date;
  /** The rows a token check reads, kept between calls (platform/session-cache.ts). */
  sessions: SessionCache;
};

/**
 * The account a bearer token opens: a valid signature and lifetime, not logged out, an account that
 * still exists with the same token version (a password change revokes at once), for a direct-access
 * token an owner whose password has not changed since, and for location and manager accounts an
 * active organization. The onRequest hook (http/auth.ts) calls it; app.ts passes it there, so the
 * HTTP layer reads no account table itself.
 */
export function createAuthenticator(deps: AuthenticateDeps) {
  return async function authenticate(token: string): Promise<{ account: Account; claims: VerifiedClaims }> {
    const claims = deps.tokens.verify(token);
    if (!claims) throw new Unauthorized(messages.sessionInvalid);
    const invalid = () => new Unauthorized(messages.sessionInvalid);

    switch (claims.typ) {
      case 'master':
        if (
          claims.ver !== deps.masterKeyFingerprint ||
          (await deps.sessions.get(`master:${claims.jti}`, () => isTokenRevoked(deps.db, claims.jti)))
        )
          throw invalid();
        return { account: { type: 'master' }, claims };
      case 'orgAdmin': {
        const admin = await deps.sessions.get(`orgAdmin:${claims.sub}:${claims.jti}`, () =>
          findOrgAdminSession(deps.db, { id: claims.sub, jti: claims.jti }),
        );
        if (!admin || admin.tokenRevoked || String(admin.tokenVersion) !== claims.ver) throw invalid();
        return {
          account: {
            type: 'orgAdmin',
            accountId: admin.id,
            organizationId: admin.organizationId,
            email: admin.email,
            tokenVersion: admin.tokenVersion,
          },
          claims,
        };
      }
      case 'location':
      case 'manager': {
        const row = await deps.sessions.get(`location:${claims.sub}:${claims.jti}:${claims.byId ?? ''}`, () =>
          findLocationSession(deps.db, {
            accountId: claims.sub,
            jti: claims.jti,
            ownerId: claims.byId ?? null,
          }),
        );
        if (!row || row.tokenRevoked || row.type !== claims.typ || String(row.tokenVersion) !== claims.ver) {
          throw invalid();
        }
        // Direct access lasts only while the owner's password does (a reset or change bumps its version).
        if (claims.byId !== undefined && String(row.ownerTokenVersion) !== claims.byVer) throw invalid();
        if (!isOrganizationActive(row, deps.now())) throw new Forbidden(messages.organizationInactive);
        return {
          account: {
            type: row.type,
            accountId: row.accountId,
            locationId: row.locationId,
            locationCode: row.locationCode,
            locationName: row.locationName,
            timezone: row.timezone,
            organizationId: row.organizationId,
            pinLength: row.pinLength,
            earlyClockInMinutes: row.earlyClockInMinutes,
            payroll: row.payroll,
            ...(claims.by ? { actedBy: claims.by } : {}),
          },
          claims,
        };
      }
      case 'employee': {
        // Not cached: the app's calls are few, and ending a session or archiving the person (rows
        // no cache notice covers) must take effect at the next call.
        const row = await findOpenEmployeeSession(deps.db, claims.sub, deps.now());
        if (!row || row.archivedAt) throw invalid();
        if (!isOrganizationActive(row, deps.now())) throw new Forbidden(messages.organizationInactive);
        if (row.stale) await touchEmployeeSession(deps.db, row.sessionId, deps.now());
        return {
          account: {
            type: 'employee',
            sessionId: row.sessionId,
            personId: row.personId,
            personName: row.personName,
            organizationId: row.organizationId,
          },
          claims,
        };
      }
    }
  };
}
