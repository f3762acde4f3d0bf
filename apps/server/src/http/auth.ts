import { API_KEY_PREFIX, apiKeyMessages } from '@shiftclock/contract/api-keys';
import type { Access } from '@shiftclock/contract/endpoint';
import { messages, refusalMessages } from '@shiftclock/contract/messages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Account, ApiKeyAccount } from '../platform/account.ts';
import { Forbidden, Unauthorized } from '../platform/errors.ts';
import type { VerifiedClaims } from '../platform/tokens.ts';
import { assertKeyLocation, assertOwnLocation } from './location-scope.ts';

/** An /api route as declared: the access matrix test walks this table. */
export type ApiRoute = { method: string; url: string; access: Access };

declare module 'fastify' {
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
 * Checks the bearer token of every call to a route that is not public: the account it opens
 * (`deps.authenticate`, which app.ts passes in from the auth feature), an allowed account
 * type, and for location and manager accounts no `locationId` query naming another location.
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
  // (platform/session-cache.ts) reaches this process a moment later, possibly after the client's next call.
  // Punches write only shifts and come by the thousand, so they keep the cache; so do heartbeats.
  app.addHook('onSend', async (request, _reply, payload) => {
    const writes = request.method !== 'GET' && request.method !== 'HEAD';
    if (writes && !KEEP_SESSIONS.has(request.routeOptions.url ?? '')) deps.sessions.forgetAll();
    return payload;
  });

  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access;
    if (!access || access === 'public') return;
    const { account, claims } = await authenticated(request, deps);
    // A key's every request counts against its limit and is logged (onSend below), refused ones too.
    if (account.type === 'apiKey') {
      request.account = account;
      await deps.keys.admit(account);
    }
    if (!access.includes(account.type)) throw new Forbidden(refusalMessages.accessDenied);
    if (account.type === 'location' || account.type === 'manager') assertOwnLocation(account, request);
    if (account.type === 'apiKey') {
      const scope = request.routeOptions.config.endpoint?.scope;
      if (!scope || !account.scopes.includes(scope)) throw new Forbidden(apiKeyMessages.apiKeyScope);
      assertKeyLocation(account, request);
    }
    request.account = account;
    request.session = claims ? { jti: claims.jti, expiresAt: claims.expiresAt } : null;
  });

  // Written before the answer leaves, so a client that reads the log after its call finds the call.
  app.addHook('onSend', async (request, reply, payload) => {
    const account = request.account;
    if (account?.type === 'apiKey') {
      await deps.keys.record(account, {
        method: request.method,
        route: request.routeOptions.url ?? request.url.split('?')[0] ?? '',
        status: reply.statusCode,
      });
    }
    return payload;
  });

  return {
    /**
     * Whether the request's token would still be accepted now: a long-lived answer (a live-updates
     * stream) asks again after a change to accounts or tokens.
     */
    stillAuthorized: (request: FastifyRequest) =>
      authenticated(request, deps).then(
        () => true,
        () => false,
      ),
  };
}

type AuthDeps = {
  /** The account a token opens, or a refusal (401, or 403 for an inactive organization). */
  authenticate: (token: string) => Promise<{ account: Account; claims: VerifiedClaims }>;
  /** API keys (`Bearer shk_…`, features/api-keys/key-check.ts): their account, rate limit and request log. */
  keys: {
    authenticate(key: string): Promise<ApiKeyAccount>;
    admit(account: ApiKeyAccount): Promise<void>;
    record(account: ApiKeyAccount, request: { method: string; route: string; status: number }): Promise<void>;
  };
  /** The cached token checks (platform/session-cache.ts), forgotten after a write. */
  sessions: { forgetAll(): void };
};

/** The request's bearer token or API key, checked: a missing or malformed header is a 401. */
async function authenticated(
  request: FastifyRequest,
  deps: AuthDeps,
): Promise<{ account: Account; claims: VerifiedClaims | null }> {
  const match = request.headers.authorization?.match(/^Bearer\s+(\S+)$/i);
  if (!match?.[1]) throw new Unauthorized(messages.sessionRequired);
  if (match[1].startsWith(API_KEY_PREFIX))
    return { account: await deps.keys.authenticate(match[1]), claims: null };
  return deps.authenticate(match[1]);
}
