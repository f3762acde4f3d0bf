import { createHash, randomBytes } from 'node:crypto';
import {
  API_KEY_PREFIX,
  API_KEY_RECENT_REQUESTS,
  API_KEYS_MAX_LIVE,
  type ApiKey,
  apiKeyMessages,
} from '@shiftclock/contract/api-keys';
import type { ApiKeyScope } from '@shiftclock/contract/constants';
import { messages } from '@shiftclock/contract/messages';
import type { Db } from '../../db/client.ts';
import type { OrgAdminAccount } from '../../platform/account.ts';
import { Conflict, FieldInvalid, NotFound } from '../../platform/errors.ts';
import { recordOrganizationEvent } from '../master/organization-events.repository.ts';
import { findOrganizationLocation } from '../organization/locations.repository.ts';
import {
  type ApiKeyRow,
  findKey,
  insertKey,
  listKeyRequests,
  listKeys,
  lockAndCountLiveKeys,
  revokeKey,
} from './api-keys.repository.ts';

/** Characters of the key shown in the list: `shk_` and 4 of the secret, too few to guess the rest. */
const PREFIX_LENGTH = API_KEY_PREFIX.length + 4;

/**
 * The key's stored form: SHA-256, hex. The secret is 32 random bytes (256 bits), so no guess or
 * precomputed table reaches it; a slow password hash would only slow every call
 * (docs/decisions/0207-api-keys.md).
 */
export const secretHash = (key: string) => createHash('sha256').update(key).digest('hex');

/** A new key: `shk_` and 32 random bytes in base64url (43 characters). */
export const newKey = () => `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;

const iso = (date: Date | null) => (date ? new Date(date).toISOString() : null);

export const toApiKeyDto = (row: ApiKeyRow): ApiKey => ({
  id: row.id,
  name: row.name,
  prefix: row.prefix,
  scopes: row.scopes as ApiKeyScope[],
  allLocations: row.allLocations,
  locations: row.allLocations ? [] : row.locations,
  createdBy: row.createdBy,
  createdAt: new Date(row.createdAt).toISOString(),
  expiresAt: iso(row.expiresAt),
  lastUsedAt: iso(row.lastUsedAt),
  revokedAt: iso(row.revokedAt),
});

type CreateInput = {
  name: string;
  scopes: ApiKeyScope[];
  allLocations: boolean;
  locationIds: string[];
  expiresAt?: string | null | undefined;
};

/** The owner's API keys (docs/api.md, "API keys"): their own organization's only. */
export function createApiKeysService({ db, now }: { db: Db; now: () => Date }) {
  async function keyOr404(admin: OrgAdminAccount, id: string) {
    const row = await findKey(db, admin.organizationId, id);
    if (!row) throw new NotFound(apiKeyMessages.apiKeyNotFound);
    return row;
  }

  return {
    async list(admin: OrgAdminAccount) {
      return { keys: (await listKeys(db, admin.organizationId)).map(toApiKeyDto) };
    },

    /**
     * A new key, answered once with its secret. The live-key limit is counted under the organization's
     * key lock, so simultaneous creations cannot pass it together; the creation is recorded in the
     * organization's history in the same transaction.
     */
    async create(admin: OrgAdminAccount, input: CreateInput) {
      const at = now();
      const expiresAt = input.expiresAt ? new Date(input.expiresAt) : null;
      if (expiresAt && expiresAt.getTime() <= at.getTime())
        throw new FieldInvalid('expiresAt', apiKeyMessages.apiKeyExpiryPast);
      const key = newKey();
      const id = await db.transaction(async (tx) => {
        if ((await lockAndCountLiveKeys(tx, admin.organizationId, at)) >= API_KEYS_MAX_LIVE)
          throw new Conflict(apiKeyMessages.apiKeysFull);
        const locationIds: string[] = [];
        if (!input.allLocations) {
          for (const code of new Set(input.locationIds)) {
            const location = await findOrganizationLocation(tx, admin.organizationId, code);
            if (!location) throw new NotFound(messages.locationNotFound);
            locationIds.push(location.id);
          }
        }
        const keyId = await insertKey(tx, {
          organizationId: admin.organizationId,
          name: input.name,
          prefix: key.slice(0, PREFIX_LENGTH),
          secretSha256: secretHash(key),
          scopes: input.scopes,
          allLocations: input.allLocations,
          createdBy: admin.email,
          createdAt: at,
          expiresAt,
          locationIds,
        });
        await recordOrganizationEvent(tx, {
          organizationId: admin.organizationId,
          kind: 'apiKeyCreated',
          at,
          details: {
            keyId,
            name: input.name,
            prefix: key.slice(0, PREFIX_LENGTH),
            scopes: input.scopes,
            allLocations: input.allLocations,
            locations: input.allLocations ? [] : [...new Set(input.locationIds)],
            by: admin.email,
          },
        });
        return keyId;
      });
      return {
        message: 'API key created',
        key: toApiKeyDto(await keyOr404(admin, id)),
        secret: key,
      };
    },

    /** Refused from the next call on, on every instance (docs/security.md, "API keys"). */
    async revoke(admin: OrgAdminAccount, id: string) {
      const at = now();
      await db.transaction(async (tx) => {
        const revokedNow = await revokeKey(tx, admin.organizationId, id, at);
        if (revokedNow === undefined) throw new NotFound(apiKeyMessages.apiKeyNotFound);
        if (revokedNow) {
          const row = await findKey(tx, admin.organizationId, id);
          await recordOrganizationEvent(tx, {
            organizationId: admin.organizationId,
            kind: 'apiKeyRevoked',
            at,
            details: { keyId: id, name: row?.name, prefix: row?.prefix, by: admin.email },
          });
        }
      });
      return { message: 'API key revoked', key: toApiKeyDto(await keyOr404(admin, id)) };
    },

    async requests(admin: OrgAdminAccount, id: string) {
      await keyOr404(admin, id);
      const rows = await listKeyRequests(db, id, API_KEY_RECENT_REQUESTS);
      return {
        requests: rows.map((row) => ({ ...row, id: String(row.id), at: new Date(row.at).toISOString() })),
      };
    },
  };
}

export type ApiKeysService = ReturnType<typeof createApiKeysService>;
