import { isDeepStrictEqual } from 'node:util';
import { earlyClockInMessages } from '@shiftclock/contract/early-clock-in';
import { pinMessages } from '@shiftclock/contract/employee-pin';
import { deviceMessages, PAYROLL_MANAGERS_ONLY } from '@shiftclock/contract/messages';
import { offlinePunchMessages } from '@shiftclock/contract/offline-punches';
import { openShiftsMessages } from '@shiftclock/contract/open-shifts-messages';
import { DEFAULT_PAYROLL } from '@shiftclock/contract/payroll';
import { DEFAULT_PHONE_PUNCHES } from '@shiftclock/contract/phone-punch';
import { phonePunchMessages } from '@shiftclock/contract/phone-punch-messages';
import { DEFAULT_SCHEDULE_WARNINGS } from '@shiftclock/contract/schedule-warnings';
import { scheduleWarningsMessages } from '@shiftclock/contract/schedule-warnings-messages';
import {
  DEFAULT_OPEN_SHIFTS,
  DEFAULT_SETTINGS,
  type Settings,
  type SettingsBody,
} from '@shiftclock/contract/settings';
import type { Db } from '../../db/client.ts';
import type { Account } from '../../platform/account.ts';
import { Forbidden } from '../../platform/errors.ts';
import { regionOfZone } from '../../shared/zone-region.ts';
import {
  findAddress,
  findStoredSettings,
  type KeptSetting,
  storeAddress,
  storeSettings,
} from './settings.repository.ts';

type LocationAccount = Extract<Account, { type: 'location' | 'manager' }>;

/**
 * The kiosk's token (on a shared tablet) may save the other settings, as docs/product.md section 6
 * allows, but not these: payroll rules decide pay, the PIN is what stops one employee punching for
 * another, the early clock-in limit stops paid time before a shift, the offline punch window
 * bounds how far back a device's clock may place a punch unchecked, and the kiosk limit bounds the
 * devices its password can register, the schedule warnings are the manager's, and punches from the phone let employees clock in away from the
 * kiosk; approving open shifts' claims by themselves is the manager's call too. Its saves keep the stored ones, and a different value is refused.
 */
const MANAGERS_ONLY: Record<KeptSetting, string> = {
  payroll: PAYROLL_MANAGERS_ONLY,
  pinLength: pinMessages.pinSettingManagersOnly,
  earlyClockInMinutes: earlyClockInMessages.earlyClockInManagersOnly,
  offlinePunchMaxAgeHours: offlinePunchMessages.offlineWindowManagersOnly,
  maxKiosks: deviceMessages.maxKiosksManagersOnly,
  phonePunches: phonePunchMessages.phonePunchesManagersOnly,
  scheduleWarnings: scheduleWarningsMessages.scheduleWarningsManagersOnly,
  openShifts: openShiftsMessages.openShiftsSettingManagersOnly,
};
const managersOnlyKeys = Object.keys(MANAGERS_ONLY) as KeptSetting[];

/** A stored object from before a setting existed gets that setting's default. */
export function withDefaults(stored: Partial<Settings> | null | undefined): Settings {
  return {
    ...DEFAULT_SETTINGS,
    ...stored,
    weekLayout: { ...DEFAULT_SETTINGS.weekLayout, ...stored?.weekLayout },
    payroll: { ...DEFAULT_PAYROLL, ...stored?.payroll },
    phonePunches: { ...DEFAULT_PHONE_PUNCHES, ...stored?.phonePunches },
    scheduleWarnings: { ...DEFAULT_SCHEDULE_WARNINGS, ...stored?.scheduleWarnings },
    openShifts: { ...DEFAULT_OPEN_SHIFTS, ...stored?.openShifts },
  };
}

export function createSettingsService({ db }: { db: Db }) {
  return {
    async info({ locationId, locationCode, locationName, timezone }: LocationAccount) {
      return {
        locationId: locationCode,
        locationName,
        timezone,
        region: regionOfZone(timezone),
        address: await findAddress(db, locationId),
      };
    },

    /** The address the location's employees see in their app (docs/decisions/0193-my-shifts.md). */
    async saveAddress(account: LocationAccount, address: string | null) {
      await storeAddress(db, account.locationId, address);
      return { message: 'Address saved', address };
    },

    async get(account: LocationAccount) {
      return { settings: withDefaults(await findStoredSettings(db, account.locationId)) };
    },

    async save(account: LocationAccount, sent: SettingsBody['settings']) {
      const kiosk = account.type === 'location';
      if (kiosk && managersOnlyKeys.some((key) => sent[key] !== undefined)) {
        const current = withDefaults(await findStoredSettings(db, account.locationId));
        for (const key of managersOnlyKeys) {
          if (sent[key] !== undefined && !isDeepStrictEqual(current[key], sent[key])) {
            throw new Forbidden(MANAGERS_ONLY[key]);
          }
        }
      }
      // A setting left out (by a client older than it) keeps its stored value too.
      const keep = managersOnlyKeys.filter((key) => kiosk || sent[key] === undefined);
      const stored = await storeSettings(db, account.locationId, sent, { keep });
      return { message: 'Settings saved successfully!', settings: withDefaults(stored ?? sent) };
    },
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
