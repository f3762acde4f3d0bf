import { isDeepStrictEqual } from 'node:util';
import { DEFAULT_SETTINGS, type Settings, type SettingsBody } from '@shiftclock/contract/settings';
import { DEFAULT_PAYROLL, PAYROLL_MANAGERS_ONLY } from '@shiftclock/contract/timesheets';
import type { Db } from '../../db/client.ts';
import type { Account } from '../../http/auth.ts';
import { Forbidden } from '../../http/errors.ts';
import { findStoredSettings, storeSettings } from './settings.repository.ts';

type LocationAccount = Extract<Account, { type: 'location' | 'manager' }>;

/** A stored object from before a setting existed gets that setting's default. */
export function withDefaults(stored: Partial<Settings> | null | undefined): Settings {
  return {
    ...DEFAULT_SETTINGS,
    ...stored,
    weekLayout: { ...DEFAULT_SETTINGS.weekLayout, ...stored?.weekLayout },
    payroll: { ...DEFAULT_PAYROLL, ...stored?.payroll },
  };
}

export function createSettingsService({ db }: { db: Db }) {
  return {
    info({ locationCode, locationName, timezone }: LocationAccount) {
      return { locationId: locationCode, locationName, timezone };
    },

    async get(account: LocationAccount) {
      return { settings: withDefaults(await findStoredSettings(db, account.locationId)) };
    },

    async save(account: LocationAccount, sent: SettingsBody['settings']) {
      // Payroll rules decide pay: the kiosk's token (on a shared tablet) may save the other settings,
      // as docs/product.md section 6 allows, but not change these. Its saves keep the stored ones.
      if (account.type === 'location' && sent.payroll) {
        const current = withDefaults(await findStoredSettings(db, account.locationId));
        if (!isDeepStrictEqual(current.payroll, sent.payroll)) throw new Forbidden(PAYROLL_MANAGERS_ONLY);
      }
      // Without `payroll` (a client older than issue 11) the stored payroll settings are kept.
      const keepPayroll = !sent.payroll || account.type === 'location';
      const stored = await storeSettings(db, account.locationId, sent, { keepPayroll });
      return { message: 'Settings saved successfully!', settings: withDefaults(stored ?? sent) };
    },
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
