import type { Settings } from '@shiftclock/contract/settings';
import { DEFAULT_PAYROLL } from '@shiftclock/contract/timesheets';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { locations } from '../../db/schema.ts';

/** The location's stored settings object, as saved (older rows may lack newer settings). */
export async function findStoredSettings(db: DbOrTx, locationId: string) {
  const [row] = await db
    .select({ settings: locations.settings })
    .from(locations)
    .where(eq(locations.id, locationId));
  return row?.settings;
}

/**
 * Stores the settings. With `keepPayroll` the stored payroll settings stay: one statement reads and
 * writes them, so a concurrent save of the payroll cannot be lost in between.
 */
export async function storeSettings(
  db: DbOrTx,
  locationId: string,
  settings: Omit<Settings, 'payroll'> & { payroll?: Settings['payroll'] },
  { keepPayroll }: { keepPayroll: boolean },
) {
  const [row] = await db
    .update(locations)
    .set({
      settings: keepPayroll
        ? sql`jsonb_set(${JSON.stringify(settings)}::jsonb, '{payroll}', coalesce(${locations.settings} -> 'payroll', ${JSON.stringify(DEFAULT_PAYROLL)}::jsonb))`
        : settings,
    })
    .where(eq(locations.id, locationId))
    .returning({ settings: locations.settings });
  return row?.settings;
}
