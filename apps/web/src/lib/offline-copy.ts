import { getToken } from './api-client.ts';
import { onStoredTokensChange, readToken, tokenKeys } from './token-storage.ts';

/**
 * Answers a kiosk keeps so that it opens, and punches the right way, with no connection
 * (docs/decisions/0159-offline-punches.md): its session, its location's settings and zone. Each copy
 * belongs to the token that read it, is only given back for that token, and goes when that token
 * goes (a logout, a revoked kiosk).
 */
const PREFIX = 'shiftclock.offline.';

type Copy = { token?: unknown; value?: unknown };

function read(key: string): Copy | null {
  try {
    return JSON.parse(localStorage.getItem(key) ?? 'null') as Copy | null;
  } catch {
    return null;
  }
}

const isStored = (token: unknown) => Object.values(tokenKeys).some((key) => readToken(key) === token);

onStoredTokensChange(() => {
  for (let i = localStorage.length - 1; i >= 0; i--) {
    const key = localStorage.key(i);
    if (key?.startsWith(PREFIX) && !isStored(read(key)?.token)) localStorage.removeItem(key);
  }
});

export function keepOfflineCopy(name: string, token: string | null, value: unknown): void {
  if (!token) return;
  try {
    localStorage.setItem(PREFIX + name, JSON.stringify({ token, value }));
  } catch {
    // Storage refused: the kiosk still works online.
  }
}

/** The copy kept under `name` for this very token, if any. */
export function offlineCopy<T>(name: string, token: string | null): T | undefined {
  const copy = read(PREFIX + name);
  return token !== null && copy?.token === token ? (copy.value as T) : undefined;
}

/**
 * What a kiosk-area query needs to keep its answer: the copy is the query's first data (marked old,
 * so it is asked again at once), and each answer replaces it. Offline, the failed refetch leaves the
 * copy on screen.
 */
export function keptKioskAnswer<T>(name: string) {
  return {
    initialData: () => offlineCopy<T>(name, getToken('kiosk')),
    initialDataUpdatedAt: 0,
    keep: (value: T) => {
      keepOfflineCopy(name, getToken('kiosk'), value);
      return value;
    },
  };
}
