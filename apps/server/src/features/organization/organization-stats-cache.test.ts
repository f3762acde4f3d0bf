import { beforeEach, describe, expect, it } from 'vitest';
import { OrganizationStatsCache } from './organization-stats-cache.ts';

/** A stand-in for an organization's rows: its locations and a version that changes on each read. */
type Rows = { locations: string[]; version: number };

let clock: number;
let cache: OrganizationStatsCache<Rows>;
let reads: string[];
const stored: Record<string, string[]> = { acme: ['a1', 'a2'], bolt: ['b1'] };

const read = async (organizationId: string) => {
  reads.push(organizationId);
  const locations = stored[organizationId];
  return locations ? { locations, version: reads.length } : undefined;
};
const get = (organizationId: string, isCurrent: (rows: Rows) => boolean = () => true) =>
  cache.get(
    organizationId,
    () => read(organizationId),
    (rows) => rows.locations,
    isCurrent,
  );

/** A read that has taken its rows and waits for `release()` before answering. */
function slowGet(organizationId: string) {
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const slow = cache.get(
    organizationId,
    async () => {
      const rows = await read(organizationId);
      await gate;
      return rows;
    },
    (rows) => rows.locations,
    () => true,
  );
  return { slow, release };
}

beforeEach(() => {
  clock = 0;
  cache = new OrganizationStatsCache<Rows>(() => clock);
  cache.setListening(true);
  reads = [];
});

describe('OrganizationStatsCache', () => {
  it('reads an organization once, then answers from memory', async () => {
    expect(await get('acme')).toEqual({ locations: ['a1', 'a2'], version: 1 });
    expect(await get('acme')).toEqual({ locations: ['a1', 'a2'], version: 1 });
    expect(reads).toEqual(['acme']);
  });

  it("forgets an organization when one of its locations changed, and no other's", async () => {
    await get('acme');
    await get('bolt');
    cache.forgetLocations(['a2']);
    expect((await get('acme'))?.version).toBe(3);
    expect((await get('bolt'))?.version).toBe(2);
  });

  it('forgets an organization by its id, and everything at once', async () => {
    await get('acme');
    await get('bolt');
    cache.forgetOrganization('bolt');
    await get('acme');
    await get('bolt');
    expect(reads).toEqual(['acme', 'bolt', 'bolt']);
    cache.forgetAll();
    await get('acme');
    await get('bolt');
    expect(reads).toEqual(['acme', 'bolt', 'bolt', 'acme', 'bolt']);
  });

  it('reads again when the kept rows are not current (the month they counted has ended)', async () => {
    await get('acme');
    await get('acme', () => false);
    expect(reads).toEqual(['acme', 'acme']);
  });

  it('keeps nothing longer than a minute (writes that send no notice)', async () => {
    await get('acme');
    clock = 59_999;
    await get('acme');
    clock = 60_000;
    await get('acme');
    expect(reads).toEqual(['acme', 'acme']);
  });

  it('keeps no organization that does not exist', async () => {
    expect(await get('nobody')).toBeUndefined();
    expect(await get('nobody')).toBeUndefined();
    expect(reads).toEqual(['nobody', 'nobody']);
  });

  describe('does not keep a read during which its organization changed (it may predate the write)', () => {
    const forgettings = {
      'one of its locations': () => cache.forgetLocations(['a1']),
      'the organization': () => cache.forgetOrganization('acme'),
      everything: () => cache.forgetAll(),
    };
    for (const [what, forget] of Object.entries(forgettings)) {
      it(`when ${what} was forgotten`, async () => {
        const { slow, release } = slowGet('acme');
        forget();
        release();
        expect((await slow)?.version).toBe(1);
        expect((await get('acme'))?.version).toBe(2);
      });
    }

    it("but keeps it when another organization's location was forgotten", async () => {
      const { slow, release } = slowGet('acme');
      cache.forgetLocations(['b1']);
      release();
      await slow;
      await get('acme');
      expect(reads).toEqual(['acme']);
    });
  });

  it('caches nothing while not listening, since a notice could be missed', async () => {
    await get('acme');
    cache.setListening(false);
    await get('acme');
    await get('acme');
    expect(reads).toHaveLength(3);
    cache.setListening(true);
    await get('acme');
    await get('acme');
    expect(reads).toHaveLength(4);
  });
});
