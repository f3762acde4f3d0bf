import { refusalMessages } from '@shiftclock/contract/messages';
import type { FastifyRequest } from 'fastify';
import type { ApiKeyAccount } from '../platform/account.ts';
import { Forbidden } from '../platform/errors.ts';

/**
 * docs/api.md: a `locationId` query parameter, where a location or manager token's
 * client sends one, must be the token's own location (else 403), on every route; checked once
 * for all of them in http/auth.ts. Tenant scope always comes from the token; this only refuses a
 * client that asks for another location instead of quietly answering with its own.
 */
export function assertOwnLocation(account: { locationCode: string }, request: FastifyRequest) {
  const requested = (request.query as Record<string, unknown> | undefined)?.locationId;
  if (requested === undefined) return;
  const codes = [requested].flat();
  if (codes.some((code) => typeof code !== 'string' || code.toUpperCase() !== account.locationCode)) {
    throw new Forbidden(refusalMessages.noAccessToLocation);
  }
}

/**
 * The same rule for an API key (docs/decisions/0207-api-keys.md): a `locationId` query naming a
 * location outside the key's is a 403, as for a location token, never a quiet answer of fewer rows.
 * Data outside the key's locations is filtered out of every answer by the integration service.
 */
export function assertKeyLocation(account: ApiKeyAccount, request: FastifyRequest) {
  const requested = (request.query as Record<string, unknown> | undefined)?.locationId;
  if (requested === undefined) return;
  const codes = new Set(account.locations.map((location) => location.code));
  if ([requested].flat().some((code) => typeof code !== 'string' || !codes.has(code.toUpperCase()))) {
    throw new Forbidden(refusalMessages.noAccessToLocation);
  }
}
