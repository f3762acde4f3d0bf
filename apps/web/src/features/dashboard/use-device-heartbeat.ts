import { DEVICE_HEARTBEAT_SECONDS } from '@shiftclock/contract/constants';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent } from 'react';
import { useNavigate } from 'react-router';
import { sendHeartbeat } from '../../api/devices/devices.ts';
import { ApiError, getToken } from '../../lib/api-client.ts';
import { paths } from '../../lib/paths.ts';
import { punchQueueKey } from '../../lib/punch-queue.ts';
import { removeTokenValue } from '../../lib/token-storage.ts';

/**
 * A registered kiosk (a location account's dashboard: `enabled`) reports itself at the interval the
 * server names (docs/api.md, "Devices"), so the manager sees it online, with the offline punches it
 * holds (lib/punch-queue.ts). A kiosk opened without registering (a direct access, an older login)
 * is answered with no device and stops asking. A revoked device is answered 401: its token goes,
 * and the kiosk returns to the location's login with the location ID filled in. A failed report is
 * tried again at the next interval.
 */
export function useDeviceHeartbeat(locationId: string, enabled: boolean) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const onRevoked = useEffectEvent(() => {
    const token = getToken('kiosk');
    if (token) removeTokenValue(token);
    void navigate(paths.loginWithLocation(locationId, 'location'), { replace: true });
  });

  useEffect(() => {
    if (!enabled) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let seconds = DEVICE_HEARTBEAT_SECONDS;
    const beat = async () => {
      try {
        // The kiosk's count as last read (lib/punch-queue.ts): a report must not wait for IndexedDB.
        const answer = await sendHeartbeat(queryClient.getQueryData<number>(punchQueueKey(locationId)) ?? 0);
        if (!answer.device) return; // not a registered device: nothing to report
        seconds = answer.heartbeatSeconds;
      } catch (error) {
        // A screen left meanwhile (a logout) is not a revoked kiosk.
        if (!stopped && error instanceof ApiError && error.status === 401) {
          onRevoked();
          return;
        }
      }
      if (!stopped) timer = setTimeout(() => void beat(), seconds * 1000);
    };
    void beat();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [enabled, locationId, queryClient]);
}
