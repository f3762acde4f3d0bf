import type { Settings } from '@shiftclock/contract/settings';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { locationSettingsKey } from './api/get-location-settings.ts';
import { saveLocationSettings } from './api/save-location-settings.ts';

/**
 * Saves settings one PUT at a time. An auto-save still on the wire when Back is pressed would
 * otherwise race the final save, and the older body could land last and win.
 *
 * After a save every cached query is marked stale without refetching anything now: the calendar
 * and the kiosk read the time format and the week layout through their own queries, and must ask
 * again when they are next shown rather than draw the old layout for up to 30 s.
 */
export function useSettingsSaver() {
  const queryClient = useQueryClient();
  const queue = useRef<Promise<unknown>>(Promise.resolve());

  return useCallback(
    (settings: Settings) => {
      const run = queue.current.then(() => saveLocationSettings(settings));
      queue.current = run.catch(() => undefined);
      return run.then((answer) => {
        void queryClient.invalidateQueries({ refetchType: 'none' });
        queryClient.setQueryData(locationSettingsKey, answer.settings);
        return answer;
      });
    },
    [queryClient],
  );
}
