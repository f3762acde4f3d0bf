// The one module that knows the localStorage keys of SPEC.md section 3.
// - token:      the signed-in account's own token (location, manager, organization admin; the master
//               admin's token is held here too).
// - adminToken: the manager's token (a manager login stores its token under both keys).
// - tempToken:  a session opened by an organization admin's direct access to a location.
export const tokenKeys = {
  token: 'token',
  adminToken: 'adminToken',
  tempToken: 'tempToken',
} as const;

export type TokenKey = (typeof tokenKeys)[keyof typeof tokenKeys];

// Storage can throw (disabled storage, privacy modes); a missing token is the safe answer then.
export function readToken(key: TokenKey): string | null {
  try {
    return localStorage.getItem(key) || null;
  } catch {
    return null;
  }
}

export function writeToken(key: TokenKey, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Nothing to do: the next call will be answered 401 and send the user to a login page.
  }
}

export function removeToken(key: TokenKey): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // Nothing stored, nothing to remove.
  }
}

export function clearAllTokens(): void {
  for (const key of Object.values(tokenKeys)) removeToken(key);
}

/**
 * Removes `value` from every key that holds it. A session opened by direct access sits under
 * tempToken (and adminToken for a manager) next to the organization admin's own token; signing that
 * session out must not leave a copy behind under another key.
 */
export function removeTokenValue(value: string): void {
  for (const key of Object.values(tokenKeys)) {
    if (readToken(key) === value) removeToken(key);
  }
}
