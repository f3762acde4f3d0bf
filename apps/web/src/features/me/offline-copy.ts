import type { Route } from '@shiftclock/contract/endpoints/all';
import { onStoredTokensChange } from '../../lib/token-storage.ts';
import { readMeToken } from './me-token.ts';

/**
 * The last answer of an employee's GET, kept so the app opens offline with what was loaded last
 * (docs/decisions/0192-the-employee-app-shell.md): the schedule, the header's name. Each copy is
 * given back only to the token that read it, and all of them go when the employee signs out (or
 * the session is found ended): a shared phone never shows one person's shifts to the next.
 *
 * me-api.ts keeps the answers of the routes it lists (keptOnPhone) through these; saveOfflineCopy and
 * readOfflineCopy are the same thing by hand.
 */
const PREFIX = 'shiftclock.me.';

export type OfflineCopy<T> = { value: T; savedAt: string };
type Stored = { token?: unknown; value?: unknown; savedAt?: unknown };

const keyOf = (route: Route, input?: object) =>
  `${PREFIX}${route}${input && Object.keys(input).length > 0 ? ` ${JSON.stringify(input)}` : ''}`;

function read(key: string): Stored | null {
  try {
    return JSON.parse(localStorage.getItem(key) ?? 'null') as Stored | null;
  } catch {
    return null;
  }
}

/** Keeps `value` as the last answer of `route` (with its input: path parameters and query) for this token. */
export function saveOfflineCopy(route: Route, input: object | undefined, value: unknown): void {
  const token = readMeToken();
  if (!token) return;
  try {
    localStorage.setItem(
      keyOf(route, input),
      JSON.stringify({ token, value, savedAt: new Date().toISOString() }),
    );
  } catch {
    // Storage full or refused: the app still works online.
  }
}

/** The last answer kept for `route` and this very token, with when it was saved; undefined if none. */
export function readOfflineCopy<T>(route: Route, input?: object): OfflineCopy<T> | undefined {
  const token = readMeToken();
  const stored = read(keyOf(route, input));
  if (!token || stored?.token !== token || typeof stored.savedAt !== 'string') return undefined;
  return { value: stored.value as T, savedAt: stored.savedAt };
}

/** Removes every copy not read by the token now stored (all of them once signed out). */
export function pruneOfflineCopies(): void {
  const token = readMeToken();
  try {
    for (let i = localStorage.length - 1; i >= 0; i--) {
      const key = localStorage.key(i);
      if (key?.startsWith(PREFIX) && read(key)?.token !== token) localStorage.removeItem(key);
    }
  } catch {
    // No storage, no copies.
  }
}

onStoredTokensChange(pruneOfflineCopies);
