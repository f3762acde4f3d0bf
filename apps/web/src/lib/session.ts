import { clearAllTokens, tokenKeys, writeToken } from './token-storage.ts';

/**
 * A login replaces whatever session the browser held. Tokens left behind by an earlier account
 * would otherwise win: the API client sends adminToken before token, and the kiosk sends tempToken
 * first, so a stale manager or direct-access token would speak for the new account.
 */
function replaceSession(entries: ReadonlyArray<readonly [keyof typeof tokenKeys, string]>): void {
  clearAllTokens();
  for (const [key, token] of entries) writeToken(tokenKeys[key], token);
}

/** Location, organization admin and master admin: one token under `token` (docs/product.md section 3). */
export function startSession(token: string): void {
  replaceSession([['token', token]]);
}

/** Manager: the same token under `token` and `adminToken` (docs/product.md section 2, manager login). */
export function startManagerSession(token: string): void {
  replaceSession([
    ['token', token],
    ['adminToken', token],
  ]);
}
