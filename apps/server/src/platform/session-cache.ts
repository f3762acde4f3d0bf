/** The channel the migration 0008 triggers notify when a table a token check reads changes. */
export const AUTH_CHANGE_CHANNEL = 'auth_change';
/** A safety net only: notices make entries go at once; none outlives this. */
const MAX_AGE_MS = 60_000;
const MAX_ENTRIES = 20_000;

type Entry = { value: unknown; storedAt: number };

/**
 * The rows a token check reads (account, token version, location, organization status, license,
 * logout), kept in this process so an authenticated call costs no round trip of its own
 * (docs/decisions/0155-session-cache.md).
 *
 * Correct across instances because every instance LISTENs for the notices PostgreSQL sends when
 * any of those tables changes (a password, a token version, a status, a license, a logout) and
 * forgets everything then. While the listening connection is down the cache is not used at all,
 * since a notice could be missed; it is used again once listening has resumed (and emptied).
 * A lookup that started before a notice arrived does not store its answer, which may predate the
 * change (the generation check).
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  private generation = 0;
  private listening = false;

  constructor(private readonly now: () => number = Date.now) {}

  /** The cached answer for `key`, or `load()`'s, stored when no change was noticed meanwhile. */
  async get<T>(key: string, load: () => Promise<T>): Promise<T> {
    if (!this.listening) return load();
    const hit = this.entries.get(key);
    if (hit && this.now() - hit.storedAt < MAX_AGE_MS) return hit.value as T;
    const generation = this.generation;
    const value = await load();
    if (this.listening && generation === this.generation) {
      if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value as string);
      this.entries.set(key, { value, storedAt: this.now() });
    }
    return value;
  }

  /** A notice arrived (or may have been missed): nothing cached so far can be trusted. */
  forgetAll(): void {
    this.generation += 1;
    this.entries.clear();
  }

  setListening(listening: boolean): void {
    this.forgetAll();
    this.listening = listening;
  }
}
