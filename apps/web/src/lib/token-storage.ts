// The one module that knows the localStorage keys of docs/product.md section 3.
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

/**
 * The employee app's token (/me, docs/decisions/0192-the-employee-app-shell.md): apart from
 * tokenKeys, so no manager, kiosk or owner call ever sends it (lib/api-client.ts reads only those)
 * and their logins and logouts leave it alone. A person may be a manager on the same phone.
 */
export const employeeTokenKey = 'meToken';

type Listener = () => void;
const listeners = new Set<Listener>();
const storedKeys = new Set<string>([...Object.values(tokenKeys), employeeTokenKey]);

function notify(): void {
  for (const listener of [...listeners]) listener();
}

// Another tab of this origin signed in, out or into another location: its writes arrive here as
// `storage` events (localStorage.clear() as one with a null key), never through writeToken.
function onOtherTabWrite(event: StorageEvent): void {
  if (event.key === null || storedKeys.has(event.key)) notify();
}

/**
 * Calls `listener` after any stored token changes, in this tab (login, logout, direct access, a
 * session found expired) or in another one. Whatever was cached for the old token must go then
 * (lib/query-client.ts): the next answer may belong to another account. Returns the unsubscribe.
 */
export function onStoredTokensChange(listener: Listener): () => void {
  if (listeners.size === 0 && typeof window !== 'undefined') {
    window.addEventListener('storage', onOtherTabWrite);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && typeof window !== 'undefined') {
      window.removeEventListener('storage', onOtherTabWrite);
    }
  };
}

// Storage can throw (disabled storage, privacy modes); a missing token is the safe answer then.
export function readToken(key: TokenKey | typeof employeeTokenKey): string | null {
  try {
    return localStorage.getItem(key) || null;
  } catch {
    return null;
  }
}

export function writeToken(key: TokenKey | typeof employeeTokenKey, value: string): void {
  if (readToken(key) === value) return;
  try {
    localStorage.setItem(key, value);
  } catch {
    // Nothing to do: the next call will be answered 401 and send the user to a login page.
  }
  notify();
}

export function removeToken(key: TokenKey | typeof employeeTokenKey): void {
  if (readToken(key) === null) return;
  try {
    localStorage.removeItem(key);
  } catch {
    // Nothing stored, nothing to remove.
  }
  notify();
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
