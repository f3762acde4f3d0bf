import { callApi } from './api-client.ts';
import { readToken, tokenKeys } from './token-storage.ts';

function storedTokens(): Set<string> {
  const tokens = new Set<string>();
  for (const key of Object.values(tokenKeys)) {
    const token = readToken(key);
    if (token) tokens.add(token);
  }
  return tokens;
}

/**
 * A Logout button: `signOut` forgets the session here (its tokens, where to go next), and every
 * token it forgot is revoked on the server with POST /api/auth/logout, so a copy of it stops working
 * too; other devices' sessions are not touched (docs/decisions/0131-web-cache-per-session.md). The
 * revocation is fire-and-forget: the local sign-out has happened whatever the server answers (a
 * network failure, a session already ended, a server without the call), and no failure is shown.
 */
export function logOut(signOut: () => void): void {
  const before = storedTokens();
  signOut();
  const after = storedTokens();
  for (const token of before) {
    if (after.has(token)) continue;
    callApi('POST /api/auth/logout', {}, { bearer: token }).catch(() => undefined);
  }
}
