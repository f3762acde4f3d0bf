import type { Settings } from '@shiftclock/contract/settings';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { locationSettingsKey, saveLocationSettings } from '../../api/settings/location-settings.ts';
import { sessionScope } from '../../lib/query-keys.ts';

/** A save refused because the stored token now names another account than the draft was read for. */
export class SessionChangedError extends Error {
  constructor() {
    super('The signed-in account changed since these settings were loaded');
    this.name = 'SessionChangedError';
  }
}

/**
 * Saves settings one PUT at a time. An auto-save still on the wire when Back is pressed would
 * otherwise race the final save, and the older body could land last and win.
 *
 * Only into the account the draft was read from: the PUT carries whatever token is stored when it
 * is sent, and a direct access to another location (in another tab, or while a save waits) would
 * otherwise write this location's draft into that one. The draft's account is the one
 * stored when the editor opened, which is the one its settings were fetched for (their query key
 * names it).
 *
 * After a save every cached query is marked stale without refetching anything now: the calendar
 * and the kiosk read the time format and the week layout through their own queries, and must ask
 * again when they are next shown rather than draw the old layout for up to 30 s.
 */
export function useSettingsSaver(locationId: string) {
  const queryClient = useQueryClient();
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const [draftScope] = useState(() => sessionScope('default'));

  return useCallback(
    (settings: Settings) => {
      const run = queue.current.then(() => {
        if (sessionScope('default') !== draftScope) throw new SessionChangedError();
        return saveLocationSettings(settings);
      });
      queue.current = run.catch(() => undefined);
      return run.then((answer) => {
        void queryClient.invalidateQueries({ refetchType: 'none' });
        // The key names the account stored now; if that changed meanwhile, the answer is not its.
        if (sessionScope('default') === draftScope) {
          queryClient.setQueryData(locationSettingsKey(locationId), answer.settings);
        }
        return answer;
      });
    },
    [queryClient, locationId, draftScope],
  );
}
