import type { Route } from '@shiftclock/contract/endpoints/all';
import { getToken, type TokenPreference } from './api-client.ts';

/**
 * Who a cached answer was fetched for: the account type and account id the stored token names
 * (`typ` and `sub` of its payload, read, not verified: the server verifies, this only tells
 * accounts apart). 'signed-out' without a token. An answer cached for one account can then never be
 * served to another, even if the cache were not cleared when the token changed (lib/query-client.ts
 * clears it too).
 */
export function sessionScope(preference: TokenPreference): string {
  const token = getToken(preference);
  if (!token) return 'signed-out';
  if (token !== lastToken) {
    lastToken = token;
    lastScope = scopeOf(token);
  }
  return lastScope;
}

// Keys are built on every render; the last token's scope is kept so its payload is decoded once.
let lastToken: string | null = null;
let lastScope = 'signed-out';

function scopeOf(token: string): string {
  try {
    const payload: unknown = JSON.parse(base64UrlDecode(token.split('.')[1] ?? ''));
    if (typeof payload === 'object' && payload !== null) {
      const { typ, sub } = payload as { typ?: unknown; sub?: unknown };
      if (typeof typ === 'string' && typeof sub === 'string') return `${typ}:${sub}`;
    }
  } catch {
    // Not a token this app issued; the server will refuse it.
  }
  return 'unreadable';
}

function base64UrlDecode(part: string): string {
  const base64 = part.replace(/-/g, '+').replace(/_/g, '/');
  const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/**
 * The first elements of every query key whose answer depends on the signed-in account: the area,
 * the location or organization the screen is for, and the account the token names. Each area uses
 * the token its calls send (lib/api-client.ts): the manager's 'default', the kiosk's 'kiosk', the
 * organization and master admins' 'token'. Features add their own parts after these; a prefix
 * without the scope (['admin', locationId]) still matches for invalidation.
 */
export const scopedKeys = {
  /** The manager view's calls (/api/admin/…, the calendar, timesheets, schedule, shifts). */
  manager: (locationId: string) => ['admin', locationId, sessionScope('default')] as const,
  /** The kiosk's calls, sent with its own token order. */
  kiosk: (locationId: string) => ['kiosk', locationId, sessionScope('kiosk')] as const,
  organization: (organizationId: string) => ['organization', organizationId, sessionScope('token')] as const,
  master: () => ['master', sessionScope('token')] as const,
  /** GET /api/auth/validate: who the token `preference` picks belongs to. */
  session: (preference: TokenPreference) =>
    ['auth', 'validate', preference, sessionScope(preference)] as const,
};

/** The prefix of every answer of one endpoint in a scope: what a change to its data invalidates. */
export const routeKey = <R extends Route>(scope: readonly unknown[], route: R) => [...scope, route] as const;

/**
 * The key of one endpoint's answer: the scope it was fetched in (`scopedKeys`), the endpoint's route,
 * and what was asked (path parameters and query). Invalidating `[...scope, route]` refreshes every
 * answer of that endpoint in that scope.
 */
export const endpointKey = <R extends Route>(
  scope: readonly unknown[],
  route: R,
  input: { params?: object; query?: object } = {},
) => [...scope, route, input] as const;

/**
 * Who reads a location's data: the kiosk sends its own token order ('kiosk'), every manager screen
 * (dashboard, calendar, settings, timesheets) the 'default' one. The scope follows the token, so one
 * endpoint has one key per area and answers never cross accounts.
 */
export type LocationArea = 'kiosk' | 'manager';
export const areaToken = { kiosk: 'kiosk', manager: 'default' } as const satisfies Record<
  LocationArea,
  TokenPreference
>;
export const locationScope = (area: LocationArea, locationId: string) =>
  area === 'kiosk' ? scopedKeys.kiosk(locationId) : scopedKeys.manager(locationId);
