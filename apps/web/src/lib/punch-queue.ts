import type { QueuedPunch } from '@shiftclock/contract/offline-punches';
import { type DBSchema, type IDBPDatabase, openDB } from 'idb';
import { newUuid } from './uuid.ts';

/**
 * The kiosk's offline punches (docs/decisions/0159-offline-punches.md): a punch the server could not
 * be reached for waits here, in IndexedDB, until the kiosk sends it. IndexedDB outlives a reload, a
 * closed tab and a restarted tablet. Each punch belongs to the location whose kiosk took it: a browser
 * signed in to another location later never sends it with that location's token.
 */
export type StoredPunch = QueuedPunch & { locationId: string };

interface QueueSchema extends DBSchema {
  punches: { key: string; value: StoredPunch; indexes: { byLocation: string } };
}

const DATABASE = 'shiftclock-kiosk';
let database: Promise<IDBPDatabase<QueueSchema>> | undefined;

function open() {
  database ??= openDB<QueueSchema>(DATABASE, 1, {
    upgrade(db) {
      db.createObjectStore('punches', { keyPath: 'id' }).createIndex('byLocation', 'locationId');
    },
  });
  return database;
}

/** Keeps a punch taken now, by this device's clock, and answers it as stored. */
export async function queuePunch(
  locationId: string,
  punch: Pick<QueuedPunch, 'type' | 'employeeId' | 'pin'>,
): Promise<StoredPunch> {
  const stored: StoredPunch = {
    id: newUuid(),
    type: punch.type,
    employeeId: punch.employeeId,
    ...(punch.pin === undefined ? {} : { pin: punch.pin }),
    deviceTime: new Date().toISOString(),
    locationId,
  };
  await (await open()).add('punches', stored);
  return stored;
}

/** The location's waiting punches in the order they were taken. */
export async function queuedPunches(locationId: string): Promise<StoredPunch[]> {
  const punches = await (await open()).getAllFromIndex('punches', 'byLocation', locationId);
  return punches.sort((a, b) => a.deviceTime.localeCompare(b.deviceTime));
}

/** The query that counts a location's waiting punches (the kiosk shows it, heartbeats report it). */
export const punchQueueKey = (locationId: string) => ['punch-queue', locationId] as const;

export async function queuedPunchCount(locationId: string): Promise<number> {
  return (await open()).countFromIndex('punches', 'byLocation', locationId);
}

/** Forgets punches the server has answered for. */
export async function forgetPunches(ids: readonly string[]): Promise<void> {
  const transaction = (await open()).transaction('punches', 'readwrite');
  await Promise.all([...ids.map((id) => transaction.store.delete(id)), transaction.done]);
}

/** Tests start from an empty queue. */
export async function clearPunchQueue(): Promise<void> {
  await (await open()).clear('punches');
}
