import type { Settings } from '@shiftclock/contract/settings';
import type { TimeFormat } from '@shiftclock/contract/time-format';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../lib/api-client.ts';
import { keptKioskAnswer } from '../../lib/offline-copy.ts';
import { areaToken, endpointKey, type LocationArea, locationScope } from '../../lib/query-keys.ts';

const route = 'GET /api/admin/location-settings';

/** The key of the location's settings as `area` reads them: a save writes its answer here. */
export const locationSettingsKey = (locationId: string, area: LocationArea = 'manager') =>
  endpointKey(locationScope(area, locationId), route);

/**
 * The location's settings, every one filled in (the server adds the defaults a stored object from an
 * older version lacks). The settings screen, the calendar, the lists and the kiosk all read this one
 * query, each picking what it needs with `select`.
 */
export function locationSettingsQuery(locationId: string, area: LocationArea = 'manager') {
  // A kiosk keeps its location's settings (PINs, time format) for a start without a connection.
  const kept = area === 'kiosk' ? keptKioskAnswer<Settings>(`location-settings:${locationId}`) : null;
  return queryOptions({
    queryKey: locationSettingsKey(locationId, area),
    queryFn: async ({ signal }): Promise<Settings> => {
      const { settings } = await callApi(route, {}, { token: areaToken[area], signal });
      return kept ? kept.keep(settings) : settings;
    },
    ...(kept ? { initialData: kept.initialData, initialDataUpdatedAt: kept.initialDataUpdatedAt } : {}),
  });
}

export function useLocationSettings(locationId: string, area: LocationArea = 'manager') {
  return useQuery({
    ...locationSettingsQuery(locationId, area),
    // The settings form is filled once from the answer; a refetch on focus would change nothing on screen.
    refetchOnWindowFocus: false,
  });
}

/**
 * A kiosk stays open all day while the manager may change the time format on another device, so the
 * kiosk asks again every few minutes rather than only when it is opened.
 */
const KIOSK_TIME_FORMAT_REFRESH_MS = 5 * 60_000;

/** The location's time format; 24-hour while it loads or if it cannot be read (a clock never blanks). */
export function useTimeFormat(locationId: string, area: LocationArea = 'manager'): TimeFormat {
  return (
    useQuery({
      ...locationSettingsQuery(locationId, area),
      select: (settings) => settings.timeFormat,
      refetchInterval: area === 'kiosk' ? KIOSK_TIME_FORMAT_REFRESH_MS : false,
    }).data ?? '24h'
  );
}

/** Whether employees type a PIN at the kiosk: 0 (off), 4 or 6 digits; off while it loads. */
export function usePinLength(locationId: string, area: LocationArea = 'manager'): Settings['pinLength'] {
  return (
    useQuery({ ...locationSettingsQuery(locationId, area), select: (settings) => settings.pinLength }).data ??
    0
  );
}

/** Whether a break is paid unless said otherwise (Correct Shift's new breaks); unpaid while it loads. */
export function useBreaksPaid(locationId: string): boolean {
  return (
    useQuery({ ...locationSettingsQuery(locationId), select: (settings) => settings.payroll.breaksPaid })
      .data ?? false
  );
}

/** Saves the settings (400 when invalid; a location token may not change the payroll: 403). */
export const saveLocationSettings = (settings: Settings) =>
  callApi('PUT /api/admin/location-settings', { body: { settings } });

/** The location's first day of the week (its week layout), or undefined while it loads. */
export function useWeekStart(locationId: string): number | undefined {
  return useQuery({
    ...locationSettingsQuery(locationId),
    select: (settings) => settings.weekLayout.startDay,
  }).data;
}

/** The location's week layout (its days and opening window), or undefined while it loads. */
export function useWeekLayout(locationId: string): Settings['weekLayout'] | undefined {
  return useQuery({
    ...locationSettingsQuery(locationId),
    select: (settings) => settings.weekLayout,
  }).data;
}
