import { DEFAULT_SETTINGS, type Settings, settingsSchema } from '@shiftclock/contract/settings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

export const locationSettingsKey = ['settings', 'location-settings'] as const;

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

export function locationSettingsQueryOptions() {
  return queryOptions({
    queryKey: locationSettingsKey,
    queryFn: ({ signal }) => getLocationSettings(signal),
    // The form is filled once from the answer; a refetch on focus would change nothing on screen.
    refetchOnWindowFocus: false,
  });
}

export function useLocationSettings() {
  return useQuery(locationSettingsQueryOptions());
}
