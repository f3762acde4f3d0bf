import { availableParallelism } from 'node:os';
import { hash, verify } from '@node-rs/argon2';

// OWASP's argon2id settings (m=19 MiB, t=2, p=1); algorithm 2 is Argon2id (a const enum in the typings).
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * How many argon2 hashes run at once on this instance: one per core. A burst of logins or PIN
 * punches waits its turn here, in order, holding no database connection, instead of every hash
 * sharing the cores at once and making each request (and the pool's queue) wait for all of them.
 */
export const HASH_SLOTS = Math.max(1, availableParallelism());

let running = 0;
const waiting: (() => void)[] = [];

/**
 * Runs `work` once one of HASH_SLOTS is free, first come first served. `work` gets the verify to
 * use inside its slot (a nested verifyPassword would wait for a second slot). PIN checks claim their
 * attempt inside the slot, just before comparing, so claims do not pile up while hashes queue.
 */
export async function inHashSlot<T>(work: (verifyHere: typeof verifyInSlot) => Promise<T>): Promise<T> {
  if (running >= HASH_SLOTS) await new Promise<void>((resolve) => waiting.push(resolve));
  else running++;
  try {
    return await work(verifyInSlot);
  } finally {
    // The slot passes straight to the next in line, so `running` stays counted for it.
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}

export function hashPassword(password: string): Promise<string> {
  return inHashSlot(() => hash(password, OPTIONS));
}

// A real hash of a random string, so that a login for an unknown account costs
// the same time as one for a known account and timing reveals nothing.
let decoyHash: Promise<string> | undefined;

/** verifyPassword's work, in a slot already held. */
async function verifyInSlot(storedHash: string | undefined, password: string): Promise<boolean> {
  if (!storedHash) {
    decoyHash ??= hash(crypto.randomUUID(), OPTIONS);
    await verify(await decoyHash, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}

/** Checks a password against a stored hash; with no hash, burns the same time and fails. */
export function verifyPassword(storedHash: string | undefined, password: string): Promise<boolean> {
  return inHashSlot((verifyHere) => verifyHere(storedHash, password));
}
