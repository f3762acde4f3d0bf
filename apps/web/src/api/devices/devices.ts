import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiAnswer, callApi } from '../../lib/api-client.ts';
import { endpointKey, scopedKeys } from '../../lib/query-keys.ts';

const listRoute = 'GET /api/admin/devices';

/** A registered kiosk as the manager sees it (docs/api.md, "Devices"). */
export type Device = ApiAnswer<typeof listRoute>['devices'][number];

const devicesKey = (locationId: string) => endpointKey(scopedKeys.manager(locationId), listRoute);

/** The location's kiosks. */
export function devicesQuery(locationId: string) {
  return queryOptions({
    queryKey: devicesKey(locationId),
    queryFn: ({ signal }) => callApi(listRoute, {}, { signal }),
  });
}

/** The location's kiosks; asked again every minute, since "online" changes with time alone. */
export function useDevices(locationId: string) {
  return useQuery({ ...devicesQuery(locationId), refetchInterval: 60_000 });
}

export function useRevokeDevice(locationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: endpointKey(scopedKeys.manager(locationId), 'DELETE /api/admin/devices/:deviceId'),
    mutationFn: (deviceId: string) =>
      callApi('DELETE /api/admin/devices/:deviceId', { params: { deviceId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: devicesKey(locationId) }),
  });
}

/** A manager renames a kiosk (1 to 60 characters; names need not be unique). */
export function useRenameDevice(locationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: endpointKey(scopedKeys.manager(locationId), 'PUT /api/admin/devices/:deviceId'),
    mutationFn: ({ deviceId, name }: { deviceId: string; name: string }) =>
      callApi('PUT /api/admin/devices/:deviceId', { params: { deviceId }, body: { name } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: devicesKey(locationId) }),
  });
}

/** The kiosk's report (its own token): its version and the punches it holds. */
export const sendHeartbeat = (queuedPunches: number) =>
  callApi(
    'POST /api/devices/heartbeat',
    { body: { appVersion: import.meta.env.VITE_APP_VERSION ?? 'dev', queuedPunches } },
    { token: 'kiosk' },
  );

const ownerListRoute = 'GET /api/org-admin/devices/:locationId';
const ownerDevicesKey = (locationId: string) => ['organization', 'devices', locationId] as const;

/** The owner's view of one location's kiosks (its own token: 'token'). */
export function useOwnerDevices(locationId: string, enabled: boolean) {
  return useQuery({
    queryKey: ownerDevicesKey(locationId),
    queryFn: ({ signal }) => callApi(ownerListRoute, { params: { locationId } }, { signal, token: 'token' }),
    enabled,
  });
}

/** The owner revokes a kiosk; the dashboard's counts are asked again too. */
export function useOwnerRevokeDevice(locationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (deviceId: string) =>
      callApi(
        'DELETE /api/org-admin/devices/:locationId/:deviceId',
        { params: { locationId, deviceId } },
        { token: 'token' },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['organization'] }),
  });
}
