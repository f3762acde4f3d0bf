import { OFFLINE_BATCH_MAX } from '@shiftclock/contract/constants';
import type { QueuedPunch } from '@shiftclock/contract/offline-punches';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { currentShiftsKey } from '../../api/kiosk/current-shifts.ts';
import { sendOfflinePunches } from '../../api/kiosk/offline-punches.ts';
import {
  forgetPunches,
  punchQueueKey,
  queuedPunchCount,
  queuedPunches,
  queuePunch,
} from '../../lib/punch-queue.ts';

/** How often a kiosk with punches waiting tries to send them, besides when the browser says it is online. */
export const OFFLINE_RETRY_MS = 15_000;

/**
 * The kiosk's offline punches (docs/api.md, "Offline punches"): `keep` stores a punch the server could
 * not be reached for; the kiosk sends what waits as soon as it can (at start, when the browser comes
 * back online, every OFFLINE_RETRY_MS, and before the next live punch), oldest first, and forgets
 * each punch the server answered for. A batch whose answer is lost is simply sent again: the server
 * knows each punch by its id.
 */
export function useOfflinePunches(locationId: string) {
  const queryClient = useQueryClient();
  // IndexedDB, not the network: asked whether the browser is online or not.
  const { data: waiting = 0 } = useQuery({
    queryKey: punchQueueKey(locationId),
    queryFn: () => queuedPunchCount(locationId),
    networkMode: 'always',
    staleTime: Number.POSITIVE_INFINITY,
  });
  const sending = useRef<Promise<void> | null>(null);

  /** Sends what waits, oldest first, 100 at a time; a call while a send runs joins it. Never throws. */
  const send = useCallback(() => {
    const recount = () => queryClient.invalidateQueries({ queryKey: punchQueueKey(locationId) });
    sending.current ??= (async () => {
      try {
        for (;;) {
          const batch = (await queuedPunches(locationId)).slice(0, OFFLINE_BATCH_MAX);
          if (batch.length === 0) break;
          const { results } = await sendOfflinePunches(batch.map(({ locationId: _, ...punch }) => punch));
          await forgetPunches(results.map((result) => result.id));
          await recount();
          void queryClient.invalidateQueries({ queryKey: currentShiftsKey(locationId) });
        }
      } catch {
        // Still unreachable, or the answer was lost: the punches stay and go at the next try.
      } finally {
        sending.current = null;
      }
    })();
    return sending.current;
  }, [locationId, queryClient]);

  useEffect(() => {
    void send();
    const retry = setInterval(() => void send(), OFFLINE_RETRY_MS);
    const online = () => void send();
    window.addEventListener('online', online);
    return () => {
      clearInterval(retry);
      window.removeEventListener('online', online);
    };
  }, [send]);

  async function keep(punch: Pick<QueuedPunch, 'type' | 'employeeId' | 'pin'>) {
    await queuePunch(locationId, punch);
    await queryClient.invalidateQueries({ queryKey: punchQueueKey(locationId) });
  }

  /**
   * Before a live punch: what waits goes first, so the server sees the punches in the order they were
   * taken (a clock-out must not arrive before the clock-in kept a minute earlier).
   */
  const sendWaitingFirst = () => (waiting > 0 ? send() : Promise.resolve());

  return { waiting, keep, sendWaitingFirst };
}
