import { DEFAULT_SHIFT_DURATION_HOURS } from '@shiftclock/contract/constants';
import { useQuery } from '@tanstack/react-query';
import { locationSettingsQuery } from '../../api/settings/location-settings.ts';

/** The hours a new shift lasts when only its start is chosen: the location's Default Shift Duration. */
export function useDefaultShiftDuration(locationId: string): number {
  return (
    useQuery({
      ...locationSettingsQuery(locationId),
      select: (settings) => settings.defaultShiftDuration,
    }).data ?? DEFAULT_SHIFT_DURATION_HOURS
  );
}
