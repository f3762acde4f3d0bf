import type { PinLength } from '@shiftclock/contract/employee-pin';
import type { Access, Endpoint } from '@shiftclock/contract/endpoint';
import { messages, refusalMessages } from '@shiftclock/contract/messages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { findLocationSession, findOrgAdminSession } from '../features/auth/accounts.repository.ts';
import { isOrganizationActive } from '../features/auth/organization-activity.ts';
import { isTokenRevoked } from '../features/auth/revoked-tokens.repository.ts';
import { Forbidden, Unauthorized } from '../platform/errors.ts';
import type { SessionCache } from '../platform/session-cache.ts';
import type { TokenService, VerifiedClaims } from '../platform/tokens.ts';
import { assertOwnLocation } from './location-scope.ts';

export type { Access };

export type Account =
  | {
      type: 'location' | 'manager';
      accountId: string;
      locationId: string;
      locationCode: string;
      locationName: string;
      timezone: string;
      organizationId: string;
      /** The location's kiosk PIN setting: 0 (off), 4 or 6 digits. */
      pinLength: PinLength;
      /** How many minutes before a scheduled shift the kiosk may clock its employee in; null: no limit. */
      earlyClockInMinutes: number | null;
      /** The owner's e-mail when the token came from direct access. */
      actedBy?: string;
    }
  | {
      type: 'orgAdmin';
      accountId: string;
      organizationId: string;
      email: string;
      /** Written into direct-access tokens: a new password (a bumped version) ends them. */
      tokenVersion: number;
    }
  | { type: 'master' };

/** An /api route as declared: the access matrix test walks this table. */
export type ApiRoute = { method: string; url: string; access: Access };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** The contract definition the route was registered from (http/endpoint.ts). */
    endpoint?: Endpoint;
  }
  interface FastifyRequest {
    account: Account | null;
    /** The presented token's id and expiry, for Logout. */
    session: Pick<VerifiedClaims, 'jti' | 'expiresAt'> | null;
  }
  interface FastifyInstance {
    apiRoutes: ApiRoute[];
  }
}

/** Writes that touch none of the tables a token check reads (the kiosk's punches, breaks and heartbeats). */
const KEEP_SESSIONS = new Set([
  '/api/shift/clock-in',
  '/api/shift/clock-out',
  '/api/shift/break-start',
  '/api/shift/break-end',
  '/api/shift/offline-punches',
  '/api/devices/heartbeat',
]);

/** The routes of plugins we do not write (the API reference UI) are public by nature. */
const isThirdPartyPublic = (url: string) => url === '/api/docs' || url.startsWith('/api/docs/');

/**
 * Checks the bearer token of every call to a route that is not public: a valid
 * signature and lifetime, not logged out, an account that still exists with the
 * same token version (a password change revokes at once), for a direct-access
 * token an owner whose password has not changed since, an allowed account type, and for
 * location and manager accounts an active organization and no `locationId` query naming another
 * location.
 */
export function registerAuthentication(app: FastifyInstance, deps: AuthDeps) {
  app.decorateRequest('account', null);
  app.decorateRequest('session', null);
  const apiRoutes: ApiRoute[] = [];
  app.decorate('apiRoutes', apiRoutes);

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api') || isThirdPartyPublic(route.url)) return;
    const access = route.config?.access;
    if (!access) throw new Error(`${route.method} ${route.url} declares no access rule (config.access)`);
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') apiRoutes.push({ method, url: route.url, access });
    }
  });

  // This instance's own changes take effect before their answer leaves: the database's notice
  // (session-cache.ts) reaches this process a moment later, possibly after the client's next call.
  // Punches write only shifts and come by the thousand, so they keep the cache; so do heartbeats.
  app.addHook('onSend', async (request, _reply, payload) => {
    const writes = request.method !== 'GET' && request.method !== 'HEAD';
    if (writes && !KEEP_SESSIONS.has(request.routeOptions.url ?? '')) deps.sessions.forgetAll();
    return payload;
  });

  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access;
    if (!access || access === 'public') return;
    const { account, claims } = await authenticate(request, deps);
    if (!access.includes(account.type)) throw new Forbidden(refusalMessages.accessDenied);
    if (account.type === 'location' || account.type === 'manager') assertOwnLocation(account, request);
    request.account = account;
    request.session = { jti: claims.jti, expiresAt: claims.expiresAt };
  });

  return {
    /**
     * Whether the request's token would still be accepted now: a long-lived answer (a live-updates
     * stream) asks again after a change to accounts or tokens.
     */
    stillAuthorized: (request: FastifyRequest) =>
      authenticate(request, deps).then(
        () => true,
        () => false,
      ),
  };
}

type AuthDeps = {
  db: Db;
  tokens: TokenService;
  masterKeyFingerprint: string;
  now: () => Date;
  /** The rows a token check reads, kept between calls (session-cache.ts). */
  sessions: SessionCache;
};

async function authenticate(
  request: FastifyRequest,
  deps: AuthDeps,
): Promise<{ account: Account; claims: VerifiedClaims }> {
  const header = request.headers.authorization;
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  if (!match?.[1]) throw new Unauthorized(messages.sessionRequired);
  const claims = deps.tokens.verify(match[1]);
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
          ...(claims.by ? { actedBy: claims.by } : {}),
        },
        claims,
      };
    }
  }
}

/** The account of a route that declared which types may call it. */
export function accountOf<T extends Account['type']>(request: FastifyRequest, ...types: T[]) {
  const account = request.account;
  if (!account || !types.includes(account.type as T)) throw new Forbidden(refusalMessages.accessDenied);
  return account as Extract<Account, { type: T }>;
}
