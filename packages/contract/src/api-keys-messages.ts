// API keys without zod (docs/decisions/0207-api-keys.md): error-codes.ts reads the refusals, the
// owner's page reads the limits. api-keys.ts re-exports them beside its schemas.

/** Live (not revoked, not expired) keys an organization may hold at once. */
export const API_KEYS_MAX_LIVE = 25;
/** Requests one key may make per minute, across all instances (docs/security.md, "API keys"). */
export const API_KEY_REQUESTS_PER_MINUTE = 600;
/** The longest range one /api/v1 call covers: a quarter, so no call reads years of punches at once. */
export const API_RANGE_MAX_DAYS = 93;
/** Every key starts with this, so a leaked one is recognized (and scanners can be taught it). */
export const API_KEY_PREFIX = 'shk_';
export const API_KEY_NAME_MAX = 60;
/** How many of a key's last requests the owner's page shows. */
export const API_KEY_RECENT_REQUESTS = 50;

/** The refusals of the owner's key calls and of the /api/v1 endpoints, each with its code (error-codes.ts). */
export const apiKeyMessages = {
  apiKeyInvalid: 'This API key is invalid, revoked or expired',
  apiKeyScope: 'This API key does not have the scope this call needs',
  apiKeyNotFound: 'API key not found',
  apiKeysFull: `An organization can have at most ${API_KEYS_MAX_LIVE} active API keys: revoke one first`,
  apiKeyNameRequired: 'Please enter a name for the key',
  apiKeyNameTooLong: `A key name must be at most ${API_KEY_NAME_MAX} characters`,
  apiKeyScopesRequired: 'Choose at least one scope',
  apiKeyLocationsRequired: 'Choose at least one location, or all locations',
  apiKeyExpiryPast: 'The expiry must be in the future',
  apiRangeReversed: 'The range must end after it starts',
  apiRangeTooLong: `A range covers at most ${API_RANGE_MAX_DAYS} days`,
  apiPersonLocationRequired: "Name at least one of the key's locations for a new person",
} as const;
