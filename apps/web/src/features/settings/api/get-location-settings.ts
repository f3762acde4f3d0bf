import { DEFAULT_SETTINGS, type Settings, settingsSchema } from '@shiftclock/contract/settings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { scopedKeys } from '../../../lib/query-keys.ts';

/** The location's and the signed-in account's: never another's cached copy (issue 16). */
export const locationSettingsKey = (locationId: string) =>
  [...scopedKeys.settings(locationId), 'location-settings'] as const;

/**
 * Fills what an older stored settings object may lack from SPEC.md's defaults, then checks the
 * whole with the contract's schema, so the form only ever edits a complete, valid object.
 */
export function withDefaults(raw: unknown): Settings {
  const stored = (typeof raw === 'object' && raw !== null ? raw : {}) as Partial<Settings>;
  return settingsSchema.parse({
    ...DEFAULT_SETTINGS,
    ...stored,
    weekLayout: { ...DEFAULT_SETTINGS.weekLayout, ...stored.weekLayout },
    payroll: { ...DEFAULT_SETTINGS.payroll, ...stored.payroll },
  });
}

/** GET /api/admin/location-settings (manager or location token). */
export async function getLocationSettings(signal?: AbortSignal): Promise<Settings> {
  const body = await apiClient.get<{ settings?: unknown }>('/api/admin/location-settings', { signal });
  return withDefaults(body.settings);
}

export function locationSettingsQueryOptions(locationId: string) {
  return queryOptions({
    queryKey: locationSettingsKey(locationId),
    queryFn: ({ signal }) => getLocationSettings(signal),
    // The form is filled once from the answer; a refetch on focus would change nothing on screen.
    refetchOnWindowFocus: false,
  });
}

export function useLocationSettings(locationId: string) {
  return useQuery(locationSettingsQueryOptions(locationId));
}
