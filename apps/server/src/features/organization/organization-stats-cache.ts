/**
 * Writes no notice covers (SQL run by hand, or a future route that forgets to announce its
 * location) are seen after this at the latest.
 */
export const MAX_AGE_MS = 60_000;
/** The oldest entry goes first beyond this. */
const MAX_ENTRIES = 20_000;

type Entry<V> = { value: V; locationIds: string[]; storedAt: number };
/** A load under way: what was forgotten while it ran decides whether its answer may be kept. */
type Load = { organizationId: string; stale: boolean; forgottenLocations: Set<string> };

/**
 * What the owner's dashboard and the master's organization detail read about an organization and
 * its locations (the organization, its license, each location's employees, kiosks and month's
 * hours), kept per organization in this process (docs/decisions/0162-organization-stats-cache.md).
 *
 * Correct across instances the way the session cache is, through the notices every instance
 * hears: a write made with a location's or manager's token names its location
 * (`forgetLocations`), and a change to organizations, licenses, locations, their accounts or
 * revoked tokens empties the cache (`forgetAll`). The instance that took a write also forgets
 * at once, without waiting for the notice. A load that was under way when its organization was
 * forgotten answers its caller but is not kept. While the listening connection is down nothing is
 * cached, since a notice could be missed.
 */
export class OrganizationStatsCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private readonly organizationOfLocation = new Map<string, string>();
  private readonly loads = new Set<Load>();
  private listening = false;

  constructor(
    private readonly now: () => number = Date.now,
    private readonly maxAgeMs = MAX_AGE_MS,
  ) {}

  /**
   * The cached value for the organization when `isCurrent` accepts it (the month it counted is
   * still this month), or `load()`'s, kept when nothing concerning it was forgotten meanwhile.
   * `locationIdsOf` names the locations a value covers; undefined (no such organization) is not kept.
   */
  async get(
    organizationId: string,
    load: () => Promise<V | undefined>,
    locationIdsOf: (value: V) => string[],
    isCurrent: (value: V) => boolean,
  ): Promise<V | undefined> {
    if (!this.listening) return load();
    const hit = this.entries.get(organizationId);
    if (hit && this.now() - hit.storedAt < this.maxAgeMs && isCurrent(hit.value)) return hit.value;

    const underWay: Load = { organizationId, stale: false, forgottenLocations: new Set() };
    this.loads.add(underWay);
    try {
      const value = await load();
      if (value === undefined || underWay.stale) return value;
      const locationIds = locationIdsOf(value);
      if (locationIds.some((id) => underWay.forgottenLocations.has(id))) return value;
      this.store(organizationId, value, locationIds);
      return value;
    } finally {
      this.loads.delete(underWay);
    }
  }

  /** Something at these locations changed (a notice, or a write through this instance). */
  forgetLocations(locationIds: Iterable<string>): void {
    for (const locationId of locationIds) {
      const organizationId = this.organizationOfLocation.get(locationId);
      if (organizationId) this.forgetOrganization(organizationId);
      for (const underWay of this.loads) underWay.forgottenLocations.add(locationId);
    }
  }

  forgetOrganization(organizationId: string): void {
    this.drop(organizationId);
    for (const underWay of this.loads) if (underWay.organizationId === organizationId) underWay.stale = true;
  }

  /** A table every entry reads from changed, or a notice may have been missed. */
  forgetAll(): void {
    this.entries.clear();
    this.organizationOfLocation.clear();
    for (const underWay of this.loads) underWay.stale = true;
  }

  setListening(listening: boolean): void {
    this.forgetAll();
    this.listening = listening;
  }

  private store(organizationId: string, value: V, locationIds: string[]): void {
    this.drop(organizationId); // re-inserted last: the Map's order is the age order
    const oldest = this.entries.keys().next().value;
    if (this.entries.size >= MAX_ENTRIES && oldest !== undefined) this.drop(oldest);
    this.entries.set(organizationId, { value, locationIds, storedAt: this.now() });
    for (const locationId of locationIds) this.organizationOfLocation.set(locationId, organizationId);
  }

  private drop(organizationId: string): void {
    const entry = this.entries.get(organizationId);
    if (!entry) return;
    this.entries.delete(organizationId);
    for (const locationId of entry.locationIds) this.organizationOfLocation.delete(locationId);
  }
}
