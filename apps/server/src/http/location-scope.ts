import { refusalMessages } from '@shiftclock/contract/messages';
import type { FastifyRequest } from 'fastify';
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
