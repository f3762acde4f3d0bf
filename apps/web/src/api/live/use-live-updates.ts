import { readIsAffected } from '@shiftclock/contract/live-topics';
import { useQueryClient } from '@tanstack/react-query';
import { createContext, useContext, useEffect, useState } from 'react';
import { apiBaseUrl, getToken } from '../../lib/api-client.ts';
import { areaToken, type LocationArea, locationScope } from '../../lib/query-keys.ts';

/**
 * Whether the screen's live-updates stream is open. Queries that used to poll poll only while it
 * is not (a lost connection, a server that is restarting): `refetchInterval: live ? false : N`.
 */
export const LiveUpdatesContext = createContext(false);
export const useLiveUpdatesOpen = () => useContext(LiveUpdatesContext);

/**
 * Keeps a live-updates stream open for a location screen (docs/api.md, "Live updates") and, on each
 * change it announces, asks again for the queries of the screen's area and location that show what
 * changed (all of them when the change names no topic). Returns
 * whether the stream is open, for LiveUpdatesContext.
 */
export function useLiveUpdates(locationId: string, area: LocationArea): boolean {
  const queryClient = useQueryClient();
  const [live, setLive] = useState(false);
  useEffect(() => {
    let close: (() => void) | undefined;
    let unmounted = false;
    // Its own chunk, fetched once the screen is up (live-connection.ts).
    void import('./live-connection.ts').then(({ openLiveUpdates }) => {
      if (unmounted) return;
      close = openLiveUpdates(`${apiBaseUrl}/api/events`, () => getToken(areaToken[area]), {
        onLive: setLive,
        // A prefix of every key of the area's calls at this location (lib/query-keys.ts).
        onChange: (topics) => {
          // Signed out meanwhile (the screen is on its way to a login): nothing to ask again.
          if (!getToken(areaToken[area])) return;
          void queryClient.invalidateQueries({
            queryKey: locationScope(area, locationId).slice(0, 2),
            // Only the reads that show what changed (the route is the key's fourth part).
            predicate: (query) => readIsAffected(String(query.queryKey[3]), topics),
          });
        },
      });
    });
    return () => {
      unmounted = true;
      close?.();
    };
  }, [queryClient, locationId, area]);
  return live;
}
