import type { SessionValidation } from '../../api/auth/validate-session.ts';
import { onStoredTokensChange, readToken, tokenKeys } from '../../lib/token-storage.ts';

/**
 * A kiosk's last validated session, kept so that a kiosk reloaded while the server cannot be reached
 * still opens its screen and keeps punches for later (docs/decisions/0159-offline-punches.md). It is
 * only used for the very token it was validated with, and only when the server gives no answer at
 * all: a 401 or 403 still ends the session. It goes when its token goes (a logout, a revoked kiosk).
 */
const KEY = 'shiftclock.kioskSession';

type Kept = { token?: unknown; validation?: SessionValidation };

function read(): Kept | null {
  try {
    return JSON.parse(localStorage.getItem(KEY) ?? 'null') as Kept | null;
  } catch {
    return null;
  }
}

const isStored = (token: unknown) => Object.values(tokenKeys).some((key) => readToken(key) === token);

onStoredTokensChange(() => {
  const kept = read();
  if (kept && !isStored(kept.token)) localStorage.removeItem(KEY);
});

export function keepKioskSession(token: string, validation: SessionValidation): void {
  if (validation.accountType !== 'location') return;
  try {
    localStorage.setItem(KEY, JSON.stringify({ token, validation }));
  } catch {
    // Storage refused: the kiosk still works online.
  }
}

export function keptKioskSession(token: string): SessionValidation | null {
  const kept = read();
  return kept?.token === token && kept.validation ? kept.validation : null;
}
