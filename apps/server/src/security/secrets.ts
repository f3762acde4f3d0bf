import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { appSecrets } from '../db/schema/platform.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { randomToken, safeEqual } from './random.ts';

export type Secrets = {
  jwtSecret: string;
  verifyMasterKey(candidate: string): Promise<boolean>;
  /**
   * Changes when the master key changes, which revokes master tokens. Keyed with the token secret
   * (masterKeyFingerprint below), so a token reveals nothing an offline guess of the key could use.
   */
  masterKeyFingerprint: string;
};

/** Inserts a value unless one exists; returns the stored value and whether this call created it. */
async function getOrCreate(db: Db, key: string, create: () => Promise<string> | string) {
  const read = async () =>
    (await db.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.key, key)))[0];
  const existing = await read();
  if (existing) return { value: existing.value, created: false };
  // Two instances starting together: the database keeps one value, and only its creator knows it created it.
  const [inserted] = await db
    .insert(appSecrets)
    .values({ key, value: await create() })
    .onConflictDoNothing()
    .returning({ value: appSecrets.value });
  if (inserted) return { value: inserted.value, created: true };
  const winner = await read();
  if (!winner) throw new Error(`secret ${key} could not be stored`);
  return { value: winner.value, created: false };
}

/**
 * The master key's version inside master tokens: an HMAC under the token secret, never a plain hash
 * of the key (docs/security.md), which would let anyone holding a token test guesses of a weak key offline.
 */
const masterKeyFingerprint = (jwtSecret: string, key: string) =>
  createHmac('sha256', jwtSecret).update(`master-key:${key}`).digest('hex').slice(0, 16);

/**
 * The JWT secret and the master key, from the environment or generated once and
 * stored in the database, so that every instance on one PostgreSQL shares them.
 */
export async function loadSecrets(
  db: Db,
  config: Pick<Config, 'jwtSecret' | 'masterKey'>,
  log: FastifyBaseLogger,
): Promise<Secrets> {
  const jwtSecret = config.jwtSecret ?? (await getOrCreate(db, 'jwt_secret', () => randomToken())).value;

  if (config.masterKey) {
    const key = config.masterKey;
    return {
      jwtSecret,
      verifyMasterKey: async (candidate) => safeEqual(candidate, key),
      masterKeyFingerprint: masterKeyFingerprint(jwtSecret, `env:${key}`),
    };
  }

  let generatedKey = '';
  const stored = await getOrCreate(db, 'master_key_hash', () => {
    generatedKey = `mk-${randomToken().slice(0, 32)}`;
    return hashPassword(generatedKey);
  });
  if (stored.created) {
    // Printed once, on purpose: it is the only way to learn a generated key.
    const banner = '='.repeat(72);
    process.stdout.write(
      `\n${banner}\n  ShiftClock master key (shown once, keep it safe): ${generatedKey}\n` +
        `  Log in as master admin at /admin/login. Set MASTER_KEY to choose your own.\n${banner}\n\n`,
    );
    log.warn('master key generated and printed once on the console');
  }
  return {
    jwtSecret,
    verifyMasterKey: (candidate) => verifyPassword(stored.value, candidate),
    masterKeyFingerprint: masterKeyFingerprint(jwtSecret, `stored:${stored.value}`),
  };
}
