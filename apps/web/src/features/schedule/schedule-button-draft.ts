import { DEFAULT_SHIFT_DURATION_HOURS } from '@shiftclock/contract/constants';
import { useQuery } from '@tanstack/react-query';
import { locationSettingsQuery } from '../../api/settings/location-settings.ts';
import { formatInTimeZone } from '../../lib/time.ts';
import type { ScheduleDraft } from './drafts.ts';

const QUARTER_HOUR_MS = 15 * 60_000;
const HOUR_MS = 3_600_000;

/** The hours a new shift lasts when only its start is chosen: the location's Default Shift Duration. */
export function useDefaultShiftDuration(locationId: string): number {
  return (
    useQuery({
      ...locationSettingsQuery(locationId),
      select: (settings) => settings.defaultShiftDuration,
    }).data ?? DEFAULT_SHIFT_DURATION_HOURS
  );
}

/**
 * What the Schedule Shift button opens with: the next full hour on the location's clock and the
 * location's Default Shift Duration after it (real hours, like a calendar slot). Every zone's offset
 * is a whole number of quarter hours, so the next full hour is at most four quarter hours away.
 */
export function draftFromButton(now: number, durationHours: number, timeZone: string): ScheduleDraft {
  let start = Math.floor(now / QUARTER_HOUR_MS) * QUARTER_HOUR_MS + QUARTER_HOUR_MS;
  while (formatInTimeZone(start, timeZone, 'mm') !== '00') start += QUARTER_HOUR_MS;
  return {
    start: new Date(start).toISOString(),
    end: new Date(start + durationHours * HOUR_MS).toISOString(),
  };
}
