import { DEFAULT_SETTINGS, type SettingsBody } from '@shiftclock/contract/settings';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { locations } from '../../db/schema/locations.ts';

/** The location's stored settings object, as saved (older rows may lack newer settings). */
export async function findStoredSettings(db: DbOrTx, locationId: string) {
  const [row] = await db
    .select({ settings: locations.settings })
    .from(locations)
    .where(eq(locations.id, locationId));
  return row?.settings;
}

/** The settings a save may leave as stored (settings.service.ts): pay rules and the punches' rules. */
export type KeptSetting =
  | 'payroll'
  | 'pinLength'
  | 'earlyClockInMinutes'
  | 'offlinePunchMaxAgeHours'
  | 'maxKiosks'
  | 'phonePunches'
  | 'scheduleWarnings'
  | 'openShifts';

/**
 * Stores the settings. The `keep` settings stay as stored (their defaults if none): one statement
 * reads and writes them, so a concurrent save of those cannot be lost in between.
 */
export async function storeSettings(
  db: DbOrTx,
  locationId: string,
  settings: SettingsBody['settings'],
  { keep }: { keep: KeptSetting[] },
) {
  const sent = sql`${JSON.stringify(settings)}::jsonb`;
  const kept = keep.map(
    (key) =>
      sql`jsonb_build_object(${key}::text, coalesce(${locations.settings} -> ${key}::text, ${JSON.stringify(DEFAULT_SETTINGS[key])}::jsonb))`,
  );
  const [row] = await db
    .update(locations)
    .set({ settings: kept.length ? sql`${sent} || ${sql.join(kept, sql` || `)}` : settings })
    .where(eq(locations.id, locationId))
    .returning({ settings: locations.settings });
  return row?.settings;
}

/** The location's one-line address, null when not set. */
export async function findAddress(db: DbOrTx, locationId: string) {
  const [row] = await db
    .select({ address: locations.address })
    .from(locations)
    .where(eq(locations.id, locationId));
  return row?.address ?? null;
}

export async function storeAddress(db: DbOrTx, locationId: string, address: string | null) {
  await db.update(locations).set({ address }).where(eq(locations.id, locationId));
}
