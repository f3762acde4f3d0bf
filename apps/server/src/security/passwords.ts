import { hash, verify } from '@node-rs/argon2';

// OWASP's argon2id settings (m=19 MiB, t=2, p=1); algorithm 2 is Argon2id (a const enum in the typings).
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

// A real hash of a random string, so that a login for an unknown account costs
// the same time as one for a known account and timing reveals nothing.
let decoyHash: Promise<string> | undefined;

/** Checks a password against a stored hash; with no hash, burns the same time and fails. */
export async function verifyPassword(storedHash: string | undefined, password: string): Promise<boolean> {
  if (!storedHash) {
    decoyHash ??= hashPassword(crypto.randomUUID());
    await verify(await decoyHash, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}
