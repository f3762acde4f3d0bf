import { API_KEY_PREFIX, API_KEY_REQUESTS_PER_MINUTE, apiKeyMessages } from '@shiftclock/contract/api-keys';
import type { ApiKeyScope } from '@shiftclock/contract/constants';
import { messages } from '@shiftclock/contract/messages';
import type { Db } from '../../db/client.ts';
import type { ApiKeyAccount } from '../../platform/account.ts';
import { Forbidden, Unauthorized } from '../../platform/errors.ts';
import { RateLimiter } from '../../platform/rate-limit.ts';
import type { SessionCache } from '../../platform/session-cache.ts';
import { isOrganizationActive } from '../auth/organization-activity.ts';
import { findKeyBySecret, recordKeyRequest } from './api-keys.repository.ts';
import { secretHash } from './api-keys.service.ts';

/** `shk_` and 43 base64url characters: anything else is refused before any lookup. */
const KEY_FORMAT = new RegExp(`^${API_KEY_PREFIX}[A-Za-z0-9_-]{43}$`);

type Deps = {
  db: Db;
  now: () => Date;
  /** The rows a key check reads, kept between calls like a token's (platform/session-cache.ts). */
  sessions: SessionCache;
  /** Requests per key per minute; API_KEY_REQUESTS_PER_MINUTE unless the operator says otherwise. */
  requestsPerMinute?: number;
};

/**
 * The key side of authentication (http/auth.ts sends a bearer starting with `shk_` here): the
 * account a key opens, its rate limit, and the log of its requests (docs/decisions/0207-api-keys.md).
 */
export function createKeyCheck({ db, now, sessions, requestsPerMinute = API_KEY_REQUESTS_PER_MINUTE }: Deps) {
  const limiter = new RateLimiter(
    db,
    {
      name: 'api-key',
      limit: requestsPerMinute,
      windowMs: 60_000,
      message: 'Too many requests with this API key.',
      code: 'TOO_MANY_API_KEY_REQUESTS',
    },
    () => now().getTime(),
  );
  const invalid = () => new Unauthorized(apiKeyMessages.apiKeyInvalid, { code: 'API_KEY_INVALID' });

  return {
    /**
     * The key's account, or 401 (unknown, revoked, expired) or 403 (its organization inactive). The
     * lookup is cached as a token's is: a revocation changes `api_keys.revoked_at`, whose trigger
     * (the api_keys migration, `api_keys_auth_change`) empties every instance's cache, and this instance's own write empties it
     * before the answer leaves. An unknown key throws inside the lookup, so it is never cached.
     */
    async authenticate(key: string): Promise<ApiKeyAccount> {
      if (!KEY_FORMAT.test(key)) throw invalid();
      const hash = secretHash(key);
      const row = await sessions.get(`apiKey:${hash}`, async () => {
        const found = await findKeyBySecret(db, hash);
        if (!found) throw invalid();
        return found;
      });
      const at = now();
      if (row.revokedAt || (row.expiresAt && new Date(row.expiresAt).getTime() <= at.getTime()))
        throw invalid();
      if (!isOrganizationActive(row, at)) throw new Forbidden(messages.organizationInactive);
      return {
        type: 'apiKey',
        keyId: row.id,
        organizationId: row.organizationId,
        scopes: row.scopes as ApiKeyScope[],
        allLocations: row.allLocations,
        locations: row.locations,
      };
    },

    /** Counts the request against the key's limit, shared by every instance; 429 past it. */
    admit: (account: ApiKeyAccount) => limiter.take(account.keyId),

    /** Logs a request made with the key (its answer's status) and stamps its last use. */
    record: (account: ApiKeyAccount, request: { method: string; route: string; status: number }) =>
      recordKeyRequest(db, { keyId: account.keyId, ...request, at: now() }),
  };
}

export type KeyCheck = ReturnType<typeof createKeyCheck>;
