import { Forbidden } from './errors.ts';

/**
 * CONTRACT.md section 4: a `locationId` query parameter, where a client sends
 * one, must be the token's own location. Tenant scope always comes from the
 * token; this only refuses a client that asks for another location.
 */
export function assertOwnLocation(account: { locationCode: string }, requested: string | undefined) {
  if (requested !== undefined && requested.toUpperCase() !== account.locationCode) {
    throw new Forbidden('You do not have access to this location');
  }
}
